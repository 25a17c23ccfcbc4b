"""The set of tables a session can draw on: bundled ones and the player's own.

A `Library` is built by `load.load_library`; it is immutable. Looking up an
id that does not exist raises an `InputError` that suggests close ids, or,
when a file that failed to load holds that id (its `id:` line, or its place
`<area>/<name>.yaml`), says why it did not load.

>>> from solo.tables.text import Text
>>> from solo.tables.model import Row, Table
>>> row = Row(0, Text({"es": "x"}), faces=(1,))
>>> lib = Library.of([Table("core/giros", Text({"es": "Giros"}), (row,), "1d1")])
>>> lib.ids()
('core/giros',)
>>> lib.get("core/giros").name.in_language("es")
'Giros'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import field
from types import MappingProxyType
from typing import TYPE_CHECKING, TypeVar, overload

from solo.errors import InputError, TableError
from solo.record import record
from solo.tables.model import Table

if TYPE_CHECKING:
    from pathlib import Path

T = TypeVar("T")


@record
class Library:
    """Tables by id, plus the problems met while loading them."""

    by_id: Mapping[str, Table] = field(default_factory=dict)
    problems_found: Sequence[TableError] = ()
    """The problems, or a `Later` that reads every file when they are first asked for."""
    overridden_found: Sequence[str] = ()
    """Ids of bundled tables replaced by a player's table of the same id, or a `Later` that
    finds them when first asked for."""

    @property
    def problems(self) -> tuple[TableError, ...]:
        """The problems met in the library's files (reading them all when not read yet)."""
        return tuple(self.problems_found)

    @property
    def overridden(self) -> tuple[str, ...]:
        """Ids of bundled tables replaced by a player's table of the same id."""
        return tuple(self.overridden_found)

    def __post_init__(self) -> None:
        if not isinstance(self.by_id, Shelf):
            object.__setattr__(self, "by_id", MappingProxyType(dict(self.by_id)))

    @classmethod
    def of(cls, tables: Iterable[Table]) -> Library:
        """Build a library from tables already checked (tests, stand-ins)."""
        return cls({table.id: table for table in tables})

    def ids(self) -> tuple[str, ...]:
        """Every table id, sorted."""
        return tuple(sorted(self.by_id))

    def tables(self) -> tuple[Table, ...]:
        """Every table, sorted by id."""
        return tuple(self.by_id[table_id] for table_id in self.ids())

    def __contains__(self, table_id: object) -> bool:
        return table_id in self.by_id

    def get(self, table_id: str) -> Table:
        """Return the table `table_id`, or raise `InputError` naming close ids.

        >>> Library().get("core/nada")  # doctest: +IGNORE_EXCEPTION_DETAIL
        Traceback (most recent call last):
        ...
        InputError: table.unknown
        """
        found = self.by_id.get(table_id.strip())
        if found is not None:
            return found
        wanted = table_id.strip().lower()
        why = self.why_not_loaded(wanted)
        if why:
            raise InputError("table.not_loaded", id=table_id, reason=why[0].message(),
                             count=len(why))
        close = [i for i in self.ids() if i.endswith("/" + wanted)]
        import difflib  # only a table not found asks for close names

        close += [i for i in difflib.get_close_matches(wanted, self.ids(), n=3, cutoff=0.5)
                  if i not in close]
        if close:
            raise InputError("table.unknown_suggest", id=table_id, close=", ".join(close))
        raise InputError("table.unknown", id=table_id)

    def why_not_loaded(self, table_id: str) -> list[TableError]:
        """The problems of the file that should have held `table_id`, if it failed to load."""
        by_file: dict[str, list[TableError]] = {}
        for problem in self.problems:
            by_file.setdefault(str(problem.path), []).append(problem)
        return next((problems for problems in by_file.values()
                     if _holds(problems[0].path, table_id)), [])

    def area(self, area: str) -> tuple[Table, ...]:
        """The tables whose id starts with `area/`."""
        return tuple(t for t in self.tables() if t.id.startswith(area.rstrip("/") + "/"))


_MOST_READ = 1_000_000


def _holds(path: Path, table_id: str) -> bool:
    """Whether the file at `path` is where `table_id` lives (by its place or its `id:` line)."""
    if "/".join((path.parent.name, path.stem)) == table_id or path.stem == table_id:
        return True
    try:
        with path.open("rb") as handle:
            head = handle.read(_MOST_READ).decode("utf-8", "replace")
    except OSError:
        return False
    pattern = r"^id:\s*[\"']?" + re.escape(table_id) + r"[\"']?\s*(#.*)?$"
    return re.search(pattern, head, re.MULTILINE) is not None


class Shelf(Mapping[str, Table]):
    """Tables by id, each read from its file the first time it is asked for.

    >>> from solo.tables.text import Text
    >>> from solo.tables.model import Row, Table
    >>> read = []
    >>> rows = (Row(0, Text({"es": "x"}), faces=(1,)),)
    >>> def load(table_id):
    ...     read.append(table_id)
    ...     return Table(table_id, Text({"es": "X"}), rows, "1d1")
    >>> shelf = Shelf(("b/y", "a/x"), load)
    >>> sorted(shelf), read
    (['a/x', 'b/y'], [])
    >>> shelf["a/x"].id, shelf["a/x"].id, read
    ('a/x', 'a/x', ['a/x'])
    """

    def __init__(self, ids: Iterable[str], load: Callable[[str], Table | None]) -> None:
        # a mapping of ids (`solo.tables.places.Places`) answers `in` itself, listing nothing
        self._known: Collection[str] = ids if isinstance(ids, Mapping) else dict.fromkeys(ids)
        self._load = load
        self._tables: dict[str, Table | None] = {}

    def __getitem__(self, table_id: str) -> Table:
        if table_id not in self._known:
            raise KeyError(table_id)
        if table_id not in self._tables:
            self._tables[table_id] = self._load(table_id)
        table = self._tables[table_id]
        if table is None:  # the file broke after it was indexed
            raise KeyError(table_id)
        return table

    def __contains__(self, table_id: object) -> bool:
        return table_id in self._known

    def __iter__(self) -> Iterator[str]:
        return iter(self._known)

    def __len__(self) -> int:
        return len(self._known)


class Later(Sequence[T]):
    """Items (problems, overridden ids) found only when someone asks for them (by reading every
    file, by listing every folder)."""

    def __init__(self, find: Callable[[], Sequence[T]]) -> None:
        self._find: Callable[[], Sequence[T]] | None = find
        self._found: tuple[T, ...] = ()

    def _all(self) -> tuple[T, ...]:
        if self._find is not None:
            self._found, self._find = tuple(self._find()), None
        return self._found

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[T]: ...

    def __getitem__(self, index: int | slice) -> T | Sequence[T]:
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())
