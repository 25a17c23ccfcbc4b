"""`zodiac character new`: a guided walk through Zodiac character creation.

Each score is asked with its Rasgo and the running sum is checked as the
player types, so the nine scores always end within 20..24 (Karma 2..6).
"""

from __future__ import annotations

from collections.abc import Callable

from solo.errors import RuleError
from solo.i18n import normalize, t
from solo.journal.entry import Entry, mechanics, meta, tag
from solo.procedures.steps import Ask, Choice, Message, Procedure, Record, Show, ask
from solo.systems.zodiac.procedures.common import YES_NO, parse_text, parse_yes_no
from solo.systems.zodiac.rules.bonds import Bond, add_bond
from solo.systems.zodiac.rules.character import SCORE_NAMES, Character, check_new_character
from solo.systems.zodiac.rules.karma import karma_score
from solo.systems.zodiac.rules.keys import SKILL_EXPLAIN_KEYS, SKILL_KEYS
from solo.systems.zodiac.rules.scores import Attribute, check_score, derive, parse_score_name
from solo.systems.zodiac.rules.settings import (
    BONDS_AT_CREATION,
    CREATION_PX,
    PK_MAX,
    SCORE_MAX,
    SCORE_SUM_MAX,
    SCORE_SUM_MIN,
)
from solo.systems.zodiac.rules.skills import (
    Skill,
    SkillKind,
    parse_skill_kind,
    skill_cost,
    skills_cost,
)
from solo.text import one_line

_EXPLAIN_AT = {0: "zodiac.explain.attributes", 6: "zodiac.explain.social"}
#: The first score of each group shows an example that fits it (a body, a social standing).
_PROMPT_AT = {0: "zodiac.ask.score_first", 6: "zodiac.ask.score_social_first"}
_DONE = "fin"
KIND_CHOICES = (*(Choice(k.value, SKILL_KEYS[k]) for k in SkillKind),
                Choice(_DONE, "zodiac.choice.done"))


def score_parser(name: str, running: int, left: int) -> Callable[[str], tuple[int, str]]:
    """Return a parser for "2 esbelta": the score (0..5) and its Rasgo, checking the sum.

    >>> score_parser("fue", 10, 3)("4 fornida")
    (4, 'fornida')
    """

    def parse(text: str) -> tuple[int, str]:
        head, _, trait = text.strip().partition(" ")
        try:
            value = int(head)
        except ValueError:
            raise RuleError("zodiac.error.score_number", text=text) from None
        check_score(name, value)
        low, high = running + value, running + value + left * SCORE_MAX
        if low > SCORE_SUM_MAX or high < SCORE_SUM_MIN:
            raise RuleError("zodiac.error.sum_running", total=low, low=SCORE_SUM_MIN,
                            high=SCORE_SUM_MAX, left=left)
        return value, one_line(trait)

    return parse


def _attribute_parser(scores: dict[str, int], budget: int) -> Callable[[str], Attribute]:
    def parse(text: str) -> Attribute:
        attribute = parse_score_name(text)
        if not isinstance(attribute, Attribute):
            raise RuleError("zodiac.error.unknown_score", name=text)
        cost = skill_cost(scores[attribute.value])
        if cost > budget:
            raise RuleError("zodiac.error.skill_too_dear", cost=cost, budget=budget)
        return attribute
    return parse


def _skill_parser(kind: SkillKind, attribute: Attribute) -> Callable[[str], Skill]:
    def parse(text: str) -> Skill:
        name, _, uses = text.partition(":")
        return Skill(parse_text(name), kind, attribute,
                     tuple(u.strip() for u in uses.split(",") if u.strip()))
    return parse


def _kind_or_done(text: str) -> SkillKind | None:
    return None if normalize(text) in {_DONE, "done", ""} else parse_skill_kind(text)


