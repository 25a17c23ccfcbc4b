"""The exact chance of each row of a table, and a quick simulation to compare.

>>> from solo.tables.text import Text
>>> from solo.tables.model import Row, Table
>>> rows = (Row(0, Text({"es": "a"}), faces=(1,)), Row(1, Text({"es": "b"}), faces=(2, 3, 4)))
>>> [str(p) for _, p in row_odds(Table("x/y", Text({"es": "Y"}), rows, "1d4"))]
['1/4', '3/4']
"""

from __future__ import annotations

import time
from collections.abc import Callable
from fractions import Fraction

from solo.dice.rng import Rng
from solo.errors import InputError
from solo.record import record
from solo.tables import dice as table_dice
from solo.tables.budget import MAX_SIM_SECONDS, MAX_SIMULATIONS
from solo.tables.library import Library
from solo.tables.model import Row, Table
from solo.tables.pick import pick_row

PROGRESS_EVERY = 100
"""How often (in rolls) a simulation reports its progress."""


def row_odds(table: Table) -> list[tuple[Row, Fraction]]:
    """Return each row with its exact chance of being rolled, in table order.

    A weighted row's chance is its weight over the total weight; a dice row's
    is the sum of the chances of the totals in its range.

    >>> from solo.tables.text import Text
    >>> rows = (Row(0, Text({"es": "a"}), weight=1), Row(1, Text({"es": "b"}), weight=2))
    >>> [str(p) for _, p in row_odds(Table("x/y", Text({"es": "Y"}), rows))]
    ['1/3', '2/3']
    """
    if table.dice is None:
        total = sum(row.weight or 0 for row in table.rows)
        return [(row, Fraction(row.weight or 0, total)) for row in table.rows]
    chances = table_dice.totals(table.dice)
    return [(row, sum((chances.get(face, Fraction(0)) for face in row.faces), Fraction(0)))
            for row in table.rows]


@record
class Tally:
    """What a simulation counted: rolls per row, how many rolls, whether time ran out."""

    counts: dict[str, int]
    runs: int
    stopped_early: bool = False
    seconds: float = 0.0
    limit: float = 0.0
    """The seconds the rolls were allowed."""


def simulate(library: Library, table_id: str, n: int, rng: Rng, *,
             progress: Callable[[int], None] | None = None,
             clock: Callable[[], float] = time.monotonic,
             seconds: float | None = None) -> Tally:
    """Roll up to `n` times for a row of `table_id`; count how often each row came up.

    Keys are the rows' labels (`2-3`, or `#2` for weights) in table order; only
    the top row is rolled (no inline dice, references or `again`). The rolls
    stop after `seconds` (default `MAX_SIM_SECONDS`) even if fewer than `n` were
    made (`stopped_early`; at least one roll is always made). `progress`, if
    given, is called with the number of rolls made every `PROGRESS_EVERY` rolls.

    >>> from solo.dice.rng import ScriptedRng
    >>> from solo.tables.text import Text
    >>> rows = (Row(0, Text({"es": "a"}), faces=(1,)), Row(1, Text({"es": "b"}), faces=(2,)))
    >>> lib = Library.of([Table("x/y", Text({"es": "Y"}), rows, "1d2")])
    >>> simulate(lib, "x/y", 3, ScriptedRng([1, 2, 2])).counts
    {'1': 1, '2': 2}
    """
    if not 1 <= n <= MAX_SIMULATIONS:
        raise InputError("table.bad_count", count=n, most=MAX_SIMULATIONS)
    table = library.get(table_id)
    limit = MAX_SIM_SECONDS if seconds is None else seconds
    by_index = [0] * len(table.rows)
    started = clock()
    runs = 0
    stopped = False
    while runs < n:
        row, _rolled, _dice = pick_row(table, rng)
        by_index[row.index] += 1
        runs += 1
        if runs % PROGRESS_EVERY == 0 and progress is not None:
            progress(runs)
        if runs < n and clock() - started > limit:
            stopped = True
            break
    counts = {row.label: by_index[row.index] for row in table.rows}
    return Tally(counts, runs, stopped, clock() - started, limit)
