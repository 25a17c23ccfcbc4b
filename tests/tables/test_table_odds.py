"""Exact row odds against brute-force enumeration, and the simulation's counts."""

from __future__ import annotations

import itertools
from fractions import Fraction
from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng, SeededRng
from solo.errors import InputError
from solo.tables.library import Library
from solo.tables.load import load_library, parse_yaml
from solo.tables.model import Table, read_table
from solo.tables.odds import MAX_SIMULATIONS, row_odds, simulate


def _table(text: str) -> Table:
    table, errors = read_table(parse_yaml(text, Path("t.yaml")), Path("t.yaml"))
    assert errors == []
    assert table is not None
    return table


TWO_D6 = """\
id: t/dos
name: {es: a, en: a}
dice: 2d6
rows:
  - {range: 2-4, text: {es: a, en: a}}
  - {range: "5,9", text: {es: b, en: b}}
  - {range: 6-8, text: {es: c, en: c}}
  - {range: 10-12, text: {es: d, en: d}}
"""
FATE = """\
id: t/fate
name: {es: a, en: a}
dice: 4dF
rows:
  - {range: "-4..-1", text: {es: a, en: a}}
  - {range: 0, text: {es: b, en: b}}
  - {range: 1-4, text: {es: c, en: c}}
"""


def _brute(table: Table, die: range, count: int) -> list[Fraction]:
    outcomes = list(itertools.product(die, repeat=count))
    return [Fraction(sum(1 for faces in outcomes if sum(faces) in row.faces), len(outcomes))
            for row in table.rows]


def test_two_d6_rows_match_enumeration() -> None:
    table = _table(TWO_D6)
    odds = row_odds(table)
    assert [row for row, _ in odds] == list(table.rows)
    assert [p for _, p in odds] == _brute(table, range(1, 7), 2)
    assert [p for _, p in odds] == [Fraction(6, 36), Fraction(8, 36), Fraction(16, 36),
                                    Fraction(6, 36)]


def test_fate_dice_rows_match_enumeration() -> None:
    table = _table(FATE)
    assert [p for _, p in row_odds(table)] == _brute(table, range(-1, 2), 4)
    assert sum(p for _, p in row_odds(table)) == 1


def test_weighted_rows_are_weight_over_total() -> None:
    table = load_library().get("core/dilemas")
    weights = [row.weight or 0 for row in table.rows]
    faces = range(1, sum(weights) + 1)
    cut = list(itertools.accumulate(weights))
    brute = [Fraction(sum(1 for f in faces if (cut[i - 1] if i else 0) < f <= cut[i]),
                      len(faces)) for i in range(len(weights))]
    assert [p for _, p in row_odds(table)] == brute


def test_every_bundled_table_sums_to_one() -> None:
    for table in load_library().tables():
        assert sum(p for _, p in row_odds(table)) == 1, table.id


def test_the_simulation_counts_rows_with_scripted_dice() -> None:
    library = Library.of([_table(TWO_D6)])
    rng = ScriptedRng([1, 1, 2, 3, 6, 6, 4, 5, 3, 3])
    tally = simulate(library, "t/dos", 5, rng)
    assert tally.counts == {"2-4": 1, "5, 9": 2, "6-8": 1, "10-12": 1}
    assert (tally.runs, tally.stopped_early) == (5, False)
    rng.finish()


def test_a_long_simulation_comes_close_to_the_exact_odds() -> None:
    library = Library.of([_table(TWO_D6)])
    n = 20_000
    counts = simulate(library, "t/dos", n, SeededRng(1)).counts
    assert sum(counts.values()) == n
    for (_row, exact), seen in zip(row_odds(library.get("t/dos")), counts.values(), strict=True):
        assert abs(seen / n - float(exact)) < 0.02


@pytest.mark.parametrize("n", [0, -1, MAX_SIMULATIONS + 1])
def test_the_simulation_needs_a_sensible_count(n: int) -> None:
    with pytest.raises(InputError) as caught:
        simulate(Library.of([_table(TWO_D6)]), "t/dos", n, SeededRng(1))
    assert caught.value.key == "table.bad_count"


def test_the_simulation_stops_when_its_time_is_up() -> None:
    ticks = iter(range(1_000_000))
    library = Library.of([_table(TWO_D6)])
    seen: list[int] = []
    tally = simulate(library, "t/dos", MAX_SIMULATIONS, SeededRng(1), progress=seen.append,
                     clock=lambda: float(next(ticks)), seconds=2500)
    assert tally.stopped_early
    assert tally.runs == 2501  # the clock moves one second a roll
    assert sum(tally.counts.values()) == tally.runs
    assert seen == list(range(100, 2501, 100))


def test_a_simulation_always_makes_one_roll() -> None:
    tally = simulate(Library.of([_table(TWO_D6)]), "t/dos", 10, SeededRng(1), seconds=0)
    assert (tally.runs, tally.stopped_early) == (1, True)
