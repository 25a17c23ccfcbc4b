"""Fate's upkeep at the end of a scene, session or scenario, and at a session's start.

`scene end`, `session end` and `session start` call it through the plugin's hooks; `fate end
scene|session|scenario` and `fate refresh` are the same steps alone. Each thing done is one
line on screen and one line in the journal.
"""

from __future__ import annotations

from dataclasses import replace

from solo.commands.base import Context, journal_lang
from solo.i18n import t
from solo.journal.entry import consequence, mechanics
from solo.procedures.steps import Message
from solo.systems.fate.commands.state import FateState, load, save
from solo.systems.fate.rules.aspects import GM
from solo.systems.fate.rules.consequences import Moment
from solo.systems.fate.rules.fate_points import next_scene_pool
from solo.systems.fate.rules.upkeep import Done, Note, end_upkeep

NOTE_KEYS = {Done.STRESS_CLEARED: "fate.upkeep.stress_cleared",
             Done.CONSEQUENCE_HEALED: "fate.upkeep.consequence_healed",
             Done.CONSEQUENCE_LASTS: "fate.upkeep.consequence_lasts",
             Done.CONSEQUENCE_UNTREATED: "fate.upkeep.consequence_untreated",
             Done.ASPECTS_GONE: "fate.upkeep.aspects_gone",
             Done.POINTS_PAID: "fate.upkeep.points_paid",
             Done.GM_POOL_RESET: "fate.upkeep.gm_pool_reset",
             Done.GM_POOL_PAID: "fate.upkeep.gm_pool_paid"}


def _params(note: Note) -> dict[str, object]:
    return {"who": note.who, "what": note.what, "count": note.count}


def end_of(ctx: Context, moment: Moment, *, headline: str | None = None) -> list[object]:
    """Apply the upkeep of `moment`; journal and return one line per thing done.

    `headline` (a catalog key) opens the journal's lines even when nothing changed.
    """
    if ctx.campaign is None:
        return []
    state = load(ctx)
    hostile = state.owed.get(GM, 0)  # the GM's points from hostile invokes: the next pool
    owed = {name: points for name, points in state.owed.items() if name != GM}
    done = end_upkeep(tuple(state.characters), moment, scene_aspects=len(state.aspects),
                      owed=owed, gm_pool=state.gm_points, gm_owed=hostile)
    after: FateState = replace(state.with_characters(done.characters), aspects=(), owed={},
                               gm_points=next_scene_pool(len(state.pcs()), hostile, None))
    if after != state:
        save(ctx, after, f"fate end {moment.value}")
    lang = journal_lang(ctx)
    lines = [t(headline, lang)] if headline else []
    lines += [t(NOTE_KEYS[note.done], lang, **_params(note)) for note in done.notes]
    if lines:
        ctx.record(mechanics(*(consequence(line) for line in lines)))
    return [Message(NOTE_KEYS[note.done], _params(note)) for note in done.notes]
