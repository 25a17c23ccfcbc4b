"""A named NPC's turn may open with an advantage: the GM's policy asked of the dice
(`rules/npc_plan.py`), the NPC's roll against Fair, the aspect it gains, each shown in one line
and journaled. Its free invokes are then spent against the player's rolls."""

from __future__ import annotations

from dataclasses import replace

from solo.dice.rng import Rng
from solo.i18n import t
from solo.journal.entry import action as action_line
from solo.journal.entry import consequence, mechanics
from solo.procedures.steps import Message, Procedure, Record, Show
from solo.systems.fate.procedures.announce import other_roll
from solo.systems.fate.procedures.common import npc_roll, result_line
from solo.systems.fate.procedures.conflict_state import ConflictState
from solo.systems.fate.procedures.do import using_label
from solo.systems.fate.rules.actions import Action
from solo.systems.fate.rules.aspects import Aspect, AspectKind, boost, usable_by
from solo.systems.fate.rules.conflict import Fighter
from solo.systems.fate.rules.npc_plan import (
    ADVANTAGE_DIFFICULTY,
    advantage_rating,
    plans_advantage,
)
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.resolve import resolve_faces
from solo.text import signed

ADVANTAGE_AT_MOST = 4
"""The highest 4dF total: whether the policy could pick an advantage at all is asked first, so
mooks and NPCs holding an invoke roll no dice."""


def npc_advantage(actor: Fighter, state: ConflictState, rng: Rng,
                  lang: str | None) -> Procedure[ConflictState | None]:
    """Ask the GM's dice whether `actor` makes an advantage this turn; if so, roll it and
    return the conflict after it (None: the NPC attacks instead)."""
    holds = sum(usable_by(a, frozenset({actor.name})) for a in state.aspects)
    if not plans_advantage(actor.sheet, holds=holds, gm_roll=ADVANTAGE_AT_MOST):
        return None        # a mook, or an NPC already holding an invoke: no question asked
    plan = yield from other_roll(rng, t("fate.side.gm"), "fate.roll.why.npc_plan",
                                 {"name": actor.name}, 0, show=False)
    if not plans_advantage(actor.sheet, holds=holds, gm_roll=sum(plan)):
        yield Show(Message("fate.conflict.npc_plans_attack", {"name": actor.name,
                                                              "roll": npc_roll(plan, 0)}, "rule"))
        return None
    using, rating = advantage_rating(actor.sheet)
    faces = yield from other_roll(rng, actor.name, "fate.roll.why.npc_advantage",
                                  {"using": using_label(actor.sheet, using, None),
                                   "bonus": signed(rating)}, rating, show=False)
    result = resolve_faces(faces, rating, ADVANTAGE_DIFFICULTY, action=Action.ADVANTAGE,
                           edition=actor.sheet.edition)
    name = t("fate.conflict.npc_aspect", lang, name=actor.name)
    made: Aspect | None = None
    if result.outcome is Outcome.TIE:
        made = boost(name, actor.name)
    elif result.outcome is not Outcome.FAIL:
        free = 2 if result.outcome is Outcome.STYLE else 1
        made = Aspect(name, AspectKind.SITUATION, free, holder=actor.name)
    params = {"npc": actor.name, "using": using_label(actor.sheet, using, None),
              "roll": npc_roll(faces, rating), "vs": signed(ADVANTAGE_DIFFICULTY)}
    if made is None:
        yield Show(Message("fate.conflict.npc_advantage_fails", params, "warning"))
    else:
        yield Show(Message("fate.conflict.npc_advantage", {
            **params, "aspect": made.name, "free": made.free_invokes}, "warning"))
    gained = () if made is None else (consequence(t(
        "fate.journal.npc_aspect", lang, name=made.name, free=made.free_invokes,
        holder=actor.name)),)
    yield Record(mechanics(
        t("fate.journal.gm_plan", lang, name=actor.name, roll=npc_roll(plan, 0)),
        action_line(t("fate.journal.npc_advantage", lang, npc=actor.name,
                      using=using_label(actor.sheet, using, lang), bonus=signed(rating))),
        result_line(result, lang), *gained))
    aspects = state.aspects if made is None else (*state.aspects, made)
    return replace(state, aspects=aspects)

