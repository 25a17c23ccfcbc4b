"""Random events: focus, the lists it points at (empty or not), and the meaning pair."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solo.dice.rng import ScriptedRng
from solo.engine.procedures.event import event_lines, random_event
from solo.engine.rules.focus import Focus, aim
from solo.engine.rules.lists import ListKind, WeightedList
from solo.engine.rules.state import EngineState
from solo.jsonable import to_jsonable

FOCUS_FACES = {Focus.REMOTE_EVENT: 1, Focus.AMBIGUOUS: 6, Focus.NEW_NPC: 11, Focus.NPC_ACTS: 19,
               Focus.NPC_HINDERED: 33, Focus.NPC_HELPED: 38, Focus.THREAD_ADVANCES: 43,
               Focus.THREAD_SETBACK: 53, Focus.THREAD_CLOSES: 60, Focus.NEW_THREAD: 63,
               Focus.PC_HINDERED: 67, Focus.PC_HELPED: 75, Focus.SCENE_SHIFT: 81,
               Focus.CURRENT_CONTEXT: 85}
LIST_FOCI = (Focus.NPC_ACTS, Focus.NPC_HELPED, Focus.NPC_HINDERED, Focus.THREAD_ADVANCES,
             Focus.THREAD_SETBACK, Focus.THREAD_CLOSES)


def state_with(threads: tuple[str, ...] = (), npcs: tuple[str, ...] = ()) -> EngineState:
    state = EngineState()
    for name in threads:
        state = state.with_list(state.threads.add(name))
    for name in npcs:
        state = state.with_list(state.npcs.add(name))
    return state


def roll_event(library: Any, faces: list[int], state: EngineState) -> Any:
    rng = ScriptedRng(faces)
    event = random_event(library, rng, state)
    rng.finish()
    return event


def test_focus_table_has_every_focus_but_fallbacks_only_where_meant(library: Any) -> None:
    table = library.get("engine/foco")
    named = {Focus(row.extra["focus"]) for row in table.rows}
    assert named == set(Focus)


def test_every_focus_has_its_face() -> None:
    assert set(FOCUS_FACES) == set(Focus)


@pytest.mark.parametrize("focus", [f for f in Focus if f not in LIST_FOCI])
def test_foci_without_a_list_roll_three_dice(library: Any, focus: Focus) -> None:
    event = roll_event(library, [FOCUS_FACES[focus], 45, 88], state_with(("Huir",), ("Ana",)))
    assert (event.focus, event.rolled_focus, event.target) == (focus, focus, None)
    assert event.action.in_language("es") == "Esconder"
    assert event.subject.in_language("en") == "A village"


def test_a_character_acts_draws_from_the_weighted_list(library: Any) -> None:
    state = state_with(npcs=("Mayordomo", "Cocinera", "Cocinera"))
    event = roll_event(library, [20, 3, 1, 100], state)
    assert (event.focus, event.target, event.target_kind) == (Focus.NPC_ACTS, "Cocinera",
                                                              ListKind.NPC)
    assert event.summary("es") == "Un personaje actúa (Cocinera): Abandonar / Lo desconocido"
    lines = event_lines(event, "es")
    assert lines == ("gen: Suceso 1d100=20 + 1d100=1 + 1d100=100 -> "
                     "Un personaje actúa (Cocinera): Abandonar / Lo desconocido",
                     "[#N:Cocinera]")


@pytest.mark.parametrize("face", [43, 53, 60])
def test_thread_foci_point_at_an_open_thread(library: Any, face: int) -> None:
    state = state_with(threads=("Encontrar al asesino", "Huir"))
    state = state.with_list(state.threads.close("Huir"))
    event = roll_event(library, [face, 1, 5, 5], state)  # a d1 for the only open thread
    assert event.target == "Encontrar al asesino"
    assert "[#Thread:Encontrar al asesino]" in event_lines(event, "en")


@pytest.mark.parametrize(("face", "becomes"), [(19, Focus.NEW_NPC), (33, Focus.NEW_NPC),
                                               (38, Focus.NEW_NPC), (43, Focus.NEW_THREAD),
                                               (53, Focus.NEW_THREAD), (60, Focus.NEW_THREAD)])
def test_empty_lists_turn_the_focus_into_a_new_entry(library: Any, face: int,
                                                     becomes: Focus) -> None:
    event = roll_event(library, [face, 2, 2], EngineState())
    assert (event.focus, event.target) == (becomes, None)
    assert event.rolled_focus is not becomes
    assert any(line.startswith("gen: ") and "nuevo" in line for line in event_lines(event, "es"))


def test_aim_rules() -> None:
    assert aim(Focus.PC_HELPED, has_npcs=False, has_threads=False) == (Focus.PC_HELPED, None)
    assert aim(Focus.NPC_ACTS, has_npcs=True, has_threads=False) == (Focus.NPC_ACTS, ListKind.NPC)


def test_event_json(library: Any) -> None:
    data = to_jsonable(roll_event(library, [81, 1, 1], EngineState()))
    assert data["focus"] == "scene_shift"
    assert data["action"] == {"es": "Abandonar", "en": "Abandon"}
    assert data["subject"] == {"es": "Un secreto", "en": "A secret"}
    assert [d["table_id"] for d in data["draws"]] == ["engine/foco", "engine/acciones",
                                                     "engine/temas"]


@pytest.mark.parametrize("table_id", ["engine/acciones", "engine/temas"])
def test_meaning_lists_have_a_hundred_distinct_entries_per_language(library: Any,
                                                                    table_id: str) -> None:
    table = library.get(table_id)
    assert table.dice == "1d100" and len(table.rows) == 100
    for lang in ("es", "en"):
        words = [row.text.by_language[lang] for row in table.rows]
        assert len(set(words)) == 100 and all(w.strip() for w in words)


@pytest.mark.parametrize("area", ["engine", "oracle"])
def test_engine_and_oracle_tables_pass_table_check(area: str) -> None:
    from solo.tables import lint

    assert lint.check(Path(__file__).resolve().parents[2] / "tables" / area) == []


def test_empty_state_lists_stay_weighted_lists() -> None:
    assert EngineState().threads == WeightedList(ListKind.THREAD)
