"""Names and player lines keep their inner spacing as typed; a lookup folds spaces, storage never.

`thread add "Dos   espacios"` used to store `Dos espacios` and then fail to find what it had just
added; `act "a    b<TAB>c"` journaled `@ a b c`.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import Shell, area_state, run_cli


def _campaign(home: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "none", home=home)[0] == 0


def _journal(home: Path) -> str:
    return (home / "journals" / "c" / "journal.md").read_text("utf-8")


def test_a_thread_with_repeated_spaces_is_added_and_found(tmp_path: Path) -> None:
    _campaign(tmp_path)
    code, out, err = run_cli("--campaign", "c", "thread", "add", "Dos   espacios", home=tmp_path)
    assert (code, err) == (0, "") and "Dos   espacios" in out
    assert area_state(tmp_path, "c", "engine")["threads"] == [
        {"name": "Dos   espacios", "weight": 1, "status": "open"}]
    assert "[Thread:Dos   espacios|Abierto]" in _journal(tmp_path)
    for typed in ("dos espacios", "Dos  Espacios"):  # any spacing finds it
        code, _out, err = run_cli("--campaign", "c", "thread", "add", typed, home=tmp_path)
        assert (code, err) == (0, "")
    assert area_state(tmp_path, "c", "engine")["threads"] == [
        {"name": "Dos   espacios", "weight": 3, "status": "open"}]  # the one entry, weightier
    code, _out, err = run_cli("--campaign", "c", "thread", "close", "dos espacios", home=tmp_path)
    assert (code, err) == (0, "")


def test_npcs_clocks_and_pending_keep_their_spacing(tmp_path: Path) -> None:
    _campaign(tmp_path)
    for argv in (("npc", "add", "Ana   María"), ("clock", "new", "Reloj  doble", "4"),
                 ("pending", "add", "other", "algo   raro")):
        code, _out, err = run_cli("--campaign", "c", *argv, home=tmp_path)
        assert (code, err) == (0, ""), argv
    engine = area_state(tmp_path, "c", "engine")
    assert engine["npcs"][0]["name"] == "Ana   María"
    assert "Reloj  doble" in str(engine) and "algo   raro" in str(engine)
    assert run_cli("--campaign", "c", "clock", "tick", "reloj doble", home=tmp_path)[0] == 0


def test_player_lines_keep_spaces_and_tabs(tmp_path: Path) -> None:
    _campaign(tmp_path)
    for argv in (("act", "a    b\tc"), ("consequence", "x  y"), ("meta", "uno   dos"),
                 ("question", "¿Hay  algo?  ->  No  mucho")):
        code, _out, err = run_cli("--campaign", "c", *argv, home=tmp_path)
        assert (code, err) == (0, ""), argv
    lines = _journal(tmp_path).splitlines()
    for line in ("@ a    b\tc", "=> x  y", "(note: uno   dos)", "? ¿Hay  algo?", "-> No  mucho"):
        assert line in lines, line


def test_the_shell_keeps_them_too(tmp_path: Path) -> None:
    _campaign(tmp_path)
    shell = Shell(tmp_path)
    shell.run("campaign open c")
    for line in ("thread add Pista   doble", "@ salto    al tren", "npc add Tomás  el Rojo"):
        run = shell.run(line)
        assert run.err == "", (line, run.err)
    assert shell.run("thread close pista doble").err == ""
    shell.run("campaign close")  # its changes folded into state.json
    engine = area_state(tmp_path, "c", "engine")
    assert engine["threads"][0]["name"] == "Pista   doble"
    assert engine["npcs"][0]["name"] == "Tomás  el Rojo"
    assert "@ salto    al tren" in _journal(tmp_path).splitlines()
