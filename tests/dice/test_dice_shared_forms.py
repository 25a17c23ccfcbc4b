"""The forms the big rollers share (issue 28): Discord bots' target pools, explode once and again,
keep-middle, functions, remainders, ranges of faces, even/odd, Foundry's `r1=1`, and the one
reading solo keeps where rollers disagree. Typed faces, exact odds, errors in both languages."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import icepool
import pytest

from solo.dice.notation import parse, parse_line
from solo.dice.odds import distribution, forget_kept
from solo.dice.rng import ScriptedRng
from solo.dice.roll import roll
from solo.errors import NotationError
from tests.conftest import run_cli
from tests.dice.walking import small_limits, walk_odds

d6, d10 = icepool.d6, icepool.d10


def rolled(text: str, faces: list[int]) -> tuple[str, int]:
    rng = ScriptedRng(faces)
    result = roll(parse(text), rng)
    rng.finish()
    return result.faces_text(), result.total


def test_acceptance_target_pool_counts_successes_minus_ones(tmp_path: Path) -> None:
    code, out, err = run_cli("--json", "roll", "6d10 t7 f1", "--dice", "7 1 10 3 1 9",
                             home=tmp_path)
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["expression"] == "6d10>=7f<=1" and data["total"] == 3 - 2
    code, out, _ = run_cli("--lang", "en", "roll", "6d10 t7 f1", "--dice", "7 1 10 3 1 9",
                           home=tmp_path)
    assert out.strip() == "6d10>=7f<=1: [7* 1_ 10* 3 1_ 9*] = 1"


@pytest.mark.parametrize(("text", "faces", "shown", "total"), [
    ("6d10 t7", [7, 1, 10, 3, 1, 9], "[7* 1 10* 3 1 9*]", 3),
    ("6d10 t7 tt10", [7, 1, 10, 3, 1, 9], "[7* 1 10* 3 1 9*]", 4),   # a 10 counts two
    ("6d10 tt9", [7, 1, 10, 3, 1, 9], "[7 1 10* 3 1 9*]", 4),        # only 9+, two each
    ("5d10 t8 f2", [8, 2, 1, 9, 3], "[8* 2_ 1_ 9* 3]", 0),           # f after t: 2 or less
    ("5d10>=8f2", [8, 2, 1, 9, 3], "[8* 2_ 1 9* 3]", 1),             # f after >=: exactly 2
    ("3d6 e6", [6, 2, 6, 6, 6], "[6! 6 2 6! 6]", 26),                   # explodes once: 6 and 6
    ("3d6 ie6", [6, 2, 3, 6, 1], "[6! 6! 1 2 3]", 18),               # again and again
    ("3d6 e5", [5, 2, 3, 6], "[5! 6 2 3]", 16),                      # 5 or more
    ("3d6 ie", [6, 2, 3, 6, 1], "[6! 6! 1 2 3]", 18),                # no number: the highest
    ("2d6!o", [6, 6, 6, 6], "[6! 6 6! 6]", 24),                      # each die once
    ("2d6!!o", [6, 6, 6, 6], "[6+6! 6+6!]", 24),
    ("5d6km3", [1, 6, 3, 4, 2], "[1d 6d 3 4 2]", 9),
    ("4d6km1", [1, 6, 3, 4], "[1d 6d 3d 4]", 4),                  # the extra left out: low
    ("4d6 even", [1, 6, 3, 4], "[1 6* 3 4*]", 2),
    ("4d6odd", [1, 6, 3, 4], "[1* 6 3* 4]", 2),
    ("2d6 cs", [6, 3], "[6** 3]", 9),                                # marks, counts nothing
    ("2d6cs>=5cf<2", [5, 1], "[5** 1__]", 6),
    ("1d{1..4}", [4], "[4]", 4),
    ("3d{-1..1}", [-1, 0, 1], "[-1 0 1]", 0),
    ("2d{1..3,7}", [7, 2], "[7 2]", 9),
    ("floor(1d6/4)", [6], "floor([6] / 4)", 1),
    ("ceil(1d6/4)", [6], "ceil([6] / 4)", 2),
    ("round(1d6/4)", [6], "round([6] / 4)", 2),                      # 1.5: halves go up
    ("round(-1d6/4)", [6], "round(-[6] / 4)", -1),                   # -1.5 up is -1
    ("floor(1d6/4+1d6/4)", [2, 2], "floor([2] / 4 + [2] / 4)", 1),   # exact inside
    ("1d6/4+1d6/4", [2, 2], "[2] / 4 + [2] / 4", 0),                  # outside: rounds down
    ("abs(1d6-4)", [1], "abs([1] - 4)", 3),
    ("max(1d6, 1d8)", [3, 7], "max([3], [7])", 7),
    ("min(1d6, 1d8, 2)", [3, 7], "min([3], [7], 2)", 2),
    ("1d20%6", [17], "[17] % 6", 5),
    ("-1d6%4", [3], "-[3] % 4", 1),                                  # the floor's remainder
    ("20d20r1=1", [1, 5, 1] + [2] * 17 + [20], "[(1)20 5 1" + " 2" * 17 + "]", 60),
    ("3d6rr1=1", [1, 1, 2, 1, 3], "[(1)(1)3 1 2]", 6),              # rr: again, one die
    ("6d6r1>=5", [1, 5, 6, 2, 1, 3, 5, 6], "[(1)5* 5* 6* 2 (1)6* 3]", 4),  # Roll20's reading
    ("2d6r1", [1, 3, 1, 4], "[(1)(1)4 3]", 7),                       # r: again and again
    ("2d6ro1", [1, 2, 1], "[(1)1 2]", 3),                            # ro: once
])
def test_each_shared_form_rolls_with_typed_faces(text: str, faces: list[int], shown: str,
                                                 total: int) -> None:
    assert rolled(text, faces) == (shown, total)


def test_x_repeats_a_roll_and_never_explodes() -> None:
    line = parse_line("1d6x3")
    assert [(expr.text, expr.times) for expr in line.rolls] == [("1d6 x3", 3)]
    with pytest.raises(NotationError) as caught:
        parse("1d6!x")  # x after a pool is no explosion: a repetition with its number missing
    assert caught.value.key == "dice.notation.incomplete"


WALKED = ["3d4 t3", "3d4 t3 tt4", "3d4 tt4", "3d4 t3 f1", "3d4>=3f1", "2d4 e4", "2d4 ie3",
          "2d4!o", "2d4!!o", "2d4!po", "2d4!okh1", "4d3km2", "3d4km1", "3d4even", "3d4odd",
          "2d4cs", "2d4cf<2", "2d{1..3}", "2d{-1..1}", "floor(1d6/4)", "ceil(1d6/4)",
          "round(1d6/4)", "round(-1d6/4)", "floor(1d4/3+1d4/3)", "abs(1d6-4)",
          "max(1d4, 1d3)", "min(1d4, 1d3, 2)", "1d10%3", "-1d10%4", "3d4r1=1", "3d3rr1=1",
          "3d4r1>=3", "2d4rr1", "2d4ro1"]


@pytest.mark.parametrize("text", WALKED)
def test_exact_odds_equal_a_walk_over_every_roll(text: str) -> None:
    forget_kept()
    with small_limits():
        odds = distribution(parse(text))
        walked, beyond = walk_odds(parse(text), most=200_000)
    assert odds.probabilities() == walked
    assert odds.beyond == beyond


def test_target_pools_equal_icepool() -> None:
    counted = d10.map(lambda face: (2 if face >= 10 else int(face >= 7)) - int(face <= 1))
    expected = 12 @ counted
    ours = distribution(parse("12d10 t7 tt10 f1"))
    assert ours.probabilities() == {int(outcome): probability for outcome, probability
                                    in zip(expected.outcomes(), expected.probabilities(),
                                           strict=True)}


def test_keep_middle_equals_icepool() -> None:
    expected = d6.pool(7)[2:5].sum()
    ours = distribution(parse("7d6km3"))
    assert ours.probabilities() == dict(zip(map(int, expected.outcomes()),
                                            expected.probabilities(), strict=True))


def test_foundry_reroll_one_one_of_twenty_is_exact() -> None:
    # the first 1 among twenty d20 is rolled again: the mean grows by 9.5 when there is one
    odds = distribution(parse("20d20r1=1"))
    assert odds.mean == 210 + (1 - Fraction(19, 20) ** 20) * Fraction(19, 2)
    assert odds.beyond == 0
    assert odds.probability(20) == Fraction(1, 20 ** 21)  # twenty 1s, the first again a 1


def test_criticals_change_no_odds() -> None:
    assert distribution(parse("4d10cs>7cf<3")) == distribution(parse("4d10"))


@pytest.mark.parametrize(("text", "key", "column"), [
    ("sqrt(4)", "dice.notation.unknown_function", 1),
    ("1d6+floor(1d6, 2)", "dice.notation.function_args", 5),
    ("(1d4)d6", "dice.notation.computed_dice", 1),
    ("3d(1d6)", "dice.notation.computed_dice", 3),
    ("(2-2)d6", "dice.notation.zero_dice", 1),
    ("1d{4..1}", "dice.notation.range_backwards", 4),
    ("4d6 /* ice", "dice.notation.open_description", 5),
    ("2+u", "dice.notation.misplaced.unique", 3),
    ("2 cs", "dice.notation.misplaced.critical", 3),
    ("1d6}", "dice.notation.misplaced.brace", 4),
    ("4d6uu", "dice.notation.repeated.unique", 5),
    ("4d6cscs", "dice.notation.repeated.critical", 6),
    ("7d6u", "dice.notation.unique_impossible", 4),
    ("2d6 t7", "dice.notation.count_pointless", 5),
    ("1d6 tt", "dice.notation.incomplete", 7),
    ("((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))",
     "dice.notation.too_deep", 33),
    ("1000000^1000", "dice.notation.too_big_result", 9),
])
def test_errors_name_the_feature_and_the_column_in_both_languages(text: str, key: str,
                                                                  column: int) -> None:
    with pytest.raises(NotationError) as caught:
        parse(text)
    assert (caught.value.key, caught.value.params["column"]) == (key, column)
    assert caught.value.message("en").startswith(f"Column {column}: ")
    assert caught.value.message("es").startswith(f"Columna {column}: ")


@pytest.mark.parametrize(("text", "key"), [
    ("2d6!u", "dice.odds.unique_explode"),
    ("3d6!r1=1", "dice.odds.first_rerolled_explode"),
    ("{2d6!+1d4}k1", "dice.odds.group_dice_kept"),
])
def test_odds_solo_does_not_work_out_say_so_and_the_roll_still_rolls(text: str, key: str,
                                                                     tmp_path: Path) -> None:
    for lang, words in (("en", "you can still roll it"), ("es", "la tirada sí se puede hacer")):
        code, out, err = run_cli("--lang", lang, "odds", text, home=tmp_path)
        assert (code, out) == (2, "")
        assert err.count("\n") == 1 and words in err
    code, out, _ = run_cli("--json", "odds", text, home=tmp_path)
    assert code == 2 and json.loads(out)["key"] == key
    assert run_cli("roll", text, home=tmp_path)[0] == 0
