"""`campaign repair`: a change log that stops every command applied as far as it can be.

Every line that can be read, whose checksum holds and whose edits fit the state is applied, in
order (numbered again after a missing one); the others are appended, as they were, to
`state-changes-rejected.jsonl` beside the log, and the player is told what each held and why
it was set aside. The state is then written whole and the log removed. A log that is no file
(a folder, a link) is moved aside whole. Nothing is lost: a line set aside is still there to
read, and the journal is never touched.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

from solo.campaign import staged
from solo.campaign.changes import CHANGES_FILE, ChangeLog, LineProblem, decode_line
from solo.campaign.diff import Misfit, patch
from solo.campaign.document import STATE_FILE, encode
from solo.campaign.lock import campaign_lock
from solo.campaign.merge import dotted
from solo.campaign.ondisk import check, journal_ahead, read_document
from solo.campaign.store import HISTORY_LIMIT
from solo.errors import CampaignError, WriteFailed, os_reason
from solo.i18n import t
from solo.journal.store import JournalStore
from solo.record import record
from solo.text import one_line

REJECTED_FILE = "state-changes-rejected.jsonl"
_HELD_LENGTH = 100
"""What a line held is shown cut to this many characters."""


@record
class SetAside:
    """A line of the log that was not applied: its number, what it held and why."""

    line: int
    held: str
    why: str


@record
class Repaired:
    """What `campaign repair` did."""

    name: str
    applied: int
    set_aside: tuple[SetAside, ...]
    side_file: Path | None
    journal_ahead: int
    """Bytes at the journal's end the state does not account for (kept as they are)."""


def repair(folder: Path, journal: JournalStore) -> Repaired:
    """Apply what can be applied of the campaign's change log, set the rest aside."""
    changes = ChangeLog(folder)
    with campaign_lock(folder):
        if not (folder / STATE_FILE).is_file() and staged.waiting(folder):
            staged.recover(folder, journal, 0)
        document = read_document(folder / STATE_FILE)
        try:
            data = changes.data()
        except CampaignError:
            return _moved_aside(folder, changes, document, journal)
        result, applied, aside = _sorted(document, data, changes.path)
        if staged.waiting(folder) and staged.recover(folder, journal,
                                                    int(result.get("seq", 0))):
            changes.clear()  # a command killed before its state was in place: finished
            return Repaired(folder.name, 0, (), None, 0)
        ahead = journal_ahead(result, journal)
        side = _set_aside(folder, [raw for raw, _line in aside]) if aside else None
        staged.stage(folder, encode({key: value for key, value in result.items()
                                     if key != "log"}))
        staged.install(folder)
        changes.clear()
    return Repaired(folder.name, applied, tuple(line for _raw, line in aside), side, ahead)


def _sorted(document: dict[str, Any], data: bytes,
            path: Path) -> tuple[dict[str, Any], int, list[tuple[bytes, SetAside]]]:
    """The state with every good line applied, how many, and the lines set aside."""
    *whole, rest = data.split(b"\n")
    folded = current = int(document.get("seq", 0))
    highest, applied = current, 0
    aside: list[tuple[bytes, SetAside]] = []
    for number, raw in enumerate([*whole, rest] if rest else whole, start=1):
        if number > len(whole):
            aside.append((raw, _aside(number, raw, "campaign.repair.cut_short")))
            continue
        try:
            seq, edits = decode_line(raw)
        except LineProblem as problem:
            aside.append((raw, _aside(number, raw, problem.key, None, **problem.params)))
            continue
        if seq <= folded:
            continue  # already in the state
        if seq <= highest:
            aside.append((raw, _aside(number, raw, "campaign.changes.expected_seq", edits,
                                      seq=highest + 1, got=seq)))
            continue
        try:
            changed = _with_history(patch(document, [e for e in edits if e[1][:1] != ["history"]]),
                                    [e for e in edits if e[1][:1] == ["history"]])
            check(changed, path)
        except Misfit as misfit:
            aside.append((raw, _aside(number, raw, "campaign.changes.expected_fit", edits,
                                      field=dotted(misfit.path))))
            continue
        except CampaignError as error:
            aside.append((raw, SetAside(number, _held(raw, edits), error.message())))
            continue
        current, highest, applied = current + 1, seq, applied + 1
        document = {**changed, "seq": current}
    # a repair cut short before the log was removed must not apply a line twice: the state's
    # number passes every line applied
    return {**document, "seq": max(current, highest)}, applied, aside


