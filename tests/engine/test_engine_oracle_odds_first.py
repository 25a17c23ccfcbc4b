"""A guided oracle question (the tour's step 2) shows the exact odds of each answer before its
dice are rolled, and tells physical dice they are the oracle's (issue 12, point 3)."""

from __future__ import annotations

from fractions import Fraction

from solo.dice.rng import ScriptedRng
from solo.engine.odds import oracle_spec
from solo.engine.oracle.chances import OracleOdds, oracle_odds
from solo.engine.oracle.levels import Likelihood
from solo.engine.procedures.oracle import guided_question
from solo.engine.rules.state import EngineState
from solo.i18n import use_language
from solo.procedures.steps import RollFor, Show, run_scripted
from solo.tables.library import Library


def test_the_odds_come_before_the_roll(library: Library) -> None:
    spec = oracle_spec(library)
    with use_language("es"):
        run = run_scripted(guided_question(spec, EngineState(), library,
                                           ScriptedRng([1, 1, 0, -1] * 4), "es"),
                           ["¿Llueve?", "probable"])
    rolls = [i for i, step in enumerate(run.steps) if isinstance(step, RollFor)]
    shown = [i for i, step in enumerate(run.steps) if isinstance(step, Show)]
    assert len(rolls) == 1 and rolls[0] < shown[0]
    roll = run.steps[rolls[0]]
    assert isinstance(roll, RollFor)
    assert (roll.who, roll.why, roll.params) == ("el oráculo", "engine.oracle.why",
                                                 {"question": "¿Llueve?"})
    assert isinstance(roll.odds, OracleOdds)
    assert roll.odds == oracle_odds(spec, Likelihood.LIKELY, EngineState().tension)
    assert sum(roll.odds.outcomes.values(), Fraction(0)) == 1
