"""Odds asked again: what solo keeps (parsed trees, small distributions, their fractions) gives
the same answers as working them out afresh, and the binomial counts of success pools."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solo.dice import odds
from solo.dice.distribution import Distribution, binomial, convolve
from solo.dice.notation import parse
from solo.dice.odds import KEPT_EXPRESSIONS, distribution, forget_kept, node_distribution
from solo.errors import NotationError


@given(st.integers(1, 9), st.integers(1, 9), st.integers(1, 40))
def test_binomial_counts_equal_repeated_convolution(miss: int, hit: int, times: int) -> None:
    expected: tuple[int, ...] = (1,)
    for _ in range(times):
        expected = convolve(expected, (miss, hit))
    assert binomial(miss, hit, times) == expected


@pytest.mark.parametrize("text", ["20d6>=5", "20d6>5", "7d10<=3", "13d6=1", "30dF>=1",
                                  "5d20<2"])
def test_success_pools_equal_icepool(text: str) -> None:
    icepool = pytest.importorskip("icepool")
    expr = parse(text)
    pool = expr.groups[0]
    assert pool.target is not None
    one = icepool.Die([int(pool.target.meets(face)) for face in pool.die.faces])
    expected = dict(zip(map(int, (pool.count @ one).outcomes()),
                        (pool.count @ one).probabilities(), strict=True))
    assert distribution(expr).probabilities() == expected


def test_an_expression_asked_again_gives_the_same_distribution() -> None:
    forget_kept()
    first = distribution(parse("20d6kh3"))
    assert distribution(parse("20d6kh3")) is first
    forget_kept()
    again = distribution(parse("20d6kh3"))
    assert again is not first and again == first == node_distribution(parse("20d6kh3").root)


def test_big_distributions_are_not_kept() -> None:
    forget_kept()
    big = distribution(parse("1000d6"))
    assert distribution(parse("1000d6")) is not big
    assert "1000d6" not in odds._kept


def test_only_the_last_expressions_are_kept() -> None:
    forget_kept()
    texts = [f"{count}d6" for count in range(1, KEPT_EXPRESSIONS + 2)]
    for text in texts:
        distribution(parse(text))
    assert texts[0] not in odds._kept and texts[-1] in odds._kept
    assert len(odds._kept) == KEPT_EXPRESSIONS
    distribution(parse(texts[1]))  # asked again: the newest, the next one out is texts[2]
    distribution(parse("1d4"))
    assert texts[1] in odds._kept and texts[2] not in odds._kept


def test_the_same_text_of_another_tree_is_not_mixed_up() -> None:
    forget_kept()
    mine = distribution(parse("3d6"))
    other = parse("3d6+0").root  # a different tree: its own distribution
    assert node_distribution(other) == mine
    assert distribution(parse("3d6>=4")) != mine


def test_probabilities_are_a_new_dict_each_time() -> None:
    dist = distribution(parse("2d6"))
    chances = dist.probabilities()
    chances[7] = Fraction(1)
    del chances[2]
    assert dist.probabilities()[7] == Fraction(1, 6)
    assert dist.probabilities()[2] == Fraction(1, 36)
    assert Distribution.from_counts({1: 1, 3: 2}).probabilities() == {1: Fraction(1, 3),
                                                                      3: Fraction(2, 3)}


def test_parsed_trees_are_kept_and_errors_raised_every_time() -> None:
    assert parse("4d6kh3") is parse("4d6kh3")
    for _ in range(2):
        with pytest.raises(NotationError):
            parse("1d6+")
