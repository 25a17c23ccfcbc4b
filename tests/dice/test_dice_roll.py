"""Rolling parsed expressions with scripted faces: every form, one batch per group."""

from __future__ import annotations

import pytest

from solo.dice.notation import parse
from solo.dice.rng import FATE, Die, ScriptedRng, SeededRng, d
from solo.dice.roll import kept_dice, roll
from solo.errors import DiceEntryError
from solo.jsonable import to_jsonable


def scripted(text: str, faces: list[int]) -> int:
    rng = ScriptedRng(faces)
    total = roll(parse(text), rng).total
    rng.finish()
    return total


def test_acceptance_examples() -> None:
    assert roll(parse("2d12kl1+3"), ScriptedRng([9, 4])).total == 7
    assert roll(parse("4dF"), ScriptedRng([1, 0, -1, 1])).total == 1


@pytest.mark.parametrize(("text", "faces", "total"), [
    ("d20", [17], 17),
    ("d20+5", [17], 22),
    ("3d6", [1, 2, 3], 6),
    ("d%", [100], 100),
    ("2d%", [1, 55], 56),
    ("4dF", [-1, -1, -1, -1], -4),
    ("4dF+2", [1, 1, 0, 0], 4),
    ("4d6kh3", [3, 6, 1, 4], 13),
    ("4d6k3", [3, 6, 1, 4], 13),
    ("2d12kh1", [9, 4], 9),
    ("2d12kl1", [9, 4], 4),
    ("4d6dl1", [3, 6, 1, 4], 13),
    ("4d6dh1", [3, 6, 1, 4], 8),
    ("4d6kh3", [5, 5, 5, 5], 15),
    ("3d6>=5", [6, 2, 5], 2),
    ("3d6>5", [6, 2, 5], 1),
    ("3d6<=2", [6, 2, 1], 2),
    ("3d6<2", [6, 2, 1], 1),
    ("3d6=6", [6, 6, 1], 2),
    ("4dF>=0", [1, 0, -1, -1], 2),
    ("4d6kh2>=5", [5, 6, 6, 5], 2),
    ("4d6kl2>=5", [5, 6, 1, 5], 1),
    ("2d6+1d4-1", [3, 4, 2], 8),
    ("-1d4+2", [3], -1),
    ("2d6-2d6", [6, 6, 1, 2], 9),
    ("7", [], 7),
    ("1-3", [], -2),
])
def test_every_form_rolls_with_scripted_faces(text: str, faces: list[int], total: int) -> None:
    assert scripted(text, faces) == total


def test_the_rolled_tree() -> None:
    result = roll(parse("4d6dl1 - 3d6>=5 + 2"), ScriptedRng([3, 6, 1, 4, 6, 2, 5]))
    assert result.expression == "4d6dl1-3d6>=5+2"
    assert result.faces == (3, 6, 1, 4, 6, 2, 5)
    first, second = result.groups
    assert (first.text, first.die, first.faces) == ("4d6dl1", d(6), (3, 6, 1, 4))
    assert first.kept == (True, True, False, True)
    assert (first.value, first.sign, first.signed_value) == (13, 1, 13)
    assert (second.text, second.value, second.sign, second.signed_value) == ("3d6>=5", 2, -1, -2)
    assert second.kept == (True, True, True)
    assert result.faces_text() == "[3 6 1d 4] - [6* 2 5*] + 2"  # successes marked *
    assert result.total == 13 - 2 + 2


class RecordingRng:
    """Answers from a script and remembers every batch asked for."""

    def __init__(self, faces: list[int]) -> None:
        self.inner = ScriptedRng(faces)
        self.batches: list[tuple[Die, int]] = []

    def roll(self, die: Die, count: int) -> tuple[int, ...]:
        self.batches.append((die, count))
        return self.inner.roll(die, count)


def test_one_batch_per_group_in_expression_order() -> None:
    expr = parse("2d6 + 4dF - 1d%")
    rng = RecordingRng([1, 2, 0, 0, 1, -1, 50])
    result = roll(expr, rng)
    assert rng.batches == [(d(6), 2), (FATE, 4), (d(100), 1)]
    assert rng.batches == list(expr.dice())
    assert result.faces == (1, 2, 0, 0, 1, -1, 50)
    assert result.total == 3 + 0 - 50


def test_typed_faces_are_checked_against_the_die() -> None:
    with pytest.raises(DiceEntryError) as caught:
        roll(parse("2d6"), ScriptedRng([3, 7]))
    assert caught.value.key == "dice.entry.bad_face"
    with pytest.raises(DiceEntryError):
        roll(parse("4dF"), ScriptedRng([1, 2, 0, 0]))
    with pytest.raises(DiceEntryError) as short:
        roll(parse("3d6"), ScriptedRng([3, 4]))
    assert short.value.key == "dice.entry.too_few"


@pytest.mark.parametrize(("faces", "text", "kept"), [
    ((3, 6, 3, 1), "4d6kh3", (True, True, True, False)),
    ((3, 6, 3, 1), "4d6kh1", (False, True, False, False)),
    ((3, 6, 3, 1), "4d6kl2", (False, False, True, True)),
    ((3, 6, 3, 1), "4d6kh2", (True, True, False, False)),
    ((3, 6, 3, 1), "4d6dh1", (True, False, True, True)),
    ((3, 6, 3, 1), "4d6dl1", (True, True, True, False)),
    ((5, 5, 5), "3d6kl1", (False, False, True)),  # ties: the earlier die ranks higher
    ((4, 4, 4, 4), "4d6dh1dl1", (False, True, True, False)),
    ((3, 6, 5, 1), "4d6kh3kl1", (False, False, False, False)),  # both look at the whole pool
    ((5, 5, 5), "3d6kh2", (True, True, False)),
    ((2, 4), "2d6", (True, True)),
])
def test_which_dice_are_kept(faces: tuple[int, ...], text: str, kept: tuple[bool, ...]) -> None:
    assert kept_dice(faces, parse(text).groups[0].selections) == kept


def test_faces_text() -> None:
    result = roll(parse("4dF+2d12kl1"), ScriptedRng([1, 0, -1, 1, 9, 4]))
    assert result.groups[0].faces_text() == "+0-+"
    assert result.groups[1].faces_text() == "9d 4"
    assert result.faces_text() == "[+0-+] + [9d 4]"


def test_json() -> None:
    result = roll(parse("2d12kl1+3"), ScriptedRng([9, 4]))
    data = to_jsonable(result)
    assert {key: data[key] for key in ("expression", "faces", "total")} == \
        {"expression": "2d12kl1+3", "faces": [9, 4], "total": 7}
    group = data["groups"][0]
    assert (group["text"], group["kept"], group["value"], group["sign"]) == \
        ("2d12kl1", [False, True], 4, 1)


def test_seeded_rolls_are_reproducible_and_in_range() -> None:
    expr = parse("3d6+4dF+2d20kh1")
    first = [roll(expr, SeededRng(7)).total for _ in range(3)]
    assert first == [roll(expr, SeededRng(7)).total for _ in range(3)]
    for seed in range(200):
        assert 3 - 4 + 1 <= roll(expr, SeededRng(seed)).total <= 18 + 4 + 20
