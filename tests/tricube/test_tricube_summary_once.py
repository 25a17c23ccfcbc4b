"""`tricube challenge` ends with a summary that leaves out the roll the guided challenge showed.

A quick run drops the challenge's commentary (`quiet`): nothing was shown, the summary is whole.
"""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path
from typing import Any

from rich.console import Console

from solo.dice.rng import ScriptedRng
from solo.i18n import use_language
from solo.procedures.prefilled import quiet
from solo.procedures.steps import run_scripted
from solo.procedures.told import untold
from solo.render import blank, render
from solo.render.theme import THEME
from solo.systems.tricube.procedures.challenge import ChallengeSummary, challenge
from solo.systems.tricube.rules.challenge import resolve
from solo.systems.tricube.rules.character import Character, new_character
from tests.conftest import Shell, run_cli

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


# --- only what changed on the sheet (issue 12, follow-up 3) ---------------------------------

def _nia() -> Character:
    return new_character("Nia", "ágil", "ladrona", "ganzúas", "curiosa")


def _guided(rng: list[int], answers: list[str], **given: Any) -> Any:
    with use_language("es"):
        run = run_scripted(challenge(ScriptedRng(rng), _nia(), dice=3, difficulty=5,
                                     quirk=False, action_text="Abrir", journal_lang="es",
                                     **given), answers)
    assert not run.errors
    return untold(run.result, run.shown)


def test_a_success_that_changed_nothing_prints_nothing_after_the_roll() -> None:
    told = _guided([5, 3, 2], [], karma=False)
    assert told.character == _nia()
    assert blank(render(told, "tricube"))
    assert _text(told) == ""


def test_a_failure_tells_the_resolve_lost_in_one_line_not_the_sheet() -> None:
    told = _guided([4, 3, 2], [], karma=False, failure_cost=1)
    assert _text(told) == "Nia: Resolución 3 → 2\n"


def test_karma_spent_is_told_in_one_line() -> None:
    told = _guided([4, 3, 2], ["ganzúas"], karma=True, failure_cost=1)   # 4 hits at 4
    assert told.result.hits == 1
    assert _text(told) == "Nia: Karma 3 → 2\n"


def test_a_defeat_tells_the_affliction() -> None:
    worn = replace(_nia(), resolve=1)
    with use_language("es"):
        run = run_scripted(challenge(ScriptedRng([1, 1, 2]), worn, dice=3, difficulty=5,
                                     quirk=False, action_text="Saltar", karma=False,
                                     failure_cost=1, journal_lang="es"), ["brazo roto"])
    assert not run.errors
    assert _text(untold(run.result, run.shown)) == (
        "Nia: Resolución 1 → 0: derrota (vuelve a 3) · aflicción: brazo roto\n")


def test_without_a_character_the_cost_shown_on_the_way_is_not_repeated() -> None:
    with use_language("es"):
        guided = run_scripted(challenge(ScriptedRng([4, 3, 2]), dice=3, difficulty=5,
                                        quirk=False, action_text="Abrir", failure_cost=1,
                                        karma=False, journal_lang="es"), [])
        quick = run_scripted(quiet(challenge(ScriptedRng([4, 3, 2]), dice=3, difficulty=5,
                                             quirk=False, action_text="Abrir", karma=False,
                                             failure_cost=1, journal_lang="es"), {}), [])
    assert _text(untold(guided.result, guided.shown)) == ""
    assert "El fallo cuesta 1 de Resolución." in _text(untold(quick.result, quick.shown))


def test_the_shell_tells_the_change_after_a_challenge_and_the_sheet_on_demand(
        tmp_path: Path) -> None:
    creation = "\n".join(["Maga", "astuto", "maga", "piromancia", "nariz verrugosa"]) + "\n"
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "tricube", "character", "new", home=tmp_path,
                   stdin=creation)[0] == 0
    shell = Shell(tmp_path)
    assert shell.run("campaign open c").err == ""
    shell.feed("Abrir la cerradura\n\n\n\n\n\n\n")   # the action, then every default
    run = shell.run("tricube challenge --guided --dice '4 3 2'")
    assert run.result.resolve_lost == 1
    assert run.out.endswith("Maga: Resolución 3 → 2\n")
    assert "piromancia" not in run.out                 # not the whole sheet
    sheet = shell.run("tricube character show").out
    assert "piromancia" in sheet and "●●○" in sheet


def test_a_summary_with_nothing_left_prints_no_empty_line(tmp_path: Path) -> None:
    code, out, err = run_cli("tricube", "challenge", "--guided", "--dice", "5 3 2",
                             home=tmp_path, stdin="Abrir la cerradura\n\n\n")
    assert (code, err) == (0, "")
    assert out.endswith("Éxito · aciertos: 1\n")      # the roll, then nothing
    shell = Shell(tmp_path)
    shell.feed("Abrir la cerradura\n\n\n")
    run = shell.run("tricube challenge --guided --dice '5 3 2'")
    assert run.out.endswith("Éxito · aciertos: 1\n")
    nothing_left = ChallengeSummary(resolve((5, 3, 2), 5), roll_shown=True)
    assert blank(render(nothing_left, "tricube"))
    assert shell.in_context(lambda: _shown_by_the_shell(shell, nothing_left)) == ""


def _shown_by_the_shell(shell: Shell, item: object) -> str:
    out = io.StringIO()
    shell.app.stdout = out
    shell.app.show(item, "tricube")
    return out.getvalue()
