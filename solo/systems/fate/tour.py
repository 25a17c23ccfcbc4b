"""The tour's part for Fate Accelerated: the ready-made character and a guided action."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from solo.dice.rng import Rng
from solo.engine.procedures.tour import TourKeys, TourPlan
from solo.i18n import t
from solo.systems.fate.procedures.do import do_action
from solo.systems.fate.procedures.settled import Settled
from solo.systems.fate.rules.character import Character
from solo.tables.library import Library
from solo.tables.pick import draw


def plan(data: Mapping[str, Any], rng: Rng, library: Library, lang: str) -> TourPlan:
    """A Fate Accelerated action (overcome, advantage, attack or defend) for the character."""
    sheet = Character.from_data(data)
    return TourPlan("fate", sheet, sheet.name, lambda: do_action(
        sheet, rng, draw=lambda table_id: draw(library, table_id, rng), lang=lang,
        intent=t("fate.tour.intent", lang)),
                    TourKeys("fate.tour.intro", "fate.tour.scene",
                             "fate.tour.question", "fate.tour.step_roll"),
                    lambda progress: progress.character if isinstance(progress, Settled) else None)
