"""`table export ID --markdown [--to FILE]`: a table as an Obsidian Dice Roller note.

The note (`solo.tables.export_markdown`) is printed, or written to a new FILE
(never over an existing one); `table import` reads it back to the same table.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from solo.commands.base import Context, complete_with, subcommand
from solo.commands.table_io import TableExport
from solo.errors import InputError, os_reason
from solo.i18n import LANGUAGES, t
from solo.text import inert


def add_parser(subs: Any) -> None:
    """`table export ID [--markdown] [--to FILE] [--lang es|en]`."""
    made = subcommand(subs, "export", "table.sub.export", run_export,
                      help=t("table.cmd.export"))
    complete_with(made.add_argument("id", metavar="ID", help=t("table.cmd.id")), "tables")
    made.add_argument("--markdown", action="store_true", help=t("table.cmd.export_markdown"))
    made.add_argument("--to", "--a", dest="to", type=Path, metavar="FILE",
                      help=t("table.cmd.export_to"))
    made.add_argument("--lang", "--idioma", choices=LANGUAGES, metavar="es|en",
                      help=t("table.cmd.export_lang"))


def run_export(ctx: Context, args: argparse.Namespace) -> TableExport:
    """Write the table as a note: printed, or to a new file."""
    from solo.tables.export_markdown import markdown_note

    table = ctx.library().get(args.id)
    if table.columns is not None:
        raise InputError("table.export.two_dice", id=table.id)
    lang = args.lang or ctx.lang
    text = markdown_note(table, lang)
    if args.to is None:
        return TableExport(table.id, lang, text)
    return TableExport(table.id, lang, text, _written(args.to, text))


def _written(path: Path, text: str) -> Path:
    """`text` in a new file at `path` (refused when anything has that name)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0),
                     0o644)
    except FileExistsError:
        raise InputError("table.export.exists", path=str(path)) from None
    except OSError as error:
        raise InputError("table.export.unwritable", path=str(path),
                         detail=os_reason(error)) from None
    with os.fdopen(fd, "w", encoding="utf-8") as file:
        file.write(text)
    return path


def export_text(result: TableExport) -> str:
    """What one-shot prints: the note itself, or where it was written."""
    if result.path is not None:
        return t("table.view.exported", id=result.id, path=str(result.path))
    return inert(result.markdown.rstrip("\n"))
