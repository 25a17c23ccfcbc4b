"""Write a solo table as an Obsidian Dice Roller note, so a vault rolls what solo rolls.

The note is a heading (the table's name), its description, and a lookup table
(`| dice: 1d20 | Name |`, one row per range) followed by a block id (`^giros`)
that `` `dice: [[Note#^giros]]` `` rolls on. A table of weights becomes a list
when every weight is 1, else a lookup table on one die as large as their sum
(the same odds, the same face for the same row). In a row, `{1d6}` becomes
`` `dice: 1d6` ``; `{table:core/giros}` becomes `` `dice: [[core/giros#^giros]]` ``
(a note at `core/giros.md` of the vault: export that table there); `again: 2`
becomes two rolls on the note's own table, `` `dice: [[#^giros]]` ``. Words that
Markdown would read as marks (`|`, `[`, a backslash, `&#32;`…) are escaped; a line break is a
`<br>`, the spaces beside it entities (`&#32;`), which a vault's table would trim. `table import`
reads such a note back to the same table.

>>> from solo.tables.text import Text
>>> from solo.tables.model import Row, Table
>>> table = Table("mias/clima", Text({"es": "Clima"}), (
...     Row(0, Text({"es": "Sol | {1d4} nubes"}), faces=(1,)),
...     Row(1, Text({"es": "Otra vez"}), faces=(2,), again=1)), dice="1d2")
>>> print(markdown_note(table, "es"))
# Clima
<BLANKLINE>
| dice: 1d2 | Clima |
|---|---|
| 1 | Sol \\| `dice: 1d4` nubes |
| 2 | Otra vez `dice: [[#^clima]]` |
<BLANKLINE>
^clima
<BLANKLINE>
"""

from __future__ import annotations

import re
import unicodedata

from solo.tables.model import Row, Table
from solo.tables.text import pieces

_ESCAPED = re.compile(r"([\\\[\]|`<>*_#^])")
_LABEL_LIKE = re.compile(r"^([^\W\d_][\w-]*):(?=\s)")
_BESIDE_BREAK = re.compile(r"(?<=\n)[ \t]+|[ \t]+(?=\n)")
_ENTITIES = {" ": "&#32;", "\t": "&#9;"}
_ENTITY_LIKE = re.compile(r"&(?=#?\w+;)")


def markdown_note(table: Table, lang: str) -> str:
    """The note's text, in `lang` (a text missing there in the language it has)."""
    name = table.name.in_language(lang)
    block = block_id(table.id)
    lines = [f"# {_heading(name)}", ""]
    if table.description is not None and table.description.in_language(lang).strip():
        lines += [_escaped(" ".join(table.description.in_language(lang).split())), ""]
    if table.dice is None and all(row.weight == 1 for row in table.rows):
        lines += [f"| {_escaped(name)} |", "|---|"]
        lines += [f"| {_cell(row, lang, block)} |" for row in table.rows]
    else:
        dice = table.dice or f"1d{sum(row.weight or 0 for row in table.rows)}"
        lines += [f"| dice: {dice} | {_escaped(name)} |", "|---|---|"]
        lines += [f"| {where} | {_cell(row, lang, block)} |"
                  for row, where in zip(table.rows, _ranges(table), strict=True)]
    return "\n".join([*lines, "", f"^{block}", ""])


def block_id(table_id: str) -> str:
    """The block id a table's note gives it: the id's last part as Obsidian writes ids.

    >>> block_id("core/giros"), block_id("mias/año_nuevo"), block_id("x/___")
    ('giros', 'ano-nuevo', 'tabla')
    """
    last = table_id.rsplit("/", 1)[-1]
    plain = "".join(c for c in unicodedata.normalize("NFKD", last)
                    if not unicodedata.combining(c))
    return re.sub(r"[^A-Za-z0-9]+", "-", plain).strip("-").lower() or "tabla"


def _ranges(table: Table) -> list[str]:
    """Each row's range: its faces, or for weights the faces of one die as large as their sum."""
    if table.dice is not None:
        return [row.label for row in table.rows]
    found, reached = [], 0
    for row in table.rows:
        low, reached = reached + 1, reached + (row.weight or 0)
        found.append(str(low) if low == reached else f"{low}-{reached}")
    return found


def _cell(row: Row, lang: str, block: str) -> str:
    words: list[str] = []
    for text, placeholder in pieces(row.text.in_language(lang)):
        if not placeholder:
            words.append(_line_breaks(_escaped(text)))
            continue
        source = text[1:-1].strip()
        if source.startswith("table:"):
            target = source[len("table:"):].strip()
            words.append(f"`dice: [[{target}#^{block_id(target)}]]`")
        else:
            words.append(f"`dice: {source}`")
    words.extend(f" `dice: [[#^{block}]]`" for _ in range(row.again))
    return "".join(words).strip()


def _line_breaks(text: str) -> str:
    r"""Line breaks as `<br>`, the spaces and tabs beside them as `&#32;` and `&#9;` (a vault's
    table trims the spaces around a `<br>`; `table import` reads the entities back).

    >>> _line_breaks("Sí:\n  a\n\tb ")
    'Sí:<br>&#32;&#32;a<br>&#9;b '
    """
    def entities(match: re.Match[str]) -> str:
        return "".join(_ENTITIES[char] for char in match.group(0))

    return _BESIDE_BREAK.sub(entities, text).replace("\n", "<br>")


def _heading(name: str) -> str:
    r"""The name as a heading, its colon escaped where a vault's `Category: X` label would be read.

    >>> _heading("Dominion: Leadership"), _heading("Clima (día 2: tarde)")
    ('Dominion\\: Leadership', 'Clima (día 2: tarde)')
    """
    escaped = _escaped(name)
    return _LABEL_LIKE.sub(r"\1\\:", escaped, count=1)


def _escaped(text: str) -> str:
    r"""Words with Markdown's marks escaped, so they read back as the same words.

    >>> _escaped("a|b [c] <br> x_y &#32; &amp; & b")
    'a\\|b \\[c\\] \\<br\\> x\\_y &\\#32; \\&amp; & b'
    """
    return _ENTITY_LIKE.sub(r"\\&", _ESCAPED.sub(r"\\\1", text))
