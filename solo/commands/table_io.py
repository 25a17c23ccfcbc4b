"""What `table import` and `table export` give back (kept apart so renderers import no reader)."""

from __future__ import annotations

from pathlib import Path

from solo.i18n import t
from solo.record import record


@record
class ImportedFile:
    """One table written by `table import`."""

    id: str
    name: str
    path: Path
    dice: str | None
    rows: int
    overrides: bool
    file: str = ""
    tool: str = ""
    replaced: bool = False
    """Written over the table an earlier import of the same source wrote."""
    unresolved: int = 0


@record
class Refused:
    """A table (or a file) `table import` did not write, and why, where its source says it."""

    file: str
    line: int | None
    pointer: str
    id: str
    message: str


@record
class TableImport:
    """What `table import` wrote, from which tools, in which language; what it refused."""

    file: str
    tool: str
    lang: str
    tables: tuple[ImportedFile, ...]
    refused: tuple[Refused, ...] = ()
    unresolved: int = 0
    """References kept as text: `table check` names them."""

    @property
    def exit_code(self) -> int:
        """One-shot: 1 when a table was refused (the others were written)."""
        return 1 if self.refused else 0


@record
class TableExport:
    """A table written as a Markdown note: its text, and the file it went to (if one)."""

    id: str
    lang: str
    markdown: str
    path: Path | None = None


def refused_line(item: Refused) -> str:
    """How a refused table is named to the player: its place in the source, and why."""
    where = item.file if item.line is None else t("error.where", path=item.file, line=item.line)
    if item.pointer:
        where = f"{where} ({item.pointer})"
    return t("table.import.refused", where=where, id=item.id or "-", problem=item.message)
