"""Tab completes thread and NPC names at a real terminal, quoted when they hold a space."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run_cli
from tests.pty_helpers import ENTER, Terminal, journal


def _complete(term: Terminal, start: str) -> None:
    """Type `start` and Tab twice: cmd2 opens a quote first (the name has a space), then
    writes the rest of the one name, closes the quote and adds a space."""
    term.press(start + "\t")
    term.expect('"')
    term.press("\t")
    term.expect(" ")


def test_tab_completes_thread_and_npc_names_and_the_command_lands_on_them(
        tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "puerto", "--system", "none", home=tmp_path)[0] == 0
    for words in (("thread", "add", "Encontrar el barco"), ("thread", "add", "Huir"),
                  ("npc", "add", "Capitana Mara"), ("npc", "add", "Ruperto")):
        assert run_cli("--campaign", "puerto", *words, home=tmp_path)[0] == 0
    with Terminal(tmp_path, "--campaign", "puerto") as term:
        _complete(term, "thread close En")
        term.press(ENTER)
        assert "Encontrar el barco" in term.wait_prompt()
        _complete(term, "npc react Cap")
        term.press("--dice '3 4'" + ENTER)
        assert "Capitana Mara" in term.wait_prompt()
        term.quit()
    written = journal(tmp_path, "puerto")
    assert "[Thread:Encontrar el barco|Cerrado]" in written
    assert "[#N:Capitana Mara]" in written
