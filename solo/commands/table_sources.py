"""The files one `table import` reads: a file, several, or every note of a folder.

A folder is walked in name order, its hidden files and folders (`.obsidian`,
`.trash`) left out, links to folders not followed; Markdown notes, JSON and
YAML files are read. Each file is read only when it is a regular file, never
past `MAX_FILE_BYTES` (`solo.files`). A file named on its own that cannot be
read, or holds no table, stops the import with one line; in a folder (or among
several files) it is reported and the others are imported — a note without a
table is simply not a table file.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from solo.errors import InputError, SoloError, TableError, os_reason
from solo.record import record
from solo.tables.import_json import TOOL as JSON_TOOL
from solo.tables.import_json import read_json
from solo.tables.import_markdown import TOOL as MARKDOWN_TOOL
from solo.tables.import_markdown import read_markdown
from solo.tables.imported import MAX_FILE_BYTES, MAX_FILES, ImportedTable, id_part, slug

PLAIN_TOOL = "YAML"
SUFFIXES = (".md", ".markdown", ".json", ".yaml", ".yml")


@record
class Source:
    """One file to import: where it is, its name as shown, the id its tables start from."""

    path: Path
    shown: str
    base: str
    alone: bool
    """Named on its own (a problem stops the import) rather than found in a folder."""


@record
class Read:
    """What one file gave: its tool, its tables, or the problem that kept it out."""

    source: Source
    tool: str
    tables: tuple[ImportedTable, ...] = ()
    problem: SoloError | None = None


def sources(paths: list[Path], wanted: str | None, area: str) -> list[Source]:
    """The files to read, each with the id its tables start from (`--id`, else `area/…`)."""
    alone = len(paths) == 1
    found: list[Source] = []
    for path in paths:
        kind = _kind(path)
        if kind == "folder":
            root = wanted if wanted and alone else (
                f"{wanted}/{slug(path.resolve().name)}" if wanted
                else f"{area}/{slug(path.resolve().name)}")
            found.extend(_folder(path, root))
        elif kind == "file":
            base = wanted if wanted and alone else (
                f"{wanted}/{slug(path.stem)}" if wanted else f"{area}/{slug(path.stem)}")
            found.append(Source(path, path.name, base, alone=True))
        else:
            raise InputError("table.import.not_a_file" if kind == "other"
                             else "table.import.missing", file=str(path))
        if len(found) > MAX_FILES:
            raise InputError("table.import.too_many_files", most=MAX_FILES)
    return found


def _kind(path: Path) -> str:
    from solo.files import kind_of

    return kind_of(path)


def _folder(folder: Path, root: str) -> list[Source]:
    found: list[Source] = []
    top = folder.resolve().name
    for here, folders, files in os.walk(folder, followlinks=False):
        folders[:] = sorted(name for name in folders if not name.startswith("."))
        relative = Path(here).relative_to(folder).parts
        for name in sorted(files):
            path = Path(here) / name
            if name.startswith(".") or path.suffix.lower() not in SUFFIXES:
                continue
            parts = [slug(part) for part in relative] + [slug(path.stem)]
            shown = "/".join([top, *relative, name])
            found.append(Source(path, shown, "/".join([root, *parts]), alone=False))
            if len(found) > MAX_FILES:
                raise InputError("table.import.too_many_files", most=MAX_FILES)
    return found


def read_source(source: Source) -> Read:
    """The tables of one file (a problem, instead, when it cannot be read)."""
    suffix = source.path.suffix.lower()
    tool = (JSON_TOOL if suffix == ".json" else PLAIN_TOOL if suffix in (".yaml", ".yml")
            else MARKDOWN_TOOL)
    try:
        text = read_text(source)
        if suffix not in SUFFIXES and text.lstrip()[:1] in ("{", "["):
            tool = JSON_TOOL
        tables = _parsed(text, tool, source)
    except SoloError as problem:
        if source.alone:
            raise
        return Read(source, tool, problem=problem)
    if not tables:
        if source.alone:
            raise InputError("table.import.no_table", file=source.shown)
        return Read(source, tool)
    return Read(source, tool, tuple(tables))


def read_text(source: Source) -> str:
    """The file's text: a regular file, at most `MAX_FILE_BYTES`, in UTF-8."""
    from solo.files import NotRegular, TooBig, read_regular

    typed = str(source.path) if source.alone else source.shown
    try:
        limit = _likely_size(source.path)  # `read_regular` sets aside as many bytes as it
        try:  # may read: not 16 MB for a note
            data = read_regular(source.path, limit)
        except TooBig:
            if limit >= MAX_FILE_BYTES:
                raise
            data = read_regular(source.path, MAX_FILE_BYTES)  # grown since it was measured
        return data.decode("utf-8-sig")
    except TooBig as big:
        raise InputError("table.import.too_big", file=typed, most=big.most) from None
    except NotRegular as other:
        key = "table.import.folder" if other.folder else "table.import.not_a_file"
        raise InputError(key, file=typed) from None
    except FileNotFoundError:
        raise InputError("table.import.missing", file=typed) from None
    except OSError as error:
        raise InputError("table.import.unreadable", file=typed,
                         detail=os_reason(error)) from None
    except UnicodeDecodeError:
        raise InputError("table.import.not_utf8", file=typed) from None


def _likely_size(path: Path) -> int:
    """A limit for reading the file: its size now and some room, never past `MAX_FILE_BYTES`."""
    try:
        size = path.stat().st_size
    except OSError:
        size = 0  # `read_regular` says what is wrong with it
    return min(MAX_FILE_BYTES, size + (1 << 16))


def _parsed(text: str, tool: str, source: Source) -> list[ImportedTable]:
    if tool == JSON_TOOL:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            from solo.syntax_reasons import json_reason

            raise InputError("table.import.bad_json", file=source.shown, line=error.lineno,
                             detail=json_reason(error.msg)) from None
        except RecursionError:
            raise InputError("table.import.too_deep", file=source.shown) from None
        return read_json(data, source.shown)
    if tool == PLAIN_TOOL:
        from solo.tables.import_plain import from_plain
        from solo.tables.yaml_file import parse_yaml

        try:
            return from_plain(parse_yaml(text, Path(source.shown)), source.shown)
        except TableError:
            if source.alone:
                raise
            return []  # a YAML file of a folder that is not a table
        except InputError as problem:
            if source.alone or problem.key != "table.import.no_table":
                raise
            return []
    return read_markdown(text, source.shown)


def ruleset_of(tables: tuple[ImportedTable, ...]) -> str:
    """The Datasworn ruleset a file's oracles belong to (their ids' first part), if any."""
    first = next((table.ident for table in tables if table.ident), "")
    return id_part(first.split("/", 1)[0]) if first else ""
