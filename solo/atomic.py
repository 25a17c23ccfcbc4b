"""Write a file so that it is always either the old or the new version."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path


def write_atomic(path: Path, text: str | bytes | Iterable[str]) -> None:
    """Write `text` to a temporary file, fsync it, then rename it over `path`.

    `text` may be pieces, written as they come (memory stays flat however long the file).
    A link at `path` is replaced by the file, never written through.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    pieces = [text] if isinstance(text, str | bytes) else text
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            for piece in pieces:
                handle.write(piece.encode("utf-8") if isinstance(piece, str) else piece)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp_name)
        raise
    fsync_folder(path.parent)


def remove_stale_temporaries(folder: Path) -> None:
    """Delete temporary files a killed process left half-written (the real files are intact)."""
    if folder.is_dir():
        for stale in folder.glob(".*.tmp"):
            with contextlib.suppress(OSError):
                stale.unlink()


def fsync_folder(folder: Path) -> None:
    """Flush a folder's entries to disk (a rename in it survives a power cut)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
