"""A table file read from disk: the only module of `solo` that parses YAML.

Files are read with a safe loader (no Python tags: `!!python/...` is refused,
never run) that records the line of every mapping and key, so each problem
names its file and line. A file larger than `MAX_FILE_BYTES` is refused
before it is read; a file that is not UTF-8 too. With a home, a player's file
is read only if it really is inside it (`solo.tables.paths`).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from solo.errors import TableError, os_reason
from solo.tables.model import LineDict, Table, read_table
from solo.tables.paths import read_inside

MAX_FILE_BYTES = 1_000_000


class _DuplicateKeyError(yaml.MarkedYAMLError):
    """A key written twice in one mapping."""


class _LineLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """The safe loader, building `LineDict`s that know their lines.

    It parses with libyaml's C parser when PyYAML has it (about five times
    faster), else with PyYAML's own; both build only plain data.
    """


def _construct_map(loader: _LineLoader, node: yaml.MappingNode) -> Iterator[LineDict]:
    data = LineDict(line=node.start_mark.line + 1)
    yield data
    loader.flatten_mapping(node)
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, str | int | float | bool) and key is not None:
            raise yaml.constructor.ConstructorError(
                None, None, "unhashable key", key_node.start_mark)
        if key in data:
            raise _DuplicateKeyError(problem=repr(key),
                                     problem_mark=key_node.start_mark)
        data[key] = loader.construct_object(value_node, deep=True)
        data.key_lines[str(key)] = key_node.start_mark.line + 1


_LineLoader.add_constructor("tag:yaml.org,2002:map", _construct_map)


def parse_yaml(text: str, path: Path) -> Any:
    """Return the data of one YAML document, or raise `TableError` with the line."""
    from solo.syntax_reasons import yaml_reason

    try:
        return yaml.load(text, Loader=_LineLoader)
    except _DuplicateKeyError as error:
        raise TableError("table.duplicate_key", path=path, line=_line(error),
                         detail=error.problem) from None
    except yaml.constructor.ConstructorError as error:
        tag = error.problem or ""
        if "constructor for the tag" not in tag:
            raise TableError("table.yaml", path=path, line=_line(error),
                             detail=yaml_reason(tag)) from None
        raise TableError("table.unsafe_tag", path=path, line=_line(error), detail=tag) from None
    except yaml.MarkedYAMLError as error:
        raise TableError("table.yaml", path=path, line=_line(error),
                         detail=yaml_reason(error.problem or error.context or "")) from None
    except yaml.YAMLError as error:
        raise TableError("table.yaml", path=path, line=None,
                         detail=yaml_reason(str(error))) from None
    except RecursionError:
        raise TableError("table.too_nested", path=path, line=None) from None


def _line(error: yaml.MarkedYAMLError) -> int | None:
    mark = error.problem_mark or error.context_mark
    return mark.line + 1 if mark is not None else None


def read_file(path: Path, home: Path | None = None) -> Any:
    """Return the data of a table file, refusing big, unreadable or non-UTF-8 files.

    With `home`, the file must really be inside it (a link out of it is refused).
    """
    try:
        if home is not None:
            raw = read_inside(path, home, most=MAX_FILE_BYTES)
        else:
            size = path.stat().st_size
            if size > MAX_FILE_BYTES:
                raise TableError("table.too_big", path=path, line=None, size=size,
                                 most=MAX_FILE_BYTES)
            raw = path.read_bytes()
    except OSError as error:
        raise TableError("table.unreadable", path=path, line=None,
                         detail=os_reason(error)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise TableError("table.not_utf8", path=path, line=None) from None
    return parse_yaml(text, path)


def load_file(path: Path, home: Path | None = None) -> tuple[Table | None, list[TableError]]:
    """Read and check one table file: the table (None if broken) and its problems."""
    try:
        data = read_file(path, home)
    except TableError as error:
        return None, [error]
    return read_table(data, path)
