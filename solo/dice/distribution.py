"""An exact, immutable distribution of totals: integer counts over a denominator.

`weights[i]` counts the ways to roll the total `low + i`; the probability of a
total is its count over `total_count`. `overflow` counts the ways that are left
out (a die that would explode past the limit): they are part of `total_count`,
so the chances of the totals add up to one minus `beyond`. Sums of independent rolls are
convolutions (`a + b`), and `repeat(n)` is the sum of `n` independent copies.

>>> two_d6 = Distribution.from_die(Die(1, 6, "d6")).repeat(2)
>>> two_d6.probability(7), two_d6.at_least(10), two_d6.mean
(Fraction(1, 6), Fraction(1, 6), Fraction(7, 1))
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import field
from fractions import Fraction
from itertools import repeat
from math import gcd
from operator import add, mul
from typing import Any, Literal, TypeVar

from solo.dice.rng import Die
from solo.dice.uniform import uniform_power
from solo.jsonable import fraction_text
from solo.record import once, record

T = TypeVar("T")

#: How many chances of a span of totals (`between`, a `vs` check) one distribution keeps.
KEPT_SPANS = 32


@record(eq=False)
class Distribution:
    """Counts of each total from `low` up; two distributions are equal when their odds are."""

    low: int
    weights: tuple[int, ...]
    overflow: int = 0
    total_count: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if not self.weights or self.weights[0] <= 0 or self.weights[-1] <= 0 \
                or min(self.weights) < 0 or self.overflow < 0:
            raise ValueError("weights must be non-negative with non-zero ends")
        object.__setattr__(self, "total_count", sum(self.weights) + self.overflow)

    # --- constructors --------------------------------------------------------

    @classmethod
    def from_counts(cls, counts: Mapping[int, int], overflow: int = 0) -> Distribution:
        """Build from `{total: count}`; totals with a zero count may be left out. Every total
        of the span is kept (few totals spread far apart: `solo.dice.sparse.counted`).

        >>> Distribution.from_counts({3: 1, 1: 2}).weights
        (2, 0, 1)
        """
        present = {total: count for total, count in counts.items() if count}
        low, high = min(present), max(present)
        return cls(low, tuple(present.get(total, 0) for total in range(low, high + 1)),
                   overflow)

    @classmethod
    def counted(cls, low: int, weights: tuple[int, ...], total_count: int) -> Distribution:
        """Build from counts known to be valid (positive at both ends, none negative, no
        overflow) and their sum, without checking them again (a first ask's odds).

        >>> Distribution.counted(1, (1, 2, 1), 4) == Distribution(1, (1, 2, 1))
        True
        """
        made = _bare(cls)
        fields = made.__dict__
        fields["low"], fields["weights"] = low, weights
        fields["overflow"], fields["total_count"] = 0, total_count
        return made

    @classmethod
    def from_die(cls, die: Die) -> Distribution:
        """One roll of `die`: each face once.

        >>> Distribution.from_die(Die(-1, 1, "dF")).probabilities()
        {-1: Fraction(1, 3), 0: Fraction(1, 3), 1: Fraction(1, 3)}
        """
        return cls(die.low, (1,) * die.size)

    @classmethod
    def constant(cls, value: int) -> Distribution:
        """Always `value`.

        >>> Distribution.constant(3).mean
        Fraction(3, 1)
        """
        return cls(value, (1,))

    @classmethod
    def trimmed(cls, low: int, weights: list[int], overflow: int = 0) -> Distribution:
        """Build from a list that may start or end with zero counts."""
        start = next(index for index, weight in enumerate(weights) if weight)
        end = len(weights) - next(index for index, weight in enumerate(reversed(weights))
                                  if weight)
        return cls(low + start, tuple(weights[start:end]), overflow)

    # --- reading -------------------------------------------------------------

    @property
    def min(self) -> int:
        """The lowest possible total."""
        return self.low

    @property
    def max(self) -> int:
        """The highest possible total."""
        return self.low + len(self.weights) - 1

    @property
    def mean(self) -> Fraction:
        """The expected total (of the outcomes counted, when some are `beyond`)."""
        weights = self.weights
        if weights == weights[::-1]:  # symmetric (sums of plain dice): the middle
            return self.low + Fraction(len(weights) - 1, 2)
        weighted = sum(map(mul, range(len(weights)), weights))
        return self.low + Fraction(weighted, self.total_count - self.overflow)

    @property
    def beyond(self) -> Fraction:
        """The chance left out (past a limit of explosions or rerolls).

        >>> Distribution(1, (5,), overflow=1).beyond
        Fraction(1, 6)
        """
        return Fraction(self.overflow, self.total_count)

    def count(self, total: int) -> int:
        """How many of the `total_count` outcomes give `total`."""
        index = total - self.low
        return self.weights[index] if 0 <= index < len(self.weights) else 0

    def items(self) -> Iterator[tuple[int, int]]:
        """Each possible total with its count, lowest first."""
        return ((self.low + index, weight) for index, weight in enumerate(self.weights)
                if weight)

    def probabilities(self) -> dict[int, Fraction]:
        """`{total: probability}` for every possible total, lowest first (a new dict each time;
        the fractions are made once per distribution)."""
        return dict(self._chances)

    @once
    def _chances(self) -> dict[int, Fraction]:
        """The chances, made once (`probabilities` hands out copies: this one is never
        changed)."""
        total, at, bare = self.total_count, self.low, _bare
        found: dict[int, Fraction] = {}
        if not FILLED:  # a Python whose fractions keep their terms otherwise
            for count in self.weights:
                if count:
                    found[at] = Fraction(count, total)
                at += 1
            return found
        for count in self.weights:  # `ratio` inlined: one per total, straight into the dict
            if count:
                common = gcd(count, total)
                found[at] = value = bare(Fraction)
                value._numerator = count // common  # type: ignore[attr-defined]
                value._denominator = total // common  # type: ignore[attr-defined]
            at += 1
        return found

    def probability(self, total: int) -> Fraction:
        """The chance of rolling exactly `total`."""
        return Fraction(self.count(total), self.total_count)

    def at_least(self, total: int) -> Fraction:
        """The chance of rolling `total` or more.

        >>> Distribution.from_die(Die(1, 6, "d6")).at_least(5)
        Fraction(1, 3)
        """
        start = max(total - self.low, 0)
        return ratio(sum(self.weights[start:]), self.total_count)

    def at_most(self, total: int) -> Fraction:
        """The chance of rolling `total` or less.

        >>> Distribution.from_die(Die(1, 6, "d6")).at_most(0)
        Fraction(0, 1)
        """
        end = max(total - self.low + 1, 0)
        return ratio(sum(self.weights[:end]), self.total_count)

    def between(self, first: int | None, last: int | None) -> Fraction:
        """The chance of a total from `first` to `last` (None: no bound on that side).

        >>> Distribution.from_die(Die(1, 6, "d6")).between(2, 3)
        Fraction(1, 3)
        """
        held = self.__dict__  # the chances worked out, by their bounds (at most `KEPT_SPANS`)
        spans: dict[tuple[int | None, int | None], Fraction] | None = held.get("_spans")
        if spans is None:  # the first asked: no descriptor call on a first ask's path
            spans = held["_spans"] = {}
        key = first, last
        found = spans.get(key)
        if found is None:
            low, weights = self.low, self.weights
            start = 0 if first is None or first < low else first - low
            end = len(weights) if last is None else 0 if last < low else last - low + 1
            if len(spans) >= KEPT_SPANS:
                spans.clear()
            found = spans[key] = ratio(sum(weights[start:end]), self.total_count)
        return found

    def outside(self, first: int | None, last: int | None) -> Fraction:
        """The chance of a total below `first` or above `last` (None: no bound on that side);
        what the dice limits leave `beyond` is neither inside nor outside.

        >>> d6 = Distribution.from_die(Die(1, 6, "d6"))
        >>> d6.outside(2, 3), d6.outside(None, 4), Distribution(1, (1, 1), 2).outside(2, None)
        (Fraction(2, 3), Fraction(1, 3), Fraction(1, 4))
        """
        return self.split(first, last)[1]

    def split(self, first: int | None, last: int | None) -> tuple[Fraction, Fraction]:
        """`between(first, last)` and `outside(first, last)`, worked out together (a `vs`
        check's success and failure).

        >>> Distribution.from_die(Die(1, 6, "d6")).split(5, None)
        (Fraction(1, 3), Fraction(2, 3))
        """
        held = self.__dict__
        spans: dict[tuple[int | None, int | None], Fraction] | None = held.get("_spans")
        key = first, last
        inside = None if spans is None else spans.get(key)
        if inside is None and not self.overflow and self.__class__ is Distribution:
            low, weights, total = self.low, self.weights, self.total_count  # as `between`
            start = 0 if first is None or first < low else first - low
            end = len(weights) if last is None else 0 if last < low else last - low + 1
            count = sum(weights[start:end])
            if spans is None:
                spans = held["_spans"] = {}
            elif len(spans) >= KEPT_SPANS:
                spans.clear()
            inside = spans[key] = ratio(count, total)
            return inside, ratio(total - count, total)
        if inside is None:
            inside = self.between(first, last)
        if self.overflow or not FILLED:
            return inside, 1 - inside - self.beyond
        value = _bare(Fraction)  # 1 - n/d with n/d in lowest terms: (d - n)/d is too
        value._numerator = inside.denominator - inside.numerator  # type: ignore[attr-defined]
        value._denominator = inside.denominator  # type: ignore[attr-defined]
        return inside, value

    def partition(self, classify: Callable[[int], T]) -> dict[T, Fraction]:
        """The chance of each class of total, classes in order of first (lowest) total.

        >>> d6 = Distribution.from_die(Die(1, 6, "d6"))
        >>> d6.partition(lambda total: "hit" if total >= 5 else "miss")
        {'miss': Fraction(2, 3), 'hit': Fraction(1, 3)}
        """
        counts: dict[T, int] = {}
        for total, count in self.items():
            key = classify(total)
            counts[key] = counts.get(key, 0) + count
        return {key: Fraction(count, self.total_count) for key, count in counts.items()}

    # --- arithmetic ----------------------------------------------------------

    def __add__(self, other: Distribution | int) -> Distribution:
        """The sum of two independent rolls, or the totals shifted by a constant."""
        if isinstance(other, int):
            return Distribution(self.low + other, self.weights, self.overflow)
        overflow = 0
        if self.overflow or other.overflow:
            overflow = self.total_count * other.total_count \
                - (self.total_count - self.overflow) * (other.total_count - other.overflow)
        return Distribution(self.low + other.low, convolve(self.weights, other.weights),
                            overflow)

    __radd__ = __add__

    def __neg__(self) -> Distribution:
        """The distribution of minus the total.

        >>> (-Distribution.from_die(Die(1, 3, "d3"))).low
        -3
        """
        return Distribution(-self.max, self.weights[::-1], self.overflow)

    def __sub__(self, other: Distribution | int) -> Distribution:
        """The difference of two independent rolls, or minus a constant."""
        return self + (-other)

    def repeat(self, times: int) -> Distribution:
        """The sum of `times` independent copies (J. C. P. Miller's power recurrence).

        >>> Distribution.from_die(Die(-1, 1, "dF")).repeat(4).weights
        (1, 4, 10, 16, 19, 16, 10, 4, 1)
        """
        if times < 1:
            raise ValueError("repeat at least once")
        overflow = 0
        if self.overflow:
            overflow = self.total_count ** times - (self.total_count - self.overflow) ** times
        return Distribution(self.low * times, power(self.weights, times), overflow)

    # --- equality and data ---------------------------------------------------

    def _lowest_terms(self) -> tuple[int, tuple[int, ...], int]:
        common = self.overflow
        for weight in self.weights:
            common = gcd(common, weight)
        return self.low, tuple(weight // common for weight in self.weights), \
            self.overflow // common

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Distribution):
            return NotImplemented
        return self._lowest_terms() == other._lowest_terms()

    def __hash__(self) -> int:
        return hash(self._lowest_terms())

    def to_json(self) -> dict[str, Any]:
        """`{"distribution": {"-4": "1/81", ...}, "mean": "0/1", "min": -4, "max": 4}`."""
        data: dict[str, Any] = {"distribution": {str(total): fraction_text(p)
                                                 for total, p in self.probabilities().items()},
                                "mean": fraction_text(self.mean), "min": self.min, "max": self.max}
        if self.overflow:
            data["beyond"] = fraction_text(self.beyond)
        return data




def ratio(numerator: int, denominator: int) -> Fraction:
    """`Fraction(numerator, denominator)` for a positive denominator, made without the checks
    of `Fraction`'s constructor (a distribution makes one for each of its totals).

    >>> ratio(2, 4), ratio(0, 7)
    (Fraction(1, 2), Fraction(0, 1))
    """
    if not FILLED:
        return Fraction(numerator, denominator)
    common = gcd(numerator, denominator)
    value = _bare(Fraction)
    value._numerator = numerator // common  # type: ignore[attr-defined]  # its slots
    value._denominator = denominator // common  # type: ignore[attr-defined]
    return value


_bare = object.__new__


def _fillable() -> bool:
    """Whether a `Fraction` made bare and given its two terms in lowest form is the fraction
    `Fraction(n, d)` makes, in every way solo uses one (compared, hashed, added, written).

    `Fraction`'s constructor checks and reduces its arguments: three times the cost of a
    fraction whose terms are known to be whole and coprime, and a first ask of `100d6`
    makes 501 of them. CPython keeps the terms in the slots `_numerator` and `_denominator`
    (`fractions.py`, 3.11 to 3.14); on a Python that does not, every fraction is made by
    the constructor (`FILLED` is False) and only the speed differs.

    >>> _fillable() == FILLED
    True
    """
    try:
        made = _bare(Fraction)
        made._numerator = 3  # type: ignore[attr-defined]
        made._denominator = 10  # type: ignore[attr-defined]
        usual = Fraction(3, 10)
        return (made == usual and hash(made) == hash(usual) and made + 1 == usual + 1
                and str(made) == str(usual) and made.numerator == 3
                and made.denominator == 10 and made < 1)
    except (AttributeError, TypeError):  # slots renamed, or terms kept elsewhere
        return False


#: Whether fractions are made by filling in their terms (`_fillable`), else by `Fraction`.
FILLED = _fillable()


def support(dist: Distribution) -> int:
    """How many totals can happen.

    >>> support(Distribution.from_counts({1: 2, 3: 1}))
    2
    """
    return len(dist.weights) - dist.weights.count(0)


def convolve(first: tuple[int, ...] | list[int],
             second: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """The counts of the sum of two independent rolls given by their counts.

    >>> convolve((1, 1), (1, 2, 1))
    (1, 3, 3, 1)
    """
    short, long = (first, second) if len(first) <= len(second) else (second, first)
    result = [0] * (len(short) + len(long) - 1)
    for index, weight in enumerate(short):
        if weight:
            add_scaled(result, long, index, weight)
    return tuple(result)


def add_scaled(target: list[int], source: tuple[int, ...] | list[int], shift: int,
               factor: int) -> None:
    """Add `factor * source` into `target` from index `shift` on (in place).

    >>> target = [1, 1, 1]
    >>> add_scaled(target, [1, 2], 1, 3)
    >>> target
    [1, 4, 7]
    """
    end = shift + len(source)
    scaled = source if factor == 1 else map(mul, source, repeat(factor))
    target[shift:end] = map(add, target[shift:end], scaled)


def power(weights: tuple[int, ...] | list[int], times: int) -> tuple[int, ...]:
    """The counts of the sum of `times` rolls: the coefficients of `P(x) ** times`.

    Uses f[m] = sum(((times + 1) * k - m) * p[k] * f[m - k]) / (m * p[0]),
    which needs `len(weights)` products per coefficient (`p[0]` is never 0).

    >>> power((1, 1), 3)
    (1, 3, 3, 1)
    """
    if times == 1:
        return tuple(weights)
    if (len(weights) - 1) * times < _PACKED and len(weights) > 2:  # `5d{1,2,4,4}`, `4d6ro1`
        return small_power(weights, times)
    if len(set(weights)) == 1:
        factor = weights[0] ** times
        flat = uniform_power(len(weights), times)
        return flat if factor == 1 else tuple(weight * factor for weight in flat)
    if len(weights) == 2:
        return binomial(weights[0], weights[1], times)
    if len(weights) > _SHORT:
        return packed_power(weights, times)
    return recurrence(weights, times)


def recurrence(weights: tuple[int, ...] | list[int], times: int) -> tuple[int, ...]:
    """`power` by Miller's recurrence (the first of `weights` is not 0).

    >>> recurrence((1, 1, 1), 2)
    (1, 2, 3, 2, 1)
    """
    degree = len(weights) - 1
    length = degree * times + 1
    first = weights[0]
    result = [first ** times]
    steps = [(k, weights[k]) for k in range(1, degree + 1) if weights[k]]
    for m in range(1, length):
        acc = 0
        for k, weight in steps:
            if k > m:
                break
            acc += ((times + 1) * k - m) * weight * result[m - k]
        result.append(acc // (m * first))
    return tuple(result)


def binomial(miss: int, hit: int, times: int) -> tuple[int, ...]:
    """The counts of 0, 1, … `times` hits: C(n, k) hit^k miss^(n-k), each from the last.

    >>> binomial(4, 2, 3)  # 3d6>=5: 4 faces miss, 2 hit
    (64, 96, 48, 8)
    """
    result = [miss ** times]
    for k in range(times):
        result.append(result[-1] * (times - k) * hit // ((k + 1) * miss))
    return tuple(result)


#: Longer weights (an exploding die's 125 values) are raised as one packed integer.
_SHORT = 16


def packed_power(weights: tuple[int, ...] | list[int], times: int) -> tuple[int, ...]:
    """`power` by Kronecker substitution: the counts packed into one integer, raised in C.

    Each count gets a slot of whole bytes wider than the largest count of the
    result, so the slots never carry into each other.

    >>> packed_power((1, 2, 1), 2)
    (1, 4, 6, 4, 1)
    """
    width = ((sum(weights) ** times).bit_length() + 8) // 8
    packed = int.from_bytes(b"".join(weight.to_bytes(width, "little") for weight in weights),
                            "little")
    return tuple(unpack(packed ** times, (len(weights) - 1) * times + 1, width * 8))


def unpack(packed: int, slots: int, width: int) -> list[int]:
    """The `slots` counts packed `width` bits (whole bytes) apart, lowest first.

    >>> unpack(3 | 5 << 16, 3, 16)
    [3, 5, 0]
    """
    size = width // 8
    data = packed.to_bytes(slots * size, "little")
    return [int.from_bytes(data[index:index + size], "little")
            for index in range(0, slots * size, size)]


#: The most totals of a power of a few counts worked out by `small_power`.
_PACKED = 64

Slot = Literal["B", "H", "Q"]  # unsigned machine slots of one, two and eight bytes

BYTE_ORDER = sys.byteorder
SLOT_BYTES: dict[Slot, int] = {"B": 1, "H": 2, "Q": 8}
_from_bytes = int.from_bytes


def machine_slot(total: int) -> Slot | None:
    """The `array` type code of the narrowest machine slot that holds every number up to
    `total` (None when none does).

    >>> machine_slot(255), machine_slot(256), machine_slot(6 ** 20), machine_slot(6 ** 30)
    ('B', 'H', 'Q', None)
    """
    size = total.bit_length()
    return "B" if size <= 8 else "H" if size <= 16 else "Q" if size <= 64 else None


def small_power(weights: tuple[int, ...] | list[int], times: int) -> tuple[int, ...]:
    """The counts of the sum of `times` rolls of a die of few counts, by one power of one
    integer holding them all (each in a slot wider than any count of the result): `4d6ro1`'s
    21 counts in one power of a 6-slot integer, computed in C.

    >>> small_power([1, 1, 0, 2], 2)
    (1, 2, 1, 4, 4, 0, 4)
    """
    total = sum(weights) ** times
    code = machine_slot(total)
    span = (len(weights) - 1) * times + 1
    if code:
        packed = _from_bytes(array(code, weights).tobytes(), BYTE_ORDER) ** times
        return tuple(memoryview(packed.to_bytes(span * SLOT_BYTES[code], BYTE_ORDER)).cast(code))
    bits = total.bit_length() + 1
    return unpack_slots(pack_slots(weights, bits) ** times, bits, span)


def pack_slots(weights: Sequence[int], bits: int) -> int:
    """`weights` in one integer, each in a slot of `bits` bits, the first lowest.

    >>> pack_slots((1, 2, 3), 4) == 1 | 2 << 4 | 3 << 8
    True
    """
    packed = 0
    for weight in reversed(weights):
        packed = packed << bits | weight
    return packed


def unpack_slots(packed: int, bits: int, span: int) -> tuple[int, ...]:
    """The `span` numbers held in `packed`'s slots of `bits` bits, the lowest first.

    >>> unpack_slots(pack_slots((1, 2, 3), 4) * pack_slots((1, 1), 4), 4, 4)
    (1, 3, 5, 3)
    """
    mask = (1 << bits) - 1
    found = []
    for _ in range(span):
        found.append(packed & mask)
        packed >>= bits
    return tuple(found)
