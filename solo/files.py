"""Files a player names: read only when they are regular files, never past a size limit (stdlib).

A path typed by the player (`table import FILE`, `table check PATH`) may name a device
(`/dev/zero` never ends), a FIFO (opening it waits for a writer that may never come), a
socket or a folder. Such a path is opened without waiting (`O_NONBLOCK`), what was opened
is checked with `fstat` — not the path, which may change meanwhile — and only a regular
file is read, at most one byte past the limit: a size is never taken on trust from `stat`.

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     path = os.path.join(folder, "t.yaml")
...     with open(path, "wb") as file:
...         _ = file.write(b"12345")
...     read_regular(path, most=5)
b'12345'
>>> try:
...     read_regular(os.devnull, most=5)
... except NotRegular as error:
...     error.folder
False
"""

from __future__ import annotations

import os
import stat
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


class NotRegular(Exception):
    """The path names something other than a regular file (`folder`: a folder)."""

    def __init__(self, folder: bool) -> None:
        super().__init__(folder)
        self.folder = folder


class TooBig(Exception):
    """The file holds more than `most` bytes (`size`: as many as are known)."""

    def __init__(self, size: int, most: int) -> None:
        super().__init__(size, most)
        self.size, self.most = size, most


def read_regular(path: Path | str, most: int, *, follow_links: bool = True) -> bytes:
    """The bytes of the regular file at `path`, at most `most` of them.

    Raises `NotRegular` (a folder, a device, a FIFO, a socket), `TooBig` (found while
    reading: `most + 1` bytes at the most are read), or the `OSError` of opening or reading
    it. With `follow_links=False` a link in the path's last place is refused (`ELOOP`).
    """
    flags = os.O_RDONLY | _NONBLOCK | (0 if follow_links else _NOFOLLOW)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
    except OSError:
        os.close(fd)
        raise
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise NotRegular(folder=stat.S_ISDIR(info.st_mode))
    with os.fdopen(fd, "rb") as file:
        data = file.read(most + 1)
        if len(data) > most:
            raise TooBig(max(info.st_size, len(data)), most)
        return data


def kind_of(path: Path | str) -> str:
    """What `path` names, links followed: `file` (a regular one), `folder`, `missing` or `other`
    (a device, a FIFO, a socket: nothing a player's file can be).

    >>> kind_of(os.devnull), kind_of("/"), kind_of("/nonexistent-solo-path")
    ('other', 'folder', 'missing')
    """
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return "missing"
    if stat.S_ISREG(mode):
        return "file"
    return "folder" if stat.S_ISDIR(mode) else "other"
