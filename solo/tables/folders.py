"""Where the game systems' bundled tables are: told by the registry (tables imports no system).

>>> folders = system_folders()
>>> folders == sorted(set(folders))
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

_PROVIDERS: list[Callable[[], Iterable[Path]]] = []


def register_tables(provider: Callable[[], Iterable[Path]]) -> None:
    """Add a source of bundled table folders (called when the folders are first needed)."""
    _PROVIDERS.append(provider)


def system_folders() -> list[Path]:
    """Every registered folder of system tables, sorted, each once."""
    return sorted({folder for provider in _PROVIDERS for folder in provider() if folder.is_dir()})
