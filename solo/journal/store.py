"""Append entries to a journal file; nothing here ever rewrites it.

Mechanics go inside a fenced block that stays open while mechanics follow each
other and is closed before prose or a heading. Whether the file ends inside an
open block is read from its last few kilobytes, so appending costs the same
however long the journal grows.
"""

from __future__ import annotations

import os
from pathlib import Path

from solo.journal.entry import Entry, Kind

FENCE_OPEN = "```lonelog"
FENCE_CLOSE = "```"
_TAIL_BYTES = 8192


class JournalStore:
    """One journal file, appended to and flushed entry by entry."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fence_open: bool | None = None

    def append(self, entry: Entry) -> None:
        """Append `entry` and flush it to disk before returning."""
        self.write_raw(self._render(entry))

    def close_block(self) -> None:
        """Close an open mechanics block (when the shell exits)."""
        if self._is_fence_open():
            self.write_raw(FENCE_CLOSE + "\n")
            self._fence_open = False

    def write_raw(self, text: str) -> None:
        """Append text as it is (front matter, a closing fence)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8", errors="replace", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())

    def tail(self, lines: int = 40) -> list[str]:
        """The last `lines` lines of the file (for `journal`)."""
        if not self.path.exists():
            return []
        size = self.path.stat().st_size
        with self.path.open("rb") as handle:
            handle.seek(max(0, size - 64 * lines * 4))
            text = handle.read().decode("utf-8", errors="replace")
        return text.splitlines()[-lines:]

    def _render(self, entry: Entry) -> str:
        body = "".join(line + "\n" for line in entry.lines)
        fence_open = self._is_fence_open()
        if entry.kind is Kind.MECHANICS:
            self._fence_open = True
            return body if fence_open else "\n" + FENCE_OPEN + "\n" + body
        self._fence_open = False
        prefix = FENCE_CLOSE + "\n" if fence_open else ""
        return prefix + "\n" + body

    def _is_fence_open(self) -> bool:
        if self._fence_open is None:
            self._fence_open = _ends_inside_fence(self.path)
        return self._fence_open


def _ends_inside_fence(path: Path) -> bool:
    """Whether the last fence line of the file opens a block (read backwards, chunk by chunk)."""
    if not path.exists():
        return False
    with path.open("rb") as handle:
        end = handle.seek(0, os.SEEK_END)
        carry = b""
        while end > 0:
            start = max(0, end - _TAIL_BYTES)
            handle.seek(start)
            chunk = handle.read(end - start) + carry
            lines = chunk.split(b"\n")
            carry = lines[0] if start > 0 else b""
            body = lines[1:] if start > 0 else lines
            for line in reversed(body):
                stripped = line.strip()
                if stripped == FENCE_OPEN.encode():
                    return True
                if stripped == FENCE_CLOSE.encode():
                    return False
            end = start
    return False
