"""The real `solo` program in a pseudo-terminal: start, roll, campaign, note, quit."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import PROMPT, spawn_solo


def test_session_through_a_terminal(tmp_path: Path) -> None:
    child = spawn_solo(tmp_path, "--seed", "3")
    child.expect(PROMPT)
    child.sendline("roll 4dF --dice +0-+")
    child.expect("= 1")
    child.expect(PROMPT)
    child.sendline("campaign new e2e --system fate")
    child.expect("e2e")
    child.expect(r"solo \[e2e·fate·T5\]> ")
    child.sendline("session start")
    child.expect(PROMPT)
    child.sendline(". Nia salta entre los vagones.")
    child.expect(PROMPT)
    child.sendline("roll 2d6 --dice '3 4'")
    child.expect("= 7")
    child.expect(PROMPT)
    child.sendline("roll 99999d6")
    child.expect("1000")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "e2e" / "journal.md").read_text(encoding="utf-8")
    assert "## Sesión 1" in journal
    assert "\nNia salta entre los vagones.\n" in journal
    assert "d: 2d6=[3 4] = 7" in journal
    assert journal.rstrip().endswith("```")
    assert (tmp_path / ".solo_history").exists()
