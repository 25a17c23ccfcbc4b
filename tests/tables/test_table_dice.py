"""The seam to the dice package: totals against enumeration, rolls with typed faces."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from solo.dice.rng import ScriptedRng, SeededRng
from solo.errors import SoloError
from solo.tables import dice as table_dice

CASES = [("2d20kh1", range(1, 21), 2, 0), ("1d6", range(1, 7), 1, 0), ("2d6+1", range(1, 7), 2, 1),
         ("4dF", range(-1, 2), 4, 0), ("d%", range(1, 101), 1, 0), ("3d4-2", range(1, 5), 3, -2)]


@pytest.mark.parametrize(("text", "die", "count", "bonus"), CASES)
def test_totals_match_enumeration(text: str, die: range, count: int,
                                  bonus: int) -> None:
    keep = max if "kh1" in text else sum
    outcomes = Counter(keep(faces) + bonus for faces in itertools.product(die, repeat=count))
    size = len(die) ** count
    assert table_dice.totals(text) == {t: Fraction(n, size) for t, n in sorted(outcomes.items())}


@pytest.mark.parametrize(("text", "die", "count", "bonus"), CASES)
def test_rolls_use_the_typed_faces(text: str, die: range, count: int,
                                   bonus: int) -> None:
    faces = [die[-1]] * count
    rng = ScriptedRng(faces)
    keep = max if "kh1" in text else sum
    assert table_dice.roll_total(text, rng) == keep(faces) + bonus
    rng.finish()


@pytest.mark.parametrize("text", ["", "banana", "d", "0d6", "1d6+", "2x6"])
def test_unreadable_dice_are_reported(text: str) -> None:
    assert str(table_dice.check(text)).startswith("dice.")
    assert str(table_dice.check(text, odds=False)).startswith("dice.")


def test_inline_dice_need_only_be_readable() -> None:
    assert table_dice.check("1000d1000", odds=False) is None
    assert table_dice.check("1000d1000") == "dice.odds.too_costly"


# `faces` takes a plain sum's totals from its bounds (no odds): the same totals as the odds give.
FACES = ["1d20", "2d6+1", "4dF", "d%", "3d4-2", "1d6-1d4", "-(1d8)+3", "2d10+1d6", "1d12-5",
         "100d100", "2d20kh1", "4d6dl1", "2d{1,3}", "1d6*2", "1d6!", "3d6>=5", "1d6+1d8+1d10",
         "1dF.1", "(1d4+1)*2", "1d200", "101d6"]


@pytest.mark.parametrize("text", FACES)
def test_faces_are_the_totals_the_odds_give(text: str) -> None:
    assert table_dice.faces(text) == tuple(table_dice.totals(text))


def test_a_quick_sum_is_one_whose_odds_are_cheap() -> None:
    # the largest sums `faces` reads from their bounds are far within the odds' limit, so
    # skipping the odds never accepts a table's dice the odds would refuse
    from solo.dice.notation import parse
    from solo.dice.odds import MAX_ODDS_WORK, odds_cost

    most = table_dice.QUICK_DICE
    biggest = [f"{n}d{table_dice.QUICK_FACES}{op}{most - n}d{table_dice.QUICK_FACES - 1}"
               for n in range(1, most) for op in "+-"]
    assert max(odds_cost(parse(text)) for text in biggest) < MAX_ODDS_WORK // 10


#: A sum of twenty different dice: 1,791 totals, answered exactly by plain convolutions
#: (`solo.dice.plain_sums`) in a few hundredths of a second.
MANY_DICE = "+".join(f"1d{100 - n}" for n in range(20))


@pytest.mark.parametrize("text", ["1000d1000", "+".join(f"50d{1000 - n}" for n in range(20))])
def test_dice_too_costly_for_the_odds_are_still_refused(text: str) -> None:
    # the second: 1,000 dice of twenty kinds, about a million totals of ~3,000-digit counts
    assert table_dice.check(text) == "dice.odds.too_costly"


def _sliding_sum(counts: list[int], sides: int) -> list[int]:
    """`counts` convolved with one die of `sides` equal faces: each total is the sum of the
    `sides` counts ending at it (a running sum, not the code under test)."""
    running, result = 0, []
    for index in range(len(counts) + sides - 1):
        running += counts[index] if index < len(counts) else 0
        running -= counts[index - sides] if index >= sides else 0
        result.append(running)
    return result


def test_a_sum_of_many_different_dice_has_exact_odds() -> None:
    assert table_dice.check(MANY_DICE) is None
    counts, low = [1], 0
    for sides in range(100, 80, -1):
        counts, low = _sliding_sum(counts, sides), low + 1
    size = 1
    for sides in range(100, 80, -1):
        size *= sides
    assert table_dice.totals(MANY_DICE) == {low + index: Fraction(count, size)
                                            for index, count in enumerate(counts)}


def test_a_small_sum_of_different_dice_matches_enumeration() -> None:
    dice = range(10, 4, -1)  # the same shape as MANY_DICE, small enough to enumerate
    text = "+".join(f"1d{sides}" for sides in dice)
    outcomes = Counter(sum(faces) for faces in itertools.product(
        *(range(1, sides + 1) for sides in dice)))
    size = sum(outcomes.values())
    assert table_dice.totals(text) == {t: Fraction(n, size) for t, n in sorted(outcomes.items())}


@pytest.mark.parametrize("text", ["1d20", "d20", "1d36", "2d6", "3d6", "1d1", "d100", "1d100",
                                  "99d999", "10d10", "4d1"])
def test_plain_dice_read_without_the_parser_match_the_parser(text: str) -> None:
    from solo.dice.bounds import bounds
    from solo.dice.notation import dice_count, parse
    from solo.dice.roll import roll

    assert table_dice.plain_dice(text) is not None
    expression = parse(text)
    low, high = bounds(expression.root)
    assert table_dice.faces(text) == tuple(range(low, high + 1))
    assert table_dice.dice_in(text) == dice_count(expression)
    assert table_dice.widest(text) == len(str(max(abs(low), abs(high))))
    for seed in range(20):
        assert table_dice.roll_total(text, SeededRng(seed)) == roll(expression,
                                                                    SeededRng(seed)).total
    typed = [1] * dice_count(expression)
    assert table_dice.roll_total(text, ScriptedRng(typed)) == dice_count(expression)


@pytest.mark.parametrize("text", ["0d6", "1d0", "01d6", "1d06", "d%", "1D6", " 1d6", "2d6+1",
                                  "100d6", "1d1000", "1d²", "dF", "1d6!"])
def test_anything_but_plain_dice_goes_to_the_parser(text: str) -> None:
    assert table_dice.plain_dice(text) is None


def test_a_typed_face_a_plain_die_cannot_show_is_refused_as_by_the_parser() -> None:
    from solo.dice.notation import parse
    from solo.dice.roll import roll

    with pytest.raises(SoloError) as fast:
        table_dice.roll_total("1d6", ScriptedRng([7]))
    with pytest.raises(SoloError) as parsed:
        roll(parse("1d6"), ScriptedRng([7]))
    assert type(fast.value) is type(parsed.value)
    assert (fast.value.key, fast.value.params) == (parsed.value.key, parsed.value.params)
