"""Scenes as a game master runs them: the first unchecked, altered and interrupted explained,
the end's bookkeeping, `scene end` refused twice, `odds scene`; events that close a thread."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from solo.dice.rng import ScriptedRng, SeededRng, d
from solo.engine.procedures.event import offer_close, random_event
from solo.engine.procedures.scene_end import end_scene
from solo.engine.rules.focus import Focus
from solo.engine.rules.state import EngineState
from solo.procedures.steps import run_scripted
from tests.conftest import area_state, cli_json, refused, run_cli


def _campaign(home: Path) -> None:
    code, _out, err = run_cli("campaign", "new", "c", "--system", "none", home=home)
    assert code == 0, err


def _run(home: Path, *argv: str, stdin: str = "") -> dict[str, Any]:
    return cli_json("--campaign", "c", *argv, home=home, stdin=stdin)


def _journal(home: Path) -> str:
    return (home / "journals" / "c" / "journal.md").read_text("utf-8")


def test_the_first_scene_is_set_up_without_a_check(home: Path) -> None:
    _campaign(home)
    first = _run(home, "scene", "new", "Llego", "al", "faro")
    assert (first["checked"], first["die"], first["outcome"]) == (False, None, "as_expected")
    assert "(note: primera escena: sin tirada de tensión)" in _journal(home)
    _run(home, "scene", "end", "--kept")
    second = _run(home, "scene", "new", "Subo", "--dice", "9")
    assert (second["checked"], second["die"]) == (True, 9)


def test_a_setting_keeps_checking_the_first_scene(home: Path) -> None:
    _campaign(home)
    _run(home, "setting", "scene.check_first", "on")
    code, _out, err = run_cli("--campaign", "c", "scene", "new", "Llego", "--draw", home=home)
    assert code == 0, err
    assert "d: Escena 1d10=" in _journal(home)


def test_an_altered_scene_takes_the_players_own_change(home: Path) -> None:
    _campaign(home)
    _run(home, "scene", "new", "Uno")
    _run(home, "scene", "end", "--kept")
    scene = _run(home, "scene", "new", "El mercado", "--dice", "3", "--alteration",
                 "Llueve; nadie quiere salir")
    assert (scene["outcome"], scene["adjustment"], scene["alteration"]) == (
        "altered", "Llueve; nadie quiere salir", None)
    assert "d: Escena 1d10=3 vs TN 4 -> Alterada\n=> Llueve; nadie quiere salir" in \
        _journal(home)
    _run(home, "scene", "end", "--lost")
    # the typed face is the scene's d10; the alterations table is a later roll: the program's
    (alteration,) = SeededRng(7).roll(d(12), 1)
    drawn = _run(home, "--seed", "7", "scene", "new", "Otra", "--dice", "4", "--draw")
    assert (drawn["die"], drawn["alteration"]["value"]) == (4, alteration)


def test_an_interrupted_scene_gets_its_real_title(home: Path) -> None:
    _campaign(home)
    _run(home, "scene", "new", "Uno")
    _run(home, "scene", "end", "--lost")
    scene = _run(home, "scene", "new", "Interrogo", "al", "mayordomo", "--dice", "1",
                 "--real-title", "Un grito en el sótano")
    assert (scene["outcome"], scene["title"], scene["expected"]) == (
        "interrupted", "Un grito en el sótano", "Interrogo al mayordomo")
    text = _journal(home)
    assert "### S2 *Un grito en el sótano*" in text
    assert "(note: se esperaba: Interrogo al mayordomo)" in text
    # asked in the program: Enter keeps the title it had
    _run(home, "scene", "end", "--lost")
    kept = _run(home, "scene", "new", "Bajo", "--dice", "2", stdin="\n")
    assert kept["title"] == "Bajo"


def test_scene_end_twice_is_refused_and_undo_reopens(home: Path) -> None:
    _campaign(home)
    _run(home, "scene", "new", "Uno")
    _run(home, "scene", "end", "--kept")
    assert "scene new" in refused("--campaign", "c", "scene", "end", "--kept", home=home)
    _run(home, "undo")
    assert _run(home, "scene", "end", "--lost")["tension"] == 6


def test_the_end_of_scene_bookkeeping_through_the_program(home: Path) -> None:
    _campaign(home)
    _run(home, "thread", "add", "Huir")
    _run(home, "npc", "add", "Ana")
    _run(home, "scene", "new", "Uno")
    # control: Enter (kept); new threads: one, then Enter; close thread: 2 (Huir), then
    # Enter; new characters: Enter; close: Enter
    ended = _run(home, "scene", "end", stdin="\nLa carta; sin abrir\n\n2\n\n\n\n")
    assert ended["tension"] == 4 and ended["added_threads"] == ["La carta; sin abrir"]
    assert ended["closed_threads"] == ["Huir"] and ended["added_npcs"] == []
    threads = {entry["name"]: entry.get("status", "open")
               for entry in area_state(home, "c", "engine")["threads"]}
    assert threads == {"Huir": "closed", "La carta; sin abrir": "open"}
    text = _journal(home)
    assert "[Thread:La carta; sin abrir|Abierto]" in text and "[Thread:Huir|Cerrado]" in text


def test_end_scene_bookkeeping_as_a_procedure() -> None:
    state = EngineState().with_list(EngineState().npcs.add("Ana"))
    run = run_scripted(end_scene(1, state, "en"), ["no", "Huir", "huir", "", "", "Ana"])
    ended = run.result
    assert (ended.tension, ended.added_threads, ended.closed_npcs) == (6, ("Huir",), ("Ana",))
    after = ended.applied(state)
    assert [e.name for e in after.threads.open_entries] == ["Huir"]
    assert not after.npcs.open_entries and not after.scene_open


def test_odds_scene_at_the_campaigns_tension(home: Path) -> None:
    _campaign(home)
    _run(home, "tension", "9")
    odds = _run(home, "odds", "scene")
    assert odds == {"tension": 9, "outcomes": {"as_expected": "1/10", "altered": "3/5",
                                               "interrupted": "3/10"}}
    assert cli_json("odds", "escena", "--tension", "3", home=home)["outcomes"] == {
        "as_expected": "7/10", "altered": "1/5", "interrupted": "1/10"}


def test_an_event_that_closes_a_thread_offers_to_close_it(library: Any) -> None:
    state = EngineState().with_list(EngineState().threads.add("El ladrón"))
    event = random_event(library, ScriptedRng([61, 1, 5, 5]), state)
    assert (event.focus, event.target) == (Focus.THREAD_CLOSES, "El ladrón")
    closed = run_scripted(offer_close(event, state, "es"), ["sí"])
    assert not closed.result.threads.open_entries
    assert closed.recorded[0].lines == ("[Thread:El ladrón|Cerrado]",)
    assert run_scripted(offer_close(event, state, "es"), ["no"]).result is None


def test_event_close_through_the_program(home: Path) -> None:
    _campaign(home)
    _run(home, "thread", "add", "El ladrón")
    _run(home, "event", "--dice", "60", "--keep-open")
    assert area_state(home, "c", "engine")["threads"][0].get("status", "open") == "open"
    _run(home, "event", "--dice", "62", stdin="1\n")
    assert area_state(home, "c", "engine")["threads"][0]["status"] == "closed"
