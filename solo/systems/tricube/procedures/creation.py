"""Guide the creation of a Tricube Tales character: name, trait, concept, perk, quirk."""

from __future__ import annotations

from solo.i18n import t
from solo.journal.entry import mechanics
from solo.procedures.steps import Ask, Message, Procedure, Record, Show, ask
from solo.systems.tricube.procedures import answers
from solo.systems.tricube.procedures.journal import creation_tag
from solo.systems.tricube.procedures.names import TRAIT_NAME
from solo.systems.tricube.rules.character import Character, new_character
from solo.systems.tricube.rules.dice import parse_trait


def create_character(name: str | None = None,
                     journal_lang: str | None = None) -> Procedure[Character]:
    """Ask for each part of a new character and return it with Karma 3 and Resolve 3."""
    if name is None:
        name = yield from ask(Ask("tricube.ask.name", explain="tricube.explain.name"),
                              answers.parse_text)
    trait = yield from ask(Ask("tricube.ask.trait", {}, answers.TRAIT_CHOICES, None,
                               "tricube.explain.trait"), parse_trait)
    concept = yield from ask(Ask("tricube.ask.concept", explain="tricube.explain.concept"),
                             answers.parse_text)
    perk = yield from ask(Ask("tricube.ask.perk_new", explain="tricube.explain.perk"),
                          answers.parse_text)
    quirk = yield from ask(Ask("tricube.ask.quirk_new", explain="tricube.explain.quirk_new"),
                           answers.parse_text)
    character = new_character(name, trait, concept, perk, quirk)
    yield Show(Message("tricube.msg.created", {
        "name": character.name, "trait": t(TRAIT_NAME[trait]),
        "concept": character.concept, "karma": character.karma,
        "resolve": character.resolve}))
    yield Show(character)
    yield Record(mechanics(creation_tag(character, journal_lang)))
    return character
