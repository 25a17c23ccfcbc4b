"""Exact odds of a challenge's four outcomes, counted in whole numbers over `6 ** dice` rolls.

`k` hits of `n` dice happen in `comb(n, k) * hits ** k * misses ** (n - k)`
ordered rolls; an opposed challenge only reads each side's highest face and
how many dice show it. Counts become `Fraction`s once, at the end.

>>> odds = outcome_odds(3, 5)
>>> odds[Outcome.SUCCESS], odds[Outcome.CRITICAL_FAILURE]
(Fraction(4, 9), Fraction(1, 216))
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from math import comb

from solo.dice.rng import D6
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.challenge import Outcome, effective_difficulty, is_hit, shifted
from solo.systems.tricube.rules.dice import check_dice
from solo.systems.tricube.rules.opposed import Pair, Verdict, judge

Top = tuple[int, int]


def _hit_faces(difficulty: int) -> int:
    return sum(1 for face in D6.faces if is_hit(face, difficulty))


def hit_chance(difficulty: int) -> Fraction:
    """Return the chance that one d6 hits `difficulty`.

    >>> hit_chance(5), hit_chance(7)
    (Fraction(1, 3), Fraction(0, 1))
    """
    return Fraction(_hit_faces(difficulty), D6.size)


def _hits_counts(dice: int, difficulty: int) -> list[int]:
    """How many ordered rolls of `dice` d6 give 0, 1, … `dice` hits."""
    hits = _hit_faces(difficulty)
    misses = D6.size - hits
    return [comb(dice, k) * hits ** k * misses ** (dice - k) for k in range(dice + 1)]


def hits_odds(dice: int, difficulty: int) -> dict[int, Fraction]:
    """Return the chance of each number of hits with `dice` d6.

    >>> hits_odds(1, 4)
    {0: Fraction(1, 2), 1: Fraction(1, 2)}
    """
    space = D6.size ** dice
    return {k: Fraction(ways, space) for k, ways in enumerate(_hits_counts(dice, difficulty))}


def outcome_odds(dice: int, base_difficulty: int, *, quirk: bool = False,
                 karma: bool = False, foe: int = 0) -> dict[Outcome, Fraction]:
    """Return the exact chance of each outcome, best first (Karma: always spent after the roll).

    >>> outcome_odds(1, 6)[Outcome.EXCEPTIONAL]
    Fraction(0, 1)
    """
    check_dice(dice)
    difficulty = effective_difficulty(base_difficulty, quirk=quirk, karma=karma, foe=foe)
    by_hits = _hits_counts(dice, difficulty)
    all_ones = 0 if is_hit(D6.low, difficulty) else 1
    space = D6.size ** dice
    ways = {
        Outcome.EXCEPTIONAL: sum(by_hits[settings.EXCEPTIONAL_HITS:]),
        Outcome.SUCCESS: by_hits[1],
        Outcome.FAILURE: by_hits[0] - all_ones,
        Outcome.CRITICAL_FAILURE: all_ones,
    }
    return {outcome: Fraction(count, space) for outcome, count in ways.items()}


def _highest_counts(dice: int) -> dict[Top, int]:
    """How many ordered rolls give each (highest face, how many dice show it)."""
    return {(top, count): comb(dice, count) * (top - 1) ** (dice - count)
            for top in D6.faces for count in range(1, dice + 1)
            if top > 1 or count == dice}


def highest_odds(dice: int) -> dict[Top, Fraction]:
    """Return the chance of each (highest face, how many dice show it) for `dice` d6.

    >>> highest_odds(1)[(6, 1)]
    Fraction(1, 6)
    """
    check_dice(dice)
    space = D6.size ** dice
    return {top: Fraction(ways, space) for top, ways in _highest_counts(dice).items()}


def _by_face(counts: dict[Top, int]) -> dict[int, dict[int, int]]:
    """Group (highest face, how many) counts by highest face."""
    grouped: dict[int, dict[int, int]] = {}
    for (top, count), ways in counts.items():
        grouped.setdefault(top, {})[count] = ways
    return grouped


def versus_odds(first: int, second: int, *,
                quirks: Pair = (False, False)) -> dict[Verdict, Fraction]:
    """Return the exact chance of each verdict of an opposed challenge (quirks per side).

    Whether each side matches depends only on both highest faces; how many
    dice show them matters only when both match.

    >>> versus_odds(1, 1)[Verdict.DRAW]
    Fraction(5, 36)
    >>> versus_odds(1, 1, quirks=(True, False))[Verdict.FIRST]
    Fraction(5, 12)
    """
    space = D6.size ** (check_dice(first) + check_dice(second))
    counts = _versus_counts(first, second, (bool(quirks[0]), bool(quirks[1])))
    return {verdict: Fraction(count, space) for verdict, count in counts}


@cache
def _versus_counts(first: int, second: int, quirks: Pair) -> tuple[tuple[Verdict, int], ...]:
    """How many ordered rolls of both sides give each verdict, worked out once for each
    number of dice and quirks (a few dozen small tables at most: dice are checked first)."""
    mine = _by_face(_highest_counts(first))
    theirs = _by_face(_highest_counts(second))
    # Each side's difficulty is set by the other's highest face (and its own quirk).
    against_a = {top: shifted(top, quirk=quirks[0]) for top in theirs}
    against_b = {top: shifted(top, quirk=quirks[1]) for top in mine}
    verdicts: dict[tuple[bool, int, bool, int], Verdict] = {}

    def verdict(ok_a: bool, hits_a: int, ok_b: bool, hits_b: int) -> Verdict:
        key = (ok_a, hits_a, ok_b, hits_b)
        if key not in verdicts:
            verdicts[key] = judge(*key)[0]
        return verdicts[key]

    rolls_b = {top: sum(counts.values()) for top, counts in theirs.items()}
    by_match: dict[tuple[bool, bool], int] = {}  # rolls where not both match, by who does
    ways = dict.fromkeys(Verdict, 0)
    for top_a, counts_a in mine.items():
        rolls_a = sum(counts_a.values())
        for top_b, counts_b in theirs.items():
            if settings.OPPOSED_ALL_ONES_CRITICAL and top_a == top_b == 1:
                ways[Verdict.BOTH_CRITICAL] += rolls_a * rolls_b[top_b]
                continue
            ok = is_hit(top_a, against_a[top_b]), is_hit(top_b, against_b[top_a])
            if not all(ok):
                by_match[ok] = by_match.get(ok, 0) + rolls_a * rolls_b[top_b]
                continue
            for count_a, ways_a in counts_a.items():
                for count_b, ways_b in counts_b.items():
                    ways[verdict(True, count_a, True, count_b)] += ways_a * ways_b
    for (ok_a, ok_b), rolls in by_match.items():
        ways[verdict(ok_a, 0, ok_b, 0)] += rolls
    return tuple(ways.items())
