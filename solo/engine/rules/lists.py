"""Threads and characters: weighted lists that events and the oracle draw from.

Adding a name already on the list makes it weigh more (up to `MAX_WEIGHT`), so
it comes up more often; a closed entry stays on the list but is never drawn.

>>> from solo.dice.rng import ScriptedRng
>>> threads = WeightedList(ListKind.THREAD).add("Encontrar al asesino").add("Huir")
>>> threads = threads.add("huir")
>>> [(e.name, e.weight) for e in threads.entries]
[('Encontrar al asesino', 1), ('Huir', 2)]
>>> threads.roll(ScriptedRng([2])).name
'Huir'
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Mapping
from dataclasses import replace

from solo.dice.rng import Rng, d
from solo.dice.typed import tell
from solo.errors import CampaignError, InputError, RuleError
from solo.i18n import normalize, t
from solo.record import record
from solo.text import one_line

MAX_WEIGHT = 3


class ListKind(enum.StrEnum):
    """Which list: the plot threads or the non-player characters."""

    THREAD = "thread"
    NPC = "npc"

    @property
    def tag(self) -> str:
        """The Lonelog tag kind (`[Thread:…]`, `[N:…]`)."""
        return _TAGS[self]


_TAGS = {ListKind.THREAD: "Thread", ListKind.NPC: "N"}
#: What the die of each list is for, as physical dice are asked for it.
_WHY = {ListKind.THREAD: "engine.list.why.thread", ListKind.NPC: "engine.list.why.npc"}
#: the error keys of each list: (unknown name, empty name, already closed)
_ERRORS = {
    ListKind.THREAD: ("engine.thread.unknown", "engine.thread.empty_name",
                      "engine.thread.already_closed"),
    ListKind.NPC: ("engine.npc.unknown", "engine.npc.empty_name", "engine.npc.already_closed"),
}


class Status(enum.StrEnum):
    """Whether an entry can still be drawn."""

    OPEN = "open"
    CLOSED = "closed"


@record
class ListEntry:
    """One thread or character, its weight and whether it is open."""

    name: str
    weight: int = 1
    status: Status = Status.OPEN

    @functools.cached_property
    def data(self) -> dict[str, object]:
        """Plain data for the campaign file (worked out once per entry; do not change it)."""
        return {"name": self.name, "weight": self.weight, "status": self.status.value}

    @property
    def is_open(self) -> bool:
        """Whether the entry can be drawn."""
        return self.status is Status.OPEN


@record
class WeightedList:
    """The threads or the characters of one campaign."""

    kind: ListKind
    entries: tuple[ListEntry, ...] = ()

    @functools.cached_property
    def open_entries(self) -> tuple[ListEntry, ...]:
        """The entries that can be drawn, in the order they were added."""
        return tuple(entry for entry in self.entries if entry.is_open)

    @functools.cached_property
    def _positions(self) -> dict[str, int]:
        """Each entry's normalized name -> its place (worked out once per list)."""
        positions: dict[str, int] = {}
        for index, entry in enumerate(self.entries):
            positions.setdefault(normalize(entry.name), index)
        return positions

    def index_of(self, name: str) -> int | None:
        """Where `name` is (accents and case aside), or None."""
        return self._positions.get(normalize(name))

    def find(self, name: str) -> ListEntry:
        """The entry called `name` (or the only one starting with it), or raise `InputError`."""
        index = self.index_of(name)
        if index is not None:
            return self.entries[index]
        starts = [e for e in self.entries if normalize(e.name).startswith(normalize(name))]
        if len(starts) == 1 and name.strip():
            return starts[0]
        raise InputError(_ERRORS[self.kind][0], name=name,
                         names=", ".join(e.name for e in self.entries) or "—")

    def add(self, name: str, weight: int = 1) -> WeightedList:
        """Add `name`, or make it weigh more (and reopen it) if it is already there."""
        clean = one_line(name)
        if not clean:
            raise InputError(_ERRORS[self.kind][1])
        if weight < 1:
            raise RuleError("engine.list.bad_weight", weight=weight)
        index = self.index_of(clean)
        if index is None:
            entry = ListEntry(clean, min(weight, MAX_WEIGHT))
            longer = replace(self, entries=(*self.entries, entry))
            # the new list knows where its names are without reading them all again
            longer.__dict__["_positions"] = {normalize(clean): len(self.entries),
                                             **self._positions}
            return longer
        old = self.entries[index]
        new = replace(old, weight=min(old.weight + weight, MAX_WEIGHT), status=Status.OPEN)
        return self._with(index, new)

    def close(self, name: str) -> WeightedList:
        """Close `name`: it stays listed but is no longer drawn."""
        entry = self.find(name)
        if not entry.is_open:
            raise RuleError(_ERRORS[self.kind][2], name=entry.name)
        return self._with(self.entries.index(entry), replace(entry, status=Status.CLOSED))

    def remove(self, name: str) -> WeightedList:
        """Take `name` off the list altogether."""
        entry = self.find(name)
        return replace(self, entries=tuple(e for e in self.entries if e is not entry))

    def _with(self, index: int, entry: ListEntry) -> WeightedList:
        entries = list(self.entries)
        entries[index] = entry
        return replace(self, entries=tuple(entries))

    @property
    def total_weight(self) -> int:
        """The sum of the open entries' weights: the faces of the die that draws one."""
        return sum(entry.weight for entry in self.open_entries)

    def entry_at(self, face: int) -> ListEntry:
        """The open entry a face of `d(total_weight)` lands on (in order, by weight).

        >>> WeightedList(ListKind.NPC).add("A").add("B", 2).entry_at(3).name
        'B'
        """
        left = face
        for entry in self.open_entries:
            left -= entry.weight
            if left <= 0 < face:
                return entry
        raise RuleError("engine.list.bad_face", face=face, total=self.total_weight)

    def roll_face(self, rng: Rng) -> tuple[ListEntry, int] | None:
        """Draw an open entry by weight and say the face; None (no die) when nothing is open."""
        total = self.total_weight
        if not total:
            return None
        tell(rng, t("engine.list.who"), _WHY[self.kind], {"total": total})
        (face,) = rng.roll(d(total), 1)
        return self.entry_at(face), face

    def roll(self, rng: Rng) -> ListEntry | None:
        """Draw an open entry by weight (one die with as many faces as the total weight).

        None, and no die rolled, when nothing is open.
        """
        drawn = self.roll_face(rng)
        return drawn[0] if drawn else None

    def to_data(self) -> list[dict[str, object]]:
        """Plain data for the campaign file."""
        return [entry.data for entry in self.entries]

    @classmethod
    def from_data(cls, kind: ListKind, data: object) -> WeightedList:
        """Read the list saved by `to_data` (None or empty: an empty list)."""
        if not data:
            return cls(kind)
        if not isinstance(data, list):
            raise CampaignError("engine.list.bad_data", kind=kind.value)
        try:
            entries = tuple(ListEntry(str(item["name"]), int(item.get("weight", 1)),
                                      Status(item.get("status", "open")))
                            for item in data if isinstance(item, Mapping))
        except (KeyError, ValueError, TypeError):
            raise CampaignError("engine.list.bad_data", kind=kind.value) from None
        if len(entries) != len(data):
            raise CampaignError("engine.list.bad_data", kind=kind.value)
        return cls(kind, entries)
