"""`clear` (`limpiar`) clears a terminal's screen; elsewhere it writes nothing."""

from __future__ import annotations

import io
from pathlib import Path

from solo.shell.screen import CLEAR_SCREEN, clear_screen
from tests.conftest import Shell, run_cli


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_terminal_gets_the_escape_and_anything_else_nothing() -> None:
    terminal, piped = _Terminal(), io.StringIO()
    assert (clear_screen(terminal), clear_screen(piped)) == (True, False)
    assert (terminal.getvalue(), piped.getvalue()) == ("\x1b[H\x1b[2J", "")
    assert CLEAR_SCREEN == "\x1b[H\x1b[2J"


def test_clear_and_limpiar_in_the_shell_write_nothing_off_a_terminal(home: Path) -> None:
    shell = Shell(home)
    for line in ("clear", "limpiar"):
        ran = shell.run(line)
        assert (ran.out, ran.err) == ("", "")


def test_clear_has_help_in_both_languages(home: Path) -> None:
    shell = Shell(home)
    assert shell.run("help clear").out == "Limpia la pantalla (el diario lo guarda todo).\n"
    assert shell.run("clear --help").out == "Limpia la pantalla (el diario lo guarda todo).\n"
    assert "clear" in shell.run("help").out.split()
    shell.run("set lang en")
    assert shell.run("help clear").out == "Clear the screen (the journal keeps everything).\n"
    assert shell.run("limpiar").err == ""


def test_one_shot_clear_is_quiet_off_a_terminal(home: Path) -> None:
    assert run_cli("clear", home=home) == (0, "", "")
    assert run_cli("limpiar", home=home) == (0, "", "")
