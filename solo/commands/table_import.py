"""`table import PATH…`: tables from the player's vault and the official oracles, alive.

A file, several, or a folder (`solo.commands.table_sources`) are read whole:
Obsidian Dice Roller notes, Datasworn JSON, plain YAML. Every table gets an id
the player can tell apart — a Datasworn oracle its own id
(`starforged/planet/desert/atmosphere`), a note's table the note's path and,
when the note holds several, its block id or heading — and the links and rolls
between them are resolved across the whole import (`solo.tables.import_links`).
Each table is checked as solo will load it, at its source's own lines (and
JSON pointer); a broken one is reported and the others are written (`--strict`:
all or nothing). A table goes to `<home>/tables/<id>.yaml`: a new file, or the
file an earlier import of the same source wrote (re-importing updates it);
never over a table of the player's own.
"""

from __future__ import annotations

import argparse
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

from solo.commands.base import Context, subcommand
from solo.commands.table_io import ImportedFile, Refused, TableImport
from solo.commands.table_sources import Read, read_source, read_text, ruleset_of, sources
from solo.errors import InputError, SoloError, TableError
from solo.i18n import LANGUAGES, t
from solo.record import record
from solo.tables.import_json import TOOL as JSON_TOOL
from solo.tables.import_links import (
    References,
    collection_tables,
    column_tables,
    names,
    solo_rows,
)
from solo.tables.import_write import SoloTable, plain_data, to_yaml
from solo.tables.imported import ImportedTable, size_problem, slug
from solo.tables.load import MAX_FILE_BYTES as MAX_TABLE_BYTES
from solo.tables.model import ID_PATTERN, read_table

DEFAULT_AREA = "mias"


@record
class _Entry:
    table: ImportedTable
    id: str
    read: Read


def add_parser(subs: Any) -> None:
    """`table import PATH… [--id ID] [--lang es|en] [--strict]`."""
    made = subcommand(subs, "import", "table.sub.import", run_import,
                      help=t("table.cmd.import"))
    made.add_argument("files", type=Path, nargs="+", metavar="PATH",
                      help=t("table.cmd.import_file"))
    made.add_argument("--id", dest="table_id", metavar="ID", help=t("table.cmd.import_id"))
    made.add_argument("--lang", "--idioma", choices=LANGUAGES, metavar="es|en",
                      help=t("table.cmd.import_lang"))
    made.add_argument("--strict", "--estricto", action="store_true",
                      help=t("table.cmd.import_strict"))


def run_import(ctx: Context, args: argparse.Namespace) -> TableImport:
    """Read every file, resolve, check every table, then write the good ones."""
    paths: list[Path] = args.files
    wanted = args.table_id.strip().lower() if args.table_id else None
    if wanted is not None and not ID_PATTERN.fullmatch(wanted):
        raise InputError("table.bad_new_id", id=wanted)
    reads = [read_source(source) for source in sources(paths, wanted, DEFAULT_AREA)]
    lang = args.lang or ctx.lang
    library = ctx.library()
    entries = _entries(reads, wanted)
    rulesets = {ruleset_of(read.tables) for read in reads} - {""}
    references = References([(entry.table, entry.id) for entry in entries],
                            known=lambda table_id: table_id in library,
                            oracle_id=lambda ident: _oracle_id(ident, wanted, rulesets))
    for made in (column_tables, collection_tables):
        entries += [_Entry(table, table_id, entries[index].read) for index, table, table_id
                    in made([(entry.table, entry.id) for entry in entries], references)]
    shown = names([entry.table for entry in entries])
    refused = [_file_refused(read) for read in reads if read.problem is not None]
    ready: list[tuple[_Entry, SoloTable, bool]] = []
    for entry, name in zip(entries, shown, strict=True):
        solo = _solo_table(entry, name, lang, references)
        problem, solo = _checked(entry, solo)
        replacing = False
        if problem is None:
            problem, replacing = _place_problem(ctx, entry, solo)
        if problem is not None:
            refused.append(problem)
        else:
            ready.append((entry, solo, replacing))
    if refused and (args.strict or not ready):
        raise _nothing_written(refused, len(entries))
    references.refused = {item.id for item in refused if item.id and item.id not in library}
    if references.refused:  # a row drawing on a refused table keeps its text, as written
        ready = [(entry, replace(solo, rows=solo_rows(entry.table, references)), replacing)
                 for entry, solo, replacing in ready]
    written = tuple(_write(ctx, entry, solo, replacing) for entry, solo, replacing in ready)
    ctx.forget_tables()
    files = list(dict.fromkeys(read.source.shown for read in reads))
    tools = list(dict.fromkeys(read.tool for read in reads if read.tables))
    return TableImport(", ".join(files) if len(files) <= 3 else str(paths[0]),
                       ", ".join(tools), lang, written, tuple(refused),
                       sum(item.unresolved for item in written))


def _entries(reads: list[Read], wanted: str | None) -> list[_Entry]:
    """Each table with its id: a Datasworn oracle's own, else the file's (and its key)."""
    entries: list[_Entry] = []
    taken: Counter[str] = Counter()
    rulesets = {ruleset_of(read.tables) for read in reads} - {""}
    for read in reads:
        alone = len(read.tables) == 1
        for table in read.tables:
            if table.ident:
                candidate = _oracle_id(table.ident, wanted, rulesets)
            elif alone:
                candidate = read.source.base
            else:
                candidate = f"{read.source.base}/{slug(table.key or table.name)}"
            taken[candidate] += 1
            unique = candidate if taken[candidate] == 1 else f"{candidate}-{taken[candidate]}"
            entries.append(_Entry(table, unique, read))
    return entries


