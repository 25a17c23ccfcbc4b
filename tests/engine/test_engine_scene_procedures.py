"""`scene new` and `scene end` driven with scripted dice and answers."""

from __future__ import annotations

from typing import Any

import pytest

from solo.dice.rng import ScriptedRng
from solo.engine.procedures.scene import SceneStart, new_scene
from solo.engine.procedures.scene_end import SceneEnd, end_scene
from solo.engine.rules.pending import PendingKind
from solo.engine.rules.scene_check import SceneOutcome
from solo.engine.rules.state import EngineState
from solo.journal.entry import Kind
from solo.procedures.steps import Ask, Message, run_scripted


def start(library: Any, faces: list[int], state: EngineState | None = None,
          lang: str = "es", answers: tuple[str, ...] = ()) -> Any:
    rng = ScriptedRng(faces)
    transcript = run_scripted(new_scene("Interrogo al mayordomo", 1, state or EngineState(),
                                        library, rng, lang), list(answers))
    rng.finish()
    return transcript


def test_as_expected(library: Any) -> None:
    run = start(library, [8])
    result: SceneStart = run.result
    assert (result.check.die, result.check.outcome) == (8, SceneOutcome.AS_EXPECTED)
    assert result.alteration is None and result.event is None
    heading, block = run.recorded
    assert heading.kind is Kind.HEADING and heading.lines == ("### S1 *Interrogo al mayordomo*",)
    assert block.lines == ("d: Escena 1d10=8 vs TN 5 -> Como esperabas",)


def test_altered_draws_an_alteration(library: Any) -> None:
    run = start(library, [4, 5], lang="en", answers=("tabla",))
    result: SceneStart = run.result
    assert result.check.outcome is SceneOutcome.ALTERED
    assert result.alteration is not None
    assert result.alteration.in_language("en") == "There are witnesses who should not be here"
    assert run.recorded[1].lines == (
        "d: Scene 1d10=4 vs TN 5 -> Altered",
        'tbl: engine/alteraciones 1d12=5 -> "There are witnesses who should not be here"')


def test_interrupted_rolls_a_random_event(library: Any) -> None:
    state = EngineState().with_list(EngineState().npcs.add("Mayordomo"))
    run = start(library, [1, 20, 1, 42, 40], state, answers=("El mayordomo me engaña",))
    result: SceneStart = run.result
    assert result.check.outcome is SceneOutcome.INTERRUPTED
    assert result.event is not None and result.event.target == "Mayordomo"
    assert run.recorded[0].lines == ("### S1 *El mayordomo me engaña*",)
    assert result.title == "El mayordomo me engaña"
    assert result.expected == "Interrogo al mayordomo"
    lines = run.recorded[1].lines
    assert lines[0].endswith("-> Interrumpida")
    assert lines[1] == "(note: se esperaba: Interrogo al mayordomo)"
    assert lines[2].startswith("gen: Suceso 1d100=")
    assert lines[2].endswith(" -> Un personaje actúa (Mayordomo): Engañar / Una puerta cerrada")
    assert lines[3:] == ("[#N:Mayordomo]",)


def test_tension_shapes_the_check(library: Any) -> None:
    run = start(library, [8, 12], EngineState().with_tension(9), answers=("tabla",))
    assert run.result.check.outcome is SceneOutcome.ALTERED
    assert run.result.alteration.value == 12


def test_pending_items_are_shown_first(library: Any) -> None:
    state = EngineState()
    queue, _ = state.pending.add(PendingKind.PRESAGIO, "Un cuervo en la ventana", "fragmentos")
    queue, _ = queue.add(PendingKind.COST, "Un favor al contrabandista")
    queue = queue.resolve(2)
    state = EngineState(pending=queue)
    run = start(library, [9], state)
    messages = [item for item in run.shown if isinstance(item, Message)]
    assert [m.key for m in messages] == ["engine.pending.hanging", "engine.pending.item"]
    assert messages[1].params["text"] == "Un cuervo en la ventana"
    assert [i.id for i in run.result.pending] == [1]


@pytest.mark.parametrize(("answer", "kept", "after"), [("sí", True, 4), ("no", False, 6),
                                                        ("yes", True, 4), ("2", False, 6)])
def test_scene_end_asks_about_control(answer: str, kept: bool, after: int) -> None:
    run = run_scripted(end_scene(3, EngineState(), "es"), [answer, "", ""])
    result: SceneEnd = run.result
    assert (result.kept_control, result.tension_before, result.tension) == (kept, 5, after)
    asked = run.steps[0]
    assert isinstance(asked, Ask) and asked.explain == "engine.scene.control_rule"
    assert run.recorded[0].lines[0].startswith("(note: Fin de S3:")


def test_scene_end_reasks_after_a_bad_answer() -> None:
    run = run_scripted(end_scene(1, EngineState().with_tension(9), "en"),
                       ["maybe", "no", "", ""])
    assert [e.key for e in run.errors] == ["engine.scene.bad_control"]
    assert run.result.tension == 9
    assert run.recorded[0].lines == (
        "(note: End of S1: No, things got away from me; tension 9 → 9)",)


def test_scene_end_told_in_advance_still_asks_the_bookkeeping() -> None:
    state = EngineState().with_tension(1).with_list(EngineState().threads.add("El faro"))
    run = run_scripted(end_scene(2, state, "en", kept_control=True), ["La llave", "", "1", ""])
    assert run.result.tension == 1 and run.result.kept_control
    assert [step.prompt for step in run.steps if isinstance(step, Ask)] == [
        "engine.scene.end.new_thread", "engine.scene.end.new_thread",
        "engine.scene.end.close_thread", "engine.scene.end.new_npc"]
    assert run.result.added_threads == ("La llave",) and run.result.closed_threads == ()
    # a player who cannot be asked (one-shot --kept): nothing more
    quick = run_scripted(end_scene(2, state, "en", kept_control=False, bookkeeping=False), [])
    assert quick.result.tension == 2
    assert not any(isinstance(step, Ask) for step in quick.steps)


def test_reviewing_pending_items() -> None:
    from solo.engine.procedures.pending_review import review_pending

    queue, _ = EngineState().pending.add(PendingKind.PRESAGIO, "Un cuervo", "fragmentos")
    queue, _ = queue.add(PendingKind.COST, "Un favor")
    queue, _ = queue.add(PendingKind.BOOST, "A cubierto")
    run = run_scripted(review_pending(queue, "es"),
                       ["resolver", "El cuervo habló", "quizás", "keep", "descartar"])
    review = run.result
    assert [e.key for e in run.errors] == ["engine.pending.review.bad"]
    assert [i.id for i in review.queue.open_items] == [2]
    assert review.queue.get(1).note == "El cuervo habló"
    assert review.lines == ("=> Resuelto #1 «Un cuervo»: El cuervo habló",
                            "=> Descartado #3 «A cubierto»: —")
