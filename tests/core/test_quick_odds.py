"""The same odds everywhere (issue 25, point 6): every roll the player decides on shows its exact
odds before the dice — quick or guided, one-shot or shell, digital or physical — and one switch
hides them (`set odds off`, `set probabilidades no`; one-shot, `SOLO_ODDS=no`).

One-shot, the odds come before the result on standard output (never into `--json`), printed
plain (no rich); in the shell, before the result, or before the physical dice are asked for.
"""

from __future__ import annotations

import io
import json
import os
import shlex
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from solo.commands import find
from solo.commands.base import Context
from solo.dice.rng import SeededRng
from solo.i18n import use_language
from solo.oneshot import parse_words
from solo.plain import plain_text
from solo.render import render
from solo.render.theme import THEME
from tests.conftest import Shell, run_cli

# Each system's quick rolls: the line (typed faces), a line of its odds, a line of its result.
QUICK = [
    ("fate roll --bonus 2 --vs 1 --dice +0-+", "4dF +2 vs +1", "4dF  [+] [0] [−] [+]"),
    ("zodiac action --at 0 --dice 8", "AT 0 contra CD 7 · 1d12", "1d12  [8] = 8"),
    ("frag reto --score 3 --difficulty 4 --dice '2 5 5'", "3d6 contra 4", "3d6  [2] [5] [5]"),
    ("frag conflicto --score 3 --vs-score 2 --dice '6 6 6' --vs-dice '5 5'",
     "Personaje contra Rival", "Personaje  [6] [6] [6]"),
    ("tricube challenge --count 1 --dice 6", "Probabilidad de éxito: 1/3 (33.3%)", "1d6  [6] vs 5"),
    ("tricube versus --dice '6 2' --against '5 4'", "Probabilidades: gana Primero",
     "Primero  [6] [2]"),
    ("oracle ¿Llueve? --dice +0-+", "oracle/fate · 50/50", "4dF  [+] [0] [−] [+]"),
]
TYPED = ("--dice", "--vs-dice", "--against")


def _untyped(line: str, keep: tuple[str, ...] = ()) -> tuple[list[str], dict[str, str]]:
    """The line's words without its typed faces, and the faces by option."""
    words, typed = shlex.split(line), {}
    while any(option in words for option in TYPED if option not in keep):
        index = next(words.index(option) for option in TYPED
                     if option in words and option not in keep)
        typed[words[index]] = words[index + 1]
        del words[index:index + 2]
    return words, typed
IDS = [line.split(" --")[0] for line, _odds, _result in QUICK]


def _one_shot(line: str, *, home: Path, env: dict[str, str] | None = None,
              json_out: bool = False) -> tuple[int, str, str]:
    saved = dict(os.environ)
    os.environ.update(env or {})
    try:
        return run_cli(*(["--json"] if json_out else []), *shlex.split(line), home=home)
    finally:
        os.environ.clear()
        os.environ.update(saved)


@pytest.mark.parametrize(("line", "odds", "result"), QUICK, ids=IDS)
def test_a_one_shot_quick_roll_shows_its_odds_before_its_result(
        tmp_path: Path, line: str, odds: str, result: str) -> None:
    code, out, err = _one_shot(line, home=tmp_path)
    assert (code, err) == (0, "")
    assert odds in out and result in out, out
    assert out.index(odds) < out.index(result)


@pytest.mark.parametrize(("line", "odds", "result"), QUICK, ids=IDS)
def test_solo_odds_no_hides_them_and_json_never_holds_them(
        tmp_path: Path, line: str, odds: str, result: str) -> None:
    code, out, _err = _one_shot(line, home=tmp_path, env={"SOLO_ODDS": "no"})
    assert code == 0 and odds not in out and result in out
    code, out, err = _one_shot(line, home=tmp_path, json_out=True)
    assert code == 0 and odds not in out + err
    assert isinstance(json.loads(out), dict)


@pytest.mark.parametrize(("line", "odds", "result"), QUICK, ids=IDS)
def test_a_digital_one_shot_shows_them_too(tmp_path: Path, line: str, odds: str,
                                           result: str) -> None:
    if line.startswith("tricube versus"):  # its quick form is its two sides typed
        pytest.skip("both sides typed make the quick versus")
    code, out, err = _one_shot(shlex.join(_untyped(line)[0]), home=tmp_path)
    assert (code, err) == (0, "")
    assert out.startswith(odds), out


SYSTEMS = {"fate": "fate", "zodiac": "zodiac", "frag": "fragmentos", "tricube": "tricube",
           "oracle": "none"}


def _shell(home: Path, line: str) -> Shell:
    shell = Shell(home)
    system = SYSTEMS[line.split(maxsplit=1)[0]]
    shell.run(f"campaign new c --system {system}")
    return shell


@pytest.mark.parametrize(("line", "odds", "result"), QUICK, ids=IDS)
def test_in_the_shell_the_odds_come_before_the_result_and_set_odds_off_hides_them(
        tmp_path: Path, line: str, odds: str, result: str) -> None:
    shell = _shell(tmp_path, line)
    run = shell.run(line)
    assert run.err == "" and odds in run.out and result in run.out, run.out
    assert run.out.index(odds) < run.out.index(result)
    assert shell.run("set probabilidades no").err == ""
    hidden = shell.run(line)
    assert odds not in hidden.out and result in hidden.out
    shell.run("set odds on")
    assert odds in shell.run(line).out


@pytest.mark.parametrize(("line", "odds", "result"), QUICK, ids=IDS)
def test_with_physical_dice_the_odds_come_before_the_dice_are_asked_for(
        tmp_path: Path, line: str, odds: str, result: str) -> None:
    shell = _shell(tmp_path, line)
    shell.run("set dice physical")
    quick, typed = _untyped(line, keep=("--vs-dice", "--against"))
    if line.startswith("tricube versus"):  # its quick form is its two sides typed
        pytest.skip("both sides typed make the quick versus")
    before: list[str] = []
    read = shell.app.read_input

    def asked(prompt: str = "", **options: Any) -> str:
        if prompt.startswith("Tira "):
            before.append(shell.app.stdout.getvalue())
        return read(prompt, **options)

    shell.app.read_input = asked  # type: ignore[method-assign]
    shell.feed(typed["--dice"] + "\n")
    run = shell.run(shlex.join(quick))
    assert before and odds in before[0], before
    assert result in run.out


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize(("line", "odds", "result"), QUICK, ids=IDS)
def test_the_plain_odds_read_as_the_rich_ones(tmp_path: Path, lang: str, line: str, odds: str,
                                              result: str) -> None:
    said: list[object] = []
    name, *words = shlex.split(line)
    found = find(name)
    assert found is not None
    area, command = found
    with use_language(lang):
        ctx = Context(home=tmp_path, rng=SeededRng(1))
        ctx.say = said.append
        command.run(ctx, parse_words(command, words))
        assert said
        for item in said:
            text = plain_text(item)
            assert text is not None, type(item)
            out = io.StringIO()
            Console(file=out, width=400, color_system=None, theme=THEME).print(
                render(item, area))
            assert _lines(text) == _lines(out.getvalue())


def _lines(text: str) -> list[str]:
    return [line.rstrip() for line in text.splitlines()]
