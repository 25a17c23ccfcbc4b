"""At a real terminal, `clear` and `limpiar` send the clear-screen escape and the prompt returns."""

from __future__ import annotations

import re
from pathlib import Path

from tests.pty_helpers import Terminal


def test_clear_at_a_terminal_clears_the_screen(tmp_path: Path) -> None:
    with Terminal(tmp_path) as term:
        term.type("roll 1d6 --dice 4")
        for word in ("clear", "limpiar"):
            term.send(word)
            term.expect(re.escape("\x1b[H\x1b[2J"))
            assert "No conozco" not in term.wait_prompt()
        term.quit()
