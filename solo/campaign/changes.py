"""The shell's log of state changes: one line of edits per command, replayed over `state.json`.

Rewriting the whole state after each command costs as much as the campaign is big; the shell
instead appends what the command changed (the edits, a few hundred bytes) to
`state-changes.jsonl`, and writes the whole `state.json` again only now and then (when the log
has grown as big as the state) and when it closes. Each line carries the number of the state it
leads to, so a line already folded into `state.json` is skipped, and a line cut short by a crash
(no newline at its end) never counts: it is cut off before the next one is written.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

from solo.journal.store import cut_back

CHANGES_FILE = "state-changes.jsonl"
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


class ChangeLog:
    """One campaign's change log."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / CHANGES_FILE

    def size(self) -> int:
        """The log's length in bytes (0 when there is none)."""
        try:
            return os.lstat(self.path).st_size
        except FileNotFoundError:
            return 0

    def read(self, offset: int = 0) -> tuple[list[dict[str, Any]], int]:
        """The whole records after `offset`, and where the last whole one ends."""
        try:
            fd = os.open(self.path, os.O_RDONLY | _NOFOLLOW)
        except FileNotFoundError:
            return [], 0
        with os.fdopen(fd, "rb") as handle:
            handle.seek(offset)
            data = handle.read()
        records: list[dict[str, Any]] = []
        end = offset
        for line in data.split(b"\n")[:-1]:  # the last piece has no newline: not (yet) whole
            try:
                record = json.loads(line)
            except ValueError:
                break
            if not isinstance(record, dict):
                break
            records.append(record)
            end += len(line) + 1
        return records, end

    def append(self, record: dict[str, Any], end: int) -> int:
        """Write `record` after the whole records ending at `end`; return the new end."""
        line = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"
        fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | _NOFOLLOW, 0o600)
        try:
            os.ftruncate(fd, end)  # a line a crash cut short is dropped, never continued
            os.lseek(fd, end, os.SEEK_SET)
            view = memoryview(line)
            try:
                while view:
                    view = view[os.write(fd, view):]
                os.fsync(fd)
            except OSError:
                with contextlib.suppress(OSError):
                    os.ftruncate(fd, end)
                raise
        finally:
            os.close(fd)
        return end + len(line)

    def cut_back(self, end: int) -> None:
        """Drop what follows `end` (a command whose journal could not be written)."""
        cut_back(self.path, end)

    def clear(self) -> None:
        """Remove the log (its changes are in `state.json` now)."""
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.path)


def replay(document: dict[str, Any], records: list[dict[str, Any]]) -> dict[str, Any]:
    """`document` with the records that follow its number applied, in order."""
    from solo.campaign.diff import apply

    for record in records:
        number = int(record.get("seq", 0))
        current = int(document.get("seq", 0))
        if number <= current:
            continue
        if number != current + 1:
            break
        document = apply(document, record.get("edits") or [])
    return document
