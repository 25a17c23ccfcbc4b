"""Read Datasworn-style JSON oracles: rows with `min` and `max`, found anywhere in the file.

An oracle is a mapping with a `name` and a list of `rows`, each row giving
its range as `min`/`max` (or inside `roll: {min, max}`, as Datasworn 0.1
writes it; Dataforged's `Floor`/`Ceiling`/`Result` are read too) and its
`text` (`text2`, `text3` join it with ` — `). The dice are the oracle's
`dice`, else one die as large as the highest `max`. Every oracle in the file
is found, however deeply its collections nest; rows without a range
(headings in some files) are left out. Markdown links keep their label.

>>> data = {"name": "Acción", "dice": "1d100",
...         "rows": [{"roll": {"min": 1, "max": 50}, "text": "[Atacar](datasworn:x)"},
...                  {"min": 51, "max": 100, "text": "Huir"}]}
>>> [(t.name, t.dice, t.rows) for t in read_json(data, "o.json")]
[('Acción', '1d100', (('1-50', 'Atacar'), ('51-100', 'Huir')))]
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from solo.errors import InputError
from solo.tables.imported import MAX_TABLES, ImportedTable, check_size

TOOL = "Datasworn JSON"
MAX_DEPTH = 40
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")


def read_json(data: object, file: str) -> list[ImportedTable]:
    """Every oracle in the JSON `data`, as tables to import."""
    found: list[ImportedTable] = []
    for key, oracle in _oracles(data, "", 0):
        table = _table(oracle, key, file)
        if table is not None:
            found.append(table)
        if len(found) > MAX_TABLES:
            raise InputError("table.import.too_many_tables", file=file, most=MAX_TABLES)
    if not found:
        raise InputError("table.import.no_table", file=file)
    return found


def _oracles(data: object, key: str, depth: int) -> Iterator[tuple[str, Mapping[str, Any]]]:
    if depth > MAX_DEPTH:
        return
    if isinstance(data, Mapping):
        rows = data.get("rows", data.get("Table"))
        if isinstance(rows, list) and any(_bounds(row) for row in rows):
            yield key, data
            return
        for name, value in data.items():
            yield from _oracles(value, str(name), depth + 1)
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _oracles(value, f"{key}-{index + 1}" if key else str(index + 1),
                                depth + 1)


def _bounds(row: object) -> tuple[int, int] | None:
    if not isinstance(row, Mapping):
        return None
    roll = row.get("roll")
    holder: Mapping[str, Any] = roll if isinstance(roll, Mapping) else row
    low = holder.get("min", holder.get("Floor"))
    high = holder.get("max", holder.get("Ceiling"))
    if (isinstance(low, int) and isinstance(high, int) and not isinstance(low, bool)
            and not isinstance(high, bool)):
        return low, high
    return None


def _table(oracle: Mapping[str, Any], key: str, file: str) -> ImportedTable | None:
    rows: list[tuple[str | None, str]] = []
    highest = 0
    for row in oracle.get("rows", oracle.get("Table")) or ():
        bounds = _bounds(row)
        if bounds is None:
            continue
        low, high = bounds
        highest = max(highest, high)
        rows.append((str(low) if low == high else f"{low}-{high}", _text(row)))
    if not rows:
        return None
    check_size(tuple(rows), file)
    dice = oracle.get("dice")
    dice_text = dice.strip() if isinstance(dice, str) and dice.strip() else f"1d{highest}"
    name = oracle.get("name", oracle.get("Name"))
    name = name if isinstance(name, str) and name.strip() else key or "oracle"
    return ImportedTable(_plain(name), dice_text, tuple(rows), file, key)


def _text(row: Mapping[str, Any]) -> str:
    parts = [row.get(field) for field in ("text", "text2", "text3", "Result", "Summary")]
    return " — ".join(_plain(str(part)) for part in parts
                      if isinstance(part, str | int | float) and str(part).strip())


def _plain(text: str) -> str:
    """Markdown links reduced to their label.

    >>> _plain("Ver [Acción](datasworn:oracle_rollable:x)")
    'Ver Acción'
    """
    return _LINK.sub(r"\1", text).strip()
