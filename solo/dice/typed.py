"""Faces typed after `--dice`: they are the first roll's, and only its.

A command's first roll is the first batch of dice it rolls (`Rng.roll(die, count)`: 4dF, a
pool of d6, a d100), or, when a rule rolls several batches as one roll the player sees (an
oracle's die and its modifier die, a table's row and column, an Action's two dice), every
batch inside the rule's `one_roll(rng)` block. Typed faces must fill that roll exactly: too
few is an error when it is rolled, too many as soon as it is done — before any later roll.
Every later roll (a tie-break, a list's die, a table drawn after, a row's inline dice) comes
from the session's dice: the program's, or the player's own with `set dice physical`.

>>> from solo.dice.rng import D6, FATE, ScriptedRng, SeededRng
>>> rng = ChainRng(ScriptedRng([1, 1, 0, -1]), ScriptedRng([5]))
>>> rng.roll(FATE, 4), rng.roll(D6, 1)
((1, 1, 0, -1), (5,))
>>> grouped = ChainRng(ScriptedRng([3, 4]), ScriptedRng([6]))
>>> with one_roll(grouped):
...     grouped.roll(D6, 1) + grouped.roll(D6, 1)
(3, 4)
>>> grouped.roll(D6, 1)
(6,)
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping
from contextlib import AbstractContextManager
from dataclasses import field
from typing import TYPE_CHECKING

from solo.errors import DiceEntryError
from solo.record import record

if TYPE_CHECKING:
    from solo.dice.rng import Die, Rng, ScriptedRng


def one_roll(rng: Rng) -> AbstractContextManager[None]:
    """The batches `rng` rolls inside the block are one roll as the player sees it.

    Typed faces cover all of them or none; physical dice are asked for them by the same name.
    A generator that does not care about rolls (the program's dice) ignores the block.

    >>> from solo.dice.rng import SeededRng
    >>> with one_roll(SeededRng(1)):
    ...     pass
    """
    group = getattr(rng, "group", None)
    return group() if callable(group) else contextlib.nullcontext()


def later_rolls(rng: Rng) -> AbstractContextManager[None]:
    """The batches rolled inside the block are later rolls, even within `one_roll`.

    A table row's inline dice and nested draws: the draw's own dice are the roll, not them.
    """
    aside = getattr(rng, "aside", None)
    return aside() if callable(aside) else contextlib.nullcontext()


@record
class Purpose:
    """Whose roll comes next and why (`why` a catalog key formatted with `params`): what dice
    rolled by hand are asked for by, as a procedure's `RollFor` says it."""

    who: str
    why: str
    params: Mapping[str, object] = field(default_factory=dict)


def tell(rng: Rng, who: str, why: str, params: Mapping[str, object]) -> None:
    """Tell dice rolled by hand whose roll comes next and why, unless it was announced already
    (a table drawn for a presagio is the presagio's roll, not just the table's).

    >>> from solo.dice.rng import SeededRng
    >>> tell(SeededRng(1), "la tabla", "table.roll.why", {})  # the program's dice: nothing
    """
    suggest = getattr(rng, "suggest", None)
    if callable(suggest):
        suggest(Purpose(who, why, params))


def forget_announced(rng: Rng) -> None:
    """Tell `rng` the roll announced to it was made with other dice (typed faces).

    Physical dice remember whose roll comes next; a roll answered by typed faces must not
    leave that name to a later, different roll.
    """
    expect = getattr(rng, "expect", None)
    if callable(expect):
        expect(None)


class ChainRng:
    """Typed faces for the first roll, then another generator (the session's dice).

    `option` names the option the faces came from in errors (`--vs-dice`). Faces never
    rolled (a branch that rolled nothing) are no error.

    >>> from solo.dice.rng import D6, ScriptedRng, SeededRng
    >>> try:
    ...     ChainRng(ScriptedRng([3, 4]), SeededRng(1)).roll(D6, 1)
    ... except DiceEntryError as error:
    ...     print(error.key, error.params["needed"], error.params["given"])
    dice.entry.first_too_many 1 2
    """

    def __init__(self, first: ScriptedRng, then: Rng, option: str = "--dice") -> None:
        self.first = first
        self._then = then
        self._option = option
        self._depth = 0
        self._aside = 0
        self.done = False
        """Whether the first roll was made (every later roll comes from `then`)."""

    def roll(self, die: Die, count: int) -> tuple[int, ...]:
        """The typed faces for the first roll; the session's dice for every later one."""
        if self.done or self._aside:
            return self._then.roll(die, count)
        try:
            faces = self.first.roll(die, count)
        except DiceEntryError as error:
            raise self._named(error) from None
        forget_announced(self._then)
        if not self._depth:
            self._close()
        return faces

    @contextlib.contextmanager
    def group(self) -> Iterator[None]:
        """Make the batches rolled inside one roll (see `one_roll`)."""
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
        if not self._depth and not self.done and self.first.remaining < self.first.given:
            self._close()

    @contextlib.contextmanager
    def aside(self) -> Iterator[None]:
        """Roll the batches inside from the session's dice (see `later_rolls`)."""
        self._aside += 1
        try:
            yield
        finally:
            self._aside -= 1

    def expect(self, roll: object) -> None:
        """Pass an announced roll on to the session's dice once the typed faces are used."""
        if self.done or self._aside:
            expect = getattr(self._then, "expect", None)
            if callable(expect):
                expect(roll)

    def suggest(self, roll: object) -> None:
        """Pass a roll's purpose on to the session's dice once the typed faces are used."""
        if self.done or self._aside:
            tell_next(self._then, roll)

    def _close(self) -> None:
        """The first roll is made: every typed face must have been used."""
        self.done = True
        try:
            self.first.finish()
        except DiceEntryError as error:
            raise self._named(error) from None

    def _named(self, error: DiceEntryError) -> DiceEntryError:
        """A count error said of the first roll and of the option the faces were typed after."""
        if error.key == "dice.entry.too_few":
            return DiceEntryError("dice.entry.first_too_few", option=self._option, **error.params)
        if error.key == "dice.entry.too_many":
            return DiceEntryError("dice.entry.first_too_many", option=self._option,
                                  **error.params)
        return error


class BatchRng:
    """Each batch from its own source, in order (`None`: the fallback), then the fallback.

    For a roll of two sides where the player typed one side's faces, or both: each side's
    faces are its first batch (`ChainRng`s checks the count), every later batch is the
    fallback's.

    >>> from solo.dice.rng import D6, ScriptedRng, SeededRng
    >>> rng = BatchRng((None, ScriptedRng([3, 3])), SeededRng(1))
    >>> len(rng.roll(D6, 2)), rng.roll(D6, 2)
    (2, (3, 3))
    """

    def __init__(self, sources: tuple[Rng | None, ...], fallback: Rng) -> None:
        self._sources = list(sources)
        self._fallback = fallback

    def roll(self, die: Die, count: int) -> tuple[int, ...]:
        """Roll the next batch from its source."""
        source = self._sources.pop(0) if self._sources else None
        if source is None:
            return self._fallback.roll(die, count)
        faces = source.roll(die, count)
        forget_announced(self._fallback)
        return faces

    def expect(self, roll: object) -> None:
        """Pass an announced roll on to the fallback (a side typed forgets it when rolled)."""
        expect = getattr(self._fallback, "expect", None)
        if callable(expect):
            expect(roll)

    def suggest(self, roll: object) -> None:
        """Pass a roll's purpose on to the fallback."""
        tell_next(self._fallback, roll)


def tell_next(rng: Rng, roll: object) -> None:
    """Pass a roll's purpose (`tell`) on to the generator a wrapper rolls with."""
    suggest = getattr(rng, "suggest", None)
    if callable(suggest):
        suggest(roll)
