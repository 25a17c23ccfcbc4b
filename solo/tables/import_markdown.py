"""Read Obsidian Dice Roller tables: Markdown tables, the first column the dice's ranges.

A lookup table names its dice in the first header cell (`| dice: 1d6 | Result |`)
and each row's range in the first column (`3`, `1-2`, `13,14`; `00` is 100 on
a d100); the other columns are the row's text (joined with ` — `). A table
without a `dice:` header is a list to pick from, every row as likely. The
table's name is the heading above it; its block id (`^encounters`) names it
in the id when a file holds several.

>>> text = "# Clima\\n\\n| dice: 1d4 | Tiempo |\\n|---|---|\\n| 1-2 | Sol |\\n| 3,4 | Lluvia |\\n"
>>> [(t.name, t.dice, t.rows) for t in read_markdown(text, "clima.md")]
[('Clima', '1d4', (('1-2', 'Sol'), ('3,4', 'Lluvia')))]
"""

from __future__ import annotations

import re

from solo.errors import InputError
from solo.tables.imported import MAX_TABLES, ImportedTable, check_size

TOOL = "Obsidian Dice Roller"
_DICE_HEAD = re.compile(r"^\s*dice\s*:\s*(.+?)\s*$", re.IGNORECASE)
_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
_BLOCK_ID = re.compile(r"^\s*\^([A-Za-z0-9-]+)\s*$")
_CELL_SPLIT = re.compile(r"(?<!\\)\|")


def read_markdown(text: str, file: str) -> list[ImportedTable]:
    """Every Markdown table of `text`, as tables to import."""
    lines = text.splitlines()
    found: list[ImportedTable] = []
    heading = ""
    index = 0
    while index < len(lines):
        line = lines[index]
        title = _HEADING.match(line)
        if title:
            heading = title.group(1)
        if (_is_row(line) and index + 1 < len(lines) and _SEPARATOR.match(lines[index + 1])
                and "-" in lines[index + 1]):
            end = index + 2
            while end < len(lines) and _is_row(lines[end]):
                end += 1
            block = _block_id(lines, end)
            found.append(_table(lines[index], lines[index + 2:end], heading, block, file,
                                index + 1))
            if len(found) > MAX_TABLES:
                raise InputError("table.import.too_many_tables", file=file, most=MAX_TABLES)
            index = end
            continue
        index += 1
    if not found:
        raise InputError("table.import.no_table", file=file)
    return found


def _is_row(line: str) -> bool:
    return "|" in line and not _HEADING.match(line)


def _block_id(lines: list[str], end: int) -> str:
    for line in lines[end:end + 2]:
        found = _BLOCK_ID.match(line)
        if found:
            return found.group(1).lower()
        if line.strip():
            break
    return ""


def cells(line: str) -> list[str]:
    """The cells of one table line, `\\|` kept as a pipe.

    >>> cells("| 1-2 | a \\\\| b | c |")
    ['1-2', 'a | b', 'c']
    """
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return [cell.strip().replace("\\|", "|") for cell in _CELL_SPLIT.split(inner)]


def _table(head: str, body: list[str], heading: str, block: str, file: str,
           line: int) -> ImportedTable:
    header = cells(head)
    dice_head = _DICE_HEAD.match(header[0]) if header else None
    name = heading or block or _stem(file)
    rows: list[tuple[str | None, str]] = []
    for number, raw in enumerate(body, start=line + 2):
        row = cells(raw)
        if dice_head:
            if len(row) < 2 or not row[0]:
                raise InputError("table.import.bad_row", file=file, row=number)
            rows.append((_range(row[0], dice_head.group(1)), _joined(row[1:])))
        elif any(row):
            rows.append((None, _joined(row)))
    check_size(tuple(rows), file)
    return ImportedTable(name, dice_head.group(1) if dice_head else None, tuple(rows), file,
                         block or (heading and _stem(heading)))


def _range(text: str, dice: str) -> str:
    """A row's range as solo reads it: `00` is 100, dashes and spaces normalized.

    >>> _range("00", "1d100"), _range("91–00", "d100"), _range("13, 14", "1d20")
    ('100', '91-100', '13,14')
    """
    hundred = dice.replace(" ", "").lower().endswith("d100")
    parts = []
    for item in re.split(r"\s*,\s*", text.strip()):
        ends = re.split(r"\s*[-–—]\s*", item, maxsplit=1)
        ends = ["100" if hundred and end.strip() in ("00", "000") else end.strip() for end in ends]
        parts.append("-".join(ends))
    return ",".join(parts)


def _joined(row: list[str]) -> str:
    return " — ".join(cell for cell in row if cell)


def _stem(file: str) -> str:
    base = file.replace("\\", "/").rsplit("/", 1)[-1]
    return base.rsplit(".", 1)[0] if "." in base else base
