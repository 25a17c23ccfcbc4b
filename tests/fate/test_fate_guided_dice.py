"""`--dice` on Fate's guided commands: the typed faces are the first roll, minus signs and all."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.commands.base import Context
from solo.dice.rng import FATE, ScriptedRng
from solo.errors import DiceEntryError
from tests.conftest import Shell, run_cli

NIA = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"
ONE_TASK = "Huir\nSaltar\n1\n2\n4\n1\n\n\n\n"   # name, task, overcome, +2, Vigoroso 0


def _campaign(home: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=home)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=home,
                   stdin=NIA)[0] == 0


def _journal(home: Path) -> str:
    return (home / "journals" / "tren" / "journal.md").read_text(encoding="utf-8")


def test_typed_faces_come_first_then_the_session_dice(tmp_path: Path) -> None:
    ctx = Context(home=tmp_path, rng=ScriptedRng([1, 1, 1, 1]))
    rng = ctx.dice("--0+")
    assert rng.roll(FATE, 4) == (-1, -1, 0, 1)
    assert rng.roll(FATE, 4) == (1, 1, 1, 1)
    assert ctx.dice(None) is ctx.rng


def test_faces_that_do_not_fill_a_roll_are_refused(tmp_path: Path) -> None:
    rng = Context(home=tmp_path, rng=ScriptedRng([0, 0, 0, 0])).dice("+-")
    with pytest.raises(DiceEntryError):
        rng.roll(FATE, 4)


@pytest.mark.parametrize("faces", ["--00", "-+0+"])
def test_one_shot_challenge_takes_faces_starting_with_a_minus(tmp_path: Path, faces: str) -> None:
    _campaign(tmp_path)
    code, _out, err = run_cli("--campaign", "tren", "fate", "challenge", "--dice", faces,
                              home=tmp_path, stdin=ONE_TASK)
    assert (code, err) == (0, "")
    assert f"d: 4dF={sum({'-': -1, '0': 0, '+': 1}[f] for f in faces):+d} ({faces})".replace(
        "=+0", "=0") in _journal(tmp_path)


def test_shell_guided_commands_take_dice(tmp_path: Path) -> None:
    _campaign(tmp_path)
    shell = Shell(tmp_path)
    shell.run("campaign open tren")
    shell.feed(ONE_TASK)
    run = shell.run("fate challenge --dados --00")
    assert "--00" not in run.err and "4dF" in run.out
    assert "d: 4dF=-2 (--00) vs TN +2 -> Fallo (-4)" in _journal(tmp_path)


@pytest.mark.parametrize("words", [["do"], ["challenge"], ["contest", "Rojas"],
                                   ["conflict", "Rojas"]])
def test_every_guided_command_has_the_dice_option(words: list[str]) -> None:
    from solo.commands.parsing import PlainParser
    from solo.systems.fate.commands.main import COMMANDS

    parser = COMMANDS[0].build(PlainParser)
    assert parser.parse_args([*words, "--dice", "-+0+"]).dice == "-+0+"
    assert parser.parse_args([*words, "--dados", "--00"]).dice == "--00"
