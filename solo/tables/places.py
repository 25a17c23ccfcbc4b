"""Which file holds each table id, the shipped folders listed only when needed.

A library's ids come from three places, in this order of precedence: the player's files
(`<home>/tables/` and any extra ones), the bundled folder, then the folders of the game systems'
own tables. A shipped table's id is its place (`folders.shipped_ids`): `<area>/<name>` in the
bundled folder's `<area>/`, `<system>/<name>` in a system's folder. So an id is looked for in
the player's files, then in the bundled folder's `<area>/` alone, then in the folders of systems
named `<area>`: `table roll core/giros` lists one folder and imports no system, and Fragmentos'
presagio lists the bundled `fragmentos/` (none) and the Fragmentos folder. Asking for every id (a
listing, a close name, the library's problems) lists every folder, as before.

>>> from pathlib import Path
>>> class NoSystems(ShippedTables):
...     def folders(self):
...         raise AssertionError("no folder listed")
>>> places = Places({"core/a": Path("b/core/a.yaml")}, {"mine/x": Path("h/mine/x.yaml")},
...                 NoSystems(None))
>>> places["core/a"], "mine/x" in places, "nada" in places
(PosixPath('b/core/a.yaml'), True, False)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING

from solo.tables.folders import area_ids, shipped_ids, system_folders

if TYPE_CHECKING:
    from pathlib import Path


class ShippedTables:
    """The files solo ships: the bundled folder's (`root`) and the game systems' folders, listed
    an area (a folder of `root`, a system's name) at a time, when one of its ids is asked for."""

    def __init__(self, root: Path | None) -> None:
        self.root = root
        self._folders: list[Path] | None = None
        self._bundled_areas: dict[str, dict[str, Path]] = {}
        self._system_areas: dict[str, dict[str, Path]] = {}

    def folders(self) -> list[Path]:
        """Every system folder, sorted (the registry is imported the first time)."""
        if self._folders is None:
            self._folders = system_folders()
        return self._folders

    def where(self, table_id: str) -> Path | None:
        """The shipped file holding `table_id` (the bundled folder's first, then the systems'
        folders in their sorted order, the first file of an id in each), or None."""
        area, slash, _name = table_id.partition("/")
        if not slash:  # only a file at the top of the bundled folder has such an id
            return next((path for path, found in self._root_files().items()
                         if found == table_id), None)
        found = self._listed(self._bundled_areas, area, self._bundled_area).get(table_id)
        if found is None:
            found = self._listed(self._system_areas, area, self._system_area).get(table_id)
        return found

    @staticmethod
    def _listed(areas: dict[str, dict[str, Path]], area: str,
                list_area: Callable[[str], dict[Path, str]]) -> dict[str, Path]:
        """Id → the first file holding it, of one area (listed once)."""
        if area not in areas:
            found: dict[str, Path] = {}
            for path, table_id in list_area(area).items():
                found.setdefault(table_id, path)
            areas[area] = found
        return areas[area]

    def _bundled_area(self, area: str) -> dict[Path, str]:
        return area_ids(self.root, area) if self.root is not None else {}

    def _system_area(self, area: str) -> dict[Path, str]:
        return shipped_ids(None, [folder for folder in self.folders()
                                  if folder.parent.name == area])

    def _root_files(self) -> dict[Path, str]:
        return shipped_ids(self.root, ())

    def every(self) -> dict[Path, str]:
        """Every shipped file and the id it holds: the bundled folder's, then each system's."""
        return shipped_ids(self.root, self.folders())


class Places(Mapping[str, "Path"]):
    """Table id → file: the player's first, then the other bundled ones, then a shipped one.
    The player's files may be given by name (a `Path` is made of the one asked for)."""

    def __init__(self, bundled: dict[str, Path], player: Mapping[str, Path | str],
                 shipped: ShippedTables | None = None) -> None:
        self._bundled, self._player, self._shipped = bundled, player, shipped
        self._every: dict[str, Path] | None = None

    def _find(self, table_id: str) -> Path | None:
        mine = self._player.get(table_id)
        found = _path(mine) if mine is not None else self._bundled.get(table_id)
        if found is None and self._shipped is not None:
            found = self._shipped.where(table_id)
        return found

    def __getitem__(self, table_id: str) -> Path:
        found = self._find(table_id)
        if found is None:
            raise KeyError(table_id)
        return found

    def __contains__(self, table_id: object) -> bool:
        return isinstance(table_id, str) and self._find(table_id) is not None

    def every(self) -> dict[str, Path]:
        """Every id and its file (the bundled ones first, in the order their files were listed)."""
        if self._every is None:
            where = dict(self._bundled)
            if self._shipped is not None:
                for path, table_id in self._shipped.every().items():
                    where.setdefault(table_id, path)
            where.update((table_id, _path(mine)) for table_id, mine in self._player.items())
            self._every = where
        return self._every

    def __iter__(self) -> Iterator[str]:
        return iter(self.every())

    def __len__(self) -> int:
        return len(self.every())

    def overridden(self) -> list[str]:
        """The player's ids that replace a bundled or a system table, in the player's order."""
        return [table_id for table_id in self._player
                if table_id in self._bundled
                or (self._shipped is not None and self._shipped.where(table_id) is not None)]


def _path(file: Path | str) -> Path:
    from pathlib import Path

    return file if isinstance(file, Path) else Path(file)
