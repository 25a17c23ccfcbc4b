"""Fate's upkeep at a scene's and a session's end, by the rules: state before and after."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.character import Character, new_fae
from solo.systems.fate.rules.consequences import Moment
from solo.systems.fate.rules.upkeep import Done, end_upkeep
from tests.conftest import area_state, run_cli, write_area_state

NIA = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"


def _hurt(mild: str = "", moderate: str = "") -> Character:
    nia = new_fae("Nia", "Ladrona", "Deudas", approaches=PRESETS["ladron"])
    slots = tuple(s.take(name) if name else s
                  for s, name in zip(nia.consequences, (mild, moderate, ""), strict=True))
    return replace(nia, tracks=(nia.tracks[0].check(1),), consequences=slots)


def test_scene_end_clears_stress_and_mild_consequences_and_settles_the_scene() -> None:
    done = end_upkeep([_hurt("Torcedura", "Brazo roto")], Moment.SCENE_END, scene_aspects=3,
                      owed={"Nia": 2}, gm_pool=1)
    nia = done.characters[0]
    assert not any(nia.tracks[0].checked)
    assert [s.aspect for s in nia.consequences] == ["", "Brazo roto", ""]
    assert nia.fate_points == 3 + 2
    assert [(n.done, n.what, n.count) for n in done.notes] == [
        (Done.STRESS_CLEARED, "", 0), (Done.CONSEQUENCE_HEALED, "Torcedura", 0),
        (Done.CONSEQUENCE_LASTS, "Brazo roto", 0), (Done.POINTS_PAID, "", 2),
        (Done.ASPECTS_GONE, "", 3), (Done.GM_POOL_RESET, "", 0)]


def test_a_moderate_consequence_heals_at_the_end_of_the_next_session() -> None:
    first = end_upkeep([_hurt(moderate="Brazo roto")], Moment.SESSION_END)
    assert first.characters[0].consequences[1].aspect == "Brazo roto"
    second = end_upkeep(first.characters, Moment.SESSION_END)
    assert second.characters[0].consequences[1].empty
    assert [n.done for n in second.notes] == [Done.CONSEQUENCE_HEALED]


def test_a_session_end_is_also_its_last_scene_end() -> None:
    done = end_upkeep([_hurt(mild="Torcedura")], Moment.SESSION_END)
    assert done.characters[0].consequences[0].empty
    assert not any(done.characters[0].tracks[0].checked)


def test_nothing_to_do_says_nothing() -> None:
    nia = new_fae("Nia", "Ladrona", "Deudas", approaches=PRESETS["ladron"])
    assert end_upkeep([nia], Moment.SCENE_END).notes == ()


def _campaign(home: Path) -> dict[str, Any]:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=home)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=home,
                   stdin=NIA)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "aspect", "add", "Humo", home=home)[0] == 0
    data: dict[str, Any] = area_state(home, "tren", "fate")
    nia = data["characters"]["Nia"]
    nia["tracks"][0]["checked"] = [False, True, False]
    nia["consequences"][0]["aspect"] = "Torcedura"
    data["gm_points"] = 0
    data["owed"] = {"Nia": 1}
    write_area_state(home, "tren", "fate", data)
    return data


def test_scene_end_runs_fates_upkeep_and_journals_it(tmp_path: Path) -> None:
    _campaign(tmp_path)
    assert run_cli("--campaign", "tren", "scene", "new", "El tren", "--dice", "10",
                   home=tmp_path)[0] == 0
    code, out, err = run_cli("--campaign", "tren", "scene", "end", "--kept", home=tmp_path)
    assert code == 0, err
    for line in ("Nia: se borra su estrés.", "Nia: sana la consecuencia «Torcedura».",
                 "Nia cobra 1 punto Fate de invocaciones hostiles.",
                 "Desaparece 1 aspecto de escena o impulso."):
        assert line in out
    after = area_state(tmp_path, "tren", "fate")
    nia = after["characters"]["Nia"]
    assert nia["tracks"][0]["checked"] == [False, False, False]
    assert nia["consequences"][0]["aspect"] == ""
    assert (nia["fate_points"], after["aspects"], after["gm_points"], after["owed"]) == (
        4, [], None, {})
    journal = (tmp_path / "journals" / "tren" / "journal.md").read_text(encoding="utf-8")
    assert "=> Nia: se borra su estrés." in journal
    assert "=> La reserva de puntos del director de juego vuelve a uno por PJ" in journal


def test_session_end_and_start_run_the_upkeep(tmp_path: Path) -> None:
    _campaign(tmp_path)
    assert run_cli("--campaign", "tren", "session", "start", home=tmp_path)[0] == 0
    code, out, err = run_cli("--json", "--campaign", "tren", "session", "end", home=tmp_path)
    assert code == 0, err
    assert "Torcedura" in json.dumps(json.loads(out), ensure_ascii=False)
    data = area_state(tmp_path, "tren", "fate")
    nia = data["characters"]["Nia"]
    assert (nia["tracks"][0]["checked"], nia["consequences"][0]["aspect"]) == (
        [False, False, False], "")
    data["characters"]["Nia"]["fate_points"] = 1
    write_area_state(tmp_path, "tren", "fate", data)
    code, out, err = run_cli("--campaign", "tren", "session", "start", home=tmp_path)
    assert code == 0, err
    assert "Nia empieza la sesión con 3 puntos Fate." in out
    assert area_state(tmp_path, "tren", "fate")["characters"]["Nia"]["fate_points"] == 3


def test_scene_and_session_end_through_a_terminal(tmp_path: Path) -> None:
    import pexpect

    from tests.conftest import spawn_solo

    _campaign(tmp_path)
    child = spawn_solo(tmp_path, "--campaign", "tren")
    prompt = r"solo \[tren[^\]]*\]> "
    child.expect(prompt)
    child.sendline("session start")
    child.expect(prompt)
    child.sendline("scene new Asalto al tren --dice 10")
    child.expect(prompt)
    from tests.bookkeeping_pty import end_scene

    ended = " ".join(end_scene(child, prompt).split())
    assert "Nia: se borra su estrés." in ended
    assert "Nia: sana la consecuencia «Torcedura»." in ended
    child.sendline("fate aspect add Humo --boost")
    child.expect(prompt)
    child.sendline("session end")
    child.expect("Desaparece 1 aspecto de escena o impulso.")
    child.expect(prompt)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert area_state(tmp_path, "tren", "fate")["aspects"] == []
