"""Property tests: any text rolls (its total recomputed from its dice) or raises NotationError;
the exact odds equal a brute-force walk over every face the roller can ask for."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from solo.dice.evaluate import Evaluator, cross_select
from solo.dice.notation import parse, parse_line
from solo.dice.odds import distribution
from solo.dice.rng import SeededRng
from solo.dice.roll import GroupRoll, roll
from solo.dice.tree import Expression
from solo.errors import NotationError
from tests.dice.walking import TooManyRolls, small_limits, walk_odds

TOKENS = ["d", "D", "F", "F.1", "f", "%", "k", "kh", "kl", "dh", "dl", "K", ">=", ">", "<=",
          "<", "=", "==", "+", "-", "−", " ", "0", "1", "2", "3", "4", "6", "12", "20", "100",
          "1000", "1001", "x", "*", "/", "(", ")", "!", "!!", "!p", "r", "ro", "min", "max",
          "mi", "ma", "s", "sd", "{", "}", ",", ";", "vs", "#", "[", "]", "²", "İ", "\t",
          "u", "uo", "cs", "cf", "t", "tt", "e", "ie", "!o", "km", "even", "odd", "^", "**",
          "floor(", "max(", "abs(", "round(", "..", "//", "/*", "*/", "<>", "!=", "rr", "r1="]

grammarish = st.lists(st.sampled_from(TOKENS), max_size=16).map("".join)


def group_value(group: GroupRoll) -> int:
    """A pool's value recomputed from its dice (not trusting `GroupRoll.value`)."""
    kept = [die for die in group.dice if die.kept]
    if group.counting:
        return sum(die.counted for die in kept)
    return sum(die.value for die in kept)


