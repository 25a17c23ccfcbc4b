"""What a campaign's files say now: `state.json`, its change log, and a commit left half-way.

Read under the campaign's lock (`locked`), this is also where what a crash left is settled: a
next state whose journal text was written is put in place (`solo.campaign.staged`), a last
change line cut short is dropped and said, and a change log that lost lines the journal shows
stops the command (the state would not hold what the journal says).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from solo.campaign import staged
from solo.campaign.changes import ChangeLog, LogRead, replay
from solo.campaign.document import STATE_FILE, decode, encode
from solo.errors import CampaignError, SoloError, os_reason
from solo.journal.store import JournalStore
from solo.record import record


@record
class OnDisk:
    """The state the files hold, where the change log's whole lines end, and what to tell."""

    document: dict[str, Any]
    log_end: int
    log_count: int
    notices: tuple[SoloError, ...] = ()


def read_document(path: Path) -> dict[str, Any]:
    """Read and check `state.json`."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except FileNotFoundError:
        raise CampaignError("campaign.missing", name=path.parent.name) from None
    except OSError as error:
        raise CampaignError("campaign.file_unreadable", path=str(path),
                            reason=os_reason(error)) from None
    with os.fdopen(fd, "rb") as handle:
        data = handle.read()
    return decode(data, path)


def read_on_disk(folder: Path, journal: JournalStore, changes: ChangeLog, *,
                 known: OnDisk | None, locked: bool) -> OnDisk:
    """The campaign as its files hold it: from `known` on (only the log's new lines read), or
    from scratch (`known` None)."""
    if known is None:
        known = OnDisk(read_document(folder / STATE_FILE), 0, 0)
    read = changes.read(known.log_end, known.log_count, locked=locked)
    document = _replayed(known.document, read, changes.path, fresh=known.log_end == 0)
    if not locked:
        return OnDisk(document, read.end, read.count)
    if staged.waiting(folder) and staged.recover(folder, journal, int(document.get("seq", 0))):
        changes.clear()  # the next state put in place holds the log's lines
        return OnDisk(read_document(folder / STATE_FILE), 0, 0)
    notices: list[SoloError] = []
    if read.torn is not None:
        if journal_ahead(document, journal, torn=True):
            raise _ahead(changes.path, read.torn, document, journal)
        changes.cut_back(read.end)
        notices.append(SoloError("campaign.changes.torn", path=str(changes.path),
                                 line=read.torn))
    elif journal_ahead(document, journal):
        raise _ahead(changes.path, read.count + 1, document, journal)
    return OnDisk(document, read.end, read.count, tuple(notices))


def journal_ahead(document: dict[str, Any], journal: JournalStore, *, torn: bool = False) -> int:
    """How many bytes the journal holds after the text of the state's last command (0: none).

    Only asked where a change log continues the state (`log`), or of a log whose last line a
    crash cut short: a journal the player wrote to by hand, between commands, is theirs.
    """
    outbox = document.get("outbox")
    if not isinstance(outbox, dict) or not (document.get("log") or torn):
        return 0
    start, text = outbox.get("size"), outbox.get("text")
    if not isinstance(start, int) or not isinstance(text, str):
        return 0
    end = start + len(text.encode("utf-8", errors="replace"))
    return max(0, journal.size() - end)


def _ahead(path: Path, line: int, document: dict[str, Any],
           journal: JournalStore) -> CampaignError:
    return CampaignError("campaign.changes.journal_ahead", path=str(path), line=line,
                         journal=str(journal.path), extra=journal_ahead(document, journal,
                                                                        torn=True),
                         name=path.parent.name)


def _replayed(document: dict[str, Any], read: LogRead, path: Path, *,
              fresh: bool) -> dict[str, Any]:
    """`document` with the log's lines, checked as `state.json` is (the bad line named)."""
    result = replay(document, read, path, fresh=fresh)
    if result is document:
        return result
    try:
        check(result, path)
    except CampaignError:
        for count in range(1, len(read.lines) + 1):
            line = read.lines[count - 1]
            partial = replay(document, LogRead(read.lines[:count], line.end, line.number),
                             path, fresh=fresh)
            from solo.i18n import t

            try:
                check(partial, Path(t("error.where", path=str(path), line=line.number)))
            except CampaignError as error:
                raise CampaignError("campaign.changes.bad_value", detail=error.message(),
                                    name=path.parent.name) from None
        raise
    return result


def check(document: dict[str, Any], path: Path) -> None:
    """Check a document as `state.json` is checked when read (the mistake names `path`)."""
    try:
        data = encode(document)
    except (ValueError, TypeError, RecursionError):
        raise CampaignError("campaign.changes.bad_text", path=str(path)) from None
    decode(data, path)
