"""The real `solo` program in a pseudo-terminal: start, roll, campaign, note, quit."""

from __future__ import annotations

from pathlib import Path

from tests.pty_helpers import Terminal, journal


def test_session_through_a_terminal(tmp_path: Path) -> None:
    with Terminal(tmp_path, "--seed", "3") as term:
        term.type("roll 4dF --dice +0-+", "= 1")
        term.type("campaign new e2e --system fate", "e2e")
        assert term.prompt_seen == "solo [e2e·fate·T5]> "
        term.type("session start")
        term.type(". Nia salta entre los vagones.")
        term.type("roll 2d6 --dice '3 4'", "= 7")
        term.type("roll 99999d6", "1000")
        term.quit()
    written = journal(tmp_path, "e2e")
    assert "## Sesión 1" in written
    assert "\nNia salta entre los vagones.\n" in written
    assert "d: 2d6=7 (3 4) -> 7" in written
    assert written.rstrip().endswith("```")
    assert (tmp_path / ".solo_history").exists()
