"""Keep Fate characters, scene aspects, the deck and fate-point pools in `fate.yaml`.

The state is plain data; without an open campaign the commands still work on
an empty state but nothing is saved.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Required, TypedDict

from solo.commands.base import Context, load_state, save_state
from solo.errors import RuleError
from solo.i18n import normalize
from solo.systems.fate.rules.aspects import Aspect
from solo.systems.fate.rules.character import Character, Role
from solo.systems.fate.rules.deck import Deck
from solo.systems.fate.rules.edition import DEFAULT_EDITION, Edition

AREA = "fate"


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


class FateData(TypedDict, total=False):
    """The shape of Fate's saved data (checked when a campaign is read)."""

    characters: dict[str, _Character] | None
    active: str | None
    aspects: list[_Aspect] | None
    deck: dict[str, list[str]] | None
    gm_points: int | None
    owed: dict[str, int] | None


@dataclass(frozen=True)
class FateState:
    """Characters (PCs and NPCs), the active PC, scene aspects, the deck and fate-point pools."""

    characters: tuple[Character, ...] = ()
    active: str | None = None
    aspects: tuple[Aspect, ...] = ()
    deck: Deck = field(default_factory=Deck.full)
    gm_points: int | None = None
    owed: dict[str, int] = field(default_factory=dict)   # hostile invokes, paid after the scene

    def to_data(self) -> dict[str, Any]:
        """Plain data for the campaign's YAML."""
        return {"characters": {c.name: c.to_data() for c in self.characters},
                "active": self.active, "aspects": [a.to_data() for a in self.aspects],
                "deck": self.deck.to_data(), "gm_points": self.gm_points,
                "owed": dict(self.owed)}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> FateState:
        """Read the state saved by `to_data` (an empty dict is an empty state)."""
        characters = tuple(Character.from_data(dict(v))
                           for v in (data.get("characters") or {}).values())
        aspects = tuple(Aspect.from_data(dict(a)) for a in data.get("aspects") or ())
        deck = Deck.from_data(dict(data["deck"])) if data.get("deck") else Deck.full()
        gm = data.get("gm_points")
        owed = {str(k): int(v) for k, v in (data.get("owed") or {}).items()}
        active = data.get("active")
        return cls(characters, str(active) if active else None, aspects, deck,
                   int(gm) if gm is not None else None, owed)

    def find(self, name: str) -> Character:
        """The character called `name` (any case, accents optional)."""
        for character in self.characters:
            if normalize(character.name) == normalize(name):
                return character
        raise RuleError("fate.error.no_such_character", name=name)

    def character(self, name: str | None = None) -> Character:
        """The character called `name`, or the active one."""
        wanted = name or self.active
        if wanted is None:
            raise RuleError("fate.error.no_character")
        return self.find(wanted)

    def pcs(self) -> tuple[Character, ...]:
        """The player characters."""
        return tuple(c for c in self.characters if c.role is Role.PC)

    def with_character(self, character: Character, *, activate: bool = False) -> FateState:
        """Add or replace a character (a new PC becomes active when none is)."""
        rest = tuple(c for c in self.characters if normalize(c.name) != normalize(character.name))
        first_pc = self.active is None and character.role is Role.PC
        active = character.name if activate or first_pc else self.active
        return replace(self, characters=(*rest, character), active=active)

    def with_characters(self, characters: tuple[Character, ...]) -> FateState:
        """Replace several characters at once."""
        state = self
        for character in characters:
            state = state.with_character(character)
        return state

    def owe(self, names: tuple[str, ...]) -> FateState:
        """Note fate points paid by hostile invokes, delivered after the scene."""
        owed = dict(self.owed)
        for name in names:
            owed[name] = owed.get(name, 0) + 1
        return replace(self, owed=owed)


def load(ctx: Context) -> FateState:
    """The open campaign's Fate state, or an empty one without a campaign."""
    return load_state(ctx, AREA, FateState.from_data, FateState, FateData)


def save(ctx: Context, state: FateState, label: str) -> None:
    """Save the state in the open campaign (nothing to save without one)."""
    save_state(ctx, AREA, state.to_data(), label)


def edition_of(ctx: Context, typed: str | None = None) -> Edition:
    """The edition typed, else the campaign's, else the default."""
    if typed:
        return Edition.parse(typed)
    if ctx.campaign is not None and ctx.campaign.settings.edition:
        return Edition.parse(ctx.campaign.settings.edition)
    return DEFAULT_EDITION

