"""Property tests: any text parses and rolls or raises NotationError; totals fit the odds."""

from __future__ import annotations

from collections import Counter
from itertools import product

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo.dice.distribution import Distribution
from solo.dice.notation import dice_count, parse
from solo.dice.odds import MAX_ODDS_WORK, distribution, odds_cost
from solo.dice.rng import ScriptedRng, SeededRng
from solo.dice.roll import roll
from solo.errors import NotationError

TOKENS = ["d", "D", "F", "f", "%", "k", "kh", "kl", "dh", "dl", "K", ">=", ">", "<=", "<", "=",
          "==", "+", "-", "−", " ", "0", "1", "2", "3", "4", "6", "12", "20", "100", "1000",
          "1001", "x", "*", "(", "²", "İ", "\t"]

grammarish = st.lists(st.sampled_from(TOKENS), max_size=14).map("".join)


def check_text(text: str, seed: int) -> None:
    problem: NotationError | None = None
    try:
        expr = parse(text)
    except NotationError as error:
        problem = error
    if problem is not None:
        assert problem.key.startswith("dice.notation.")
        assert str(problem)
        return
    assert parse(expr.text) == expr
    result = roll(expr, SeededRng(seed))
    assert len(result.faces) == dice_count(expr)
    assert result.total == result.constant + sum(g.signed_value for g in result.groups)


@given(st.text(max_size=40), st.integers(0, 1000))
def test_any_text_parses_and_rolls_or_raises_notation_error(text: str, seed: int) -> None:
    check_text(text, seed)


@settings(suppress_health_check=[HealthCheck.too_slow], max_examples=300)
@given(grammarish, st.integers(0, 1000))
def test_grammarish_text_parses_and_rolls_or_raises_notation_error(text: str, seed: int) -> None:
    check_text(text, seed)


@st.composite
def small_expressions(draw: st.DrawFn) -> str:
    parts = []
    for index in range(draw(st.integers(1, 3))):
        sign = draw(st.sampled_from(["+", "-"])) if index else draw(st.sampled_from(["", "-"]))
        if draw(st.booleans()):
            parts.append(f"{sign}{draw(st.integers(0, 20))}")
            continue
        count = draw(st.integers(1, 8))
        sides = draw(st.sampled_from(["F", "%", "2", "4", "6", "8", "10", "12", "20"]))
        text = f"{sign}{count}d{sides}"
        if draw(st.booleans()):
            mode = draw(st.sampled_from(["kh", "kl", "k"]))
            text += f"{mode}{draw(st.integers(1, count))}"
        elif count > 1 and draw(st.booleans()):
            text += f"{draw(st.sampled_from(['dh', 'dl']))}{draw(st.integers(1, count - 1))}"
        if draw(st.booleans()):
            compare = draw(st.sampled_from([">=", ">", "<=", "<", "="]))
            text += f"{compare}{draw(st.integers(-1, 12))}"
        parts.append(text)
    return "".join(parts)


@settings(max_examples=150, deadline=None)
@given(small_expressions(), st.integers(0, 10_000))
def test_rolled_totals_are_possible_under_the_exact_odds(text: str, seed: int) -> None:
    expr = parse(text)
    assert odds_cost(expr) <= MAX_ODDS_WORK
    odds = distribution(expr)
    assert sum(odds.probabilities().values()) == 1
    total = roll(expr, SeededRng(seed)).total
    assert odds.min <= total <= odds.max
    assert odds.probability(total) > 0


@st.composite
def tiny_expressions(draw: st.DrawFn) -> str:
    """At most five dice in all, so every outcome can be enumerated."""
    left = 5
    text = ""
    for index in range(draw(st.integers(1, 3))):
        if left == 0:
            break
        count = draw(st.integers(1, left))
        left -= count
        sides = draw(st.sampled_from(["F", "2", "3", "4", "6"]))
        sign = draw(st.sampled_from(["+", "-"])) if index else ""
        group = f"{sign}{count}d{sides}"
        choice = draw(st.sampled_from(["", "kh", "kl", "dh", "dl"]))
        if choice in ("kh", "kl"):
            group += f"{choice}{draw(st.integers(1, count))}"
        elif choice and count > 1:
            group += f"{choice}{draw(st.integers(1, count - 1))}"
        if draw(st.booleans()):
            group += f"{draw(st.sampled_from(['>=', '>', '<=', '<', '=']))}{draw(st.integers(-1, 6))}"
        text += group
    if draw(st.booleans()):
        text += f"{draw(st.sampled_from(['+', '-']))}{draw(st.integers(0, 9))}"
    return text


@settings(max_examples=120, deadline=None)
@given(tiny_expressions())
def test_exact_odds_equal_brute_force_enumeration(text: str) -> None:
    expr = parse(text)
    totals: Counter[int] = Counter()
    faces = [die.faces for die, count in expr.dice() for _ in range(count)]
    for outcome in product(*faces):
        totals[roll(expr, ScriptedRng(outcome)).total] += 1
    assert distribution(expr) == Distribution.from_counts(totals)
