"""Exact outcome odds of a Fate roll, for each way of rolling, counted in integers.

Four Fate dice and four d6 read as Fate dice share one distribution (each face
is one third): the dice engine's counts of 4dF. A full Deck of Fate has one
card per ordered result, so it shares it too, while a part-drawn deck has its
own. Against active opposition the opponent's four dice are rolled as well: my
dice minus theirs is the sum of eight Fate dice (a Fate die is symmetric).
Outcomes are counted as whole numbers and turned into `Fraction`s once; the dice's
counts, their running sums and the outcomes of the last margins asked are kept.

>>> odds = outcome_odds(2, 1)
>>> odds[Outcome.TIE]
Fraction(16, 81)
>>> sum(odds.values())
Fraction(1, 1)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from fractions import Fraction
from functools import cache, lru_cache
from itertools import accumulate
from typing import TYPE_CHECKING

from solo.dice.rng import FATE
from solo.dice.uniform import uniform_power
from solo.systems.fate.rules.dice import DICE_COUNT
from solo.systems.fate.rules.outcomes import THRESHOLDS, Outcome, outcome_of

if TYPE_CHECKING:
    from solo.systems.fate.rules.deck import Card

Odds = dict[Outcome, Fraction]
Counts = tuple[int, tuple[int, ...]]
"""The lowest sum and how many rolls give it and each sum above it."""

_ORDER = tuple(Outcome)


@cache
def _dice_counts(dice: int) -> Counts:
    """How many ordered rolls of `dice` Fate dice give each sum, from the dice engine
    (worked out once: the game rolls 4 or 8)."""
    return dice * FATE.low, uniform_power(FATE.size, dice)


def _card_counts(cards: Iterable[Card] | None) -> Counts:
    """How many of the `cards` show each sum (None or the full deck: the dice themselves)."""
    from solo.systems.fate.rules.deck import ALL_CARDS

    if cards is None or cards is ALL_CARDS:
        return _dice_counts(DICE_COUNT)
    found = Counter(map(sum, cards))
    low = min(found)
    return low, tuple(found[value] for value in range(low, max(found) + 1))


def dice_distribution(cards: Iterable[Card] | None = None) -> dict[int, Fraction]:
    """Return the chance of each sum of four Fate dice (or of the cards given).

    >>> dice_distribution()[0]
    Fraction(19, 81)
    >>> dice_distribution([(1, 1, 1, 1), (0, 0, 0, 0)])[4]
    Fraction(1, 2)
    """
    low, weights = _card_counts(cards)
    total = sum(weights)
    return {low + index: Fraction(ways, total) for index, ways in enumerate(weights) if ways}


def _outcomes(counts: Counts, margin: int) -> Odds:
    """Each outcome's chance when the sums `counts` are shifted by `margin`.

    Outcomes are ranges of shifts (`THRESHOLDS`, best first), so each one's
    rolls are a difference of running sums taken from the top.
    """
    low, weights = counts
    return _chances(low, _at_least(weights), margin)


def _at_least(weights: tuple[int, ...]) -> tuple[int, ...]:
    """The rolls with a sum at index `i` or above, for each `i`, and 0 past the top."""
    from_top = [*accumulate(reversed(weights))]
    from_top.reverse()
    from_top.append(0)
    return tuple(from_top)


@lru_cache(maxsize=256)
def _dice_outcomes(dice: int, margin: int) -> tuple[tuple[Outcome, Fraction], ...]:
    """The outcomes of `dice` Fate dice shifted by `margin` (kept: a few margins come up)."""
    low = _dice_counts(dice)[0]
    return tuple(_chances(low, _dice_at_least(dice), margin).items())


@cache
def _dice_at_least(dice: int) -> tuple[int, ...]:
    """`_at_least` of `dice` Fate dice, worked out once."""
    return _at_least(_dice_counts(dice)[1])


def _chances(low: int, at_least: tuple[int, ...], margin: int) -> Odds:
    """Each outcome's chance from the running sums `at_least` of sums from `low` up."""
    last = len(at_least) - 1
    ways: dict[Outcome, int] = {}
    better = 0
    for shifts, outcome in THRESHOLDS:
        reached = at_least[min(max(shifts - margin - low, 0), last)]
        ways[outcome] = reached - better
        better = reached
    total = at_least[0]
    ways[Outcome.FAIL] = total - better
    return {outcome: Fraction(ways[outcome], total) for outcome in _ORDER}


