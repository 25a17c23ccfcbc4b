"""cmd2's own words follow the interface's language: help, settings, shortcuts, refusals."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.shell.cmd2_words import translated
from tests.conftest import Shell

ENGLISH_OF_CMD2 = ("Name", "Description", "Value", "Shortcuts for other commands",
                   "Error setting", "not supported", "Exit this application", "List available")


def test_spanish_help_settings_and_shortcuts_hold_no_english(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    runs = [shell.run(line) for line in ("help", "help -v", "set", "shortcuts", "set lang xx",
                                         "set nada 1")]
    printed = "".join(run.out + run.err for run in runs)
    for english in ENGLISH_OF_CMD2:
        assert english not in printed
    assert "Nombre" in runs[1].out and "Descripción" in runs[1].out
    assert "Sale de solo" in runs[1].out
    assert "Atajos de otras órdenes:" in runs[3].out
    assert "No se puede poner ese valor en «lang»: elige entre es, en." in runs[4].err
    assert "No hay ningún ajuste «nada»: los ajustes son lang, dice, json, redirect." in runs[5].err


def test_cmd2s_own_commands_and_settings_a_player_does_not_need_are_out_of_sight(
        tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    listed = shell.run("help").out
    for hidden in ("alias", "macro", "run_script", "shell "):
        assert hidden not in listed
    settings = shell.run("set").out
    assert "editor" not in settings and "timing" not in settings


def test_english_interface_keeps_cmd2s_words_in_english(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    shell.run("set lang en")
    out = shell.run("help -v").out
    assert "Name" in out and "Leave solo" in out
    assert "Nombre" not in out


@pytest.mark.parametrize("text", ["Nia", "", "Name of the rose"])
def test_other_text_is_left_alone(text: str) -> None:
    assert translated(text) == text
