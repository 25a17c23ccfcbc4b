"""`frag reto` ends with a summary that leaves out the roll the guided reto already showed.

A quick run drops the reto's commentary (`quiet`): nothing was shown, the summary is whole.
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
from solo.render import blank, render
from solo.render.theme import THEME
from solo.systems.fragmentos.procedures.reto import RetoSummary, guided_reto
from solo.tables.load import load_library
from solo.tables.pick import draw
from tests.conftest import Shell, run_cli
from tests.fragmentos.test_frag_commands import BARBARA
from tests.fragmentos.test_frag_guided_reto import barbara, play

LIBRARY = load_library()
CLIMB = ["Trepar la tapia", "acción", "0", "Escala", "7", "no"]
ROLL = "[2] [4] [4]"


def _text(item: object) -> str:
    out = io.StringIO()
    with use_language("es"):
        Console(file=out, width=100, color_system=None, theme=THEME).print(
            render(item, "fragmentos"))
    return out.getvalue()


def _climb(*, quietly: bool) -> tuple[object, tuple[object, ...]]:
    rng = ScriptedRng([2, 4, 4])
    proc = guided_reto(rng, lambda table_id: draw(LIBRARY, table_id, rng), character=barbara(),
                       lang="es")
    run = run_scripted(quiet(proc, {}) if quietly else proc, CLIMB)
    return run.result, run.shown


def test_the_guided_summary_leaves_out_the_roll_it_showed() -> None:
    summary, shown = _climb(quietly=False)
    told = untold(summary, shown)
    assert isinstance(told, RetoSummary) and told.roll_shown
    assert _text(told) == ""                   # nothing changed on her sheet: nothing printed
    assert blank(render(told, "fragmentos"))
    assert ROLL in _text(summary)


def test_the_summary_tells_the_superacion_spent_in_one_line() -> None:
    run = play(["Intimidar al cochero", "interaccion", "0", "-", "5", "no", "Engreída"], [2, 3],
               barbara())
    told = untold(run.result, run.shown)
    assert _text(told).splitlines()[1:] == ["Amenaza 2 → 3", "Barbara: Superación 5 → 4"]


def test_the_quiet_summary_is_whole() -> None:
    summary, shown = _climb(quietly=True)
    assert shown == ()
    text = _text(untold(summary, shown))
    assert ROLL in text and "Éxito" in text


def test_the_shell_shows_the_roll_once(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "Noche", "--system", "fragmentos", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "Noche", "frag", "character", "new", home=tmp_path,
                   stdin=BARBARA)[0] == 0
    shell = Shell(tmp_path)
    shell.run("campaign open Noche")
    shell.feed("Trepar la tapia\nacción\n\nEscala\n7\nno\n")   # the menus by label
    run = shell.run("frag reto --dice '2 4 4'")
    assert run.out.count(ROLL) == 1
    assert run.result.reto.total == 7


def test_a_guided_conflict_shows_its_result_and_loss_once(home: Path) -> None:
    """Issue 27: the conflict's rolls and the loss were printed again by the summary."""
    from tests.fragmentos.test_frag_guided_conflict import play as fight

    run = fight(["", "cognicion", "+0", "Discreta", "3", "+0", "4", "monstruo", "si", "-", "no"],
                [2, 2, 3, 5, 1, 3, 3, 7])
    told = untold(run.result, run.shown)
    assert told.roll_shown and told.harms_shown
    assert _text(told).strip() == "Amenaza 2 → 3"        # only the net change is left to say
    whole = _text(run.result)                          # a quick run showed nothing: all of it
    assert "[2] [2] [3] [5]" in whole and "Cognición 4 → 2" in whole
    run_cli("campaign", "new", "Noche", "--system", "fragmentos", home=home)
    run_cli("--campaign", "Noche", "frag", "character", "new", home=home, stdin=BARBARA)
    shell = Shell(home)
    shell.run("campaign open Noche")
    shell.feed("\n".join(["", "cognicion", "", "Discreta", "3", "", "4", "", "si", "",
                          "no"]) + "\n")
    out = shell.run("frag conflicto --dice '2 2 3 5' --vs-dice '1 3 3'").out
    assert out.count("[2] [2] [3] [5]") == 1 and out.count("Cognición 4 → 2") == 1, out
