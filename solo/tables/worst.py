"""The most one draw on a table can cost: draws, dice and text, in the worst case.

A draw's budget (`solo.tables.budget`) is checked while drawing; this module
computes, without rolling, the largest counts any draw on a table can reach:
the costliest row at every step, each reference drawn in full (breadth times
depth), each `again` with its extra draws and their rerolls, each inline
roll's dice and the widest total it can write. `table check` reports a table
whose worst case is over the budget, at the line of its costliest row.

The counts follow `pick.draw` step by step (the same depth limit, the same
placeholders resolved once for all languages), so a table the check accepts
cannot run out of budget when it is rolled.

>>> from solo.tables.model import Row, Table
>>> from solo.tables.text import Text
>>> leaf = Table("t/b", Text({"es": "B"}), (Row(0, Text({"es": "b"}), faces=(1,)),), "1d1")
>>> top = Table("t/a", Text({"es": "A"}),
...             (Row(0, Text({"es": "{table:t/b} {table:t/b}"}), faces=(1,)),), "1d1")
>>> worst_case(top, {"t/b": leaf}.get).draws
3
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import field

from solo.errors import SoloError
from solo.i18n import LANGUAGES
from solo.record import record
from solo.tables import dice as table_dice
from solo.tables.budget import MAX_DICE, MAX_DRAWS, MAX_TEXT
from solo.tables.model import Row, Table
from solo.tables.pick import MAX_DEPTH, MAX_REROLLS
from solo.tables.text import placeholders

Lookup = Callable[[str], "Table | None"]


@record
class Cost:
    """The worst counts of a draw: draws, dice, characters made, and length by language."""

    draws: int = 0
    dice: int = 0
    text: int = 0
    length: dict[str, int] = field(default_factory=dict, compare=False)
    rows: dict[str, Row] = field(default_factory=dict, compare=False)
    """The costliest row of the table for each count (where `table check` points)."""

    def over(self) -> list[tuple[str, int, int, Row | None]]:
        """The budgets this cost goes over: (what, worst count, most allowed, costliest row)."""
        limits = (("draws", self.draws, MAX_DRAWS), ("dice", self.dice, MAX_DICE),
                  ("text", self.text, MAX_TEXT))
        return [(what, count, most, self.rows.get(what)) for what, count, most in limits
                if count > most]


def worst_case(table: Table, lookup: Lookup) -> Cost:
    """The worst cost of one draw on `table`; `lookup` finds referenced tables by id."""
    return _Walker(lookup).cost(table, 0, skip_again=False)


def worst_cases(tables: Iterable[Table], lookup: Lookup) -> list[tuple[Table, Cost]]:
    """The worst cost of each table (each referenced table worked out once for all)."""
    walker = _Walker(lookup)
    return [(table, walker.cost(table, 0, skip_again=False)) for table in tables]


class _Walker:
    """Worst costs by (table, depth, skipping `again` rows), each computed once."""

    def __init__(self, lookup: Lookup) -> None:
        self.lookup = lookup
        self.known: dict[tuple[str, int, bool], Cost] = {}

    def cost(self, table: Table, depth: int, *, skip_again: bool) -> Cost:
        if depth > MAX_DEPTH:
            return Cost()  # the draw stops there (too deep), having spent nothing more
        key = (table.id, depth, skip_again)
        if key not in self.known:
            self.known[key] = self._cost(table, depth, skip_again)
        return self.known[key]

    def _cost(self, table: Table, depth: int, skip_again: bool) -> Cost:
        rows = [row for row in table.rows if not (skip_again and row.again)]
        rolls = MAX_REROLLS if skip_again and table.dice and len(rows) < len(table.rows) else 1
        own_dice = rolls * (_dice_in(table.dice) if table.dice else 1)
        worst = Cost()
        for row in rows:
            found = self._row(table, row, depth)
            found = Cost(found.draws + 1, found.dice + own_dice, found.text, found.length,
                         dict.fromkeys(("draws", "dice", "text"), row))
            worst = _max(worst, found)
        return worst

    def _row(self, table: Table, row: Row, depth: int) -> Cost:
        """The cost of a row once picked: its placeholders, then its `again` draws."""
        values: dict[tuple[str, int], Cost | int] = {}
        draws = dice = text = 0
        length: dict[str, int] = {}
        for lang in LANGUAGES:
            template = row.text.in_language(lang)
            seen: dict[str, int] = {}
            size = len(template)
            for holder in placeholders(template):
                key = (holder.source, seen.get(holder.source, 0))
                seen[holder.source] = key[1] + 1
                if key not in values:
                    values[key] = self._holder(holder.table_id, holder.dice, depth)
                    found = values[key]
                    if isinstance(found, Cost):
                        draws, dice, text = (draws + found.draws, dice + found.dice,
                                             text + found.text)
                    else:
                        dice += _dice_in(holder.dice or "")
                value = values[key]
                size += value.length.get(lang, 0) if isinstance(value, Cost) else value
            length[lang] = size
            text += size
        if row.again:
            extra = self.cost(table, depth + 1, skip_again=True)
            draws += row.again * extra.draws
            dice += row.again * extra.dice
            text += row.again * extra.text
            for lang in length:
                grown = row.again * (extra.length.get(lang, 0) + 2)
                length[lang] += grown
                text += grown
        return Cost(draws, dice, text, length)

    def _holder(self, ref: str | None, dice_text: str | None, depth: int) -> Cost | int:
        """A reference's worst cost, or the widest total an inline roll writes."""
        if ref is not None:
            target = self.lookup(ref)
            return Cost() if target is None else self.cost(target, depth + 1, skip_again=False)
        try:
            return table_dice.widest(dice_text or "")
        except SoloError:
            return 0  # unreadable dice are reported on their own


def _dice_in(text: str) -> int:
    try:
        return table_dice.dice_in(text)
    except SoloError:
        return 0


def _max(first: Cost, second: Cost) -> Cost:
    """Each count at its largest, with the row that gave it."""
    rows = dict(first.rows)
    for what in ("draws", "dice", "text"):
        if getattr(second, what) > getattr(first, what) and what in second.rows:
            rows[what] = second.rows[what]
    length = {lang: max(first.length.get(lang, 0), second.length.get(lang, 0))
              for lang in {*first.length, *second.length}}
    return Cost(max(first.draws, second.draws), max(first.dice, second.dice),
                max(first.text, second.text), length, rows)
