"""Clocks and progress tracks: named rows of segments a story fills one tick at a time.

A clock counts toward trouble (`[Clock:La guardia 2/6]`), a track toward a goal
(`[Track:El viaje 3/10]`); both are filled by ticks, may be taken back, and are
full when every segment is.

>>> board = Board().add(ProgressKind.CLOCK, "La guardia", 4)
>>> board, clock, filled_now = board.tick(ProgressKind.CLOCK, "la guardia", 5)
>>> clock.filled, clock.full, filled_now, clock.tag_text
(4, True, True, 'Clock:La guardia 4/4')
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from solo.errors import CampaignError, FieldError, InputError
from solo.i18n import normalize
from solo.record import record
from solo.text import one_line

MAX_SEGMENTS = 100
MAX_CLOCKS = 200


class ProgressKind(enum.StrEnum):
    """A clock (toward trouble) or a track (toward a goal)."""

    CLOCK = "clock"
    TRACK = "track"

    @property
    def tag(self) -> str:
        """The Lonelog tag's kind: `Clock`, `Track`."""
        return self.value.capitalize()


@record
class Progress:
    """One clock or track: its name, how many segments, how many filled."""

    kind: ProgressKind
    name: str
    segments: int
    filled: int = 0

    @property
    def full(self) -> bool:
        """Whether every segment is filled."""
        return self.filled >= self.segments

    @property
    def tag_text(self) -> str:
        """`Clock:Name 2/6`, the inside of the journal's tag."""
        return f"{self.kind.tag}:{self.name} {self.filled}/{self.segments}"

    def data(self) -> dict[str, object]:
        """Plain data for the campaign's state."""
        return {"kind": self.kind.value, "name": self.name, "segments": self.segments,
                "filled": self.filled}


def _same(a: str, b: str) -> bool:
    return normalize(a) == normalize(b)


@record
class Board:
    """Every clock and track of a campaign, oldest first."""

    items: tuple[Progress, ...] = ()

    def of(self, kind: ProgressKind) -> tuple[Progress, ...]:
        """The clocks, or the tracks."""
        return tuple(item for item in self.items if item.kind is kind)

    def find(self, kind: ProgressKind, name: str | None) -> Progress:
        """The one named (any case, accents optional), or the newest not full when no name."""
        mine = self.of(kind)
        if name:
            found = next((item for item in mine if _same(item.name, name)), None)
            if found is None:
                raise InputError("engine.clock.unknown", name=name,
                                 choices=", ".join(item.name for item in mine) or "—")
            return found
        running = [item for item in mine if not item.full] or list(mine)
        if not running:
            raise InputError("engine.clock.none")
        return running[-1]

    def add(self, kind: ProgressKind, name: str, segments: int) -> Board:
        """A new clock or track, empty (a name already used by one of its kind is refused)."""
        clean = one_line(name)
        if not clean:
            raise InputError("engine.clock.no_name")
        if not 1 <= segments <= MAX_SEGMENTS:
            raise InputError("engine.clock.bad_segments", low=1, high=MAX_SEGMENTS)
        if any(_same(item.name, clean) for item in self.of(kind)):
            raise InputError("engine.clock.exists", name=clean)
        if len(self.items) >= MAX_CLOCKS:
            raise InputError("engine.clock.too_many", most=MAX_CLOCKS)
        return replace(self, items=(*self.items, Progress(kind, clean, segments)))

    def tick(self, kind: ProgressKind, name: str | None,
             ticks: int) -> tuple[Board, Progress, bool]:
        """Fill `ticks` segments (take them back if negative), kept within 0…segments.

        Returns the board, the clock after, and whether this tick is the one that filled it.
        A full one ticks no further, an empty one takes nothing back: both refused.
        """
        old = self.find(kind, name)
        if ticks > 0 and old.full:
            raise InputError("engine.clock.already_full", name=old.name, filled=old.filled,
                             segments=old.segments)
        if ticks < 0 and not old.filled:
            raise InputError("engine.clock.already_empty", name=old.name, segments=old.segments)
        new = replace(old, filled=max(0, min(old.segments, old.filled + ticks)))
        items = tuple(new if item is old else item for item in self.items)
        return replace(self, items=items), new, new.full and not old.full

    def remove(self, kind: ProgressKind, name: str) -> tuple[Board, Progress]:
        """Take a clock or track off the board."""
        old = self.find(kind, name)
        return replace(self, items=tuple(i for i in self.items if i is not old)), old

    def to_data(self) -> list[dict[str, object]]:
        """Plain data for the campaign's state."""
        return [item.data() for item in self.items]

    @classmethod
    def from_data(cls, data: object) -> Board:
        """Read the saved clocks (checked by the engine's state shape): a clock filled past
        its segments is a `FieldError` naming it."""
        if data is None:
            return cls()
        if not isinstance(data, list):
            raise CampaignError("engine.clock.bad_state", value=data)
        items = []
        for place, raw in enumerate(data):
            if not isinstance(raw, Mapping):
                raise CampaignError("engine.clock.bad_state", value=raw)
            items.append(_read(raw, place))
        return cls(tuple(items))


def _read(raw: Mapping[str, Any], place: int) -> Progress:
    try:
        kind = ProgressKind(raw.get("kind", "clock"))
    except ValueError:
        raise CampaignError("engine.clock.bad_state", value=raw.get("kind")) from None
    segments, filled = raw.get("segments"), raw.get("filled", 0)
    if not isinstance(segments, int) or not isinstance(filled, int) \
            or not 1 <= segments <= MAX_SEGMENTS:
        raise CampaignError("engine.clock.bad_state", value=raw)
    if not 0 <= filled <= segments:
        raise FieldError(f"[{place}].filled",
                         (("campaign.expected.range", {"low": 0, "high": segments}),), filled)
    return Progress(kind, str(raw.get("name", "")), segments, filled)
