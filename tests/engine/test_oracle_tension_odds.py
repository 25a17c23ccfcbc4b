"""Tension that moves the odds themselves (`oracle.tension_odds`), alone and with the answers
bent (`oracle.tension_shifts`): exact odds against enumeration, every likelihood × tension."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from solo.dice.rng import ScriptedRng
from solo.engine.oracle.chances import odds_matrix, oracle_odds
from solo.engine.oracle.consult import consult
from solo.engine.oracle.levels import Answer, Likelihood, parse_level
from solo.engine.oracle.spec import OracleSpec, from_data
from solo.engine.procedures.oracle import why
from solo.engine.rules.settings import parse_setting
from solo.errors import InputError, TableError
from tests.conftest import cli_json, run_cli

#: Our own numbers, as the help and the odds table state them (tension 1 … 9).
LEAN = (-2, -1, -1, 0, 0, 0, 1, 1, 2)
EVENT_LEAN = (-1, -1, 0, 0, 0, 0, 0, 1, 1)
SHIFT = (-1, -1, 0, 0, 0, 0, 0, 1, 1)
STEP = {level: index - 4 for index, level in enumerate(Likelihood)}
FATE_LADDER = [(1, 1), (-1, -1), (0, 0), (1, -1), (-1, 1), (1, 0), (-1, 0), (0, 1), (0, -1)]
D6_LADDER = [6, 1, 5, 2, 4, 3]
D6_BY_TENSION = (1, 1, 2, 2, 3, 3, 4, 4, 5)
MODIFIER_DIE = {1: -1, 2: -1, 3: 0, 4: 0, 5: 1, 6: 1}
SETTINGS = [(False, False), (True, False), (False, True), (True, True)]


def _bend(total: int, shift: int, no_to: int, yes_from: int) -> int:
    if total >= yes_from:
        return max(total + shift, yes_from)
    if total <= no_to:
        return min(total - shift, no_to)
    return total


def _fate_answer(total: int) -> Answer | None:
    for highest, answer in ((-3, Answer.NO_AND), (-1, Answer.NO), (0, None), (2, Answer.YES)):
        if total <= highest:
            return answer
    return Answer.YES_AND


def brute_fate(step: int, tension: int, shifts: bool, leans: bool) -> tuple[dict[Answer, Fraction],
                                                                              Fraction]:
    """Every 4dF roll, written out: the answer's chances and the event's."""
    counts = dict.fromkeys(Answer, Fraction(0))
    events = 0
    reach = min(9, max(0, tension + (EVENT_LEAN[tension - 1] if leans else 0)))
    for faces in itertools.product((-1, 0, 1), repeat=4):
        total = sum(faces) + step + (LEAN[tension - 1] if leans else 0)
        total = _bend(total, SHIFT[tension - 1] if shifts else 0, -1, 1)
        answer = _fate_answer(total)
        if answer is None:
            counts[Answer.YES_BUT] += Fraction(1, 2)
            counts[Answer.NO_BUT] += Fraction(1, 2)
        else:
            counts[answer] += 1
        first, second = faces[:2], faces[2:]
        mirrored = leans and tension >= 9 and second == first[::-1]
        events += (first == second or mirrored) and first in FATE_LADDER[:reach]
    return {a: c / 81 for a, c in counts.items()}, Fraction(events, 81)


def brute_d6(step: int, tension: int, shifts: bool, leans: bool) -> tuple[dict[Answer, Fraction],
                                                                            Fraction]:
    """Every pair of d6 (answer die, modifier die), written out."""
    names = list(Answer)
    counts = dict.fromkeys(Answer, Fraction(0))
    events = 0
    reach = D6_BY_TENSION[tension - 1] + (EVENT_LEAN[tension - 1] if leans else 0)
    reach = min(6, max(0, reach))
    for die, modifier in itertools.product(range(1, 7), repeat=2):
        total = die + MODIFIER_DIE[modifier] + step + (LEAN[tension - 1] if leans else 0)
        total = _bend(total, SHIFT[tension - 1] if shifts else 0, 3, 4)
        counts[names[min(max(total, 1), 6) - 1]] += 1
        events += die == modifier and die in D6_LADDER[:reach]
    return {a: c / 36 for a, c in counts.items()}, Fraction(events, 36)


BRUTE: dict[str, Callable[[int, int, bool, bool], tuple[dict[Answer, Fraction], Fraction]]] = {
    "fate_oracle": brute_fate, "d6_oracle": brute_d6}


@pytest.mark.parametrize("name", sorted(BRUTE))
@pytest.mark.parametrize(("shifts", "leans"), SETTINGS)
@pytest.mark.parametrize("tension", range(1, 10))
def test_every_cell_equals_enumeration(name: str, shifts: bool, leans: bool, tension: int,
                                       request: pytest.FixtureRequest) -> None:
    spec: OracleSpec = request.getfixturevalue(name)
    matrix = odds_matrix(spec, tension, shifts, leans)
    for level in Likelihood:
        answers, event = BRUTE[name](STEP[level], tension, shifts, leans)
        odds = oracle_odds(spec, level, tension, shifts, leans)
        assert dict(odds.outcomes) == answers, (level, tension)
        assert odds.event == event == matrix.event
        assert dict(matrix.rows[level]) == answers
        assert sum(answers.values()) == 1


@pytest.mark.parametrize("name", sorted(BRUTE))
def test_high_tension_says_yes_more_and_brings_more_events(name: str,
                                                           request: pytest.FixtureRequest) -> None:
    spec: OracleSpec = request.getfixturevalue(name)
    for tension in range(1, 10):
        for level in list(Likelihood)[1:-1]:  # the ends may already be sure
            plain = oracle_odds(spec, level, tension)
            moved = oracle_odds(spec, level, tension, tension_odds=True)
            lean = LEAN[tension - 1]
            assert (moved.yes > plain.yes) == (lean > 0), (level, tension)
            assert (moved.yes < plain.yes) == (lean < 0), (level, tension)
            assert moved.lean == lean and moved.base_event == plain.event
        plain_event = oracle_odds(spec, Likelihood.EVEN, tension).event
        moved_event = oracle_odds(spec, Likelihood.EVEN, tension, tension_odds=True).event
        assert (moved_event > plain_event) == (tension >= 8)
        assert (moved_event < plain_event) == (tension <= 2 and plain_event > 0)
    yes = [oracle_odds(spec, Likelihood.EVEN, t, tension_odds=True).yes for t in range(1, 10)]
    assert yes == sorted(yes) and yes[0] < Fraction(1, 2) < yes[-1]


def test_both_settings_combine(fate_oracle: OracleSpec) -> None:
    both = oracle_odds(fate_oracle, Likelihood.EVEN, 9, shifts=True, tension_odds=True)
    leans = oracle_odds(fate_oracle, Likelihood.EVEN, 9, tension_odds=True)
    assert both.yes == leans.yes  # the shift bends how strong, the lean how likely
    assert both.outcomes[Answer.YES_AND] > leans.outcomes[Answer.YES_AND]


def test_consult_adds_the_lean_and_says_so(fate_oracle: OracleSpec) -> None:
    faces = [-1, 0, 0, 0]  # -1 at 50/50: a plain no; +2 at tension 9 makes it +1, a yes
    plain = consult(fate_oracle, Likelihood.EVEN, ScriptedRng(faces), 9)
    moved = consult(fate_oracle, Likelihood.EVEN, ScriptedRng(faces), 9, odds=True)
    assert (plain.answer, plain.total, plain.lean) == (Answer.NO, -1, 0)
    assert (moved.answer, moved.total, moved.lean, moved.modifier) == (Answer.YES, 1, 2, 0)
    assert why(fate_oracle, moved, "en").startswith("Tension 9 moves the likelihood by +2. ")
    assert "add up to -1; +2 for the likelihood makes +1: Yes" in why(fate_oracle, moved, "en")
    # +1 at likely, -2 at tension 1: a tie, and the extra die's minus says no, but
    calm = consult(fate_oracle, Likelihood.LIKELY, ScriptedRng([1, 0, 0, 0, -1]), 1, odds=True)
    assert (calm.answer, calm.total, calm.lean, calm.tiebreak) == (Answer.NO_BUT, 0, -2, (-1,))


def test_a_mirrored_pair_brings_an_event_only_at_tension_nine(fate_oracle: OracleSpec) -> None:
    faces = [1, 0, 0, 1]
    assert not consult(fate_oracle, Likelihood.EVEN, ScriptedRng(faces), 9).event
    assert not consult(fate_oracle, Likelihood.EVEN, ScriptedRng(faces), 8, odds=True).event
    assert consult(fate_oracle, Likelihood.EVEN, ScriptedRng(faces), 9, odds=True).event


def test_the_shift_explanation_says_what_happened(fate_oracle: OracleSpec) -> None:
    pulled = consult(fate_oracle, Likelihood.EVEN, ScriptedRng([-1, -1, 0, 0]), 1, shifts=True)
    assert (pulled.total, pulled.shift) == (-1, 1)
    assert why(fate_oracle, pulled, "en").startswith(
        "Tension 1 pulls the total toward the middle: -2 becomes -1. ")
    assert why(fate_oracle, pulled, "es").startswith(
        "La tensión 1 acerca el total al centro: -2 pasa a -1. ")
    pushed = consult(fate_oracle, Likelihood.EVEN, ScriptedRng([-1, -1, 0, 0]), 9, shifts=True)
    assert why(fate_oracle, pushed, "en").startswith(
        "Tension 9 pushes the total away from the middle: -2 becomes -3. ")


@pytest.mark.parametrize(("typed", "level"), [
    ("i", Likelihood.IMPOSSIBLE), ("impossible", Likelihood.IMPOSSIBLE),
    ("imposible", Likelihood.IMPOSSIBLE), ("Nearly impossible", Likelihood.ALMOST_IMPOSSIBLE),
    ("ni", Likelihood.ALMOST_IMPOSSIBLE), ("ci", Likelihood.ALMOST_IMPOSSIBLE),
    ("vu", Likelihood.VERY_UNLIKELY), ("mi", Likelihood.VERY_UNLIKELY),
    ("u", Likelihood.UNLIKELY), ("im", Likelihood.UNLIKELY), ("50", Likelihood.EVEN),
    ("l", Likelihood.LIKELY), ("p", Likelihood.LIKELY), ("VL", Likelihood.VERY_LIKELY),
    ("mp", Likelihood.VERY_LIKELY), ("nearly_certain", Likelihood.ALMOST_CERTAIN),
    ("nc", Likelihood.ALMOST_CERTAIN), ("cs", Likelihood.ALMOST_CERTAIN),
    ("c", Likelihood.CERTAIN), ("certain", Likelihood.CERTAIN), ("s", Likelihood.CERTAIN),
    ("seguro", Likelihood.CERTAIN), ("+4", Likelihood.CERTAIN), ("-4", Likelihood.IMPOSSIBLE),
])
def test_mythic_words_and_short_forms(typed: str, level: Likelihood) -> None:
    assert parse_level(typed) is level


def test_the_help_defines_every_short_form() -> None:
    from solo.i18n import t

    for lang, said, shorts in (("en", "in that order", "i|ni|vu|u|50|l|vl|nc|c"),
                               ("es", "en ese orden", "i|ci|mi|im|50|p|mp|cs|s")):
        assert f"{said}: {shorts};" in t("engine.help.odds", lang)
        # in that order: each short form names the level at its place, lowest first
        assert [parse_level(short) for short in shorts.split("|")] == list(Likelihood)


@pytest.mark.parametrize("typed", ["oracle.tension_odds", "tension-odds",
                                   "oráculo.tensión_probabilidad", "tension_probabilidad"])
def test_the_setting_is_named_in_both_languages(typed: str) -> None:
    assert parse_setting(typed) == "oracle.tension_odds"


def test_a_players_oracle_may_set_its_own_numbers(d6_data: dict[str, Any]) -> None:
    d6_data["oracle"]["tension_odds"] = {"likelihood": [0, 0, 0, 0, 0, 0, 0, 0, 4]}
    spec = from_data(d6_data, "mine.yaml")
    assert spec.lean_for(9) == 4 and spec.event_lean_for(9) == 1
    for bad, key in (({"likelihood": [0, 0]}, "engine.spec.bad_tension_odds"),
                     ({"events": [10] * 9}, "engine.spec.bad_tension_odds"),
                     ({"any_order_from": 0}, "engine.spec.bad_any_order")):
        d6_data["oracle"]["tension_odds"] = bad
        with pytest.raises(TableError) as error:
            from_data(d6_data, "mine.yaml")
        assert error.value.key == key


def test_acceptance_odds_oracle_at_tension_nine() -> None:
    code, out, err = run_cli("--json", "odds", "oracle", "--odds", "50/50", "--tension", "9",
                             "--tension-odds")
    assert code == 0, err
    data = json.loads(out)
    assert data["tension_odds"] and data["lean"] == 2
    assert Fraction(data["yes"]) > Fraction(1, 2)
    assert Fraction(data["yes"]) == Fraction(71, 81)


def test_the_campaign_setting_moves_the_oracle_and_its_odds(home: Path) -> None:
    code, _out, err = run_cli("campaign", "new", "c", "--system", "none", home=home)
    assert code == 0, err
    before = cli_json("--campaign", "c", "odds", "oracle", "--odds", "50/50", "--tension", "9",
                      home=home)
    assert before["yes"] == "1/2" and not before["tension_odds"]
    shown = cli_json("--campaign", "c", "setting", "tension_probabilidad", "on", home=home)
    assert shown["changed"] == "oracle.tension_odds"
    after = cli_json("--campaign", "c", "odds", "oracle", "--odds", "50/50", "--tension", "9",
                     home=home)
    assert Fraction(after["yes"]) > Fraction(1, 2) and after["tension_odds"]
    table = cli_json("--campaign", "c", "oracle", "--odds-table", "--tension", "9", home=home)
    assert table["leans"] == [-2, -1, -1, 0, 0, 0, 1, 1, 2]
    assert table["events_by_tension"] == ["0/1", "1/81", "1/27", "4/81", "5/81", "2/27", "7/81",
                                          "1/9", "5/27"]
    assert table["levels"]["50/50"] == after["outcomes"]
    reply = cli_json("--campaign", "c", "oracle", "¿Llueve?", "--tension", "9", "--dice", "-000",
                     home=home)
    assert (reply["answer"], reply["total"], reply["lean"]) == ("yes", 1, 2)
    journal = (home / "journals" / "c" / "journal.md").read_text("utf-8")
    assert "(note: ajuste oracle.tension_odds: sí)" in journal
    assert "d: 4dF+2=+1 (-000) -> Sí (tensión 9: probabilidad +2)" in journal


def test_the_odds_table_states_the_numbers(home: Path) -> None:
    code, _out, err = run_cli("--lang", "en", "campaign", "new", "c", "--system", "none",
                              home=home)
    assert code == 0, err
    assert run_cli("--campaign", "c", "setting", "oracle.tension_odds", "on", home=home)[0] == 0
    code, out, err = run_cli("--lang", "en", "--campaign", "c", "oracle", "--odds-table",
                             home=home)
    assert code == 0, err
    assert "tension 1 to 9: likelihood -2 -1 -1 0 0 0 +1 +1 +2" in " ".join(out.split())
    assert "random event 0 1/81 1/27 4/81 5/81 2/27 7/81 1/9 5/27" in " ".join(out.split())
    code, out, err = run_cli("--lang", "en", "--campaign", "c", "odds", "oracle", "--tension",
                             "1", home=home)
    assert code == 0, err
    assert "-2 to the likelihood" in " ".join(out.split())


def test_odds_oracle_refuses_a_word_it_does_not_know() -> None:
    code, _out, err = run_cli("odds", "oracle", "--odds", "zz")
    assert code != 0 and "Traceback" not in err and "zz" in err
    with pytest.raises(InputError):
        parse_level("zz")
