"""Parsing dice notation: every form, normalised text, every error with its column."""

from __future__ import annotations

import pytest

from solo.dice.notation import (
    MAX_DICE,
    MAX_LENGTH,
    Compare,
    DiceGroup,
    Keep,
    Selection,
    Target,
    dice_count,
    parse,
)
from solo.dice.rng import FATE, d
from solo.errors import NotationError
from solo.i18n import t


@pytest.mark.parametrize(("text", "normal"), [
    ("d20", "1d20"),
    ("1d20", "1d20"),
    ("D20", "1d20"),
    ("3d6", "3d6"),
    ("d%", "1d100"),
    ("2d%", "2d100"),
    ("dF", "1dF"),
    ("4dF", "4dF"),
    ("4DF", "4dF"),
    ("4df", "4dF"),
    ("4d6kh3", "4d6kh3"),
    ("4d6k3", "4d6kh3"),
    ("4D6K3", "4d6kh3"),
    ("2d12kl1", "2d12kl1"),
    ("4d6dl1", "4d6dl1"),
    ("4d6dh1", "4d6dh1"),
    ("3d6>=5", "3d6>=5"),
    ("3d6>5", "3d6>5"),
    ("3d6<=2", "3d6<=2"),
    ("3d6<2", "3d6<2"),
    ("3d6=6", "3d6=6"),
    ("3d6==6", "3d6=6"),
    ("4dF>=0", "4dF>=0"),
    ("4d6kh3>=4", "4d6kh3>=4"),
    ("2d6+1d4-1", "2d6+1d4-1"),
    ("d20+5", "1d20+5"),
    ("2d12kl1+3", "2d12kl1+3"),
    (" 2 d 6 + 1 d4 - 1 ", "2d6+1d4-1"),
    ("+2d6", "2d6"),
    ("-1d4+2", "-1d4+2"),
    ("5", "5"),
    ("-3", "-3"),
    ("1+2d6", "1+2d6"),
    ("2d6−1", "2d6-1"),  # Unicode minus
    ("2d6 – 1", "2d6-1"),  # en dash
    ("4d6 kh 3", "4d6kh3"),
    ("3d6 >= 5", "3d6>=5"),
    ("007d6", "7d6"),
    ("2d6\u2003+\u00a01", "2d6+1"),  # any Unicode space
])
def test_every_form_parses_to_its_normal_text(text: str, normal: str) -> None:
    expr = parse(text)
    assert expr.text == normal
    assert str(expr) == normal
    assert parse(normal) == expr


def test_the_tree_of_a_mixed_expression() -> None:
    expr = parse("4d6dl1 - 3d6>=5 + 2")
    assert expr.groups == (
        DiceGroup(4, d(6), (Selection(Keep.DROP_LOWEST, 1),)),
        DiceGroup(3, d(6), target=Target(Compare.AT_LEAST, 5)),
    )
    assert expr.dice() == ((d(6), 4), (d(6), 3))
    assert dice_count(expr) == 7


def test_fate_and_percentile_dice() -> None:
    assert parse("4dF").dice() == ((FATE, 4),)
    assert parse("d%").dice() == ((d(100), 1),)
    assert parse("d100") == parse("d%")


def test_constants_only_roll_no_dice() -> None:
    expr = parse("3-5")
    assert expr.dice() == ()
    assert dice_count(expr) == 0


@pytest.mark.parametrize(("mode", "amount", "count", "kept"), [
    (Keep.HIGHEST, 3, 4, (0, 3)),
    (Keep.LOWEST, 1, 2, (1, 2)),
    (Keep.DROP_LOWEST, 1, 4, (0, 3)),
    (Keep.DROP_HIGHEST, 2, 5, (2, 5)),
    (Keep.MIDDLE, 3, 5, (1, 4)),
    (Keep.MIDDLE, 1, 4, (1, 2)),  # the extra die left out is a low one
    (Keep.HIGHEST, 3, 2, (0, 2)),  # explosions may leave fewer dice than asked for
])
def test_selection_says_which_ranks_it_keeps(mode: Keep, amount: int, count: int,
                                             kept: tuple[int, int]) -> None:
    assert Selection(mode, amount).window(count) == kept


