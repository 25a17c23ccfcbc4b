"""Opposed Actions: who rolls between two PJs, and the silent contest between two PNJs.

>>> who_rolls(3, 2), who_rolls(2, 2)
(<Roller.FIRST: 'first'>, <Roller.GM_CHOICE: 'gm_choice'>)
>>> npc_contest(7, 6)
<Roller.FIRST: 'first'>
"""

from __future__ import annotations

import enum

from solo.dice.rng import D6, Rng
from solo.record import record
from solo.systems.zodiac.rules.passive import passive_value


class Roller(enum.StrEnum):
    """Which side acts (or wins) in an opposed Action."""

    FIRST = "first"
    SECOND = "second"
    GM_CHOICE = "gm_choice"


def who_rolls(pb_first: int, pb_second: int) -> Roller:
    """Between two PJs, the one with the higher PB in its Action rolls; a tie is the GM's call."""
    if pb_first == pb_second:
        return Roller.GM_CHOICE
    return Roller.FIRST if pb_first > pb_second else Roller.SECOND


def npc_contest(cde_first: int, cde_second: int, *, disadvantage_first: bool = False,
                disadvantage_second: bool = False) -> Roller:
    """Between two PNJs, compare CDEs as Elegir Pasiva (a tie goes to the first, who acts).

    >>> npc_contest(6, 6, disadvantage_first=True)
    <Roller.SECOND: 'second'>
    """
    first = passive_value(cde_first, disadvantage=disadvantage_first)
    second = passive_value(cde_second, disadvantage=disadvantage_second)
    return Roller.FIRST if first >= second else Roller.SECOND


@record
class NpcRoll:
    """The optional random contest: each PNJ's CDE plus one d6 (two colours of 2d6)."""

    faces: tuple[int, int]
    totals: tuple[int, int]
    winner: Roller


def npc_contest_rolled(cde_first: int, cde_second: int, rng: Rng) -> NpcRoll:
    """Add a d6 to each PNJ's CDE and compare; a tie is the GM's call.

    >>> from solo.dice.rng import ScriptedRng
    >>> npc_contest_rolled(6, 7, ScriptedRng([4, 2])).winner
    <Roller.FIRST: 'first'>
    """
    a, b = rng.roll(D6, 2)
    totals = (cde_first + a, cde_second + b)
    winner = (Roller.GM_CHOICE if totals[0] == totals[1]
              else Roller.FIRST if totals[0] > totals[1] else Roller.SECOND)
    return NpcRoll((a, b), totals, winner)
