"""The amenaza (threat): how presagios and spent points raise it, and what it unlocks at 8.

>>> after_omens(4, 2), after_omens(4, 1), after_omens(3, 2)
(5, 4, 4)
>>> dangerous_cost(8, against_monster=False), dangerous_cost(3, against_monster=False)
(0, 1)
"""

from __future__ import annotations

from solo.errors import RuleError
from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.fragmentos.rules.settings import (
    CHARGE_DANGEROUS,
    DANGEROUS_COST,
    OMEN_THREAT_RISE,
    OMENS_NEEDED_AT_LEAST,
    SECONDARY_SCRIPT_PROTECTION,
    SPENDING_THREAT_LOWERS_LEVEL,
    THREAT_MAX,
    THREAT_ON_OUT,
    THREAT_SEVERE,
)


def omens_raise_threat(level: int, omens: int) -> bool:
    """Whether `omens` presagios reach half the current `level` (so the threat rises).

    >>> omens_raise_threat(5, 3), omens_raise_threat(5, 2), omens_raise_threat(0, 0)
    (True, False, False)
    """
    return omens >= OMENS_NEEDED_AT_LEAST and 2 * omens >= level


def after_omens(level: int, omens: int) -> int:
    """Return the threat level after a roll that showed `omens` presagios.

    >>> after_omens(2, 1)
    3
    """
    return min(THREAT_MAX, level + (OMEN_THREAT_RISE if omens_raise_threat(level, omens) else 0))


def is_severe(level: int) -> bool:
    """Whether the threat is high enough to make dangerous rolls free and end script protection.

    >>> is_severe(7), is_severe(8)
    (False, True)
    """
    return level >= THREAT_SEVERE


def dangerous_cost(level: int, *, against_monster: bool) -> int:
    """Return the threat points the GM pays to make a roll dangerous.

    >>> dangerous_cost(2, against_monster=True)
    0
    """
    return 0 if is_severe(level) or against_monster else DANGEROUS_COST


# Which ranks may use script protection at all (main characters only while the threat is low).
_PROTECTED: dict[Rank, bool] = {
    Rank.MAIN: True,
    Rank.MONSTER: True,
    Rank.SECONDARY: SECONDARY_SCRIPT_PROTECTION,
}


def script_protection_allowed(level: int, rank: Rank = Rank.MAIN) -> bool:
    """Whether a character of `rank` may ignore a dangerous loss at this threat level.

    >>> script_protection_allowed(7), script_protection_allowed(8)
    (True, False)
    >>> script_protection_allowed(8, Rank.MONSTER), script_protection_allowed(1, Rank.SECONDARY)
    (True, False)
    """
    if rank is Rank.MAIN and is_severe(level):
        return False
    return _PROTECTED[rank]


def check_threat(level: int) -> int:
    """Return `level` if it is a valid threat level (0 or more), or raise `RuleError`.

    >>> check_threat(2)
    2
    """
    if level < 0:
        raise RuleError("frag.error.threat_negative", level=level)
    return level


def spend_threat(level: int, points: int = 1) -> int:
    """Return the level after the GM spends `points` (lowered only if the setting says so).

    >>> spend_threat(3)
    2
    """
    if points > check_threat(level):
        raise RuleError("frag.error.no_threat", points=points, level=level)
    return level - points if SPENDING_THREAT_LOWERS_LEVEL else level


def raise_threat(level: int, points: int = 1) -> int:
    """Return the level after it rises by `points` (a spent point, a death, a bad turn).

    >>> raise_threat(7)
    8
    """
    return min(THREAT_MAX, check_threat(level) + points)


def pay_for_danger(level: int, *, against_monster: bool) -> int:
    """Return the level after the GM declares a roll dangerous (free at 8+ or against the monster).

    >>> pay_for_danger(3, against_monster=False), pay_for_danger(9, against_monster=False)
    (2, 9)
    """
    cost = dangerous_cost(level, against_monster=against_monster) if CHARGE_DANGEROUS else 0
    if cost > check_threat(level):
        raise RuleError("frag.error.danger_unaffordable", level=level, cost=cost)
    return spend_threat(level, cost) if cost else level


def after_out(level: int, *, out: bool, rank: Rank = Rank.MAIN) -> int:
    """Return the level after a harm: a main or secondary character taken out raises it.

    >>> after_out(3, out=True), after_out(3, out=False), after_out(3, out=True, rank=Rank.MONSTER)
    (4, 3, 3)
    """
    return min(THREAT_MAX, level + (THREAT_ON_OUT if out and rank is not Rank.MONSTER else 0))
