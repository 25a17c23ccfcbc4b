"""What each table file's YAML parsed to, kept between runs: an unchanged file is not parsed again.

Importing the YAML parser and parsing cost a one-shot `table roll` more than the rest of its
start. So the data a file parsed to (its mappings with the lines they came from, see `LineDict`)
is kept in the user's cache folder (`$XDG_CACHE_HOME/solo/tables/parsed-1.marshal`, else under
`~/.cache`), one file for every table, beside the index (`solo.tables.index`), never in the home.
An entry holds the file's bytes as they were parsed: it serves only a file whose bytes are the
same, so an edit is seen at once, whatever its time stamp. Entries of files gone are dropped when
the cache is written (once, as the program ends, when something was parsed). A cache that cannot
be read is ignored; one that cannot be written is not kept. Data the cache cannot hold (a YAML
timestamp) is parsed every time.

>>> data = LineDict(line=1, id="x/a", rows=[LineDict(line=3, text=LineDict(es="uno", line=3))])
>>> data.key_lines["rows"] = 2
>>> again = decode(encode(data))
>>> again == data, again.line, again.key_lines, again["rows"][0].line
(True, 1, {'rows': 2}, 3)
"""

from __future__ import annotations

import marshal
import os
from typing import TYPE_CHECKING, Any

from solo.tables.reader import LineDict

if TYPE_CHECKING:
    from pathlib import Path

VERSION = 1
MAX_ENTRY_BYTES = 200_000
"""A larger file is not kept (the cache is read whole by every draw)."""

_MAPPING, _TUPLE, _SET = "m", "t", "s"
_SCALARS = (str, int, float, bool, bytes, type(None))


class _Unkept(Exception):
    """A value the cache cannot hold."""


def encode(data: Any) -> Any:
    """Parsed YAML data as values `marshal` writes (`_Unkept` for one it cannot)."""
    if isinstance(data, LineDict):
        return (_MAPPING, data.line, dict(data.key_lines),
                [(encode(key), encode(value)) for key, value in data.items()])
    if isinstance(data, list):
        return [encode(item) for item in data]
    if isinstance(data, tuple):
        return (_TUPLE, [encode(item) for item in data])
    if isinstance(data, set):
        return (_SET, [encode(item) for item in data])
    if isinstance(data, _SCALARS):
        return data
    raise _Unkept(type(data).__name__)


def decode(data: Any) -> Any:
    """The parsed data `encode` wrote."""
    if isinstance(data, list):
        return [decode(item) for item in data]
    if isinstance(data, tuple):
        if data[0] == _MAPPING:
            mapping = LineDict({decode(key): decode(value) for key, value in data[3]},
                               line=data[1])
            mapping.key_lines.update(data[2])
            return mapping
        items = [decode(item) for item in data[1]]
        return tuple(items) if data[0] == _TUPLE else set(items)
    return data


class ParsedCache:
    """File -> (its bytes, what they parsed to), read once per process, written at its end."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._entries: dict[str, tuple[bytes, Any]] | None = None
        self._changed = False

    def _read(self) -> dict[str, tuple[bytes, Any]]:
        if self._entries is None:
            self._entries = {}
            if self.path is not None:
                try:
                    with open(self.path, "rb") as handle:
                        kept = marshal.load(handle)
                    if isinstance(kept, dict) and kept.get("version") == VERSION:
                        self._entries = dict(kept["files"])
                except (OSError, ValueError, EOFError, TypeError, KeyError):
                    self._entries = {}
        return self._entries

    def get(self, path: Path, raw: bytes) -> Any | None:
        """What `raw` (the bytes of `path`) parsed to last time, or None."""
        entry = self._read().get(os.path.abspath(path))
        if entry is None or entry[0] != raw:
            return None
        try:
            return decode(entry[1])
        except (IndexError, TypeError, ValueError):
            return None

    def put(self, path: Path, raw: bytes, data: Any) -> None:
        """Keep what `raw` parsed to (written when the program ends)."""
        if self.path is None or len(raw) > MAX_ENTRY_BYTES:
            return
        try:
            encoded = encode(data)
        except _Unkept:
            return
        self._read()[os.path.abspath(path)] = (raw, encoded)
        if not self._changed:
            self._changed = True
            import atexit

            atexit.register(self.write)

    def write(self) -> None:
        """Write the cache if it changed, without the files gone since (nothing if it cannot)."""
        if not self._changed or self.path is None:
            return
        files = {name: entry for name, entry in self._read().items() if os.path.isfile(name)}
        try:
            from solo.atomic import write_atomic

            write_atomic(self.path, marshal.dumps({"version": VERSION, "files": files}))
        except (OSError, ValueError):
            return
        self._changed = False


def cache_path() -> Path | None:
    """Where the cache lives (None: no home folder to find the user's cache in)."""
    from pathlib import Path

    try:
        root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    except (RuntimeError, OSError):
        return None
    return root / "solo" / "tables" / f"parsed-{VERSION}.marshal"


_CACHE: ParsedCache | None = None


def parsed_cache() -> ParsedCache:
    """The cache of this process."""
    global _CACHE  # noqa: PLW0603  (one per process, made when first asked for)
    if _CACHE is None:
        _CACHE = ParsedCache(cache_path())
    return _CACHE
