"""A random table, checked: the YAML's plain data turned into `Table` and `Row`.

The file format (one table per file, `tables/<area>/<name>.yaml`):

- `id` — `<area>/<name>`, lower case (`core/giros`); required.
- `name` — per language, `{es: Giros, en: Twists}`; required.
- `description` — per language; optional.
- `dice` — any dice expression `solo` reads (`1d12`, `2d6`, `4dF`, `1d100`).
  Omit it when the rows have weights.
- `rows` — a non-empty list. Each row has `text` per language and either a
  `range` (a face `3`, a span `2-3`, a list `13,14`, or a YAML integer) or,
  in a table without `dice`, a `weight` (a whole number above 0). The ranges
  must cover each total the dice can give exactly once.
- `again: N` on a row — "roll N more times on this table"; those extra draws
  ignore every row that has `again`.

A text may also be a plain string, in one language: the table's `lang`
(by default Spanish). The other language then shows that text, with a
notice, and the linter does not ask for a translation. A row may be a plain
string too: in a table with `dice`, the rows take the totals in order (the
lowest first); without `dice`, each weighs 1. `source` notes where an
imported table came from. A `columns:` section makes a two-dice table, read
row × column (`solo.tables.grid`).

Inside a text, `{1d6}` is rolled when drawn and `{table:area/name}` draws on
another table (see `text.py`). A missing translation still loads (the other
language is shown); the linter reports it.

Other fields are extensions for the code that uses the table (the oracle's
`oracle:` section, say): they are kept, as loaded, in `Table.extra` and
`Row.extra`. A field that looks like a misspelling of a known one
(`wieght`, `descripton`) is an error, so typos are not silently ignored.

This module validates data already read by `yaml_file.py` and imports no YAML.
Line numbers come from `LineDict`, the mapping the loader builds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from solo.errors import TableError
from solo.i18n import LANGUAGES
from solo.record import record
from solo.tables import dice as table_dice
from solo.tables.grid import Columns, default_ranges
from solo.tables.ranges import RangeSyntaxError, parse_range, range_label
from solo.tables.reader import ID_PATTERN, LineDict, Reader, line_of
from solo.tables.text import Text, placeholders

if TYPE_CHECKING:
    from pathlib import Path

__all__ = ["ID_PATTERN", "MAX_ROWS", "LineDict", "Row", "Table", "line_of", "read_draft",
           "read_table"]

TABLE_FIELDS = frozenset({"id", "name", "description", "dice", "rows", "lang", "source",
                          "columns"})
ROW_FIELDS = frozenset({"range", "weight", "text", "again", "cells"})
COLUMN_FIELDS = frozenset({"dice", "ranges"})
MAX_COLUMNS = 100
MAX_AGAIN = 5
MAX_ROWS = 1000
"""The most rows `table new` writes (`solo.tables.skeleton`); kept here so that building the
`table` command's options does not import the skeleton writer."""


@record
class Row:
    """One row of a table: the faces (or weight) that pick it, and its text."""

    index: int
    text: Text
    faces: tuple[int, ...] = ()
    weight: int | None = None
    again: int = 0
    line: int | None = None
    extra: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)
    cells: tuple[Text, ...] = ()
    """A two-dice table's texts, one per column (the row's `text` is then its name)."""

    @property
    def label(self) -> str:
        """The row's range (`2-3`), or its position for a weighted row (`#2`)."""
        return range_label(self.faces) if self.weight is None else f"#{self.index + 1}"


@record
class Table:
    """A checked random table."""

    id: str
    name: Text
    rows: tuple[Row, ...]
    dice: str | None = None
    description: Text | None = None
    path: Path | None = None
    line: int | None = None
    extra: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)
    """Fields beyond the format's own (e.g. `oracle`), kept as loaded."""
    lang: str | None = None
    """The language of the texts written as plain strings (None when every text is per language)."""
    source: str | None = None
    """Where the table came from (an imported file), as the player may want to cite it."""
    columns: Columns | None = None
    """The column dice of a two-dice table."""

    @property
    def weighted(self) -> bool:
        """Whether rows are picked by weight rather than by a dice total."""
        return self.dice is None

    def texts(self) -> list[tuple[str, Text]]:
        """Every text of the table with a label of where it is (for the linter)."""
        found = [("name", self.name)]
        if self.description is not None:
            found.append(("description", self.description))
        for row in self.rows:
            if row.text.by_language or not row.cells:
                found.append((f"rows[{row.index + 1}]", row.text))
            found.extend((f"rows[{row.index + 1}].cells[{n + 1}]", cell)
                         for n, cell in enumerate(row.cells))
        return found

    def references(self) -> set[str]:
        """The ids of the tables this one draws on."""
        return {ref for _, text in self.texts() for template in text.by_language.values()
                for ref in (p.table_id for p in placeholders(template)) if ref}

    def row_for(self, value: int) -> Row | None:
        """The row whose range holds `value`."""
        return next((row for row in self.rows if value in row.faces), None)


