"""Which file holds each table id, the game systems' folders listed only when needed.

A library's ids come from three places, in this order of precedence: the player's files
(`<home>/tables/` and any extra ones), the bundled folder, then the folders of the game systems'
own tables. The id of a system's table is `<folder's parent>/<name>` (`folders.shipped_ids`), so
an id found among the player's or the bundled ones, or whose first part names no system folder,
never needs them: `table roll core/giros` imports no system, and Fragmentos' presagio lists only
the Fragmentos folder. Asking for every id (a listing, a close name, the library's problems)
lists every folder, as before.

>>> from pathlib import Path
>>> class NoSystems(SystemTables):
...     def folders(self):
...         raise AssertionError("no folder listed")
>>> places = Places({"core/a": Path("b/core/a.yaml")}, {"mine/x": Path("h/mine/x.yaml")},
...                 NoSystems())
>>> places["core/a"], "mine/x" in places, "nada" in places
(PosixPath('b/core/a.yaml'), True, False)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

from solo.tables.folders import shipped_ids, system_folders

if TYPE_CHECKING:
    from pathlib import Path


class SystemTables:
    """The files of the game systems' folders, listed an area (a folder's parent name) at a
    time, the first time one of its ids is asked for."""

    def __init__(self) -> None:
        self._folders: list[Path] | None = None
        self._areas: dict[str, dict[str, Path]] = {}

    def folders(self) -> list[Path]:
        """Every system folder, sorted (the registry is imported the first time)."""
        if self._folders is None:
            self._folders = system_folders()
        return self._folders

    def where(self, table_id: str) -> Path | None:
        """The first system file holding `table_id` (folders in their sorted order), or None."""
        area, slash, _name = table_id.partition("/")
        if not slash:
            return None
        if area not in self._areas:
            found: dict[str, Path] = {}
            listed = shipped_ids(None, [folder for folder in self.folders()
                                        if folder.parent.name == area])
            for path, listed_id in listed.items():
                found.setdefault(listed_id, path)
            self._areas[area] = found
        return self._areas[area].get(table_id)

    def every(self) -> dict[Path, str]:
        """Every system file and the id it holds, in the order the folders sort."""
        return shipped_ids(None, self.folders())


class Places(Mapping[str, "Path"]):
    """Table id → file: the player's first, then the bundled folder's, then a system's."""

    def __init__(self, bundled: dict[str, Path], player: dict[str, Path],
                 systems: SystemTables | None = None) -> None:
        self._bundled, self._player, self._systems = bundled, player, systems
        self._every: dict[str, Path] | None = None

    def _find(self, table_id: str) -> Path | None:
        found = self._player.get(table_id) or self._bundled.get(table_id)
        if found is None and self._systems is not None:
            found = self._systems.where(table_id)
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
            if self._systems is not None:
                for path, table_id in self._systems.every().items():
                    where.setdefault(table_id, path)
            where.update(self._player)
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
                or (self._systems is not None and self._systems.where(table_id) is not None)]