def recompute(expr: Expression, groups: tuple[GroupRoll, ...]) -> int:
    """The total worked out again from the rolled dice, every pool's value recounted."""
    rolled = [replace(group, value=group_value(group)) for group in groups]
    cross_select(expr.root, rolled)
    value = Evaluator(rolled).value(expr.root)[0]
    return int(value // 1)


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
        assert result.total == recompute(expr, result.groups)
        for group, pool in zip(result.groups, expr.groups, strict=True):
            compound = pool.explode is not None and not pool.explode.apart
            for die in group.dice:  # a compounded die rerolled keeps its old total
                assert all(pool.die.has(face) for face in die.faces)
                assert compound or all(pool.die.has(face) for face in die.rerolled)


@given(st.text(max_size=40), st.integers(0, 1000))
def test_any_text_rolls_or_raises_notation_error(text: str, seed: int) -> None:
    check_text(text, seed)


@settings(suppress_health_check=[HealthCheck.too_slow], max_examples=400, deadline=None)
@given(grammarish, st.integers(0, 1000))
def test_grammarish_text_rolls_or_raises_notation_error(text: str, seed: int) -> None:
    check_text(text, seed)


MODIFIERS = ["", "kh", "kl1", "dl1", "d", ">=2", "<2", ">=2f1", "!", "!!", "!p", "!>=3", "r1",
             "ro1", "r<2", "min2", "max3", "s", "sd", "!!kh1", "r1!", "min2!>=3", "!kh1",
             "!pkl1", "!o", "!ok1", "!!p", "u", "uo", "u=2", "ukh1", "km1", "dh1dl1", "kh1dh1",
             "cs", "cf<2", " t2", " t2 f1", " tt3 t2", "even", "odd", " e2", "r1=1", "rr1=1",
             "!r1", "!<>2", "r!=2"]
SHAPES = ["", "", "{}", "{}k1", "{}>1", "floor(/2)", "ceil(/3)", "round(/2)", "abs(-2)",
          "max(, 1)", "min(, 2)"]


@st.composite
def tiny_expressions(draw: st.DrawFn) -> str:
    """At most three small dice, so every outcome can be walked (explosions included)."""
    left = 3
    terms: list[str] = []
    for index in range(draw(st.integers(1, 2))):
        if left == 0:
            break
        count = draw(st.integers(1, min(left, 2)))
        left -= count
        sides = draw(st.sampled_from(["F", "2", "3", "4", "{1,1,3}", "F.1", "{0..2}", "(1+2)"]))
        op = draw(st.sampled_from(["+", "-", "*", "/", "%", "^"])) if index else ""
        terms.append(f"{op}{count}d{sides}{draw(st.sampled_from(MODIFIERS))}")
    text = "".join(terms)
    if len(terms) > 1 and terms[1][0] in "/%^":
        text = f"({terms[0]}){terms[1]}"
    shape = draw(st.sampled_from(SHAPES))
    if shape.startswith("{"):
        items = [terms[0], terms[1][1:]] if len(terms) > 1 and terms[1][0] in "+-" else [text]
        text = "{" + ", ".join(items) + "}" + shape[2:]
    elif shape:
        name, _, rest = shape.partition("(")
        text = f"{name}(({text}){rest}"
    if draw(st.booleans()):
        text += f"{draw(st.sampled_from(['+', '-', '*']))}{draw(st.integers(0, 3))}"
    return text


@settings(max_examples=300, deadline=None,
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
            assert problem.key in ("dice.odds.division_by_zero", "dice.odds.unique_explode",
                                   "dice.odds.first_rerolled_explode",
                                   "dice.odds.group_dice_kept", "dice.odds.too_costly")
            return
        try:
            walked, beyond = walk_odds(expr)
        except TooManyRolls:
            reject()
    assert odds.probabilities() == walked, text
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


QUICK_TOKENS = ["d", "D", "F", "f", "%", "k", "kh", "kl", "dh", "dl", ">=", ">", "<=", "<", "=",
                "+", "-", " ", "0", "1", "2", "3", "6", "12", "20", "100", "1000", "1001",
                "vs", "VS", " vs ", "9999999", "!", ".", "x", "{", "}", ",", "-1", "{1,2,4,4}",
                "{-1,0,1}", "{0}", "..", "{1..4}", "ro", "RO", "r", "o", "ro1", "ro<", "rr"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(QUICK_TOKENS), max_size=12).map("".join))
def test_the_quick_reader_builds_the_parsers_very_tree(text: str) -> None:
    from solo.dice.notation import _Parser
    from solo.dice.quick import quick_line
    from solo.dice.text import split_line

    quick = quick_line(text)
    if quick is None:
        return
    body, comment, blocks = split_line(text)
    assert _Parser(body, blocks).line(comment) == quick
    assert [expr.text for expr in quick.rolls] == \
        [expr.text for expr in _Parser(body, blocks).line(comment).rolls]
    written = quick.rolls[0]  # the text written while reading is the tree's own
    assert written.text == Expression(written.root, written.check).text


WRITTEN = st.tuples(st.integers(1, 1001), st.sampled_from(["2", "6", "20", "100", "1000", "1001",
                                                          "F", "{1,2,4,4}", "{-1,0,3}", "{0}",
                                                          "{4,-0}", "{01}"]),
                    st.sampled_from(["", "kh1", "kl1", "kh3", "kl20"]),
                    st.sampled_from(["", ">=5", "<3", "=1", ">0", "<=1000", "=04"]),
                    st.sampled_from(["", "+5", "-0", "+1000000", "-1000001"]),
                    st.sampled_from(["", " vs 15", " vs -3", " vs 0", " vs 1000001"]))


@settings(max_examples=300, deadline=None)
@given(WRITTEN.map(lambda parts: f"{parts[0]}d" + "".join(parts[1:])))
def test_an_expression_typed_as_solo_writes_it_is_read_as_the_parser_reads_it(text: str) -> None:
    from solo.dice.notation import _Parser
    from solo.dice.quick import quick_expression

    quick = quick_expression(text)
    try:
        parsed = _Parser(text, []).line("").rolls[0]
    except NotationError:
        assert quick is None
        return
    assert quick is not None
    assert quick == parsed
    assert quick.text == parsed.text  # the text typed, when it has no leading zero
