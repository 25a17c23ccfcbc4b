"""Vínculos: at most 6; fulfilled ones give +1 PX at the session's end.

>>> bonds = add_bond((), "Proteger a mi hermana")
>>> bonds = fulfil_bond(bonds, 1)
>>> close_bonds(bonds)
((), 1)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from solo.errors import RuleError
from solo.record import record
from solo.systems.zodiac.rules.settings import BONDS_AT_CREATION, BONDS_MAX
from solo.text import one_line


@record
class Bond:
    """A Vínculo and whether it has been fulfilled."""

    text: str
    fulfilled: bool = False

    def to_data(self) -> dict[str, Any]:
        """Return plain data for YAML."""
        return {"text": self.text, "fulfilled": self.fulfilled}

    @classmethod
    def from_data(cls, data: Mapping[str, Any] | str) -> Bond:
        """Build a Vínculo from plain data (a mapping or just its text)."""
        if isinstance(data, str):
            return cls(data)
        return cls(str(data.get("text", "")), bool(data.get("fulfilled", False)))


def add_bond(bonds: tuple[Bond, ...], text: str) -> tuple[Bond, ...]:
    """Add a Vínculo, refusing an empty one or a 7th."""
    if not text.strip():
        raise RuleError("zodiac.error.bond_empty")
    if len(bonds) >= BONDS_MAX:
        raise RuleError("zodiac.error.bonds_full", most=BONDS_MAX)
    return (*bonds, Bond(one_line(text)))


def _index(bonds: tuple[Bond, ...], number: int) -> int:
    if not 1 <= number <= len(bonds):
        raise RuleError("zodiac.error.bond_number", number=number, count=len(bonds))
    return number - 1


def fulfil_bond(bonds: tuple[Bond, ...], number: int) -> tuple[Bond, ...]:
    """Mark Vínculo `number` (1-based) as fulfilled."""
    i = _index(bonds, number)
    return (*bonds[:i], replace(bonds[i], fulfilled=True), *bonds[i + 1:])


def renounce_bond(bonds: tuple[Bond, ...], number: int) -> tuple[Bond, ...]:
    """Drop Vínculo `number` (1-based) without fulfilling it.

    >>> renounce_bond((Bond("a"), Bond("b")), 1)
    (Bond(text='b', fulfilled=False),)
    """
    i = _index(bonds, number)
    return bonds[:i] + bonds[i + 1:]


def close_bonds(bonds: tuple[Bond, ...]) -> tuple[tuple[Bond, ...], int]:
    """At the session's end: erase the fulfilled Vínculos; return those left and the PX won."""
    kept = tuple(b for b in bonds if not b.fulfilled)
    return kept, len(bonds) - len(kept)


def check_creation_bonds(bonds: tuple[Bond, ...]) -> tuple[Bond, ...]:
    """Return the Vínculos if there are 2..4, as a new character needs.

    >>> len(check_creation_bonds((Bond("a"), Bond("b"))))
    2
    """
    low, high = BONDS_AT_CREATION
    if not low <= len(bonds) <= high:
        raise RuleError("zodiac.error.bonds_creation", count=len(bonds), low=low, high=high)
    return bonds
