"""Exact odds of keeping the highest (or lowest) dice of a pool, without enumeration.

The faces are visited from the kept end (highest first for `kh`). While fewer
than `keep` dice have been placed, the state is how many dice show the faces
seen so far and the sum of their values; placing `j` of the `r` unplaced dice on
the current face multiplies the count by C(r, j). Once the quota is reached,
the other dice may show any lower face: one closed-form weight finishes the
state. The work grows with faces x keep² x the range of kept sums, never with
faces ** dice.

>>> kept_distribution(2, (6, 5, 4, 3, 2, 1), 1).weights  # 2d6kh1
(1, 3, 5, 7, 9, 11)
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

from solo.dice.distribution import Distribution, add_scaled


def kept_distribution(dice: int, values: Sequence[int], keep: int,
                      weights: Sequence[int] | None = None, denominator: int = 0) -> Distribution:
    """Odds of the sum of the `keep` first dice when `dice` dice are sorted in `values` order.

    `values[i]` is what a die on the i-th face (from the kept end) adds: the face
    itself for a sum, 1 or 0 when counting successes.

    >>> kept_distribution(4, (6, 5, 4, 3, 2, 1), 3).mean  # 4d6kh3
    Fraction(15869, 1296)
    >>> kept_distribution(2, (1, 1, 0, 0, 0, 0), 1).weights  # 2d6kh1>=5
    (16, 20)

    `weights[i]` is how likely the i-th value is (out of `denominator`; what they
    leave out is the result's `overflow`); without them every value is one face.

    >>> kept_distribution(2, (2, 1), 1, (1, 2), 4).weights  # 2 dice: 2 (1/4), 1 (2/4)
    (4, 5)
    """
    ways = weights or [1] * len(values)
    base = min(values)
    shifted = [value - base for value in values]
    span = max(shifted)
    final = [0] * (keep * span + 1)
    states: dict[int, list[int]] = {0: [1]}
    total = sum(ways)
    lower = total
    for index, value in enumerate(shifted):
        weight = ways[index]
        lower -= weight
        following: dict[int, list[int]] = {}
        for placed, sums in states.items():
            unplaced = dice - placed
            need = keep - placed
            _finish(final, sums, unplaced, need, weight, lower, need * value)
            if lower:
                _advance(following, sums, placed, unplaced, need, value, span, weight)
        states = following
    overflow = denominator ** dice - total ** dice if weights and denominator else 0
    return Distribution.trimmed(keep * base, final, overflow)


def _finish(final: list[int], sums: list[int], unplaced: int, need: int, weight: int,
            lower: int, shift: int) -> None:
    """Add the outcomes where this face completes the kept dice."""
    # sum over j >= need of C(r, j) w^j lower^(r - j): any split of the rest
    ways = (weight + lower) ** unplaced - sum(
        comb(unplaced, j) * weight ** j * lower ** (unplaced - j) for j in range(need))
    if ways:
        add_scaled(final, sums, shift, ways)


def _advance(following: dict[int, list[int]], sums: list[int], placed: int, unplaced: int,
             need: int, value: int, span: int, weight: int) -> None:
    """Place fewer than `need` dice on this face and carry the state to the next face."""
    for j in range(need):
        target = following.get(placed + j)
        if target is None:
            target = following[placed + j] = [0] * ((placed + j) * span + 1)
        add_scaled(target, sums, j * value, comb(unplaced, j) * weight ** j)
