"""`scene end` in a terminal: its bookkeeping questions answered with Enter (nothing to add).

`scene end --kept` answers the first question; the shell still asks the bookkeeping — a new
thread?, does one close?, a new character?, does one leave? (each only when it applies) — and
a test that has nothing to add presses Enter at each.

>>> len(QUESTIONS)
4
"""

from __future__ import annotations

import re
from typing import Any

from tests.pty_helpers import ANSI, ENTER

#: The four bookkeeping questions, in both languages.
QUESTIONS = (r"¿Un hilo nuevo\?|A new thread\?",
             r"¿Se cierra algún hilo\?|Does a thread close\?",
             r"¿Un personaje nuevo\?|A new character\?",
             r"¿Sale de la historia algún personaje\?|Does a character leave the story\?")


def end_scene(child: Any, prompt: str, line: str = "scene end --kept") -> str:
    """Type `line`, press Enter at every bookkeeping question, wait for `prompt`; return what
    was shown (colours removed)."""
    child.sendline(line)
    seen = ""
    while True:
        index = child.expect([*QUESTIONS, prompt])
        seen += child.before + child.after
        if index == len(QUESTIONS):
            return ANSI.sub("", seen).replace("\r", "")
        child.send(ENTER)


def asked(seen: str) -> list[str]:
    """Which bookkeeping questions `seen` shows, in order (each counted once)."""
    return [pattern for pattern in QUESTIONS if re.search(pattern, seen)]
