"""The shape of Zodiac's saved data, checked when a campaign is read (inner parts loosely).

Apart from `state`: a TypedDict is costly to build, and a roll without a campaign needs none.
"""

from __future__ import annotations

from typing import Any, Required, TypedDict


class _Character(TypedDict, total=False):
    name: Required[str]
    system: str
    concept: str
    scores: dict[str, int]
    traits: dict[str, str]
    skills: list[dict[str, Any]]
    crossroads: dict[str, str | None]
    bonds: list[dict[str, Any]]
    pk: int
    px: int
    states: Any
    free_use_spent: bool
    rewrote: bool
    encumbrance_failed: list[str]


class ZodiacData(TypedDict, total=False):
    """The shape of Zodiac's saved data (checked when a campaign is read; inner parts loosely)."""

    characters: dict[str, _Character] | None
    active: str | None
    last_action: dict[str, Any] | None
    last_ts: dict[str, Any] | None
