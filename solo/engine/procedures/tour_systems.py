"""Each system's part of the tour: build its character from the sheet data, and its guided roll."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from solo.dice.rng import Rng
from solo.engine.procedures.tour import TourKeys, TourPlan
from solo.engine.rules.pending import PendingKind
from solo.i18n import t
from solo.procedures.steps import Ask, Choice, Message, Procedure, Record, Show, ask
from solo.tables.library import Library
from solo.tables.pick import Draw, draw

Planner = Callable[[Mapping[str, Any], Rng, Library, str], TourPlan]


def left_pending(roll: Any, lang: str) -> tuple[tuple[PendingKind, str], ...]:
    """What a tour's roll leaves hanging: Fragmentos presagios, a Tricube complication.

    >>> left_pending(object(), "es")
    ()
    """
    omens = getattr(roll, "omens", None)
    if isinstance(omens, tuple):
        return tuple((PendingKind.PRESAGIO, omen.in_language(lang)) for omen in omens
                     if isinstance(omen, Draw))
    complication = getattr(getattr(roll, "result", None), "complication", None)
    if isinstance(complication, str) and complication:
        return ((PendingKind.COMPLICATION, complication),)
    return ()


def _drawer(library: Library, rng: Rng) -> Callable[[str], Draw]:
    return lambda table_id: draw(library, table_id, rng)


def tricube_plan(data: Mapping[str, Any], rng: Rng, library: Library, lang: str) -> TourPlan:
    """A Tricube Tales challenge for the ready-made character."""
    from solo.systems.tricube.procedures.challenge import challenge
    from solo.systems.tricube.rules.character import Character

    character = Character.from_data(dict(data))
    return TourPlan("tricube", character, character.name, lambda: challenge(
        rng, character, draw_complication=lambda r: draw(library, "tricube/complicaciones", r),
        journal_lang=lang), TourKeys("engine.tour.tricube.intro", "engine.tour.tricube.scene",
                                     "engine.tour.tricube.question",
                                     "engine.tour.tricube.step_roll"))


def fate_plan(data: Mapping[str, Any], rng: Rng, library: Library, lang: str) -> TourPlan:
    """A Fate Accelerated action (overcome, advantage, attack or defend) for the character."""
    from solo.systems.fate.procedures.do import do_action
    from solo.systems.fate.rules.character import Character

    sheet = Character.from_data(data)
    return TourPlan("fate", sheet, sheet.name,
                    lambda: do_action(sheet, rng, draw=_drawer(library, rng), lang=lang),
                    TourKeys("engine.tour.fate.intro", "engine.tour.fate.scene",
                             "engine.tour.fate.question", "engine.tour.fate.step_roll"))


def fragmentos_plan(data: Mapping[str, Any], rng: Rng, library: Library, lang: str) -> TourPlan:
    """A Fragmentos reto, with its presagios, for the character."""
    from solo.systems.fragmentos.procedures.reto import guided_reto
    from solo.systems.fragmentos.rules.character import Character

    character = Character.from_data(data)
    return TourPlan("fragmentos", character, character.name,
                    lambda: guided_reto(rng, _drawer(library, rng), character=character,
                                        lang=lang),
                    TourKeys("engine.tour.fragmentos.intro", "engine.tour.fragmentos.scene",
                             "engine.tour.fragmentos.question",
                             "engine.tour.fragmentos.step_roll"))


def zodiac_plan(data: Mapping[str, Any], rng: Rng, _library: Library, lang: str) -> TourPlan:
    """A Zodiac Action roll for the character: the Action, the CD, the odds, the roll."""
    from solo.systems.zodiac.rules.character import Character

    character = Character.from_data(data)
    return TourPlan("zodiac", character, character.name,
                    lambda: zodiac_action(character, rng, lang),
                    TourKeys("engine.tour.zodiac.intro", "engine.tour.zodiac.scene",
                             "engine.tour.zodiac.question", "engine.tour.zodiac.step_roll"))


ZODIAC_CD_CHOICES = (Choice("7", "engine.tour.zodiac.cd_standard"),
                     Choice("13", "engine.tour.zodiac.cd_complex"))


def zodiac_action(character: Any, rng: Rng, lang: str) -> Procedure[Any]:
    """Guide one Zodiac Action with the sheet's derived AT and PB (no skills, no Karma)."""
    from solo.journal.entry import action, mechanics
    from solo.systems.zodiac.procedures.common import action_roll_line
    from solo.systems.zodiac.rules.action import roll_action
    from solo.systems.zodiac.rules.odds import action_odds, success_chance
    from solo.systems.zodiac.rules.request import ActionRequest, parse_cd
    from solo.systems.zodiac.rules.scores import Action

    choices = tuple(Choice(a.value, f"zodiac.action.{a.value}") for a in Action)
    chosen = Action((yield from ask(Ask("engine.tour.zodiac.ask_action", choices=choices,
                                        default=Action.ATLETISMO.value,
                                        explain="engine.tour.zodiac.explain_action"),
                                    lambda text: Action(text).value)))
    cd = yield from ask(Ask("engine.tour.zodiac.ask_cd", choices=ZODIAC_CD_CHOICES, default="7",
                            explain="engine.tour.zodiac.explain_cd"), parse_cd)
    derived = character.derived(chosen)
    request = ActionRequest(at=derived.at, cd=cd, pb=max(derived.pb, 1)).check()
    chance = success_chance(action_odds(request))
    yield Show(Message("engine.tour.zodiac.chance", {
        "action": t(f"zodiac.action.{chosen.value}"), "at": derived.at, "cd": cd,
        "chance": f"{float(chance) * 100:.0f}%"}, "rule"))
    result = roll_action(request, rng, rng)
    yield Show(result)
    yield Record(mechanics(action(t("zodiac.journal.action", lang,
                                    action=f"{character.name}: "
                                    f"{t(f'zodiac.action.{chosen.value}', lang)}", cd=cd)),
                           action_roll_line(result, lang)))
    return result


PLANNERS: dict[str, Planner] = {"tricube": tricube_plan, "fate": fate_plan,
                                "fragmentos": fragmentos_plan, "zodiac": zodiac_plan}
