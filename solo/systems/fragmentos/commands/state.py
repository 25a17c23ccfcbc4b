"""Keep Fragmentos sheets and the amenaza in the open campaign.

The state is plain data: `{"characters": {name: data}, "active": name, "threat": n}`.
Without an open campaign it is empty and nothing is saved.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar

from solo.commands.system_state import SystemState
from solo.record import record
from solo.systems.fragmentos.rules.character import Character
from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.fragmentos.rules.settings import STARTING_THREAT


@record
class LastHarm:
    """The last loss a quick roll applied, which script protection can still take back."""

    name: str
    characteristic: str
    loss: int


@record
class FragState(SystemState[Character]):
    """The sheets of a campaign (one of them active) and the amenaza."""

    threat: int = STARTING_THREAT
    last_harm: LastHarm | None = None

    AREA: ClassVar[str] = "fragmentos"
    NO_CHARACTER: ClassVar[str] = "frag.error.no_character"
    CHARACTER: ClassVar[type[Any]] = Character
    KIND: ClassVar[str] = "frag.roster.kind"

    def own_data(self) -> dict[str, Any]:
        """The amenaza and the last harm as plain data."""
        return {"threat": self.threat,
                "last_harm": vars(self.last_harm) if self.last_harm else None}

    @classmethod
    def own_fields(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """The amenaza and the last harm from the saved data (checked by `FragData`)."""
        last = data.get("last_harm")
        harm = LastHarm(str(last["name"]), str(last["characteristic"]),
                        int(last["loss"])) if last else None
        return {"threat": data.get("threat", STARTING_THREAT), "last_harm": harm}

    @classmethod
    def schema(cls) -> type:
        """The saved shape, imported when a campaign is read."""
        from solo.systems.fragmentos.commands.state_schema import FragData

        return FragData

    def takes_the_lead(self, character: Character) -> bool:
        """A first main character becomes the active one."""
        return character.rank is Rank.MAIN

    def with_threat(self, threat: int) -> FragState:
        """Set the amenaza."""
        return replace(self, threat=threat)


load = FragState.load
save = FragState.save
