"""Which table each file holds, kept between runs: a draw reads only the files it draws from.

The index maps a file (its absolute path) to the id of the table in it, `None` when the file is
broken, together with the file's size and modification time: an entry whose file changed since is
read again, so a table written, edited or removed by hand is seen at once. A library of at least
`INDEXED_FROM` files has its index kept between runs in the user's cache folder
(`$XDG_CACHE_HOME/solo/tables/`, else `~/.cache/solo/tables/`, one file per home): never in the
home, which holds only what the player saved. A smaller library is read in a few milliseconds
and its index lives for the run. An index that cannot be read is rebuilt; one that cannot be
written is kept for this run only.

>>> import tempfile
>>> from pathlib import Path
>>> folder = Path(tempfile.mkdtemp())
>>> (folder / "a.yaml").write_text("id: x/a")
7
>>> index = TableIndex()
>>> list(index.ids([folder / "a.yaml"], lambda path: "x/a").values())
['x/a']
>>> index.ids([folder / "a.yaml"], lambda path: "never read: unchanged")[folder / "a.yaml"]
'x/a'
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path

INDEXED_FROM = 32
HEADER = "solo table index 2"
"""The first field of a kept index: another one (an older format) is rebuilt."""

Entry = tuple[int, int, str | None]


def index_path(home: Path, files: int) -> Path | None:
    """Where the index of the library in `home` is kept; None: for this run only (few files)."""
    if files < INDEXED_FROM:
        return None
    try:
        cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    except (RuntimeError, OSError):  # no home folder to find the cache in
        return None
    return cache / "solo" / "tables" / f"{_name(os.fsencode(os.path.abspath(home))):016x}.index"


def _name(data: bytes) -> int:
    """FNV-1a, 64 bits, of `data`: a home's index file name with no hashing module imported (a
    clash only makes two homes rebuild each other's index: it holds absolute paths).

    >>> f"{_name(b'a'):016x}"
    'af63dc4c8601ec8c'
    """
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def _key(name: str) -> tuple[int, int] | None:
    try:
        status = os.stat(name)
    except OSError:
        return None
    return status.st_mtime_ns, status.st_size


class TableIndex:
    """File → table id, refreshed for the files that changed."""

    def __init__(self, entries: dict[str, Entry] | None = None) -> None:
        self._entries = dict(entries or {})
        self.changed = False

    @classmethod
    def read(cls, path: Path) -> TableIndex:
        """The index kept at `path` (empty when missing, unreadable or of another format).

        The file is `HEADER`, then path, modification time, size and id (empty: broken) of each
        file, every field ended by a NUL (no file name holds one): read with a `split`, no
        JSON module to import on the way to a draw.
        """
        try:
            fields = path.read_bytes().decode("utf-8", "surrogateescape").split("\0")
            if fields[0] != HEADER or len(fields) % 4 != 2 or fields[-1]:
                return cls()
            entries = {fields[at]: (int(fields[at + 1]), int(fields[at + 2]),
                                    fields[at + 3] or None)
                       for at in range(1, len(fields) - 1, 4)}
        except (OSError, ValueError):
            return cls()
        return cls(entries)

    def write(self, path: Path) -> None:
        """Keep the index at `path` if it changed (a cache that cannot be written: no index)."""
        if not self.changed:
            return
        from solo.atomic import write_atomic

        fields = [HEADER]
        for name, (mtime, size, table_id) in sorted(self._entries.items()):
            fields += [name, str(mtime), str(size), table_id or ""]
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, ("\0".join(fields) + "\0").encode("utf-8", "surrogateescape"))
        except OSError:
            return
        self.changed = False

    def ids(self, files: Iterable[Path | str],
            read_id: Callable[[Path | str], str | None]) -> dict[Path | str, str | None]:
        """The table id of every file (a `Path` or its name; `None`: broken), reading only those
        that changed."""
        found: dict[Path | str, str | None] = {}
        seen: set[str] = set()
        for path in files:
            name = os.fspath(path)
            if not os.path.isabs(name):
                name = os.path.abspath(name)
            seen.add(name)
            key = _key(name)
            entry = self._entries.get(name)
            if key is not None and entry is not None and entry[:2] == key:
                found[path] = entry[2]
                continue
            table_id = read_id(path)
            found[path] = table_id
            if key is not None:
                self._entries[name] = (*key, table_id)
                self.changed = True
        for name in set(self._entries) - seen:  # files removed since
            del self._entries[name]
            self.changed = True
        return found
