"""Exact odds of every Action roll mode, as Fractions per grade, counted in whole numbers.

The main roll is read once per sum of its dice (the reading depends on nothing
else, weighted by how many rolls give that sum), and the readings are grouped by
what decides the rest: their grade and whether a natural 1 calls for a TS PB.
Ventaja/Desventaja compare the groups in pairs by rank (`choose`), each
pair weighted by how many rolls give it; the TS PB after a natural 1 is folded
in with its exact chance of passing. Counts become `Fraction`s once; the counts of
the last requests asked are kept.

>>> odds = action_odds(ActionRequest(at=0, cd=7, pb=3))
>>> odds[Grade.SUCCESS_BENEFIT], sum(odds.values())
(Fraction(1, 12), Fraction(1, 1))
"""

from __future__ import annotations

import itertools
from functools import lru_cache
from typing import TYPE_CHECKING

from solo.dice.rng import Die
from solo.dice.uniform import uniform_power
from solo.systems.zodiac.rules.grades import Grade, is_success
from solo.systems.zodiac.rules.passive import passive_grade
from solo.systems.zodiac.rules.reading import Reading, choose, final_grade, read
from solo.systems.zodiac.rules.request import ActionRequest, dice_count, main_die
from solo.systems.zodiac.rules.simple import simple_odds

if TYPE_CHECKING:
    from fractions import Fraction

Kind = tuple[Grade, bool]
"""What a reading leads to: its grade and whether it needs a TS PB."""


def _kind(reading: Reading) -> Kind:
    return reading.grade, reading.needs_ts


def _readings(request: ActionRequest) -> dict[Kind, tuple[Reading, int]]:
    """One reading of each kind, with how many rolls of the main dice give that kind.

    A reading depends on the dice only through their sum (a natural 1 is the
    lowest sum, a natural 12 the d12's highest), so each sum is read once, with
    one roll that gives it, and weighted by how many rolls give it (the dice
    engine's counts).
    """
    die = main_die(request)
    count = dice_count(request)
    kinds: dict[Kind, tuple[Reading, int]] = {}
    for index, ways in enumerate(uniform_power(die.size, count)):
        reading = read(_faces_adding_to(count * die.low + index, count, die), request)
        first, known = kinds.get(_kind(reading), (reading, 0))
        kinds[_kind(reading)] = first, known + ways
    return kinds


def _faces_adding_to(value: int, count: int, die: Die) -> tuple[int, ...]:
    """One roll of `count` dice that adds up to `value`, the highest faces first.

    >>> from solo.dice.rng import D6
    >>> _faces_adding_to(8, 2, D6), _faces_adding_to(2, 2, D6)
    ((6, 2), (1, 1))
    """
    faces = []
    for left in range(count - 1, -1, -1):
        face = min(die.high, value - left * die.low)
        faces.append(face)
        value -= face
    return tuple(faces)


def _kept(request: ActionRequest) -> dict[Kind, tuple[Reading, int]]:
    """Each kind of reading kept after Ventaja/Desventaja, with how many rolls keep it."""
    single = _readings(request)
    if not request.extra_die:
        return single
    kept: dict[Kind, tuple[Reading, int]] = {}
    for (first, ways_first), (second, ways_second) in itertools.product(single.values(),
                                                                        repeat=2):
        winner = choose(first, second, request)
        kept_reading, ways = kept.get(_kind(winner), (winner, 0))
        kept[_kind(winner)] = kept_reading, ways + ways_first * ways_second
    return kept


@lru_cache(maxsize=256)
def _grade_ways(request: ActionRequest) -> tuple[tuple[tuple[Grade, int], ...], int]:
    """How many rolls (main dice, and the TS d6) give each grade, and how many rolls there are.

    Worked out once for each request asked lately (a request is frozen).
    """
    passes = simple_odds(request.ts_score)
    ts_pass, ts_space = passes.numerator, passes.denominator
    ways = dict.fromkeys(Grade, 0)
    space = 0
    for reading, count in _kept(request).values():
        space += count
        if reading.needs_ts:
            ways[final_grade(reading, request, True)] += count * ts_pass
            ways[final_grade(reading, request, False)] += count * (ts_space - ts_pass)
        else:
            ways[final_grade(reading, request, None)] += count * ts_space
    return tuple(ways.items()), space * ts_space


def action_odds(request: ActionRequest) -> dict[Grade, Fraction]:
    """Return the exact chance of each grade (all seven, zeros included)."""
    from fractions import Fraction

    request.check()
    ways, space = _grade_ways(request)
    return {grade: Fraction(count, space) for grade, count in ways}


def passive_odds(cde: int, cd: int, *, advantage: bool = False,
                 disadvantage: bool = False) -> dict[Grade, Fraction]:
    """Return the (certain) grade of Elegir Pasiva as odds.

    >>> passive_odds(6, 7, advantage=True)[Grade.SUCCESS_CONSEQUENCE]
    Fraction(1, 1)
    """
    from fractions import Fraction

    odds = dict.fromkeys(Grade, Fraction(0))
    odds[passive_grade(cde, cd, advantage=advantage, disadvantage=disadvantage)] = Fraction(1)
    return odds


def success_chance(odds: dict[Grade, Fraction]) -> Fraction:
    """Return the chance of any Éxito.

    >>> success_chance(action_odds(ActionRequest(at=0, cd=7)))
    Fraction(1, 2)
    """
    from fractions import Fraction

    return sum((p for g, p in odds.items() if is_success(g)), Fraction(0))
