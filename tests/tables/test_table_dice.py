"""The seam to the dice package: totals and rolls, with the real notation and the stand-in."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from solo.dice.rng import ScriptedRng
from solo.tables import dice as table_dice

CASES = [("1d6", range(1, 7), 1, 0), ("2d6+1", range(1, 7), 2, 1),
         ("4dF", range(-1, 2), 4, 0), ("d%", range(1, 101), 1, 0), ("3d4-2", range(1, 5), 3, -2)]


@pytest.fixture(params=["real", "stand-in"])
def backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    if request.param == "stand-in":
        monkeypatch.setattr(table_dice, "_real_api", lambda: None)
    elif table_dice._real_api() is None:
        pytest.skip("the dice package has no odds yet")
    return str(request.param)


@pytest.mark.parametrize(("text", "die", "count", "bonus"), CASES)
def test_totals_match_enumeration(backend: str, text: str, die: range, count: int,
                                  bonus: int) -> None:
    outcomes = Counter(sum(faces) + bonus for faces in itertools.product(die, repeat=count))
    size = len(die) ** count
    assert table_dice.totals(text) == {t: Fraction(n, size) for t, n in sorted(outcomes.items())}


@pytest.mark.parametrize(("text", "die", "count", "bonus"), CASES)
def test_rolls_use_the_typed_faces(backend: str, text: str, die: range, count: int,
                                   bonus: int) -> None:
    faces = [die[-1]] * count
    rng = ScriptedRng(faces)
    assert table_dice.roll_total(text, rng) == sum(faces) + bonus
    rng.finish()


@pytest.mark.parametrize("text", ["", "banana", "d", "0d6", "1d6+", "2x6"])
def test_unreadable_dice_are_reported(backend: str, text: str) -> None:
    assert table_dice.check(text) is not None
    assert table_dice.check(text, odds=False) is not None
