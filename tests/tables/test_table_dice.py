"""The seam to the dice package: totals against enumeration, rolls with typed faces."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from solo.dice.rng import ScriptedRng
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
