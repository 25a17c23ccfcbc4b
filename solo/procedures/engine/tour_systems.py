"""Each system's part of the tour: build its character from the sheet data, and its guided roll."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from solo.dice.rng import Rng
from solo.procedures.engine.tour import TourPlan
from solo.tables.library import Library
from solo.tables.pick import Draw, draw

Planner = Callable[[Mapping[str, Any], Rng, Library, str], TourPlan]


def _drawer(library: Library, rng: Rng) -> Callable[[str], Draw]:
    return lambda table_id: draw(library, table_id, rng)


def tricube_plan(data: Mapping[str, Any], rng: Rng, library: Library, lang: str) -> TourPlan:
    """A Tricube Tales challenge for the ready-made character."""
    from solo.procedures.tricube.challenge import challenge
    from solo.rules.tricube.character import Character

    character = Character.from_data(dict(data))
    return TourPlan("tricube", character, character.name, lambda: challenge(
        rng, character, draw_complication=lambda r: draw(library, "tricube/complicaciones", r),
        journal_lang=lang))


def fate_plan(data: Mapping[str, Any], rng: Rng, library: Library, lang: str) -> TourPlan:
    """A Fate Accelerated action (overcome, advantage, attack or defend) for the character."""
    from solo.procedures.fate.do import do_action
    from solo.rules.fate.character import Character

    sheet = Character.from_data(data)
    return TourPlan("fate", sheet, sheet.name,
                    lambda: do_action(sheet, rng, draw=_drawer(library, rng), lang=lang))


def fragmentos_plan(data: Mapping[str, Any], rng: Rng, library: Library, lang: str) -> TourPlan:
    """A Fragmentos reto, with its presagios, for the character."""
    from solo.procedures.fragmentos.reto import guided_reto
    from solo.rules.fragmentos.character import Character

    character = Character.from_data(data)
    return TourPlan("fragmentos", character, character.name,
                    lambda: guided_reto(rng, _drawer(library, rng), character=character,
                                        lang=lang))


PLANNERS: dict[str, Planner] = {"tricube": tricube_plan, "fate": fate_plan,
                                "fragmentos": fragmentos_plan}
