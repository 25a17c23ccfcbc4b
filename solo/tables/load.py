"""Load the tables a session can draw on into a `Library` (what a shipped file parsed to is kept
between runs: `solo.tables.parsed`).

Where tables come from, in order:

1. the bundled tables (`solo.tables.folders.bundled_dir`) and the game systems' own (a system's
   folder is listed only when one of its ids, or every id, is asked for: `solo.tables.places`);
2. the player's tables, `<home>/tables/**/*.yaml`, then any `extra` files or
   folders. A player's table with the id of a bundled one replaces it; two
   files of the same origin with one id are an error (the first one stays).

Each file is read by `solo.tables.yaml_file`; a broken file never stops the
others from loading: its problems are kept in `Library.problems`. A link under
`<home>/tables/` that leads out of the home (a file or a folder) is not
followed: it is reported as a problem naming the link (`solo.tables.paths`).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from solo.errors import TableError
from solo.tables.folders import (
    BUNDLED_PACKAGE,
    SUFFIXES,
    bundled_dir,
    shipped_ids,
    system_folders,
    table_files,
    table_names,
)
from solo.tables.index import TableIndex, index_path
from solo.tables.library import Later, Library, Shelf
from solo.tables.model import Table
from solo.tables.paths import inside, links_out, real
from solo.tables.places import Places, ShippedTables
from solo.tables.yaml_file import MAX_FILE_BYTES, load_file, parse_yaml, read_file

__all__ = [  # what callers have always found here, wherever it now lives
    "BUNDLED_PACKAGE", "MAX_FILE_BYTES", "SUFFIXES", "build_library", "bundled_dir", "load_file",
    "load_library", "parse_yaml", "read_file", "shipped_ids", "system_folders", "table_files",
]


def load_library(home: Path | None = None, *, extra: Sequence[Path] = (),
                 bundled: Path | bool | None = True) -> Library:
    """The bundled tables, then `<home>/tables/` and `extra`, as a `Library`.

    `bundled=False` leaves the bundled tables out; a path replaces their folder. Which file holds
    which id comes from the home's index (`solo.tables.index`): a table is read when it is first
    asked for, and every file only when the library's problems are.
    """
    bundled_root = bundled_dir() if bundled is True else (bundled or None)
    shipped: ShippedTables | None = None
    bundled_files: list[Path] = []
    if bundled is True:  # listed a folder at a time, when one of its ids is asked for
        shipped = ShippedTables(bundled_root)
    elif bundled_root is not None:
        bundled_files = table_files(bundled_root)
    player_root = home / "tables" if home is not None else None
    if player_root is not None and bundled_root is not None and _same(player_root, bundled_root):
        player_root = None  # run from a checkout: its tables/ are the bundled ones
    player_files = table_names(player_root) if player_root is not None else []
    refused: list[TableError] = []
    if player_root is not None and home is not None:
        outside = links_out(player_root, home)
        refused = [TableError("table.link_outside", path=link, target=str(real(link)),
                              home=str(home)) for link in outside]
        cut = [(os.fspath(link), os.fspath(link) + os.sep) for link in outside]
        player_files = [name for name in player_files
                        if not any(name == link or name.startswith(below) for link, below in cut)]
    for path in extra:
        player_files.extend(table_names(path))
    stored = index_path(home, len(player_files)) if home is not None else None
    return _Reader(bundled_files, player_files, home, shipped).library(stored, refused)


class _Reader:
    """Reads the files of one library, each at most once. The player's files are kept by name
    (hundreds of them: a `Path` is made of the one drawn from)."""

    def __init__(self, bundled_files: list[Path], player_files: list[str],
                 home: Path | None, shipped: ShippedTables | None = None) -> None:
        self.bundled, self.player, self.home = bundled_files, player_files, home
        self.shipped = shipped
        self._kept = home / "tables" if home is not None else None
        self._players = set(player_files)
        self._read: dict[Path, tuple[Table | None, list[TableError]]] = {}

    def load(self, path: Path) -> tuple[Table | None, list[TableError]]:
        """The table in `path` and its problems (read once; a player's, never through a link out
        of the home)."""
        if path not in self._read:
            mine = os.fspath(path) in self._players
            guarded = mine and self._kept is not None and inside(path, self._kept)
            self._read[path] = load_file(path, self.home if guarded else None, keep=not mine)
        return self._read[path]

    def library(self, stored: Path | None, refused: list[TableError]) -> Library:
        """The library, its files found through the index kept at `stored` (if any)."""
        index = _INDEXES.get(stored) or (TableIndex.read(stored) if stored else TableIndex())
        _INDEXES[stored] = index
        ids = index.ids([*self.bundled, *self.player], self._id_of)  # shipped: by their place
        if stored is not None:
            index.write(stored)
        mine_bundled: dict[str, Path] = {}
        for path in self.bundled:
            table_id = ids.get(path)
            if table_id is not None:
                mine_bundled.setdefault(table_id, path)  # the first file of an id stays
        mine_player: dict[str, str] = {}
        for name in self.player:
            table_id = ids.get(name)
            if table_id is not None:
                mine_player.setdefault(table_id, name)
        where = Places(mine_bundled, mine_player, self.shipped)

        def table(table_id: str) -> Table | None:
            found, _problems = self.load(where[table_id])
            return found if found is not None and found.id == table_id else None

        def problems() -> list[TableError]:
            shipped = list(self.shipped.every()) if self.shipped is not None else []
            every = build_library([*self.bundled, *shipped], [Path(n) for n in self.player],
                                  home=self.home, load=self.load)
            return [*refused, *every.problems]

        return Library(Shelf(where, table), Later(problems), Later(where.overridden))

    def _id_of(self, path: Path | str) -> str | None:
        found, _problems = self.load(Path(path))
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
