"""A tour driven end to end through the real `solo` program in a pseudo-terminal."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.pty_helpers import ENTER, Terminal, journal


def test_tricube_tour_through_a_terminal(tmp_path: Path) -> None:
    with Terminal(tmp_path, "--seed", "5") as term:
        term.send("tour tricube")
        term.expect("personaje")
        for _ in range(40):  # a newcomer pressing Enter at every step
            found = term.child.expect(["Primera partida terminada", pexpect.TIMEOUT], timeout=2)
            if found == 0:
                break
            term.press(ENTER)
        else:
            raise AssertionError("the tour did not end")
        term.wait_prompt()
        assert term.prompt_seen.startswith("solo [tour-tricube")
        term.quit()
    written = journal(tmp_path, "tour-tricube")
    assert "### S1 *Cruzo el paso de montaña antes de que caiga la nieve*" in written
    assert "? ¿Sigue abierto el refugio del paso?" in written
    assert "=> Fin de S1:" in written
