"""Stress tracks: FAE's one `[1][2][3]` track, Condensed's physical and mental 1-point boxes.

>>> track = fae_track()
>>> track.boxes, track.free_values()
((1, 2, 3), (1, 2, 3))
>>> track.check(1).free_values()
(1, 3)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

from solo.errors import RuleError
from solo.i18n.words import parse_word
from solo.record import record
from solo.systems.fate.rules.edition import Edition

# FAE [SEED]: one track whose boxes absorb 1, 2 and 3 shifts.
FAE_BOXES = (1, 2, 3)
#: The most stress boxes a track has (a nameless NPC's `--boxes`, and what the state may hold).
MOST_BOXES = 10
# Condensed [SRC]: each box absorbs 1 shift.
CONDENSED_BOX_VALUE = 1
# Boxes one hit may check: FAE one, Condensed as many as you like.
BOXES_PER_HIT: dict[Edition, int | None] = {Edition.FAE: 1, Edition.CONDENSED: None}


class TrackKind(enum.StrEnum):
    """Which track a hit lands on: FAE has one; Condensed splits physical and mental."""

    STRESS = "stress"
    PHYSICAL = "physical"
    MENTAL = "mental"

    @classmethod
    def parse(cls, text: str) -> TrackKind:
        """Read a track name (`fisico`, `mental`, `physical`, `estres`)."""
        return parse_word(text, _TRACK_WORDS, "fate.error.track")

    @property
    def label_key(self) -> str:
        """The catalog key of the track's name."""
        return _TRACK_LABELS[self]


_TRACK_WORDS = {TrackKind.STRESS: "fate.word.stress", TrackKind.PHYSICAL: "fate.word.physical",
                TrackKind.MENTAL: "fate.word.mental"}
_TRACK_LABELS = {TrackKind.STRESS: "fate.track.stress", TrackKind.PHYSICAL: "fate.track.physical",
                 TrackKind.MENTAL: "fate.track.mental"}


@record
class StressTrack:
    """A row of boxes, each absorbing its value; `checked` marks the used ones."""

    kind: TrackKind
    boxes: tuple[int, ...]
    checked: tuple[bool, ...] = ()

    def __post_init__(self) -> None:
        if not self.checked:
            object.__setattr__(self, "checked", (False,) * len(self.boxes))
        if len(self.checked) != len(self.boxes):
            raise RuleError("fate.error.track_data")

    def free(self) -> tuple[int, ...]:
        """Indices of the boxes not yet checked."""
        return tuple(i for i, used in enumerate(self.checked) if not used)

    def free_values(self) -> tuple[int, ...]:
        """Values of the boxes not yet checked."""
        return tuple(self.boxes[i] for i in self.free())

    def check(self, index: int) -> StressTrack:
        """Check one box; a checked or missing box raises `RuleError`."""
        if not 0 <= index < len(self.boxes) or self.checked[index]:
            raise RuleError("fate.error.box_taken", box=index + 1)
        marks = list(self.checked)
        marks[index] = True
        return StressTrack(self.kind, self.boxes, tuple(marks))

    def clear(self) -> StressTrack:
        """Uncheck every box (stress clears at the end of the scene)."""
        return StressTrack(self.kind, self.boxes)

    def marks(self) -> str:
        """`[1][X][3]`: the track as the sheet and the journal show it.

        >>> fae_track().check(0).marks()
        '[X][2][3]'
        """
        return "".join(f"[{'X' if used else value}]"
                       for value, used in zip(self.boxes, self.checked, strict=True))

    def to_data(self) -> dict[str, object]:
        """Plain YAML-ready data."""
        return {"kind": self.kind.value, "boxes": list(self.boxes),
                "checked": list(self.checked)}

    @classmethod
    def from_data(cls, data: Mapping[str, object]) -> StressTrack:
        """Rebuild a track saved with `to_data`."""
        try:
            boxes = tuple(int(v) for v in data["boxes"])  # type: ignore[attr-defined]
            checked = tuple(bool(v) for v in data.get("checked", []))  # type: ignore[attr-defined]
            return cls(TrackKind(str(data["kind"])), boxes, checked)
        except (KeyError, TypeError, ValueError):
            raise RuleError("fate.error.track_data") from None


def fae_track(boxes: tuple[int, ...] = FAE_BOXES) -> StressTrack:
    """FAE's single stress track (mooks may have fewer boxes)."""
    return StressTrack(TrackKind.STRESS, boxes)


def condensed_track(kind: TrackKind, count: int) -> StressTrack:
    """A Condensed track of `count` 1-point boxes.

    >>> condensed_track(TrackKind.MENTAL, 4).marks()
    '[1][1][1][1]'
    """
    return StressTrack(kind, (CONDENSED_BOX_VALUE,) * count)
