"""Tab completes clock and track names at a real terminal, quoted when they hold a space."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run_cli
from tests.pty_helpers import ENTER, Terminal, journal


def _complete(term: Terminal, start: str) -> None:
    """Type `start` and Tab twice: cmd2 opens a quote first (the name has a space), then
    writes the rest of the one name, closes the quote and adds a space (what is seen of it
    on this plain terminal: the quote, then the space)."""
    term.press(start + "\t")
    term.expect('"')
    term.press("\t")
    term.expect(" ")


def test_tab_completes_clock_and_track_names_and_the_tick_lands_on_them(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "puerto", "--system", "none", home=tmp_path)[0] == 0
    for words in (("clock", "new", "La guardia", "6"), ("clock", "new", "Lluvia", "4"),
                  ("track", "new", "El viaje")):
        assert run_cli("--campaign", "puerto", *words, home=tmp_path)[0] == 0
    with Terminal(tmp_path, "--campaign", "puerto") as term:
        _complete(term, "clock tick La")
        term.press("2" + ENTER)
        assert "La guardia  ●●○○○○ 2/6" in term.wait_prompt()
        _complete(term, "track mark El")
        term.press(ENTER)
        assert "El viaje" in term.wait_prompt()
        term.quit()
    written = journal(tmp_path, "puerto")
    assert "[Clock:La guardia 2/6]" in written
    assert "[Track:El viaje 1/10]" in written
