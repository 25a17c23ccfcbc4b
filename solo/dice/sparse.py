"""A distribution of few totals spread far apart (`3d20^4`: 58 totals from 3 to 12,960,000).

It answers as a `Distribution` does, keeping only the totals that can happen; its
`weights` are worked out one at a time when asked for (`LazyWeights`), never
stored for the whole span.

>>> spread = counted({1: 1, 10**7: 3})
>>> type(spread).__name__, spread.probability(10**7), len(spread.weights), support(spread)
('SparseDistribution', Fraction(3, 4), 10000000, 2)
>>> (spread + 1).max, (-spread).min, spread.at_least(2)
(10000001, -10000000, Fraction(3, 4))
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from fractions import Fraction
from math import gcd
from typing import Any, overload

from solo.dice import budget
from solo.dice.distribution import Distribution, support
from solo.record import once

#: The most pairs of totals a sum with a sparse distribution combines.
MOST_PAIRS = 2_000_000
#: From how wide a span few totals are kept alone (`3d20^4`).
SPARSE_SPAN = 1 << 16


def counted(counts: Mapping[int, int], overflow: int = 0) -> Distribution:
    """`Distribution.from_counts`, or a `SparseDistribution` when few totals spread far apart.

    >>> type(counted({1: 1, 3: 2})).__name__, type(counted({1: 1, 10**6: 2})).__name__
    ('Distribution', 'SparseDistribution')
    """
    present = {total: count for total, count in counts.items() if count}
    low, high = min(present), max(present)
    if high - low >= SPARSE_SPAN and high - low > 16 * len(present):
        return SparseDistribution.of(present, overflow)
    return Distribution.from_counts(present, overflow)


class LazyWeights(Sequence[int]):
    """The counts of every total from `low` to `high`, most of them 0, read one by one."""

    def __init__(self, counts: Mapping[int, int], low: int, high: int) -> None:
        self._counts = counts
        self._low = low
        self._size = high - low + 1

    def __len__(self) -> int:
        return self._size

    @overload
    def __getitem__(self, index: int) -> int: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[int, ...]: ...

    def __getitem__(self, index: int | slice) -> int | tuple[int, ...]:
        if isinstance(index, slice):
            return tuple(self[place] for place in range(*index.indices(self._size)))
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError(index)
        return self._counts.get(self._low + index, 0)

    def __iter__(self) -> Iterator[int]:
        return (self._counts.get(self._low + index, 0) for index in range(self._size))

    def __contains__(self, value: object) -> bool:
        if value == 0:
            return len(self._counts) < self._size
        return value in self._counts.values()

    def count(self, value: Any) -> int:
        """How many totals have this count (0: those that cannot happen)."""
        found = sum(1 for weight in self._counts.values() if weight == value)
        return self._size - len(self._counts) if value == 0 else found


class SparseDistribution(Distribution):
    """A `Distribution` that keeps only its possible totals."""

    counts: dict[int, int]

    @classmethod
    def of(cls, counts: Mapping[int, int], overflow: int = 0) -> SparseDistribution:
        """The distribution of `counts` (totals with a zero count left out)."""
        present = {total: count for total, count in sorted(counts.items()) if count}
        low, high = min(present), max(present)
        made = cls(low, LazyWeights(present, low, high), overflow)  # type: ignore[arg-type]
        object.__setattr__(made, "counts", present)
        return made

    def __post_init__(self) -> None:
        weights = self.weights
        assert isinstance(weights, LazyWeights)
        counts = weights._counts  # made by `of` just now
        if min(counts.values()) <= 0 or self.overflow < 0:
            raise ValueError("counts must be positive")
        object.__setattr__(self, "total_count", sum(counts.values()) + self.overflow)

    @property
    def mean(self) -> Fraction:
        """The expected total (of the outcomes counted)."""
        weighted = sum(total * count for total, count in self.counts.items())
        return Fraction(weighted, self.total_count - self.overflow)

    def count(self, total: int) -> int:
        """How many of the `total_count` outcomes give `total`."""
        return self.counts.get(total, 0)

    def items(self) -> Iterator[tuple[int, int]]:
        """Each possible total with its count, lowest first."""
        return iter(self.counts.items())

    @once
    def _chances(self) -> dict[int, Fraction]:
        return {total: Fraction(count, self.total_count) for total, count in self.counts.items()}

    def at_least(self, total: int) -> Fraction:
        """The chance of rolling `total` or more."""
        return self.between(total, None)

    def at_most(self, total: int) -> Fraction:
        """The chance of rolling `total` or less."""
        return self.between(None, total)

    def between(self, first: int | None, last: int | None) -> Fraction:
        """The chance of a total from `first` to `last` (None: no bound on that side)."""
        ways = sum(count for total, count in self.counts.items()
                   if (first is None or total >= first) and (last is None or total <= last))
        return Fraction(ways, self.total_count)

    def __add__(self, other: Distribution | int) -> Distribution:
        """The sum of two independent rolls, pair by pair; or the totals shifted."""
        if isinstance(other, int):
            return SparseDistribution.of({total + other: count
                                          for total, count in self.counts.items()},
                                         self.overflow)
        pairs = len(self.counts) * support(other)
        if pairs > MOST_PAIRS:
            raise budget.too_costly()
        budget.spend(pairs)
        sums: dict[int, int] = {}
        for first, ways in self.counts.items():
            for second, more in other.items():
                sums[first + second] = sums.get(first + second, 0) + ways * more
        kept = (self.total_count - self.overflow) * (other.total_count - other.overflow)
        return counted(sums, self.total_count * other.total_count - kept)

    __radd__ = __add__

    def __neg__(self) -> SparseDistribution:
        """The distribution of minus the total."""
        return SparseDistribution.of({-total: count for total, count in self.counts.items()},
                                     self.overflow)

    def repeat(self, times: int) -> Distribution:
        """The sum of `times` independent copies, pair by pair."""
        result: Distribution = self
        for _ in range(times - 1):
            result = result + self
        return result

    def partition(self, classify: Callable[[int], Any]) -> dict[Any, Fraction]:
        """The chance of each class of total, classes in order of first (lowest) total."""
        found: dict[Any, int] = {}
        for total, count in self.counts.items():
            key = classify(total)
            found[key] = found.get(key, 0) + count
        return {key: Fraction(count, self.total_count) for key, count in found.items()}

    def _lowest_terms(self) -> tuple[int, tuple[int, ...], int]:
        common = self.overflow
        for weight in self.counts.values():
            common = gcd(common, weight)
        ones = tuple(weight // common for weight in self.counts.values())
        return self.low, (*self.counts, *ones), self.overflow // common
