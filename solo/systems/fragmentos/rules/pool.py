"""Read a Fragmentos dice pool: its value (highest die, +1 per repeat) and its presagios.

>>> pool_value((2, 4, 4)), pool_value((4, 4, 4)), pool_value((2, 2, 4))
(5, 6, 4)
>>> omen_count((1, 3, 3))
1
"""

from __future__ import annotations

from collections.abc import Sequence

from solo.dice.rng import D6, Rng
from solo.errors import RuleError
from solo.record import record
from solo.systems.fragmentos.rules.settings import (
    EXTRA_DICE_RANGE,
    MONSTER_SCORE_RANGE,
    MONSTER_TRAIT_RANGE,
    OMEN_FACE,
)


def pool_value(faces: Sequence[int]) -> int:
    """Return the highest face plus one for each other die showing it.

    >>> pool_value((6,))
    6
    >>> pool_value((3, 3, 2, 2))
    4
    """
    if not faces:
        raise RuleError("frag.error.no_dice")
    top = max(faces)
    return top + faces.count(top) - 1


def omen_count(faces: Sequence[int]) -> int:
    """Return how many dice show a presagio (a 1).

    >>> omen_count((1, 1, 6)), omen_count((2, 5))
    (2, 0)
    """
    return sum(1 for face in faces if face == OMEN_FACE)


def check_score(score: int) -> int:
    """Return `score` if it can be rolled, or raise `RuleError`.

    >>> check_score(3)
    3
    """
    if score not in MONSTER_SCORE_RANGE:
        raise RuleError("frag.error.score_roll", score=score,
                        low=MONSTER_SCORE_RANGE.start, high=MONSTER_SCORE_RANGE.stop - 1)
    return score


def check_extra(extra: int) -> int:
    """Return `extra` weapon or tool dice if allowed (0..3), or raise `RuleError`.

    >>> check_extra(2)
    2
    """
    if extra not in EXTRA_DICE_RANGE:
        raise RuleError("frag.error.extra_dice", extra=extra,
                        high=EXTRA_DICE_RANGE.stop - 1)
    return extra


def check_bonus(trait: int) -> int:
    """Return the rasgo bonus added to a roll (0 for none) if allowed, or raise.

    >>> check_bonus(0), check_bonus(4)
    (0, 4)
    """
    if trait != 0 and trait not in MONSTER_TRAIT_RANGE:
        raise RuleError("frag.error.trait_roll", trait=trait,
                        high=MONSTER_TRAIT_RANGE.stop - 1)
    return trait


@record
class Pool:
    """One side's roll: the faces, the pool value, the rasgo and the total."""

    faces: tuple[int, ...]
    base: int
    trait: int
    total: int
    omens: int


def read_pool(faces: Sequence[int], trait: int = 0) -> Pool:
    """Return the value of rolled `faces` with the best rasgo `trait` added.

    >>> read_pool((2, 4, 4), trait=2)
    Pool(faces=(2, 4, 4), base=5, trait=2, total=7, omens=0)
    """
    base = pool_value(faces)
    return Pool(tuple(faces), base, trait, base + trait, omen_count(faces))


def roll_pool(score: int, rng: Rng, *, extra: int = 0, trait: int = 0) -> Pool:
    """Roll `score` + `extra` d6 and read them with the rasgo `trait`.

    >>> from solo.dice.rng import ScriptedRng
    >>> roll_pool(3, ScriptedRng([4, 4, 4])).total
    6
    """
    count = check_score(score) + check_extra(extra)
    return read_pool(rng.roll(D6, count), check_bonus(trait))