@pytest.mark.parametrize(("compare", "face", "target", "meets"), [
    (Compare.AT_LEAST, 5, 5, True), (Compare.AT_LEAST, 4, 5, False),
    (Compare.MORE, 5, 5, False), (Compare.MORE, 6, 5, True),
    (Compare.AT_MOST, 2, 2, True), (Compare.AT_MOST, 3, 2, False),
    (Compare.LESS, 2, 2, False), (Compare.LESS, 1, 2, True),
    (Compare.EQUAL, 6, 6, True), (Compare.EQUAL, 5, 6, False),
])
def test_comparisons(compare: Compare, face: int, target: int, meets: bool) -> None:
    assert compare.meets(face, target) is meets


@pytest.mark.parametrize(("text", "key", "column"), [
    ("2d6+x", "dice.notation.misplaced.times", 5),
    ("x", "dice.notation.misplaced.times", 1),
    ("2d6 ? 1", "dice.notation.unexpected", 5),
    ("2d6-", "dice.notation.incomplete", 5),
    ("2d", "dice.notation.incomplete", 3),
    ("2d6*", "dice.notation.incomplete", 5),
    ("3d6>=", "dice.notation.incomplete", 6),
    ("2dx", "dice.notation.misplaced.times", 3),
    ("2d6kx", "dice.notation.incomplete", 6),
    ("4d6d6", "dice.notation.drop_all", 5),
    ("4d6u!u", "dice.notation.repeated.unique", 6),
    ("3d6>=5>=4", "dice.notation.repeated.count", 7),
    ("3d6>=5f", "dice.notation.incomplete", 8),
    ("2d6+*1", "dice.notation.unexpected", 5),
    ("2d6 3", "dice.notation.unexpected", 5),
    ("2d6²", "dice.notation.unexpected", 4),
    ("0d6", "dice.notation.zero_dice", 1),
    ("1d6+0d4", "dice.notation.zero_dice", 5),
    ("2d0", "dice.notation.zero_sides", 3),
    ("2d1001", "dice.notation.too_many_sides", 3),
    ("1001d6", "dice.notation.too_many_dice", 1),
    ("600d6+401d4", "dice.notation.too_many_dice", 7),
    ("4d6kh0", "dice.notation.keep_zero", 6),
    ("4d6kh5", "dice.notation.keep_more", 6),
    ("2d12kl3", "dice.notation.keep_more", 7),
    ("4d6dl0", "dice.notation.drop_zero", 6),
    ("4d6dl4", "dice.notation.drop_all", 6),
    ("4d6 dh 9", "dice.notation.drop_all", 8),
])
def test_errors_name_the_column(text: str, key: str, column: int) -> None:
    with pytest.raises(NotationError) as caught:
        parse(text)
    assert caught.value.key == key
    assert caught.value.params["column"] == column


def test_unexpected_names_the_character() -> None:
    with pytest.raises(NotationError) as caught:
        parse("2d6+x")
    assert caught.value.params["column"] == 5
    assert caught.value.message("en").startswith("Column 5: «x» (repeat the roll)")
    assert caught.value.message("es").startswith("Columna 5: «x» (repetir la tirada)")


@pytest.mark.parametrize("text", ["", "   ", "\t", "\u3000"])
def test_empty_expression(text: str) -> None:
    with pytest.raises(NotationError) as caught:
        parse(text)
    assert caught.value.key == "dice.notation.empty"


def test_length_limit() -> None:
    longest = "1" + "+1" * ((MAX_LENGTH - 1) // 2)
    assert len(longest) <= MAX_LENGTH
    assert parse(longest).text == longest
    with pytest.raises(NotationError) as caught:
        parse("1" * (MAX_LENGTH + 1))
    assert caught.value.key == "dice.notation.too_long"
    assert caught.value.params["column"] == MAX_LENGTH + 1


def test_dice_limit_counts_the_whole_expression() -> None:
    assert dice_count(parse(f"{MAX_DICE}d6")) == MAX_DICE
    assert dice_count(parse("500d6+500dF")) == MAX_DICE
    with pytest.raises(NotationError):
        parse("500d6+500dF+1d4")


def test_every_notation_key_exists_in_both_languages() -> None:
    keys = ["empty", "too_long", "unexpected", "incomplete", "zero_dice", "zero_sides",
            "too_many_sides", "too_many_dice", "keep_zero", "keep_more", "drop_zero",
            "drop_all"]
    for key in keys:
        for lang in ("es", "en"):
            text = t(f"dice.notation.{key}", lang, column=3, char="x", limit=9, keep=2,
                     count=1, drop=1, length=1)
            assert "{" not in text
            assert text != f"dice.notation.{key}"
