"""Append text to a journal file; nothing here ever rewrites what is there.

Mechanics go inside a fenced block that stays open while mechanics follow each
other and is closed before prose or a heading. Whether the file ends inside an
open block is read from the file itself each time a command starts (so several
programs writing one journal agree), from its tail backwards, chunk by chunk.

An append is all or nothing: if the disk fills half-way, the file is cut back to
the length it had before, and the error names the file.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from solo.errors import CampaignError
from solo.journal.entry import Entry, Kind

FENCE_OPEN = "```lonelog"
FENCE_CLOSE = "```"
_TAIL_BYTES = 8192
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


def render(entry: Entry, fence_open: bool) -> tuple[str, bool]:
    """The text that appends `entry` after a file whose block is open or not, and the new state.

    >>> from solo.journal.entry import mechanics, prose
    >>> render(mechanics("d: 1d6=4"), False)
    ('\\n```lonelog\\nd: 1d6=4\\n', True)
    >>> render(prose("Llueve."), True)
    ('```\\n\\nLlueve.\\n', False)
    """
    body = "".join(line + "\n" for line in entry.lines)
    if entry.kind is Kind.MECHANICS:
        return (body if fence_open else "\n" + FENCE_OPEN + "\n" + body), True
    prefix = FENCE_CLOSE + "\n" if fence_open else ""
    return prefix + "\n" + body, False


def close_text(fence_open: bool) -> str:
    """What closes an open block (nothing when none is open)."""
    return FENCE_CLOSE + "\n" if fence_open else ""


class JournalStore:
    """One journal file."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def size(self) -> int:
        """The file's length in bytes (0 before it exists)."""
        try:
            return os.lstat(self.path).st_size
        except FileNotFoundError:
            return 0

    def fence_open(self) -> bool:
        """Whether the file ends inside an open mechanics block."""
        return _ends_inside_fence(self.path)

    def append(self, entry: Entry) -> None:
        """Append one entry on its own (the campaign batches a command's entries instead)."""
        self.append_text(render(entry, self.fence_open())[0])

    def close_block(self) -> None:
        """Close an open mechanics block."""
        text = close_text(self.fence_open())
        if text:
            self.append_text(text)

    def append_text(self, text: str) -> int:
        """Append `text` whole, flushed to disk, or not at all; return the new length."""
        data = text.encode("utf-8", errors="replace")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | _NOFOLLOW, 0o644)
        except OSError as error:
            raise _write_error(self.path, error) from None
        try:
            before = os.fstat(fd).st_size
            try:
                view = memoryview(data)
                while view:
                    written = os.write(fd, view)
                    view = view[written:]
                os.fsync(fd)
            except OSError as error:
                with contextlib.suppress(OSError):
                    os.ftruncate(fd, before)
                    os.fsync(fd)
                raise _write_error(self.path, error) from None
            return before + len(data)
        finally:
            os.close(fd)

    def cut_back(self, size: int) -> None:
        """Cut the file back to `size` bytes (undoing an append that its command did not keep)."""
        cut_back(self.path, size)

    def read_from(self, offset: int, length: int) -> bytes:
        """`length` bytes of the file from `offset` (fewer at its end)."""
        try:
            fd = os.open(self.path, os.O_RDONLY | _NOFOLLOW)
        except FileNotFoundError:
            return b""
        try:
            return os.pread(fd, length, offset)
        finally:
            os.close(fd)

    def tail(self, lines: int = 40) -> list[str]:
        """The last `lines` lines of the file (for `journal`)."""
        size = self.size()
        if not size:
            return []
        start = max(0, size - 64 * lines * 4)
        text = self.read_from(start, size - start).decode("utf-8", errors="replace")
        return text.splitlines()[-lines:]


def cut_back(path: Path, size: int) -> None:
    """Cut a file (not a link) back to `size` bytes, flushed; nothing when it is missing."""
    with contextlib.suppress(FileNotFoundError):
        fd = os.open(path, os.O_WRONLY | _NOFOLLOW)
        try:
            os.ftruncate(fd, size)
            os.fsync(fd)
        finally:
            os.close(fd)


def _write_error(path: Path, error: OSError) -> CampaignError:
    return CampaignError("campaign.journal_write", path=str(path),
                         reason=error.strerror or type(error).__name__)


def _ends_inside_fence(path: Path) -> bool:
    """Whether the last fence line of the file opens a block (read backwards, chunk by chunk)."""
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW)
    except FileNotFoundError:
        return False
    with os.fdopen(fd, "rb") as handle:
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
