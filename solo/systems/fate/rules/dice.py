"""Fate dice three ways: four Fate dice, four d6 read as Fate dice, or the Deck of Fate.

>>> from solo.dice.rng import ScriptedRng
>>> roll_4df(ScriptedRng([0, 0, 1, 1]))
(0, 0, 1, 1)
>>> roll_d6_as_fate(ScriptedRng([1, 3, 5, 6]))
(-1, 0, 1, 1)
>>> faces_text((1, 0, -1, 1))
'+0-+'
"""

from __future__ import annotations

import enum

from solo.dice.rng import D6, FATE, Rng

DICE_COUNT = 4
DICE_LABEL = "4dF"

# How a d6 reads as a Fate die [SEED FAE; SRC Condensed]: 1-2 minus, 3-4 blank, 5-6 plus.
D6_AS_FATE = {1: -1, 2: -1, 3: 0, 4: 0, 5: 1, 6: 1}

_SYMBOLS = {-1: "-", 0: "0", 1: "+"}


class DiceMode(enum.StrEnum):
    """Where the four Fate faces come from."""

    FATE = "fate"
    D6 = "d6"
    DECK = "deck"


def roll_4df(rng: Rng) -> tuple[int, ...]:
    """Roll four Fate dice (each -1, 0 or +1).

    >>> from solo.dice.rng import ScriptedRng
    >>> roll_4df(ScriptedRng([-1, -1, 0, 0]))
    (-1, -1, 0, 0)
    """
    return rng.roll(FATE, DICE_COUNT)


def roll_d6_as_fate(rng: Rng) -> tuple[int, ...]:
    """Roll four ordinary d6 and read each as a Fate die.

    >>> from solo.dice.rng import ScriptedRng
    >>> roll_d6_as_fate(ScriptedRng([2, 4, 6, 6]))
    (-1, 0, 1, 1)
    """
    return tuple(D6_AS_FATE[face] for face in rng.roll(D6, DICE_COUNT))


def faces_text(faces: tuple[int, ...]) -> str:
    """Write Fate faces as symbols, as on the dice.

    >>> faces_text((-1, -1, 0, 0))
    '--00'
    """
    return "".join(_SYMBOLS[face] for face in faces)
