"""A tour driven end to end through the real `solo` program in a pseudo-terminal."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import PROMPT, spawn_solo

ENTER = "\r"


def test_tricube_tour_through_a_terminal(tmp_path: Path) -> None:
    child = spawn_solo(tmp_path, "--seed", "5")
    child.expect(PROMPT)
    child.sendline("tour tricube")
    child.expect("personaje")
    for _ in range(40):  # a newcomer pressing Enter at every step
        found = child.expect(["Primera partida terminada", pexpect.TIMEOUT], timeout=2)
        if found == 0:
            break
        child.send(ENTER)
    else:
        raise AssertionError("the tour did not end")
    child.expect(r"solo \[tour-tricube[^\]]*\]> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "tour-tricube" / "journal.md").read_text(encoding="utf-8")
    assert "### S1 *Cruzo el paso de montaña antes de que caiga la nieve*" in journal
    assert "? ¿Sigue abierto el refugio del paso?" in journal
    assert "=> Fin de S1:" in journal
