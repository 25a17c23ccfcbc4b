"""The Distribution histogram: constructors, reading, arithmetic, equality, JSON."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice.distribution import Distribution, convolve, power
from solo.dice.rng import FATE, d
from solo.dice.uniform import uniform_power
from solo.jsonable import to_jsonable

D6 = Distribution.from_die(d(6))


def brute_sum(faces: range | tuple[int, ...], times: int) -> Distribution:
    return Distribution.from_counts(Counter(sum(roll) for roll in product(faces, repeat=times)))


def test_four_fate_dice() -> None:
    four = Distribution.from_die(FATE).repeat(4)
    assert four.weights == (1, 4, 10, 16, 19, 16, 10, 4, 1)
    assert four.total_count == 81
    assert four.probabilities() == {total: Fraction(count, 81) for total, count in
                                    zip(range(-4, 5), (1, 4, 10, 16, 19, 16, 10, 4, 1),
                                        strict=True)}
    assert (four.min, four.max, four.mean) == (-4, 4, Fraction(0))


@pytest.mark.parametrize("sides", [1, 2, 3, 4, 6, 7])
@pytest.mark.parametrize("times", [1, 2, 3, 4, 5])
def test_repeat_matches_enumeration(sides: int, times: int) -> None:
    assert Distribution.from_die(d(sides)).repeat(times) == brute_sum(range(1, sides + 1), times)
    counts = Counter(sum(roll) for roll in product(range(sides), repeat=times))
    assert uniform_power(sides, times) == tuple(counts[m] for m in range(max(counts) + 1))


@pytest.mark.parametrize("weights", [(1, 2), (3, 0, 1), (2, 1, 1, 5), (1, 0, 0, 4),
                                     tuple(range(1, 40)), (7,) + (0,) * 30 + (1, 2)])
@pytest.mark.parametrize("times", [1, 2, 3, 6])
def test_power_of_uneven_weights_matches_repeated_convolution(weights: tuple[int, ...],
                                                              times: int) -> None:
    expected: tuple[int, ...] = (1,)
    for _ in range(times):
        expected = convolve(expected, weights)
    assert power(weights, times) == expected


def test_reading() -> None:
    two = D6.repeat(2)
    assert two.probability(7) == Fraction(1, 6)
    assert two.probability(1) == 0
    assert two.probability(13) == 0
    assert two.count(2) == 1
    assert two.at_least(10) == Fraction(6, 36)
    assert two.at_least(2) == 1
    assert two.at_least(13) == 0
    assert two.at_most(4) == Fraction(6, 36)
    assert two.at_most(1) == 0
    assert two.at_most(12) == 1
    assert list(two.probabilities()) == list(range(2, 13))
    assert sum(two.probabilities().values()) == 1
    assert list(two.items())[:2] == [(2, 1), (3, 2)]
    assert two.mean == 7


def test_partition_keeps_order_of_first_total() -> None:
    classes = D6.repeat(2).partition(lambda total: "high" if total >= 8 else "low")
    assert classes == {"low": Fraction(21, 36), "high": Fraction(15, 36)}
    assert list(classes) == ["low", "high"]


def test_arithmetic() -> None:
    d4 = Distribution.from_die(d(4))
    assert D6 + d4 == Distribution.from_counts(
        Counter(a + b for a, b in product(range(1, 7), range(1, 5))))
    assert D6 - d4 == Distribution.from_counts(
        Counter(a - b for a, b in product(range(1, 7), range(1, 5))))
    assert (D6 + 3).min == 4
    assert (3 + D6).max == 9
    assert (D6 - 1).min == 0
    assert (-D6).probabilities() == {-total: p for total, p in D6.probabilities().items()}
    assert D6 + Distribution.constant(2) == D6 + 2


def test_gaps_and_constructors() -> None:
    gappy = Distribution.from_counts({1: 1, 4: 3, 2: 0})
    assert gappy.weights == (1, 0, 0, 3)
    assert gappy.probabilities() == {1: Fraction(1, 4), 4: Fraction(3, 4)}
    assert Distribution.trimmed(-2, [0, 0, 1, 2, 0]) == Distribution(0, (1, 2))
    assert Distribution.constant(5).probabilities() == {5: 1}


def test_equality_is_by_odds_not_by_counts() -> None:
    assert Distribution(1, (2, 2)) == Distribution(1, (1, 1))
    assert hash(Distribution(1, (2, 2))) == hash(Distribution(1, (1, 1)))
    assert Distribution(1, (1, 1)) != Distribution(2, (1, 1))
    assert Distribution(1, (1, 2)) != Distribution(1, (2, 1))
    assert D6 != "d6"


def test_json() -> None:
    data = to_jsonable(Distribution.from_die(FATE).repeat(4))
    assert data["distribution"]["-4"] == "1/81"
    assert data["distribution"]["0"] == "19/81"
    assert list(data["distribution"]) == [str(total) for total in range(-4, 5)]
    assert data["mean"] == "0/1"
    assert (data["min"], data["max"]) == (-4, 4)
    assert to_jsonable(D6)["mean"] == "7/2"


def test_immutable() -> None:
    with pytest.raises(AttributeError):
        D6.low = 3  # type: ignore[misc]


def test_large_powers_are_exact() -> None:
    thousand = D6.repeat(1000)
    assert thousand.total_count == 6 ** 1000
    assert (thousand.min, thousand.max, thousand.mean) == (1000, 6000, Fraction(3500))
    assert thousand.weights == thousand.weights[::-1]
    assert thousand.weights[1] == 1000


def test_between_is_exact_for_every_span_and_asked_again() -> None:
    """Issue 16: a span's chance is kept per distribution; asked again (and after more spans
    than are kept) it is still the sum of the counts in the span."""
    from solo.dice.distribution import KEPT_SPANS

    two = Distribution.from_die(d(6)).repeat(2)
    rolls = [sum(roll) for roll in product(range(1, 7), repeat=2)]
    bounds = [None, *range(15)]
    spans = [(first, last) for first in bounds for last in bounds]
    assert len(spans) > KEPT_SPANS
    for _ in range(2):
        for first, last in spans:
            met = sum(1 for total in rolls if (first is None or total >= first)
                      and (last is None or total <= last))
            assert two.between(first, last) == Fraction(met, 36), (first, last)
    assert two.between(7, 7) is two.between(7, 7)  # kept, not made again
    assert two.between(20, None) == 0 and two.between(None, 1) == 0
    assert two.between(None, None) == 1


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 40), min_size=1, max_size=12).map(lambda ws: [1, *ws, 1]),
       st.integers(-3, 20), st.one_of(st.none(), st.integers(-5, 20)),
       st.one_of(st.none(), st.integers(-5, 20)), st.integers(0, 30))
def test_outside_is_every_total_neither_between_nor_beyond(
        weights: list[int], low: int, first: int | None, last: int | None,
        overflow: int) -> None:
    """A `vs` check's failure (`outside`): counted total by total, in lowest terms."""
    dist = Distribution(low, tuple(weights), overflow)
    missing = sum(count for total, count in dist.items()
                  if (first is not None and total < first) or (last is not None and total > last))
    fresh = Distribution(low, tuple(weights), overflow)  # both asked first together (`vs`)
    inside, outside = fresh.split(first, last)
    assert (inside, outside) == (dist.between(first, last), Fraction(missing, dist.total_count))
    assert fresh.split(first, last) == (inside, outside)  # asked again: the kept span
    assert outside.as_integer_ratio() == Fraction(missing, dist.total_count).as_integer_ratio()
    found = dist.outside(first, last)
    assert found == Fraction(missing, dist.total_count)
    assert (found.numerator, found.denominator) == \
        Fraction(missing, dist.total_count).as_integer_ratio()
    assert found == 1 - dist.between(first, last) - dist.beyond


