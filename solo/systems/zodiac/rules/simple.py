"""Simple rolls (TS): 1d6 + a score, passed on 7 or more, never modified.

>>> from solo.dice.rng import ScriptedRng
>>> simple_roll(3, ScriptedRng([4])).passed, simple_roll(3, ScriptedRng([3])).passed
(True, False)
>>> simple_odds(3)
Fraction(1, 2)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from solo.dice.rng import D6, Rng
from solo.record import record
from solo.systems.zodiac.rules.settings import TS_TARGET

if TYPE_CHECKING:
    from fractions import Fraction


@record
class SimpleRoll:
    """One TS: the d6, the score, the total and whether it passed.

    `automatic` is True when Estorbo made it fail without rolling (`die` 0).
    """

    die: int
    score: int
    total: int
    target: int
    passed: bool
    automatic: bool = False

    def to_json(self) -> dict[str, Any]:
        """Return the JSON shape: die, score, total, target, passed."""
        data: dict[str, Any] = {"die": self.die, "score": self.score, "total": self.total,
                                "target": self.target, "passed": self.passed}
        if self.automatic:
            data["automatic"] = True
        return data


def simple_from_die(score: int, die: int) -> SimpleRoll:
    """Return the TS for a d6 face already rolled.

    >>> simple_from_die(2, 5).total
    7
    """
    total = die + score
    return SimpleRoll(die, score, total, TS_TARGET, total >= TS_TARGET)


def simple_roll(score: int, rng: Rng, *, auto_fail: bool = False) -> SimpleRoll:
    """Roll a TS on `score`; `auto_fail` when Estorbo already failed one this scene."""
    from solo.systems.zodiac.rules.scores import check_score  # an Action's roll never needs it

    check_score("ts", score)
    if auto_fail:
        return SimpleRoll(0, score, score, TS_TARGET, passed=False, automatic=True)
    (die,) = rng.roll(D6, 1)
    return simple_from_die(score, die)


def simple_odds(score: int) -> Fraction:
    """Return the exact chance that a TS on `score` passes.

    >>> simple_odds(1), simple_odds(5)
    (Fraction(1, 6), Fraction(5, 6))
    """
    from fractions import Fraction

    from solo.systems.zodiac.rules.scores import check_score

    check_score("ts", score)
    faces = range(D6.low, D6.high + 1)
    wins = max(0, min(len(faces), D6.high + score - TS_TARGET + 1))
    return Fraction(wins, len(faces))
