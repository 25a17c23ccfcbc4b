"""What a Markdown table cell says: the player's words, inline dice and links to other tables.

Obsidian Dice Roller rolls code spans that start with `dice:`. In a row,
`` `dice: 1d6` `` (modifiers after `|` ignored: `` `dice: 2d10|avg|noform` ``)
becomes inline dice, and `` `dice: [[Note#^block]]` `` (or `[[Note^block]]`,
`[](Note.md#^block)`, `[[Note#^block|render]]`) a reference to the table that
block names; `` `dice: 2d[[Note^block]]` `` is two of them. A roll on one
column, `` `dice: [[Note^block]]|Name` ``, is a `Link` of kind `column` naming it: the
import makes a table of that column alone to draw on (`solo.tables.import_links`).
Links read as their label (`[[Note|label]]`, `[label](url)`), a `<br>` as a
line break (the spaces around it trimmed, as the vault shows it; `&#32;` and `&#9;`, which
`table export` writes for the spaces a row keeps there, are a space and a tab), and backslash
escapes as the character. A code span
whose roll solo cannot read is kept as written.

>>> words, roll, more, link = cell_pieces(
...     "Aparecen `dice: 1d4+1|avg` [[Lobo|lobos]] y `dice: [[Misc#^titles]]`")
>>> words, roll, more, link.target, link.shown
('Aparecen ', Roll(dice='1d4+1'), ' lobos y ', 'Misc#^titles', '`dice: [[Misc#^titles]]`')
"""

from __future__ import annotations

import re
from urllib.parse import unquote

from solo.tables.imported import Link, Piece, Roll
from solo.tables.model import MAX_AGAIN

_CELL_SPLIT = re.compile(r"(?<!\\)\|")
_CODE = re.compile(r"(`+)(.+?)\1", re.DOTALL)
_DICE = re.compile(r"^\s*dice\s*:\s*(.*?)\s*$", re.IGNORECASE | re.DOTALL)
_WIKI = re.compile(r"(?<!\\)!?\[\[([^\]|]*)(?:\|([^\]]*))?\]\]")
_MD_LINK = re.compile(r"(?<!\\)!?\[((?:\\.|[^\]\\])*)\]\(\s*<?([^)>]*?)>?(?:\s+\"[^\"]*\")?\s*\)")
_TABLE_ROLL = re.compile(r"^(?:(\d{1,3})[dD]?)?\s*(\[\[.*?\]\]|\[[^\]]*\]\([^)]*\))"
                         r"\s*(?:\|\s*(\S.*?))?\s*$")
_ANY_LINK = re.compile(f"{_WIKI.pattern}|{_MD_LINK.pattern}")
_ROLL_MARK = "▶"
_AGAIN = re.compile(r"^\s*(?:roll|tira)\s+(twice|three times|dos veces|tres veces)\s*\.?\s*$",
                    re.IGNORECASE)
_AGAIN_TIMES = {"twice": 2, "three times": 3, "dos veces": 2, "tres veces": 3}
_BREAK = re.compile(r"[ \t]*<br\s*/?>[ \t]*", re.IGNORECASE)
_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")
_SPACE_ENTITY = re.compile(r"(?<!\\)&#(32|9|x20|x9);", re.IGNORECASE)
_SPACES = {"32": " ", "x20": " ", "9": "\t", "x9": "\t", "X20": " ", "X9": "\t"}
_HEADER_DICE = re.compile(r"^\s*(?:dice\s*:\s*)?(\d*d(?:\d+|%|F)(?:\s*[-+*/]\s*[\dd%F]+)*)\s*$",
                          re.IGNORECASE)


def cells(line: str) -> list[str]:
    """The cells of one table line, `\\|` kept escaped for `cell_pieces`.

    >>> cells("| 1-2 | a \\\\| b | c |")
    ['1-2', 'a \\\\| b', 'c']
    """
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return [cell.strip() for cell in _CELL_SPLIT.split(inner)]


