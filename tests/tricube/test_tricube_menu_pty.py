"""Tricube's longest menu (a character's quirks) read whole in a terminal: `11` is the eleventh."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import area_state, run_cli, write_area_state
from tests.pty_helpers import Terminal, journal
from tests.tricube.test_tricube_pty import MAGA, PROMPT_C


def test_two_digit_number_in_the_quirk_menu(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "tricube", "character", "new", home=tmp_path,
                   stdin=MAGA)[0] == 0
    data = area_state(tmp_path, "c", "tricube")
    data["characters"]["Maga"]["quirks"] = [f"manía {n}" for n in range(1, 12)]
    write_area_state(tmp_path, "c", "tricube", data)
    term = Terminal(tmp_path, "--campaign", "c", prompt=PROMPT_C)
    term.send("tricube challenge --guided --dice 3,4,2")
    term.answer("Qué intenta hacer Maga", "cruzar el puente")
    term.expect("Se tiran 3 dados")          # the typed faces say how many dice
    term.answer("difícil \\(6\\)", "2")
    term.expect("12. manía 11")               # none, then eleven quirks
    term.send("11")                       # the eleventh entry: manía 10
    term.expect("aciertos")
    term.expect("1 de Resolución")            # the price: "1" is the third
    term.send("3")
    term.finish("A Maga le queda 2 de Resolución")
    written = journal(tmp_path, "c")
    assert "defecto (manía 10)" in written
