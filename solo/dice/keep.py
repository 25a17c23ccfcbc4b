"""Exact odds of keeping the highest (or lowest) dice of a pool, without enumeration.

The faces are visited from the kept end (highest first for `kh`). While fewer
than `keep` dice have been placed, the state is how many dice show the faces
seen so far and the counts of each sum of their values; placing `j` of the `r`
unplaced dice on the current face multiplies the counts by C(r, j) w^j. Once
the quota is reached, the other dice may show any lower face: one closed-form
weight finishes the state. The work grows with faces x keep², never with
faces ** dice.

The counts of one state are packed into one integer, `B` bits per sum (`B` more
than the bits of the largest count, so slots never overflow): adding a state's
counts shifted by `s` sums and scaled by `f` is `target += counts * f << s * B`,
one big-integer operation instead of a loop over the sums.

>>> kept_distribution(2, (6, 5, 4, 3, 2, 1), 1).weights  # 2d6kh1
(1, 3, 5, 7, 9, 11)
"""

from __future__ import annotations

from collections.abc import Sequence

from solo.dice.distribution import Distribution, unpack


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
    total = sum(ways)
    overflow = denominator ** dice - total ** dice if weights and denominator else 0
    if keep == 1:
        return _best(dice, values, ways, base, overflow)
    width = -(-((total ** dice).bit_length() + 1) // 8) * 8  # bits of one slot, whole bytes
    final = 0
    states: dict[int, int] = {0: 1}
    lower = total
    for value, weight in zip(values, ways, strict=True):
        lower -= weight
        step = (value - base) * width
        following: dict[int, int] = {}
        for placed, counts in states.items():
            unplaced, need = dice - placed, keep - placed
            # C(r, j) w^j: j dice on this face; the rest lower (finished) or still to place
            factor, short = 1, 0
            for j in range(need):
                if lower:
                    following[placed + j] = following.get(placed + j, 0) \
                        + (counts * factor << j * step)
                short += factor * lower ** (unplaced - j)
                factor = factor * (unplaced - j) * weight // (j + 1)
            finish = (weight + lower) ** unplaced - short
            if finish:
                final += counts * finish << need * step
        states = following
    span = max(values) - base
    return Distribution.trimmed(keep * base, unpack(final, keep * span + 1, width), overflow)



def _best(dice: int, values: Sequence[int], ways: Sequence[int], base: int,
          overflow: int) -> Distribution:
    """Keep one die: the best face is `v` in (ways to show `v` or worse)^n - (worse)^n.

    >>> _best(3, (2, 1), (1, 1), 1, 0).weights  # the best of three coins
    (1, 7)
    """
    final = [0] * (max(values) - base + 1)
    lower = sum(ways)
    below = lower ** dice
    for value, weight in zip(values, ways, strict=True):
        lower -= weight
        above, below = below, lower ** dice
        final[value - base] += above - below
    return Distribution.trimmed(base, final, overflow)
