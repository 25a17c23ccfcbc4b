"""`table import FILE`: a table from another tool, written as a solo table of the player's.

Markdown (`.md`) is read as Obsidian Dice Roller tables, JSON as Datasworn
oracles, YAML as a plain single-language table. Every table the file holds is
checked as solo will load it before anything is written; then each goes to
`<home>/tables/<id>.yaml` (never over an existing file), its `source` naming
the file and the tool.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from solo.commands.base import Context
from solo.errors import InputError, TableError, os_reason
from solo.record import record
from solo.tables.import_json import TOOL as JSON_TOOL
from solo.tables.import_json import read_json
from solo.tables.import_markdown import TOOL as MARKDOWN_TOOL
from solo.tables.import_markdown import read_markdown
from solo.tables.imported import ImportedTable, from_plain, slug, to_yaml
from solo.tables.model import ID_PATTERN, read_table
from solo.tables.paths import write_new

PLAIN_TOOL = "YAML"
DEFAULT_AREA = "mias"


@record
class ImportedFile:
    """One table written by `table import`."""

    id: str
    name: str
    path: Path
    dice: str | None
    rows: int
    overrides: bool


@record
class TableImport:
    """What `table import FILE` wrote, from which tool, in which language."""

    file: str
    tool: str
    lang: str
    tables: tuple[ImportedFile, ...]


def run_import(ctx: Context, args: argparse.Namespace) -> TableImport:
    """Read FILE, check every table it holds, then write them all."""
    path: Path = args.file
    name = path.name
    tool, found = _read(path, name)
    lang = args.lang or ctx.lang
    library = ctx.library()
    ids = _ids(found, args.table_id, path)
    texts = [(table_id, table, to_yaml(table, table_id, lang, tool))
             for table_id, table in zip(ids, found, strict=True)]
    for table_id, _table, text in texts:
        _check(text, table_id, name)
    written = tuple(ImportedFile(table_id, table.name, write_new(ctx.home, table_id, text),
                                 table.dice, len(table.rows), table_id in library)
                    for table_id, table, text in texts)
    ctx.forget_tables()
    return TableImport(name, tool, lang, written)


def _read(path: Path, name: str) -> tuple[str, list[ImportedTable]]:
    from solo.files import NotRegular, TooBig, read_regular
    from solo.tables.yaml_file import MAX_FILE_BYTES, parse_yaml

    typed = str(path)  # as the player gave it: a refusal names the path, not just its name
    try:
        text = read_regular(path, MAX_FILE_BYTES).decode("utf-8-sig")
    except TooBig as big:
        raise InputError("table.import.too_big", file=typed, most=big.most) from None
    except NotRegular as other:
        key = "table.import.folder" if other.folder else "table.import.not_a_file"
        raise InputError(key, file=typed) from None
    except FileNotFoundError:
        raise InputError("table.import.missing", file=typed) from None
    except IsADirectoryError:
        raise InputError("table.import.folder", file=typed) from None
    except OSError as error:
        raise InputError("table.import.unreadable", file=typed,
                         detail=os_reason(error)) from None
    except UnicodeDecodeError:
        raise InputError("table.import.not_utf8", file=typed) from None
    suffix = path.suffix.lower()
    if suffix in (".json",) or (suffix not in (".md", ".markdown", ".yaml", ".yml")
                                and text.lstrip()[:1] in ("{", "[")):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            from solo.syntax_reasons import json_reason

            raise InputError("table.import.bad_json", file=name, line=error.lineno,
                             detail=json_reason(error.msg)) from None
        except RecursionError:
            raise InputError("table.import.too_deep", file=name) from None
        return JSON_TOOL, read_json(data, name)
    if suffix in (".yaml", ".yml"):
        return PLAIN_TOOL, from_plain(parse_yaml(text, path), name)
    return MARKDOWN_TOOL, read_markdown(text, name)


def _ids(found: list[ImportedTable], wanted: str | None, path: Path) -> list[str]:
    base = wanted.strip().lower() if wanted else f"{DEFAULT_AREA}/{slug(path.stem)}"
    if not ID_PATTERN.fullmatch(base):
        raise InputError("table.bad_new_id", id=base)
    if len(found) == 1:
        return [base]
    ids: list[str] = []
    for table in found:
        candidate = f"{base}/{slug(table.key or table.name)}"
        number = 2
        while candidate in ids:
            candidate = f"{base}/{slug(table.key or table.name)}-{number}"
            number += 1
        ids.append(candidate)
    return ids


def _check(text: str, table_id: str, name: str) -> None:
    from solo.tables.yaml_file import parse_yaml

    where = Path(name)
    table, problems = read_table(parse_yaml(text, where), where)
    if table is None or problems:
        first = problems[0] if problems else TableError("table.not_mapping", path=where)
        raise InputError("table.import.invalid", file=name, id=table_id,
                         problem=first.message(), count=len(problems))
