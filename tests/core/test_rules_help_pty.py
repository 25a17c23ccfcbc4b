"""Every system's rules help, in a terminal, reads whole: wrapped to its width, topics listed
in the player's language."""

from __future__ import annotations

from pathlib import Path

from tests.pty_helpers import Terminal

WIDTH = 100  # spawn_solo's terminal


def _screen(term: Terminal, line: str) -> list[str]:
    return term.type(line).split("\n")[1:]  # the rows after the echoed line


def test_rules_help_wraps_and_lists_topics_in_the_language_in_use(tmp_path: Path) -> None:
    with Terminal(tmp_path) as term:
        for system, spanish_topic in (("fate", "estrés"), ("zodiac", "acciones"),
                                      ("frag", "presagios"), ("tricube", "resolución")):
            rows = _screen(term, f"{system} rules")
            assert rows and all(len(row) <= WIDTH for row in rows), system
            listed = " ".join(rows)
            assert "Temas:" in listed and spanish_topic in listed, system
            assert "Topics:" not in listed
        term.type("set lang en")
        rows = _screen(term, "fate rules stress")
        assert all(len(row) <= WIDTH for row in rows)
        listed = " ".join(rows)
        assert "Topics:" in listed and "stress" in listed and "estrés" not in listed
        term.quit()
