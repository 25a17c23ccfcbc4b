"""Guide the creation of a Fragmentos sheet: scores, rasgos, cualidades, superación.

A main character spends 9 points (1..5 each) and as many rasgo points under each
characteristic as its score; secondary characters and monsters skip the budget.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from solo.errors import InputError
from solo.i18n import current_language, normalize, t
from solo.journal.entry import mechanics, meta
from solo.procedures.steps import Ask, Message, Procedure, Record, Show, ask
from solo.systems.fragmentos.procedures import answers
from solo.systems.fragmentos.procedures.lines import sheet_tag
from solo.systems.fragmentos.rules.character import Character, Characteristic, Qualities, Trait
from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.fragmentos.rules.keys import CHARACTERISTIC_KEYS
from solo.systems.fragmentos.rules.settings import (
    COMPLICATIONS,
    MILESTONES,
    TRAIT_POINTS_EQUAL_SCORE,
)
from solo.systems.fragmentos.rules.validate import RULES_BY_RANK, SheetRules, validate_new
from solo.text import one_line

CREATE_EXPLAIN: dict[Rank, str] = {Rank.MAIN: "frag.explain.create_main",
                                   Rank.SECONDARY: "frag.explain.create_secondary",
                                   Rank.MONSTER: "frag.explain.create_monster"}
SCORE_PROMPTS: dict[Characteristic, str] = {
    Characteristic.ACTION: "frag.ask.score_action",
    Characteristic.INTERACTION: "frag.ask.score_interaction",
    Characteristic.COGNITION: "frag.ask.score_cognition",
}
TRAIT_FREE_PROMPTS: dict[Characteristic, str] = {
    Characteristic.ACTION: "frag.ask.trait_free_action",
    Characteristic.INTERACTION: "frag.ask.trait_free_interaction",
    Characteristic.COGNITION: "frag.ask.trait_free_cognition",
}
TRAIT_PROMPTS: dict[Characteristic, str] = {
    Characteristic.ACTION: "frag.ask.trait_action",
    Characteristic.INTERACTION: "frag.ask.trait_interaction",
    Characteristic.COGNITION: "frag.ask.trait_cognition",
}


def guided_character(rank: Rank = Rank.MAIN, lang: str | None = None,
                     name: str | None = None) -> Procedure[Character]:
    """Ask for every part of a sheet of `rank`, show it, journal it and return it.

    A `name` given up front (`frag character new Bárbara`) skips the name question.
    """
    lang = lang or current_language()
    rules = RULES_BY_RANK[rank]
    if name is None or not name.strip():
        name = yield from ask(Ask("frag.ask.name",
                                  explain=CREATE_EXPLAIN[rank]), answers.text)
    else:
        name = answers.text(name)
    concept = ""
    if rules.full_qualities:
        concept = yield from ask(Ask("frag.ask.concept", explain="frag.explain.concept"),
                                 answers.text)
    scores = yield from _ask_scores(rules)
    traits: list[Trait] = []
    for ch in Characteristic:
        yield from _ask_traits(ch, scores[ch], rules, traits)
    traits = yield from _ask_supernatural(traits)
    milestones: list[str] = []
    complications: list[str] = []
    if rules.full_qualities:
        for number in range(1, MILESTONES + 1):
            milestones.append((yield from ask(Ask("frag.ask.milestone", {"number": number},
                                                  explain="frag.explain.milestone"),
                                              answers.text)))
        for number in range(1, COMPLICATIONS + 1):
            complications.append((yield from ask(Ask("frag.ask.complication",
                                                     {"number": number},
                                                     explain="frag.explain.complication"),
                                                 answers.text)))
    character = validate_new(Character.new(name, scores, rank, traits,
                                       Qualities(concept, tuple(milestones),
                                                 tuple(complications))))
    yield Show(character)
    yield Record(mechanics(*sheet_lines(character, lang)))
    return character


def sheet_lines(character: Character, lang: str) -> tuple[str, ...]:
    """The journal lines of a new sheet: its tag, its rasgos and its cualidades."""
    traits = ", ".join(f"{tr.name} +{tr.bonus} "
                       f"({t(CHARACTERISTIC_KEYS[tr.characteristic], lang)})"
                       for tr in character.traits)
    qualities = character.qualities
    lines = [sheet_tag(character, lang)]
    if traits:
        lines.append(meta(t("frag.journal.traits", lang, traits=traits)))
    if qualities.all:
        lines.append(meta(t("frag.journal.qualities", lang, concept=qualities.concept,
                            milestones="; ".join(qualities.milestones),
                            complications="; ".join(qualities.complications))))
    return tuple(lines)


def _ask_scores(rules: SheetRules) -> Procedure[dict[Characteristic, int]]:
    scores: dict[Characteristic, int] = {}
    order = list(Characteristic)
    low, high = rules.scores.start, rules.scores.stop - 1
    for index, ch in enumerate(order):
        if rules.points is None:
            scores[ch] = yield from ask(Ask(SCORE_PROMPTS[ch], {"low": low,
                                                                            "high": high},
                                            explain="frag.explain.scores_free"),
                                        answers.number_in(low, high))
            continue
        left = rules.points - sum(scores.values())
        after = len(order) - index - 1
        if after == 0:
            scores[ch] = left
            yield Show(Message("frag.msg.last_score", {
                "characteristic": t(CHARACTERISTIC_KEYS[ch]), "score": left}))
            continue
        top, bottom = min(high, left - low * after), max(low, left - high * after)
        scores[ch] = yield from ask(Ask(SCORE_PROMPTS[ch],
                                        {"low": bottom, "high": top, "left": left},
                                        explain="frag.explain.scores"),
                                    answers.number_in(bottom, top))
    return scores


def _ask_traits(ch: Characteristic, score: int, rules: SheetRules,
                traits: list[Trait]) -> Procedure[None]:
    top = rules.traits.stop - 1
    while True:
        left = score - sum(tr.bonus for tr in traits if tr.characteristic is ch) \
            if rules.trait_budget else top
        if rules.trait_budget and left <= 0:
            return
        must = rules.trait_budget and TRAIT_POINTS_EQUAL_SCORE
        high = min(top, left)
        prompt = TRAIT_PROMPTS[ch] if rules.trait_budget else TRAIT_FREE_PROMPTS[ch]
        name, typed = yield from ask(Ask(prompt, {"left": left, "high": high},
                                         default="" if not must else None,
                                         explain="frag.explain.traits" if rules.trait_budget
                                         else "frag.explain.traits_free"),
                                     _trait_name(traits, must, rules.traits.start, high))
        if not name:
            return
        bonus = typed if typed is not None else (yield from ask(
            Ask("frag.ask.trait_value", {"name": name, "high": high},
                explain="frag.explain.trait_value"),
            answers.number_in(rules.traits.start, high)))
        traits.append(Trait(name, ch, bonus))


def _ask_supernatural(traits: list[Trait]) -> Procedure[list[Trait]]:
    if not traits:
        return traits
    names = {normalize(tr.name): tr.name for tr in traits}

    def read(text: str) -> set[str]:
        picked = {normalize(part) for part in text.split(",") if part.strip()}
        unknown = sorted(picked - set(names))
        if unknown:
            raise InputError("frag.error.not_a_choice", text=unknown[0],
                             choices=", ".join(names.values()))
        return picked

    chosen = yield from ask(Ask("frag.ask.supernatural", default="",
                                explain="frag.explain.supernatural"), read)
    return [replace(tr, supernatural=normalize(tr.name) in chosen) for tr in traits]


def _trait_name(traits: list[Trait], required: bool, low: int,
                high: int) -> Callable[[str], tuple[str, int | None]]:
    """Read a rasgo's name; a value typed after it (`Escala +2`) is its value, not its name."""
    def read(text: str) -> tuple[str, int | None]:
        cleaned = one_line(text)
        if not cleaned and required:
            raise InputError("frag.error.trait_points_left")
        name, bonus = split_trait(cleaned)
        if bonus is not None:
            bonus = answers.number_in(low, high)(str(bonus))
        if any(normalize(tr.name) == normalize(name) for tr in traits) and name:
            raise InputError("frag.error.trait_repeated", name=name)
        return name, bonus
    return read


def split_trait(text: str) -> tuple[str, int | None]:
    """Split `Escala +2` (or `Escala 2`) into the name and the value typed after it.

    >>> split_trait("Escala +2"), split_trait("Escala"), split_trait("Siglo 21 +1")
    (('Escala', 2), ('Escala', None), ('Siglo 21', 1))
    """
    words = text.split()
    if len(words) > 1 and words[-1].lstrip("+").isdigit() and words[-1].isascii():
        return " ".join(words[:-1]), int(words[-1].lstrip("+"))
    return text, None
