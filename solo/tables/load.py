"""Read table files from disk: the only module of `solo` that parses YAML.

What a bundled file parsed to is kept between runs (`solo.tables.parsed`): a file unchanged since
is not parsed again, and a draw from it imports no YAML.

Files are read with a safe loader (no Python tags: `!!python/...` is refused,
never run) that records the line of every mapping and key, so each problem
names its file and line. A file larger than `MAX_FILE_BYTES` is refused
before it is read. A broken file never stops the others from loading: its
problems are kept in `Library.problems`.

Where tables come from, in order:

1. the bundled tables: the package `solo.bundled_tables` in an installed
   wheel, or the top-level `tables/` folder of a checkout;
2. the player's tables, `<home>/tables/**/*.yaml`, then any `extra` files or
   folders. A player's table with the id of a bundled one replaces it; two
   files of the same origin with one id are an error (the first one stays).

A link under `<home>/tables/` that leads out of the home (a file or a folder)
is not followed: it is reported as a problem naming the link (`solo.tables.paths`).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import solo
from solo.errors import TableError
from solo.tables.folders import system_folders
from solo.tables.index import TableIndex, index_path
from solo.tables.library import Later, Library, Shelf
from solo.tables.model import LineDict, Table, read_table
from solo.tables.parsed import parsed_cache
from solo.tables.paths import inside, links_out, read_inside, real

MAX_FILE_BYTES = 1_000_000
BUNDLED_PACKAGE = "solo.bundled_tables"
SUFFIXES = (".yaml", ".yml")


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
                raise DuplicateKeyError(problem=f"duplicate key {key!r}",
                                        problem_mark=key_node.start_mark)
            data[key] = loader.construct_object(value_node, deep=True)
            data.key_lines[str(key)] = key_node.start_mark.line + 1

    LineLoader.add_constructor("tag:yaml.org,2002:map", construct_map)
    return yaml, LineLoader, DuplicateKeyError


def parse_yaml(text: str, path: Path) -> Any:
    """Return the data of one YAML document, or raise `TableError` with the line."""
    yaml, loader, duplicate_key = _parser()
    try:
        return yaml.load(text, Loader=loader)
    except duplicate_key as error:
        raise TableError("table.duplicate_key", path=path, line=_line(error),
                         detail=error.problem) from None
    except yaml.constructor.ConstructorError as error:
        tag = error.problem or ""
        key = "table.unsafe_tag" if "constructor for the tag" in tag else "table.yaml"
        raise TableError(key, path=path, line=_line(error), detail=tag) from None
    except yaml.MarkedYAMLError as error:
        raise TableError("table.yaml", path=path, line=_line(error),
                         detail=error.problem or error.context or "") from None
    except yaml.YAMLError as error:
        raise TableError("table.yaml", path=path, line=None, detail=str(error)) from None
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
                         detail=error.strerror or str(error)) from None
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


def table_files(root: Path) -> list[Path]:
    """Every table file under `root` (or `root` itself if it is a file), sorted."""
    if root.is_file():
        return [root]
    if not root.is_dir():
        return []
    return sorted(p for p in root.rglob("*") if p.suffix in SUFFIXES and p.is_file())


def bundled_dir(package: str = BUNDLED_PACKAGE) -> Path | None:
    """Return the folder of the bundled tables: the installed package, or the checkout's."""
    for candidate in _package_dirs(package):
        if candidate.is_dir():
            return candidate
    checkout = Path(solo.__file__).resolve().parent.parent / "tables"
    return checkout if checkout.is_dir() else None


def _package_dirs(package: str) -> list[Path]:
    """The folders of `package` (a plain folder of data files is a namespace package), found
    without `importlib.resources` (a tenth of a `table roll`'s start)."""
    try:
        spec = importlib.util.find_spec(package)
    except ModuleNotFoundError:
        return []
    locations = spec.submodule_search_locations if spec is not None else None
    return [Path(location) for location in locations or ()]


def load_library(home: Path | None = None, *, extra: Sequence[Path] = (),
                 bundled: Path | bool | None = True) -> Library:
    """The bundled tables, then `<home>/tables/` and `extra`, as a `Library`.

    `bundled=False` leaves the bundled tables out; a path replaces their folder. Which file holds
    which id comes from the home's index (`solo.tables.index`): a table is read when it is first
    asked for, and every file only when the library's problems are.
    """
    bundled_root = bundled_dir() if bundled is True else (bundled or None)
    shipped: dict[Path, str] = {}
    if bundled is True:  # every shipped file, listed once: the bundled folder's, then each system's
        shipped = shipped_ids(bundled_root, system_folders())
        bundled_files = list(shipped)
    else:
        bundled_files = table_files(bundled_root) if bundled_root is not None else []
    player_root = home / "tables" if home is not None else None
    if player_root is not None and bundled_root is not None and _same(player_root, bundled_root):
        player_root = None  # run from a checkout: its tables/ are the bundled ones
    player_files = table_files(player_root) if player_root is not None else []
    refused: list[TableError] = []
    if player_root is not None and home is not None:
        outside = links_out(player_root, home)
        refused = [TableError("table.link_outside", path=link, target=str(real(link)),
                              home=str(home)) for link in outside]
        player_files = [path for path in player_files
                        if not any(path == link or path.is_relative_to(link)
                                   for link in outside)]
    for path in extra:
        player_files.extend(table_files(path))
    stored = index_path(home, len(player_files)) if home is not None else None
    return _Reader(bundled_files, player_files, home, shipped).library(stored, refused)


