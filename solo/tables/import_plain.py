"""Read a plain YAML table for `table import`: a name, maybe dice, and rows as strings.

The YAML itself is parsed by `solo.tables.yaml_file` (the one YAML reader); this
module takes the data it gave. A bare list of strings is a table of equal
weights named after the file; a row may also be `{range, text}`. Braces in the
rows are the player's words, shown as written.

>>> [(row.range, row.plain) for row in from_plain(
...     {"name": "Clima", "dice": "1d2", "rows": ["Sol", "Lluvia"]}, "c.yaml")[0].rows]
[('1', 'Sol'), ('2', 'Lluvia')]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from solo.errors import InputError, SoloError
from solo.tables.imported import ImportedRow, ImportedTable, size_problem, stem


def from_plain(data: object, file: str) -> list[ImportedTable]:
    """The table of a plain YAML file (one per file)."""
    if isinstance(data, list):
        data = {"rows": data}
    if not isinstance(data, Mapping) or not isinstance(data.get("rows"), list):
        raise InputError("table.import.no_table", file=file)
    dice = data.get("dice")
    if dice is not None and not isinstance(dice, str):
        raise InputError("table.import.bad_row", file=file, row="dice")
    name = data.get("name")
    name = name if isinstance(name, str) else stem(file)
    rows = tuple(_plain_row(item, index, dice, file) for index, item in enumerate(data["rows"]))
    table = ImportedTable(name, dice.strip() if dice else None, rows, file, line=1)
    return [replace(table, problem=size_problem(table))]


def _plain_row(item: Any, index: int, dice: str | None, file: str) -> ImportedRow:
    if isinstance(item, str | int | float) and not isinstance(item, bool):
        return ImportedRow(None if dice is None else _nth_total(dice, index), (str(item),))
    if isinstance(item, Mapping) and isinstance(item.get("text"), str | int | float):
        where = item.get("range")
        if dice is not None and where is None:
            where = _nth_total(dice, index)
        return ImportedRow(None if where is None else str(where), (str(item["text"]),))
    raise InputError("table.import.bad_row", file=file, row=index + 1)


def _nth_total(dice: str, index: int) -> str:
    from solo.tables import dice as table_dice

    try:
        totals = sorted(table_dice.totals(dice))
    except SoloError:  # a bad expression is reported when the table is checked
        return str(index + 1)
    return str(totals[0] + index)
