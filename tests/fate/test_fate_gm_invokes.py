"""The GM side invokes only after the player is done invoking, when it turns the result.

Its invoke is shown, journaled with the roll, and the result it turns is the one the effect
and the summary use (issue 12, point 7).
"""

from __future__ import annotations

from solo.dice.rng import ScriptedRng
from solo.i18n import use_language
from solo.journal.entry import Entry
from solo.procedures.steps import Ask, Message, Record, Show, run_scripted
from solo.systems.fate.procedures.do import do_action
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.aspects import GM, Aspect, AspectKind
from solo.systems.fate.rules.character import new_fae
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.resolve import FateResult

NIA = new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"])
THUG = Aspect("Matón de la Cofradía", AspectKind.CHARACTER, owner="Bruto")
# Rápido +2 and 000- against Bueno +2: a fail by 1. Nia invokes her high concept (+2, a fate
# point): a success by 1. Then, and only then, the GM pays to invoke Bruto's aspect: +2 to the
# opposition turns it back into a fail by 1; she takes the fail (no serious cost).
JUMP = ["Saltar", "fixed", "bueno", "overcome", "quick", "a1", "bonus", "fate_point", "done",
        "no"]


def _run() -> object:
    with use_language("es"):
        return run_scripted(do_action(NIA, ScriptedRng([0, 0, 0, -1]), scene_aspects=(THUG,),
                                      gm_points=1, theirs=frozenset({"Bruto", GM}), lang="es"),
                            JUMP)


def _kind(step: object) -> str:
    if isinstance(step, Ask):
        return step.prompt
    if isinstance(step, Show) and isinstance(step.item, Message):
        return step.item.key
    if isinstance(step, Show) and isinstance(step.item, FateResult):
        return f"roll {step.item.outcome.value} vs {step.item.vs}"
    return type(step).__name__


def test_the_gm_invokes_after_the_player_is_done_and_turns_the_result() -> None:
    run = _run()
    order = [_kind(step) for step in run.steps]  # type: ignore[attr-defined]
    done = order.index("fate.do.ask_invoke", order.index("roll success vs 2"))
    assert order[done - 1:done + 4] == ["roll success vs 2", "fate.do.ask_invoke",
                                        "fate.invoke.gm_pays", "roll fail vs 4", "Record"]
    summary = run.result  # type: ignore[attr-defined]
    assert (summary.result.outcome, summary.result.vs, summary.result.shifts) == (
        Outcome.FAIL, 4, -1)
    assert summary.effect.text == "fate.effect.overcome.fail"     # the effect of the turned roll
    assert (summary.gm_points, summary.character.fate_points) == (0, 2)


def test_the_gm_invoke_is_journaled_after_the_players_with_the_recomputed_roll() -> None:
    run = _run()
    rolled: Entry = next(s.entry for s in run.steps  # type: ignore[attr-defined]
                         if isinstance(s, Record))
    assert rolled.lines == (
        "@ Saltar (Superar, Rápido +2)",
        "d: 4dF=-1 (000-) +4 = +3 vs +4 Enorme -> Fallo (-1)",
        "=> Invoca «Ladrona de trenes»: +2 a tu tirada (Pagar un punto Fate)",
        "=> Bruto invoca «Matón de la Cofradía»: +2 a la oposición (reserva del DJ, quedan 0)")
    shown = [m for m in run.shown if isinstance(m, Message)]  # type: ignore[attr-defined]
    gm = next(m for m in shown if m.key == "fate.invoke.gm_pays")
    assert dict(gm.params) == {"aspect": "Matón de la Cofradía", "name": "Bruto", "vs": "+4",
                               "left": 0}


def test_the_gm_keeps_its_point_when_the_player_leaves_the_roll_failed() -> None:
    with use_language("es"):
        run = run_scripted(do_action(NIA, ScriptedRng([0, 0, 0, -1]), scene_aspects=(THUG,),
                                     gm_points=1, theirs=frozenset({"Bruto", GM}), lang="es"),
                           ["Saltar", "fixed", "bueno", "overcome", "quick", "done", "no"])
    assert run.result.gm_points == 1
    assert run.result.result.vs == 2
    assert "fate.invoke.gm_pays" not in [m.key for m in run.shown if isinstance(m, Message)]
