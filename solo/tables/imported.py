"""A table read from another tool's file, before it becomes a solo table (stdlib only).

`table import` reads Obsidian Dice Roller notes (`solo.tables.import_markdown`),
Datasworn JSON (`solo.tables.import_json`) and plain YAML lists
(`solo.tables.import_plain`) into `ImportedTable`s. A row's text is kept in
pieces: the player's own words, inline dice (`Roll`, from `` `dice: 1d6` ``) and
references to other tables (`Link`, from `` `dice: [[Note#^block]]` `` or a
Datasworn oracle roll), which are resolved only once every table of the import
is known (`solo.tables.import_links`); `solo.tables.import_write` then writes the
solo table. Every row and table remembers where it is in its source — a line, a
JSON pointer — so that a problem is named where the player can find it.

The limits are per table and per row, not per file: a whole official release
file imports, each of its tables checked on its own.

>>> row = ImportedRow("1-2", ("Aparecen ", Roll("1d4"), " lobos"), line=7)
>>> row.plain
'Aparecen {1d4} lobos'
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from solo.errors import TableError
from solo.record import record

MAX_ROWS = 1000
"""The most rows one imported table may have."""
MAX_ROW_CHARS = 4000
"""The most characters one imported row's text may have."""
MAX_FILE_BYTES = 16 * 1024 * 1024
"""The largest file `table import` reads (a whole official Datasworn release is 1–3 MB)."""
MAX_FILES = 5000
"""The most files one `table import` of a folder reads."""
MAX_NAME_CHARS = 200
"""The most characters of an imported table's name (a longer heading is cut)."""


@record
class Roll:
    """Inline dice in a row (`` `dice: 1d6` ``): rolled when the row is drawn."""

    dice: str


@record
class Link:
    """A reference to another table, resolved once the whole import is known.

    `kind` is `note` (an Obsidian link: `target` is `Note#^block`), `column` (Dice Roller's roll
    on one column of that table, `column` its header: a draw on the table of that column alone,
    made by the import) or `oracle` (a Datasworn oracle: `target` is its id as solo writes it,
    `starforged/core/action`); `shown` is what the row keeps when the reference cannot be
    resolved.
    """

    kind: str
    target: str
    shown: str
    column: str = ""


Piece = str | Roll | Link
"""A part of an imported row's text: the player's words, inline dice or a reference."""


@record
class ImportedRow:
    """One row: its range as written (None for a row of a list), its text and where it is."""

    range: str | None
    pieces: tuple[Piece, ...]
    line: int | None = None
    """The row's line in its Markdown source."""
    pointer: str = ""
    """The row's JSON pointer in its Datasworn source."""
    again: int = 0
    """Extra draws on the same table (Datasworn's "Roll twice")."""
    fallback: tuple[Piece, ...] = ()
    """What the row says when a reference of its `pieces` cannot be resolved (a Datasworn
    template's row keeps its own text); empty: each unresolved reference shows as written."""
    cells: tuple[tuple[Piece, ...], ...] = ()
    """A Markdown row's text cells one by one (under the table's `headers`), for a draw on one
    column."""

    @property
    def plain(self) -> str:
        """The text as pieces would read with every reference unresolved (for messages)."""
        return "".join(piece if isinstance(piece, str) else
                       f"{{{piece.dice}}}" if isinstance(piece, Roll) else piece.shown
                       for piece in self.pieces)


@record
class ImportedTable:
    """One table found in a file: its name, dice (None: equal weights), rows and place."""

    name: str
    dice: str | None
    rows: tuple[ImportedRow, ...]
    file: str
    """The source file as the player knows it (relative to the folder imported)."""
    key: str = ""
    """A short name for the table's id when a file holds several (block id, heading, key)."""
    line: int | None = None
    pointer: str = ""
    ident: str = ""
    """A Datasworn oracle's own id as solo writes it (`starforged/planet/desert/atmosphere`)."""
    block: str = ""
    """The Obsidian block id (`^titles`) that links name it by, lower case."""
    contexts: tuple[str, ...] = ()
    """What tells it apart from a table of the same name, nearest first (collections,
    the headings above its own, the note)."""
    always_context: bool = False
    """Whether the name always carries its nearest context (a Datasworn oracle's collection)."""
    description: str = ""
    problem: TableError | None = None
    """Why this table cannot be imported (a row without a range…), found while reading it."""
    headers: tuple[str, ...] = ()
    """A Markdown table's headers over its rows' `cells` (the range column left out)."""

    @property
    def where(self) -> str:
        """The table's place in its source: `file, line 12` or `file#/pointer`."""
        if self.pointer:
            return f"{self.file}#{self.pointer}"
        return f"{self.file}:{self.line}" if self.line is not None else self.file


def too_long(rows: Sequence[ImportedRow]) -> ImportedRow | None:
    """The first row whose text is over `MAX_ROW_CHARS`, if any.

    >>> too_long([ImportedRow("1", ("x" * 5000,))]).range
    '1'
    """
    return next((row for row in rows if sum(len(p) if isinstance(p, str) else 20
                                            for p in row.pieces) > MAX_ROW_CHARS), None)


def size_problem(table: ImportedTable) -> TableError | None:
    """Why a table is too small or too big to import (no rows, too many, a row too long)."""
    if not table.rows:
        return TableError("table.import.empty", path=table.file, line=table.line)
    if len(table.rows) > MAX_ROWS:
        return TableError("table.import.rows_over", path=table.file, line=table.line,
                          count=len(table.rows), most=MAX_ROWS)
    long_row = too_long(table.rows)
    if long_row is not None:
        return TableError("table.import.row_over", path=table.file,
                          line=long_row.line or table.line,
                          row=table.rows.index(long_row) + 1, most=MAX_ROW_CHARS)
    return None


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


def id_part(text: str) -> str:
    """One part of an id taken from another tool's id: its underscores kept.

    >>> id_part("Observed_From Space"), id_part("_x"), id_part("*")
    ('observed_from-space', 'x', '')
    """
    lowered = text.lower().replace("ñ", "\x00")
    plain = "".join(c for c in unicodedata.normalize("NFKD", lowered)
                    if not unicodedata.combining(c)).replace("\x00", "ñ")
    return re.sub(r"[^a-z0-9ñ_]+", "-", plain).strip("-_")[:60].strip("-_")


def stem(file: str) -> str:
    """A file's name without folder or extension.

    >>> stem("Oracles/Core/Core_Action.md"), stem("lista")
    ('Core_Action', 'lista')
    """
    base = file.replace("\\", "/").rsplit("/", 1)[-1]
    return base.rsplit(".", 1)[0] if "." in base else base
