"""The product-of-powers recurrence against plain repeated convolution."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from solo.dice.distribution import convolve, power
from solo.dice.notation import parse
from solo.dice.odds import additive, distribution, plain_sum
from solo.dice.product import product_of_powers

weights = st.one_of(
    st.tuples(st.integers(1, 3), st.integers(1, 8)).map(lambda pair: (pair[0],) * pair[1]),
    st.lists(st.integers(0, 4), min_size=1, max_size=5).map(
        lambda middle: (1 + middle[0], *middle[1:], 2)),
)
parts = st.lists(st.tuples(weights, st.integers(1, 7)), min_size=1, max_size=4)


def slow(items: list[tuple[tuple[int, ...], int]]) -> tuple[int, ...]:
    result: tuple[int, ...] = (1,)
    for weight, times in items:
        result = convolve(result, power(weight, times))
    return result


@given(parts)
def test_product_of_powers_equals_repeated_convolution(items: list[tuple[tuple[int, ...],
                                                                         int]]) -> None:
    assert product_of_powers(items) == slow(items)


def test_constant_parts_only_scale() -> None:
    assert product_of_powers([((3,), 2)]) == (9,)
    assert product_of_powers([((3,), 1), ((1, 1), 2)]) == (3, 6, 3)


def test_plain_sum_of_mixed_signs() -> None:
    odds = plain_sum(list(additive(parse("2d6-1d4+1d8>=5").root)))  # type: ignore[arg-type]
    assert (odds.min, odds.max) == (2 - 4, 12 - 1 + 1)
    assert odds.mean == 7 - Fraction(5, 2) + Fraction(1, 2)
    assert odds == distribution(parse("2d6-1d4+1d8>=5"))


def test_big_pools_of_different_dice() -> None:
    odds = distribution(parse("300d6-300d8"))
    assert (odds.min, odds.max) == (300 - 2400, 1800 - 300)
    assert odds.mean == -300
    assert odds.total_count == 6 ** 300 * 8 ** 300
