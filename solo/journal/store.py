"""Append text to a journal file; nothing here ever rewrites what is there.

Mechanics go inside a fenced block that stays open while mechanics follow each
other and is closed before prose or a heading. Whether the file ends inside an
open block is read from the file itself each time a command starts (so several
programs writing one journal agree): from its last `_TAIL_BYTES` bytes when a
fence line is there; else from the note kept beside it (`.journal.md.fence`: the
journal's length, its last bytes and the answer), good while the journal still
ends as it did; else, once, from the whole file backwards. The tail is read from
its end, a few KiB first (a fence is usually a few lines back), and the note is
written only when the last fence would fall out of the tail the next command
reads. So an append costs the same after a million entries as after a hundred,
whatever the tail holds.

An append is all or nothing: if the disk fills half-way, the file is cut back to
the length it had before, and the error names the file.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

from solo.errors import CampaignError, WriteFailed, os_reason
from solo.journal.entry import Entry, Kind

FENCE_OPEN = "```lonelog"
FENCE_CLOSE = "```"
_TAIL_BYTES = 65536
_FIRST_BYTES = 4096
_SIGNATURE_BYTES = 64
_NOTE_BYTES = 256
# never follow a link, and never wait: a FIFO put where the journal goes would block for ever
_NOFOLLOW = (getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
             | getattr(os, "O_NONBLOCK", 0))


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
        self._fence_at: int | None = None
        """Where the last fence line found by `fence_open` begins (None: not in the tail)."""

    def size(self) -> int:
        """The file's length in bytes (0 before it exists)."""
        try:
            return os.lstat(self.path).st_size
        except FileNotFoundError:
            return 0

    def fence_open(self) -> bool:
        """Whether the file ends inside an open mechanics block."""
        size = self.size()
        self._fence_at = None
        fence = _last_fence(self.path, max(0, size - _TAIL_BYTES), size)
        if fence is not None:
            self._fence_at = fence[1]
            return fence[0]
        if size <= _TAIL_BYTES:
            return False
        noted = self._noted(size)
        if noted is None:
            fence = _last_fence(self.path, 0, size)
            noted = fence is not None and fence[0]
            self._note(size, noted)
        return noted

    def _note_path(self) -> Path:
        return self.path.with_name(f".{self.path.name}.fence")

    def _noted(self, size: int) -> bool | None:
        """The answer noted beside the journal, if the journal still ends as it did then."""
        from solo.files import NotRegular, TooBig, read_regular

        try:
            note = read_regular(self._note_path(), _NOTE_BYTES, follow_links=False)
            answer, noted_size, signature, again = note.decode("ascii").split()
            if (answer != again or int(noted_size) != size
                    or self._signature(size).hex() != signature):
                return None
        except (OSError, ValueError, NotRegular, TooBig):
            return None
        return answer == "open"

    def _note(self, size: int, fence_open: bool) -> None:
        """Note the answer for a journal of `size` bytes (a cache: failing to write is fine).

        Written over the old note in place, padded to one length: truncating a file costs a
        flush to disk on ext4, a hundred times the write. A torn write is not believed (the
        answer is written at both ends).
        """
        answer = "open" if fence_open else "closed"
        record = f"{answer} {size} {self._signature(size).hex()} {answer}"
        data = record.ljust(_NOTE_BYTES - 1).encode("ascii") + b"\n"
        with contextlib.suppress(OSError):
            fd = os.open(self._note_path(), os.O_WRONLY | os.O_CREAT | _NOFOLLOW, 0o644)
            try:
                os.pwrite(fd, data, 0)
                if os.fstat(fd).st_size > _NOTE_BYTES:  # a longer file put there by hand
                    os.ftruncate(fd, _NOTE_BYTES)
            finally:
                os.close(fd)

    def _signature(self, size: int) -> bytes:
        return self.read_from(max(0, size - _SIGNATURE_BYTES), min(size, _SIGNATURE_BYTES))

    def append(self, entry: Entry) -> None:
        """Append one entry on its own (the campaign batches a command's entries instead)."""
        text, fence_open = render(entry, self.fence_open())
        self.note_fence(self.append_text(text), fence_open, text)

    def close_block(self) -> None:
        """Close an open mechanics block."""
        text = close_text(self.fence_open())
        if text:
            self.note_fence(self.append_text(text), False, text)

    def note_fence(self, size: int, fence_open: bool, appended: str) -> None:
        """After `appended` made the journal `size` bytes long: note whether it ends inside a
        block, for the next command, whose tail may hold no fence line (not needed when the text
        appended holds one near its end: the next command finds it)."""
        near = self._fence_at is not None and size - self._fence_at <= _TAIL_BYTES // 2
        if size > _TAIL_BYTES and not near and FENCE_CLOSE not in appended[-(_TAIL_BYTES // 4):]:
            self._note(size, fence_open)

    def append_text(self, text: str) -> int:
        """Append `text` whole, flushed to disk, or not at all; return the new length."""
        data = text.encode("utf-8", errors="replace")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = _open_file(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
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
            fd = _open_file(self.path, os.O_RDONLY)
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


def _open_file(path: Path, flags: int) -> int:
    """Open the journal (never through a link, never waiting); refuse anything but a regular
    file there (a FIFO, a device: `CampaignError` naming it)."""
    fd = os.open(path, flags | _NOFOLLOW, 0o644)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise CampaignError("campaign.journal_not_a_file", path=str(path))
    return fd


def _write_error(path: Path, error: OSError) -> WriteFailed:
    return WriteFailed("campaign.journal_write", path=str(path), reason=os_reason(error))


def _last_fence(path: Path, low: int, end: int) -> tuple[bool, int] | None:
    """Whether the last fence line between `low` and `end` opens a block, and where it begins;
    None: there is none.

    Read backwards, a few KiB first, then twice as much each time up to `_TAIL_BYTES`, looking
    for the fence mark (a line that begins before `low` is not looked at).
    """
    try:
        fd = _open_file(path, os.O_RDONLY)
    except FileNotFoundError:
        return None
    try:
        carry, step = b"", _FIRST_BYTES
        while end > low:
            start = max(low, end - step)
            data = os.pread(fd, end - start, start) + carry
            newline = data.find(b"\n")
            first = (newline + 1 if newline >= 0 else len(data)) if start > 0 else 0
            # (a line that began before `start` is looked at with the bytes before it)
            found = _fence_in(data, first)
            if found is not None:
                return found[0], start + found[1]
            carry, end, step = data[:first], start, min(step * 2, _TAIL_BYTES)
    finally:
        os.close(fd)
    return None


def _fence_in(data: bytes, first: int) -> tuple[bool, int] | None:
    """Whether the last fence line of `data[first:]` opens a block, and where that line begins;
    None: there is none."""
    mark = data.rfind(b"```", first)
    while mark >= 0:
        begin = data.rfind(b"\n", first, mark) + 1 or first
        stop = data.find(b"\n", mark)
        line = data[begin:stop if stop >= 0 else len(data)].strip()
        if line == _OPEN:
            return True, begin
        if line == _CLOSE:
            return False, begin
        mark = data.rfind(b"```", first, begin)
    return None


_OPEN, _CLOSE = FENCE_OPEN.encode(), FENCE_CLOSE.encode()
