"""Event focus: what a random event is about, and which list it points into.

The focus table (`tables/engine/foco.yaml`) names a focus on each row
(`focus: npc_acts`). A focus that points into the characters or threads list
draws one of them; when that list has nothing open, the focus turns into the
one that fills it (a new character, a new thread).

>>> aim(Focus.NPC_ACTS, has_npcs=False, has_threads=True)
(<Focus.NEW_NPC: 'new_npc'>, None)
>>> aim(Focus.THREAD_SETBACK, has_npcs=False, has_threads=True)
(<Focus.THREAD_SETBACK: 'thread_setback'>, <ListKind.THREAD: 'thread'>)
"""

from __future__ import annotations

import enum

from solo.engine.rules.lists import ListKind


class Focus(enum.StrEnum):
    """What a random event is about."""

    REMOTE_EVENT = "remote_event"
    AMBIGUOUS = "ambiguous"
    NEW_NPC = "new_npc"
    NPC_ACTS = "npc_acts"
    THREAD_ADVANCES = "thread_advances"
    THREAD_SETBACK = "thread_setback"
    NEW_THREAD = "new_thread"
    PC_HELPED = "pc_helped"
    PC_HINDERED = "pc_hindered"
    SCENE_SHIFT = "scene_shift"
    NPC_HELPED = "npc_helped"
    NPC_HINDERED = "npc_hindered"
    THREAD_CLOSES = "thread_closes"
    CURRENT_CONTEXT = "current_context"

    @property
    def key(self) -> str:
        """The catalog key of the focus's name."""
        return _KEYS[self]


_KEYS = {
    Focus.REMOTE_EVENT: "engine.focus.remote_event",
    Focus.AMBIGUOUS: "engine.focus.ambiguous",
    Focus.NEW_NPC: "engine.focus.new_npc",
    Focus.NPC_ACTS: "engine.focus.npc_acts",
    Focus.THREAD_ADVANCES: "engine.focus.thread_advances",
    Focus.THREAD_SETBACK: "engine.focus.thread_setback",
    Focus.NEW_THREAD: "engine.focus.new_thread",
    Focus.PC_HELPED: "engine.focus.pc_helped",
    Focus.PC_HINDERED: "engine.focus.pc_hindered",
    Focus.SCENE_SHIFT: "engine.focus.scene_shift",
    Focus.NPC_HELPED: "engine.focus.npc_helped",
    Focus.NPC_HINDERED: "engine.focus.npc_hindered",
    Focus.THREAD_CLOSES: "engine.focus.thread_closes",
    Focus.CURRENT_CONTEXT: "engine.focus.current_context",
}


#: The list each focus points into.
TARGET: dict[Focus, ListKind] = {
    Focus.NPC_ACTS: ListKind.NPC,
    Focus.NPC_HELPED: ListKind.NPC,
    Focus.NPC_HINDERED: ListKind.NPC,
    Focus.THREAD_ADVANCES: ListKind.THREAD,
    Focus.THREAD_SETBACK: ListKind.THREAD,
    Focus.THREAD_CLOSES: ListKind.THREAD,
}

#: What a focus becomes when its list has nothing open to point at.
FALLBACK: dict[ListKind, Focus] = {ListKind.NPC: Focus.NEW_NPC, ListKind.THREAD: Focus.NEW_THREAD}


def aim(focus: Focus, *, has_npcs: bool, has_threads: bool) -> tuple[Focus, ListKind | None]:
    """The focus to use and the list to draw from, given which lists have open entries."""
    target = TARGET.get(focus)
    if target is None:
        return focus, None
    available = {ListKind.NPC: has_npcs, ListKind.THREAD: has_threads}
    if not available[target]:
        return FALLBACK[target], None
    return focus, target
