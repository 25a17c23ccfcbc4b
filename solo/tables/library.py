"""The set of tables a session can draw on: bundled ones and the player's own.

A `Library` is built by `load.load_library`; it is immutable. Looking up an
id that does not exist raises an `InputError` that suggests close ids.

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

import difflib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from solo.errors import InputError, TableError
from solo.tables.model import Table


@dataclass(frozen=True)
class Library:
    """Tables by id, plus the problems met while loading them."""

    by_id: Mapping[str, Table] = field(default_factory=dict)
    problems: tuple[TableError, ...] = ()
    overridden: tuple[str, ...] = ()
    """Ids of bundled tables replaced by a player's table of the same id."""

    def __post_init__(self) -> None:
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
        close = [i for i in self.ids() if i.endswith("/" + wanted)]
        close += [i for i in difflib.get_close_matches(wanted, self.ids(), n=3, cutoff=0.5)
                  if i not in close]
        if close:
            raise InputError("table.unknown_suggest", id=table_id, close=", ".join(close))
        raise InputError("table.unknown", id=table_id)

    def area(self, area: str) -> tuple[Table, ...]:
        """The tables whose id starts with `area/`."""
        return tuple(t for t in self.tables() if t.id.startswith(area.rstrip("/") + "/"))
