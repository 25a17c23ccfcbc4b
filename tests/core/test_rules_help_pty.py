"""Every system's rules help, in a terminal, reads whole: wrapped to its width, topics listed
in the player's language."""

from __future__ import annotations

import re
from pathlib import Path

import pexpect

from tests.conftest import PROMPT, spawn_solo

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
WIDTH = 100  # spawn_solo's terminal


def _screen(child: pexpect.spawn, line: str) -> list[str]:  # type: ignore[type-arg]
    child.sendline(line)
    child.expect(PROMPT)
    return [ANSI.sub("", row) for row in child.before.split("\r\n")[1:]]


def test_rules_help_wraps_and_lists_topics_in_the_language_in_use(tmp_path: Path) -> None:
    child = spawn_solo(tmp_path)
    child.expect(PROMPT)
    for system, spanish_topic in (("fate", "estrés"), ("zodiac", "acciones"),
                                  ("frag", "presagios"), ("tricube", "resolución")):
        rows = _screen(child, f"{system} rules")
        assert rows and all(len(row) <= WIDTH for row in rows), system
        listed = " ".join(rows)
        assert "Temas:" in listed and spanish_topic in listed, system
        assert "Topics:" not in listed
    child.sendline("set lang en")
    child.expect(PROMPT)
    rows = _screen(child, "fate rules stress")
    assert all(len(row) <= WIDTH for row in rows)
    listed = " ".join(rows)
    assert "Topics:" in listed and "stress" in listed and "estrés" not in listed
    child.sendline("quit")
    child.expect(pexpect.EOF)
