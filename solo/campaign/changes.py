"""The shell's log of state changes: a journal of edits, one line per command, over `state.json`.

Rewriting the whole state after each command costs as much as the campaign is big; the shell
instead appends what the command changed (the edits, a few hundred bytes) to
`state-changes.jsonl`, and writes the whole `state.json` again only now and then (when the log
has grown as big as the state) and when it closes.

Each line is one JSON object, `{"seq":N,"edits":[…],"crc":"…"}`: the number of the state it
leads to and a CRC-32 of the line's bytes before `,"crc"`. The log is read as a journal, never
as a hint: lines already folded into `state.json` (numbers not above its `seq`) may lead it,
then each line must be the next number. A last line a crash cut short (no newline, or a
checksum that fails) is dropped and said; any other line that cannot be read, has the wrong
number or does not fit the state stops the command with the file, the line and what was
expected (`campaign repair` sets the bad lines aside). Lines without a checksum were written by
solo before 0.4 and are read like the others.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import zlib
from pathlib import Path
from typing import Any

from solo.campaign.diff import Misfit, patch, shape_problem
from solo.errors import CampaignError, WriteFailed, os_reason
from solo.journal.store import cut_back
from solo.record import record

CHANGES_FILE = "state-changes.jsonl"
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
_CRC = re.compile(rb',"crc":"([0-9a-f]{8})"\}$')
TOP_KEYS = frozenset({"settings", "areas", "numbers", "history", "outbox", "seq", "log"})
"""The parts of the state document a line may change."""
MAX_SEQ = 2**53
_EXPECTED = {"kind": "campaign.changes.expected_kind", "path": "campaign.changes.expected_fit",
             "range": "campaign.changes.expected_fit"}


@record
class LogLine:
    """One whole line of the log, read and checked."""

    number: int
    seq: int
    edits: list[Any]
    end: int
    """Where the line ends in the file (just after its newline)."""


@record
class LogRead:
    """The lines read from a point of the log on, and where the whole ones end."""

    lines: tuple[LogLine, ...]
    end: int
    count: int
    """How many lines lie before `end` (the line number of the last whole one)."""
    torn: int | None = None
    """The number of a last line a crash cut short (dropped), if there is one."""


class LineProblem(Exception):
    """Why one line cannot be read: the catalog key of what was expected, and its facts."""

    def __init__(self, key: str, torn: bool = False, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.torn = torn
        self.params = params


def bad_line(path: Path, line: int, key: str, **params: object) -> CampaignError:
    """The error that stops a command at a bad line: file, line, what was expected there."""
    from solo.i18n import t

    return CampaignError("campaign.changes.bad_line", path=str(path), line=line,
                         expected=t(key, **params), name=path.parent.name)


def encode_line(seq: int, edits: list[Any]) -> bytes:
    """One line of the log: its number, its edits and their checksum, ASCII, newline-ended.

    >>> encode_line(3, [["set", ["seq"], 3]])
    b'{"seq":3,"edits":[["set",["seq"],3]],"crc":"1391248f"}\\n'
    >>> decode_line(encode_line(3, [["set", ["seq"], 3]])[:-1])
    (3, [['set', ['seq'], 3]])
    """
    body = json.dumps({"seq": seq, "edits": edits}, separators=(",", ":"))[:-1].encode("ascii")
    return body + b',"crc":"%08x"}\n' % zlib.crc32(body)


def decode_line(raw: bytes) -> tuple[int, list[Any]]:
    """A line's number and edits, or `LineProblem` saying what was expected instead.

    >>> line = encode_line(4, [["del", ["areas", "x"]]])[:-1]
    >>> for broken in (line.replace(b"4", b"5", 1), b"{garbage", b"[1,2]", b'{"seq":1}'):
    ...     try:
    ...         decode_line(broken)
    ...     except LineProblem as problem:
    ...         print(problem.key, problem.torn)
    campaign.changes.expected_checksum True
    campaign.changes.expected_object False
    campaign.changes.expected_object False
    campaign.changes.expected_kind False
    >>> decode_line(b'{"seq": 2, "edits": [["set", ["seq"], 2]]}')
    (2, [['set', ['seq'], 2]])
    """
    checked = _CRC.search(raw)
    if checked is not None and zlib.crc32(raw[: checked.start()]) != int(checked.group(1), 16):
        raise LineProblem("campaign.changes.expected_checksum", torn=True)
    try:
        line = json.loads(raw)
    except (ValueError, RecursionError):
        raise LineProblem("campaign.changes.expected_object") from None
    if not isinstance(line, dict) or set(line) - {"seq", "edits", "crc"}:
        raise LineProblem("campaign.changes.expected_object")
    seq, edits = line.get("seq"), line.get("edits")
    if isinstance(seq, bool) or not isinstance(seq, int) or not 0 < seq < MAX_SEQ:
        raise LineProblem("campaign.changes.expected_number")
    if not isinstance(edits, list):
        raise LineProblem("campaign.changes.expected_kind")
    for edit in edits:
        reason = shape_problem(edit)
        if reason is None and (not edit[1] or edit[1][0] not in TOP_KEYS):
            reason = "path"
        if reason is not None:
            path = edit[1] if reason != "kind" else ()
            raise LineProblem(_EXPECTED[reason], field=_dotted(path))
    return seq, edits


def _dotted(path: Any) -> str:
    return ".".join(str(step) for step in path) if isinstance(path, list | tuple) else ""


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

    def data(self, offset: int = 0) -> bytes:
        """The log's bytes after `offset`; one line naming the file when it is no file."""
        try:
            fd = os.open(self.path, os.O_RDONLY | _NOFOLLOW)
        except FileNotFoundError:
            return b""
        except OSError as error:
            raise self._unreadable(error) from None
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise IsADirectoryError(21, "not a file")
            chunks = []
            while chunk := os.pread(fd, 1 << 20, offset):
                chunks.append(chunk)
                offset += len(chunk)
            return b"".join(chunks)
        except OSError as error:
            raise self._unreadable(error) from None
        finally:
            os.close(fd)

    def _unreadable(self, error: OSError) -> CampaignError:
        return CampaignError("campaign.changes.unreadable", path=str(self.path),
                             reason=os_reason(error), name=self.path.parent.name)

    def read(self, offset: int = 0, count: int = 0, *, locked: bool = True) -> LogRead:
        """The lines after `offset` (`count` lines lie before it), checked one by one.

        `locked`: the campaign's lock is held, so a last line without its newline was cut short
        by a crash (`torn`); without the lock it may still be being written, and is left alone.
        """
        data = self.data(offset)
        *whole, rest = data.split(b"\n")
        lines: list[LogLine] = []
        end, number = offset, count
        for index, raw in enumerate(whole):
            number += 1
            try:
                seq, edits = decode_line(raw)
            except LineProblem as problem:
                if problem.torn and index == len(whole) - 1 and not rest:
                    return LogRead(tuple(lines), end, number - 1, number if locked else None)
                raise bad_line(self.path, number, problem.key, **problem.params) from None
            end += len(raw) + 1
            lines.append(LogLine(number, seq, edits, end))
        return LogRead(tuple(lines), end, number, number + 1 if rest and locked else None)

    def append(self, seq: int, edits: list[Any], end: int) -> int:
        """Write one line after the whole lines ending at `end`; return the new end.

        All or nothing: a write that fails (a full disk) is cut back, and the error names the
        file.
        """
        line = encode_line(seq, edits)
        try:
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | _NOFOLLOW, 0o600)
        except OSError as error:
            raise self._write_failed(error) from None
        try:
            os.ftruncate(fd, end)  # a line a crash cut short is dropped, never continued
            os.lseek(fd, end, os.SEEK_SET)
            view = memoryview(line)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        except OSError as error:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, end)
            raise self._write_failed(error) from None
        finally:
            os.close(fd)
        return end + len(line)

    def _write_failed(self, error: OSError) -> WriteFailed:
        return WriteFailed("campaign.state_write", path=str(self.path), reason=os_reason(error))

    def cut_back(self, end: int) -> None:
        """Drop what follows `end` (a torn last line, or a command whose journal failed)."""
        cut_back(self.path, end)

    def clear(self) -> None:
        """Remove the log (its changes are in `state.json` now)."""
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.path)


def replay(document: dict[str, Any], read: LogRead, path: Path, *,
           fresh: bool) -> dict[str, Any]:
    """`document` with the lines that follow its number applied, in order.

    `fresh`: the lines were read from the log's start, so lines already folded into the
    document (numbers not above its own) may come first. Any other number than the next one,
    or edits that do not fit the document, stop with the line named.
    """
    current = int(document.get("seq", 0))
    skipping = fresh
    for line in read.lines:
        if skipping and line.seq <= current:
            continue
        skipping = False
        if line.seq != current + 1:
            raise bad_line(path, line.number, "campaign.changes.expected_seq", seq=current + 1,
                           got=line.seq)
        try:
            document = patch(document, line.edits)
        except Misfit as misfit:
            raise bad_line(path, line.number, _EXPECTED[misfit.reason],
                           field=_dotted(misfit.path)) from None
        document = {**document, "seq": line.seq}
        current = line.seq
    return document
