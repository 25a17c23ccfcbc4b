"""The part of a game system's saved state that every system shares.

A system's state is its characters (a `Roster`), the active one, and whatever
is its own (Fate's deck, Fragmentos' amenaza, Tricube's trackers…). It is read
from and written to the open campaign as plain data, its shape checked by a
TypedDict when the campaign is read; without an open campaign it is empty and
nothing is saved.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import field, replace
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from solo.commands.base import Context, load_state, save_state
from solo.commands.roster import Roster
from solo.errors import FieldError, RuleError, naming, one_of
from solo.record import record


class Sheet(Protocol):
    """A character as a state keeps it: a name, and its plain data."""

    @property
    def name(self) -> str:
        """Its name as the player wrote it."""
        ...

    def to_data(self) -> dict[str, Any]:
        """Plain data for the campaign."""
        ...


C = TypeVar("C", bound=Sheet)


@record
class SystemState(Generic[C]):
    """Characters by name and the active one; a system adds its own fields and says how.

    A system sets `AREA` (its area in the campaign), `NO_CHARACTER` (the error key
    when no character is named and none is active), `KIND` (the catalog key naming
    its characters in errors) and `CHARACTER` (the class of its characters), overrides
    `schema` (the TypedDict of its saved shape, with the limits of its rules, imported when a
    campaign is read) and `own_data`/`own_fields`. Instead of `CHARACTER`, a system may
    override `character_class`, which then imports it when first needed: a roll without a
    character or a campaign reads neither.
    """

    characters: Roster[C] = field(default_factory=Roster)
    active: str | None = None

    AREA: ClassVar[str] = ""
    NO_CHARACTER: ClassVar[str] = ""
    KIND: ClassVar[str] = "core.roster.characters"
    CHARACTER: ClassVar[type[Any]]   # the character's class: its `from_data` reads one

    @classmethod
    def character_class(cls) -> type[Any]:
        """The class of its characters (`CHARACTER`)."""
        return cls.CHARACTER

    @classmethod
    def schema(cls) -> type | None:
        """The TypedDict of its saved shape, checked when a campaign is read (None: unchecked)."""
        return None

    def __post_init__(self) -> None:
        if self.characters.kind != self.KIND:   # an empty state names its kind too
            object.__setattr__(self, "characters", Roster(self.characters.items, self.KIND))

    @classmethod
    def own_fields(cls, data: Mapping[str, Any]) -> dict[str, Any]:  # noqa: ARG003
        """The system's own fields, read from the saved data (keyword arguments of `cls`)."""
        return {}

    def own_data(self) -> dict[str, Any]:
        """The system's own fields as plain data."""
        return {}

    def takes_the_lead(self, character: C) -> bool:  # noqa: ARG002
        """Whether `character`, added when none is active, becomes the active one."""
        return True

    @classmethod
    def roster(cls, items: Iterable[C] = ()) -> Roster[C]:
        """A roster of this system's characters."""
        return Roster(tuple(items), cls.KIND)

    def to_data(self) -> dict[str, Any]:
        """Plain data for the campaign."""
        return {"characters": {c.name: c.to_data() for c in self.characters},
                "active": self.active, **self.own_data()}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Self:
        """Read the state saved by `to_data` (an empty dict is an empty state).

        A mistake names its field (`characters.Nia`, `active`: a character of the state)."""
        character = cls.character_class()
        read = []
        for key, value in (data.get("characters") or {}).items():
            with naming(f"characters.{key}"):
                read.append(character.from_data(dict(value)))
        characters = cls.roster(read)
        active = data.get("active")
        if active and active not in characters:
            raise FieldError("active", one_of(characters.names(), null=True), active)
        with naming(""):
            own = cls.own_fields(data)
        return cls(characters, str(active) if active else None, **own)

    def character(self, name: str | None = None) -> C:
        """The character called `name` (which must exist), or the active one (there must be one)."""
        found = self.character_or_none(name)
        if found is None:
            raise RuleError(self.NO_CHARACTER)
        return found

    def character_or_none(self, name: str | None = None) -> C | None:
        """The character called `name` (which must exist), else the active one, else None."""
        wanted = name or self.active
        return None if wanted is None else self.characters.get(wanted)

    def refuse_taken(self, name: str | None) -> None:
        """Refuse a new character the name of one the campaign has (case and accents aside):
        it would replace that sheet."""
        found = self.characters.get_or_none(name) if name else None
        if found is not None:
            raise RuleError("core.error.character_exists", name=found.name)

    def with_character(self, character: C, *, activate: bool = False) -> Self:
        """Add or replace a character (activated when asked, or when it takes the lead)."""
        lead = self.active is None and self.takes_the_lead(character)
        return replace(self, characters=self.characters.with_item(character),
                       active=character.name if activate or lead else self.active)

    def with_characters(self, characters: Iterable[C]) -> Self:
        """Add or replace several characters at once."""
        state = self
        for character in characters:
            state = state.with_character(character)
        return state

    def without_character(self, name: str) -> Self:
        """Remove a character (it must exist); the active one stays active only if it remains."""
        gone = self.characters.get(name)
        rest = self.characters.without(gone.name)
        return replace(self, characters=rest,
                       active=self.active if self.active and self.active in rest else None)

    @classmethod
    def load(cls, ctx: Context) -> Self:
        """The open campaign's state, or an empty one without a campaign."""
        return load_state(ctx, cls.AREA, cls.from_data, cls,
                          cls.schema() if ctx.campaign is not None else None)

    @staticmethod
    def save(ctx: Context, state: SystemState[Any], label: str) -> None:
        """Save `state` in the open campaign (nothing to save without one)."""
        save_state(ctx, state.AREA, state.to_data(), label)

    @classmethod
    def keep_active(cls, ctx: Context, character: object, label: str) -> None:
        """Add or replace `character` (one of this system's) in the campaign's state, active."""
        wanted = cls.character_class()
        if not isinstance(character, wanted):
            raise TypeError(f"{type(character).__name__} is not a {wanted.__name__}")
        cls.save(ctx, cls.load(ctx).with_character(character, activate=True), label)