def _oracle_id(ident: str, wanted: str | None, rulesets: set[str]) -> str:
    """An oracle's solo id: its own, its ruleset replaced by `--id` when one is given."""
    ruleset, _, rest = ident.partition("/")
    if wanted and ruleset in rulesets:
        return f"{wanted}/{rest}"
    return ident


def _solo_table(entry: _Entry, name: str, lang: str, references: References) -> SoloTable:
    table = entry.table
    return SoloTable(entry.id, name, table.dice, solo_rows(table, references), lang,
                     f"{table.file} ({entry.read.tool})", table.description, table.line)


def _checked(entry: _Entry, solo: SoloTable) -> tuple[Refused | None, SoloTable]:
    """The table's first problem, as solo would read it, at the source's line (and pointer)."""
    table = entry.table
    problems = _problems(table, solo)
    if not problems:
        return None, solo
    if table.pointer and entry.read.tool == JSON_TOOL:
        table, solo = _located(entry, solo)
        problems = _problems(table, solo) or problems
    return _refused(table, entry.id, problems[0], len(problems)), solo


def _problems(table: ImportedTable, solo: SoloTable) -> list[SoloError]:
    """What keeps the table out: a problem found reading it, else what solo's reader finds."""
    if table.problem is not None:
        again = size_problem(table)  # with the rows' lines, once they are known
        return [again if again is not None and again.key == table.problem.key
                else table.problem]
    problems: list[SoloError] = list(read_table(plain_data(solo), Path(table.file))[1])
    size = len(to_yaml(solo).encode("utf-8"))
    if not problems and size > MAX_TABLE_BYTES:  # the library would not load what is written
        problems.append(TableError("table.import.written_over", path=table.file,
                                   line=table.line, size=size, most=MAX_TABLE_BYTES))
    return problems


def _located(entry: _Entry, solo: SoloTable) -> tuple[ImportedTable, SoloTable]:
    """The JSON table with the lines of its rows, read again from its file."""
    from solo.tables.json_lines import line_of, lines_of_items

    table = entry.table
    try:
        text = read_text(entry.read.source)
    except SoloError:
        return table, solo
    rows_pointer = table.rows[0].pointer.rsplit("/", 1)[0] if table.rows else ""
    lines = lines_of_items(text, rows_pointer) if rows_pointer else []
    by_index = {f"{rows_pointer}/{number}": line for number, line in enumerate(lines)}
    line = line_of(text, table.pointer)
    rows = tuple(replace(row, line=by_index.get(row.pointer)) for row in table.rows)
    located = replace(table, line=line, rows=rows)
    solo_rows_ = tuple(replace(solo_row, line=row.line)
                       for solo_row, row in zip(solo.rows, rows, strict=True))
    return located, replace(solo, line=line, rows=solo_rows_)


def _refused(table: ImportedTable, table_id: str, problem: SoloError, count: int) -> Refused:
    line = (problem.line if isinstance(problem, TableError) else None) or table.line
    bare = SoloError.message(problem)
    more = t("table.import.more_problems", count=count - 1) if count > 1 else ""
    return Refused(table.file, line, table.pointer, table_id, f"{bare}{more}")


def _file_refused(read: Read) -> Refused:
    problem = read.problem
    assert problem is not None
    return Refused(read.source.shown, None, "", "", problem.message())


def _place_problem(ctx: Context, entry: _Entry, solo: SoloTable) -> tuple[Refused | None, bool]:
    """Whether the table's file may be written: new, or one an import of its source wrote."""
    target = ctx.home / "tables" / f"{solo.id}.yaml"
    if not (target.exists() or target.is_symlink()):
        return None, False
    existing = ctx.library().by_id.get(solo.id)
    same_file = existing is not None and existing.path is not None and _same(existing.path,
                                                                             target)
    if same_file and existing is not None and _same_source(existing.source, solo.source,
                                                           bool(entry.table.ident)):
        return None, True
    return Refused(entry.table.file, entry.table.line, entry.table.pointer, solo.id,
                   t("table.import.exists", path=str(target))), False


def _same(first: Path, second: Path) -> bool:
    try:
        return first.resolve() == second.resolve()
    except OSError:
        return False


def _same_source(existing: str | None, new: str, oracle: bool) -> bool:
    """An import of the same file again, or (a Datasworn oracle, whose id is its own) any
    release of the same oracles."""
    if existing is None:
        return False
    tool = f"({JSON_TOOL})"
    return existing == new or (oracle and existing.endswith(tool) and new.endswith(tool))


def _write(ctx: Context, entry: _Entry, solo: SoloTable, replacing: bool) -> ImportedFile:
    from solo.tables.paths import replace_table, write_new

    overrides = not replacing and solo.id in ctx.library()
    text = to_yaml(solo)
    path = (replace_table if replacing else write_new)(ctx.home, solo.id, text)
    return ImportedFile(solo.id, solo.name, path, solo.dice, len(solo.rows), overrides,
                        entry.table.file, entry.read.tool, replacing,
                        sum(1 for row in solo.rows if row.unresolved))


def _nothing_written(refused: list[Refused], tables: int) -> InputError:
    first = refused[0]
    where = first.file if first.line is None else t("error.where", path=first.file,
                                                    line=first.line)
    if first.pointer:
        where = f"{where} ({first.pointer})"
    if not first.id:  # a file refused whole: its message names it already
        if len(refused) == 1:
            return InputError("table.import.nothing_file", problem=first.message)
        return InputError("table.import.nothing_more_file", problem=first.message,
                          count=len(refused), tables=tables)
    if len(refused) == 1:
        return InputError("table.import.nothing", where=where, problem=first.message)
    return InputError("table.import.nothing_more", where=where, problem=first.message,
                      count=len(refused), tables=tables)
