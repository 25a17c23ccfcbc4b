"""Exact odds of retos and conflictos, against brute-force enumeration of ordered rolls."""

from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import product

import pytest

from solo.systems.fragmentos.rules.conflict import Rank, Side, Winner
from solo.systems.fragmentos.rules.odds import (
    conflict_odds,
    conflict_omen_odds,
    omen_odds,
    pool_distribution,
    reto_odds,
    reto_omen_odds,
)
from solo.systems.fragmentos.rules.reto import Outcome


@cache
def brute(dice: int) -> tuple[Counter[int], int]:
    """Every ordered roll of `dice` d6: count by highest-plus-repeats, and rolls with a 1."""
    values: Counter[int] = Counter()
    omens = 0
    for faces in product(range(1, 7), repeat=dice):
        top = max(faces)
        values[top + faces.count(top) - 1] += 1
        omens += 1 in faces
    return values, omens


@pytest.mark.parametrize("score", range(1, 6))
@pytest.mark.parametrize("extra", range(4))
def test_reto_odds_equal_brute_force(score: int, extra: int) -> None:
    dice = score + extra
    values, omens = brute(dice)
    space = 6 ** dice
    assert reto_omen_odds(score, extra=extra) == Fraction(omens, space)
    for trait in range(4):
        for difficulty in range(1, 16):
            wins = sum(n for value, n in values.items() if value + trait >= difficulty)
            odds = reto_odds(score, difficulty, extra=extra, trait=trait)
            assert odds[Outcome.SUCCESS] == Fraction(wins, space)
            assert odds[Outcome.FAILURE] == 1 - Fraction(wins, space)


@pytest.mark.parametrize("dice", range(1, 9))
def test_pool_distribution_and_omens_equal_brute_force(dice: int) -> None:
    values, omens = brute(dice)
    assert pool_distribution(dice) == {v: Fraction(n, 6 ** dice) for v, n in sorted(values.items())}
    assert sum(pool_distribution(dice).values()) == 1
    assert omen_odds(dice) == Fraction(omens, 6 ** dice) == 1 - Fraction(5, 6) ** dice


def test_acceptance_score_three_difficulty_five() -> None:
    odds = reto_odds(3, 5)
    assert odds == {Outcome.SUCCESS: Fraction(163, 216), Outcome.FAILURE: Fraction(53, 216)}
    assert reto_omen_odds(3) == Fraction(91, 216)


def brute_conflict(me: Side, them: Side) -> dict[Winner, Fraction]:
    counts: Counter[str] = Counter()
    for mine in product(range(1, 7), repeat=me.score + me.extra):
        total = max(mine) + mine.count(max(mine)) - 1 + me.trait
        for theirs in product(range(1, 7), repeat=them.score + them.extra):
            vs_total = max(theirs) + theirs.count(max(theirs)) - 1 + them.trait
            counts["win" if total > vs_total else "lose" if total < vs_total else "tie"] += 1
    space = sum(counts.values())
    win, lose, tie = (Fraction(counts[k], space) for k in ("win", "lose", "tie"))
    if me.rank is Rank.MAIN and them.rank is not Rank.MAIN:
        return {Winner.CHARACTER: win + tie, Winner.OPPONENT: lose}
    if them.rank is Rank.MAIN and me.rank is not Rank.MAIN:
        return {Winner.CHARACTER: win, Winner.OPPONENT: lose + tie}
    return {Winner.CHARACTER: win / (1 - tie), Winner.OPPONENT: lose / (1 - tie)}


@pytest.mark.parametrize(("me", "them"), [
    (Side(3, trait=1), Side(4, trait=1, rank=Rank.SECONDARY)),
    (Side(4, trait=1), Side(3, trait=4, rank=Rank.MONSTER)),
    (Side(2, extra=1), Side(3)),
    (Side(1, rank=Rank.MONSTER), Side(3, rank=Rank.SECONDARY)),
    (Side(2, rank=Rank.SECONDARY), Side(2, trait=2)),
])
def test_conflict_odds_equal_brute_force(me: Side, them: Side) -> None:
    odds = conflict_odds(me, them)
    assert odds == brute_conflict(me, them)
    assert sum(odds.values()) == 1


def test_conflict_omen_odds_count_both_sides() -> None:
    assert conflict_omen_odds(Side(2), Side(1, extra=1)) == 1 - Fraction(5, 6) ** 4