def cell_pieces(cell: str) -> tuple[Piece, ...]:
    """The pieces of a cell's text: words, `Roll`s and `Link`s, in order.

    A cell that starts with `▶` (a vault's mark for "roll on these") draws on the notes its
    links name:

    >>> [(piece.kind, piece.target, piece.shown) if isinstance(piece, Link) else piece
    ...  for piece in cell_pieces("▶[Acción](Core_Accion.md) + [[Core_Tema|Tema]]")]
    [('note', 'Core_Accion.md', 'Acción'), ' + ', ('note', 'Core_Tema', 'Tema')]
    """
    cell = cell.replace("\\|", "|")
    rolled = cell.startswith(_ROLL_MARK)
    cell = cell[len(_ROLL_MARK):].lstrip() if rolled else cell
    found: list[Piece] = []
    start = 0
    for match in _CODE.finditer(cell):
        found.extend(_words(cell[start:match.start()], rolled))
        code = _code(match.group(0), match.group(2))
        found.extend(code if isinstance(code, tuple) else [code])
        start = match.end()
    found.extend(_words(cell[start:], rolled))
    return _merged(found)


def again_of(pieces: tuple[Piece, ...]) -> int:
    """How many more draws a row that only says "Roll twice" asks for (0: not such a row).

    >>> again_of(("Roll Twice",)), again_of(("Tira tres veces.",)), again_of(("Twice",))
    (2, 3, 0)
    """
    found = _AGAIN.match(pieces[0]) if len(pieces) == 1 and isinstance(pieces[0], str) else None
    return _AGAIN_TIMES[found.group(1).lower()] if found else 0


def _code(whole: str, inside: str) -> Piece | tuple[Piece, ...]:
    """A code span: a roll or references when it is one Dice Roller reads, else as written."""
    dice = _DICE.match(inside)
    if dice is None:
        return whole
    formula = dice.group(1)
    table = _TABLE_ROLL.match(formula)
    if table is not None:
        times, linked, column = table.groups()
        wiki = _WIKI.fullmatch(linked)
        link = _MD_LINK.fullmatch(linked)
        target = (wiki.group(1).strip() if wiki else
                  unquote(link.group(2).strip()) if link and link.group(2) else "")
        if target:
            found = Link("column", target, whole, label(column)) if column \
                else Link("note", target, whole)
            return _times(found, int(times or 1))
    expression = formula.split("|", 1)[0].strip()
    if expression and _readable(expression):
        return Roll(expression)
    return whole


def _times(link: Link, times: int) -> Piece | tuple[Piece, ...]:
    """One draw, or `times` of them (`` `dice: 2d[[Note^block]]` ``) joined as Dice Roller
    shows them.

    >>> [piece if isinstance(piece, str) else piece.target
    ...  for piece in _times(Link("note", "N#^b", "x"), 2)]
    ['N#^b', ', ', 'N#^b']
    """
    if times <= 1:
        return link
    pieces: list[Piece] = [link]
    for _ in range(min(times, MAX_AGAIN) - 1):
        pieces.extend([", ", link])
    return tuple(pieces)


def _readable(expression: str) -> bool:
    from solo.tables import dice as table_dice

    return "{" not in expression and "}" not in expression and (
        table_dice.check(expression, odds=False) is None)


def _words(text: str, rolled: bool = False) -> list[Piece]:
    """Plain words: links read as their label (`rolled`: links to notes drawn on), `<br>` as a
    line break, escapes undone."""
    if not text:
        return []
    if rolled:
        found: list[Piece] = []
        start = 0
        for match in _ANY_LINK.finditer(text):
            link = _note_link(match)
            if link is not None:
                found.extend([*_words(text[start:match.start()]), link])
                start = match.end()
        return [*found, *_words(text[start:])]
    text = _WIKI.sub(_wiki_label, text)
    text = _MD_LINK.sub(lambda match: match.group(1), text)
    text = _SPACE_ENTITY.sub(lambda match: _SPACES[match.group(1)], _BREAK.sub("\n", text))
    return [_ESCAPE.sub(r"\1", text)]


