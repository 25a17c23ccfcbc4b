"""Exact odds of a challenge's four outcomes, from the binomial count of hits.

>>> odds = outcome_odds(3, 5)
>>> odds[Outcome.SUCCESS], odds[Outcome.CRITICAL_FAILURE]
(Fraction(4, 9), Fraction(1, 216))
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from solo.dice.rng import D6
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.challenge import Outcome, effective_difficulty, is_hit, shifted
from solo.systems.tricube.rules.dice import check_dice
from solo.systems.tricube.rules.opposed import Pair, Verdict, judge


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


def highest_odds(dice: int) -> dict[tuple[int, int], Fraction]:
    """Return the chance of each (highest face, how many dice show it) for `dice` d6.

    >>> highest_odds(1)[(6, 1)]
    Fraction(1, 6)
    """
    check_dice(dice)
    one = Fraction(1, D6.size)
    return {(top, count): comb(dice, count) * one ** count * ((top - 1) * one) ** (dice - count)
            for top in D6.faces for count in range(1, dice + 1)
            if top > 1 or count == dice}


def versus_odds(first: int, second: int, *,
                quirks: Pair = (False, False)) -> dict[Verdict, Fraction]:
    """Return the exact chance of each verdict of an opposed challenge (quirks per side).

    >>> versus_odds(1, 1)[Verdict.DRAW]
    Fraction(5, 36)
    >>> versus_odds(1, 1, quirks=(True, False))[Verdict.FIRST]
    Fraction(5, 12)
    """
    odds = dict.fromkeys(Verdict, Fraction(0))
    for (top_a, count_a), p_a in highest_odds(first).items():
        for (top_b, count_b), p_b in highest_odds(second).items():
            odds[_verdict((top_a, count_a), (top_b, count_b), quirks)] += p_a * p_b
    return odds


def _verdict(a: tuple[int, int], b: tuple[int, int], quirks: Pair) -> Verdict:
    """The verdict from each side's (highest face, how many show it).

    Both sides match only with equal highest faces and no quirk, so the
    count of highest dice is then each side's hits.
    """
    (top_a, count_a), (top_b, count_b) = a, b
    if settings.OPPOSED_ALL_ONES_CRITICAL and top_a == top_b == 1:
        return Verdict.BOTH_CRITICAL
    ok_a = is_hit(top_a, shifted(top_b, quirk=quirks[0]))
    ok_b = is_hit(top_b, shifted(top_a, quirk=quirks[1]))
    return judge(ok_a, count_a, ok_b, count_b)[0]
