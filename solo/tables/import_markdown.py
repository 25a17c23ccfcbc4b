"""Read every table of an Obsidian note: Dice Roller lookup tables and plain lists.

A note is read the way Obsidian shows it: its front matter (any YAML, `|`
included), fenced code, `%% comments %%` and `<!-- comments -->` are not
text; callouts (`> [!note] Title`) may hold tables; headings, prose and block
ids sit around them; a note may hold any number of tables.

A lookup table names its dice in its first header cell (`| dice: 1d6 | Result |`,
or a bare `d6`, `d%` when its first column holds ranges) and each row's range in
its first column (`3`, `1-2`, `13,14`; `00` is 100 on a d100); the other cells
are the row's text, joined with ` — `. Any other table is a list to pick from,
every row as likely. Each row's words, inline rolls and links are read by
`solo.tables.markdown_cells`.

A table's name is the nearest heading or callout title above it that no earlier
table took (a heading written `Category: X` is a label, not a title; `X\\: y` is one), else its
block id (`^encounters`), else the note's name. The headings above that one,
then its block id, are kept as its contexts: they tell two tables of the same
name apart. The prose between its heading and the table is its description.

>>> text = ("---\\nformat: | x |\\n---\\n# Clima\\n\\n"
...         "| dice: 1d4 | Tiempo |\\n|---|---|\\n| 1-2 | Sol |\\n")
>>> [(t.name, t.dice, t.line, [(r.range, r.plain, r.line) for r in t.rows])
...  for t in read_markdown(text, "clima.md")]
[('Clima', '1d4', 6, [('1-2', 'Sol', 8)])]
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from solo.errors import TableError
from solo.record import record
from solo.tables.imported import (
    MAX_NAME_CHARS,
    ImportedRow,
    ImportedTable,
    Piece,
    size_problem,
    stem,
)
from solo.tables.markdown_cells import (
    again_of,
    cell_pieces,
    cells,
    header_dice,
    label,
    range_text,
)

TOOL = "Obsidian Dice Roller"
_SEPARATOR = re.compile(r"^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")
_HEADING = re.compile(r"^\s{0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_LABEL = re.compile(r"^[^\W\d_][\w-]*:\s+(.+)$")
_BLOCK_ID = re.compile(r"^\s*\^([A-Za-z0-9_-]+)\s*$")
_QUOTE = re.compile(r"^\s{0,3}>[ ]?")
_CALLOUT = re.compile(r"^\[!([^\]]*)\][+-]?\s*(.*)$")
_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")
_RANGE = re.compile(r"^\s*(\*\*|__)?\s*[+-]?\d+(\s*([-–—]|\.\.)\s*[+-]?\d+)?"
                    r"(\s*,\s*[+-]?\d+(\s*([-–—]|\.\.)\s*[+-]?\d+)?)*\s*(\*\*|__)?\s*$")
_CALLOUT_LEVEL = 10
_MAX_DESCRIPTION = 1000


@record(frozen=False)
class _Line:
    """A line as Obsidian shows it: its number, its text without quote marks, how deep it is
    quoted, and whether it is hidden (front matter, code, comments)."""

    number: int
    text: str
    depth: int = 0
    hidden: bool = False


@record(frozen=False)
class _Heading:
    level: int
    text: str
    depth: int
    uses: int = 0
    """How many tables below it took or tried to take its name."""
    label: bool = False


def read_markdown(text: str, file: str) -> list[ImportedTable]:
    """Every table of a note (none: an empty list), each with its problem if it has one."""
    lines = list(_visible(text.splitlines()))
    found: list[ImportedTable] = []
    headings: list[_Heading] = []
    prose: list[str] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        headings[:] = [h for h in headings if h.depth <= line.depth]
        if line.hidden:
            index += 1
            continue
        heading = _heading(line)
        if heading is not None:
            headings[:] = [h for h in headings if not (h.depth == heading.depth
                                                       and h.level >= heading.level)]
            headings.append(heading)
            prose = []
            index += 1
            continue
        if _starts_table(lines, index):
            end = _table_end(lines, index)
            block = _block_id(lines, end)
            found.append(_table(lines[index], lines[index + 2:end], headings, block, prose,
                                file, len(found)))
            prose = []
            index = end
            continue
        if line.text.strip() and not _BLOCK_ID.match(line.text):
            prose.append(line.text.strip())
        index += 1
    return found


def _visible(raw: list[str]) -> Iterator[_Line]:
    """Each line with its quote marks taken off; front matter, code and comments hidden."""
    start = _front_matter_end(raw)
    for number in range(start):
        yield _Line(number + 1, "", hidden=True)
    fence = ""
    comment = ""
    for number in range(start, len(raw)):
        text, depth = _unquoted(raw[number])
        if fence:
            if re.match(rf"^\s{{0,3}}{re.escape(fence[0])}{{{len(fence)},}}\s*$", text):
                fence = ""
            yield _Line(number + 1, "", depth, hidden=True)
            continue
        opened = _FENCE.match(text)
        if opened and not comment:
            fence = opened.group(1)
            yield _Line(number + 1, "", depth, hidden=True)
            continue
        shown, comment = _uncommented(text, comment)
        yield _Line(number + 1, shown, depth, hidden=bool(comment) and not shown.strip())


def _front_matter_end(raw: list[str]) -> int:
    """How many lines the front matter takes (0: none). Its YAML is never read."""
    if not raw or raw[0].strip() != "---":
        return 0
    for number in range(1, len(raw)):
        if raw[number].strip() in ("---", "..."):
            return number + 1
    return 0


def _unquoted(text: str) -> tuple[str, int]:
    depth = 0
    while True:
        quoted = _QUOTE.match(text)
        if quoted is None:
            return text, depth
        text = text[quoted.end():]
        depth += 1


def _uncommented(text: str, comment: str) -> tuple[str, str]:
    """The line without its comments (`%%…%%`, `<!--…-->`); the comment still open after it.

    >>> _uncommented("a %%b%% c <!-- d", "")
    ('a  c ', '<!--')
    """
    closing = {"%%": "%%", "<!--": "-->"}
    shown = ""
    while text:
        if comment:
            end = text.find(closing[comment])
            if end < 0:
                return shown, comment
            text = text[end + len(closing[comment]):]
            comment = ""
            continue
        starts = [(text.find(mark), mark) for mark in closing if mark in text]
        if not starts:
            return shown + text, ""
        at, mark = min(starts)
        shown += text[:at]
        text = text[at + len(mark):]
        comment = mark
    return shown, comment


def _heading(line: _Line) -> _Heading | None:
    callout = _CALLOUT.match(line.text.strip()) if line.depth else None
    if callout is not None:
        title = callout.group(2).strip() or callout.group(1).strip().title()
        return _Heading(_CALLOUT_LEVEL, label(title), line.depth)
    found = _HEADING.match(line.text)
    if found is None or not (found.group(2) or "").strip():
        return None
    words = label(found.group(2))
    tag = _LABEL.match(words) and _LABEL.match(found.group(2).strip())  # `X\: y` is a title
    return _Heading(len(found.group(1)), words, line.depth, label=bool(tag))


def _starts_table(lines: list[_Line], index: int) -> bool:
    head = lines[index]
    if "|" not in head.text or index + 1 >= len(lines):
        return False
    rule = lines[index + 1]
    return (not rule.hidden and rule.depth == head.depth and "-" in rule.text
            and _SEPARATOR.match(rule.text) is not None)


def _table_end(lines: list[_Line], index: int) -> int:
    end = index + 2
    depth = lines[index].depth
    while (end < len(lines) and not lines[end].hidden and lines[end].depth == depth
           and "|" in lines[end].text and _HEADING.match(lines[end].text) is None):
        end += 1
    return end


def _block_id(lines: list[_Line], end: int) -> str:
    for line in lines[end:end + 2]:
        found = _BLOCK_ID.match(line.text) if not line.hidden else None
        if found:
            return found.group(1)
        if line.text.strip():
            break
    return ""


def _table(head: _Line, body: list[_Line], headings: list[_Heading], block: str,
           prose: list[str], file: str, number: int) -> ImportedTable:
    header = cells(head.text)
    dice = header_dice(header[0]) if header else None
    explicit = bool(header) and header[0].strip().lower().startswith("dice")
    if dice is not None and not explicit and not all(
            _RANGE.match(cells(line.text)[0]) for line in body if line.text.strip()):
        dice = None  # a bare `d6` over a column that is not ranges: a list
    rows: list[ImportedRow] = []
    problem: TableError | None = None
    for line in body:
        row = cells(line.text)
        if dice is not None:
            texts = [cell for cell in row[1:] if cell]
            if not row[0].strip() or not texts:
                problem = problem or TableError("table.import.row_unreadable", path=file,
                                                line=line.number, row=len(rows) + 1)
                continue
            pieces = _joined(texts)
            rows.append(ImportedRow(range_text(row[0], dice), pieces, line.number,
                                    again=again_of(pieces), cells=_cells(row[1:])))
        elif any(row):
            pieces = _joined([cell for cell in row if cell])
            rows.append(ImportedRow(None, pieces, line.number, again=again_of(pieces),
                                    cells=_cells(row)))
    name, contexts = _name(headings, block, file, number)
    headers = tuple(label(cell) for cell in (header[1:] if dice is not None else header))
    table = ImportedTable(name, dice, tuple(rows), file, key=block or name,
                          line=head.number, block=block, contexts=contexts,
                          description=_description(prose),
                          headers=headers if len(headers) > 1 else ())
    return _with_problem(table, problem or size_problem(table))


def _with_problem(table: ImportedTable, problem: TableError | None) -> ImportedTable:
    from dataclasses import replace

    return table if problem is None else replace(table, problem=problem)


def _cells(texts: list[str]) -> tuple[tuple[Piece, ...], ...]:
    """Each cell's pieces, for a draw on one column (only a table of several columns has any)."""
    return tuple(cell_pieces(text) for text in texts) if len(texts) > 1 else ()


