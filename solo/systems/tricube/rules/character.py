"""A Tricube Tales character: archetype, perks, quirks, Karma and Resolve, afflictions.

Karma and Resolve start every session at the character's quota and can be
regained during play, never above it.

>>> nia = new_character("Nia", "ágil", "ladrona", "ganzúas de plata", "curiosa")
>>> nia.karma, nia.resolve, nia.level
(3, 3, 1)
>>> spend_karma(nia).karma
2
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from solo.errors import InputError, RuleError
from solo.record import record
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.dice import Trait, parse_trait


@record
class Affliction:
    """A harm the GM may bring into play: temporary, or permanent after a critical failure."""

    name: str
    permanent: bool = False


@record
class Character:
    """One player character of Tricube Tales."""

    name: str
    trait: Trait
    concept: str
    perks: tuple[str, ...] = ()
    quirks: tuple[str, ...] = ()
    karma: int = settings.SESSION_KARMA
    resolve: int = settings.SESSION_RESOLVE
    karma_max: int = settings.SESSION_KARMA
    resolve_max: int = settings.SESSION_RESOLVE
    afflictions: tuple[Affliction, ...] = ()
    advances: int = 0
    sitting_out: bool = False
    """Defeated in this scene: the character normally sits the rest of it out."""

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise RuleError("tricube.error.no_name")
        if not self.concept.strip():
            raise RuleError("tricube.error.no_concept")
        for value, top in ((self.karma_max, settings.MAX_POOL),
                           (self.resolve_max, settings.MAX_POOL),
                           (self.karma, self.karma_max), (self.resolve, self.resolve_max)):
            if not 0 <= value <= top:
                raise RuleError("tricube.error.pool_range", value=value, high=top)
        if self.advances < 0:
            raise RuleError("tricube.error.advances", value=self.advances)

    @property
    def level(self) -> int:
        """The character's level: 1, and one more every 4 advances, up to 6."""
        return min(settings.MAX_LEVEL, settings.START_LEVEL + self.advances // settings.LEVEL_EVERY)

    @property
    def retired(self) -> bool:
        """Whether the character has more afflictions than it can bear."""
        return len(self.afflictions) > settings.MAX_AFFLICTIONS

    def to_data(self) -> dict[str, Any]:
        """Return plain YAML-ready data."""
        return {
            "name": self.name, "trait": self.trait.value, "concept": self.concept,
            "perks": list(self.perks), "quirks": list(self.quirks),
            "karma": self.karma, "resolve": self.resolve,
            "karma_max": self.karma_max, "resolve_max": self.resolve_max,
            "afflictions": [{"name": a.name, "permanent": a.permanent} for a in self.afflictions],
            "advances": self.advances,
            **({"sitting_out": True} if self.sitting_out else {}),
        }

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Character:
        """Rebuild a character from `to_data` output, checking every field."""
        try:
            trait = parse_trait(str(data["trait"]))
        except InputError as error:
            raise RuleError(error.key, **error.params) from None
        except (KeyError, TypeError):
            raise RuleError("tricube.error.bad_character_data") from None
        try:
            return cls(
                name=str(data["name"]), trait=trait,
                concept=str(data["concept"]),
                perks=_texts(data.get("perks", ())), quirks=_texts(data.get("quirks", ())),
                karma=int(data.get("karma", settings.SESSION_KARMA)),
                resolve=int(data.get("resolve", settings.SESSION_RESOLVE)),
                karma_max=int(data.get("karma_max", settings.SESSION_KARMA)),
                resolve_max=int(data.get("resolve_max", settings.SESSION_RESOLVE)),
                afflictions=tuple(Affliction(str(a["name"]), bool(a.get("permanent", False)))
                                  for a in data.get("afflictions", ())),
                advances=int(data.get("advances", 0)),
                sitting_out=bool(data.get("sitting_out", False)),
            )
        except (KeyError, TypeError, ValueError, AttributeError):
            raise RuleError("tricube.error.bad_character_data") from None


def _texts(values: Iterable[object]) -> tuple[str, ...]:
    if isinstance(values, str):
        raise TypeError(values)
    return tuple(str(v) for v in values)


def new_character(name: str, trait: Trait | str, concept: str, perk: str,
                  quirk: str) -> Character:
    """Create a character with one perk and one quirk, Karma 3 and Resolve 3.

    >>> new_character("Bruno", "fuerte", "herrero", "brazos de hierro", "gruñón").trait.value
    'brawny'
    """
    if not perk.strip():
        raise RuleError("tricube.error.no_perk")
    if not quirk.strip():
        raise RuleError("tricube.error.no_quirk")
    chosen = trait if isinstance(trait, Trait) else parse_trait(trait)
    return Character(name.strip(), chosen, concept.strip(), (perk.strip(),), (quirk.strip(),))


def start_session(character: Character) -> Character:
    """Restore Karma and Resolve to the session quota.

    >>> start_session(spend_karma(new_character("A", "agile", "b", "c", "d"))).karma
    3
    """
    return replace(character, karma=character.karma_max, resolve=character.resolve_max)


def spend_karma(character: Character, amount: int = 1) -> Character:
    """Spend Karma, or raise `RuleError` when there is not enough."""
    if amount < 0 or character.karma < amount:
        raise RuleError("tricube.error.no_karma", name=character.name, karma=character.karma)
    return replace(character, karma=character.karma - amount)


def check_can_roll(character: Character | None) -> None:
    """Refuse a roll by a retired character (more than three afflictions, until one is cured).

    >>> check_can_roll(None)
    """
    if character is not None and character.retired:
        raise RuleError("tricube.error.retired", name=character.name,
                        count=len(character.afflictions))


def gain_karma(character: Character, amount: int = 1) -> Character:
    """Regain Karma, never above the session quota.

    >>> gain_karma(new_character("A", "agile", "b", "c", "d")).karma
    3
    """
    return replace(character, karma=min(character.karma_max, character.karma + max(0, amount)))


def gain_resolve(character: Character, amount: int = 1) -> Character:
    """Regain Resolve, never above the session quota."""
    return replace(character,
                   resolve=min(character.resolve_max, character.resolve + max(0, amount)))
