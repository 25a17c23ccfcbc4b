"""The tour's part for Tricube Tales: the ready-made character and a guided challenge."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from solo.dice.rng import Rng
from solo.engine.procedures.tour import TourKeys, TourPlan
from solo.i18n import t
from solo.systems.tricube.procedures.challenge import challenge
from solo.systems.tricube.rules.character import Character
from solo.tables.library import Library
from solo.tables.pick import draw


def plan(data: Mapping[str, Any], rng: Rng, library: Library, lang: str) -> TourPlan:
    """A Tricube Tales challenge for the ready-made character."""
    character = Character.from_data(dict(data))
    return TourPlan("tricube", character, character.name, lambda: challenge(
        rng, character, journal_lang=lang,
        draw_complication=lambda r: (draw(library, "tricube/complicaciones", r), "")),
                    TourKeys("tricube.tour.intro", "tricube.tour.scene", "tricube.tour.question",
                             "tricube.tour.step_roll", "tricube.tour.note", "tricube.tour.thread",
                             "tricube.tour.npc", "tricube.tour.pending", "tricube.tour.scene2"),
                    defaults={"tricube.ask.action": t("tricube.tour.action", lang)})
