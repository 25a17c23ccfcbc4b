"""`set json true` in the shell: standard output holds only the final JSON.

What a guided procedure says on the way (explanations, questions, the "→ label" echo of a
menu's choice, intermediate results) goes to standard error, as on the one-shot path.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import Shell

CHALLENGE = "tricube challenge --guided --dice '5 3 2'"


def _menus_at_a_terminal(shell: Shell, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Make the shell's menus read as at a terminal, each taking its marked option."""
    import solo.shell.menu

    asked: list[str] = []

    def read_menu(_input: Any, _output: Any, prompt: str, _labels: list[str],
                  start: int) -> tuple[str, int]:
        asked.append(prompt)
        return "", start

    monkeypatch.setattr(solo.shell.menu, "read_menu", read_menu)
    monkeypatch.setattr(shell.stdin, "isatty", lambda: True)
    return asked


def test_a_guided_procedure_in_json_mode_prints_one_json_document(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    shell.run("set json true")
    shell.feed("Abrir la cerradura\n\n\n")
    run = shell.run(CHALLENGE)
    data = json.loads(run.out)                      # nothing else on standard output
    assert (data["faces"], data["hits"], data["outcome"]) == ([5, 3, 2], 1, "success")
    assert "¿Qué dificultad tiene?" in run.err
    assert "[5] [3] [2]" in run.err                 # the roll, shown on the way as text


def test_the_menus_choice_echo_goes_to_standard_error_in_json_mode(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shell = Shell(tmp_path)
    shell.run("set json true")
    asked = _menus_at_a_terminal(shell, monkeypatch)
    shell.feed("Abrir la cerradura\n")
    run = shell.run(CHALLENGE)
    assert asked == ["¿Qué dificultad tiene?", "¿Se usa un defecto en este desafío?"]
    assert json.loads(run.out)["hits"] == 1
    assert "→ normal (5)" in run.err and "→ no" in run.err
    assert "→" not in run.out


def test_without_json_the_echo_stays_on_standard_output(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shell = Shell(tmp_path)
    _menus_at_a_terminal(shell, monkeypatch)
    shell.feed("Abrir la cerradura\n")
    run = shell.run(CHALLENGE)
    assert "→ normal (5)" in run.out and "[5] [3] [2]" in run.out
    assert run.err == ""
