"""One campaign, one writer at a time: an advisory lock held while a command changes it.

The shell and one-shot commands on the same campaign take turns: whoever comes second
waits (and, after a moment, says it is waiting) until the first has written its state and
its journal lines. A command lets go of the lock while a question waits for the player
(`released`), and takes it again to save the next step.
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
    held = _HELD.get(key)
    if held is not None:
        held[1] += 1
        try:
            yield
        finally:
            held[1] -= 1
        return
    folder.mkdir(parents=True, exist_ok=True)
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(folder / LOCK_FILE, flags, 0o600)
    try:
        _acquire(fd, on_wait)
        _HELD[key] = [fd, 1]
        try:
            yield
        finally:
            del _HELD[key]
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


@contextlib.contextmanager
def released(folder: Path, on_wait: Callable[[], None] | None = None) -> Iterator[bool]:
    """Let other processes take the campaign while the block runs (a question waits for the
    player), and take it back after; yields whether it was let go (held once, by this block's
    caller, and not on a system without locks)."""
    held = _HELD.get(str(folder.resolve()))
    if held is None or held[1] != 1 or fcntl is None:
        yield False
        return
    fcntl.flock(held[0], fcntl.LOCK_UN)
    try:
        yield True
    finally:
        _acquire(held[0], on_wait)


_HELD: dict[str, list[int]] = {}
"""Each campaign folder this process holds: the lock file's descriptor and how many hold it."""


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
