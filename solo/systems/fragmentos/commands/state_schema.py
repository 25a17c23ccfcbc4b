"""The shape of Fragmentos' saved data, with the limits of the rules and commands that set each
value (a sheet's rules by rank are checked after it, by `validate`).

Checked when a campaign's Fragmentos area is first read (`Campaign.typed`); a hand-edited
mistake is one line naming `state.json`, the field and what it may hold. Imported only then.
"""

from __future__ import annotations

from typing import Annotated, Required, TypedDict

from msgspec import Meta

from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.fragmentos.rules.settings import (
    COMPLICATIONS,
    MILESTONES,
    MONSTER_SCORE_RANGE,
    MONSTER_TRAIT_RANGE,
    MOST_LOSS,
    SUPERACION_MAX,
    THREAT_MAX,
)
from solo.systems.fragmentos.rules.sheet import Characteristic

Name = Annotated[str, Meta(min_length=1)]
Value = Annotated[int, Meta(ge=0, le=MONSTER_SCORE_RANGE.stop - 1)]


class _Score(TypedDict, total=False):
    current: Value
    total: Required[Annotated[int, Meta(ge=MONSTER_SCORE_RANGE.start,
                                        le=MONSTER_SCORE_RANGE.stop - 1)]]


class _Scores(TypedDict):
    action: _Score
    interaction: _Score
    cognition: _Score


class _Trait(TypedDict, total=False):
    name: Required[Name]
    characteristic: Required[Characteristic]
    bonus: Required[Annotated[int, Meta(ge=MONSTER_TRAIT_RANGE.start,
                                        le=MONSTER_TRAIT_RANGE.stop - 1)]]
    supernatural: bool


class _Qualities(TypedDict, total=False):
    concept: str
    milestones: Annotated[list[str], Meta(max_length=MILESTONES)]
    complications: Annotated[list[str], Meta(max_length=COMPLICATIONS)]
    crossed_out: Annotated[list[str], Meta(max_length=1 + MILESTONES + COMPLICATIONS)]


class _Character(TypedDict, total=False):
    name: Required[Name]
    rank: Rank
    scores: Required[_Scores]
    traits: list[_Trait]
    qualities: _Qualities
    superacion: Annotated[int, Meta(ge=0, le=SUPERACION_MAX)]
    full_strength: bool


class _LastHarm(TypedDict):
    name: Name
    characteristic: Characteristic
    loss: Annotated[int, Meta(ge=0, le=MOST_LOSS)]


class FragData(TypedDict, total=False):
    """The shape of Fragmentos' saved data (checked when a campaign is read)."""

    characters: dict[str, _Character] | None
    active: str | None
    threat: Annotated[int, Meta(ge=0, le=THREAT_MAX)]
    last_harm: _LastHarm | None
