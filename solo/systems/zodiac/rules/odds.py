"""Exact odds of every Action roll mode, as Fractions per grade.

The main roll is read once per face (or per 2d6 pair); Ventaja/Desventaja
combine the readings in pairs by rank; the TS PB after a natural 1 is folded
in with its exact chance of passing.

>>> odds = action_odds(ActionRequest(at=0, cd=7, pb=3))
>>> odds[Grade.SUCCESS_BENEFIT], sum(odds.values())
(Fraction(1, 12), Fraction(1, 1))
"""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

from solo.systems.zodiac.rules.grades import Grade, is_success
from solo.systems.zodiac.rules.passive import passive_grade
from solo.systems.zodiac.rules.reading import Reading, choose, final_grade, read
from solo.systems.zodiac.rules.request import ActionRequest, dice_count, main_die
from solo.systems.zodiac.rules.simple import simple_odds


def _readings(request: ActionRequest) -> Counter[Reading]:
    """Every distinct reading of one main roll, with how many face tuples give it."""
    die = main_die(request)
    return Counter(read(faces, request)
                   for faces in itertools.product(die.faces, repeat=dice_count(request)))


def _kept(request: ActionRequest) -> dict[Reading, Fraction]:
    readings = _readings(request)
    size = sum(readings.values())
    single = {r: Fraction(n, size) for r, n in readings.items()}
    if not request.extra_die:
        return single
    kept: dict[Reading, Fraction] = {}
    for (a, pa), (b, pb) in itertools.product(single.items(), repeat=2):
        winner = choose(a, b, request)
        kept[winner] = kept.get(winner, Fraction(0)) + pa * pb
    return kept


def action_odds(request: ActionRequest) -> dict[Grade, Fraction]:
    """Return the exact chance of each grade (all seven, zeros included)."""
    request.check()
    odds = dict.fromkeys(Grade, Fraction(0))
    passes = simple_odds(request.ts_score)
    for reading, chance in _kept(request).items():
        if reading.needs_ts:
            odds[final_grade(reading, request, True)] += chance * passes
            odds[final_grade(reading, request, False)] += chance * (1 - passes)
        else:
            odds[final_grade(reading, request, None)] += chance
    return odds


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
