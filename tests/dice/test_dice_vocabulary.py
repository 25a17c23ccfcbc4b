"""The notation players type, against icepool's exact odds and through the real commands."""

from __future__ import annotations

import json
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import icepool
import pytest

from solo.dice.distribution import Distribution
from solo.dice.notation import parse, parse_line
from solo.dice.odds import distribution
from solo.dice.rng import ScriptedRng
from solo.dice.roll import roll
from solo.errors import NotationError
from tests.conftest import run_cli

d6, d10, d20 = icepool.d6, icepool.d10, icepool.d20

# expression, the same odds as icepool computes them (rerolls: given that no die went past the
# limit, ours without the `beyond` part). Explosions are checked exactly against a walk over
# every roll in test_dice_fuzz.py: icepool's end of a chain is not our `beyond`.
ICEPOOL: list[tuple[str, Callable[[], Any]]] = [
    ("20d6", lambda: 20 @ d6),
    ("10d6kh3", lambda: d6.highest(10, 3)),
    ("20d6kh10", lambda: d6.highest(20, 10)),
    ("6d6dl2", lambda: d6.highest(6, 4)),
    ("5d8kl2", lambda: icepool.d8.lowest(5, 2)),
    ("2d20kh", lambda: d20.highest(2, 1)),
    ("8d10>=7", lambda: 8 @ (d10 >= 7)),
    ("6d10>=8f1", lambda: 6 @ d10.map(lambda x: int(x >= 8) - int(x == 1))),
    ("30dF", lambda: 30 @ icepool.d(3) - 60),
    ("12dF.1", lambda: 12 @ icepool.Die([-1, 0, 0, 0, 0, 1])),
    ("6d{1,2,4,4}kh2", lambda: icepool.Die([1, 2, 4, 4]).highest(6, 2)),
    ("5d6r1", lambda: 5 @ d6.reroll([1], depth="inf")),
    ("5d6ro<3", lambda: 5 @ d6.reroll([1, 2], depth=1)),
    ("6d6min2kh3", lambda: d6.clip(2, None).highest(6, 3)),
    ("6d6max4", lambda: 6 @ d6.clip(None, 4)),
    ("(2d6+1)*2-1d4", lambda: (2 @ d6 + 1) * 2 - icepool.d4),
    ("3d6/2", lambda: (3 @ d6) // 2),
    ("-1d20+-5", lambda: -d20 - 5),
]


def conditional(ours: Distribution) -> dict[int, Fraction]:
    """Our odds given that no die went past a limit."""
    kept = ours.total_count - ours.overflow
    return {total: Fraction(count, kept) for total, count in ours.items()}


@pytest.mark.parametrize(("text", "theirs"), ICEPOOL, ids=[text for text, _ in ICEPOOL])
def test_odds_equal_icepool(text: str, theirs: Callable[[], Any]) -> None:
    die = theirs()
    expected = {int(outcome): Fraction(die.quantity(outcome), die.denominator())
                for outcome in die.outcomes() if die.quantity(outcome)}
    assert conditional(distribution(parse(text))) == expected


def test_the_mass_past_the_explosion_limit_is_its_own_share() -> None:
    odds = distribution(parse("1d6!"))
    assert odds.beyond == Fraction(1, 6 ** 21)
    assert sum(odds.probabilities().values()) + odds.beyond == 1


def test_vs_is_a_check_of_the_total_with_its_margin() -> None:
    result = roll(parse("1d20+5 vs 15"), ScriptedRng([12]))
    assert (result.total, result.check and result.check.success, result.check
            and result.check.margin) == (17, True, 2)
    under = roll(parse("3d6 vs <=12"), ScriptedRng([6, 5, 4]))
    assert under.check is not None and (under.check.success, under.check.margin) == (False, -3)
    fate = roll(parse("4dF+2 vs 3"), ScriptedRng([1, 1, 0, -1]))
    assert fate.check is not None and (fate.total, fate.check.success) == (3, True)


@pytest.mark.parametrize(("text", "faces", "total"), [
    ("1d6!", [6, 6, 2], 14), ("1d6!!", [6, 3], 9), ("1d6!p", [6, 6, 1], 6 + 5 + 0),
    ("2d6r1", [1, 1, 4, 5], 9), ("2d6ro1", [1, 5, 1], 6), ("4d6min3", [1, 2, 5, 6], 17),
    ("4d6max4", [1, 2, 5, 6], 11), ("4d6d", [3, 1, 4, 5], 12), ("2d20kh", [3, 17], 17),
    ("5d10>=8f1", [8, 1, 10, 1, 5], 0), ("d{1,2,4,4}", [4], 4), ("2dF.1", [1, 0], 1),
    ("(1d6+2)*2", [4], 12), ("7/2", [], 3), ("-7/2", [], -4), ("1d20+-5", [10], 5),
    ("2d6!!kh1", [6, 2, 3], 9),
])
def test_each_feature_rolls_as_documented(text: str, faces: list[int], total: int) -> None:
    rng = ScriptedRng(faces)
    assert roll(parse(text), rng).total == total
    rng.finish()


@pytest.mark.parametrize(("text", "key", "column"), [
    ("5!", "dice.notation.misplaced.explode", 2),
    ("1+kh1", "dice.notation.misplaced.keep", 3),
    ("3d6<=12", "dice.notation.count_pointless", 4),
    ("7d6u", "dice.notation.unique_impossible", 4),
    ("1d6!>=1", "dice.notation.explode_always", 4),
    ("1d6r<7", "dice.notation.reroll_always", 4),
    ("4d6r1r2", "dice.notation.repeated.reroll", 6),
    ("4d6f1", "dice.notation.failure_needs", 4),
    ("4d6min5max2", "dice.notation.clamp_crossed", 8),
    ("1d6/0", "dice.notation.division_by_zero", 5),
    ("2d6 [fuego", "dice.notation.open_label", 5),
    ("2000d6", "dice.notation.too_many_dice", 1),
    ("1d1001", "dice.notation.too_many_sides", 3),
    ("1d6 x21", "dice.notation.too_many_rolls", 6),
    ("600d6 x2", "dice.notation.too_many_dice", 7),
])
def test_errors_name_the_feature_and_the_column(text: str, key: str, column: int) -> None:
    with pytest.raises(NotationError) as caught:
        parse_line(text)
    assert (caught.value.key, caught.value.params.get("column")) == (key, column)


def test_lists_repetitions_labels_and_comments() -> None:
    line = parse_line("4d6kh3 x6, 1d20+5 [iniciativa] # la emboscada; | > \" '")
    assert [expr.text for expr in line.rolls] == ["4d6kh3 x6", "1d20+5[iniciativa]"]
    assert line.comment == "la emboscada; | > \" '"


def test_one_shot_reads_expressions_that_start_with_a_minus(tmp_path: Any) -> None:
    code, out, _ = run_cli("--lang", "en", "roll", "-4d6", "--dice", "1 2 3 4", home=tmp_path)
    assert (code, out.strip()) == (0, "-4d6: -[1 2 3 4] = -10")
    code, out, _ = run_cli("--lang", "en", "roll", "2d6", "-1d4", "--dice", "3 4 2",
                           home=tmp_path)
    assert (code, out.strip()) == (0, "2d6-1d4: [3 4] - [2] = 5")
    code, out, _ = run_cli("--json", "odds", "-1d4", home=tmp_path)
    assert code == 0 and json.loads(out)["distribution"]["-4"] == "1/4"


def test_the_shell_reads_expressions_that_start_with_a_minus(shell: Any) -> None:
    app = shell
    run = app.run("roll 2d6 -1d4 --dice '3 4 2'")
    result = run.result
    assert "[3] [4]" in run.out and "− [2]" not in run.out and "- " in run.out
    assert result.total == 5 and result.groups[1].sign == -1
    assert app.run("roll -1d4 --dice 2").result.total == -2


def test_json_errors_are_an_object_on_stdout_and_a_line_on_stderr(tmp_path: Any) -> None:
    code, out, err = run_cli("--json", "--lang", "en", "roll", "1d6!!!", home=tmp_path)
    data = json.loads(out)
    assert code == 2 and data["column"] == 6 and data["key"] == "dice.notation.repeated.explode"
    assert err.strip() == data["error"]


def test_roll_with_vs_and_comment_goes_to_json_and_the_journal(tmp_path: Any) -> None:
    code, out, _ = run_cli("--json", "roll", "1d20+5", "vs", "15", "#", "iniciativa",
                           "--dice", "12", home=tmp_path)
    data = json.loads(out)
    assert code == 0 and data["check"] == {"target": ">=15", "success": True, "margin": 2}
    assert data["comment"] == "iniciativa"


def test_odds_of_vs_give_success_and_failure(tmp_path: Any) -> None:
    code, out, _ = run_cli("--json", "odds", "1d20+5", "vs", "15", home=tmp_path)
    data = json.loads(out)
    assert (code, data["success"], data["failure"]) == (0, "11/20", "9/20")
    code, out, _ = run_cli("--lang", "es", "odds", "1d6!", home=tmp_path)
    assert "Más de 20 explosiones" in out


def test_repetitions_roll_each_time(tmp_path: Any) -> None:
    code, out, _ = run_cli("--json", "roll", "4d6kh3", "x2", "--dice",
                           "1 2 3 4 6 6 6 6", home=tmp_path)
    data = json.loads(out)
    assert code == 0 and [item["total"] for item in data["rolls"]] == [9, 18]
