"""Keep Fragmentos sheets and the amenaza in the open campaign (`fragmentos.yaml`).

The state is plain data: `{"characters": {name: data}, "active": name, "threat": n}`.
Without an open campaign it is empty and nothing is saved.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from solo.commands.base import Context, load_state, save_state
from solo.commands.roster import named, without
from solo.errors import InputError, RuleError
from solo.systems.fragmentos.rules.character import Character
from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.fragmentos.rules.settings import STARTING_THREAT

AREA = "fragmentos"


@dataclass(frozen=True)
class LastHarm:
    """The last loss a quick roll applied, which script protection can still take back."""

    name: str
    characteristic: str
    loss: int


@dataclass(frozen=True)
class FragState:
    """The sheets of a campaign (one of them active) and the amenaza."""

    characters: tuple[Character, ...] = ()
    active: str | None = None
    threat: int = STARTING_THREAT
    last_harm: LastHarm | None = None

    def to_data(self) -> dict[str, Any]:
        """Plain data for the campaign's YAML."""
        return {"characters": {c.name: c.to_data() for c in self.characters},
                "active": self.active, "threat": self.threat,
                "last_harm": vars(self.last_harm) if self.last_harm else None}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> FragState:
        """Read the state saved by `to_data` (an empty dict is a fresh state)."""
        characters = tuple(Character.from_data(dict(v))
                           for v in (data.get("characters") or {}).values())
        threat = data.get("threat", STARTING_THREAT)
        if not isinstance(threat, int) or isinstance(threat, bool) or threat < 0:
            raise InputError("frag.error.sheet_field", field="threat")
        active = data.get("active")
        last = data.get("last_harm")
        try:
            harm = LastHarm(str(last["name"]), str(last["characteristic"]),
                            int(last["loss"])) if last else None
        except (KeyError, TypeError, ValueError):
            raise InputError("frag.error.sheet_field", field="last_harm") from None
        return cls(characters, str(active) if active else None, threat, harm)

    def find(self, name: str | None = None) -> Character | None:
        """The sheet called `name` (any case, accents optional), or the active one."""
        wanted = name or self.active
        return None if wanted is None else named(self.characters, wanted,
                                                 "frag.error.no_such_character")

    def require(self, name: str | None = None) -> Character:
        """Like `find`, but a sheet must exist."""
        found = self.find(name)
        if found is None:
            raise RuleError("frag.error.no_character")
        return found

    def with_character(self, character: Character, *, activate: bool = False) -> FragState:
        """Add or replace a sheet (a first main character becomes the active one)."""
        rest = without(self.characters, character.name)
        becomes_active = activate or (self.active is None and character.rank is Rank.MAIN)
        return replace(self, characters=(*rest, character),
                       active=character.name if becomes_active else self.active)

    def with_threat(self, threat: int) -> FragState:
        """Set the amenaza."""
        return replace(self, threat=threat)


def load(ctx: Context) -> FragState:
    """The state of the open campaign, or an empty one when none is open."""
    return load_state(ctx, AREA, FragState.from_data, FragState)


def save(ctx: Context, state: FragState, label: str) -> None:
    """Save the state in the open campaign (nothing without one)."""
    save_state(ctx, AREA, state.to_data(), label)
