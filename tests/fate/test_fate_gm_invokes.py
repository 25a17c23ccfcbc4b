"""The GM side invokes only after the player is done invoking, when it turns the result.

Its invoke is shown, journaled with the roll, and the result it turns is the one the effect
and the summary use (issue 12, point 7).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from solo.dice.rng import ScriptedRng
from solo.i18n import use_language
from solo.journal.entry import Entry
from solo.procedures.steps import Ask, Message, Record, Show, run_scripted
from solo.systems.fate.procedures.do import do_action
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.aspects import GM, Aspect, AspectKind
from solo.systems.fate.rules.character import Character, new_fae
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.resolve import FateResult

NIA = new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"])
THUG = Aspect("Matón de la Cofradía", AspectKind.CHARACTER, owner="Bruto")
# Rápido +2 and 000- against Bueno +2: a fail by 1. Nia invokes her high concept (+2, a fate
# point): a success by 1. Then, and only then, the GM pays to invoke Bruto's aspect: +2 to the
# opposition turns it back into a fail by 1; she is offered an answer, passes, and takes the
# fail (no serious cost).
JUMP = ["Saltar", "fixed", "bueno", "overcome", "quick", "a1", "bonus", "fate_point", "done",
        "done", "no"]


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
    assert order[done - 1:done + 6] == ["roll success vs 2", "fate.do.ask_invoke",
                                        "fate.invoke.gm_pays", "roll fail vs 4",
                                        "fate.invoke.answer", "fate.do.ask_invoke", "Record"]
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
        "d: 4dF+4=+3 (000-) vs TN +4 -> Fallo (-1)",
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


# --- the player answers the GM's invoke (issue 12, follow-up 1) ------------------------------

IMPATIENT = Aspect("Impaciente", AspectKind.CHARACTER, owner="Bruto")


def _answer(sheet: Character, aspects: tuple[Aspect, ...], gm_points: int,
            answers: list[str]) -> Any:
    with use_language("es"):
        return run_scripted(do_action(sheet, ScriptedRng([0, 0, 0, -1]), scene_aspects=aspects,
                                      gm_points=gm_points, theirs=frozenset({"Bruto", GM}),
                                      lang="es"), answers)


def test_the_player_answers_the_gm_invoke_and_turns_the_result_back() -> None:
    # +3 vs +2 (her high concept); Bruto's aspect: vs +4, a fail; she answers with her trouble:
    # +5 vs +4, a success by 1. Bruto has no other aspect to pay for: the loop ends.
    run = _answer(NIA, (THUG,), 2, ["Saltar", "fixed", "bueno", "overcome", "quick",
                                    "a1", "bonus", "fate_point", "done",
                                    "a2", "bonus", "fate_point", "done"])
    assert not run.errors
    order = [_kind(step) for step in run.steps]
    answer = order.index("fate.invoke.answer")
    assert order[answer - 2:answer + 2] == ["fate.invoke.gm_pays", "roll fail vs 4",
                                            "fate.invoke.answer", "fate.do.ask_invoke"]
    assert order.count("fate.invoke.answer") == 1
    summary = run.result
    assert (summary.result.outcome, summary.result.total, summary.result.vs) == (
        Outcome.SUCCESS, 5, 4)
    assert (summary.character.fate_points, summary.gm_points) == (1, 1)
    rolled: Entry = next(s.entry for s in run.steps if isinstance(s, Record))
    assert rolled.lines[1:] == (
        "d: 4dF+6=+5 (000-) vs TN +4 -> Éxito (1)",
        "=> Invoca «Ladrona de trenes»: +2 a tu tirada (Pagar un punto Fate)",
        "=> Bruto invoca «Matón de la Cofradía»: +2 a la oposición (reserva del DJ, quedan 1)",
        "=> Invoca «Debo dinero»: +2 a tu tirada (Pagar un punto Fate)")
    shown = [m for m in run.shown if isinstance(m, Message) and m.key == "fate.invoke.answer"]
    assert dict(shown[0].params) == {"now": "Fallo"}


def test_the_gm_answers_back_while_it_can_and_the_player_may_pass() -> None:
    # As above, then Bruto's second aspect: vs +6, a fail again; she is asked once more
    # (a point left, aspects not yet paid for) and passes: the fail stands.
    run = _answer(NIA, (THUG, IMPATIENT), 2, ["Saltar", "fixed", "bueno", "overcome", "quick",
                                              "a1", "bonus", "fate_point", "done",
                                              "a2", "bonus", "fate_point", "done",
                                              "done", "no"])
    assert not run.errors
    order = [_kind(step) for step in run.steps]
    gm = [i for i, kind in enumerate(order) if kind == "fate.invoke.gm_pays"]
    assert len(gm) == 2 and order.count("fate.invoke.answer") == 2
    assert order[gm[1] - 2:gm[1] + 5] == ["roll success vs 4", "fate.do.ask_invoke",
                                          "fate.invoke.gm_pays",
                                          "roll fail vs 6", "fate.invoke.answer",
                                          "fate.do.ask_invoke", "Record"]
    summary = run.result
    assert (summary.result.outcome, summary.result.vs) == (Outcome.FAIL, 6)
    assert (summary.character.fate_points, summary.gm_points) == (1, 0)


def test_no_answer_is_offered_when_the_player_has_nothing_left() -> None:
    # One fate point, spent on her high concept: the GM's invoke ends the loop.
    run = _answer(replace(NIA, fate_points=1), (THUG,), 1,
                  ["Saltar", "fixed", "bueno", "overcome", "quick",
                   "a1", "bonus", "fate_point", "done", "no"])
    assert not run.errors
    order = [_kind(step) for step in run.steps]
    assert "fate.invoke.answer" not in order
    assert order[order.index("fate.invoke.gm_pays") + 2] == "Record"
    assert run.result.result.outcome is Outcome.FAIL
