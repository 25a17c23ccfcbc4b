"""Rolls and dice odds rendered into a plain string console."""

from __future__ import annotations

import io
from fractions import Fraction
from pathlib import Path

import pytest
from rich.console import Console

from solo.commands.dice import DiceOdds
from solo.dice.notation import parse
from solo.dice.odds import distribution
from solo.dice.rng import ScriptedRng
from solo.dice.roll import roll
from solo.i18n import use_language
from solo.plain_odds import odds_rows
from solo.render import render
from tests.conftest import cli_json


def text_of(item: object, lang: str = "en") -> str:
    out = io.StringIO()
    with use_language(lang):
        Console(file=out, width=100, color_system=None).print(render(item, "dice"))
    return out.getvalue()


def odds_of(text: str) -> DiceOdds:
    return DiceOdds(parse(text).text, distribution(parse(text)))


def test_roll_line_shows_faces_dropped_dice_and_total() -> None:
    out = text_of(roll(parse("2d12kl1+3"), ScriptedRng([9, 4])))
    assert "2d12kl1+3" in out
    assert "[9]" in out and "[4]" in out
    assert "= 7" in out


def test_roll_line_shows_criticals_and_faces_min_or_max_changed() -> None:
    # without colour too: the add-on's marks, as the journal writes them
    out = text_of(roll(parse("2d20cscf"), ScriptedRng([20, 1])))
    assert "[20]** [1]__  = 21" in out
    out = text_of(roll(parse("3d6min2max5"), ScriptedRng([1, 6, 3])))
    assert "[2]^ [5]v [3]  = 10" in out


def test_short_odds_have_one_row_per_total() -> None:
    out = text_of(odds_of("2d6"))
    lines = [line for line in out.splitlines() if line.strip()]
    assert any(line.split()[:3] == ["7", "16.67", "1/6"] for line in lines)
    assert "grouped" not in out
    assert "Mean: 7.000 (7)" in out


def test_long_odds_are_grouped_with_tails() -> None:
    out = text_of(odds_of("1000d6"))
    assert len(out.splitlines()) < 40
    assert "≤ " in out and "≥ " in out
    assert "5001 totals grouped into" in out
    assert "Mean: 3500.000" in out
    spanish = text_of(odds_of("1000d6"), "es")
    assert "5001 totales agrupados" in spanish


def test_odds_rows_cover_everything_exactly() -> None:
    dist = distribution(parse("100d6"))
    rows = odds_rows(range(dist.low, dist.max + 1), dist.weights, dist.total_count, max_rows=20)
    assert len(rows) <= 22
    assert sum((p for _, p, _ in rows), Fraction(0)) == 1
    assert rows[0][0].startswith("≤ ") and rows[-1][0].startswith("≥ ")
    assert rows[0][2] == 1
    assert rows[0][1] < Fraction(1, 10**6) and rows[-1][1] < Fraction(1, 10**6)
    # the chance of "at least" a row is the sum of that row and every row after it
    for index, (_, _, at_least) in enumerate(rows):
        assert at_least == sum((p for _, p, _ in rows[index:]), Fraction(0))


def test_odds_rows_of_short_distributions() -> None:
    dist = distribution(parse("4dF"))
    rows = odds_rows(range(dist.low, dist.max + 1), dist.weights, dist.total_count)
    assert [label for label, _, _ in rows] == [str(total) for total in range(-4, 5)]
    assert rows[4] == ("0", Fraction(19, 81), Fraction(1) - Fraction(1 + 4 + 10 + 16, 81))


def test_long_fractions_are_written_as_decimals_with_a_note() -> None:
    out = text_of(odds_of("4d6r1"), "es")
    row = next(line for line in out.splitlines() if line.startswith("8 "))
    assert row.split()[:3] == ["8", "0.16", "≈0.0016"]
    assert "≈: fracción demasiado larga" in out and "--json" in out
    assert max(len(word) for word in out.split()) < 40    # no 400-digit fraction left


def test_short_fractions_stay_exact_and_need_no_note() -> None:
    out = text_of(odds_of("3d6"))
    assert "1/216" in out and "≈" not in out


def test_json_keeps_long_fractions_exact(tmp_path: Path) -> None:
    data = cli_json("odds", "4d6r1", home=tmp_path)
    eight = Fraction(data["distribution"]["8"])
    assert eight.denominator > 10**12 and abs(float(eight) - 1 / 625) < 1e-12


def reference_rows(items: list[tuple[int, int]], denominator: int, max_rows: int = 30,
                   tail: int = 10**6) -> list[tuple[str, Fraction, Fraction]]:
    """The rows worked out one total at a time (how `odds_rows` did it before running sums)."""
    def ranges(part: list[tuple[int, int]], width: int,
               remaining: int) -> list[tuple[str, Fraction, Fraction]]:
        rows = []
        for start in range(0, len(part), width):
            chunk = part[start:start + width]
            first, last = chunk[0][0], chunk[-1][0]
            chance = sum(count for _, count in chunk)
            rows.append((str(first) if first == last else f"{first}–{last}",
                         Fraction(chance, denominator), Fraction(remaining, denominator)))
            remaining -= chance
        return rows

    mass = sum(count for _, count in items)
    if len(items) <= max_rows:
        return ranges(items, 1, mass)
    low, below, rare = 0, 0, (denominator - 1) // tail
    while low < len(items) - 1 and below + items[low][1] <= rare:
        below += items[low][1]
        low += 1
    high, above = len(items) - 1, 0
    while high > low and above + items[high][1] <= rare:
        above += items[high][1]
        high -= 1
    middle = items[low:high + 1]
    rows = [(f"≤ {items[low - 1][0]}", Fraction(below, denominator),
             Fraction(mass, denominator))] if low else []
    rows += ranges(middle, -(-len(middle) // max_rows), mass - below)
    if high < len(items) - 1:
        rows.append((f"≥ {items[high + 1][0]}", Fraction(above, denominator),
                     Fraction(above, denominator)))
    return rows


@pytest.mark.parametrize("text", ["1000d6", "100d6", "3d6", "40dF", "(2d6)*3", "1d6*1d6",
                                  "60d10", "4d6r1", "25d4-25d4"])
@pytest.mark.parametrize("max_rows", [5, 30])
def test_odds_rows_from_running_sums_match_one_total_at_a_time(text: str,
                                                               max_rows: int) -> None:
    dist = distribution(parse(text))
    items = list(dist.items())
    totals, counts = zip(*items, strict=True)
    assert odds_rows(totals, counts, dist.total_count, max_rows) == \
        reference_rows(items, dist.total_count, max_rows)
