"""Through a real terminal: an escape stored in a name never reaches it raw."""

from __future__ import annotations

import io
from pathlib import Path

from tests.conftest import run_cli
from tests.pty_helpers import Terminal

STORED = "Nia\x1b[2J\x1b]0;pwned\x07\x9b31m\x1b]8;;http://evil\x1b\\x"


def test_stored_escape_in_an_npc_name_is_shown_inert(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "k", "--system", "none", home=tmp_path)[0] == 0
    for words in (["npc", "add", STORED], ["note", f"la nota {STORED}"]):
        code, _out, err = run_cli("--campaign", "k", *words, home=tmp_path)
        assert code == 0, err
    seen = io.StringIO()
    with Terminal(tmp_path, "--campaign", "k", logfile_read=seen) as term:
        assert "Nia\\x1b[2J\\x1b]0;pwned\\x07\\x9b31m" in term.type("npc list")
        assert "la nota Nia\\x1b[2J" in term.type("journal")
        term.type("table roll \x1bx")  # typed: ESC is a key for the line editor, then `x`
        term.quit()
    terminal = seen.getvalue()
    for raw in ("\x1b[2J", "\x1b]0;", "\x07", "\x9b", "\x1b]8;;http://evil"):
        assert raw not in terminal, (raw, terminal[-600:])
