"""Random generators: seeded, scripted (typed faces) or asked of the player.

Every roll in `solo` goes through an `Rng`, which is asked for a batch of faces
of one kind of die at a time. A scripted generator replays faces typed by the
player (or by a test) and checks each one against the die.

>>> rng = ScriptedRng([3, 5])
>>> rng.roll(D6, 2)
(3, 5)
>>> rng.finish()
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol

from solo.errors import DiceEntryError
from solo.record import record


@record
class Die:
    """One kind of die: faces `low..high` (a d6 is 1..6, a Fate die -1..1), or listed faces.

    >>> Die(1, 4, "d{1,2,4,4}", (1, 2, 4, 4)).size
    4
    """

    low: int
    high: int
    label: str
    values: tuple[int, ...] = ()

    @property
    def faces(self) -> range | tuple[int, ...]:
        """All faces of the die, lowest first (a listed face as often as it is printed)."""
        return self.values or range(self.low, self.high + 1)

    @property
    def size(self) -> int:
        """How many faces the die has."""
        return len(self.values) if self.values else self.high - self.low + 1

    def has(self, face: int) -> bool:
        """Whether `face` is printed on the die."""
        return face in self.values if self.values else self.low <= face <= self.high


def custom(values: tuple[int, ...], label: str) -> Die:
    """A die with the listed faces (`d{1,2,4,4}`, `dF.1`).

    >>> custom((4, 1, 2), "d{4,1,2}").faces
    (1, 2, 4)
    """
    ordered = tuple(sorted(values))
    return Die(ordered[0], ordered[-1], label, ordered)


def d(sides: int) -> Die:
    """Return the die with faces 1..sides.

    >>> d(12)
    Die(low=1, high=12, label='d12', values=())
    """
    return Die(1, sides, "d%" if sides == 100 else f"d{sides}")


FATE = Die(-1, 1, "dF")
D6 = d(6)
D12 = d(12)


class Rng(Protocol):
    """Where faces come from."""

    def roll(self, die: Die, count: int) -> tuple[int, ...]:
        """Return `count` faces of `die`."""
        ...


class SeededRng:
    """Faces from Python's Mersenne Twister, reproducible with a seed."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def roll(self, die: Die, count: int) -> tuple[int, ...]:
        """Return `count` random faces of `die`."""
        if die.values:
            return tuple(self._random.choice(die.values) for _ in range(count))
        return tuple(self._random.randint(die.low, die.high) for _ in range(count))

    def shuffle(self, items: list[object]) -> None:
        """Shuffle `items` in place (used by card decks)."""
        self._random.shuffle(items)


class ScriptedRng:
    """Faces given in advance: typed by the player, or a test's script."""

    def __init__(self, faces: Iterable[int]) -> None:
        self._faces = list(faces)
        self._used = 0

    @property
    def given(self) -> int:
        """How many faces were given."""
        return len(self._faces)

    @property
    def remaining(self) -> int:
        """How many faces have not been used yet."""
        return len(self._faces) - self._used

    def roll(self, die: Die, count: int) -> tuple[int, ...]:
        """Return the next `count` faces, checking each one fits `die`."""
        if count > self.remaining:
            raise DiceEntryError("dice.entry.too_few", needed=self._used + count,
                                 given=len(self._faces))
        batch = tuple(self._faces[self._used:self._used + count])
        for face in batch:
            if die.values and face not in die.values:
                listed = " ".join(str(value) for value in sorted(set(die.values)))
                raise DiceEntryError("dice.entry.bad_listed_face", face=face, die=die.label,
                                     faces=listed)
            if not die.low <= face <= die.high:
                raise DiceEntryError("dice.entry.bad_face", face=face, die=die.label,
                                     low=die.low, high=die.high)
        self._used += count
        return batch

    def finish(self) -> None:
        """Raise if faces were typed that no die used."""
        if self.remaining:
            raise DiceEntryError("dice.entry.too_many", needed=self._used,
                                 given=len(self._faces))
