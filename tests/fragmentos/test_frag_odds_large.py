"""Fragmentos' closed-form odds on pools too big to enumerate, against icepool."""

from fractions import Fraction

import pytest

from solo.systems.fragmentos.rules.conflict import Rank, Side, Winner, decide
from solo.systems.fragmentos.rules.odds import (
    conflict_odds,
    conflict_omen_odds,
    omen_odds,
    pool_distribution,
)

icepool = pytest.importorskip("icepool")


def icepool_pool(dice: int):
    """A pool's value (highest face plus its repeats) as icepool counts it."""
    return icepool.d6.pool(dice).highest_outcome_and_count().map(lambda top, n: top + n - 1)


def as_odds(die) -> dict:
    return dict(zip(die.outcomes(), die.probabilities(), strict=True))


@pytest.mark.parametrize("dice", range(1, 14))
def test_pool_distribution_equals_icepool(dice: int) -> None:
    assert pool_distribution(dice) == as_odds(icepool_pool(dice))


@pytest.mark.parametrize("dice", range(1, 27))
def test_omen_odds_is_one_minus_five_sixths_to_the_dice(dice: int) -> None:
    assert omen_odds(dice) == 1 - Fraction(5, 6) ** dice


def test_a_thirteen_against_thirteen_conflict_shows_a_presagio_as_26_dice_do() -> None:
    big = Side(10, extra=3)
    assert conflict_omen_odds(big, big) == 1 - Fraction(5, 6) ** 26


@pytest.mark.parametrize(("me", "them"), [
    (Side(10, extra=3), Side(10, extra=3)),
    (Side(10, extra=3), Side(10, extra=3, rank=Rank.MONSTER)),
    (Side(5, trait=2, extra=1), Side(8, trait=3)),
    (Side(7, trait=1, rank=Rank.SECONDARY), Side(9, trait=6, extra=2, rank=Rank.MONSTER)),
    (Side(1, rank=Rank.MONSTER), Side(10, trait=5, extra=3)),
    (Side(10, trait=6, extra=3, rank=Rank.MONSTER), Side(1)),
])
def test_conflict_odds_equal_icepool(me: Side, them: Side) -> None:
    def winner(total: int, vs_total: int):
        decided = decide(total, vs_total, me.rank, them.rank)
        return icepool.Reroll if decided is None else decided.value

    expected = as_odds(icepool.map(winner, icepool_pool(me.score + me.extra) + me.trait,
                                   icepool_pool(them.score + them.extra) + them.trait))
    odds = conflict_odds(me, them)
    assert {w.value: p for w, p in odds.items() if p} == expected
    assert list(odds) == [Winner.CHARACTER, Winner.OPPONENT]
    assert sum(odds.values()) == 1
