"""Read the answers of the Tricube procedures: yes/no, costs, free text, one of a list.

>>> parse_yes_no("Sí"), parse_yes_no("n")
(True, False)
>>> parse_cost("dj"), parse_cost("0"), parse_cost("one")
(1, 0, 1)
"""

from __future__ import annotations

from collections.abc import Sequence

from solo.errors import InputError
from solo.i18n import LANGUAGES, normalize
from solo.i18n.words import parse_word, words_of
from solo.numbers import menu_number, read_number
from solo.procedures.answers import read_yes_no
from solo.procedures.steps import Choice, name_of
from solo.systems.tricube.procedures.names import REWARD_NAME, TRAIT_NAME
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.challenge import QuirkReward
from solo.systems.tricube.rules.dice import TRAIT_WORDS

YES_NO = (Choice("yes", "tricube.choice.yes"), Choice("no", "tricube.choice.no"))
# A choice's value is a word, never a number (a typed number is the menu's): `parse_difficulty`
# and `parse_cost` read these words as they read the numbers a quick command's option gives.
DIFFICULTY_CHOICES = (Choice("easy", "tricube.difficulty.4"),
                      Choice("standard", "tricube.difficulty.5"),
                      Choice("hard", "tricube.difficulty.6"))
TRAIT_CHOICES = tuple(Choice(trait.value, key, words=TRAIT_WORDS[trait])
                      for trait, key in TRAIT_NAME.items())
COST_CHOICES = (Choice("gm", "tricube.choice.cost_gm"), Choice("zero", "tricube.choice.cost_0"),
                Choice("one", "tricube.choice.cost_1"))
REWARD_CHOICES = tuple(Choice(reward.value, key) for reward, key in REWARD_NAME.items())

REWARD_WORDS = {QuirkReward.KARMA: "tricube.words.reward_karma",
                QuirkReward.RESOLVE: "tricube.words.reward_resolve"}


def is_word(text: str, key: str) -> bool:
    """Whether `text` is one of the words `key`'s catalog text lists, in either language.

    >>> is_word("Ninguna", "tricube.words.none"), is_word("nariz", "tricube.words.none")
    (True, False)
    """
    typed = normalize(text)
    return any(normalize(word) == typed for lang in LANGUAGES for word in words_of(key, lang))


def parse_yes_no(text: str) -> bool:
    """Read yes or no in Spanish or English."""
    return read_yes_no(text, "tricube.error.bad_yes_no")


def parse_cost(text: str) -> int:
    """Read what a normal failure costs: a number of Resolve (in figures or words: the menu's
    `zero`, `one`), or `gm` to let the program decide."""
    if is_word(text, "tricube.words.gm"):
        return settings.GM_FAILURE_RESOLVE
    return read_number(normalize(text), 0, settings.MAX_POOL, key="tricube.error.bad_number")


def parse_reward(text: str) -> QuirkReward:
    """Read Karma or Resolve.

    >>> parse_reward("Resolución").value
    'resolve'
    """
    return parse_word(text, REWARD_WORDS, "tricube.error.bad_choice")


def parse_text(text: str) -> str:
    """Return non-empty text, trimmed.

    >>> parse_text("  sigilo ")
    'sigilo'
    """
    if not text.strip():
        raise InputError("tricube.error.empty")
    return text.strip()


def parse_optional(text: str) -> str:
    """Return the text trimmed, or "" for none.

    >>> parse_optional("ninguno"), parse_optional("nariz verrugosa")
    ('', 'nariz verrugosa')
    """
    return "" if not text.strip() or is_word(text, "tricube.words.none") else text.strip()


def pick_named(text: str, names: Sequence[str]) -> str:
    """Return the name in `names` typed, "" for none, or the one its number names in the menu
    (1 is none, 2 the first name); else raise. A name that is a number is its own name first.

    >>> pick_named("3", ["curiosa", "gruñona"]), pick_named("CURIOSA", ["curiosa"])
    ('gruñona', 'curiosa')
    >>> pick_named("1", ["curiosa"]), pick_named("2", ["7", "2"])
    ('', '2')
    """
    word = normalize(name_of(text))
    if not word or is_word(word, "tricube.words.none"):
        return ""
    for name in names:
        if normalize(name) == word:
            return name
    index = menu_number(word, len(names) + 1)
    if index is not None:
        return names[index - 1] if index else ""
    raise InputError("tricube.error.bad_choice", value=text)
