"""The exact chance of each row of a table, and a quick simulation to compare.

>>> from solo.tables.text import Text
>>> from solo.tables.model import Row, Table
>>> rows = (Row(0, Text({"es": "a"}), faces=(1,)), Row(1, Text({"es": "b"}), faces=(2, 3, 4)))
>>> [str(p) for _, p in row_odds(Table("x/y", Text({"es": "Y"}), rows, "1d4"))]
['1/4', '3/4']
"""

from __future__ import annotations

from fractions import Fraction

from solo.dice.rng import Rng
from solo.errors import InputError
from solo.tables import dice as table_dice
from solo.tables.library import Library
from solo.tables.model import Row, Table
from solo.tables.pick import pick_row

MAX_SIMULATIONS = 1_000_000


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


def simulate(library: Library, table_id: str, n: int, rng: Rng) -> dict[str, int]:
    """Roll `n` times for a row of `table_id`; return how often each row came up.

    Keys are the rows' labels (`2-3`, or `#2` for weights) in table order; only
    the top row is rolled (no inline dice, references or `again`).

    >>> from solo.dice.rng import ScriptedRng
    >>> from solo.tables.text import Text
    >>> rows = (Row(0, Text({"es": "a"}), faces=(1,)), Row(1, Text({"es": "b"}), faces=(2,)))
    >>> lib = Library.of([Table("x/y", Text({"es": "Y"}), rows, "1d2")])
    >>> simulate(lib, "x/y", 3, ScriptedRng([1, 2, 2]))
    {'1': 1, '2': 2}
    """
    if not 1 <= n <= MAX_SIMULATIONS:
        raise InputError("table.bad_count", count=n, most=MAX_SIMULATIONS)
    table = library.get(table_id)
    counts = {row.label: 0 for row in table.rows}
    for _ in range(n):
        row, _rolled, _dice = pick_row(table, rng)
        counts[row.label] += 1
    return counts
