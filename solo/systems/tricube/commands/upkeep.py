"""Tricube's upkeep when a scene or a session ends: the defeated come back into play.

A character defeated in a scene normally sits the rest of it out; `scene end` and `session end`
(through the plugin's hooks) bring them back, one line on screen and in the journal each.
Karma and Resolve come back to the session's quota at `session start` (`pc.on_session_start`).
"""

from __future__ import annotations

from solo.commands.base import Context, journal_lang
from solo.i18n import t
from solo.journal.entry import consequence, mechanics
from solo.procedures.steps import Message
from solo.systems.tricube.commands.state import load, save
from solo.systems.tricube.rules.afflictions import back_in_play


def on_scene_end(ctx: Context) -> list[object]:
    """Everyone who sat the scene out plays again; one line per character."""
    if ctx.campaign is None:
        return []
    state = load(ctx)
    back = [character for character in state.characters if character.sitting_out]
    if not back:
        return []
    for character in back:
        state = state.with_character(back_in_play(character))
    save(ctx, state, "tricube scene end")
    lang = journal_lang(ctx)
    ctx.record(mechanics(*(consequence(t("tricube.upkeep.back_in_play", lang, name=c.name))
                           for c in back)))
    return [Message("tricube.upkeep.back_in_play", {"name": c.name}) for c in back]
