"""Drive the real `solo` program in a pseudo-terminal: start it, type lines, read the journal.

What every terminal test repeats, once: spawn the shell and wait for its prompt
(`tests.conftest.spawn_solo`), type a line and wait for the next prompt, answer a
question with keys, quit and wait for the end, read a campaign's journal.

>>> ANSI.sub("", "\\x1b[1;32mSí\\x1b[0m")
'Sí'
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import IO, Any, Self

import pexpect

from tests.conftest import PROMPT, spawn_solo

ENTER, DOWN, UP, CTRL_C = "\r", "\x1b[B", "\x1b[A", "\x03"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def journal(home: Path, campaign: str) -> str:
    """The whole `journal.md` of `campaign` in `home`."""
    return (home / "journals" / campaign / "journal.md").read_text(encoding="utf-8")


def saved(home: Path, campaign: str, area: str) -> dict[str, Any]:
    """`area`'s saved data in `campaign` as a command reads it (a running shell's changes
    appended to the log, not yet folded in)."""
    from solo.campaign.store import Campaign

    opened = Campaign.open(home, campaign)
    try:
        data = opened.typed(area, dict)
    finally:
        opened.close()
    assert isinstance(data, dict)
    return data


class Terminal:
    """The `solo` shell in a pseudo-terminal, waiting at its prompt once started.

    `child` is the pexpect process, for what the helpers do not cover.
    """

    def __init__(self, home: Path, *argv: str, prompt: str = PROMPT, timeout: float = 20,
                 logfile_read: IO[str] | None = None) -> None:
        self.prompt = prompt
        self.child: Any = spawn_solo(home, *argv, timeout=timeout)
        if logfile_read is not None:
            self.child.logfile_read = logfile_read
        self.prompt_seen = ""
        self.wait_prompt()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.child.close(force=True)

    def type(self, line: str, *patterns: str) -> str:
        """Type `line`, see each pattern in order, wait for the prompt; return what was shown
        (the echoed line first, colours and carriage returns removed)."""
        self.send(line)
        seen = self.expect(*patterns)
        return seen + self.wait_prompt()

    def send(self, line: str) -> None:
        """Type `line` and Enter, waiting for nothing (a command that asks questions)."""
        self.child.sendline(line)

    def press(self, keys: str) -> None:
        """Send raw keys (`ENTER`, `DOWN`, an answer followed by `ENTER`…)."""
        self.child.send(keys)

    def expect(self, *patterns: str) -> str:
        """See each pattern (a regular expression) in order; return the text up to the last."""
        seen = ""
        for pattern in patterns:
            self.child.expect(pattern)
            seen += self.child.before + self.child.after
        return _plain(seen)

    def wait_prompt(self) -> str:
        """Wait for the prompt; return what was shown before it (kept in `prompt_seen`)."""
        self.child.expect(self.prompt)
        self.prompt_seen = self.child.after
        return _plain(self.child.before)

    def quit(self) -> None:
        """Type `quit` and wait for the program to end."""
        self.send("quit")
        self.child.expect(pexpect.EOF)

    def answer(self, question: str, line: str) -> None:
        """See `question` (a regular expression), then type `line` and Enter."""
        self.expect(question)
        self.send(line)

    def finish(self, *patterns: str) -> None:
        """See each pattern in order, wait for the prompt, quit."""
        self.expect(*patterns)
        self.wait_prompt()
        self.quit()


def _plain(text: str) -> str:
    return ANSI.sub("", text).replace("\r", "")
