"""Where the game systems' bundled tables are: told by the registry (tables imports no system).

>>> folders = system_folders()
>>> folders == sorted(set(folders))
True
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

_PROVIDERS: list[Callable[[], Iterable[Path]]] = []
_REGISTRY = "solo.systems"
"""The registry of game systems: importing it registers their folders (`register_tables`)."""


def register_tables(provider: Callable[[], Iterable[Path]]) -> None:
    """Add a source of bundled table folders (called when the folders are first needed)."""
    _PROVIDERS.append(provider)


def system_folders() -> list[Path]:
    """Every registered folder of system tables, sorted, each once.

    The registry is imported by name when nothing has imported it yet (a one-shot `table roll`
    reaches the tables without it; the tables import no system).
    """
    if _REGISTRY not in sys.modules:
        importlib.import_module(_REGISTRY)
    return sorted({folder for provider in _PROVIDERS for folder in provider() if folder.is_dir()})
