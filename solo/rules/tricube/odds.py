"""Exact odds of a challenge's four outcomes, from the binomial count of hits.

>>> odds = outcome_odds(3, 5)
>>> odds[Outcome.SUCCESS], odds[Outcome.CRITICAL_FAILURE]
(Fraction(4, 9), Fraction(1, 216))
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from solo.dice.rng import D6
from solo.rules.tricube import settings
from solo.rules.tricube.challenge import Outcome, effective_difficulty, is_hit
from solo.rules.tricube.dice import check_dice


def hit_chance(difficulty: int) -> Fraction:
    """Return the chance that one d6 hits `difficulty`.

    >>> hit_chance(5), hit_chance(7)
    (Fraction(1, 3), Fraction(0, 1))
    """
    return Fraction(sum(1 for face in D6.faces if is_hit(face, difficulty)), D6.size)


def hits_odds(dice: int, difficulty: int) -> dict[int, Fraction]:
    """Return the chance of each number of hits with `dice` d6.

    >>> hits_odds(1, 4)
    {0: Fraction(1, 2), 1: Fraction(1, 2)}
    """
    p = hit_chance(difficulty)
    return {k: comb(dice, k) * p ** k * (1 - p) ** (dice - k) for k in range(dice + 1)}


def outcome_odds(dice: int, base_difficulty: int, *, quirk: bool = False,
                 karma: bool = False) -> dict[Outcome, Fraction]:
    """Return the exact chance of each outcome, best first (Karma: always spent after the roll).

    >>> outcome_odds(1, 6)[Outcome.EXCEPTIONAL]
    Fraction(0, 1)
    """
    check_dice(dice)
    difficulty = effective_difficulty(base_difficulty, quirk=quirk, karma=karma)
    by_hits = hits_odds(dice, difficulty)
    one = Fraction(1, D6.size)
    all_ones = one ** dice if not is_hit(D6.low, difficulty) else Fraction(0)
    return {
        Outcome.EXCEPTIONAL: sum((v for k, v in by_hits.items() if k >= settings.EXCEPTIONAL_HITS),
                                 Fraction(0)),
        Outcome.SUCCESS: by_hits.get(1, Fraction(0)),
        Outcome.FAILURE: by_hits[0] - all_ones,
        Outcome.CRITICAL_FAILURE: all_ones,
    }
