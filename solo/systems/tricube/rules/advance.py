"""Advance a character: a new perk or quirk, an affliction made a quirk, or more Karma or Resolve.

>>> from solo.systems.tricube.rules.character import new_character
>>> nia = advance(new_character("Nia", "agile", "ladrona", "sigilo", "curiosa"),
...               AdvanceKind.PERK, "ojo de halcón")
>>> nia.perks, nia.advances
(('sigilo', 'ojo de halcón'), 1)
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import replace

from solo.errors import RuleError
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.character import Character


class AdvanceKind(enum.StrEnum):
    """What an advance gives."""

    PERK = "perk"
    QUIRK = "quirk"
    CONVERT = "convert"
    KARMA = "karma"
    RESOLVE = "resolve"


def _text(text: str, key: str) -> str:
    if not text.strip():
        raise RuleError(key)
    return text.strip()


def _perk(character: Character, text: str) -> Character:
    return replace(character, perks=(*character.perks, _text(text, "tricube.error.no_perk")))


def _quirk(character: Character, text: str) -> Character:
    return replace(character, quirks=(*character.quirks, _text(text, "tricube.error.no_quirk")))


def _convert(character: Character, text: str) -> Character:
    for index, affliction in enumerate(character.afflictions):
        if affliction.name.casefold() == text.strip().casefold():
            rest = character.afflictions[:index] + character.afflictions[index + 1:]
            return replace(character, afflictions=rest,
                           quirks=(*character.quirks, affliction.name))
    raise RuleError("tricube.error.no_such_affliction", name=text)


def pool_advance_allowed(character: Character) -> bool:
    """Whether the next advance may raise Karma or Resolve (every second advance).

    >>> from solo.systems.tricube.rules.character import new_character
    >>> pool_advance_allowed(new_character("A", "agile", "b", "c", "d"))
    False
    """
    return (character.advances + 1) % settings.POOL_ADVANCE_EVERY == 0


def _pool(field: str) -> Callable[[Character, str], Character]:
    def grow(character: Character, _text: str) -> Character:
        top = getattr(character, f"{field}_max")
        if not pool_advance_allowed(character) or top >= settings.MAX_POOL:
            raise RuleError("tricube.error.pool_advance", high=settings.MAX_POOL)
        return replace(character, **{f"{field}_max": top + 1,
                                     field: getattr(character, field) + 1})
    return grow


_EFFECTS: Mapping[AdvanceKind, Callable[[Character, str], Character]] = {
    AdvanceKind.PERK: _perk,
    AdvanceKind.QUIRK: _quirk,
    AdvanceKind.CONVERT: _convert,
    AdvanceKind.KARMA: _pool("karma"),
    AdvanceKind.RESOLVE: _pool("resolve"),
}


def advance(character: Character, kind: AdvanceKind, text: str = "") -> Character:
    """Apply one advance; the level rises every 4 advances."""
    changed = _EFFECTS[kind](character, text)
    return replace(changed, advances=min(settings.MOST_ADVANCES, changed.advances + 1))
