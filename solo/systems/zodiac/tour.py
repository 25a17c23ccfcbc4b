"""The tour's part for Zodiac: the ready-made character and a guided Action roll."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from solo.dice.rng import Rng
from solo.engine.procedures.tour import TourKeys, TourPlan
from solo.i18n import t
from solo.journal.entry import action, mechanics
from solo.procedures.steps import Ask, Choice, Message, Procedure, Record, Show, ask
from solo.systems.zodiac.procedures.common import action_roll_line
from solo.systems.zodiac.rules.action import roll_action
from solo.systems.zodiac.rules.character import Character
from solo.systems.zodiac.rules.keys import ACTION_KEYS
from solo.systems.zodiac.rules.odds import action_odds, success_chance
from solo.systems.zodiac.rules.request import ActionRequest, parse_cd
from solo.systems.zodiac.rules.scores import Action
from solo.tables.library import Library
from solo.text import percent_text


def plan(data: Mapping[str, Any], rng: Rng, _library: Library, lang: str) -> TourPlan:
    """A Zodiac Action roll for the character: the Action, the CD, the odds, the roll."""
    character = Character.from_data(data)
    return TourPlan("zodiac", character, character.name,
                    lambda: zodiac_action(character, rng, lang),
                    TourKeys("zodiac.tour.intro", "zodiac.tour.scene", "zodiac.tour.question",
                             "zodiac.tour.step_roll", "zodiac.tour.note", "zodiac.tour.thread",
                             "zodiac.tour.npc", "zodiac.tour.pending", "zodiac.tour.scene2"))


ZODIAC_CD_CHOICES = (Choice("standard", "zodiac.tour.cd_standard"),  # words: `parse_cd` reads them
                     Choice("complex", "zodiac.tour.cd_complex"))


def zodiac_action(character: Character, rng: Rng, lang: str) -> Procedure[Any]:
    """Guide one Zodiac Action with the sheet's derived AT and PB (no skills, no Karma)."""
    choices = tuple(Choice(a.value, ACTION_KEYS[a]) for a in Action)
    chosen = Action((yield from ask(Ask("zodiac.tour.ask_action", choices=choices,
                                        default=Action.ATLETISMO.value,
                                        explain="zodiac.tour.explain_action"),
                                    lambda text: Action(text).value)))
    cd = yield from ask(Ask("zodiac.tour.ask_cd", choices=ZODIAC_CD_CHOICES, default="standard",
                            explain="zodiac.tour.explain_cd"), parse_cd)
    derived = character.derived(chosen)
    request = ActionRequest(at=derived.at, cd=cd, pb=max(derived.pb, 1)).check()
    chance = success_chance(action_odds(request))
    yield Show(Message("zodiac.tour.chance", {
        "action": t(ACTION_KEYS[chosen]), "at": derived.at, "cd": cd,
        "chance": percent_text(chance)}, "rule"))
    result = roll_action(request, rng, rng)
    yield Show(result)
    yield Record(mechanics(action(t("zodiac.journal.action", lang,
                                    action=f"{character.name}: "
                                    f"{t(ACTION_KEYS[chosen], lang)}", cd=cd)),
                           action_roll_line(result, lang)))
    return result
