"""`tricube challenge` ends with a summary that leaves out the roll the guided challenge showed.

A quick run drops the challenge's commentary (`quiet`): nothing was shown, the summary is whole.
"""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from solo.dice.rng import ScriptedRng
from solo.i18n import use_language
from solo.procedures.prefilled import quiet
from solo.procedures.steps import run_scripted
from solo.procedures.told import untold
from solo.render import render
from solo.render.theme import THEME
from solo.systems.tricube.procedures.challenge import ChallengeSummary, challenge
from tests.conftest import Shell

ROLL = "[5] [3] [2]"
LOCK = ["Abrir la cerradura", "5", "no"]


def _text(item: object) -> str:
    out = io.StringIO()
    with use_language("es"):
        Console(file=out, width=100, color_system=None, theme=THEME).print(
            render(item, "tricube"))
    return out.getvalue()


def test_the_guided_summary_leaves_out_the_roll_it_showed_and_the_quiet_one_keeps_it() -> None:
    with use_language("es"):
        guided = run_scripted(challenge(ScriptedRng([5, 3, 2]), dice=3, journal_lang="es"), LOCK)
        quick = run_scripted(quiet(challenge(ScriptedRng([5, 3, 2]), dice=3, journal_lang="es"), {}),
                             LOCK)
    told = untold(guided.result, guided.shown)
    assert isinstance(told, ChallengeSummary) and told.roll_shown
    assert ROLL not in _text(told)
    assert quick.shown == ()
    assert ROLL in _text(untold(quick.result, quick.shown))


def test_the_shell_shows_the_roll_once(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    shell.feed("Abrir la cerradura\n\n\n")
    run = shell.run("tricube challenge --guided --dice '5 3 2'")
    assert run.out.count(ROLL) == 1
    assert run.result.result.hits == 1