def _with_history(document: dict[str, Any], edits: list[Any]) -> dict[str, Any]:
    """The line's undo steps added to the history: as the line says when that fits, else at
    the end (a line before it was set aside, so the history is not as the line knew it)."""
    try:
        return dict(patch(document, edits))
    except Misfit:
        steps = [step for edit in edits if edit[0] == "splice" for step in edit[4]]
        history = [*(document.get("history") or []), *steps][-HISTORY_LIMIT:]
        return {**document, "history": history}


def _aside(number: int, raw: bytes, key: str, edits: list[Any] | None = None,
           **params: object) -> SetAside:
    """A line set aside: what it held, and what was expected instead."""
    return SetAside(number, _held(raw, edits),
                    t("campaign.repair.expected", what=t(key, **params)))


def _held(raw: bytes, edits: list[Any] | None) -> str:
    """What a line held, in a few words: the fields its edits change, or its first bytes."""
    if edits is None:
        with contextlib.suppress(ValueError, RecursionError, TypeError, AttributeError):
            edits = [edit for edit in json.loads(raw).get("edits")
                     if isinstance(edit, list) and len(edit) > 2 and isinstance(edit[1], list)]
    if not edits:
        text = raw.decode("utf-8", errors="replace")
    else:
        fields = [f"{dotted(tuple(edit[1]))}{_value(edit)}" for edit in edits
                  if edit[1] and edit[1][0] in ("settings", "areas")]
        text = "; ".join(fields) or t("campaign.repair.held_nothing")
    text = one_line(text)
    return text if len(text) <= _HELD_LENGTH else text[: _HELD_LENGTH - 1] + "…"


def _value(edit: list[Any]) -> str:
    if edit[0] == "set":
        return " = " + json.dumps(edit[2], ensure_ascii=False)
    if edit[0] == "splice":
        return f" [{edit[2]}:{edit[2] + edit[3]}] = " + json.dumps(edit[4], ensure_ascii=False)
    return " ✗"


def _set_aside(folder: Path, lines: list[bytes]) -> Path:
    """Append the lines, as they were, to the side file (flushed)."""
    path = folder / REJECTED_FILE
    data = b"".join(line + b"\n" for line in lines)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0),
                     0o600)
    except OSError as error:
        raise WriteFailed("campaign.repair.side_write", path=str(path),
                          reason=os_reason(error)) from None
    try:
        before = os.fstat(fd).st_size
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.ftruncate(fd, before)
        raise WriteFailed("campaign.repair.side_write", path=str(path),
                          reason=os_reason(error)) from None
    finally:
        os.close(fd)
    return path


def _moved_aside(folder: Path, changes: ChangeLog, document: dict[str, Any],
                 journal: JournalStore) -> Repaired:
    """A log that is no file (a folder, a link) is renamed aside whole."""
    number, target = 1, folder / f"{CHANGES_FILE}.aside"
    while os.path.lexists(target):
        number += 1
        target = folder / f"{CHANGES_FILE}.aside-{number}"
    try:
        os.rename(changes.path, target)
    except OSError as error:
        raise WriteFailed("campaign.repair.side_write", path=str(changes.path),
                          reason=os_reason(error)) from None
    ahead = journal_ahead(document, journal)
    staged.stage(folder, encode({key: value for key, value in document.items() if key != "log"}))
    staged.install(folder)
    why = t("campaign.repair.expected", what=t("campaign.repair.not_a_file"))
    return Repaired(folder.name, 0, (SetAside(0, CHANGES_FILE, why),), target, ahead)