def _skills(scores: dict[str, int]) -> Procedure[tuple[Skill, ...]]:
    skills: list[Skill] = []
    budget = CREATION_PX
    cheapest = min(skill_cost(scores[a.value]) for a in Attribute)
    while budget >= cheapest:
        kind = yield from ask(Ask("zodiac.ask.skill_kind", {"px": budget}, KIND_CHOICES,
                                  default=_DONE, explain="zodiac.explain.skills"),
                              _kind_or_done)
        if kind is None:
            break
        choices = tuple(Choice(a.value, "zodiac.choice.skill_attribute",
                               {"name": a.value.upper(), "score": scores[a.value],
                                "cost": skill_cost(scores[a.value])})
                        for a in Attribute if skill_cost(scores[a.value]) <= budget)
        attribute = yield from ask(Ask("zodiac.ask.skill_attribute", {"px": budget}, choices,
                                       explain="zodiac.explain.skill_cost"),
                                   _attribute_parser(scores, budget))
        skill = yield from ask(Ask("zodiac.ask.skill_name", {"kind": kind.value.upper()},
                                   explain=SKILL_EXPLAIN_KEYS[kind]),
                               _skill_parser(kind, attribute))
        skills.append(skill)
        budget -= skill_cost(scores[attribute.value])
    return tuple(skills)


def _bond_parser(optional: bool) -> Callable[[str], str]:
    def parse(text: str) -> str:
        return "" if optional and not text.strip() else parse_text(text)
    return parse


def _bonds() -> Procedure[tuple[Bond, ...]]:
    low, high = BONDS_AT_CREATION
    bonds: tuple[Bond, ...] = ()
    while len(bonds) < high:
        number = len(bonds) + 1
        optional = number > low
        text = yield from ask(Ask("zodiac.ask.bond", {"number": number, "low": low, "high": high},
                                  default="" if optional else None,
                                  explain="zodiac.explain.bonds" if number == 1 else None),
                              _bond_parser(optional))
        if not text:
            break
        bonds = add_bond(bonds, text)
    return bonds


def create_character(lang: str | None = None, name: str | None = None) -> Procedure[Character]:
    """Walk the player through a new PJ; return it checked against the creation rules.

    A `name` given up front (`zodiac character new Nia`) skips the name question.
    """
    if name is None or not name.strip():
        name = yield from ask(Ask("zodiac.ask.name", explain="zodiac.explain.name"), parse_text)
    else:
        name = parse_text(name)
    concept = yield from ask(Ask("zodiac.ask.concept", explain="zodiac.explain.concept"),
                             parse_text)
    scores: dict[str, int] = {}
    traits: dict[str, str] = {}
    for i, score in enumerate(SCORE_NAMES):
        running = sum(scores.values())
        left = len(SCORE_NAMES) - i - 1
        value, trait = yield from ask(
            Ask(_PROMPT_AT.get(i, "zodiac.ask.score"), {"score": score.upper(), "sum": running},
                explain=_EXPLAIN_AT.get(i)),
            score_parser(score, running, left))
        scores[score] = value
        if trait:
            traits[score] = trait
    karma = karma_score(sum(scores.values()))
    yield Show(Message("zodiac.creation.karma", {"sum": sum(scores.values()), "karma": karma},
                       "rule"))
    yield Show(derive({a: scores[a.value] for a in Attribute}))
    skills = yield from _skills(scores)
    obligation = yield from ask(Ask("zodiac.ask.obligation", explain="zodiac.explain.obligation"),
                                parse_text)
    emotion = yield from ask(Ask("zodiac.ask.emotion", explain="zodiac.explain.emotion"),
                             parse_text)
    bonds = yield from _bonds()
    left = CREATION_PX - skills_cost(skills, scores)
    pk, px = karma, left
    if left and karma < PK_MAX:
        one_shot = yield from ask(Ask("zodiac.ask.px_left", {"px": left}, YES_NO, default="no",
                                      explain="zodiac.explain.px_left"), parse_yes_no)
        pk, px = (karma + 1, 0) if one_shot else (karma, left)
    pj = check_new_character(Character(name, concept, scores, traits, skills, obligation,
                                       emotion, bonds, pk=pk, px=px))
    yield Record(new_character_entry(pj, lang))
    return pj


def new_character_entry(pj: Character, lang: str | None = None) -> Entry:
    """Return the journal entry of a new PJ: its tag and a note with the sheet's numbers."""
    scores = " ".join(f"{n.upper()} {pj.scores[n]}" for n in SCORE_NAMES)
    skills = ", ".join(f"·{s.kind.value.upper()}· {s.name} ({s.attribute.value.upper()})"
                       for s in pj.skills) or "—"
    return mechanics(
        tag("PC", pj.name, f"Karma {pj.karma}", f"PK {pj.pk}"),
        meta(t("zodiac.journal.new_pc", lang, concept=pj.concept, scores=scores,
               skills=skills, bonds="; ".join(b.text for b in pj.bonds))))
