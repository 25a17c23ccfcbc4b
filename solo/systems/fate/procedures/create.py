"""Character creation in 30 seconds, as a guided procedure for either edition.

Steps: high concept and trouble, a third aspect, name and appearance,
approaches (a seed preset or your own order) or the skill pyramid, refresh 3,
then up to two more aspects and one stunt, each optional.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from solo.errors import RuleError
from solo.i18n import t
from solo.journal.entry import mechanics, tag
from solo.procedures.steps import Ask, Choice, Message, Procedure, Record, Show, ask
from solo.systems.fate.procedures.common import choose, text
from solo.systems.fate.rules.approaches import PRESETS, Approach, spread_from_order
from solo.systems.fate.rules.character import Character, Role, Stunt, new_condensed, new_fae
from solo.systems.fate.rules.edition import BASE_REFRESH, Edition
from solo.systems.fate.rules.skills import PYRAMID, Skill

CUSTOM = "custom"
OPTIONAL_ASPECTS = 2
_PRESET_NAMES = {"forzudo": "fate.preset.forzudo", "estrella": "fate.preset.estrella",
                 "tramposo": "fate.preset.tramposo", "guardian": "fate.preset.guardian",
                 "ladron": "fate.preset.ladron", "espadachin": "fate.preset.espadachin"}


def _approach_order(answer: str) -> dict[Approach, int]:
    names = [part for part in answer.replace(";", ",").split(",") if part.strip()]
    return spread_from_order(tuple(Approach.parse(name) for name in names))


def _approaches() -> Procedure[dict[Approach, int]]:
    choices = (*(Choice(key, _PRESET_NAMES[key]) for key in PRESETS),
               Choice(CUSTOM, "fate.create.custom"))
    picked = yield from choose("fate.create.ask_approaches", choices,
                               explain="fate.create.explain_approaches")
    if picked != CUSTOM:
        return dict(PRESETS[picked])
    question = Ask("fate.create.ask_order", explain="fate.create.explain_order")
    return (yield from ask(question, _approach_order))


def _rung_parser(level: int, taken: set[Skill]) -> Callable[[str], tuple[Skill, ...]]:
    def parse(answer: str) -> tuple[Skill, ...]:
        names = [part for part in answer.replace(";", ",").split(",") if part.strip()]
        skills = tuple(Skill.parse(name) for name in names)
        if len(skills) != PYRAMID[level]:
            raise RuleError("fate.error.rung_count", count=PYRAMID[level], level=level)
        if len(set(skills)) != len(skills) or taken & set(skills):
            raise RuleError("fate.error.skill_twice")
        return skills
    return parse


def _skills() -> Procedure[dict[Skill, int]]:
    ratings: dict[Skill, int] = {}
    for level in sorted(PYRAMID, reverse=True):
        question = Ask("fate.create.ask_rung", {"level": level, "count": PYRAMID[level]},
                           explain="fate.create.explain_pyramid" if level == max(PYRAMID)
                           else None)
        chosen = yield from ask(question, _rung_parser(level, set(ratings)))
        ratings.update(dict.fromkeys(chosen, level))
    return ratings


def _stunt() -> Procedure[tuple[Stunt, ...]]:
    name = yield from text("fate.create.ask_stunt", explain="fate.create.explain_stunt",
                           optional=True)
    if not name:
        return ()
    what = yield from text("fate.create.ask_stunt_text", explain="fate.create.explain_template")
    return (Stunt(name, what),)


def create_character(edition: Edition, lang: str | None = None, *, name: str | None = None,
                     npc: bool = False) -> Procedure[Character]:
    """Guide the player through a new character (its `name` asked unless given; an `npc` is
    played by the program: no fate points, tagged `[N:…]`); return it (validated)."""
    high = yield from text("fate.create.ask_high_concept", explain="fate.create.explain_aspects")
    trouble = yield from text("fate.create.ask_trouble", explain="fate.create.explain_trouble")
    third = yield from text("fate.create.ask_third", explain="fate.create.explain_third")
    if name is None:
        name = yield from text("fate.create.ask_name")
    looks = yield from text("fate.create.ask_looks", optional=True)
    approaches: dict[Approach, int] = {}
    skills: dict[Skill, int] = {}
    if edition is Edition.FAE:
        approaches = yield from _approaches()
    else:
        skills = yield from _skills()
    if not npc:
        yield Show(Message("fate.create.refresh", {"refresh": BASE_REFRESH}, "rule"))
    extra: list[str] = []
    for number in range(1, OPTIONAL_ASPECTS + 1):
        more = yield from text("fate.create.ask_extra", number=number, optional=True,
                               explain="fate.create.explain_extra" if number == 1 else None)
        if not more:
            break
        extra.append(more)
    stunts = yield from _stunt()
    aspects = (third, *extra)
    if edition is Edition.FAE:
        sheet = new_fae(name, high, trouble, approaches=approaches, aspects=aspects,
                        stunts=stunts, description=looks)
    else:
        sheet = new_condensed(name, high, trouble, skills=skills, aspects=aspects,
                              stunts=stunts, description=looks)
    if npc:
        sheet = replace(sheet, role=Role.NPC, fate_points=0)
    yield Show(sheet)
    marks = tuple(tr.marks() for tr in sheet.tracks)
    aspects = (sheet.high_concept, sheet.trouble, *sheet.aspects)
    points = () if npc else (t("fate.journal.points", lang, points=sheet.fate_points),)
    yield Record(mechanics(tag("N" if npc else "PC", sheet.name, *points,
                               *(mark for mark in marks if mark),
                               *(aspect for aspect in aspects if aspect))))
    return sheet

