"""Fragmentos' upkeep when a scene ends: a character who fought at full strength goes back.

"Sacar fuerzas de flaqueza" (a superación point) lasts until the scene ends; `frag escena` (a new
scene's order) does the same, as a shortcut.
"""

from __future__ import annotations

from solo.commands.base import Context, journal_lang
from solo.i18n import t
from solo.journal.entry import consequence, mechanics
from solo.procedures.steps import Message
from solo.systems.fragmentos.commands.state import load, save
from solo.systems.fragmentos.rules import superacion as sup


def on_scene_end(ctx: Context) -> list[object]:
    """Every sheet back to its current scores; one line per character it changed."""
    if ctx.campaign is None:
        return []
    state = load(ctx)
    back = [sheet.name for sheet in state.characters if sheet.full_strength]
    if not back:
        return []
    for sheet in state.characters:
        state = state.with_character(sup.end_scene(sheet))
    save(ctx, state, "frag scene end")
    lang = journal_lang(ctx)
    ctx.record(mechanics(*(consequence(t("frag.upkeep.full_strength_ends", lang, name=name))
                           for name in back)))
    return [Message("frag.upkeep.full_strength_ends", {"name": name}) for name in back]
