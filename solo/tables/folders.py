"""Where table files are: the bundled folder, the game systems' folders, files under a folder.

The bundled tables are the package `solo.bundled_tables` in an installed wheel,
or the top-level `tables/` folder of a checkout. The game systems' folders are
told by the registry (tables imports no system).

>>> folders = system_folders()
>>> folders == sorted(set(folders))
True
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

import solo

if TYPE_CHECKING:
    from pathlib import Path

BUNDLED_PACKAGE = "solo.bundled_tables"
SUFFIXES = (".yaml", ".yml")

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


def table_files(root: Path) -> list[Path]:
    """Every table file under `root` (or `root` itself if it is a file), sorted as paths sort.

    One `scandir` per folder, no `stat` of a plain file (its kind comes with its name) and no
    link to a folder followed, as `Path.rglob` did: a draw in a home of hundreds of tables lists
    them in a millisecond or two.
    """
    from pathlib import Path

    return [Path(name) for name in table_names(root)]


def table_names(root: Path) -> list[str]:
    """`table_files(root)` as the names of the files: a library of hundreds of the player's
    tables makes a `Path` only of the file it draws from."""
    if root.is_file():
        return [os.fspath(root)]
    if not root.is_dir():
        return []
    found: list[str] = []
    _walk(os.fspath(root), found)
    found.sort(key=_parts)
    return found


def _parts(name: str) -> list[str]:
    """How `Path` orders paths: part by part (`a/b` before `a-c`)."""
    return name.split(os.sep)


def _walk(folder: str, found: list[str]) -> None:
    try:
        with os.scandir(folder) as entries:
            listed = list(entries)
    except OSError:
        return
    for entry in listed:
        try:
            if entry.is_dir(follow_symlinks=False):
                _walk(entry.path, found)
            elif os.path.splitext(entry.name)[1] in SUFFIXES and entry.is_file():
                found.append(entry.path)
        except OSError:
            continue


def bundled_dir(package: str = BUNDLED_PACKAGE) -> Path | None:
    """Return the folder of the bundled tables: the installed package, or the checkout's."""
    from pathlib import Path

    for candidate in _package_dirs(package):
        if candidate.is_dir():
            return candidate
    checkout = Path(solo.__file__).resolve().parent.parent / "tables"
    return checkout if checkout.is_dir() else None


def _package_dirs(package: str) -> list[Path]:
    """The folders of `package` (a plain folder of data files is a namespace package), found
    without `importlib.resources` (a tenth of a `table roll`'s start)."""
    import importlib.util
    from pathlib import Path

    try:
        spec = importlib.util.find_spec(package)
    except ModuleNotFoundError:
        return []
    locations = spec.submodule_search_locations if spec is not None else None
    return [Path(location) for location in locations or ()]


def shipped_ids(root: Path | None, system_tables: Iterable[Path]) -> dict[Path, str]:
    """The id of every table solo ships, from its path: `<root>/<area>/<name>.yaml` holds
    `<area>/<name>`, `solo/systems/<system>/tables/<name>.yaml` holds `<system>/<name>` (a test
    checks every one; a draw that finds another id in the file says the table is unknown)."""
    found: dict[Path, str] = {}
    for folder, area in ([(root, "")] if root is not None else []) + [
            (folder, folder.parent.name + "/") for folder in system_tables]:
        found.update(_ids(folder, area))
    return found


def area_ids(root: Path, area: str) -> dict[Path, str]:
    """The ids `shipped_ids(root, ())` gives that start with `<area>/`, listing only that folder
    (nothing for a name that is not a plain folder of `root`: a link, `..`, a file)."""
    if area in ("", ".", "..") or os.sep in area or (os.altsep and os.altsep in area):
        return {}
    folder = root / area
    try:
        if folder.is_symlink() or not folder.is_dir():  # the full listing follows no link
            return {}
    except (OSError, ValueError):
        return {}
    return _ids(folder, area + "/")


def _ids(folder: Path, area: str) -> dict[Path, str]:
    return {path: area + path.relative_to(folder).with_suffix("").as_posix()
            for path in table_files(folder)}
