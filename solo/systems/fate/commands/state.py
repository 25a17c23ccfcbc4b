"""Keep Fate characters, scene aspects, the deck and fate-point pools in `fate.yaml`.

The state is plain data; without an open campaign the commands still work on
an empty state but nothing is saved.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field, replace
from typing import Any, ClassVar, Required, TypedDict

from solo.commands.system_state import SystemState
from solo.record import record
from solo.systems.fate.rules.aspects import Aspect
from solo.systems.fate.rules.character import Character, Role
from solo.systems.fate.rules.deck import Deck


class _Stunt(TypedDict):
    name: str
    text: str


class _Track(TypedDict, total=False):
    kind: Required[str]
    boxes: Required[list[int]]
    checked: list[bool]


class _Slot(TypedDict, total=False):
    severity: Required[str]
    aspect: str | None
    free_invokes: int
    track: str | None
    recovering: bool
    session_ends: int | None
    holder: str | None


class _Character(TypedDict, total=False):
    name: Required[str]
    edition: str
    role: str
    high_concept: str
    trouble: str
    aspects: list[str]
    description: str
    approaches: dict[str, int]
    skills: dict[str, int]
    stunts: list[_Stunt]
    refresh: int
    fate_points: int
    tracks: list[_Track]
    consequences: list[_Slot]


class _Aspect(TypedDict, total=False):
    name: Required[str]
    kind: str
    free_invokes: int
    owner: str | None
    holder: str | None


class FateData(TypedDict, total=False):
    """The shape of Fate's saved data (checked when a campaign is read)."""

    characters: dict[str, _Character] | None
    active: str | None
    aspects: list[_Aspect] | None
    deck: dict[str, list[str]] | None
    gm_points: int | None
    owed: dict[str, int] | None


@record
class FateState(SystemState[Character]):
    """Characters (PCs and NPCs), the active PC, scene aspects, the deck and fate-point pools."""

    aspects: tuple[Aspect, ...] = ()
    deck: Deck = field(default_factory=Deck.full)
    gm_points: int | None = None
    owed: dict[str, int] = field(default_factory=dict)   # hostile invokes, paid after the scene

    AREA: ClassVar[str] = "fate"
    NO_CHARACTER: ClassVar[str] = "fate.error.no_character"
    CHARACTER: ClassVar[type[Any]] = Character
    SCHEMA: ClassVar[type | None] = FateData

    def own_data(self) -> dict[str, Any]:
        """Aspects, the deck and the pools as plain data."""
        return {"aspects": [a.to_data() for a in self.aspects], "deck": self.deck.to_data(),
                "gm_points": self.gm_points, "owed": dict(self.owed)}

    @classmethod
    def own_fields(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """Aspects, the deck and the pools from the saved data."""
        gm = data.get("gm_points")
        return {"aspects": tuple(Aspect.from_data(dict(a)) for a in data.get("aspects") or ()),
                "deck": Deck.from_data(dict(data["deck"])) if data.get("deck") else Deck.full(),
                "gm_points": int(gm) if gm is not None else None,
                "owed": {str(k): int(v) for k, v in (data.get("owed") or {}).items()}}

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
