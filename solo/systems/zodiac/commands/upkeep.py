"""Zodiac's upkeep when a scene or a session ends: one line on screen and in the journal each.

`scene end` and `session end` call it through the plugin's hooks.
"""

from __future__ import annotations

from collections.abc import Callable

from solo.commands.base import Context, journal_lang
from solo.i18n import t
from solo.journal.entry import consequence, mechanics
from solo.procedures.steps import Message
from solo.systems.zodiac.commands.state import load, save
from solo.systems.zodiac.rules import upkeep
from solo.systems.zodiac.rules.character import Character

NOTE_KEYS = {upkeep.Done.ENCUMBRANCE_CLEARED: "zodiac.upkeep.encumbrance_cleared",
             upkeep.Done.BONDS_CLOSED: "zodiac.upkeep.bonds_closed",
             upkeep.Done.FREE_USE_BACK: "zodiac.upkeep.free_use_back"}

Step = Callable[[Character], tuple[Character, tuple[upkeep.Note, ...]]]


def _params(note: upkeep.Note) -> dict[str, object]:
    return {"name": note.who, "score": note.what, "count": note.count}


def end_of(ctx: Context, step: Step, label: str) -> list[object]:
    """Apply `step` to every PJ; save, journal and return one line per thing done."""
    if ctx.campaign is None:
        return []
    state = load(ctx)
    notes: list[upkeep.Note] = []
    for pc in state.characters:
        after, done = step(pc)
        if done:
            state = state.with_character(after)
            notes.extend(done)
    if not notes:
        return []
    save(ctx, state, label)
    lang = journal_lang(ctx)
    ctx.record(mechanics(*(consequence(t(NOTE_KEYS[note.done], lang, **_params(note)))
                           for note in notes)))
    return [Message(NOTE_KEYS[note.done], _params(note)) for note in notes]


def on_scene_end(ctx: Context) -> list[object]:
    """`scene end`: the Estorbo failures of the scene are forgotten."""
    return end_of(ctx, upkeep.scene_end, "zodiac scene end")


def on_session_end(ctx: Context) -> list[object]:
    """`session end`: the last scene's upkeep, fulfilled Vínculos closed, free Karma back."""
    return end_of(ctx, upkeep.session_end, "zodiac session end")