def outcome_odds(bonus: int, vs: int) -> Odds:
    """Return the chance of each outcome of 4dF + `bonus` against a fixed `vs`.

    >>> outcome_odds(1, 0)[Outcome.STYLE]
    Fraction(5, 27)
    """
    return dict(_dice_outcomes(DICE_COUNT, bonus - vs))


def opposed_odds(bonus: int, opposing_bonus: int) -> Odds:
    """Return the chance of each outcome when the opposition rolls 4dF + `opposing_bonus` too.

    >>> opposed_odds(0, 0)[Outcome.TIE]
    Fraction(41, 243)
    """
    return dict(_dice_outcomes(2 * DICE_COUNT, bonus - opposing_bonus))


def deck_odds(bonus: int, vs: int, left: Iterable[Card]) -> Odds:
    """Return the chance of each outcome when the next card comes from the cards `left`.

    >>> deck_odds(0, 4, [(1, 1, 1, 1), (0, 0, 0, 0)])[Outcome.TIE]
    Fraction(1, 2)
    """
    return _outcomes(_card_counts(tuple(left) or None), bonus - vs)


def deck_opposed_odds(bonus: int, opposing_bonus: int, left: Iterable[Card]) -> Odds:
    """The chance of each outcome when both sides draw from the cards `left`: the roller's card
    first, then the opposition's among the others (a deck of one card is reshuffled for it).

    >>> deck_opposed_odds(0, 0, [(1, 1, 1, 1), (0, 0, 0, 0)])[Outcome.STYLE]
    Fraction(1, 2)
    """
    from solo.systems.fate.rules.deck import ALL_CARDS

    cards = tuple(left) or ALL_CARDS
    mine = Counter(map(sum, cards))
    theirs = mine if len(cards) > 1 else Counter(map(sum, ALL_CARDS))
    margins: Counter[int] = Counter()
    for mine_sum, mine_count in mine.items():
        for their_sum, their_count in theirs.items():
            same = mine_count if len(cards) > 1 and mine_sum == their_sum else 0
            margins[mine_sum - their_sum] += mine_count * their_count - same
    total = sum(margins.values())
    odds = dict.fromkeys(_ORDER, Fraction(0))
    for margin, count in margins.items():
        odds[outcome_of(margin + bonus - opposing_bonus)] += Fraction(count, total)
    return odds


def success_chance(bonus: int, vs: int, *, active: bool = False) -> Fraction:
    """The chance of a success or better (with style included).

    >>> success_chance(0, 0), success_chance(2, 0)
    (Fraction(31, 81), Fraction(22, 27))
    """
    odds = opposed_odds(bonus, vs) if active else outcome_odds(bonus, vs)
    return odds[Outcome.SUCCESS] + odds[Outcome.STYLE]


def invoke_change(total: int, bonus: int, vs: int) -> tuple[Outcome, Outcome, Fraction]:
    """What an invoke would do to a rolled `total` against `vs`: the outcome now, with +2,
    and the chance that a reroll of the four dice (keeping `bonus`) succeeds.

    >>> invoke_change(2, 1, 2)
    (<Outcome.TIE: 'tie'>, <Outcome.SUCCESS: 'success'>, Fraction(5, 27))
    """
    return outcome_of(total - vs), outcome_of(total + 2 - vs), success_chance(bonus, vs)