def read_table(data: object, path: Path) -> tuple[Table | None, list[TableError]]:
    """Build a `Table` from loaded data; return it (None if broken) and all problems."""
    draft, errors = _build(data, path)
    return (None, errors) if errors else (draft, [])


def read_draft(data: object, path: Path) -> Table | None:
    """What can be read of a table even when it is broken: its good rows (for the linter).

    None when not even its id can be read.
    """
    return _build(data, path)[0]


def _build(data: object, path: Path) -> tuple[Table | None, list[TableError]]:
    reader = Reader(path)
    if not isinstance(data, Mapping):
        reader.fail("table.not_mapping", line_of(data))
        return None, reader.errors
    extra = reader.extra_fields(data, TABLE_FIELDS, "table")
    for required in ("id", "name", "rows"):
        if data.get(required) is None:
            reader.fail("table.missing_field", line_of(data), field=required)
    table_id = data.get("id")
    if table_id is not None and not (isinstance(table_id, str) and ID_PATTERN.fullmatch(table_id)):
        reader.fail("table.bad_id", line_of(data, "id"), id=table_id)
    _lang_and_source(reader, data)
    name = reader.text(data, "name", "name") if "name" in data else None
    description = (reader.text(data, "description", "description")
                   if data.get("description") is not None else None)
    dice_text = _dice(reader, data)
    columns = _columns(reader, data, dice_text)
    rows = _rows(reader, data, dice_text, columns)
    if not isinstance(table_id, str):
        return None, reader.errors
    source = data.get("source")
    return Table(id=table_id, name=name or Text({}), rows=rows, dice=dice_text,
                 description=description, path=path, line=line_of(data),
                 extra=MappingProxyType(extra), lang=reader.lang if reader.plain else None,
                 source=str(source) if source is not None else None,
                 columns=columns), reader.errors


def _lang_and_source(reader: Reader, data: Mapping[str, Any]) -> None:
    lang = data.get("lang")
    if lang is not None:
        if lang in LANGUAGES:
            reader.lang = str(lang)
        else:
            reader.fail("table.unknown_language", line_of(data, "lang"), field="lang",
                        lang=lang, choices=", ".join(LANGUAGES))
    source = data.get("source")
    if source is not None and (isinstance(source, bool)
                               or not isinstance(source, str | int | float)):
        reader.fail("table.bad_source", line_of(data, "source"))


def _columns(reader: Reader, data: Mapping[str, Any], dice_text: str | None) -> Columns | None:
    raw = data.get("columns")
    if raw is None:
        return None
    line = line_of(data, "columns")
    if not isinstance(raw, Mapping) or dice_text is None:
        reader.fail("table.bad_columns", line)
        return None
    reader.extra_fields(raw, COLUMN_FIELDS, "columns")
    col_dice = raw.get("dice")
    if not isinstance(col_dice, str) or table_dice.check(col_dice) is not None:
        reader.fail("table.bad_dice", line_of(raw, "dice") or line, dice=col_dice)
        return None
    col_dice = col_dice.strip()
    ranges_raw = raw.get("ranges")
    if ranges_raw is None:
        ranges = default_ranges(col_dice)
    elif not isinstance(ranges_raw, list) or not ranges_raw:
        reader.fail("table.bad_columns", line_of(raw, "ranges") or line)
        return None
    else:
        try:
            ranges = tuple(parse_range(item) for item in ranges_raw)
        except RangeSyntaxError as error:
            reader.fail(error.key, line_of(raw, "ranges") or line, row="columns",
                        value=ranges_raw)
            return None
    if len(ranges) > MAX_COLUMNS:
        reader.fail("table.too_many_columns", line, count=len(ranges), most=MAX_COLUMNS)
        return None
    faux = tuple(Row(index=i, text=Text(), faces=faces, line=line)
                 for i, faces in enumerate(ranges))
    _coverage(reader, raw, faux, col_dice)
    return Columns(col_dice, ranges, line)


def _dice(reader: Reader, data: Mapping[str, Any]) -> str | None:
    dice_text = data.get("dice")
    if dice_text is None:
        return None
    if not isinstance(dice_text, str) or table_dice.check(dice_text) is not None:
        reader.fail("table.bad_dice", line_of(data, "dice"), dice=dice_text)
        return None
    return dice_text.strip()


