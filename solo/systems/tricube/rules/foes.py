"""Adjust a challenge against a foe for the foe's traits and level (optional rule).

A foe's agile, brawny or crafty trait makes challenges using that trait one
harder; clumsy, weak or stupid make them one easier. A foe of higher level
makes every challenge one harder, one of lower level one easier.

>>> foe_difficulty(5, against="ágil", foe_traits=("ágil", "débil"))
6
>>> foe_difficulty(5, against="fuerte", foe_traits=("agile", "weak"))
4
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping

from solo.i18n.words import parse_word
from solo.systems.tricube.rules.dice import Trait, check_difficulty, parse_trait


class FoeTrait(enum.StrEnum):
    """A trait a foe may have: three strengths and three weaknesses."""

    AGILE = "agile"
    BRAWNY = "brawny"
    CRAFTY = "crafty"
    CLUMSY = "clumsy"
    WEAK = "weak"
    STUPID = "stupid"


# Foe trait -> (the PC trait it affects, the change to the difficulty).
FOE_TRAIT_EFFECT: Mapping[FoeTrait, tuple[Trait, int]] = {
    FoeTrait.AGILE: (Trait.AGILE, +1),
    FoeTrait.BRAWNY: (Trait.BRAWNY, +1),
    FoeTrait.CRAFTY: (Trait.CRAFTY, +1),
    FoeTrait.CLUMSY: (Trait.AGILE, -1),
    FoeTrait.WEAK: (Trait.BRAWNY, -1),
    FoeTrait.STUPID: (Trait.CRAFTY, -1),
}

# Difference of level (foe minus character, sign only) -> change to the difficulty.
LEVEL_EFFECT: Mapping[int, int] = {-1: -1, 0: 0, 1: +1}

# The catalog words a player may type for each foe trait.
FOE_TRAIT_WORDS: Mapping[FoeTrait, str] = {
    FoeTrait.AGILE: "tricube.words.agile", FoeTrait.BRAWNY: "tricube.words.brawny",
    FoeTrait.CRAFTY: "tricube.words.crafty", FoeTrait.CLUMSY: "tricube.words.clumsy",
    FoeTrait.WEAK: "tricube.words.weak", FoeTrait.STUPID: "tricube.words.stupid",
}


def parse_foe_trait(text: str) -> FoeTrait:
    """Read a foe trait in Spanish or English.

    >>> parse_foe_trait("Torpe").value
    'clumsy'
    """
    return parse_word(text, FOE_TRAIT_WORDS, "tricube.error.bad_foe_trait")


def foe_difficulty(base: int, *, against: Trait | str, foe_traits: Iterable[FoeTrait | str] = (),
                   foe_level: int | None = None, character_level: int | None = None) -> int:
    """Return the difficulty of a challenge using trait `against` a foe (may pass 6).

    >>> foe_difficulty(5, against="crafty", foe_level=3, character_level=1)
    6
    """
    check_difficulty(base)
    return base + foe_step(against=against, foe_traits=foe_traits, foe_level=foe_level,
                           character_level=character_level)


def foe_step(*, against: Trait | str, foe_traits: Iterable[FoeTrait | str] = (),
             foe_level: int | None = None, character_level: int | None = None) -> int:
    """Return how much a foe moves the difficulty of a challenge using trait `against`.

    >>> foe_step(against="agile", foe_traits=("clumsy",), foe_level=1, character_level=2)
    -2
    """
    trait = against if isinstance(against, Trait) else parse_trait(against)
    change = 0
    for item in foe_traits:
        foe_trait = item if isinstance(item, FoeTrait) else parse_foe_trait(item)
        affected, step = FOE_TRAIT_EFFECT[foe_trait]
        change += step if affected is trait else 0
    if foe_level is not None and character_level is not None:
        difference = foe_level - character_level
        change += LEVEL_EFFECT[(difference > 0) - (difference < 0)]
    return change


def parse_foe_traits(text: str) -> tuple[FoeTrait, ...]:
    """Read a comma-separated list of foe traits (each once), in Spanish or English.

    >>> [t.value for t in parse_foe_traits("ágil, débil")]
    ['agile', 'weak']
    """
    found = tuple(dict.fromkeys(parse_foe_trait(item) for item in text.split(",")
                                if item.strip()))
    return found
