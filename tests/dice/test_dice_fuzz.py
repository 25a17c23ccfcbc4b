"""Property tests: any text rolls (its total recomputed from its dice) or raises NotationError;
the exact odds equal a brute-force walk over every face the roller can ask for."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from itertools import product
from unittest import mock

from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from solo.dice.modifiers import clamped, explodes
from solo.dice.notation import Expression, parse, parse_line
from solo.dice.odds import distribution
from solo.dice.rng import Die, SeededRng
from solo.dice.roll import GroupRoll, Roll, roll
from solo.dice.tree import Binary, Explosion, Negate, Node, Number, Paren, Pool
from solo.errors import NotationError

TOKENS = ["d", "D", "F", "F.1", "f", "%", "k", "kh", "kl", "dh", "dl", "K", ">=", ">", "<=",
          "<", "=", "==", "+", "-", "−", " ", "0", "1", "2", "3", "4", "6", "12", "20", "100",
          "1000", "1001", "x", "*", "/", "(", ")", "!", "!!", "!p", "r", "ro", "min", "max",
          "mi", "ma", "s", "sd", "{", "}", ",", ";", "vs", "#", "[", "]", "²", "İ", "\t"]

grammarish = st.lists(st.sampled_from(TOKENS), max_size=16).map("".join)


def group_value(group: GroupRoll) -> int:
    """A pool's value recomputed from its dice (not trusting `GroupRoll.value`)."""
    kept = [die for die in group.dice if die.kept]
    if group.counting:
        return sum(die.counted for die in kept)
    return sum(die.value for die in kept)


