"""Exact Fragmentos odds, counted in whole numbers over (highest face, how many show it).

A pool's value depends only on its highest face `top` and how many dice show
it: `k` of `n` dice show `top` and the others are lower in
`comb(n, k) * (top - 1) ** (n - k)` ordered rolls. The chance of no presagio is
`(5/6) ** n`. Counts become `Fraction`s once, at the end; the counts of each pool
size are worked out once.

>>> pool_distribution(1)[6]
Fraction(1, 6)
>>> reto_odds(3, 5)[Outcome.SUCCESS]
Fraction(163, 216)
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import accumulate
from math import comb, factorial, prod

from solo.systems.fragmentos.rules.conflict import Rank, Side, Winner, decide
from solo.systems.fragmentos.rules.pool import check_bonus, check_extra, check_score
from solo.systems.fragmentos.rules.reto import Outcome, check_difficulty, judge

SIDES = 6
Counts = dict[int, int]


def arrangements(faces: tuple[int, ...]) -> int:
    """Return how many ordered rolls give the multiset `faces`.

    >>> arrangements((2, 4, 4))
    3
    """
    return factorial(len(faces)) // prod(factorial(n) for n in Counter(faces).values())


def value_counts(dice: int) -> Counts:
    """Return how many ordered rolls of `dice` d6 give each pool value, lowest value first.

    The value is the highest face plus one for each other die showing it.

    >>> value_counts(2)
    {2: 3, 3: 5, 4: 7, 5: 9, 6: 11, 7: 1}
    """
    return dict(_value_counts(dice))


@lru_cache(maxsize=64)
def _value_counts(dice: int) -> tuple[tuple[int, int], ...]:
    """`value_counts`, worked out once for each pool size asked lately."""
    counts: Counts = {}
    for top in range(1, SIDES + 1):
        for shown in range(1, dice + 1):
            ways = comb(dice, shown) * (top - 1) ** (dice - shown)
            if ways:
                value = top + shown - 1
                counts[value] = counts.get(value, 0) + ways
    return tuple(sorted(counts.items()))


def pool_distribution(dice: int) -> dict[int, Fraction]:
    """Return the chance of each pool value with `dice` d6.

    >>> pool_distribution(2)[7]
    Fraction(1, 36)
    """
    space = SIDES ** dice
    return {value: Fraction(ways, space) for value, ways in value_counts(dice).items()}


def omen_odds(dice: int) -> Fraction:
    """Return the chance of at least one presagio (a 1) with `dice` d6.

    >>> omen_odds(2)
    Fraction(11, 36)
    """
    space = SIDES ** dice
    return Fraction(space - (SIDES - 1) ** dice, space)


def _dice(score: int, extra: int) -> int:
    return check_score(score) + check_extra(extra)


def _total_counts(side: Side) -> Counts:
    """How many ordered rolls give each total (pool value plus rasgo) of one side."""
    bonus = check_bonus(side.trait)
    return {value + bonus: ways
            for value, ways in value_counts(_dice(side.score, side.extra)).items()}


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
    ways = dict.fromkeys(Outcome, 0)
    for total, count in _total_counts(Side(score, trait, extra)).items():
        ways[judge(total, difficulty)] += count
    space = SIDES ** _dice(score, extra)
    return {outcome: Fraction(count, space) for outcome, count in ways.items()}


def reto_omen_odds(score: int, *, extra: int = 0) -> Fraction:
    """Return the chance that a reto shows at least one presagio.

    >>> reto_omen_odds(3)
    Fraction(91, 216)
    """
    return omen_odds(_dice(score, extra))


def conflict_odds(me: Side, them: Side) -> dict[Winner, Fraction]:
    """Return each side's exact chance of winning, rerolled ties included.

    For each of my totals, the opponent's rolls below, equal and above it are
    read from running sums of their counts.

    >>> conflict_odds(Side(1), Side(1, rank=Rank.MONSTER))[Winner.CHARACTER]
    Fraction(7, 12)
    """
    mine, theirs = _total_counts(me), _total_counts(them)
    low = min(theirs)
    below = [0, *accumulate(theirs.get(total, 0) for total in range(low, max(theirs) + 1))]
    everything = below[-1]
    on_tie = decide(0, 0, me.rank, them.rank)
    decided = dict.fromkeys(Winner, 0)
    for total, count in mine.items():
        index = min(max(total - low, 0), len(below) - 1)
        lower = below[index]
        equal = theirs.get(total, 0)
        decided[Winner.CHARACTER] += count * lower
        decided[Winner.OPPONENT] += count * (everything - lower - equal)
        if on_tie is not None:
            decided[on_tie] += count * equal
    settled = sum(decided.values())
    return {side: Fraction(ways, settled) for side, ways in decided.items()}


def conflict_omen_odds(me: Side, them: Side) -> Fraction:
    """Return the chance that the first round shows at least one presagio on either side.

    >>> conflict_omen_odds(Side(1), Side(1))
    Fraction(11, 36)
    """
    return omen_odds(_dice(me.score, me.extra) + _dice(them.score, them.extra))


__all__ = ["Rank", "conflict_odds", "conflict_omen_odds", "omen_odds", "pool_distribution",
           "reto_odds", "reto_omen_odds", "total_distribution", "value_counts"]
