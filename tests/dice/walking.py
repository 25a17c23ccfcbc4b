"""Brute force for the dice tests: every sequence of faces the roller can ask for, with its
chance, rolled through the real roller (`solo.dice.roll.roll`), so the exact odds are checked
against what rolling does, whatever the modifiers."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from itertools import product
from unittest import mock

from solo.dice.notation import Expression
from solo.dice.rng import Die
from solo.dice.roll import Roll, roll


class Need(Exception):
    """The roller asked for a batch the prefix does not hold."""

    def __init__(self, die: Die, count: int) -> None:
        super().__init__()
        self.die, self.count = die, count


class Replay:
    """Serve batches from a prefix; ask for a branch when it runs out."""

    def __init__(self, prefix: tuple[tuple[int, ...], ...]) -> None:
        self.prefix = list(prefix)

    def roll(self, die: Die, count: int) -> tuple[int, ...]:
        if not self.prefix:
            raise Need(die, count)
        return self.prefix.pop(0)


def overflowed(result: Roll) -> bool:
    """Whether a die went past a limit (the odds leave those outcomes `beyond`)."""
    return any(die.capped for group in result.groups for die in group.dice)


@contextmanager
def small_limits(explosions: int = 2, rerolls: int = 2) -> Iterator[None]:
    """Explosions and rerolls stop soon, so every roll can be walked."""
    with mock.patch("solo.dice.limits.MAX_EXPLOSIONS", explosions), \
            mock.patch("solo.dice.limits.MAX_REROLLS", rerolls):
        yield


class TooManyRolls(Exception):
    """The walk would visit more rolls than a test can afford."""


def walk_odds(expr: Expression, most: int = 5_000) -> tuple[dict[int, Fraction], Fraction]:
    """Every sequence of faces the roller can ask for, with its chance: totals and overflow."""
    totals: dict[int, Fraction] = {}
    beyond = Fraction(0)
    stack: list[tuple[tuple[tuple[int, ...], ...], Fraction]] = [((), Fraction(1))]
    walked = 0
    while stack:
        walked += 1
        if walked > most:
            raise TooManyRolls
        prefix, chance = stack.pop()
        try:
            result = roll(expr, Replay(prefix))
        except Need as need:
            for faces in product(need.die.faces, repeat=need.count):
                stack.append(((*prefix, faces), chance / need.die.size ** need.count))
            continue
        if overflowed(result):
            beyond += chance
        else:
            totals[result.total] = totals.get(result.total, Fraction(0)) + chance
    return dict(sorted(totals.items())), beyond