def _note_link(match: re.Match[str]) -> Link | None:
    """The note a link of a `▶` cell names, as a `Link` showing its label; None for an image or
    a web address."""
    whole = match.group(0)
    if whole.startswith("!"):
        return None
    wiki = _WIKI.fullmatch(whole)
    if wiki is not None:
        return Link("note", wiki.group(1).strip(), _wiki_label(wiki))
    markdown = _MD_LINK.fullmatch(whole)
    target = unquote(markdown.group(2).strip()) if markdown else ""
    if markdown is None or not target or ":" in target.split("#", 1)[0]:
        return None
    return Link("note", target, _ESCAPE.sub(r"\1", markdown.group(1)))


def _wiki_label(match: re.Match[str]) -> str:
    """How Obsidian shows a wiki link: its alias, else the note (and heading) it names.

    >>> _wiki_label(_WIKI.match("[[Notes/Lobo.md#Caza]]"))
    'Lobo > Caza'
    """
    if match.group(2) is not None and match.group(2).strip():
        return match.group(2).strip()
    target = match.group(1)
    note, _, part = target.partition("#")
    note = note.rsplit("/", 1)[-1]
    note = note[:-3] if note.lower().endswith(".md") else note
    part = part.lstrip("^")
    return " > ".join(item for item in (note, part) if item) or target


def _merged(pieces: list[Piece]) -> tuple[Piece, ...]:
    merged: list[Piece] = []
    for piece in pieces:
        if isinstance(piece, str) and merged and isinstance(merged[-1], str):
            merged[-1] += piece
        elif piece != "":
            merged.append(piece)
    return tuple(merged)


def label(text: str) -> str:
    """A heading's or a callout's title as plain words: links by label, marks and code gone.

    >>> label("**Encuentros** en [[Bosque|el bosque]] `^x`")
    'Encuentros en el bosque ^x'
    """
    words = _WIKI.sub(_wiki_label, text)
    words = _MD_LINK.sub(lambda match: match.group(1), words)
    words = re.sub(r"(\*\*|__|`)", "", words)
    return _ESCAPE.sub(r"\1", " ".join(words.split()))


def header_dice(cell: str) -> str | None:
    """The dice a table's first header cell names: `dice: 1d20`, `d%`, or a bare `d6`.

    >>> header_dice("dice: 1d20"), header_dice("d%"), header_dice("2d6"), header_dice("Roll")
    ('1d20', 'd%', '2d6', None)
    >>> header_dice("dice: 1d6 + 1d4")
    '1d6 + 1d4'
    """
    cleaned = re.sub(r"(\*\*|__)", "", cell)
    found = _HEADER_DICE.match(cleaned)
    if found:
        return found.group(1)
    dice = _DICE.match(cleaned)
    if dice is None:
        return None
    expression = dice.group(1).split("|", 1)[0].strip()
    return expression or None


def range_text(cell: str, dice: str) -> str:
    """A row's range as solo reads it: `00` is 100 on a d100, dashes and spaces normalized.

    >>> range_text("00", "1d100"), range_text("91–00", "d%"), range_text("13, 14", "1d20")
    ('100', '91-100', '13,14')
    >>> range_text("**1 - 2**", "1d6"), range_text("-4..-2", "4dF")
    ('1-2', '-4..-2')
    """
    hundred = dice.replace(" ", "").lower().endswith(("d100", "d%"))
    text = re.sub(r"(\*\*|__)", "", cell).strip()
    parts = []
    for item in re.split(r"\s*,\s*", text):
        if ".." in item:
            parts.append(item.replace(" ", ""))
            continue
        ends = re.split(r"(?<=\d)\s*[-–—]\s*", item, maxsplit=1)
        ends = ["100" if hundred and end.strip() in ("00", "000") else end.strip()
                for end in ends]
        parts.append("-".join(ends))
    return ",".join(parts)
