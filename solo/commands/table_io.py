"""What `table import` and `table export` give back (kept apart so renderers import no reader)."""

from __future__ import annotations

from pathlib import Path

from solo.i18n import t
from solo.record import record
from solo.text import inert

SHOWN_ONE_BY_ONE = 12
"""Up to this many tables imported, each gets its own line; more, one line per source file."""


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
    """How a refused table is named to the player: its place in the source, and why (a file
    refused whole: its message names it)."""
    if not item.id:
        return t("table.import.refused_file", problem=item.message)
    where = item.file if item.line is None else t("error.where", path=item.file, line=item.line)
    if item.pointer:
        where = f"{where} ({item.pointer})"
    return t("table.import.refused", where=where, id=item.id or "-", problem=item.message)


def import_lines(result: TableImport) -> list[tuple[str, str]]:
    """What `table import` says, line by line, each with its style: the tables refused, then
    (last, where a long list of refusals does not scroll it away) the tables written (one line
    each, or per file when many), those updated, the references kept, how many were refused."""
    lines: list[tuple[str, str]] = [(refused_line(item), "problem") for item in result.refused]
    if len(result.tables) <= SHOWN_ONE_BY_ONE:
        lines.extend((t("table.view.imported", file=item.file, tool=item.tool, lang=result.lang,
                        id=item.id, path=str(item.path), rows=item.rows), "success")
                     for item in result.tables)
    else:
        by_file: dict[tuple[str, str], list[str]] = {}
        for item in result.tables:
            by_file.setdefault((item.file, item.tool), []).append(item.id)
        if len(by_file) > SHOWN_ONE_BY_ONE:
            lines.append((t("table.view.imported_many", count=len(result.tables),
                            files=len(by_file), lang=result.lang), "success"))
        else:
            lines.extend((t("table.view.imported_file", file=file, tool=tool, count=len(ids),
                            lang=result.lang, first=ids[0]), "success")
                         for (file, tool), ids in by_file.items())
    replaced = sum(1 for item in result.tables if item.replaced)
    if replaced:
        lines.append((t("table.view.import_replaced", count=replaced), "muted"))
    if result.unresolved:
        lines.append((t("table.view.import_unresolved", count=result.unresolved), "warning"))
    if len(result.refused) > 1:
        lines.append((t("table.view.import_refused", count=len(result.refused)), "problem"))
    return lines


def import_text(result: TableImport) -> str:
    """`table import` as plain lines (one-shot: no rich)."""
    return "\n".join(inert(line, newlines=False) for line, _style in import_lines(result))
