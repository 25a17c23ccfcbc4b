"""The tour's part for Fragmentos: the ready-made character and a guided reto."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from solo.dice.rng import Rng
from solo.engine.procedures.tour import TourKeys, TourPlan
from solo.i18n import t
from solo.systems.fragmentos.procedures.reto import RetoSummary, guided_reto
from solo.systems.fragmentos.procedures.tally import Settled
from solo.systems.fragmentos.rules.character import Character
from solo.systems.fragmentos.rules.sheet import Characteristic
from solo.tables.library import Library
from solo.tables.pick import draw


def plan(data: Mapping[str, Any], rng: Rng, library: Library, lang: str) -> TourPlan:
    """A Fragmentos reto, with its presagios, for the character."""
    character = Character.from_data(data)
    return TourPlan("fragmentos", character, character.name, lambda: guided_reto(
        rng, lambda table_id: draw(library, table_id, rng), character=character, lang=lang),
                    TourKeys("frag.tour.intro", "frag.tour.scene", "frag.tour.question",
                             "frag.tour.step_roll", "frag.tour.note", "frag.tour.thread",
                             "frag.tour.npc", "frag.tour.pending", "frag.tour.scene2"),
                    kept_in,
                    # forcing a lock is a physical deed: Acción
                    defaults={"frag.ask.attempt": t("frag.tour.attempt", lang),
                              "frag.ask.characteristic": Characteristic.ACTION.value})


def kept_in(progress: object) -> Settled | None:
    """What the reto journaled so far (a `Progress`) or in the end (its summary): the sheet and
    the amenaza, both kept by the tour (`FragmentosHooks.keep_character`)."""
    if isinstance(progress, Settled):
        return progress
    if isinstance(progress, RetoSummary):
        return Settled(progress.character, progress.threat)
    return None
