"""A campaign: a folder with `journal.md` and `state.json`, changed one command at a time.

Each command runs inside a transaction: it holds the campaign's lock, sees the state as
the last command (of any process) left it, and at its end writes the whole state together
with its undo step and the journal text it adds (the outbox) beside the old state, appends
that text to the journal, and then puts the new state in place (`solo.campaign.staged`); the
shell appends the state's edits to its change log instead (`solo.campaign.changes`). A write
that fails (a full disk) leaves the old state and journal; if the process dies between the
writes, the next one to take the campaign finishes what the journal shows, exactly once. A
command that fails or is cancelled writes nothing beyond what it had already committed (a
guided procedure commits each step it journals, state included).

While a question waits for the player (`waiting`), the command lets go of the lock; another
solo may change the campaign meanwhile, and the command's next save puts its own changes over
theirs (`solo.campaign.merge`), still one undo step.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from solo.atomic import remove_stale_temporaries
from solo.campaign import diff, staged
from solo.campaign.changes import ChangeLog
from solo.campaign.document import (
    STATE_FILE,
    Settings,
    check_area,
    encode,
    new_document,
    settings_dict,
    settings_of,
)
from solo.campaign.folder import JOURNAL_FILE, campaign_folder, journals_folder
from solo.campaign.lock import campaign_lock, released
from solo.campaign.merge import rebase, regroup
from solo.campaign.names import check_name
from solo.campaign.ondisk import OnDisk, read_document, read_on_disk
from solo.errors import CampaignError, FieldError, SoloError, WriteFailed, data_reason
from solo.i18n import t
from solo.journal.entry import Entry, heading, mechanics, meta, session_heading
from solo.journal.store import JournalStore, close_text, render
from solo.numbers import MOST_COUNTED
from solo.record import record

__all__ = ["HISTORY_LIMIT", "JOURNAL_FILE", "NO_SYSTEM", "Campaign", "Settings", "Undone",
           "folder_of", "journals_folder", "list_campaigns"]

NO_SYSTEM = "none"
"""The system of a campaign that follows none (the names of the others: `solo.systems`)."""
HISTORY_LIMIT = 50
"""Undo steps kept: the last commands that wrote to the campaign (one that only journaled costs
its label)."""
JOURNAL_AREA = "journal"
"""The area `undo` names for a command that only wrote to the journal."""
LABEL_LENGTH = 120
"""An undo step keeps at most this much of the command line that made it."""
COMPACT_AT = 256 * 1024
"""The change log is folded into `state.json` once it is this big (or bigger than the state)."""

T = TypeVar("T")


@record
class Undone:
    """What `undo` took back: the command's label and the areas it touched (`journal`: the
    command changed no state, and the note `undo` journals voids what it wrote)."""

    area: str
    label: str


def list_campaigns(home: Path) -> list[Settings]:
    """The campaigns found under `home`, by name."""
    folder = journals_folder(home)
    if not folder.is_dir():
        return []
    found = []
    for child in sorted(folder.iterdir()):
        if (child / STATE_FILE).is_file() or _has_v1(child):
            try:
                found.append(Campaign.open(home, child.name).settings)
            except SoloError:
                continue
    return found


@record(frozen=False)
class _Transaction:
    id: str
    label: str
    before: dict[str, Any]
    """settings + areas when the command started (its undo step leads back here)."""
    fence_open: bool
    text: list[str]
    undoing: bool = False
    journaled: bool = False
    """The command wrote to the journal (a closing fence alone does not count)."""


def _tracked(document: Mapping[str, Any]) -> dict[str, Any]:
    """The part of the document that undo takes back."""
    return {"settings": document["settings"], "areas": document["areas"]}


class Campaign:
    """One open campaign."""

    def __init__(self, home: Path, folder: Path, document: dict[str, Any]) -> None:
        self.home = home
        self.folder = folder
        self.journal = JournalStore(folder / JOURNAL_FILE)
        self.changes = ChangeLog(folder)
        self.append_changes = False
        """Commit by appending edits to the change log (the shell), not rewriting the state."""
        self._log_end = 0
        self._log_count = 0
        self._committed = document
        """The state as this process last read or wrote it on disk."""
        self._work = document
        """The state the running command sees (its own changes made)."""
        self._base = document
        """What the command's view was when it last saved: its changes since are `_work`'s."""
        self.notices: list[SoloError] = []
        """What the player should be told (a torn change line dropped, a field both changed)."""
        self._signature = self._stat()
        self._revision = 0
        self._tx: _Transaction | None = None
        self._fold_when_done = False
        self._typed: dict[tuple[str, object], tuple[object, object]] = {}
        self._settings_cache: tuple[object, Settings] | None = None
        self.on_wait: Callable[[], None] | None = None

    # -- opening ----------------------------------------------------------------------------
    @classmethod
    def create(cls, home: Path, name: str, system: str, lang: str, now: datetime,
               edition: str | None = None, *, ruleset: str | None = None,
               pcs: tuple[str, ...] = (), go_on: bool = False) -> Campaign:
        """Make the folder, the state and the journal's front matter (`ruleset`: the system,
        `pcs`: the player characters known at creation).

        A journal already there (its state was removed) is never given a second front matter:
        refused, or with `go_on` continued with a `(note: …)` line saying so.
        """
        name = check_name(name)
        folder = campaign_folder(home, name)
        settings = Settings(name=name, system=system, lang=lang,
                            created=now.isoformat(timespec="seconds"), edition=edition)
        with campaign_lock(folder):
            if staged.waiting(folder):  # a `campaign new` killed before its state was in place
                staged.recover(folder, JournalStore(folder / JOURNAL_FILE), 0)
            if (folder / STATE_FILE).exists() or _has_v1(folder):
                raise CampaignError("campaign.exists", name=name)
            remove_stale_temporaries(folder)
            campaign = cls(home, folder, new_document(settings))
            campaign._begin("campaign new", fresh=True)
            assert campaign._tx is not None
            if campaign.journal.size():
                if not go_on:
                    raise CampaignError("campaign.journal_without_state", name=name,
                                        path=str(campaign.journal.path))
                campaign.record(mechanics(meta(t("campaign.journal_continued", lang,
                                                 system=ruleset or system))))
            else:
                campaign._tx.text.append(_front_matter(settings, ruleset, pcs))
            campaign._commit()
            campaign._tx = None
        return campaign

    @classmethod
    def open(cls, home: Path, name: str) -> Campaign:
        """Open an existing campaign of `home` (migrating an older layout once)."""
        name = check_name(name)
        folder = campaign_folder(home, name)
        with campaign_lock(folder):
            path = folder / STATE_FILE
            if not path.is_file() and staged.waiting(folder):
                staged.recover(folder, JournalStore(folder / JOURNAL_FILE), 0)
            if not path.is_file():
                if not _has_v1(folder):
                    raise CampaignError("campaign.missing", name=name)
                from solo.campaign.migrate import migrate_v1

                migrate_v1(folder)
            remove_stale_temporaries(folder)
            campaign = cls(home, folder, read_document(path))
            campaign._reload(locked=True)
            campaign._repair_journal()
        return campaign

    # -- reading ----------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        """The campaign's settings as the current command sees them."""
        data = self._work["settings"]
        if self._settings_cache is None or self._settings_cache[0] is not data:
            self._settings_cache = (data, settings_of(self._work))
        return self._settings_cache[1]

    @property
    def revision(self) -> object:
        """Changes whenever the state the campaign shows changes (for caches of the shell)."""
        return self._revision, self._work is self._committed

    @property
    def state_path(self) -> Path:
        """The state document's file."""
        return self.folder / STATE_FILE

    def load(self, area: str) -> dict[str, Any]:
        """The saved data of one area (`fate`, `engine`…), or an empty dict. Do not change it."""
        data: dict[str, Any] = self._work["areas"].get(area) or {}
        return data

    def typed(self, area: str, from_data: Callable[[dict[str, Any]], T],
              schema: type | None = None) -> T:
        """An area read by `from_data` (kept until the area changes); errors name the file.

        With a `schema` (a TypedDict of the area's shape) a hand-edited mistake also names the
        field and what was expected there.
        """
        data = self.load(area)
        key = (area, from_data)
        cached = self._typed.get(key)
        if cached is not None and cached[0] is data:
            return cached[1]  # type: ignore[return-value]
        if schema is not None:
            check_area(self.state_path, area, data, schema)
        try:
            value = from_data(data)
        except FieldError as error:  # a rule across fields (`active` names a character…)
            raise error.at(self.state_path, f"areas.{area}") from None
        except SoloError:
            raise
        except (TypeError, ValueError, KeyError, AttributeError, IndexError) as error:
            raise CampaignError("campaign.area_broken", path=str(self.state_path), area=area,
                                detail=data_reason(error)) from None
        self._typed[key] = (data, value)
        return value

    def remember(self, area: str, from_data: Callable[[dict[str, Any]], T], value: T) -> None:
        """Note that `from_data` reads the area's data just saved as `value` (saves re-reading)."""
        self._typed[(area, from_data)] = (self.load(area), value)

    def changed_on_disk(self) -> bool:
        """Whether another process changed the state since this one last read or wrote it."""
        return self._tx is None and self._stat() != self._signature

    def refresh(self) -> None:
        """Read the state again if another process changed it (outside a command, unlocked)."""
        if self.changed_on_disk():
            self._reload(locked=False)

    def held(self, lang: str) -> list[str]:
        """What was left half-way (an area's `held`, said by its `what` in each language, `lang`
        first): `resume` takes it up."""
        said = [data["held"].get("what") for data in self._work["areas"].values()
                if isinstance(data, dict) and isinstance(data.get("held"), dict)]
        return [str(what.get(lang) or next(iter(what.values()), "")) for what in said
                if isinstance(what, dict) and what]

    def take_notices(self) -> list[SoloError]:
        """What the player should be told since last asked (each said once)."""
        notices, self.notices = self.notices, []
        return notices

    # -- commands ---------------------------------------------------------------------------
    @contextlib.contextmanager
    def transaction(self, label: str = "") -> Iterator[Campaign]:
        """Run one command: lock, fresh state, and one commit (or none) at the end."""
        if self._tx is not None:
            yield self
            return
        with campaign_lock(self.folder, self.on_wait):
            self._begin(label)
            try:
                yield self
                self._commit()
            finally:
                self._work = self._base = self._committed
                self._tx = None
        if self._fold_when_done:
            self._fold_when_done = False
            self._fold()

    def record(self, entry: Entry) -> None:
        """Add an entry to the journal (at the end of the command)."""
        with self._auto("") as tx:
            text, tx.fence_open = render(entry, tx.fence_open)
            tx.text.append(text)
            tx.journaled = True

    def save(self, area: str, data: Mapping[str, Any], label: str = "") -> None:
        """Replace one area's data; `undo` can take the whole command back."""
        if not area.isidentifier():
            raise CampaignError("campaign.area.bad", area=area)
        with self._auto(label) as tx:
            tx.label = tx.label or label
            self._work = {**self._work, "areas": {**self._work["areas"], area: dict(data)}}

    def update(self, label: str = "", *, undoable: bool = True, **changes: Any) -> Settings:
        """Change settings (undone with the rest of the command)."""
        del undoable  # every change of a command is undone together
        with self._auto(label) as tx:
            tx.label = tx.label or label
            settings = replace(self.settings, **changes)
            self._work = {**self._work, "settings": settings_dict(settings)}
        return self.settings

    def next_number(self, kind: str, floor: int = 0) -> int:
        """The next session, scene or pending number: never one already used, undo or not.

        `floor`: the highest number the caller's own state holds (counted before this counter).
        """
        with self._auto(""):
            numbers: dict[str, int] = _highest(self._work.get("numbers"),
                                               self._committed.get("numbers"))
            scene = self.load("engine").get("scene")  # the engine's shape checks it when read
            current: dict[str, int] = {"session": self.settings.session,
                       "scene": scene if type(scene) is int and scene > 0 else self.settings.scene}
            number = int(max(numbers.get(kind, 0), current.get(kind, 0), floor)) + 1
            if number > MOST_COUNTED:
                raise CampaignError("campaign.counted_out", most=MOST_COUNTED)
            numbers[kind] = number
            self._work = {**self._work, "numbers": numbers}
        return number

    def start_session(self, now: datetime) -> int:
        """Count a new session and write its heading (one undo step)."""
        with self._auto(""):
            number = self.next_number("session")
            label = t("journal.session_word", self.settings.lang) + f" {number}"
            settings = self.update(label=label, session=number, session_open=True)
            self.record(session_heading(settings.session,
                                        t("journal.session_word", settings.lang), now))
        return settings.session

    def checkpoint(self) -> None:
        """Commit what the command has done so far (a guided step journaled)."""
        if self._tx is not None:
            self._commit()

    @contextlib.contextmanager
    def waiting(self) -> Iterator[None]:
        """Let other solos use the campaign while a question waits for the player.

        What the command did so far is committed first; the lock is let go while the block
        runs, taken back after it, and what others changed meanwhile is read again (the
        command's own view stays as it was: its next commit puts its changes over theirs).
        """
        if self._tx is None:
            yield
            return
        self._commit()
        with released(self.folder, self.on_wait) as let_go:
            yield
        if let_go and self._stat() != self._signature:
            self._reload(locked=True, keep_view=True)
            self._tx.fence_open = self.journal.fence_open()
            self._repair_journal()

    def close_block(self) -> None:
        """Close the journal's open mechanics block (when the shell or a one-shot ends)."""
        with self._auto("") as tx:
            if tx.fence_open:
                tx.text.append(close_text(tx.fence_open))
                tx.fence_open = False

    def undo(self) -> Undone:
        """Take back the last command that wrote to the campaign: put the state back as it was
        before it (a command that only journaled changed none: the caller's note voids it)."""
        with self._auto("") as tx:
            history = list(self._work.get("history") or [])
            if not history:
                raise CampaignError("campaign.undo.empty")
            step = history.pop()
            edits = step.get("edits") or []
            restored = diff.apply(_tracked(self._work), edits)
            self._work = {**self._work, **restored, "history": history}
            tx.undoing = True
            areas = sorted({str(edit[1][1]) if edit[1][0] == "areas" and len(edit[1]) > 1
                            else "campaign" for edit in edits if edit[1]})
        return Undone(area=", ".join(areas) or JOURNAL_AREA, label=str(step.get("label") or ""))

    # -- inside ----------------------------------------------------------------------------
    @contextlib.contextmanager
    def _auto(self, label: str) -> Iterator[_Transaction]:
        """The running command's transaction, or a one-step transaction of its own."""
        if self._tx is not None:
            yield self._tx
            return
        with self.transaction(label):
            assert self._tx is not None
            yield self._tx

    def _begin(self, label: str, *, fresh: bool = False) -> None:
        if not fresh:
            if self._stat() != self._signature:
                self._reload(locked=True)
            self._repair_journal()
        self._work = self._base = self._committed
        if len(label) > LABEL_LENGTH:
            label = label[: LABEL_LENGTH - 1] + "…"
        self._tx = _Transaction(id=uuid.uuid4().hex, label=label,
                                before=_tracked(self._committed),
                                fence_open=self.journal.fence_open(), text=[])

    def _commit(self) -> None:
        tx = self._tx
        assert tx is not None
        text = "".join(tx.text)
        work = self._work
        if work is self._base and not text:
            return
        if self._base is self._committed:
            history = list(work.get("history") or [])
            if not tx.undoing:
                history = self._with_step(history, tx, _tracked(work))
            now = work
        else:  # another process changed the campaign while a question waited
            now, history = self._merged(tx, work)
        document = {**now, "history": history,
                    "outbox": {"size": self.journal.size(), "text": text},
                    "seq": int(self._committed.get("seq", 0)) + 1}
        if self.append_changes and self._signature is not None and self._committed.get("log"):
            self._append_changes(document, text, tx)
        else:
            document = _marked(document, log=self.append_changes)  # the shell's next: the log
            self._write_whole(document, text, tx)
        merged = self._base is not self._committed
        self._committed = document
        self._work = self._base = work if merged else document
        self._revision += 1
        tx.text = []
        if self._log_end > max(COMPACT_AT, self.state_path.stat().st_size):
            with contextlib.suppress(WriteFailed):  # the command is done; the log goes on
                self._write_whole(document)

    def _merged(self, tx: _Transaction, work: dict[str, Any]) -> tuple[dict[str, Any],
                                                                        list[Any]]:
        """The state on disk with the command's changes since it last saved, and the history
        with its one undo step at the end."""
        merged = rebase(_tracked(self._base), _tracked(work), _tracked(self._committed))
        if merged.conflicts:
            self.notices.append(SoloError("campaign.merge.conflict",
                                          fields=", ".join(merged.conflicts)))
        now = {**self._committed, **merged.data,
               "numbers": _highest(work.get("numbers"), self._committed.get("numbers"))}
        history = list(self._committed.get("history") or [])
        if not tx.undoing:
            history = regroup(history, tx.id, tx.label, _tracked(self._base),
                              _tracked(self._committed), _tracked(now),
                              journaled=tx.journaled)[-HISTORY_LIMIT:]
        return now, history

    def _append_changes(self, document: dict[str, Any], text: str, tx: _Transaction) -> None:
        """Append the command's edits to the change log, then its text to the journal; a
        journal that refuses it takes the line back."""
        end, count = self._log_end, self._log_count
        edits = [list(edit) for edit in diff.diff(self._committed, document)]
        self._log_end = self.changes.append(document["seq"], edits, end)
        self._log_count = count + 1
        self._signature = self._stat()
        if not text:
            return
        try:
            self.journal.note_fence(self.journal.append_text(text), tx.fence_open, text)
        except CampaignError:
            try:
                self.changes.cut_back(end)
            except OSError:  # the line stays: the next command reads it and finishes the text
                self._signature = _STALE
                raise
            self._log_end, self._log_count = end, count
            self._signature = self._stat()
            raise

    def _write_whole(self, document: dict[str, Any], text: str = "",
                     tx: _Transaction | None = None) -> None:
        """Write the whole state beside the old, append `text` to the journal, then put the
        state in place and empty the change log it now holds."""
        staged.stage(self.folder, encode(document))
        if text and tx is not None:
            try:
                self.journal.note_fence(self.journal.append_text(text), tx.fence_open, text)
            except CampaignError:
                staged.discard(self.folder)
                raise
        try:
            staged.install(self.folder)
        except WriteFailed:  # the journal has the text: the next command puts the state in place
            self._signature = _STALE
            raise
        if self._log_end or self.changes.path.exists():
            with contextlib.suppress(OSError):  # lines left are folded: their numbers are past
                self.changes.clear()
            self._log_end = self._log_count = 0
        self._signature = self._stat()

    def close(self) -> None:
        """Close the journal's open block and fold the change log into `state.json`.

        Closed by the command running on it (`campaign close`, or `campaign new` while it is
        open), the closing text joins that command's transaction and the log is folded once
        that transaction has committed.
        """
        self.close_block()
        if self._tx is not None:
            self._fold_when_done = True
            return
        self._fold()

    def _fold(self) -> None:
        """Write the change log into `state.json` (one atomic write) and empty it."""
        if self.changes.size() or self._committed.get("log"):
            with campaign_lock(self.folder, self.on_wait):
                self._begin("")
                try:
                    whole = _marked(self._committed, log=False)
                    self._write_whole(whole)
                    self._committed = self._work = self._base = whole
                finally:
                    self._tx = None

    def _with_step(self, history: list[Any], tx: _Transaction,
                   now: dict[str, Any]) -> list[Any]:
        """The history with the command's one undo step (replacing what its earlier checkpoints
        left): the edits back to the state before it, none when it only journaled."""
        mine = bool(history) and history[-1].get("id") == tx.id
        if mine:
            history.pop()
        edits = diff.diff(now, tx.before)
        if edits or tx.journaled:
            history.append({"id": tx.id, "label": tx.label, "edits": [list(e) for e in edits]})
        return history[-HISTORY_LIMIT:]

    def _reload(self, *, locked: bool, keep_view: bool = False) -> None:
        """Read what changed on disk (`locked`: also settle what a crash left, and refuse a
        change log that lost lines); `keep_view`: the running command keeps seeing its own."""
        now = self._stat()
        same_state = (now is not None and self._signature not in (None, _STALE)
                      and now[0] == self._signature[0] and now[1] >= self._log_end
                      and not now[2])
        known = OnDisk(self._committed, self._log_end, self._log_count) if same_state else None
        disk = read_on_disk(self.folder, self.journal, self.changes, known=known, locked=locked)
        self._committed = disk.document
        if not keep_view:
            self._work = self._base = disk.document
        self._log_end, self._log_count = disk.log_end, disk.log_count
        self.notices.extend(disk.notices)
        self._signature = self._stat()
        self._revision += 1

    def _stat(self) -> tuple[tuple[int, int, int], int, bool] | None:
        try:
            info = os.stat(self.folder / STATE_FILE)
        except FileNotFoundError:
            return None
        return ((info.st_mtime_ns, info.st_size, info.st_ino), self.changes.size(),
                staged.waiting(self.folder))

    def _repair_journal(self) -> None:
        """Append what the last command committed but did not get to write (a crash)."""
        outbox = self._committed.get("outbox")
        if not outbox:
            return
        expected = outbox["text"].encode("utf-8", errors="replace")
        start, size = int(outbox["size"]), self.journal.size()
        if not start <= size < start + len(expected):
            return
        written = self.journal.read_from(start, size - start)
        if expected.startswith(written):
            self.journal.append_text(expected[len(written):].decode("utf-8", errors="replace"))


