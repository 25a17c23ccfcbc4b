"""Keep Tricube characters and effort trackers in the open campaign (`tricube.yaml`).

The state is plain data: `{"characters": {name: data}, "active": name,
"trackers": {name: data}}`. Without an open campaign, commands that need it
raise a clear `CampaignError`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import field, replace
from typing import Any, ClassVar, Required, TypedDict

from solo.commands.roster import Roster
from solo.commands.system_state import SystemState
from solo.record import record
from solo.systems.tricube.rules.character import Character
from solo.systems.tricube.rules.effort import EffortTracker


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
    sitting_out: bool


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


def _trackers(items: Iterable[EffortTracker] = ()) -> Roster[EffortTracker]:
    return Roster(tuple(items), "tricube.roster.trackers")


@record
class TricubeState(SystemState[Character]):
    """The characters (the active one first in play) and trackers of a campaign."""

    trackers: Roster[EffortTracker] = field(default_factory=_trackers)

    AREA: ClassVar[str] = "tricube"
    NO_CHARACTER: ClassVar[str] = "tricube.error.no_character"
    CHARACTER: ClassVar[type[Any]] = Character
    SCHEMA: ClassVar[type | None] = TricubeData

    def own_data(self) -> dict[str, Any]:
        """The trackers as plain data."""
        return {"trackers": {tr.name: tr.to_data() for tr in self.trackers}}

    @classmethod
    def own_fields(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """The trackers from the saved data."""
        return {"trackers": _trackers(EffortTracker.from_data(dict(v))
                                      for v in (data.get("trackers") or {}).values())}

    def tracker(self, name: str) -> EffortTracker:
        """The tracker called `name` (it must exist)."""
        return self.trackers.get(name)

    def with_tracker(self, tracker: EffortTracker) -> TricubeState:
        """Add or replace a tracker."""
        return replace(self, trackers=self.trackers.with_item(tracker))

    def without_tracker(self, name: str) -> TricubeState:
        """Remove a tracker (it must exist)."""
        return replace(self, trackers=self.trackers.without(self.tracker(name).name))


load = TricubeState.load
save = TricubeState.save