def shipped_ids(root: Path | None, system_tables: Iterable[Path]) -> dict[Path, str]:
    """The id of every table solo ships, from its path: `<root>/<area>/<name>.yaml` holds
    `<area>/<name>`, `solo/systems/<system>/tables/<name>.yaml` holds `<system>/<name>` (a test
    checks every one; a draw that finds another id in the file says the table is unknown)."""
    found: dict[Path, str] = {}
    for folder, area in ([(root, "")] if root is not None else []) + [
            (folder, folder.parent.name + "/") for folder in system_tables]:
        found.update({path: area + path.relative_to(folder).with_suffix("").as_posix()
                      for path in table_files(folder)})
    return found


class _Reader:
    """Reads the files of one library, each at most once."""

    def __init__(self, bundled_files: list[Path], player_files: list[Path],
                 home: Path | None, shipped: dict[Path, str]) -> None:
        self.bundled, self.player, self.home = bundled_files, player_files, home
        self.shipped = shipped
        self._kept = home / "tables" if home is not None else None
        self._players = set(player_files)
        self._read: dict[Path, tuple[Table | None, list[TableError]]] = {}

    def load(self, path: Path) -> tuple[Table | None, list[TableError]]:
        """The table in `path` and its problems (read once; a player's, never through a link out
        of the home)."""
        if path not in self._read:
            guarded = (path in self._players and self._kept is not None
                       and inside(path, self._kept))
            self._read[path] = load_file(path, self.home if guarded else None,
                                         keep=path not in self._players)
        return self._read[path]

    def library(self, stored: Path | None, refused: list[TableError]) -> Library:
        """The library, its files found through the index kept at `stored` (if any)."""
        index = _INDEXES.get(stored) or (TableIndex.read(stored) if stored else TableIndex())
        _INDEXES[stored] = index
        ids: dict[Path, str | None] = dict(self.shipped)
        ids.update(index.ids([path for path in (*self.bundled, *self.player)
                              if path not in self.shipped], self._id_of))
        if stored is not None:
            index.write(stored)
        where: dict[str, Path] = {}
        overridden: list[str] = []
        for origin, files in (("bundled", self.bundled), ("player", self.player)):
            mine: set[str] = set()
            for path in files:
                table_id = ids.get(path)
                if table_id is None or table_id in mine:
                    continue
                mine.add(table_id)
                if origin == "player" and table_id in where:
                    overridden.append(table_id)
                where[table_id] = path

        def table(table_id: str) -> Table | None:
            found, _problems = self.load(where[table_id])
            return found if found is not None and found.id == table_id else None

        def problems() -> list[TableError]:
            every = build_library(self.bundled, self.player, home=self.home, load=self.load)
            return [*refused, *every.problems]

        return Library(Shelf(where, table), Later(problems), tuple(overridden))

    def _id_of(self, path: Path) -> str | None:
        found, _problems = self.load(path)
        return found.id if found is not None else None


_INDEXES: dict[Path | None, TableIndex] = {}
"""The index of each home, read once per process (the shell draws many times)."""


def _same(first: Path, second: Path) -> bool:
    try:
        return first.resolve() == second.resolve()
    except OSError:
        return False


def build_library(bundled_files: Iterable[Path], player_files: Iterable[Path], *,
                  home: Path | None = None,
                  load: Callable[[Path], tuple[Table | None, list[TableError]]] | None = None,
                  ) -> Library:
    """Load files into a `Library`: player tables override bundled ones.

    Player files under `<home>/tables/` must really be inside `home` (no link out).
    """
    kept = home / "tables" if home is not None else None
    tables: dict[str, Table] = {}
    problems: list[TableError] = []
    overridden: list[str] = []
    for origin, files in (("bundled", bundled_files), ("player", player_files)):
        mine: dict[str, Table] = {}
        for path in files:
            guarded = origin == "player" and kept is not None and inside(path, kept)
            table, errors = (load(path) if load is not None
                             else load_file(path, home if guarded else None))
            problems.extend(errors)
            if table is None:
                continue
            first = mine.get(table.id)
            if first is not None:
                problems.append(TableError("table.duplicate_id", path=path, line=table.line,
                                           id=table.id, other=str(first.path)))
                continue
            mine[table.id] = table
            if origin == "player" and table.id in tables:
                overridden.append(table.id)
            tables[table.id] = table
    return Library(tables, tuple(problems), tuple(overridden))
