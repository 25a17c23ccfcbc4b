"""A Fragmentos sheet: scores, rasgos, cualidades and superación (the type every rule reads).

Main characters spend 9 points (1..5 each); secondary characters and monsters
use the same sheet without the point budget (their rasgos may go higher).

>>> c = Sheet.new("Barbara", {Characteristic.ACTION: 3, Characteristic.INTERACTION: 2,
...                               Characteristic.COGNITION: 4})
>>> c.score(Characteristic.COGNITION), c.superacion
(Score(current=4, total=4), 5)
>>> c.lose(Characteristic.COGNITION, 4).out
<OutCause.MADNESS: 'madness'>
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable, Mapping
from dataclasses import field
from typing import Any, Self

from solo.record import record
from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.fragmentos.rules.settings import STARTING_SUPERACION, SUPERACION_MAX


class Characteristic(enum.StrEnum):
    """The three characteristics: physical, social, mental."""

    ACTION = "action"
    INTERACTION = "interaction"
    COGNITION = "cognition"


class OutCause(enum.StrEnum):
    """Why a character at 0 leaves the story."""

    MAIMED = "maimed"
    CATATONIA = "catatonia"
    MADNESS = "madness"


OUT_CAUSES: dict[Characteristic, OutCause] = {
    Characteristic.ACTION: OutCause.MAIMED,
    Characteristic.INTERACTION: OutCause.CATATONIA,
    Characteristic.COGNITION: OutCause.MADNESS,
}


@record
class Score:
    """A characteristic's current value (harm lowers it) and its total (the maximum)."""

    current: int
    total: int


@record
class Trait:
    """A rasgo: a named bonus filed under one characteristic."""

    name: str
    characteristic: Characteristic
    bonus: int
    supernatural: bool = False


@record
class Qualities:
    """The cualidades: concept, hitos and complicación, and those crossed out."""

    concept: str = ""
    milestones: tuple[str, ...] = ()
    complications: tuple[str, ...] = ()
    crossed_out: frozenset[str] = frozenset()

    @property
    def all(self) -> tuple[str, ...]:
        """Every cualidad, concept first."""
        return tuple(q for q in (self.concept, *self.milestones, *self.complications) if q)

    @property
    def usable(self) -> tuple[str, ...]:
        """The cualidades not crossed out."""
        return tuple(q for q in self.all if q not in self.crossed_out)


@record
class Sheet:
    """One sheet; change it with the methods, which return a new sheet of the same class."""

    name: str
    rank: Rank
    action: Score
    interaction: Score
    cognition: Score
    traits: tuple[Trait, ...] = ()
    qualities: Qualities = field(default_factory=Qualities)
    superacion: int = STARTING_SUPERACION
    full_strength: bool = False

    @classmethod
    def new(cls, name: str, scores: Mapping[Characteristic, int], rank: Rank = Rank.MAIN,
            traits: Iterable[Trait] = (), qualities: Qualities | None = None,
            superacion: int = STARTING_SUPERACION) -> Self:
        """Return a fresh sheet with every characteristic at its total."""
        values: dict[str, Any] = {ch.value: Score(scores[ch], scores[ch])
                                  for ch in Characteristic}
        return cls(name, rank, traits=tuple(traits), qualities=qualities or Qualities(),
                   superacion=superacion, **values)

    def score(self, characteristic: Characteristic) -> Score:
        """Return the current and total value of `characteristic`."""
        found: Score = getattr(self, characteristic.value)
        return found

    def dice(self, characteristic: Characteristic) -> int:
        """Return the dice to roll for `characteristic` (its total while at full strength)."""
        value = self.score(characteristic)
        return value.total if self.full_strength else value.current

    def trait(self, name: str) -> Trait | None:
        """Return the rasgo called `name` (case and accents ignored), if any."""
        from solo.i18n import normalize

        return next((tr for tr in self.traits if normalize(tr.name) == normalize(name)), None)

    def best_bonus(self, names: Iterable[str]) -> int:
        """Return the single highest bonus among the named rasgos (0 when none apply)."""
        found = [tr.bonus for tr in (self.trait(n) for n in names) if tr is not None]
        return max(found, default=0)

    @property
    def out(self) -> OutCause | None:
        """Why the character is out of the story, or None while every score is above 0."""
        return next((OUT_CAUSES[ch] for ch in Characteristic
                     if self.score(ch).current <= 0), None)

    def with_score(self, characteristic: Characteristic, current: int) -> Self:
        """Return the sheet with `characteristic`'s current value set (kept within 0..total)."""
        old = self.score(characteristic)
        changes: dict[str, Any] = {
            characteristic.value: Score(max(0, min(old.total, current)), old.total)}
        return dataclasses.replace(self, **changes)

    def lose(self, characteristic: Characteristic, points: int) -> Self:
        """Return the sheet after losing `points` of `characteristic` (never below 0)."""
        return self.with_score(characteristic, self.score(characteristic).current - points)

    def with_superacion(self, points: int) -> Self:
        """Return the sheet with `points` of superación (never more than the most it keeps)."""
        return dataclasses.replace(self, superacion=min(points, SUPERACION_MAX))
