"""The shape of Fate's saved data, with the limits of the rules and commands that set each value.

Checked when a campaign's Fate area is first read (`Campaign.typed`); a hand-edited mistake
is one line naming `state.json`, the field and what it may hold. Imported only then.
"""

from __future__ import annotations

from typing import Annotated, Any, Required, TypedDict

from msgspec import Meta

from solo.numbers import MOST_COUNTED
from solo.systems.fate.rules.approaches import Approach
from solo.systems.fate.rules.aspects import MOST_FREE_INVOKES, AspectKind
from solo.systems.fate.rules.character import MAX_ASPECTS, MOOK_BAD, Role
from solo.systems.fate.rules.consequences import MOST_CONSEQUENCES, Severity
from solo.systems.fate.rules.deck import ALL_CARDS
from solo.systems.fate.rules.edition import APPROACH_CAP, Edition
from solo.systems.fate.rules.fate_points import FATE_POINTS_MAX
from solo.systems.fate.rules.skills import Skill
from solo.systems.fate.rules.stress import MOST_BOXES, TrackKind

Name = Annotated[str, Meta(min_length=1)]
Points = Annotated[int, Meta(ge=0, le=FATE_POINTS_MAX)]
Invokes = Annotated[int, Meta(ge=0, le=MOST_FREE_INVOKES)]
Rating = Annotated[int, Meta(ge=MOOK_BAD, le=APPROACH_CAP)]
"""An approach or skill: a mook's −2 up to the cap (+5: Superb)."""


class _Stunt(TypedDict, total=False):
    name: Required[Name]
    text: str


class _Track(TypedDict, total=False):
    kind: Required[TrackKind]
    boxes: Required[Annotated[list[Annotated[int, Meta(ge=1, le=MOST_BOXES)]],
                              Meta(max_length=MOST_BOXES)]]
    checked: Annotated[list[bool], Meta(max_length=MOST_BOXES)]


class _Slot(TypedDict, total=False):
    severity: Required[Severity]
    aspect: str | None
    free_invokes: Invokes
    track: TrackKind | None
    recovering: bool
    session_ends: Annotated[int, Meta(ge=0, le=MOST_COUNTED)] | None
    holder: str | None
    waited: Annotated[int, Meta(ge=0, le=MOST_COUNTED)] | None


class _Character(TypedDict, total=False):
    name: Required[Name]
    edition: Required[Edition]
    role: Role
    high_concept: str
    trouble: str
    aspects: Annotated[list[str], Meta(max_length=MAX_ASPECTS)]
    description: str
    approaches: dict[Approach, Rating]
    skills: dict[Skill, Rating]
    stunts: list[_Stunt]
    refresh: Points
    fate_points: Points
    tracks: list[_Track]
    consequences: Annotated[list[_Slot], Meta(max_length=MOST_CONSEQUENCES)]


class _Aspect(TypedDict, total=False):
    name: Required[Name]
    kind: AspectKind
    free_invokes: Invokes
    owner: str | None
    holder: str | None


class _Deck(TypedDict, total=False):
    left: Annotated[list[Annotated[str, Meta(max_length=16)]], Meta(max_length=len(ALL_CARDS))]


class _Held(TypedDict):
    what: dict[str, str]
    conflict: dict[str, Any]


class FateData(TypedDict, total=False):
    """The shape of Fate's saved data (checked when a campaign is read)."""

    characters: dict[str, _Character] | None
    active: str | None
    aspects: list[_Aspect] | None
    deck: _Deck | None
    gm_points: Points | None
    owed: dict[str, Points] | None
    held: _Held | None
