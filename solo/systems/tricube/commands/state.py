"""Keep Tricube characters and effort trackers in the open campaign (`tricube.yaml`).

The state is plain data: `{"characters": {name: data}, "active": name,
"trackers": {name: data}}`. Without an open campaign, commands that need it
raise a clear `CampaignError`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Required, TypedDict

from solo.commands.base import Context, load_state, save_state
from solo.commands.roster import named, without
from solo.i18n import normalize
from solo.systems.tricube.rules.character import Character
from solo.systems.tricube.rules.effort import EffortTracker

AREA = "tricube"


class _Affliction(TypedDict, total=False):
    name: Required[str]
    permanent: bool


class _Character(TypedDict, total=False):
    name: Required[str]
    trait: str
    concept: str
    perks: list[str]
    quirks: list[str]
    karma: int
    resolve: int
    karma_max: int
    resolve_max: int
    afflictions: list[_Affliction]
    advances: int


class _Tracker(TypedDict, total=False):
    name: Required[str]
    tokens: Required[int]
    remaining: Required[int]
    difficulty: int
    level: int | None
    boss: bool


class TricubeData(TypedDict, total=False):
    """The shape of Tricube Tales' saved data (checked when a campaign is read)."""

    characters: dict[str, _Character] | None
    active: str | None
    trackers: dict[str, _Tracker] | None


@dataclass(frozen=True)
class TricubeState:
    """The characters (the active one first in play) and trackers of a campaign."""

    characters: tuple[Character, ...] = ()
    active: str | None = None
    trackers: tuple[EffortTracker, ...] = ()

    def to_data(self) -> dict[str, Any]:
        """Plain data for the campaign's YAML."""
        return {"characters": {c.name: c.to_data() for c in self.characters},
                "active": self.active,
                "trackers": {tr.name: tr.to_data() for tr in self.trackers}}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> TricubeState:
        """Read the state saved by `to_data` (an empty dict is an empty state)."""
        characters = tuple(Character.from_data(dict(v))
                           for v in (data.get("characters") or {}).values())
        trackers = tuple(EffortTracker.from_data(dict(v))
                         for v in (data.get("trackers") or {}).values())
        active = data.get("active")
        return cls(characters, str(active) if active else None, trackers)

    def character(self, name: str | None = None) -> Character | None:
        """The character called `name` (any case, accents optional), or the active one."""
        wanted = name or self.active
        return None if wanted is None else named(self.characters, wanted,
                                                 "tricube.error.no_such_character")

    def tracker(self, name: str) -> EffortTracker:
        """The tracker called `name`."""
        return named(self.trackers, name, "tricube.error.no_such_tracker")

    def with_character(self, character: Character, *, activate: bool = False) -> TricubeState:
        """Add or replace a character."""
        rest = without(self.characters, character.name)
        active = character.name if activate or self.active is None else self.active
        return TricubeState((*rest, character), active, self.trackers)

    def with_tracker(self, tracker: EffortTracker) -> TricubeState:
        """Add or replace a tracker."""
        rest = tuple(tr for tr in self.trackers if normalize(tr.name) != normalize(tracker.name))
        return TricubeState(self.characters, self.active, (*rest, tracker))

    def without_tracker(self, name: str) -> TricubeState:
        """Remove a tracker (it must exist)."""
        gone = self.tracker(name)
        return TricubeState(self.characters, self.active,
                            tuple(tr for tr in self.trackers if tr is not gone))


def load(ctx: Context) -> TricubeState:
    """The state of the open campaign, or an empty one when none is open."""
    return load_state(ctx, AREA, TricubeState.from_data, TricubeState, TricubeData)


def save(ctx: Context, state: TricubeState, label: str) -> None:
    """Save the state in the open campaign (nothing without one)."""
    save_state(ctx, AREA, state.to_data(), label)
