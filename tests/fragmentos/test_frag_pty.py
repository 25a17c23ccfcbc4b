"""The guided reto driven end to end through the real `solo` program in a pseudo-terminal."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import PROMPT, spawn_solo

ENTER, DOWN = "\r", "\x1b[B"


def test_guided_reto_through_a_terminal(tmp_path: Path) -> None:
    child = spawn_solo(tmp_path, "--seed", "3")
    child.expect(PROMPT)
    child.sendline("campaign new noche --system fragmentos")
    child.expect(r"solo \[noche[^\]]*\]> ")
    child.sendline("frag reto --dice '2 4 4'")
    child.expect("Intro")
    child.sendline("Trepar la tapia del cementerio")
    child.expect("puntos tiene")
    child.sendline("3")
    child.expect("motosierra")              # the weapon menu: keep the first choice
    child.send(ENTER)
    child.expect("mejor rasgo")
    child.sendline("2")
    child.expect("dificultad tiene")
    child.sendline("7")
    child.expect("peligroso")
    child.expect("no")
    child.send(DOWN)
    child.send(ENTER)
    child.expect("163/216")                 # the odds come before the roll
    child.expect("contra 7")
    child.expect("Éxito")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "noche" / "journal.md").read_text(encoding="utf-8")
    assert "@ Trepar la tapia del cementerio" in journal
    assert "d: 3d6=5 [2 4 4] +2 = 7 vs 7 -> Éxito" in journal
