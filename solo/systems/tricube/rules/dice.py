"""Choose how many dice a challenge rolls and read its difficulty.

>>> dice_count(fits_trait=True, needs_knowledge=True)
2
>>> parse_difficulty("difícil"), parse_difficulty("Easy"), parse_difficulty("5")
(6, 4, 5)
"""

from __future__ import annotations

import enum

from solo.errors import InputError, RuleError
from solo.i18n import normalize
from solo.i18n.words import parse_word
from solo.numbers import looks_numeric
from solo.systems.tricube.rules import settings


class Trait(enum.StrEnum):
    """The three traits of an archetype."""

    AGILE = "agile"
    BRAWNY = "brawny"
    CRAFTY = "crafty"


# The catalog words a player may type for each trait and each named difficulty.
TRAIT_WORDS: dict[Trait, str] = {Trait.AGILE: "tricube.words.agile",
                                 Trait.BRAWNY: "tricube.words.brawny",
                                 Trait.CRAFTY: "tricube.words.crafty"}
DIFFICULTY_WORDS: dict[int, str] = {4: "tricube.words.easy", 5: "tricube.words.standard",
                                    6: "tricube.words.hard"}

# More digits than this are refused before they are read (`int()` of thousands is slow).
_DIGITS = 6


def parse_trait(text: str) -> Trait:
    """Read a trait in Spanish or English (`ágil`, `fuerte`, `crafty`...).

    >>> parse_trait("Ágil")
    <Trait.AGILE: 'agile'>
    """
    return parse_word(text, TRAIT_WORDS, "tricube.error.bad_trait")


def dice_count(*, fits_trait: bool, needs_knowledge: bool = False) -> int:
    """Return the dice rolled: 3 with the trait, 2 without, one less without the knowledge.

    >>> dice_count(fits_trait=False, needs_knowledge=True)
    1
    """
    base = settings.DICE_WITH_TRAIT if fits_trait else settings.DICE_WITHOUT_TRAIT
    penalty = settings.KNOWLEDGE_PENALTY if needs_knowledge else 0
    return max(settings.MIN_DICE, base - penalty)


def fear_dice(trait: Trait, *, exposed: bool = True) -> int:
    """Return the dice for a fear challenge: 3 if crafty, else 2; one less if never exposed.

    >>> fear_dice(Trait.CRAFTY), fear_dice(Trait.BRAWNY, exposed=False)
    (3, 1)
    """
    return dice_count(fits_trait=trait in settings.FEAR_TRAITS, needs_knowledge=not exposed)


def check_dice(count: int) -> int:
    """Return `count` if a challenge may roll that many dice, else raise `RuleError`.

    >>> check_dice(3)
    3
    """
    if not settings.MIN_DICE <= count <= settings.MAX_DICE:
        raise RuleError("tricube.error.dice_count", count=count,
                        low=settings.MIN_DICE, high=settings.MAX_DICE)
    return count


def check_difficulty(value: int) -> int:
    """Return `value` if it is a base difficulty (4–6), else raise `RuleError`.

    >>> check_difficulty(4)
    4
    """
    if not settings.MIN_DIFFICULTY <= value <= settings.MAX_DIFFICULTY:
        raise RuleError("tricube.error.difficulty_range", value=value,
                        low=settings.MIN_DIFFICULTY, high=settings.MAX_DIFFICULTY)
    return value


def parse_difficulty(text: str) -> int:
    """Read a base difficulty: a number (4–6) or a name (fácil/normal/difícil, easy/hard).

    >>> parse_difficulty("normal")
    5
    """
    word = normalize(text)
    if not word:
        return settings.DEFAULT_DIFFICULTY
    if looks_numeric(word):
        if len(word) > _DIGITS:  # far out of range: say so without reading it whole
            raise RuleError("tricube.error.difficulty_range", value=word[:_DIGITS] + "…",
                            low=settings.MIN_DIFFICULTY, high=settings.MAX_DIFFICULTY)
        return check_difficulty(int(word))
    return parse_word(text, DIFFICULTY_WORDS, "tricube.error.bad_difficulty")


def parse_dice(text: str) -> int:
    """Read a number of dice (1–3).

    >>> parse_dice(" 2 ")
    2
    """
    word = text.strip()
    if not looks_numeric(word):
        raise InputError("tricube.error.bad_number", value=text)
    if len(word) > _DIGITS:
        raise RuleError("tricube.error.dice_count", count=word[:_DIGITS] + "…",
                        low=settings.MIN_DICE, high=settings.MAX_DICE)
    return check_dice(int(word))