def folder_of(home: Path, name: str) -> Path:
    """A campaign's folder (its name checked), refused when it leads out of the home."""
    return campaign_folder(home, check_name(name))


def _has_v1(folder: Path) -> bool:
    """Whether `folder` holds a campaign of solo 0.1 still to migrate (wholly or the rest)."""
    from solo.campaign.migrate import has_v1

    return has_v1(folder)


def _highest(*numbers: object) -> dict[str, int]:
    """Each counter at its highest in any of `numbers` (headings are never numbered twice).

    >>> _highest({"scene": 3}, {"scene": 4, "session": 1}, None)
    {'scene': 4, 'session': 1}
    """
    highest: dict[str, int] = {}
    for counters in numbers:
        if isinstance(counters, dict):
            for kind, number in counters.items():
                highest[kind] = max(highest.get(kind, 0), int(number))
    return highest


def _marked(document: dict[str, Any], *, log: bool) -> dict[str, Any]:
    """`document` saying whether the change log continues it (`ondisk.journal_ahead`)."""
    marked = {key: value for key, value in document.items() if key != "log"}
    if log:
        marked["log"] = True
    return marked


_STALE = ((-1, -1, -1), -1, False)
"""A signature no campaign on disk has: the next command reads everything again."""


def _front_matter(settings: Settings, ruleset: str | None = None,
                  pcs: tuple[str, ...] = ()) -> str:
    """Lonelog's campaign header (§5.1: `title`, `ruleset`, `pcs`, `start_date`…, and `lang`),
    then the campaign's title as the file's one level-1 heading (§2.1).

    `pcs` names the player characters known when the campaign is made (`campaign new --pc`),
    comma-separated; empty when there are none yet. The journal only grows, so the header is
    never rewritten: a character who joins later is noted where it joins, by the `[PC:…]` tag
    its system journals.

    A campaign without a game system plays with the game master alone, and says so in
    `ruleset`. `last_update` is the day the journal was begun. Journals written before
    this kept `campaña`/`sistema`/`idioma`/`creada`: nothing reads them back, and they are
    never rewritten.
    """
    import yaml

    fields: list[tuple[str, str]] = [("title", settings.name)]
    if ruleset is None and settings.system != NO_SYSTEM:
        ruleset = settings.system + (f" ({settings.edition})" if settings.edition else "")
    fields.append(("ruleset", ruleset or t("campaign.ruleset_none", settings.lang)))
    fields += [("pcs", ", ".join(pcs)), ("start_date", settings.created[:10]),
               ("last_update", settings.created[:10]), ("lang", settings.lang),
               ("tools", "solo")]
    lines = [f"{key}: {yaml.safe_dump(value, allow_unicode=True).strip()}".replace("\n...", "")
             for key, value in fields]
    title = heading(1, settings.name).lines[0]
    return "---\n" + "\n".join(lines) + "\n---\n\n" + title + "\n"
