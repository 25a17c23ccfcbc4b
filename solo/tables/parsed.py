"""What each table file's YAML parsed to, kept between runs: an unchanged file is not parsed again.

Importing the YAML parser and parsing cost a one-shot `table roll` more than the rest of its
start. So the data a file parsed to (its mappings with the lines they came from, see `LineDict`)
is kept in the user's cache folder (`$XDG_CACHE_HOME/solo/tables/parsed-1/`, else under
`~/.cache`), one small file per table file (named by a checksum of its path), beside the index
(`solo.tables.index`), never in the home. An entry holds the file's path and bytes as they were
parsed: it serves only that file with the same bytes, so an edit is seen at once, whatever its
time stamp. An entry that cannot be read is ignored; one that cannot be written is not kept.
Data the cache cannot hold (a YAML timestamp) is parsed every time.

>>> data = LineDict(line=1, id="x/a", rows=[LineDict(line=3, text=LineDict(es="uno", line=3))])
>>> data.key_lines["rows"] = 2
>>> again = decode(encode(data))
>>> again == data, again.line, again.key_lines, again["rows"][0].line
(True, 1, {'rows': 2}, 3)
"""

from __future__ import annotations

import contextlib
import marshal
import os
import zlib
from typing import TYPE_CHECKING, Any

from solo.tables.reader import LineDict

if TYPE_CHECKING:
    from pathlib import Path

VERSION = 1
MAX_ENTRY_BYTES = 200_000
"""A larger file is not kept."""

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
    """File -> (its bytes, what they parsed to): one small cache file per table file, in
    `folder`, read only when that table is (a draw reads one)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder

    def _file(self, name: str) -> Path | None:
        """Where the entry of the file `name` (an absolute path) is kept."""
        if self.folder is None:
            return None
        stem = os.path.splitext(os.path.basename(name))[0][:40]
        return self.folder / f"{zlib.crc32(os.fsencode(name)):08x}-{stem}.marshal"

    def get(self, path: Path, raw: bytes) -> Any | None:
        """What `raw` (the bytes of `path`) parsed to last time, or None."""
        name = os.path.abspath(path)
        kept = self._file(name)
        if kept is None:
            return None
        try:
            with open(kept, "rb") as handle:
                entry = marshal.load(handle)
            if entry[:3] != (VERSION, name, raw):  # another file, or changed since
                return None
            return decode(entry[3])
        except (OSError, ValueError, EOFError, TypeError, IndexError, KeyError):
            return None

    def put(self, path: Path, raw: bytes, data: Any) -> None:
        """Keep what `raw` parsed to (nothing if the cache cannot be written)."""
        name = os.path.abspath(path)
        kept = self._file(name)
        if kept is None or len(raw) > MAX_ENTRY_BYTES:
            return
        try:
            entry = marshal.dumps((VERSION, name, raw, encode(data)))
        except (_Unkept, ValueError):
            return
        temporary = kept.with_name(f".{kept.name}.{os.getpid()}.tmp")
        try:
            kept.parent.mkdir(parents=True, exist_ok=True)
            temporary.write_bytes(entry)
            os.replace(temporary, kept)  # a reader sees the old entry or the new, never half
        except OSError:
            with contextlib.suppress(OSError):
                temporary.unlink()


def cache_folder() -> Path | None:
    """Where the cache lives (None: no home folder to find the user's cache in)."""
    from pathlib import Path

    try:
        root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    except (RuntimeError, OSError):
        return None
    return root / "solo" / "tables" / f"parsed-{VERSION}"


_CACHE: ParsedCache | None = None


def parsed_cache() -> ParsedCache:
    """The cache of this process."""
    global _CACHE  # noqa: PLW0603  (one per process, made when first asked for)
    if _CACHE is None:
        _CACHE = ParsedCache(cache_folder())
    return _CACHE
