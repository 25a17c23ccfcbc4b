"""Keep Tricube characters and effort trackers in the open campaign.

The state is plain data: `{"characters": {name: data}, "active": name,
"trackers": {name: data}}`. Without an open campaign, commands that need it
raise a clear `CampaignError`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import field, replace
from typing import Any, ClassVar

from solo.commands.roster import Roster
from solo.commands.system_state import SystemState
from solo.errors import naming
from solo.record import record
from solo.systems.tricube.rules.character import Character
from solo.systems.tricube.rules.effort import EffortTracker


def _trackers(items: Iterable[EffortTracker] = ()) -> Roster[EffortTracker]:
    return Roster(tuple(items), "tricube.roster.trackers")


@record
class TricubeState(SystemState[Character]):
    """The characters (the active one first in play) and trackers of a campaign."""

    trackers: Roster[EffortTracker] = field(default_factory=_trackers)

    AREA: ClassVar[str] = "tricube"
    NO_CHARACTER: ClassVar[str] = "tricube.error.no_character"
    CHARACTER: ClassVar[type[Any]] = Character

    @classmethod
    def schema(cls) -> type:
        """The saved shape, imported when a campaign is read."""
        from solo.systems.tricube.commands.state_schema import TricubeData

        return TricubeData

    def own_data(self) -> dict[str, Any]:
        """The trackers as plain data."""
        return {"trackers": {tr.name: tr.to_data() for tr in self.trackers}}

    @classmethod
    def own_fields(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """The trackers from the saved data."""
        trackers = []
        for key, value in (data.get("trackers") or {}).items():
            with naming(f"trackers.{key}"):
                trackers.append(EffortTracker.from_data(dict(value)))
        return {"trackers": _trackers(trackers)}

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