def recompute(node: Node, groups: Iterator[GroupRoll]) -> int:
    """The total worked out again from the rolled pools, left to right."""
    if isinstance(node, Number):
        return node.value
    if isinstance(node, Pool):
        return group_value(next(groups))
    if isinstance(node, Paren):
        return recompute(node.inner, groups)
    if isinstance(node, Negate):
        return -recompute(node.operand, groups)
    assert isinstance(node, Binary)
    left, right = recompute(node.left, groups), recompute(node.right, groups)
    return {"+": left + right, "-": left - right, "*": left * right}.get(node.op) \
        or (left // right if node.op == "/" else 0)


def check_text(text: str, seed: int) -> None:
    problem: NotationError | None = None
    try:
        line = parse_line(text)
    except NotationError as error:
        problem = error
    if problem is not None:
        assert problem.key.startswith("dice.notation.")
        assert str(problem)
        return
    for expr in line.rolls:
        assert parse_line(expr.text).rolls[0] == expr
        try:
            result = roll(expr, SeededRng(seed))
        except NotationError as error:
            problem = error
        if problem is not None:
            assert problem.key == "dice.odds.division_by_zero"
            problem = None
            continue
        assert result.total == recompute(expr.root, iter(result.groups))
        for group, pool in zip(result.groups, expr.groups, strict=True):
            for die in group.dice:
                assert all(pool.die.has(face) for face in (*die.faces, *die.rerolled))


@given(st.text(max_size=40), st.integers(0, 1000))
def test_any_text_rolls_or_raises_notation_error(text: str, seed: int) -> None:
    check_text(text, seed)


@settings(suppress_health_check=[HealthCheck.too_slow], max_examples=400, deadline=None)
@given(grammarish, st.integers(0, 1000))
def test_grammarish_text_rolls_or_raises_notation_error(text: str, seed: int) -> None:
    check_text(text, seed)


MODIFIERS = ["", "kh", "kl1", "dl1", "d", ">=2", "<2", ">=2f1", "!", "!!", "!p", "!>=3", "r1",
             "ro1", "r<2", "min2", "max3", "s", "sd", "!!kh1", "r1!", "min2!>=3"]


@st.composite
def tiny_expressions(draw: st.DrawFn) -> str:
    """At most three small dice, so every outcome can be walked (explosions included)."""
    left = 3
    text = ""
    for index in range(draw(st.integers(1, 2))):
        if left == 0:
            break
        count = draw(st.integers(1, min(left, 2)))
        left -= count
        sides = draw(st.sampled_from(["F", "2", "3", "4", "{1,1,3}", "F.1"]))
        op = draw(st.sampled_from(["+", "-", "*", "/"])) if index else ""
        if op == "/":
            text = f"({text})"
        group = f"{count}d{sides}{draw(st.sampled_from(MODIFIERS))}"
        text += f"{op}{group}"
    if draw(st.booleans()):
        text += f"{draw(st.sampled_from(['+', '-', '*']))}{draw(st.integers(0, 3))}"
    return text


class _Need(Exception):
    def __init__(self, die: Die, count: int) -> None:
        super().__init__()
        self.die, self.count = die, count


class _Replay:
    """Serve batches from a prefix; ask for a branch when it runs out."""

    def __init__(self, prefix: tuple[tuple[int, ...], ...]) -> None:
        self.prefix = list(prefix)

    def roll(self, die: Die, count: int) -> tuple[int, ...]:
        if not self.prefix:
            raise _Need(die, count)
        return self.prefix.pop(0)


def _overflowed(expr: Expression, result: Roll) -> bool:
    """Whether a die went past a limit (the odds leave those outcomes out)."""
    for pool, group in zip(expr.groups, result.groups, strict=True):
        for die in group.dice:
            last = die.faces[-1]
            if pool.reroll and not pool.reroll.once and pool.reroll.condition.meets(last):
                return True
            still = explodes(pool, clamped(pool, last))
            if pool.explode and pool.explode.kind is Explosion.COMPOUND and still:
                return True
            if pool.explode and pool.explode.kind is not Explosion.COMPOUND and still \
                    and not die.exploded:
                return True
    return False


@contextmanager
def small_limits() -> Iterator[None]:
    with mock.patch("solo.dice.chain.MAX_EXPLOSIONS", 2), \
            mock.patch("solo.dice.roll.MAX_EXPLOSIONS", 2), \
            mock.patch("solo.dice.chain.MAX_REROLLS", 2), \
            mock.patch("solo.dice.roll.MAX_REROLLS", 2):
        yield


class _TooManyRolls(Exception):
    """The walk would visit more rolls than a test can afford."""


#: The most rolls one walk visits (four exploding dice can ask for millions of face sequences).
MOST_WALKED = 5_000


def walk_odds(expr: Expression) -> tuple[dict[int, Fraction], Fraction]:
    """Every sequence of faces the roller can ask for, with its chance: totals and overflow."""
    totals: dict[int, Fraction] = {}
    beyond = Fraction(0)
    stack: list[tuple[tuple[tuple[int, ...], ...], Fraction]] = [((), Fraction(1))]
    walked = 0
    while stack:
        walked += 1
        if walked > MOST_WALKED:
            raise _TooManyRolls
        prefix, chance = stack.pop()
        try:
            result = roll(expr, _Replay(prefix))
        except _Need as need:
            for faces in product(need.die.faces, repeat=need.count):
                stack.append(((*prefix, faces), chance / need.die.size ** need.count))
            continue
        if _overflowed(expr, result):
            beyond += chance
        else:
            totals[result.total] = totals.get(result.total, Fraction(0)) + chance
    return dict(sorted(totals.items())), beyond


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(tiny_expressions())
def test_exact_odds_equal_a_walk_over_every_roll(text: str) -> None:
    try:
        expr = parse(text)
    except NotationError:
        return
    with small_limits():
        problem: NotationError | None = None
        try:
            odds = distribution(expr)
        except NotationError as error:
            problem = error
        if problem is not None:
            assert problem.key == "dice.odds.division_by_zero"
            return
        try:
            walked, beyond = walk_odds(expr)
        except _TooManyRolls:
            reject()
    assert odds.probabilities() == walked
    assert odds.beyond == beyond
    assert sum(walked.values()) + beyond == 1


@settings(max_examples=100, deadline=None)
@given(tiny_expressions(), st.integers(0, 10_000))
def test_rolled_totals_are_possible_under_the_exact_odds(text: str, seed: int) -> None:
    try:
        expr = parse(text)
        odds = distribution(expr)
        total = roll(expr, SeededRng(seed)).total
    except NotationError:
        return
    assert odds.min <= total <= odds.max
    assert sum(odds.probabilities().values()) + odds.beyond == 1
