"""A table file read from disk: the only module of `solo` that parses YAML.

What a bundled file parsed to is kept between runs (`solo.tables.parsed`): a file unchanged since
is not parsed again, and a draw from it imports no YAML.

Files are read with a safe loader (no Python tags: `!!python/...` is refused,
never run) that records the line of every mapping and key, so each problem
names its file and line. A file larger than `MAX_FILE_BYTES` is refused
before it is read; a file that is not UTF-8 too. With a home, a player's file
is read only if it really is inside it (`solo.tables.paths`).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING, Any

from solo.errors import TableError
from solo.tables.model import LineDict, Table, read_table
from solo.tables.parsed import parsed_cache
from solo.tables.paths import read_inside, read_table_file

if TYPE_CHECKING:
    from pathlib import Path

MAX_FILE_BYTES = 1_000_000


@cache
def _parser() -> tuple[Any, type, Any]:
    """PyYAML, the safe loader building `LineDict`s that know their lines, and the error of a key
    written twice: made when a file is first parsed (a draw from the cache imports no YAML).

    The loader parses with libyaml's C parser when PyYAML has it (about five times faster), else
    with PyYAML's own; both build only plain data.
    """
    import yaml

    class DuplicateKeyError(yaml.MarkedYAMLError):
        """A key written twice in one mapping."""

    class LineLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
        """The safe loader, building `LineDict`s."""

    def construct_map(loader: Any, node: Any) -> Iterator[LineDict]:
        data = LineDict(line=node.start_mark.line + 1)
        yield data
        loader.flatten_mapping(node)
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if not isinstance(key, str | int | float | bool) and key is not None:
                raise yaml.constructor.ConstructorError(
                    None, None, "unhashable key", key_node.start_mark)
            if key in data:
                raise DuplicateKeyError(problem=repr(key), problem_mark=key_node.start_mark)
            data[key] = loader.construct_object(value_node, deep=True)
            data.key_lines[str(key)] = key_node.start_mark.line + 1

    LineLoader.add_constructor("tag:yaml.org,2002:map", construct_map)
    return yaml, LineLoader, DuplicateKeyError


def parse_yaml(text: str, path: Path) -> Any:
    """Return the data of one YAML document, or raise `TableError` with the line."""
    from solo.syntax_reasons import yaml_reason

    yaml, loader, duplicate_key = _parser()
    try:
        return yaml.load(text, Loader=loader)
    except duplicate_key as error:
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


def _line(error: Any) -> int | None:
    mark = error.problem_mark or error.context_mark
    return mark.line + 1 if mark is not None else None


def read_file(path: Path, home: Path | None = None, *, keep: bool = False) -> Any:
    """Return the data of a table file, refusing big, unreadable or non-UTF-8 files.

    With `home`, the file must really be inside it (a link out of it is refused). With `keep`
    (a table solo ships: a bounded set), what it parses to is kept between runs.
    """
    raw = (read_inside(path, home, most=MAX_FILE_BYTES) if home is not None
           else read_table_file(path, MAX_FILE_BYTES))
    cache = parsed_cache() if keep else None
    kept = cache.get(path, raw) if cache is not None else None
    if kept is not None:
        return kept
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise TableError("table.not_utf8", path=path, line=None) from None
    data = parse_yaml(text, path)
    if cache is not None:
        cache.put(path, raw, data)
    return data


def load_file(path: Path, home: Path | None = None, *,
              keep: bool = False) -> tuple[Table | None, list[TableError]]:
    """Read and check one table file: the table (None if broken) and its problems (`keep`: see
    `read_file`)."""
    try:
        data = read_file(path, home, keep=keep)
    except TableError as error:
        return None, [error]
    return read_table(data, path)
