"""Exact Fragmentos odds, counted over multisets of d6 (order never matters to a pool).

>>> pool_distribution(1)[6]
Fraction(1, 6)
>>> reto_odds(3, 5)[Outcome.SUCCESS]
Fraction(163, 216)
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial, prod

from solo.systems.fragmentos.rules.conflict import Rank, Side, Winner, decide
from solo.systems.fragmentos.rules.pool import (
    check_bonus,
    check_extra,
    check_score,
    omen_count,
    pool_value,
)
from solo.systems.fragmentos.rules.reto import Outcome, check_difficulty, judge

SIDES = 6


def arrangements(faces: tuple[int, ...]) -> int:
    """Return how many ordered rolls give the multiset `faces`.

    >>> arrangements((2, 4, 4))
    3
    """
    return factorial(len(faces)) // prod(factorial(n) for n in Counter(faces).values())


@lru_cache(maxsize=64)
def _tallies(dice: int) -> tuple[dict[int, int], int]:
    """Count ordered rolls by pool value, and those with at least one presagio."""
    by_value: Counter[int] = Counter()
    with_omen = 0
    for faces in combinations_with_replacement(range(1, SIDES + 1), dice):
        ways = arrangements(faces)
        by_value[pool_value(faces)] += ways
        if omen_count(faces):
            with_omen += ways
    return dict(by_value), with_omen


def pool_distribution(dice: int) -> dict[int, Fraction]:
    """Return the chance of each pool value with `dice` d6.

    >>> pool_distribution(2)[7]
    Fraction(1, 36)
    """
    by_value, _ = _tallies(dice)
    return {value: Fraction(ways, SIDES ** dice) for value, ways in sorted(by_value.items())}


def omen_odds(dice: int) -> Fraction:
    """Return the chance of at least one presagio with `dice` d6.

    >>> omen_odds(2)
    Fraction(11, 36)
    """
    return Fraction(_tallies(dice)[1], SIDES ** dice)


def _dice(score: int, extra: int) -> int:
    return check_score(score) + check_extra(extra)


def total_distribution(score: int, *, extra: int = 0, trait: int = 0) -> dict[int, Fraction]:
    """Return the chance of each total (pool value plus rasgo).

    >>> total_distribution(1, trait=2)[8]
    Fraction(1, 6)
    """
    bonus = check_bonus(trait)
    return {value + bonus: p for value, p in pool_distribution(_dice(score, extra)).items()}


def reto_odds(score: int, difficulty: int, *, extra: int = 0,
              trait: int = 0) -> dict[Outcome, Fraction]:
    """Return the exact chance of success and of failure of a reto.

    >>> reto_odds(1, 7)
    {<Outcome.SUCCESS: 'success'>: Fraction(0, 1), <Outcome.FAILURE: 'failure'>: Fraction(1, 1)}
    """
    check_difficulty(difficulty)
    odds = dict.fromkeys(Outcome, Fraction(0))
    for total, p in total_distribution(score, extra=extra, trait=trait).items():
        odds[judge(total, difficulty)] += p
    return odds


def reto_omen_odds(score: int, *, extra: int = 0) -> Fraction:
    """Return the chance that a reto shows at least one presagio.

    >>> reto_omen_odds(3)
    Fraction(91, 216)
    """
    return omen_odds(_dice(score, extra))


def conflict_odds(me: Side, them: Side) -> dict[Winner, Fraction]:
    """Return each side's exact chance of winning, rerolled ties included.

    >>> conflict_odds(Side(1), Side(1, rank=Rank.MONSTER))[Winner.CHARACTER]
    Fraction(7, 12)
    """
    mine = total_distribution(me.score, extra=me.extra, trait=me.trait)
    theirs = total_distribution(them.score, extra=them.extra, trait=them.trait)
    decided = dict.fromkeys(Winner, Fraction(0))
    for total, p in mine.items():
        for vs_total, q in theirs.items():
            winner = decide(total, vs_total, me.rank, them.rank)
            if winner is not None:
                decided[winner] += p * q
    settled = sum(decided.values(), Fraction(0))
    return {side: chance / settled for side, chance in decided.items()}


def conflict_omen_odds(me: Side, them: Side) -> Fraction:
    """Return the chance that the first round shows at least one presagio on either side.

    >>> conflict_omen_odds(Side(1), Side(1))
    Fraction(11, 36)
    """
    return omen_odds(_dice(me.score, me.extra) + _dice(them.score, them.extra))


__all__ = ["Rank", "conflict_odds", "conflict_omen_odds", "omen_odds", "pool_distribution",
           "reto_odds", "reto_omen_odds", "total_distribution"]
