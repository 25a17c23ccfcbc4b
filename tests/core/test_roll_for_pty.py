"""Through a terminal: a table roll is announced like a guided roll, physical dice by the table."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import PROMPT, spawn_solo


def test_a_table_roll_with_physical_dice_names_the_table(tmp_path: Path) -> None:
    child = spawn_solo(tmp_path)
    child.expect(PROMPT)
    child.sendline("set dice physical")
    child.expect(PROMPT)
    child.sendline("table roll core/giros")
    child.expect("1d20 en core/giros")                          # announced first
    child.expect(r"Tira 1 d20 por la tabla \(1d20 en core/giros\) y escribe las caras "
                 r"\(1 a 20\)")
    child.sendline("7")
    child.expect(r"1d20=7(\x1b\[0m)? → ")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
