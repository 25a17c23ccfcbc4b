"""The shape of Zodiac's saved data, with the limits of the rules and commands that set each value.

Apart from `state`: a TypedDict is costly to build, and a roll without a campaign needs none.
Checked when a campaign's Zodiac area is first read (`Campaign.typed`); a hand-edited mistake
is one line naming `state.json`, the field and what it may hold.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal, Required, TypedDict

from msgspec import Meta

from solo.numbers import MOST_ID
from solo.systems.zodiac.rules.request import Advantage, RollMode
from solo.systems.zodiac.rules.settings import (
    BENEFICIO_WINDOWS,
    BONDS_MAX,
    FOCUS_MAX,
    MOST_AT,
    MOST_CD,
    MOST_SCORE,
    MOST_TWIST,
    PK_MAX,
    PX_MAX,
    SCORE_MAX,
    SCORE_MIN,
    SKILL_BONUS_CAP,
)
from solo.systems.zodiac.rules.skills import MAX_USES
from solo.systems.zodiac.rules.states import Harm, Severity, Special

Name = Annotated[str, Meta(min_length=1)]
Cd = Annotated[int, Meta(ge=-MOST_CD, le=MOST_CD)]
if TYPE_CHECKING:
    Window = int
else:
    Window = Literal[BENEFICIO_WINDOWS]


class _Skill(TypedDict, total=False):
    name: Required[Name]
    kind: Required[str]
    attribute: Required[str]
    uses: Annotated[list[str], Meta(max_length=max(MAX_USES.values()))]


class _Bond(TypedDict, total=False):
    text: Name
    fulfilled: bool


class _States(TypedDict, total=False):
    altered: dict[Harm, Annotated[list[Severity], Meta(max_length=len(Severity))]]
    special: Annotated[list[Special], Meta(max_length=len(Special))]


class _Character(TypedDict, total=False):
    name: Required[Name]
    system: Literal["zodiac"]
    concept: str
    scores: Required[dict[str, Annotated[int, Meta(ge=SCORE_MIN, le=SCORE_MAX)]]]
    traits: dict[str, str]
    skills: list[_Skill]
    crossroads: dict[str, str | None]
    bonds: Annotated[list[_Bond | str], Meta(max_length=BONDS_MAX)]
    pk: Annotated[int, Meta(ge=0, le=PK_MAX)]
    px: Annotated[int, Meta(ge=0, le=PX_MAX)]
    states: _States | None
    free_use_spent: bool
    rewrote: bool
    encumbrance_failed: list[str]


class _Request(TypedDict, total=False):
    at: Required[Annotated[int, Meta(ge=-MOST_AT, le=MOST_AT)]]
    cd: Required[Cd]
    pb: Annotated[int, Meta(ge=1, le=SCORE_MAX)] | None
    skill_bonus: Annotated[int, Meta(ge=0, le=SKILL_BONUS_CAP)]
    hindered: bool
    minimized: bool
    advantage: Advantage
    disadvantage: bool
    weakness: bool
    focus: Annotated[int, Meta(ge=-FOCUS_MAX, le=FOCUS_MAX)]
    encumbered: bool
    mode: RollMode
    opposed: bool
    window: Window
    capped_from: Cd | None


class _LastAction(TypedDict, total=False):
    pc: str | None
    request: Required[_Request]
    dice: Required[Annotated[list[Annotated[int, Meta(ge=1, le=12)]], Meta(max_length=4)]]
    ts: Annotated[int, Meta(ge=1, le=6)] | None
    twist: Annotated[int, Meta(ge=-MOST_TWIST, le=MOST_TWIST)] | None
    converted: bool
    players: list[str]
    gm_used: bool
    pending: Annotated[int, Meta(ge=1, le=MOST_ID)] | None
    what: str | None


class _LastTs(TypedDict, total=False):
    pc: str | None
    label: str | None
    score: Annotated[int, Meta(ge=0, le=MOST_SCORE)] | None
    die: Annotated[int, Meta(ge=0, le=6)] | None
    estorbo: str | None
    rerolled: Annotated[int, Meta(ge=1, le=6)] | None


class ZodiacData(TypedDict, total=False):
    """The shape of Zodiac's saved data (checked when a campaign is read)."""

    characters: dict[str, _Character] | None
    active: str | None
    last_action: _LastAction | None
    last_ts: _LastTs | None
