"""Draw on a random table: roll its dice (or weights), resolve the row's text.

A draw rolls the table's `dice` and takes the row whose range holds the
total; a table without dice picks a row by weight, rolling one die with as
many faces as the total weight (`rng.roll(d(total), 1)`), so typed faces
work for weights too: face 1..w₁ is the first row, the next w₂ faces the
second, and so on.

The row's text is then resolved in every language at once, so both say the
same thing: each inline `{1d4}` is rolled once and each `{table:area/name}`
is one nested draw, matched between languages by expression and order.
A row with `again: N` draws N more times on the same table, rerolling any
row that has `again`; its text is the row's own text, a colon, and the
extra draws joined by "; ". Nested draws (references and `again`) are kept
in `Draw.nested`, in the order they were rolled.

A two-dice table (`columns:`, `solo.tables.grid`) rolls its row, then its
column, and reads the cell there. `pick=N` chooses instead of rolling (the
total for a table with dice, the row's number for weights; a two-dice table
takes the row's total, then the column's): the row's own inline dice and
references are still rolled.

Every draw has a budget (`solo.tables.budget`): so many draws on tables, dice
and characters of text. A table that goes over stops with a `TableError`
naming it, instead of growing without end.

Typed faces (a `ScriptedRng`) are used in the order the dice are rolled:
the table's own roll, then the row's inline dice and references in the
order they appear in its Spanish text (each reference's own roll first),
then the extra draws of `again`, each with its rerolls.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Protocol

from solo.dice.rng import Rng, d
from solo.dice.typed import later_rolls, one_roll, tell
from solo.errors import InputError, TableError
from solo.i18n import LANGUAGES, t
from solo.journal.entry import table_line
from solo.record import record
from solo.tables import dice as table_dice
from solo.tables.budget import Budget
from solo.tables.library import Library
from solo.tables.model import Row, Table
from solo.tables.text import Placeholder, Text, fill, placeholders

MAX_DEPTH = 10
"""How deep references may nest before the draw stops (a guard against cycles)."""
MAX_REROLLS = 100
"""How many times an `again` row is rerolled before giving up."""



class DrawLike(Protocol):
    """What procedures use of a draw (a `Draw`, or a test's stand-in)."""

    @property
    def table_id(self) -> str:
        """The table drawn on."""
        ...

    @property
    def dice(self) -> str:
        """The dice rolled, as text."""
        ...

    @property
    def value(self) -> int | None:
        """The total rolled (None for weighted tables)."""
        ...

    @property
    def text(self) -> Mapping[str, str]:
        """The row's text by language."""
        ...

    def in_language(self, lang: str) -> str:
        """The text in `lang`."""
        ...

@record
class Draw:
    """One draw: the table, what was rolled, the row's resolved text by language."""

    table_id: str
    dice: str
    value: int | None
    text: Mapping[str, str]
    nested: tuple[Draw, ...] = ()
    row: str = ""
    """The drawn row's range (`2-3`) or, for weights, its position (`#2`)."""
    roll: int = 0
    """The face or total rolled: `value` for dice, the face of the weight die otherwise."""
    column: int | None = None
    """A two-dice table's column total (`dice` then reads `1d6/1d4`)."""
    picked: bool = False
    """Whether the row was chosen by the player rather than rolled."""
    only_in: str | None = None
    """The one language the row was written in, when it lacks the others."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", MappingProxyType(dict(self.text)))

    def journal_line(self, lang: str) -> str:
        """The journal's `tbl:` line: `tbl: core/giros 1d20=7 -> "…"` (weights: the weight die).

        A two-dice table writes `1d6/1d4=3/2`; a chosen row `1d20=7 (elegida)`.
        """
        value: int | str = self.roll if self.column is None else f"{self.roll}/{self.column}"
        if self.picked:  # chosen, not rolled: said so, in the journal's language
            value = f"{value} ({t('table.journal.picked', lang)})"
        return table_line(self.table_id, self.dice, value, self.in_language(lang))

    def in_language(self, lang: str) -> str:
        """Return the text in `lang` (or in any language it has)."""
        return self.text.get(lang) or next(iter(self.text.values()), "")

    def to_json(self) -> dict[str, Any]:
        """Return the JSON shape: table_id, dice, value, row, text, nested."""
        shape = {"table_id": self.table_id, "dice": self.dice, "value": self.value,
                 "roll": self.roll, "row": self.row, "text": dict(self.text),
                 "nested": [n.to_json() for n in self.nested]}
        extra = {"column": self.column, "picked": self.picked or None, "only_in": self.only_in}
        return shape | {key: value for key, value in extra.items() if value is not None}


def draw(library: Library, table_id: str, rng: Rng, *, budget: Budget | None = None,
         pick: tuple[int, ...] = ()) -> Draw:
    """Draw once on `table_id`, rolling with `rng` (typed faces work too).

    `pick` chooses the row (and a two-dice table's column) instead of rolling.
    The draw spends from `budget` (by default a fresh one: each draw has its own).
    """
    table = library.get(table_id)
    budget = budget or Budget(table.id, table.path, table.line)
    return _draw(library, table, rng, depth=0, skip_again=False, budget=budget, pick=pick)


def pick_row(table: Table, rng: Rng, *, skip_again: bool = False,
             budget: Budget | None = None, chosen: int | None = None) -> tuple[Row, int, str]:
    """Roll for a row of `table`: the row, the face or total rolled, the dice rolled.

    `chosen` takes that total (or, for weights, that row's number) instead of rolling.
    """
    rows = [row for row in table.rows if not (skip_again and row.again)]
    if not rows:
        raise _error(table, "table.only_again")
    if chosen is not None:
        return _chosen(table, chosen)
    if table.dice is None:
        total = sum(row.weight or 0 for row in rows)
        if budget is not None:
            budget.spend_dice(table.id, 1)
        face = rng.roll(d(total), 1)[0]
        return _by_weight(rows, face), face, f"d{total}"
    for _ in range(MAX_REROLLS):
        if budget is not None:
            budget.spend_dice(table.id, table_dice.dice_in(table.dice))
        value = table_dice.roll_total(table.dice, rng)
        row = table.row_for(value)
        if row is None:
            raise _error(table, "table.no_row", value=value)
        if not (skip_again and row.again):
            return row, value, table.dice
    raise _error(table, "table.only_again")


def _chosen(table: Table, chosen: int) -> tuple[Row, int, str]:
    """The row the player chose: the total's row, or the weighted table's row number."""
    if table.dice is None:
        if not 1 <= chosen <= len(table.rows):
            raise InputError("table.pick_outside", id=table.id, value=chosen,
                             choices=f"1-{len(table.rows)}")
        row = table.rows[chosen - 1]
        return row, chosen, f"d{sum(r.weight or 0 for r in table.rows)}"
    found = table.row_for(chosen)
    if found is None:
        raise InputError("table.pick_outside", id=table.id, value=chosen,
                         choices=_span(table_dice.totals(table.dice)))
    return found, chosen, table.dice


def _span(totals: Mapping[int, object]) -> str:
    return f"{min(totals)}-{max(totals)}"


def _column(table: Table, rng: Rng, budget: Budget, chosen: int | None) -> tuple[int, int]:
    """The column's total and index of a two-dice table (rolled, or chosen)."""
    columns = table.columns
    assert columns is not None
    if chosen is None:
        budget.spend_dice(table.id, table_dice.dice_in(columns.dice))
        chosen = columns.roll(rng)
    index = columns.index_for(chosen)
    if index is None:
        raise InputError("table.pick_outside", id=table.id, value=chosen,
                         choices=_span(table_dice.totals(columns.dice)))
    return chosen, index


def _by_weight(rows: list[Row], face: int) -> Row:
    reached = 0
    for row in rows:
        reached += row.weight or 0
        if face <= reached:
            return row
    return rows[-1]


def _error(table: Table, key: str, **params: object) -> TableError:
    return TableError(key, path=table.path or table.id, line=table.line,
                      id=table.id, **params)


def _draw(library: Library, table: Table, rng: Rng, *, depth: int, skip_again: bool,
          budget: Budget, pick: tuple[int, ...] = ()) -> Draw:
    if depth > MAX_DEPTH:
        raise _error(table, "table.too_deep", most=MAX_DEPTH)
    budget.spend_draw(table.id)
    if not pick:  # physical dice are asked for by the table (unless a procedure named the roll)
        tell(rng, t("table.roll.who"), "table.roll.why",
             {"dice": table.dice or f"d{sum(row.weight or 0 for row in table.rows)}",
              "table": table.id})
    with one_roll(rng):  # the table's dice (a two-dice table's row and column): one roll
        row, rolled, dice_text = pick_row(table, rng, skip_again=skip_again, budget=budget,
                                          chosen=pick[0] if pick else None)
        text = row.text
        column: int | None = None
        if table.columns is not None:
            column, index = _column(table, rng, budget, pick[1] if len(pick) > 1 else None)
            text = row.cells[index]
            dice_text = f"{dice_text}/{table.columns.dice}"
    with later_rolls(rng):  # the row's inline dice, references and extra draws
        return _resolved(library, table, rng, depth, budget, row, text,
                         (rolled, dice_text, column, bool(pick)))


def _resolved(library: Library, table: Table, rng: Rng, depth: int, budget: Budget, row: Row,
              text: Text, rolled_as: tuple[int, str, int | None, bool]) -> Draw:
    """The drawn row's text with its inline dice rolled and its references drawn.

    `rolled_as`: the face or total rolled, the dice, a two-dice table's column, whether chosen.
    """
    rolled, dice_text, column, picked = rolled_as
    nested: list[Draw] = []
    values: dict[tuple[str, int], int | Draw] = {}
    texts: dict[str, str] = {}
    for lang in _order(text):
        template = text.in_language(lang)
        seen: dict[str, int] = {}
        filled: list[str] = []
        for holder in placeholders(template):
            key = (holder.source, seen.get(holder.source, 0))
            seen[holder.source] = key[1] + 1
            if key not in values:
                resolved = _resolve(library, table, holder, rng, depth, budget)
                values[key] = resolved
                if isinstance(resolved, Draw):
                    nested.append(resolved)
            found = values[key]
            filled.append(found.in_language(lang) if isinstance(found, Draw) else str(found))
        budget.spend_text(table.id, len(template) + sum(map(len, filled)))
        texts[lang] = fill(template, filled)
    if row.again:
        extra = [_draw(library, table, rng, depth=depth + 1, skip_again=True, budget=budget)
                 for _ in range(row.again)]
        nested.extend(extra)
        for lang in texts:
            budget.spend_text(table.id, sum(len(e.in_language(lang)) + 2 for e in extra))
        texts = {lang: _join(words, [e.in_language(lang) for e in extra])
                 for lang, words in texts.items()}
    label = row.label if column is None or table.columns is None else (
        f"{row.label}/{table.columns.labels()[table.columns.index_for(column) or 0]}")
    missing = text.missing()
    return Draw(table_id=table.id, dice=dice_text,
                value=None if table.dice is None else rolled, text=texts,
                nested=tuple(nested), row=label, roll=rolled, column=column,
                picked=picked, only_in=(next(iter(text.by_language), None)
                                            if missing and len(missing) < len(LANGUAGES)
                                            else None))


def _order(text: Text) -> list[str]:
    """Languages in the order their placeholders are resolved: the row's own first."""
    written = [lang for lang in LANGUAGES if lang in text.by_language]
    return written + [lang for lang in LANGUAGES if lang not in written]


def _resolve(library: Library, table: Table, holder: Placeholder, rng: Rng, depth: int,
             budget: Budget) -> int | Draw:
    ref = holder.table_id
    if ref is not None:
        if ref not in library:
            raise _error(table, "table.unknown_reference", ref=ref)
        return _draw(library, library.get(ref), rng, depth=depth + 1, skip_again=False,
                     budget=budget)
    dice_text = holder.dice or ""
    budget.spend_dice(table.id, table_dice.dice_in(dice_text))
    tell(rng, t("table.roll.who"), "table.roll.why_inline", {"dice": dice_text, "table": table.id})
    return table_dice.roll_total(dice_text, rng)


def _join(words: str, extra: list[str]) -> str:
    joined = "; ".join(extra)
    return f"{words.rstrip().rstrip(':')}: {joined}" if words.strip() else joined
