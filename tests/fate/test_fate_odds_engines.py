"""Fate's integer-engine odds: active opposition by brute force over all eight dice, icepool too."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from functools import cache

import pytest

from solo.systems.fate.rules.deck import ALL_CARDS
from solo.systems.fate.rules.odds import deck_odds, dice_distribution, opposed_odds, outcome_odds
from solo.systems.fate.rules.outcomes import Outcome, outcome_of


@cache
def differences() -> Counter[int]:
    """My four dice minus the opposition's four, over all 3^8 ordered rolls."""
    return Counter(sum(mine) - sum(theirs)
                   for mine in itertools.product((-1, 0, 1), repeat=4)
                   for theirs in itertools.product((-1, 0, 1), repeat=4))


@pytest.mark.parametrize("bonus", range(-1, 6))
@pytest.mark.parametrize("opposing", range(-2, 5))
def test_active_opposition_equals_brute_force(bonus: int, opposing: int) -> None:
    counts = dict.fromkeys(Outcome, 0)
    for difference, ways in differences().items():
        counts[outcome_of(difference + bonus - opposing)] += ways
    expected = {outcome: Fraction(ways, 3 ** 8) for outcome, ways in counts.items()}
    odds = opposed_odds(bonus, opposing)
    assert odds == expected
    assert list(odds) == list(Outcome)


def test_far_apart_bonuses_are_certain() -> None:
    assert outcome_odds(20, -10)[Outcome.STYLE] == 1
    assert opposed_odds(-20, 20)[Outcome.FAIL] == 1


def test_a_part_drawn_deck_counts_its_cards() -> None:
    left = ALL_CARDS[::7]
    sums = Counter(sum(card) for card in left)
    assert dice_distribution(left) == {s: Fraction(n, len(left)) for s, n in sorted(sums.items())}
    for vs in range(-4, 6):
        counts = Counter(outcome_of(sum(card) + 1 - vs) for card in left)
        assert {o: p for o, p in deck_odds(1, vs, left).items() if p} == \
            {o: Fraction(n, len(left)) for o, n in counts.items()}


def test_a_full_deck_given_as_a_new_tuple_is_the_dice() -> None:
    assert deck_odds(2, 1, [*ALL_CARDS]) == outcome_odds(2, 1)


@pytest.mark.parametrize("bonus", range(-1, 6))
def test_fixed_and_active_odds_equal_icepool(bonus: int) -> None:
    icepool = pytest.importorskip("icepool")
    fate = icepool.Die([-1, 0, 1])
    fixed = (4 @ fate + bonus).map(outcome_of)
    active = icepool.map(lambda a, b: outcome_of(a - b), 4 @ fate + bonus, 4 @ fate)
    for ours, theirs in ((outcome_odds(bonus, 0), fixed), (opposed_odds(bonus, 0), active)):
        assert {o: p for o, p in ours.items() if p} == \
            dict(zip(theirs.outcomes(), theirs.probabilities(), strict=True))
