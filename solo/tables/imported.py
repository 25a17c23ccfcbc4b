"""A table read from another tool's file, and the solo YAML it becomes.

`table import FILE` reads an Obsidian Dice Roller Markdown table
(`solo.tables.import_markdown`), a Datasworn-style JSON oracle
(`solo.tables.import_json`) or a plain single-language YAML table (`from_plain`),
and writes each table it finds as a solo table: texts in one language (the
table's `lang`; the other language shows them with a notice) and a `source`
naming the file and the tool it came from.

The YAML is written by hand (only `yaml_file.py` reads YAML); strings are JSON
strings, which YAML reads as double-quoted scalars. Braces in the imported
texts are doubled, so solo shows them literally instead of rolling them.

>>> table = ImportedTable("Clima", "1d2", (("1", "Sol {y}"), ("2", "Lluvia")), "clima.md")
>>> print(to_yaml(table, "mias/clima", "es", "Obsidian Dice Roller"))
id: mias/clima
name: "Clima"
lang: es
source: "clima.md (Obsidian Dice Roller)"
dice: 1d2
rows:
  - range: "1"
    text: "Sol {{y}}"
  - range: "2"
    text: "Lluvia"
<BLANKLINE>
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from typing import Any

from solo.errors import InputError, SoloError
from solo.record import record

MAX_TABLES = 200
"""The most tables one imported file may hold."""
MAX_ROWS = 1000
"""The most rows one imported table may have."""


@record
class ImportedTable:
    """One table found in a file: its name, dice (None: equal weights) and rows."""

    name: str
    dice: str | None
    rows: tuple[tuple[str | None, str], ...]
    """Each row's range as written (None for a weighted row) and its text."""
    file: str
    key: str = ""
    """A short name for the table's id when a file holds several (its block id, its key)."""


def to_yaml(table: ImportedTable, table_id: str, lang: str, tool: str) -> str:
    """Return the YAML text of a solo table holding `table`."""
    lines = [f"id: {table_id}", f"name: {_quoted(table.name)}", f"lang: {lang}",
             f"source: {_quoted(f'{table.file} ({tool})')}"]
    if table.dice is not None:
        lines.append(f"dice: {table.dice}")
    lines.append("rows:")
    for where, text in table.rows:
        lines.append(f"  - range: {_quoted(where)}" if where is not None else "  - weight: 1")
        lines.append(f"    text: {_quoted(_literal(text))}")
    return "\n".join(lines) + "\n"


def _quoted(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _literal(text: str) -> str:
    """Braces doubled, so `{x}` is shown rather than rolled.

    >>> _literal("{{tpl}} {1d6}")
    '{{{{tpl}}}} {{1d6}}'
    """
    return text.replace("{", "{{").replace("}", "}}")


def slug(text: str) -> str:
    """A word usable in a table id: lower case, no accents (but ñ), dashes.

    >>> slug("Tabla de Encuentros (Bosque)"), slug("Ñandú"), slug("???")
    ('tabla-de-encuentros-bosque', 'ñandu', 'tabla')
    """
    lowered = text.lower().replace("ñ", "\x00")
    plain = "".join(c for c in unicodedata.normalize("NFKD", lowered)
                    if not unicodedata.combining(c)).replace("\x00", "ñ")
    words = re.sub(r"[^a-z0-9ñ]+", "-", plain).strip("-")
    return words[:60].strip("-") or "tabla"


def from_plain(data: object, file: str) -> list[ImportedTable]:
    """A plain YAML table: a `name`, maybe `dice`, rows as strings (or `{range, text}`).

    A bare list of strings is a table of equal weights named after the file.

    >>> from_plain({"name": "Clima", "dice": "1d2", "rows": ["Sol", "Lluvia"]}, "c.yaml")[0].rows
    (('1', 'Sol'), ('2', 'Lluvia'))
    """
    if isinstance(data, list):
        data = {"rows": data}
    if not isinstance(data, Mapping) or not isinstance(data.get("rows"), list):
        raise InputError("table.import.no_table", file=file)
    dice = data.get("dice")
    if dice is not None and not isinstance(dice, str):
        raise InputError("table.import.bad_row", file=file, row="dice")
    name = data.get("name")
    name = name if isinstance(name, str) else _stem(file)
    rows = tuple(_plain_row(item, index, dice, file) for index, item in enumerate(data["rows"]))
    check_size(rows, file)
    return [ImportedTable(name, dice.strip() if dice else None, rows, file)]


def _plain_row(item: Any, index: int, dice: str | None, file: str) -> tuple[str | None, str]:
    if isinstance(item, str | int | float) and not isinstance(item, bool):
        return (None if dice is None else _nth_total(dice, index)), str(item)
    if isinstance(item, Mapping) and isinstance(item.get("text"), str | int | float):
        where = item.get("range")
        if dice is not None and where is None:
            where = _nth_total(dice, index)
        return (None if where is None else str(where)), str(item["text"])
    raise InputError("table.import.bad_row", file=file, row=index + 1)


def _nth_total(dice: str, index: int) -> str:
    from solo.tables import dice as table_dice

    try:
        totals = sorted(table_dice.totals(dice))
    except SoloError:  # a bad expression is reported when the table is checked
        return str(index + 1)
    return str(totals[0] + index)


def check_size(rows: tuple[object, ...], file: str) -> None:
    """Refuse a table with no rows or with more than `MAX_ROWS`."""
    if not rows:
        raise InputError("table.import.no_table", file=file)
    if len(rows) > MAX_ROWS:
        raise InputError("table.import.too_many_rows", file=file, count=len(rows), most=MAX_ROWS)


def _stem(file: str) -> str:
    base = file.replace("\\", "/").rsplit("/", 1)[-1]
    return base.rsplit(".", 1)[0] if "." in base else base
