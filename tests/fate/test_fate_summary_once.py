"""`fate do` ends with a summary that leaves out the roll the guided loop already showed.

When the loop's commentary is dropped (a quick run, `quiet`) nothing was shown, so the
summary is whole; JSON is always whole.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

from rich.console import Console

from solo.dice.rng import ScriptedRng
from solo.i18n import use_language
from solo.procedures.prefilled import quiet
from solo.procedures.steps import run_scripted
from solo.procedures.told import untold
from solo.render import render
from solo.render.theme import THEME
from solo.systems.fate.procedures.do import DoSummary, do_action
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.character import new_fae
from tests.conftest import Shell, run_cli

NIA = new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"])
JUMP = ["Saltar al vagón siguiente", "fixed", "bueno", "overcome", "quick", "done"]
ROLL = "[+] [0] [−] [+]"            # 4dF +0-+ with Rápido +2 against Bueno: success by 1
NIA_SHEET = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"


def _text(item: object) -> str:
    out = io.StringIO()
    with use_language("es"):
        Console(file=out, width=100, color_system=None, theme=THEME).print(render(item, "fate"))
    return out.getvalue()


def test_the_guided_summary_leaves_out_the_roll_and_effect_it_showed() -> None:
    with use_language("es"):
        run = run_scripted(do_action(NIA, ScriptedRng([1, 0, -1, 1]), lang="es"), JUMP)
    summary: DoSummary = run.result
    told = untold(summary, run.shown)
    assert isinstance(told, DoSummary) and told.roll_shown
    assert _text(told) == "Saltar al vagón siguiente\n"   # her fate points did not change
    assert ROLL in _text(summary)                       # the summary itself is whole


def test_the_summary_tells_the_fate_points_only_when_they_changed() -> None:
    # 000- with Rápido +2 against Bueno: a fail by 1; her high concept (+2, a point) turns it.
    with use_language("es"):
        run = run_scripted(do_action(NIA, ScriptedRng([0, 0, 0, -1]), lang="es"),
                           ["Saltar", "fixed", "bueno", "overcome", "quick",
                            "a1", "bonus", "fate_point", "done"])
    assert not run.errors
    assert _text(untold(run.result, run.shown)) == "Saltar\nNia: 3 → 2 PF\n"


def test_the_quiet_summary_is_whole() -> None:
    with use_language("es"):
        run = run_scripted(quiet(do_action(NIA, ScriptedRng([1, 0, -1, 1]), lang="es"), {}),
                           JUMP)
    assert run.shown == ()
    text = _text(untold(run.result, run.shown))
    assert ROLL in text and "Éxito (1)" in text and "Lo consigues." in text


def _campaign(home: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=home)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=home,
                   stdin=NIA_SHEET)[0] == 0


def test_the_shell_shows_the_roll_and_its_effect_once(tmp_path: Path) -> None:
    _campaign(tmp_path)
    shell = Shell(tmp_path)
    shell.run("campaign open tren")
    shell.feed("\n".join(JUMP) + "\n")
    run = shell.run("fate do --dice +0-+")
    assert run.out.count(ROLL) == 1
    assert run.out.count("Lo consigues.") == 1
    assert run.result.result.total == 3                  # the data keeps the roll


def test_one_shot_prints_the_roll_once_and_json_keeps_it(tmp_path: Path) -> None:
    _campaign(tmp_path)
    code, out, err = run_cli("--campaign", "tren", "fate", "do", "--dice", "+0-+",
                             home=tmp_path, stdin="\n".join(JUMP) + "\n")
    assert (code, err) == (0, "")
    assert out.count(ROLL) == 1 and out.count("Lo consigues.") == 1
    code, out, err = run_cli("--json", "--campaign", "tren", "fate", "do", "--dice", "+0-+",
                             home=tmp_path, stdin="\n".join(JUMP) + "\n")
    assert code == 0, err
    data = json.loads(out)
    assert (data["result"]["faces"], data["result"]["total"]) == ([1, 0, -1, 1], 3)
    assert data["effect"]["text"] == "fate.effect.overcome.success"
    assert "roll_shown" not in data


def test_a_price_is_told_once_drawn_or_typed(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=tmp_path,
                   stdin=NIA_SHEET)[0] == 0
    # A tie (++00, Cauto +2 against Enorme +4): a minor price, drawn by the program or typed.
    for answers, price in (("sí\n", None), ("no\nun tobillo torcido\n", "un tobillo torcido")):
        code, out, err = run_cli("--campaign", "tren", "fate", "do", "--dice", "++00",
                                 home=tmp_path, stdin=f"Saltar\n2\n4\n1\n1\n\n{answers}")
        assert code == 0, err
        assert out.count("Precio:") == 1, out
        if price:
            assert f"Precio: {price}" in out
