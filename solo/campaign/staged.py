"""The next `state.json`, written beside the old one and put in its place last.

A command that writes the whole state writes it to `.state.json.next` first (flushed to disk),
then appends its journal text, and only then renames the new state over the old. Every step
that can fail for lack of space comes before the rename, and undoing them needs no space (the
journal is cut back, the next state removed), so a full disk leaves the old state and the old
journal whatever write fails. If the process dies after the journal got its text but before
the rename, the next one to take the campaign finds the next state and the journal agreeing,
and puts it in place (`recover`); any other next state it finds is dropped.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from solo.atomic import fsync_folder
from solo.campaign.document import STATE_FILE, decode
from solo.errors import CampaignError, WriteFailed, os_reason
from solo.journal.store import JournalStore

NEXT_FILE = ".state.json.next"
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


def stage(folder: Path, data: bytes) -> None:
    """Write the next state beside the old one, flushed; all or nothing (the error names
    `state.json`)."""
    path = folder / NEXT_FILE
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | _NOFOLLOW, 0o600)
    except OSError as error:
        raise _failed(folder, error) from None
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    except OSError as error:
        os.close(fd)
        discard(folder)
        raise _failed(folder, error) from None
    os.close(fd)


def install(folder: Path) -> None:
    """Put the next state in the place of the old one (one rename)."""
    try:
        os.replace(folder / NEXT_FILE, folder / STATE_FILE)
    except OSError as error:
        raise WriteFailed("campaign.state_install", path=str(folder / STATE_FILE),
                          reason=os_reason(error)) from None
    fsync_folder(folder)


def discard(folder: Path) -> None:
    """Drop the next state (its command changed nothing)."""
    with contextlib.suppress(OSError):
        os.unlink(folder / NEXT_FILE)


def waiting(folder: Path) -> bool:
    """Whether a next state is there (a command was interrupted between its writes)."""
    return os.path.lexists(folder / NEXT_FILE)


def recover(folder: Path, journal: JournalStore, seq: int) -> bool:
    """Finish the command that left a next state, if the journal got its text; else drop it.

    `seq`: the number of the state on disk now (0 without one). The next state counts only if
    it follows it and its journal text is in the journal where it says (a text cut short by the
    crash is completed). Returns whether it was put in place.
    """
    path = folder / NEXT_FILE
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW)
    except FileNotFoundError:
        return False
    except OSError:
        discard(folder)
        return False
    with os.fdopen(fd, "rb") as handle:
        data = handle.read()
    try:
        document = decode(data, path)
    except CampaignError:  # cut short by a crash: never installed, its journal never written
        discard(folder)
        return False
    outbox = document.get("outbox") or {}
    text = str(outbox.get("text") or "")
    if int(document.get("seq", 0)) == seq + 1 and text and _journaled(journal, outbox, text):
        install(folder)
        return True
    discard(folder)
    return False


def _journaled(journal: JournalStore, outbox: dict[str, object], text: str) -> bool:
    """Whether the journal holds `text` at the outbox's place (completing a text cut short)."""
    start = outbox.get("size")
    if not isinstance(start, int) or isinstance(start, bool):
        return False
    expected = text.encode("utf-8", errors="replace")
    size = journal.size()
    if size <= start:
        return False  # the append never began: the command is rolled back
    written = journal.read_from(start, min(size - start, len(expected)))
    if not expected.startswith(written):
        return False
    if len(written) < len(expected):
        try:
            journal.append_text(expected[len(written):].decode("utf-8", errors="replace"))
        except CampaignError:
            journal.cut_back(start)
            return False
    return True


def _failed(folder: Path, error: OSError) -> WriteFailed:
    return WriteFailed("campaign.state_write", path=str(folder / STATE_FILE),
                       reason=os_reason(error))
