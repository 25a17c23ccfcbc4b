"""The tour's part for Fate Accelerated: the ready-made character, a guided action in the first
scene and, in the second, a short conflict against a thug (attack, defend, stress, a
consequence, a concession offered before each of the thug's rolls)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from solo.dice.rng import Rng
from solo.engine.procedures.tour import TourKeys, TourPlan
from solo.i18n import t
from solo.procedures.steps import Procedure
from solo.systems.fate.procedures.conflict import conflict
from solo.systems.fate.procedures.conflict_state import ConflictSummary
from solo.systems.fate.procedures.do import do_action
from solo.systems.fate.procedures.settled import Settled
from solo.systems.fate.rules.character import Character, mook
from solo.systems.fate.rules.conflict import line_up
from solo.tables.library import Library
from solo.tables.pick import draw

#: The tour's thug: good at Forceful (+2), two stress boxes: two or three exchanges.
THUG_BOXES = 2


def plan(data: Mapping[str, Any], rng: Rng, library: Library, lang: str) -> TourPlan:
    """A Fate Accelerated action for the character, then a short conflict in scene two."""
    sheet = Character.from_data(data)

    def fight(rolled: object) -> Procedure[ConflictSummary]:
        pc = getattr(rolled, "character", None) or sheet
        thug = mook(t("fate.tour.thug", lang), sheet.edition, good_at=("forceful",),
                    bad_at=("careful",), boxes=THUG_BOXES)
        return conflict(line_up([pc], [thug], pc_side=t("fate.side.pcs", lang),
                                npc_side=t("fate.side.npcs", lang)), rng, lang=lang)

    def character_in(progress: object) -> object | None:
        if isinstance(progress, Settled):
            return progress.character
        if isinstance(progress, ConflictSummary):
            return next((f.sheet for f in progress.fighters if f.name == sheet.name), None)
        return None

    return TourPlan("fate", sheet, sheet.name, lambda: do_action(
        sheet, rng, draw=lambda table_id: draw(library, table_id, rng), lang=lang,
        intent=t("fate.tour.intent", lang)),
                    TourKeys("fate.tour.intro", "fate.tour.scene",
                             "fate.tour.question", "fate.tour.step_roll"),
                    character_in, second_act=fight, second_key="fate.tour.step_conflict")
