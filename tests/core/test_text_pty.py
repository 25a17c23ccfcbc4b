"""Through a real terminal: an escape stored in a name never reaches it raw."""

from __future__ import annotations

import io
from pathlib import Path

import pexpect

from tests.conftest import PROMPT, run_cli, spawn_solo

STORED = "Nia\x1b[2J\x1b]0;pwned\x07\x9b31m\x1b]8;;http://evil\x1b\\x"


def test_stored_escape_in_an_npc_name_is_shown_inert(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "k", "--system", "none", home=tmp_path)[0] == 0
    for words in (["npc", "add", STORED], ["note", f"la nota {STORED}"]):
        code, _out, err = run_cli("--campaign", "k", *words, home=tmp_path)
        assert code == 0, err
    child = spawn_solo(tmp_path, "--campaign", "k")
    seen = io.StringIO()
    child.logfile_read = seen
    child.expect(PROMPT)
    child.sendline("npc list")
    child.expect_exact("Nia\\x1b[2J\\x1b]0;pwned\\x07\\x9b31m")
    child.expect(PROMPT)
    child.sendline("journal")
    child.expect_exact("la nota Nia\\x1b[2J")
    child.expect(PROMPT)
    child.sendline("table roll \x1bx")  # typed: ESC is a key for the line editor, then `x`
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    terminal = seen.getvalue()
    for raw in ("\x1b[2J", "\x1b]0;", "\x07", "\x9b", "\x1b]8;;http://evil"):
        assert raw not in terminal, (raw, terminal[-600:])
