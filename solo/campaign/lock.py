"""One campaign, one writer at a time: an advisory lock held for the whole of a command.

The shell and one-shot commands on the same campaign take turns: whoever comes second
waits (and, after a moment, says it is waiting) until the first has written its state and
its journal lines.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - not on Linux/macOS: no locking, one process at a time
    fcntl = None  # type: ignore[assignment]

LOCK_FILE = ".lock"
WAIT_NOTICE_AFTER = 1.0
"""Seconds to wait quietly before telling the player another solo holds the campaign."""
_POLL = 0.05


@contextlib.contextmanager
def campaign_lock(folder: Path, on_wait: Callable[[], None] | None = None) -> Iterator[None]:
    """Hold the campaign's lock while the block runs (re-entrant within one process)."""
    key = str(folder.resolve())
    if _HELD.get(key):
        _HELD[key] += 1
        try:
            yield
        finally:
            _HELD[key] -= 1
        return
    folder.mkdir(parents=True, exist_ok=True)
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(folder / LOCK_FILE, flags, 0o600)
    try:
        _acquire(fd, on_wait)
        _HELD[key] = 1
        try:
            yield
        finally:
            del _HELD[key]
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


_HELD: dict[str, int] = {}


def _acquire(fd: int, on_wait: Callable[[], None] | None) -> None:
    if fcntl is None:  # pragma: no cover
        return
    started = time.monotonic()
    told = False
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if not told and on_wait is not None and time.monotonic() - started > WAIT_NOTICE_AFTER:
                on_wait()
                told = True
            time.sleep(_POLL)
