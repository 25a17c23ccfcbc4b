"""The tour's part for Fate Accelerated: the ready-made character, a guided action in the first
scene and, in the second, a short conflict against a thug (attack, defend, stress, a
consequence, a concession offered before each of the thug's rolls).

The thug is a named NPC, not a mook: two stress boxes (Accelerated's 1 and 2; Condensed: two
on each track) and a mild and a moderate consequence, Average (+1) at fighting. Its absorbs are
the program's (the lightest plan), so every hit of 1 to 8 shifts checks a box while one is
free, a hit of 3 or more also takes a consequence, and only a hit of 9 or more takes it out at
once; it concedes only once it has taken a consequence (`rules.conflict.concedes`). So the
thug shows stress and a consequence before it can leave the conflict, by the rules, whatever
the dice; a first hit of 1 or 2 (the likeliest) brings a second exchange. The player may
concede at every turn. Enter at the fight's questions takes the character's best approach
(`fight_defaults`), so a newcomer pressing Enter sees a short fight of a few exchanges.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from solo.dice.rng import Rng
from solo.engine.procedures.tour import TourKeys, TourPlan, suggesting
from solo.i18n import t
from solo.procedures.steps import Procedure
from solo.systems.fate.procedures.conflict import conflict
from solo.systems.fate.procedures.conflict_state import ConflictSummary
from solo.systems.fate.procedures.do import FIXED, do_action
from solo.systems.fate.procedures.settled import Settled
from solo.systems.fate.rules.actions import Action
from solo.systems.fate.rules.approaches import Approach
from solo.systems.fate.rules.character import Character, Role
from solo.systems.fate.rules.conflict import line_up
from solo.systems.fate.rules.consequences import Severity, Slot
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.skills import Skill
from solo.systems.fate.rules.stress import TrackKind, condensed_track, fae_track
from solo.tables.library import Library
from solo.tables.pick import draw

#: The tour's thug: Forceful +1, careless (Careful -1); Fight and Physique in Condensed.
THUG_APPROACHES = {Approach.FORCEFUL: 1, Approach.QUICK: 1, Approach.FLASHY: 1,
                   Approach.CLEVER: 0, Approach.SNEAKY: 0, Approach.CAREFUL: -1}
THUG_SKILLS = {Skill.FIGHT: 1, Skill.PHYSIQUE: 1, Skill.ATHLETICS: 1}
#: Two stress boxes (FAE: the 1 and the 2), a mild and a moderate consequence.
THUG_BOXES = 2
THUG_SLOTS = (Severity.MILD, Severity.MODERATE)


def thug(name: str, edition: Edition) -> Character:
    """The tour's named thug, who must take stress and a consequence before it can be out.

    >>> from solo.systems.fate.procedures.absorb import auto_absorb
    >>> foe = thug("Matón", Edition.FAE)
    >>> auto_absorb(foe, 2).character.tracks[0].marks(), auto_absorb(foe, 2).consequences
    ('[1][X]', ())
    >>> hurt = auto_absorb(foe, 3)
    >>> hurt.character.tracks[0].marks(), len(hurt.consequences), auto_absorb(foe, 9).taken_out
    ('[X][2]', 1, True)
    """
    if edition is Edition.FAE:
        return Character(name, edition, role=Role.NPC, approaches=dict(THUG_APPROACHES),
                         refresh=0, fate_points=0,
                         tracks=(fae_track(tuple(range(1, THUG_BOXES + 1))),),
                         consequences=tuple(Slot(s) for s in THUG_SLOTS))
    return Character(name, edition, role=Role.NPC, skills=dict(THUG_SKILLS), refresh=0,
                     fate_points=0, tracks=(condensed_track(TrackKind.PHYSICAL, THUG_BOXES),
                                            condensed_track(TrackKind.MENTAL, THUG_BOXES)),
                     consequences=tuple(Slot(s) for s in THUG_SLOTS))


def fight_defaults(pc: Character) -> dict[str, str]:
    """What Enter answers in the tour's fight: the character's best approach (Condensed: Fight),
    whether attacking or defending — not the first scene's leap, whose answers would loop.

    >>> fight_defaults(thug("Matón", Edition.FAE))["fate.do.ask_approach"]
    'forceful'
    """
    best = max(pc.approaches, key=lambda a: pc.approaches[a], default=Approach.FORCEFUL)
    return {"fate.do.ask_approach": best.value, "fate.do.ask_skill": Skill.FIGHT.value}


def plan(data: Mapping[str, Any], rng: Rng, library: Library, lang: str) -> TourPlan:
    """A Fate Accelerated action for the character, then a short conflict in scene two."""
    sheet = Character.from_data(data)

    def fight(rolled: object) -> Procedure[ConflictSummary]:
        pc = getattr(rolled, "character", None) or sheet
        foe = thug(t("fate.tour.thug", lang), sheet.edition)
        return suggesting(conflict(line_up([pc], [foe], pc_side=t("fate.side.pcs", lang),
                                           npc_side=t("fate.side.npcs", lang)), rng, lang=lang),
                          fight_defaults(pc if isinstance(pc, Character) else sheet))

    def character_in(progress: object) -> object | None:
        if isinstance(progress, Settled):
            return progress.character
        if isinstance(progress, ConflictSummary):  # left half-way: kept whole, for `seguir`
            return progress if progress.paused is not None else next(
                (f.sheet for f in progress.fighters if f.name == sheet.name), None)
        return None

    return TourPlan("fate", sheet, sheet.name, lambda: do_action(
        sheet, rng, draw=lambda table_id: draw(library, table_id, rng), lang=lang,
        intent=t("fate.tour.intent", lang)),
                    TourKeys("fate.tour.intro", "fate.tour.scene", "fate.tour.question",
                             "fate.tour.step_roll", "fate.tour.note", "fate.tour.thread",
                             "fate.tour.npc", "fate.tour.pending", "fate.tour.scene2"),
                    character_in, second_act=fight, second_key="fate.tour.step_conflict",
                    # a leap over the gap between roofs: overcome a fair difficulty (+2), quickly
                    defaults={"fate.do.ask_opposition": FIXED, "fate.do.ask_difficulty": "2",
                              "fate.do.ask_action": Action.OVERCOME.value,
                              "fate.do.ask_approach": Approach.QUICK.value,
                              "fate.do.ask_skill": Skill.ATHLETICS.value,
                              "fate.effect.ask_boost": t("fate.tour.boost", lang)})
