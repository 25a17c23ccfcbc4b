"""The solo table an imported table becomes: its YAML text, and the data that text reads as.

Both come from one `SoloTable`, so what `table import` checks is what it writes.
The YAML is written by hand (only `yaml_file.py` reads YAML): strings are JSON
strings, which YAML reads as double-quoted scalars. `plain_data` is what that
YAML reads to, with the lines of the table's *source* (the note's lines), so a
problem found before writing names the line the player can open; a Datasworn
table's rows get theirs when one is needed (`solo.tables.json_lines`).

A row whose reference could not be resolved keeps its text and says so
(`unresolved`, with its `origin` in the source): `table check` lists it.

>>> table = SoloTable("mias/clima", "Clima", "1d2",
...                   (SoloRow("1", "Sol {{y}}"), SoloRow("2", "{table:mias/lluvia}", again=1)),
...                   "es", "clima.md (Obsidian Dice Roller)")
>>> print(to_yaml(table))
id: mias/clima
name: "Clima"
lang: es
source: "clima.md (Obsidian Dice Roller)"
dice: 1d2
rows:
  - range: "1"
    text: "Sol {{y}}"
  - range: "2"
    text: "{table:mias/lluvia}"
    again: 1
<BLANKLINE>
"""

from __future__ import annotations

import json

from solo.record import record
from solo.tables.reader import LineDict


@record
class SoloRow:
    """A row as solo writes it: its range (None: a weight of 1), a solo template, `again`."""

    range: str | None
    text: str
    again: int = 0
    line: int | None = None
    unresolved: tuple[str, ...] = ()
    """References kept as text because no table of the import (or the library) had them."""
    origin: str = ""
    """Where the row is in its source (`Misc.md:12`, `file.json#/…/rows/3`), for `table check`."""


@record
class SoloTable:
    """A table ready to write: id, name, dice, rows, language and where it came from."""

    id: str
    name: str
    dice: str | None
    rows: tuple[SoloRow, ...]
    lang: str
    source: str
    description: str = ""
    line: int | None = None


def to_yaml(table: SoloTable) -> str:
    """The YAML text of the table's file."""
    lines = [f"id: {table.id}", f"name: {_quoted(table.name)}", f"lang: {table.lang}",
             f"source: {_quoted(table.source)}"]
    if table.description:
        lines.append(f"description: {_quoted(table.description)}")
    if table.dice is not None:
        lines.append(f"dice: {_quoted(table.dice) if _needs_quotes(table.dice) else table.dice}")
    lines.append("rows:")
    for row in table.rows:
        lines.append(f"  - range: {_quoted(row.range)}" if row.range is not None
                     else "  - weight: 1")
        lines.append(f"    text: {_quoted(row.text)}")
        if row.again:
            lines.append(f"    again: {row.again}")
        if row.unresolved:
            lines.append(f"    unresolved: [{', '.join(_quoted(ref) for ref in row.unresolved)}]")
            lines.append(f"    origin: {_quoted(row.origin)}")
    return "\n".join(lines) + "\n"


def plain_data(table: SoloTable) -> LineDict:
    """What `to_yaml(table)` reads as, each row at its line in the source."""
    data = LineDict({"id": table.id, "name": table.name, "lang": table.lang,
                     "source": table.source}, line=table.line)
    if table.description:
        data["description"] = table.description
    if table.dice is not None:
        data["dice"] = table.dice
    rows = []
    for row in table.rows:
        item = LineDict({"range": row.range} if row.range is not None else {"weight": 1},
                        line=row.line)
        item["text"] = row.text
        if row.again:
            item["again"] = row.again
        if row.unresolved:
            item["unresolved"] = list(row.unresolved)
            item["origin"] = row.origin
        rows.append(item)
    data["rows"] = rows
    for key in data:
        if table.line is not None:
            data.key_lines[key] = table.line
    return data


def _quoted(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _needs_quotes(dice: str) -> bool:
    """Whether a dice expression would not read back as itself unquoted in YAML.

    >>> _needs_quotes("1d20"), _needs_quotes("d%"), _needs_quotes("2d6 # x")
    (False, True, True)
    """
    return not dice[:1].isalnum() or any(mark in dice for mark in "#:{}[],&*!|>'\"%@`")
