"""Exact odds of a pool that drops only a few dice (`1000d6dl1`), from the dropped end.

The faces are visited from the dropped end (lowest first for `kh`/`dl`). Until
`drop` dice are placed, every placed die is dropped, so the state is just how
many are placed and in how many ways. The face that completes the quota keeps
its extra dice, and every die not yet placed shows a face further along: with
`y` the current face, `P>` the faces after it and `P>=` those and `y`, `r` the
dice not yet placed and `q` the dice still to drop:

    sum(j >= q) C(r, j) y^(j-q) P>^(r-j)
        = y^-q (P>=^r - sum(j < q) C(r, j) y^j P>^(r-j)),

where each power of a die is one fast recurrence (`Distribution.repeat`). The
work grows with faces x drop² x one power, so it suits small drops of big pools.

>>> from_dropped_end(4, (6, 5, 4, 3, 2, 1), 3).mean  # 4d6dl1
Fraction(15869, 1296)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from math import comb

from solo.dice.distribution import Distribution, add_scaled
from solo.dice.sparse import counted


def from_dropped_end(dice: int, values: Sequence[int], keep: int) -> Distribution:
    """Odds of the sum of the `keep` first dice when `dice` dice are sorted in `values` order.

    Same contract as `kept_distribution`; cheaper when few dice are dropped.

    >>> from_dropped_end(3, (1, 0), 2).weights  # 3 coins, keep the 2 best heads
    (1, 3, 4)
    """
    drop = dice - keep
    order = list(values)[::-1]  # dropped end first
    low, high = keep * min(values), keep * max(values)
    final = [0] * (high - low + 1)
    states: dict[int, int] = {0: 1}
    powers = _Powers(order)
    for index, face in enumerate(order):
        following: dict[int, int] = {}
        last = index == len(order) - 1
        for placed, ways in states.items():
            unplaced, quota = dice - placed, drop - placed
            _finish(final, low, powers, index, face, unplaced, quota, ways)
            if not last:
                for j in range(quota):
                    following[placed + j] = following.get(placed + j, 0) \
                        + ways * comb(unplaced, j)
        states = following
    return Distribution.trimmed(low, final)


def _finish(final: list[int], low: int, powers: _Powers, index: int, face: int,
            unplaced: int, quota: int, ways: int) -> None:
    """Add the outcomes where this face completes the dropped dice."""
    terms = [(powers.get(index, unplaced), -quota * face, ways)]
    for j in range(quota):
        terms.append((powers.get(index + 1, unplaced - j), (j - quota) * face,
                      -ways * comb(unplaced, j)))
    present = [(part, shift, factor) for part, shift, factor in terms if part is not None]
    start = min(part.low + shift for part, shift, _ in present)
    end = max(part.max + shift for part, shift, _ in present)
    acc = [0] * (end - start + 1)
    for part, shift, factor in present:
        add_scaled(acc, part.weights, part.low + shift - start, factor)
    # outside the possible kept sums the terms cancel out
    first, last = max(start, low), min(end, low + len(final) - 1)
    if first <= last:
        add_scaled(final, acc[first - start:last - start + 1], first - low, 1)


class _Powers:
    """Sums of `m` dice showing the faces from `index` on (memoised)."""

    def __init__(self, order: list[int]) -> None:
        self._order = order
        self._known: dict[tuple[int, int], Distribution | None] = {}

    def get(self, index: int, times: int) -> Distribution | None:
        """The distribution, or None when no face is left for `times` > 0 dice."""
        key = (index, times)
        if key not in self._known:
            self._known[key] = self._compute(index, times)
        return self._known[key]

    def _compute(self, index: int, times: int) -> Distribution | None:
        if times == 0:
            return Distribution.constant(0)
        faces = self._order[index:]
        if not faces:
            return None
        return counted(Counter(faces)).repeat(times)