def _rows(reader: Reader, data: Mapping[str, Any], dice_text: str | None,
          columns: Columns | None = None) -> tuple[Row, ...]:
    raw = data.get("rows")
    if raw is None:
        return ()
    if not isinstance(raw, list) or not raw:
        reader.fail("table.empty_rows", line_of(data, "rows"))
        return ()
    lowest = table_dice.faces(dice_text)[0] if dice_text is not None else 1
    rows = tuple(row for index, item in enumerate(raw)
                 if (row := _row(reader, _plain_row(item, index, dice_text, lowest,
                                                    line_of(data, "rows")),
                                 index, dice_text, line_of(data, "rows"), columns))
                 is not None)
    if len(rows) != len(raw):  # still name the overlaps and outside faces among the good rows
        if dice_text is not None and rows and not any(row.weight for row in rows):
            _coverage(reader, data, rows, dice_text, gaps=False)
        return rows
    if all(row.again for row in rows):
        reader.fail("table.only_again", line_of(data, "rows"))
    weighted = [row for row in rows if row.weight is not None]
    if weighted and len(weighted) != len(rows):
        reader.fail("table.mixed_rows", line_of(data, "rows"))
    elif not weighted and dice_text is None and "dice" not in data:
        reader.fail("table.needs_dice", line_of(data))
    elif weighted and "dice" in data:
        reader.fail("table.weight_with_dice", line_of(data, "dice"))
    elif dice_text is not None:
        _coverage(reader, data, rows, dice_text)
    return rows


def _plain_row(item: object, index: int, dice_text: str | None, lowest: int,
               near: int | None) -> object:
    """A row written as a plain string: the next total of the dice, or a weight of 1."""
    if not isinstance(item, str):
        return item
    where = {"range": lowest + index} if dice_text is not None else {"weight": 1}
    return LineDict({"text": item, **where}, line=near)


def _row(reader: Reader, item: object, index: int, dice_text: str | None,
         near: int | None, columns: Columns | None = None) -> Row | None:
    where = f"rows[{index + 1}]"
    if not isinstance(item, Mapping):
        reader.fail("table.bad_row", line_of(item) or near, row=index + 1)
        return None
    line = line_of(item)
    before = len(reader.errors)
    extra = reader.extra_fields(item, ROW_FIELDS, where)
    cells = _cells(reader, item, where, columns)
    text = (reader.text(item, "text", where) if columns is None or "text" in item
            else Text({}, line))
    faces: tuple[int, ...] = ()
    weight: int | None = None
    if "range" in item and "weight" in item:
        reader.fail("table.range_and_weight", line, row=index + 1)
    elif "range" in item:
        try:
            faces = parse_range(item["range"])
        except RangeSyntaxError as error:
            reader.fail(error.key, line_of(item, "range"), row=index + 1,
                        value=item["range"])
    elif "weight" in item:
        weight = item["weight"]
        if not isinstance(weight, int) or isinstance(weight, bool) or weight <= 0:
            reader.fail("table.bad_weight", line_of(item, "weight"), row=index + 1, value=weight)
    else:
        missing = "table.no_range" if dice_text is not None else "table.no_range_or_weight"
        reader.fail(missing, line, row=index + 1)
    again = item.get("again", 0)
    if not isinstance(again, int) or isinstance(again, bool) or not 0 <= again <= MAX_AGAIN:
        reader.fail("table.bad_again", line_of(item, "again"), row=index + 1, value=again,
                    most=MAX_AGAIN)
    if len(reader.errors) > before or text is None:
        return None
    return Row(index=index, text=text, faces=faces, weight=weight, again=again, line=line,
               extra=MappingProxyType(extra), cells=cells)


def _cells(reader: Reader, item: Mapping[str, Any], where: str,
           columns: Columns | None) -> tuple[Text, ...]:
    raw = item.get("cells")
    line = line_of(item, "cells") or line_of(item)
    if columns is None:
        if raw is not None:
            reader.fail("table.cells_without_columns", line, field=where)
        return ()
    if not isinstance(raw, list) or len(raw) != len(columns.ranges):
        reader.fail("table.bad_cells", line, field=where, count=len(columns.ranges))
        return ()
    found = [reader.text_value(cell, line_of(cell) or line, f"{where}.cells[{n + 1}]")
             for n, cell in enumerate(raw)]
    return tuple(cell for cell in found if cell is not None)


def _coverage(reader: Reader, data: Mapping[str, Any], rows: tuple[Row, ...],
              dice_text: str, *, gaps: bool = True) -> None:
    possible = set(table_dice.faces(dice_text))
    seen: dict[int, Row] = {}
    for row in rows:
        outside = [face for face in row.faces if face not in possible]
        if outside:
            reader.fail("table.outside", row.line, row=row.index + 1, faces=range_label(outside),
                        dice=dice_text, low=min(possible), high=max(possible))
        for face in row.faces:
            if face in seen:
                reader.fail("table.overlap", row.line, row=row.index + 1, face=face,
                            other=seen[face].index + 1, other_line=seen[face].line or "?")
            seen.setdefault(face, row)
    missing = sorted(possible - set(seen))
    if missing and gaps:
        reader.fail("table.gap", line_of(data, "rows"), faces=range_label(missing),
                    dice=dice_text)
