"""The odds of sums of plain pools worked out directly (`solo.dice.plain_sums`, issue 28's
first asks): the very counts the general engine works out, and what rolling every face gives."""

from __future__ import annotations

from fractions import Fraction
from math import prod

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice.distribution import convolve, power, recurrence, small_power
from solo.dice.notation import parse
from solo.dice.odds import distribution, forget_kept, node_distribution
from solo.dice.plain_sums import PLAIN_DICE, packed_product, plain_distribution
from tests.dice.test_dice_odds import enumerate_odds

DICE = ["d2", "d3", "d4", "d6", "dF", "d{1,2,4,4}", "d{-1,0,3}", "d%"]
MODIFIERS = ["", "", "kh1", "kl1", "k1", ">=3", "<2", "=1", "kh2", "!", "r1"]


@st.composite
def sums(draw: st.DrawFn, most_dice: int) -> str:
    """`2d6kh1+1d4-3`: one to three signed terms, each a number or a pool."""
    text, dice = "", 0
    for index in range(draw(st.integers(1, 3))):
        sign = draw(st.sampled_from(["+", "-"])) if index else draw(st.sampled_from(["", "-"]))
        if draw(st.booleans()) or dice >= most_dice:
            text += f"{sign}{draw(st.integers(0, 9))}"
            continue
        count = draw(st.integers(1, most_dice - dice))
        die = draw(st.sampled_from(DICE if count < 3 else DICE[:-1]))
        dice += count
        text += f"{sign}{count}{die}{draw(st.sampled_from(MODIFIERS))}"
    return text


def _refused_by_parser(text: str) -> bool:
    from solo.errors import NotationError

    try:
        parse(text)
    except NotationError:
        return True
    return False


@settings(max_examples=300, deadline=None)
@given(sums(most_dice=12))
def test_the_quick_odds_are_the_general_engines(text: str) -> None:
    if _refused_by_parser(text):  # a comparison every face meets, `1d2kh2`...
        return
    root = parse(text).root
    quick = plain_distribution(root)
    if quick is None:
        return
    general = node_distribution(root)
    assert (quick.low, quick.weights, quick.overflow, quick.total_count) == \
        (general.low, general.weights, general.overflow, general.total_count)
    assert quick.probabilities() == general.probabilities()


@settings(max_examples=150, deadline=None)
@given(sums(most_dice=4))
def test_the_quick_odds_are_every_face_rolled(text: str) -> None:
    if _refused_by_parser(text):
        return
    quick = plain_distribution(parse(text).root)
    if quick is not None:
        assert quick == enumerate_odds(text)


def test_the_common_shapes_take_the_quick_way() -> None:
    for text in ("20d6kh1", "3d20kh1", "1d20+5", "4dF+2", "5d{1,2,4,4}", "2d20kh1+1d4-1d6",
                 "20d6>=5", "100d6", "3d20kl1-2", "-1d6+(2d4-3)"):
        assert plain_distribution(parse(text).root) is not None, text


def test_other_shapes_and_large_ones_take_the_general_way() -> None:
    for text in ("1d6!", "4d6kh3", "4d6r1", "2d6*2", "max(1d6, 1d8)", "4d6kh1>=3",
                 "6d10 t7 f1", "1000d1000", f"{PLAIN_DICE + 1}d6", "5d{1,2,4,4}kh1"):
        assert plain_distribution(parse(text).root) is None, text


def test_the_highest_of_three_d20_is_an_order_statistic() -> None:
    forget_kept()
    found = distribution(parse("3d20kh1"))
    assert found.weights == tuple(k ** 3 - (k - 1) ** 3 for k in range(1, 21))
    assert found.probability(20) == Fraction(1141, 8000)  # 20^3 - 19^3 of 8000
    assert found == enumerate_odds("3d20kh1")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.lists(st.integers(0, 50) | st.integers(0, 10 ** 9), max_size=8)
                .map(lambda ws: (1, *ws, 1)),
                min_size=1, max_size=4))
def test_the_packed_product_is_one_convolution_after_another(
        pools: list[tuple[int, ...]]) -> None:
    expected: tuple[int, ...] = (1,)
    for ways in pools:
        expected = convolve(expected, ways)
    assert packed_product(pools, prod(sum(ways) for ways in pools), len(expected)) == expected


def test_sums_of_large_pools_convolve_and_agree_with_the_general_engine() -> None:
    for text in ("100d6+100d6-3", "50d20kh1+150dF", "2d20kh1+1d4-1d6"):
        root = parse(text).root
        quick, general = plain_distribution(root), node_distribution(root)
        assert quick is not None
        assert (quick.low, quick.weights, quick.total_count) == \
            (general.low, general.weights, general.total_count)


@pytest.mark.parametrize(("weights", "times"), [([1, 1, 0, 2], 5), ([1] * 3, 40), ([7, 0, 1], 21),
                                                ([50, 51], 30), ([99, 1], 30)])
def test_a_small_power_is_the_general_power(weights: list[int], times: int) -> None:
    """Counts in one-, two- and eight-byte slots, and wider than any machine word (99^30):
    the packed power, Miller's recurrence and convolving one roll at a time agree."""
    convolved: tuple[int, ...] = (1,)
    for _ in range(times):
        convolved = convolve(convolved, weights)
    assert small_power(weights, times) == convolved
    assert power(tuple(weights), times) == convolved
    if weights[0]:
        assert recurrence(tuple(weights), times) == convolved


@settings(max_examples=200, deadline=None)
@given(sums(most_dice=6), st.sampled_from([">=", ">", "<=", "<", "="]), st.integers(-12, 40))
def test_a_checks_success_and_failure_are_the_general_engines_counts(
        text: str, compare: str, target: int) -> None:
    """`vs` asked first (the quick way) against the general engine's counts, total by total."""
    from solo.commands.dice import expression_odds

    checked = f"{text} vs {compare}{target}"
    if _refused_by_parser(checked):
        return
    forget_kept()
    odds = expression_odds(parse(checked))
    general = node_distribution(parse(text).root)
    meets = {">=": lambda total: total >= target, ">": lambda total: total > target,
             "<=": lambda total: total <= target, "<": lambda total: total < target,
             "=": lambda total: total == target}[compare]
    hits = sum(count for total, count in general.items() if meets(total))
    misses = sum(count for total, count in general.items() if not meets(total))
    assert (odds.success, odds.failure) == (Fraction(hits, general.total_count),
                                            Fraction(misses, general.total_count))
    again = expression_odds(parse(checked))
    assert (again.success, again.failure) == (odds.success, odds.failure)
