"""Tricube's longest menu (a character's quirks) read whole in a terminal: `11` is the eleventh."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import area_state, run_cli, spawn_solo, write_area_state
from tests.tricube.test_tricube_pty import MAGA, PROMPT_C


def test_two_digit_number_in_the_quirk_menu(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "tricube", "character", "new", home=tmp_path,
                   stdin=MAGA)[0] == 0
    data = area_state(tmp_path, "c", "tricube")
    data["characters"]["Maga"]["quirks"] = [f"manía {n}" for n in range(1, 12)]
    write_area_state(tmp_path, "c", "tricube", data)
    child = spawn_solo(tmp_path, "--campaign", "c")
    child.expect(PROMPT_C)
    child.sendline("tricube challenge --guided --dice 3,4,2")
    child.expect("Qué intenta hacer Maga")
    child.sendline("cruzar el puente")
    child.expect("Se tiran 3 dados")          # the typed faces say how many dice
    child.expect("6 \\(difícil\\)")
    child.sendline("5")
    child.expect("12. manía 11")               # none, then eleven quirks
    child.sendline("11")                       # the eleventh entry: manía 10
    child.expect("aciertos")
    child.expect("1 de Resolución")            # the price: "1" is the third
    child.sendline("3")
    child.expect("A Maga le queda 2 de Resolución")
    child.expect(PROMPT_C)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "c" / "journal.md").read_text(encoding="utf-8")
    assert "defecto (manía 10)" in journal
