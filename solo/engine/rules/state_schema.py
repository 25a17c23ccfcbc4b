"""The shape of the engine's saved data, with the limits of the commands that set each value.

Checked when a campaign's engine area is first read (`Campaign.typed`): a hand-edited
mistake is one line naming `state.json`, the field and what it may hold. Imported only then
(a oracle roll without a campaign builds none of these types).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal, Required, TypedDict

from msgspec import Meta

from solo.engine.rules.clocks import MAX_CLOCKS, MAX_SEGMENTS, ProgressKind
from solo.engine.rules.lists import MAX_WEIGHT, Status
from solo.engine.rules.pending import PendingKind, PendingStatus
from solo.engine.rules.settings import SETTINGS
from solo.engine.rules.tension import HIGHEST, LOWEST
from solo.numbers import MOST_COUNTED, MOST_ID

Name = Annotated[str, Meta(min_length=1)]
Count = Annotated[int, Meta(ge=0, le=MOST_COUNTED)]
if TYPE_CHECKING:
    SettingName = str
else:
    SettingName = Literal[tuple(SETTINGS)]


class _Entry(TypedDict, total=False):
    name: Required[Name]
    weight: Annotated[int, Meta(ge=1, le=MAX_WEIGHT)]
    status: Status


class _Pending(TypedDict, total=False):
    id: Required[Annotated[int, Meta(ge=1, le=MOST_ID)]]
    kind: Required[PendingKind]
    text: Required[Name]
    source: str | None
    scene: Count | None
    status: PendingStatus
    note: str | None


class _Clock(TypedDict, total=False):
    kind: ProgressKind
    name: Required[Name]
    segments: Required[Annotated[int, Meta(ge=1, le=MAX_SEGMENTS)]]
    filled: Annotated[int, Meta(ge=0, le=MAX_SEGMENTS)]


class EngineData(TypedDict, total=False):
    """The shape of the engine's saved data (checked when a campaign is read)."""

    tension: Annotated[int, Meta(ge=LOWEST, le=HIGHEST)]
    scene: Count
    threads: list[_Entry] | None
    npcs: list[_Entry] | None
    pending: list[_Pending] | None
    clocks: Annotated[list[_Clock], Meta(max_length=MAX_CLOCKS)] | None
    settings: dict[SettingName, bool] | None
    scene_open: bool
