"""The pending queue: everything a roll promised and the story has not paid yet.

Complications, presagios, unspent boosts, Encrucijada aftermaths, costs owed:
any system adds them here; `scene new` shows the open ones; the player
resolves or dismisses each. Nothing is ever deleted, so the history stays.

>>> queue, item = PendingQueue().add(PendingKind.PRESAGIO, "Un cuervo en la ventana", "fragmentos")
>>> [i.id for i in queue.open_items]
[1]
>>> queue = queue.resolve(1, "El cuervo era un aviso")
>>> queue.open_items, queue.get(1).status.value
((), 'resolved')
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Mapping
from dataclasses import replace

from solo.errors import CampaignError, InputError, RuleError
from solo.i18n.words import parse_word
from solo.numbers import MOST_ID
from solo.record import record
from solo.text import one_line


class PendingKind(enum.StrEnum):
    """What kind of debt the story has."""

    COMPLICATION = "complication"
    PRESAGIO = "presagio"
    BOOST = "boost"
    AFTERMATH = "aftermath"
    COST = "cost"
    OTHER = "other"

    @property
    def key(self) -> str:
        """The catalog key of the kind's name."""
        return _NAMES[self]


_NAMES = {
    PendingKind.COMPLICATION: "engine.pending.kind.complication",
    PendingKind.PRESAGIO: "engine.pending.kind.presagio",
    PendingKind.BOOST: "engine.pending.kind.boost",
    PendingKind.AFTERMATH: "engine.pending.kind.aftermath",
    PendingKind.COST: "engine.pending.kind.cost",
    PendingKind.OTHER: "engine.pending.kind.other",
}
#: The catalog words a player may type for each kind (either language, accents optional).
_KIND_WORDS = {
    PendingKind.COMPLICATION: "engine.word.pending.complication",
    PendingKind.PRESAGIO: "engine.word.pending.presagio",
    PendingKind.BOOST: "engine.word.pending.boost",
    PendingKind.AFTERMATH: "engine.word.pending.aftermath",
    PendingKind.COST: "engine.word.pending.cost",
    PendingKind.OTHER: "engine.word.pending.other",
}


def parse_kind(text: str) -> PendingKind:
    """Read a kind typed in Spanish or English (whole words: `pending add A storm` has none).

    >>> parse_kind("Complicación")
    <PendingKind.COMPLICATION: 'complication'>
    """
    return parse_word(text, _KIND_WORDS, "engine.pending.bad_kind", prefixes=False)


class PendingStatus(enum.StrEnum):
    """Where an item is in its life: open, then resolved or dismissed."""

    OPEN = "open"
    RESOLVED = "resolved"
    DISMISSED = "dismissed"


@record
class PendingItem:
    """One thing still hanging over the story."""

    id: int
    kind: PendingKind
    text: str
    source: str = ""
    scene: int | None = None
    status: PendingStatus = PendingStatus.OPEN
    note: str = ""

    @functools.cached_property
    def data(self) -> dict[str, object]:
        """Plain data for the campaign file (worked out once per item; do not change it)."""
        return {"id": self.id, "kind": self.kind.value, "text": self.text, "source": self.source,
                "scene": self.scene, "status": self.status.value, "note": self.note}

    @property
    def is_open(self) -> bool:
        """Whether it still waits for the player."""
        return self.status is PendingStatus.OPEN


@record
class PendingQueue:
    """Every pending item of a campaign, open or settled, in the order they came."""

    items: tuple[PendingItem, ...] = ()

    @functools.cached_property
    def open_items(self) -> tuple[PendingItem, ...]:
        """The items still waiting."""
        return tuple(item for item in self.items if item.is_open)

    @property
    def highest(self) -> int:
        """The highest number an item holds (0 when none)."""
        return max((i.id for i in self.items), default=0)

    def add(self, kind: PendingKind, text: str, source: str = "",
            scene: int | None = None,
            number: int | None = None) -> tuple[PendingQueue, PendingItem]:
        """Queue a new item; return the queue and the item (with its number, or the next one).

        `number`: the campaign's counter, never one an undone item had (the journal has it).
        """
        clean = one_line(text)
        if not clean:
            raise InputError("engine.pending.empty")
        number = max(number or 0, self.highest + 1)
        if number > MOST_ID:
            raise RuleError("engine.pending.full", most=MOST_ID)
        item = PendingItem(number, kind, clean, source, scene)
        return replace(self, items=(*self.items, item)), item

    def get(self, item_id: int) -> PendingItem:
        """The item numbered `item_id`, or raise `InputError`."""
        found = next((item for item in self.items if item.id == item_id), None)
        if found is None:
            raise InputError("engine.pending.unknown", id=item_id)
        return found

    def _settle(self, item_id: int, status: PendingStatus, note: str) -> PendingQueue:
        item = self.get(item_id)
        if not item.is_open:
            raise RuleError("engine.pending.settled", id=item_id, status=item.status.value)
        new = replace(item, status=status, note=one_line(note))
        return replace(self, items=tuple(new if i is item else i for i in self.items))

    def resolve(self, item_id: int, note: str = "") -> PendingQueue:
        """Mark an item as paid by the story (with how, if the player says)."""
        return self._settle(item_id, PendingStatus.RESOLVED, note)

    def dismiss(self, item_id: int, note: str = "") -> PendingQueue:
        """Drop an item the story no longer needs."""
        return self._settle(item_id, PendingStatus.DISMISSED, note)

    def to_data(self) -> list[dict[str, object]]:
        """Plain data for the campaign file."""
        return [item.data for item in self.items]

    @classmethod
    def from_data(cls, data: object) -> PendingQueue:
        """Read the queue saved by `to_data` (None or empty: an empty queue)."""
        if not data:
            return cls()
        if not isinstance(data, list) or not all(isinstance(i, Mapping) for i in data):
            raise CampaignError("engine.pending.bad_data")
        try:
            items = tuple(PendingItem(int(i["id"]), PendingKind(i["kind"]), str(i["text"]),
                                      str(i.get("source") or ""),
                                      None if i.get("scene") is None else int(i["scene"]),
                                      PendingStatus(i.get("status", "open")),
                                      str(i.get("note") or "")) for i in data)
        except (KeyError, ValueError, TypeError):
            raise CampaignError("engine.pending.bad_data") from None
        return cls(items)
