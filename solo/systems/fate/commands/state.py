"""Keep Fate characters, scene aspects, the deck and fate-point pools in the campaign.

The state is plain data; without an open campaign the commands still work on
an empty state but nothing is saved.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field, replace
from typing import Any, ClassVar

from solo.commands.system_state import SystemState
from solo.errors import naming
from solo.record import record
from solo.systems.fate.rules.aspects import Aspect
from solo.systems.fate.rules.character import Character, Role
from solo.systems.fate.rules.deck import Deck
from solo.systems.fate.rules.fate_points import FATE_POINTS_MAX


@record
class FateState(SystemState[Character]):
    """Characters (PCs and NPCs), the active PC, scene aspects, the deck and fate-point pools."""

    aspects: tuple[Aspect, ...] = ()
    deck: Deck = field(default_factory=Deck.full)
    gm_points: int | None = None
    owed: dict[str, int] = field(default_factory=dict)   # hostile invokes, paid after the scene
    held: dict[str, Any] | None = None
    """A conflict left half-way: `{"what": its description, "conflict": its data}` (`seguir`)."""

    AREA: ClassVar[str] = "fate"
    NO_CHARACTER: ClassVar[str] = "fate.error.no_character"
    CHARACTER: ClassVar[type[Any]] = Character

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.gm_points is not None and self.gm_points > FATE_POINTS_MAX:
            object.__setattr__(self, "gm_points", FATE_POINTS_MAX)  # past the most it holds
        if any(points > FATE_POINTS_MAX for points in self.owed.values()):
            object.__setattr__(self, "owed", {name: min(points, FATE_POINTS_MAX)
                                              for name, points in self.owed.items()})

    @classmethod
    def schema(cls) -> type:
        """The saved shape, imported when a campaign is read."""
        from solo.systems.fate.commands.state_schema import FateData

        return FateData

    def own_data(self) -> dict[str, Any]:
        """Aspects, the deck and the pools as plain data."""
        return {"aspects": [a.to_data() for a in self.aspects], "deck": self.deck.to_data(),
                "gm_points": self.gm_points, "owed": dict(self.owed),
                **({"held": self.held} if self.held is not None else {})}

    @classmethod
    def own_fields(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """Aspects, the deck and the pools from the saved data (a mistake names its field)."""
        aspects = []
        for place, item in enumerate(data.get("aspects") or ()):
            with naming(f"aspects[{place}]"):
                aspects.append(Aspect.from_data(dict(item)))
        with naming("deck"):
            deck = Deck.from_data(dict(data["deck"])) if data.get("deck") else Deck.full()
        gm = data.get("gm_points")
        return {"aspects": tuple(aspects), "deck": deck,
                "gm_points": int(gm) if gm is not None else None,
                "owed": {str(k): int(v) for k, v in (data.get("owed") or {}).items()},
                "held": dict(data["held"]) if data.get("held") else None}

    def takes_the_lead(self, character: Character) -> bool:
        """A new PC becomes active when none is (an NPC never does)."""
        return character.role is Role.PC

    def pcs(self) -> tuple[Character, ...]:
        """The player characters."""
        return tuple(c for c in self.characters if c.role is Role.PC)

    def owe(self, names: tuple[str, ...]) -> FateState:
        """Note fate points paid by hostile invokes, delivered after the scene."""
        owed = dict(self.owed)
        for name in names:
            owed[name] = owed.get(name, 0) + 1
        return replace(self, owed=owed)


load = FateState.load
save = FateState.save
