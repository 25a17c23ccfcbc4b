"""The engine's part of a campaign: tension, threads, characters and the pending queue.

Saved as plain data in the campaign's `engine.yaml`; each change is a new
state, so the campaign store can keep the old one for `undo`.

>>> state = EngineState.from_data({})
>>> state.tension, state.threads.entries, state.pending.items
(5, (), ())
>>> EngineState.from_data(state.with_tension(7).to_data()).tension
7
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field, replace
from typing import Any

from solo.engine.rules import tension as tension_rules
from solo.engine.rules.clocks import Board
from solo.engine.rules.lists import ListKind, WeightedList
from solo.engine.rules.pending import PendingQueue
from solo.engine.rules.settings import SETTINGS
from solo.errors import FieldError
from solo.record import record


@record
class EngineState:
    """Everything the solo engine remembers between commands."""

    tension: int = tension_rules.DEFAULT
    threads: WeightedList = field(default_factory=lambda: WeightedList(ListKind.THREAD))
    npcs: WeightedList = field(default_factory=lambda: WeightedList(ListKind.NPC))
    pending: PendingQueue = field(default_factory=PendingQueue)
    scene: int = 0
    """The number of the last scene opened (kept here so `undo` can take a scene back)."""
    clocks: Board = field(default_factory=Board)
    settings: tuple[tuple[str, bool], ...] = ()
    """The settings a player changed (the rest keep their defaults)."""
    scene_open: bool = False
    """Whether the last scene opened is still running (`scene end` closes it)."""

    def setting(self, name: str) -> bool:
        """A setting's value (its default unless the player changed it)."""
        return dict(self.settings).get(name, SETTINGS[name][0])

    def with_setting(self, name: str, value: bool) -> EngineState:
        """The same state with one setting changed."""
        changed = {**dict(self.settings), name: value}
        return replace(self, settings=tuple(sorted(changed.items())))

    def with_tension(self, tension: int) -> EngineState:
        """The same state at another tension (checked to be 1…9)."""
        return replace(self, tension=tension_rules.check(tension))

    def with_list(self, updated: WeightedList) -> EngineState:
        """The same state with `updated` as its threads or characters."""
        if updated.kind is ListKind.THREAD:
            return replace(self, threads=updated)
        return replace(self, npcs=updated)

    def list_of(self, kind: ListKind) -> WeightedList:
        """The threads or the characters."""
        return self.threads if kind is ListKind.THREAD else self.npcs

    def to_data(self) -> dict[str, Any]:
        """Plain data for `engine.yaml`."""
        return {"tension": self.tension, "scene": self.scene, "threads": self.threads.to_data(),
                "npcs": self.npcs.to_data(), "pending": self.pending.to_data(),
                "clocks": self.clocks.to_data(), "settings": dict(self.settings),
                "scene_open": self.scene_open}

    @classmethod
    def from_data(cls, data: Mapping[str, Any] | None) -> EngineState:
        """Read the saved data (checked by `state_schema.EngineData`; missing parts take their
        defaults)."""
        data = data or {}
        settings = data.get("settings") or {}
        scene = data.get("scene", 0)
        return cls(tension_rules.check(data.get("tension", tension_rules.DEFAULT)),
                   WeightedList.from_data(ListKind.THREAD, data.get("threads")),
                   WeightedList.from_data(ListKind.NPC, data.get("npcs")),
                   PendingQueue.from_data(data.get("pending")), scene,
                   _clocks(data.get("clocks")), tuple(sorted(settings.items())),
                   bool(data.get("scene_open", scene > 0)))


def _clocks(data: object) -> Board:
    """The saved clocks; a mistake is named under `clocks`."""
    try:
        return Board.from_data(data)
    except FieldError as error:
        raise error.within("clocks") from None
