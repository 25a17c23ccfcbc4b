"""The Lonelog Dice Notation Add-on v1.0.0, form by form (issue 28): every form of its Part II
reference rolls with typed faces (its dice, total and marks), its journal line follows the
add-on, and its exact odds equal a walk over every face the roller can ask for (or icepool's
where the walk would be too long). The examples are our own, written from the add-on's
grammar; where the add-on gives an outcome, the same faces give it here."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import icepool
import pytest

from solo.dice.distribution import Distribution
from solo.dice.notation import parse, parse_line
from solo.dice.odds import distribution, forget_kept
from solo.dice.rng import ScriptedRng
from solo.dice.roll import Roll, roll
from tests.conftest import run_cli
from tests.dice.walking import small_limits, walk_odds

# expression, faces typed (in the order the roller asks for them), the dice as shown, total
ROLLS: list[tuple[str, list[int], str, int]] = [
    # 1. dice types
    ("d6", [4], "[4]", 4),
    ("4d10", [1, 10, 5, 3], "[1 10 5 3]", 19),
    ("d%", [34], "[34]", 34),
    ("4d%", [100, 1, 50, 7], "[100 1 50 7]", 158),
    ("dF", [1], "[+]", 1),
    ("4dF.2", [1, -1, 0, 1], "[+-0+]", 1),
    ("4dF.1", [0, 0, 1, 0], "[00+0]", 1),
    # 2. modifiers, each alone
    ("4d6min3", [1, 4, 3, 2], "[3^ 4 3 3^]", 13),
    ("4d6max3", [5, 6, 3, 2], "[3v 3v 3 2]", 11),
    ("2d6!", [4, 6, 6, 2], "[4 6! 6! 2]", 18),
    ("2d6!=5", [5, 1, 3], "[5! 3 1]", 9),
    ("2d6!>4", [5, 2, 6, 1], "[5! 6! 1 2]", 14),
    ("4d10!<=3", [3, 9, 9, 9, 8], "[3! 8 9 9 9]", 38),
    ("2d6!!", [4, 6, 6, 2], "[4 6+6+2!]", 18),
    ("2d6!p", [6, 1, 6, 6, 4], "[6! 5! 5! 3 1]", 20),
    ("2d6!!p", [6, 1, 6, 4], "[6+6+4! 1]", 15),
    ("d6r", [1, 1, 3], "[(1)(1)3]", 3),
    ("d6ro", [1, 1], "[(1)1]", 1),
    ("2d6r=5", [5, 2, 5, 4], "[(5)(5)4 2]", 6),
    ("4d10r<=3", [3, 9, 1, 10, 2, 8, 4], "[(3)(2)4 9 (1)8 10]", 31),
    ("2d10u", [7, 7, 3], "[7 (7)3]", 10),
    ("2d10uo", [7, 7, 7], "[7 (7)7]", 14),
    ("4d6u=5", [5, 5, 2, 2, 3], "[5 (5)3 2 2]", 12),
    ("4d10kh2", [3, 9, 1, 10], "[3d 9 1d 10]", 19),
    ("4d10k2", [3, 9, 1, 10], "[3d 9 1d 10]", 19),
    ("4d10kl1", [3, 9, 1, 10], "[3d 9d 1 10d]", 1),
    ("6d8k3", [3, 6, 7, 2, 5, 4], "[3d 6 7 2d 5 4d]", 18),
    ("4d10dl2", [3, 9, 1, 10], "[3d 9 1d 10]", 19),
    ("4d10d2", [3, 9, 1, 10], "[3d 9 1d 10]", 19),
    ("4d10dh1", [3, 9, 1, 10], "[3 9 1 10d]", 13),
    ("4d10dh1dl2", [3, 9, 1, 10], "[3d 9 1d 10d]", 9),
    ("3d10k1dh1", [7, 1, 2], "[7d 1d 2d]", 0),   # both look at the whole pool: none left
    ("3d10k1d1", [6, 1, 9], "[6d 1d 9]", 9),      # keeps only the highest
    ("5d10>=8", [8, 3, 10, 7, 9], "[8* 3 10* 7 9*]", 3),
    ("2d6=6", [4, 6], "[4 6*]", 1),
    ("4d3>1", [1, 3, 2, 1], "[1 3* 2* 1]", 2),
    ("2d6>3!", [6, 2, 4], "[6!* 4* 2]", 2),        # a comparison first is the target
    ("2d6!>3", [6, 2, 4, 1], "[6! 4! 1 2]", 13),   # right after ! it is the explosion's
    ("4d6>4f<3", [2, 5, 4, 5], "[2_ 5* 4 5*]", 1),
    ("2d20cs", [4, 20], "[4 20**]", 24),
    ("4d10cs>7", [8, 2, 10, 5], "[8** 2 10** 5]", 25),
    ("2d20cf", [4, 1], "[4 1__]", 5),
    ("4d10cf<3", [1, 2, 3, 9], "[1__ 2__ 3 9]", 15),
    ("4d6", [4, 3, 5, 1], "[4 3 5 1]", 13),
    ("4d6s", [4, 3, 5, 1], "[1 3 4 5]", 13),
    ("4d6sa", [4, 3, 5, 1], "[1 3 4 5]", 13),
    ("4d6sd", [4, 3, 5, 1], "[5 4 3 1]", 13),
    ("2d6!<>4", [4, 2, 4], "[4 2! 4]", 10),         # <>: explode on anything but 4
    ("d6!=3", [3, 3, 5], "[3! 3! 5]", 11),          # after !, = is the explosion's own
    # 2. modifiers together: one order, whatever order they are written in
    ("5d10!k2", [10, 3, 7, 2, 9, 10, 4], "[10! 10! 4d 3d 7d 2d 9d]", 20),
    ("5d10k2!", [10, 3, 7, 2, 9, 10, 4], "[10! 10! 4d 3d 7d 2d 9d]", 20),
    ("2d6!r1", [6, 2, 1, 5], "[6! (1)5 2]", 13),   # a rerolled die does not explode
    ("4d6min2u", [1, 2, 5, 6, 4], "[2^ (2)4 5 6]", 17),
    # 3. group rolls
    ("{4d6, 2d10, d4}", [2, 6, 4, 2, 7, 4, 1], "{[2 6 4 2], [7 4], [1]}", 26),
    ("{4d10, 5d6, 2d10}k2", [1, 2, 3, 4, 6, 6, 6, 6, 6, 9, 9], "{[1 2 3 4]d, [6 6 6 6 6], "
     "[9 9]}", 48),
    ("{4d10, 5d6, 2d10}d2", [1, 2, 3, 4, 6, 6, 6, 6, 6, 9, 9], "{[1 2 3 4]d, [6 6 6 6 6], "
     "[9 9]d}", 30),
    ("{4d10*(2+5d6)}k2", [1, 10, 2, 3, 6, 1, 1, 1, 1],
     "{[1d 10 2d 3d] * (2 + [6 1d 1d 1d 1d])}", 80),
    ("{3d20+5}>40", [11, 7, 19], "{([11 7 19] + 5)*}", 1),
    ("{4d6+2d8, 3d20+3, 5d10+1}>40", [4, 3, 3, 2, 2, 6, 17, 5, 20, 7, 9, 6, 10, 8],
     "{[4 3 3 2] + [2 6], ([17 5 20] + 3)*, ([7 9 6 10 8] + 1)*}", 2),
    ("{4d6/2, 3d4+3, 2d10}s", [6, 5, 4, 3, 1, 1, 2, 9, 10],
     "{[1 1 2] + 3, [3 4 5 6] / 2, [9 10]}", 35),
    ("{4d6/2, 3d4+3, 2d10}sd", [6, 5, 4, 3, 1, 1, 2, 9, 10],
     "{[10 9], [6 5 4 3] / 2, [2 1 1] + 3}", 35),
    # 4. descriptions
    ("4d6dl1 // Strength score", [3, 6, 1, 4], "[3 6 1d 4]", 13),
    ("2d6! # Damage roll", [3, 4], "[3 4]", 7),
    ("{4d6, 2d10, d4} // Fire, frost, falling", [1, 1, 1, 1, 1, 1, 1], "{[1 1 1 1], [1 1], [1]}",
     7),
    ("4d6 /* Ice damage */", [1, 2, 3, 4], "[1 2 3 4]", 10),
    ("2d10 [ Fire damage ]", [5, 5], "[5 5]", 10),
    ("4d6 /* Ice damage 5d10+7 */", [1, 2, 3, 4], "[1 2 3 4]", 10),  # only 4d6 is rolled
    # 5. math
    ("d6*5", [4], "[4] * 5", 20),
    ("2d10/d20", [9, 8, 5], "[9 8] / [5]", 3),
    ("d15%2", [7], "[7] % 2", 1),
    ("3d20^4", [1, 2, 1], "[1 2 1] ^ 4", 256),
    ("3d20**2", [1, 2, 1], "[1 2 1] ^ 2", 16),
    ("(4-2)d10", [3, 4], "[3 4]", 7),
    ("3d(2*6)", [12, 1, 5], "[12 1 5]", 18),
    ("1d6+2*3", [4], "[4] + 2 * 3", 10),
    ("(1d6+2)*3", [4], "([4] + 2) * 3", 18),
]


@pytest.mark.parametrize(("text", "faces", "shown", "total"), ROLLS,
                         ids=[text for text, *_ in ROLLS])
def test_each_form_rolls_with_typed_faces(text: str, faces: list[int], shown: str,
                                          total: int) -> None:
    rng = ScriptedRng(faces)
    line = parse_line(text)
    result = roll(line.rolls[0], rng, line.comment)
    rng.finish()  # every face typed was used, none was missing
    assert (result.faces_text(), result.total) == (shown, total)


@pytest.mark.parametrize("text", [text for text, *_ in ROLLS])
def test_each_form_written_back_reads_as_the_same_roll(text: str) -> None:
    # the journal's `d:` line and the echo write this text: read again, it is the same roll
    expr = parse_line(text).rolls[0]
    assert parse(expr.text) == expr


def test_a_target_before_a_bare_explosion_stays_the_target() -> None:
    assert parse("2d6>3!").text == "2d6>3!"  # not `2d6!>3`: explode on 4 or more
    assert parse("2d6>3!!p").text == "2d6>3!!p"
    assert parse("2d6!>3").text == "2d6!>3"


def test_descriptions_go_to_the_journal_and_are_never_rolled(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "addon", home=tmp_path)[0] == 0
    for text, faces in (("4d6dl1 // Strength score", "3 6 1 4"),
                        ("4d6 /* Ice damage 5d10+7 */", "1 2 3 4"),
                        ("2d20cs", "4 20"), ("2d20cf", "4 1"),
                        ("{3d20+5}>40", "11 7 19"), ("2d6!", "4 6 6 2"), ("2d10u", "7 7 3")):
        code, _, err = run_cli("--campaign", "addon", "roll", text, "--dice", faces,
                               home=tmp_path)
        assert (code, err) == (0, "")
    journal = (tmp_path / "journals" / "addon" / "journal.md").read_text()
    assert "\nd: Strength score 4d6dl1=13 (3 6 1d 4) -> 13\n" in journal
    assert "\nd: Ice damage 5d10+7 4d6=10 (1 2 3 4) -> 10\n" in journal
    assert "\nd: 2d20cs =24 (4 20**) -> 24\n" in journal  # the space: = is no compare point
    assert "\nd: 2d20cf =5 (4 1__) -> 5\n" in journal
    assert "\nd: {3d20+5}>40=1 (11 7 19) -> 1\n" in journal
    assert "\nd: 2d6! =18 (4 6! 6! 2) -> 18\n" in journal
    assert "\nd: 2d10u =10 (7 (7)3) -> 10\n" in journal


def test_min_and_max_mark_the_faces_they_change_in_the_journal_and_json(tmp_path: Path) -> None:
    import json

    assert run_cli("campaign", "new", "addon", home=tmp_path)[0] == 0
    for text, faces in (("4d6min3", "1 4 3 2"), ("4d6max3", "5 6 3 2")):
        assert run_cli("--campaign", "addon", "roll", text, "--dice", faces,
                       home=tmp_path)[0] == 0
    journal = (tmp_path / "journals" / "addon" / "journal.md").read_text()
    assert "\nd: 4d6min3=13 (3^ 4 3 3^) -> 13\n" in journal  # the add-on's flags: ^ raised
    assert "\nd: 4d6max3=11 (3v 3v 3 2) -> 11\n" in journal  # v lowered
    code, out, _ = run_cli("--json", "roll", "2d6min3", "--dice", "1 5", home=tmp_path)
    dice = json.loads(out)["groups"][0]["dice"]
    assert code == 0 and [die.get("clamped", 0) for die in dice] == [1, 0]
    assert [die["faces"] for die in dice] == [[1], [5]]  # the face rolled, before min


def test_a_d_field_of_several_rolls_each_with_its_description(tmp_path: Path) -> None:
    # the add-on's `d:` field: `//` describes the roll before it, up to where another starts
    assert run_cli("campaign", "new", "addon", home=tmp_path)[0] == 0
    code, out, err = run_cli("--campaign", "addon", "roll", "4d6dl1 // STR=14, 4d6dl1 // DEX=11",
                             "--dice", "3 6 1 4 2 2 5 6", home=tmp_path)
    assert (code, err) == (0, "")
    assert out == "4d6dl1: [3 6 1d 4] = 13  # STR=14\n4d6dl1: [2 2d 5 6] = 13  # DEX=11\n"
    journal = (tmp_path / "journals" / "addon" / "journal.md").read_text()
    assert "\nd: STR=14 4d6dl1=13 (3 6 1d 4) -> 13\nd: DEX=11 4d6dl1=13 (2 2d 5 6) -> 13\n" \
        in journal


@pytest.mark.parametrize(("text", "rolls", "comment"), [
    ("{4d6, 2d10, d4} // Fire, frost, falling", [("{4d6, 2d10, 1d4}", "")],
     "Fire, frost, falling"),                       # no dice after a comma: one comment
    ("2d6 // hit, 3", [("2d6", "")], "hit, 3"),     # a number alone is no roll
    ("1d6 // a, d6 goblins", [("1d6", "")], "a, d6 goblins"),
    ("2d6 # a; 1d8 # b, c", [("2d6", "a"), ("1d8", "")], "b, c"),
    ("2d6 /* x */ // a, 1d4", [("2d6", "x; a"), ("1d4", "")], ""),
])
def test_a_comment_goes_on_only_where_another_roll_of_dice_starts(
        text: str, rolls: list[tuple[str, str]], comment: str) -> None:
    line = parse_line(text)
    assert [(expr.text, expr.description) for expr in line.rolls] == rolls
    assert line.comment == comment


def test_commas_full_of_would_be_rolls_are_read_once_not_again_and_again() -> None:
    from unittest import mock

    from solo.dice import notation

    text = "1d6 //a" + ",1//b" * 38  # each `1` parses and is no roll of dice: all one comment
    reads = mock.patch.object(notation._Parser, "line", autospec=True,
                              side_effect=notation._Parser.line)
    with reads as read:
        line = parse_line(text)
    assert read.call_count <= 39  # the line, then what follows each comma once (not 2**38)
    assert [expr.text for expr in line.rolls] == ["1d6"]
    assert line.comment == text[len("1d6 //"):]
    described = parse_line("1d6 //a" + ", 1d4 // b" * 18)
    assert len(described.rolls) == 19 and described.comment == "b"
    assert {expr.description for expr in described.rolls[1:-1]} == {"b"}


# Exact odds against a walk over every face the roller can ask for (explosions and rerolls
# stopped after two, so every roll can be walked; the chance past that is `beyond`).
WALKED = [
    "d6", "2d6", "4dF", "3dF.1", "d%", "4d6min3", "4d6max3", "2d6!", "2d6!=5", "2d6!>4",
    "2d4!<=2", "2d6!!", "2d4!p", "2d4!!p", "d6r", "d6ro", "2d6r=5", "2d10r<=3", "2d10u",
    "2d10uo", "3d4u=2", "4d6kh2", "4d6k2", "4d6kl1", "4d6dl2", "4d6d2", "4d6dh1", "4d6dh1dl2",
    "3d6k1dh1", "3d6k1d1", "4d6>=5", "2d6=6", "4d3>1", "3d4>2!", "3d4!>2", "4d4>3f<2",
    "2d20cs", "3d10cs>7", "2d20cf", "3d10cf<3", "4d6s", "4d6sd", "2d6!<>4", "3d6!k2",
    "3d6k2!", "2d4!pk1", "3d4!!kh2", "2d6!r1", "3d4min2u",
    "{2d6, 1d10, d4}", "{2d4, 2d3, 1d6}k2", "{2d4, 2d3, 1d6}d2", "{2d3*(2+2d2)}k2",
    "{2d6+5}>8", "{2d4+1d3, 1d8+3, 2d3+1}>6", "{2d4/2, 1d4+3, 1d6}s",
    "d6*5", "2d4/d6", "d15%2", "2d4^2", "(4-2)d6", "2d(2*3)", "1d6+2*3", "(1d6+2)*3",
]


@pytest.mark.parametrize("text", WALKED)
def test_exact_odds_equal_a_walk_over_every_roll(text: str) -> None:
    forget_kept()
    with small_limits():
        odds = distribution(parse(text))
        walked, beyond = walk_odds(parse(text), most=200_000)
    assert odds.probabilities() == walked
    assert odds.beyond == beyond


d6, d10, d20 = icepool.d6, icepool.d10, icepool.d20

# Too long to walk: icepool's odds (given that no die went past a limit).
ICEPOOL: list[tuple[str, Callable[[], Any]]] = [
    ("4d10dh1dl2", d10.pool(4)[2:3].sum),  # icepool counts from the lowest
    ("5d6km3", d6.pool(5)[1:4].sum),
    ("{4d10, 5d6, 2d10}k2", lambda: icepool.Pool([4 @ d10, 5 @ d6, 2 @ d10]).highest(2).sum()),
    ("{4d10, 5d6, 2d10}d2", lambda: icepool.Pool([4 @ d10, 5 @ d6, 2 @ d10]).highest(1).sum()),
    ("{3d20+5}>40", lambda: (3 @ d20 + 5).map(lambda total: int(total > 40))),
    ("{4d6+2d8, 3d20+3, 5d10+1}>40",
     lambda: (4 @ d6 + 2 @ icepool.d8).map(lambda total: int(total > 40))
     + (3 @ d20 + 3).map(lambda total: int(total > 40))
     + (5 @ d10 + 1).map(lambda total: int(total > 40))),
    ("3d20^4", lambda: (3 @ d20).map(lambda total: total ** 4)),
    ("3d(2*6)", lambda: 3 @ icepool.d12),
    ("2d10/d20", lambda: (2 @ d10) // d20),
    ("8d10r<=3", lambda: 8 @ d10.reroll([1, 2, 3], depth="inf")),
    ("6d8k3", lambda: icepool.d8.highest(6, 3)),
]


def conditional(ours: Distribution) -> dict[int, Fraction]:
    """Our odds given that no die went past a limit."""
    kept = ours.total_count - ours.overflow
    return {total: Fraction(count, kept) for total, count in ours.items()}


@pytest.mark.parametrize(("text", "theirs"), ICEPOOL, ids=[text for text, _ in ICEPOOL])
def test_exact_odds_equal_icepool(text: str, theirs: Callable[[], Any]) -> None:
    die = theirs()
    expected = {int(outcome): Fraction(die.quantity(outcome), die.denominator())
                for outcome in die.outcomes() if die.quantity(outcome)}
    assert conditional(distribution(parse(text))) == expected


def test_the_group_of_one_roll_keeps_its_best_dice_across_pools_exactly() -> None:
    # {4d10*(2+5d6)}k2: the two best of nine dice, each pool adding its kept dice
    from itertools import product

    counts: dict[int, int] = {}
    for faces in product(range(1, 11), range(1, 11), range(1, 7), range(1, 7), range(1, 7)):
        ranked = sorted(range(len(faces)), key=lambda index: (-faces[index], index))[:2]
        tens = sum(faces[index] for index in ranked if index < 2)
        sixes = sum(faces[index] for index in ranked if index >= 2)
        total = tens * (2 + sixes)
        counts[total] = counts.get(total, 0) + 1
    odds = distribution(parse("{2d10*(2+3d6)}k2"))
    assert odds.probabilities() == {total: Fraction(ways, 10 ** 2 * 6 ** 3)
                                    for total, ways in sorted(counts.items())}


def test_odds_of_the_acceptance_group_through_the_command(tmp_path: Path) -> None:
    code, out, err = run_cli("--lang", "en", "odds", "{4d10, 5d6, 2d10}k2", home=tmp_path)
    assert (code, err) == (0, "")
    assert out.startswith("{4d10, 5d6, 2d10}kh2\n")
    assert "Mean: 39.955" in out  # 12945569177/324000000
    assert isinstance(roll(parse("2d6"), ScriptedRng([1, 2])), Roll)
