"""A game system's quick result, printed plain one-shot, reads as its rich rendering does.

`solo fate roll` and the like print `System.plain`'s lines instead of loading rich and every
renderer (issue 16); these lines must say what the shell's panels say, word for word.
"""

from __future__ import annotations

import io
import shlex
from pathlib import Path
from types import GeneratorType

import pytest
from rich.console import Console

from solo.commands import find
from solo.commands.base import Context
from solo.dice.rng import ScriptedRng
from solo.i18n import use_language
from solo.oneshot import parse_words
from solo.plain import plain_text
from solo.procedures.prefilled import run_quick
from solo.render import render
from solo.render.theme import THEME
from solo.systems.fragmentos.commands.roll import RollReport
from solo.systems.fragmentos.rules.character import Character, OutCause
from solo.systems.fragmentos.rules.character import Characteristic as C
from solo.systems.fragmentos.rules.conflict import Rank, Side, resolve_conflict
from solo.systems.fragmentos.rules.harm import Harm, apply_loss
from solo.systems.fragmentos.rules.reto import resolve_reto

LINES = [
    "fate roll --dice=+0-+",
    "fate roll --bonus 3 --vs 2 --action attack --dice=++++",
    "fate roll --action advantage --target discover --dice=----",
    "fate roll --action overcome --vs 4 --dice=0000",
    "zodiac action --at=0 --dice=8",
    "zodiac action --at=2 --cd 9 --dice=1 --ts-dice=3",
    "zodiac action --at=3 --advantage --dice='12 5'",
    "zodiac action --at=1 --dice=3",
    "zodiac action --at=1 --passive --cde 8",
    "zodiac ts --score 4 --dice=5",
    "frag reto --score=3 --difficulty=4 --dice='2 5 5'",
    "frag reto --score=5 --difficulty=6 --dangerous --trait 2 --dice='2 5 1 3 1'",
    "frag reto --score=2 --difficulty=9 --dice='1 1'",
    "tricube challenge --count=2 --dice='6 5'",
    "tricube challenge --count=3 --karma --quirk tonto --difficulty 5 --dice='2 5 1'",
    "tricube challenge --count=2 --dice='1 1'",
]
VERA = Character.new("Vera", {C.ACTION: 3, C.INTERACTION: 2, C.COGNITION: 4})


def _rich(result: object, area: str) -> str:
    out = io.StringIO()
    Console(file=out, width=400, color_system=None, theme=THEME).print(render(result, area))
    return "\n".join(line.rstrip() for line in out.getvalue().splitlines())


def _plain(result: object) -> str:
    text = plain_text(result)
    assert text is not None, type(result)
    return "\n".join(line.rstrip() for line in text.splitlines())


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("line", LINES)
def test_a_quick_result_prints_plain_what_rich_shows(tmp_path: Path, lang: str,
                                                     line: str) -> None:
    name, *words = shlex.split(line)
    found = find(name)
    assert found is not None
    area, command = found
    assert command.fast
    with use_language(lang):
        args = parse_words(command, words)
        result = command.run(Context(home=tmp_path, rng=ScriptedRng([17, 3, 30, 2] * 8)), args)
        if isinstance(result, GeneratorType):  # a roll announced first (`zodiac ts`): its end
            result = run_quick(result, {}, lambda _entry: None)
        assert _plain(result) == _rich(result, area)


@pytest.mark.parametrize("out", [None, OutCause.MADNESS])
@pytest.mark.parametrize("protected", [False, True])
def test_a_loss_and_the_amenaza_print_plain_too(out: OutCause | None, protected: bool) -> None:
    harm = Harm(C.COGNITION, 2, 4, 2, protected, out, VERA)
    report = RollReport(resolve_reto(3, 7, ScriptedRng([2, 4, 4])), threat=(2, 3), harm=harm)
    for lang in ("es", "en"):
        with use_language(lang):
            assert _plain(report) == _rich(report, "fragmentos")


def test_a_conflicto_is_left_to_rich() -> None:
    duke = resolve_conflict(Side(4, 1), Side(3, 4, rank=Rank.MONSTER),
                            ScriptedRng([2, 2, 3, 5, 1, 3, 3]), dangerous=True)
    report = RollReport(duke, names=("Vera", "Duque"), harm=apply_loss(VERA, C.COGNITION, 2))
    assert plain_text(report) is None
