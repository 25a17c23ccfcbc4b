"""How much one draw may do: draws on tables, dice rolled and text written.

Depth alone does not bound a draw: eleven tables whose rows each refer eight
times to the next one are only eleven deep, yet one draw on the first would
make 8¹⁰ draws. So every draw carries a `Budget` that counts

- the draws on tables (the one asked for, each `{table:…}` and each extra
  draw of `again`) — at most `MAX_DRAWS`;
- the dice rolled (the tables' own dice, every reroll of an `again` draw and
  every inline `{1000dF}`) — at most `MAX_DICE`;
- the characters of text produced (every language of every draw, nested ones
  included: what the draw holds in memory) — at most `MAX_TEXT`.

The first count that goes over stops the draw with a `TableError` naming the
table asked for and the table being drawn when it ran out. `table check`
computes the same three counts in the worst case (`solo.tables.worst`), so a
table that could run out is reported before anyone rolls it.

>>> budget = Budget("t/a", None, None)
>>> budget.spend_dice("t/a", 3)
>>> budget.dice
3
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.errors import TableError

if TYPE_CHECKING:
    from pathlib import Path

MAX_SIMULATIONS = 1_000_000
"""The most rolls `table sim` makes."""
MAX_SIM_SECONDS = 5.0
"""How long `table sim` may roll before it stops and shows what it has."""

MAX_DRAWS = 1000
"""Draws on tables one draw may make (itself, its references and `again` draws)."""
MAX_DICE = 10_000
"""Dice one draw may roll (tables' dice, rerolls and inline rolls together)."""
MAX_TEXT = 100_000
"""Characters of text one draw may produce, all languages and nested draws together."""


class Budget:
    """The running counts of one draw; raises `TableError` when one goes over."""

    def __init__(self, table_id: str, path: Path | None, line: int | None) -> None:
        self.table_id = table_id
        self.path = path
        self.line = line
        self.draws = 0
        self.dice = 0
        self.text = 0

    def spend_draw(self, at: str) -> None:
        """Count one draw on table `at`."""
        self.draws += 1
        if self.draws > MAX_DRAWS:
            raise self._over("table.budget.draws", at, MAX_DRAWS)

    def spend_dice(self, at: str, count: int) -> None:
        """Count `count` dice about to be rolled for table `at`."""
        self.dice += count
        if self.dice > MAX_DICE:
            raise self._over("table.budget.dice", at, MAX_DICE)

    def spend_text(self, at: str, size: int) -> None:
        """Count `size` characters of text written by a draw on table `at`."""
        self.text += size
        if self.text > MAX_TEXT:
            raise self._over("table.budget.text", at, MAX_TEXT)

    def _over(self, what: str, at: str, most: int) -> TableError:
        return TableError(what, path=self.path or self.table_id,
                          line=self.line, id=self.table_id, at=at, most=most)
