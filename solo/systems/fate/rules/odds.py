"""Exact outcome odds of a Fate roll, for each way of rolling.

Four Fate dice and four d6 read as Fate dice share one distribution (each face
is one third); a full Deck of Fate has one card per ordered result, so it
shares it too, while a part-drawn deck has its own. Against active opposition
the opponent's four dice are rolled as well.

>>> odds = outcome_odds(2, 1)
>>> odds[Outcome.TIE]
Fraction(16, 81)
>>> sum(odds.values())
Fraction(1, 1)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from fractions import Fraction

from solo.systems.fate.rules.deck import ALL_CARDS, Card
from solo.systems.fate.rules.outcomes import Outcome, outcome_of

Odds = dict[Outcome, Fraction]


def dice_distribution(cards: Iterable[Card] = ALL_CARDS) -> dict[int, Fraction]:
    """Return the chance of each sum of four Fate dice (or of the cards given).

    >>> dice_distribution()[0]
    Fraction(19, 81)
    """
    counts = Counter(sum(card) for card in cards)
    total = sum(counts.values())
    return {value: Fraction(count, total) for value, count in sorted(counts.items())}


def _outcomes(sums: Mapping[int, Fraction], margin: int) -> Odds:
    odds: Odds = dict.fromkeys(Outcome, Fraction(0))
    for value, chance in sums.items():
        odds[outcome_of(value + margin)] += chance
    return odds


def outcome_odds(bonus: int, vs: int) -> Odds:
    """Return the chance of each outcome of 4dF + `bonus` against a fixed `vs`.

    >>> outcome_odds(1, 0)[Outcome.STYLE]
    Fraction(5, 27)
    """
    return _outcomes(dice_distribution(), bonus - vs)


def opposed_odds(bonus: int, opposing_bonus: int) -> Odds:
    """Return the chance of each outcome when the opposition rolls 4dF + `opposing_bonus` too.

    >>> opposed_odds(0, 0)[Outcome.TIE]
    Fraction(41, 243)
    """
    single = dice_distribution()
    difference: dict[int, Fraction] = {}
    for mine, p_mine in single.items():
        for theirs, p_theirs in single.items():
            difference[mine - theirs] = difference.get(mine - theirs, Fraction(0)) \
                + p_mine * p_theirs
    return _outcomes(difference, bonus - opposing_bonus)


def deck_odds(bonus: int, vs: int, left: Iterable[Card]) -> Odds:
    """Return the chance of each outcome when the next card comes from the cards `left`.

    >>> deck_odds(0, 4, [(1, 1, 1, 1), (0, 0, 0, 0)])[Outcome.TIE]
    Fraction(1, 2)
    """
    cards = tuple(left) or ALL_CARDS
    return _outcomes(dice_distribution(cards), bonus - vs)


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
