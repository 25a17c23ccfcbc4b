"""The shape of Tricube Tales' saved data, with the limits of the rules and commands that set
each value.

Checked when a campaign's Tricube area is first read (`Campaign.typed`); a hand-edited mistake
is one line naming `state.json`, the field and what it may hold. Imported only then.
"""

from __future__ import annotations

from typing import Annotated, Literal, Required, TypedDict

from msgspec import Meta

from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.effort import MOST_TOKENS

Name = Annotated[str, Meta(min_length=1)]
Pool = Annotated[int, Meta(ge=0, le=settings.MAX_POOL)]


class _Affliction(TypedDict, total=False):
    name: Required[Name]
    permanent: bool


class _Character(TypedDict, total=False):
    name: Required[Name]
    trait: Required[str]
    concept: Required[Name]
    perks: list[str]
    quirks: list[str]
    karma: Pool
    resolve: Pool
    karma_max: Pool
    resolve_max: Pool
    afflictions: list[_Affliction]
    advances: Annotated[int, Meta(ge=0, le=settings.MOST_ADVANCES)]
    sitting_out: bool


class _Tracker(TypedDict, total=False):
    name: Required[Name]
    tokens: Required[Annotated[int, Meta(ge=1, le=MOST_TOKENS)]]
    remaining: Required[Annotated[int, Meta(ge=0, le=MOST_TOKENS)]]
    difficulty: Annotated[int, Meta(ge=settings.MIN_DIFFICULTY, le=settings.MAX_DIFFICULTY)]
    level: Annotated[int, Meta(ge=1, le=settings.MAX_LEVEL)] | None
    boss: bool
    traits: list[Literal["agile", "brawny", "crafty", "clumsy", "weak", "stupid"]]


class TricubeData(TypedDict, total=False):
    """The shape of Tricube Tales' saved data (checked when a campaign is read)."""

    characters: dict[str, _Character] | None
    active: str | None
    trackers: dict[str, _Tracker] | None
