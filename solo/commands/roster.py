"""Keep things by the name a player typed: any case, accents optional.

Every system keeps its characters (and Tricube its effort trackers) in a
`Roster`; it is the one place that compares names, and a missing name is the
same `UnknownName` error everywhere, naming the kind of thing and what there is.

>>> from collections import namedtuple
>>> Pc = namedtuple("Pc", "name hp")
>>> cast = Roster((Pc("Nía", 3), Pc("Tomás", 2)), "core.roster.characters")
>>> cast.get("tomas").name, "NIA" in cast, cast.names()
('Tomás', True, ('Nía', 'Tomás'))
>>> cast.with_item(Pc("tomás", 5)).names(), cast.without("nia").names()
(('Nía', 'tomás'), ('Tomás',))
>>> try:
...     cast.get("Ana")
... except UnknownName as error:
...     print(error.params["names"])
Nía, Tomás
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import Generic, Protocol, TypeVar

from solo.errors import RuleError
from solo.i18n import normalize, t
from solo.record import record


class HasName(Protocol):
    """Anything with a name."""

    @property
    def name(self) -> str:
        """Its name as the player wrote it."""
        ...


C = TypeVar("C", bound=HasName)


class UnknownName(RuleError):
    """A name the roster does not hold: says which kind of thing, and the names there are."""


@record
class Roster(Generic[C]):
    """An immutable collection of named things, in the order they were added.

    `kind` is the catalog key naming what it holds (`core.roster.characters`), for the error.
    """

    items: tuple[C, ...] = ()
    kind: str = "core.roster.characters"

    def __iter__(self) -> Iterator[C]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.get_or_none(name) is not None

    def names(self) -> tuple[str, ...]:
        """The names, as written."""
        return tuple(item.name for item in self.items)

    def get_or_none(self, name: str) -> C | None:
        """The item called `name`, or None."""
        wanted = normalize(name)
        return next((item for item in self.items if normalize(item.name) == wanted), None)

    def get(self, name: str) -> C:
        """The item called `name`, or `UnknownName` listing the names there are."""
        found = self.get_or_none(name)
        if found is None:
            if not self.items:
                raise UnknownName("core.roster.empty", name=name, kind=t(self.kind), names="")
            raise UnknownName("core.roster.unknown", name=name, kind=t(self.kind),
                              names=", ".join(self.names()))
        return found

    def with_item(self, item: C) -> Roster[C]:
        """Add `item`, or put it in place of the one of the same name (kept last)."""
        return replace(self, items=(*self.without(item.name).items, item))

    def with_items(self, items: Iterable[C]) -> Roster[C]:
        """Add or replace several items."""
        roster = self
        for item in items:
            roster = roster.with_item(item)
        return roster

    def without(self, name: str) -> Roster[C]:
        """The roster without the item called `name` (unchanged when there is none)."""
        wanted = normalize(name)
        return replace(self, items=tuple(i for i in self.items if normalize(i.name) != wanted))

    def to_json(self) -> list[C]:
        """The items, for `--json`."""
        return list(self.items)
