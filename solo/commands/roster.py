"""Look things up by the name a player typed: any case, accents optional.

Every system keeps its characters (and Tricube its trackers) by name; these
two helpers are the one place that compares names.

>>> from collections import namedtuple
>>> Pc = namedtuple("Pc", "name")
>>> found = named((Pc("Nía"), Pc("Tomás")), "tomas", "x.error")
>>> found.name
'Tomás'
>>> [pc.name for pc in without((Pc("Nía"), Pc("Tomás")), "NIA")]
['Tomás']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, TypeVar

from solo.errors import RuleError
from solo.i18n import normalize


class HasName(Protocol):
    """Anything with a name."""

    @property
    def name(self) -> str:
        """Its name as the player wrote it."""
        ...


N = TypeVar("N", bound=HasName)


def named(items: Iterable[N], name: str, error_key: str) -> N:
    """The item called `name`, or a `RuleError(error_key, name=…)`."""
    wanted = normalize(name)
    for item in items:
        if normalize(item.name) == wanted:
            return item
    raise RuleError(error_key, name=name)


def without(items: Iterable[N], name: str) -> tuple[N, ...]:
    """The items not called `name` (to replace one by a new version)."""
    wanted = normalize(name)
    return tuple(item for item in items if normalize(item.name) != wanted)