def _joined(texts: list[str]) -> tuple[Piece, ...]:
    pieces: list[Piece] = []
    for number, text in enumerate(texts):
        if number:
            pieces.append(" — ")
        pieces.extend(cell_pieces(text))
    merged: list[Piece] = []
    for piece in pieces:
        if isinstance(piece, str) and merged and isinstance(merged[-1], str):
            merged[-1] += piece
        else:
            merged.append(piece)
    return tuple(merged)


def _name(headings: list[_Heading], block: str, file: str,
          number: int) -> tuple[str, tuple[str, ...]]:
    """The table's name (the nearest title no table took yet) and its contexts, nearest first."""
    titles = [heading for heading in headings if not heading.label]
    named = titles[-1] if titles and not titles[-1].uses else None
    if titles:
        titles[-1].uses += 1
    if named is not None:
        name = named.text
    else:
        name = block or (f"{titles[-1].text} {titles[-1].uses}" if titles else
                         stem(file) if number == 0 else f"{stem(file)} {number + 1}")
    above = [heading for heading in headings if heading is not named
             and not (titles and heading is titles[-1])]
    contexts = [_label_value(h) if h.label else h.text for h in reversed(above)]
    if block and block != name:
        contexts.append(block)  # two tables under the same headings: their block ids differ
    return name[:MAX_NAME_CHARS], tuple(dict.fromkeys([*contexts, stem(file)]))


def _label_value(heading: _Heading) -> str:
    found = _LABEL.match(heading.text)
    return found.group(1) if found else heading.text


def _description(prose: list[str]) -> str:
    """The prose between a table's heading and the table, as one line of plain words."""
    words = label(" ".join(line for line in prose if not line.lstrip().startswith("`dice:")))
    if len(words) > 2 and words[0] == words[-1] and words[0] in "_*":
        words = words[1:-1].strip()
    return words if len(words) <= _MAX_DESCRIPTION else words[:_MAX_DESCRIPTION - 1] + "…"
