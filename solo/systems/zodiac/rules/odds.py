"""Exact odds of every Action roll mode, as Fractions per grade, counted in whole numbers.

The main roll is read once per face (or per 2d6 pair), and the readings are
grouped by what decides the rest: their grade and whether a natural 1 calls for
a TS PB. Ventaja/Desventaja compare the groups in pairs by rank (`choose`), each
pair weighted by how many rolls give it; the TS PB after a natural 1 is folded
in with its exact chance of passing. Counts become `Fraction`s once.

>>> odds = action_odds(ActionRequest(at=0, cd=7, pb=3))
>>> odds[Grade.SUCCESS_BENEFIT], sum(odds.values())
(Fraction(1, 12), Fraction(1, 1))
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from solo.systems.zodiac.rules.grades import Grade, is_success
from solo.systems.zodiac.rules.passive import passive_grade
from solo.systems.zodiac.rules.reading import Reading, choose, final_grade, read
from solo.systems.zodiac.rules.request import ActionRequest, dice_count, main_die
from solo.systems.zodiac.rules.simple import simple_odds

Kind = tuple[Grade, bool]
"""What a reading leads to: its grade and whether it needs a TS PB."""


def _kind(reading: Reading) -> Kind:
    return reading.grade, reading.needs_ts


def _readings(request: ActionRequest) -> dict[Kind, tuple[Reading, int]]:
    """One reading of each kind, with how many face tuples give that kind."""
    die = main_die(request)
    kinds: dict[Kind, tuple[Reading, int]] = {}
    for faces in itertools.product(die.faces, repeat=dice_count(request)):
        reading = read(faces, request)
        first, ways = kinds.get(_kind(reading), (reading, 0))
        kinds[_kind(reading)] = first, ways + 1
    return kinds


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


def action_odds(request: ActionRequest) -> dict[Grade, Fraction]:
    """Return the exact chance of each grade (all seven, zeros included)."""
    request.check()
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
    return {grade: Fraction(count, space * ts_space) for grade, count in ways.items()}


def passive_odds(cde: int, cd: int, *, advantage: bool = False,
                 disadvantage: bool = False) -> dict[Grade, Fraction]:
    """Return the (certain) grade of Elegir Pasiva as odds.

    >>> passive_odds(6, 7, advantage=True)[Grade.SUCCESS_CONSEQUENCE]
    Fraction(1, 1)
    """
    odds = dict.fromkeys(Grade, Fraction(0))
    odds[passive_grade(cde, cd, advantage=advantage, disadvantage=disadvantage)] = Fraction(1)
    return odds


def success_chance(odds: dict[Grade, Fraction]) -> Fraction:
    """Return the chance of any Éxito.

    >>> success_chance(action_odds(ActionRequest(at=0, cd=7)))
    Fraction(1, 2)
    """
    return sum((p for g, p in odds.items() if is_success(g)), Fraction(0))