def test_fractions_made_by_the_constructor_are_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a Python whose `Fraction` keeps its terms otherwise (`FILLED` False), every chance
    is made by `Fraction(n, d)`: the same odds, checks and JSON as the filled-in ones."""
    from solo.dice import distribution as module

    assert module.FILLED  # this CPython keeps them in its slots: the fast way is taken
    dists = [Distribution.from_die(d(6)).repeat(3) + 2, Distribution(1, (5, 0, 3), overflow=2),
             Distribution.from_die(FATE).repeat(4)]
    made = [(dist.probabilities(), dist.split(1, 9), dist.between(None, 4), dist.outside(0, 0),
             dist.at_least(3), dist.to_json()) for dist in dists]
    monkeypatch.setattr(module, "FILLED", False)
    fresh = [Distribution(dist.low, dist.weights, dist.overflow) for dist in dists]
    again = [(dist.probabilities(), dist.split(1, 9), dist.between(None, 4),
              dist.outside(0, 0), dist.at_least(3), dist.to_json()) for dist in fresh]
    assert again == made
    for chances, *_ in again:
        for chance in chances.values():
            assert chance == Fraction(chance.numerator, chance.denominator)
            assert Fraction(chance.numerator, chance.denominator).as_integer_ratio() == \
                (chance.numerator, chance.denominator)


def test_a_bare_fraction_is_checked_in_every_way_solo_uses_one() -> None:
    from solo.dice.distribution import FILLED, _fillable, ratio

    assert _fillable() is FILLED
    made, usual = ratio(6, 20), Fraction(3, 10)
    assert (made, hash(made), str(made), made + 1, made * 2, made < 1) == \
        (usual, hash(usual), str(usual), usual + 1, usual * 2, True)
