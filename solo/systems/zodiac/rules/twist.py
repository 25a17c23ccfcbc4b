"""Karma on a roll under way: El efecto Deja Vu (reroll) and the GM's twist (2d6 ±).

>>> from solo.dice.rng import ScriptedRng
>>> from solo.systems.zodiac.rules.action import roll_action
>>> first = roll_action(ActionRequest(at=0, cd=7), ScriptedRng([7]))
>>> twisted = gm_twist(first, ScriptedRng([2, 5]))
>>> twisted.shift, twisted.result.grade, twisted.pk_gained
(-3, <Grade.FAILURE_CONSEQUENCE: 'failure_consequence'>, True)
"""

from __future__ import annotations

import dataclasses
from typing import Any

from solo.dice.rng import D6, Rng
from solo.errors import RuleError
from solo.record import record
from solo.systems.zodiac.rules.action import ActionResult, settle
from solo.systems.zodiac.rules.grades import RANK, Grade
from solo.systems.zodiac.rules.reading import Natural
from solo.systems.zodiac.rules.request import ActionRequest, main_die
from solo.systems.zodiac.rules.simple import SimpleRoll, simple_from_die

__all__ = ["ActionRequest", "TwistResult", "deja_vu", "deja_vu_action_ts", "deja_vu_ts",
           "gm_twist"]


@record
class TwistResult:
    """The GM's twist: the 2d6, the net change, the new result and the PK it pays."""

    faces: tuple[int, int]
    shift: int
    before: Grade
    result: ActionResult
    pk_gained: bool
    pk_spare: bool = False
    """The PK gained does not fit (the PJ holds 7): it is spare, for another PJ."""

    def to_json(self) -> dict[str, Any]:
        """Return the faces, the shift, both grades and whether the player gains a PK."""
        return {"faces": list(self.faces), "shift": self.shift, "before": self.before.value,
                "grade": self.result.grade.value, "total": self.result.total,
                "pk_gained": self.pk_gained, "pk_spare": self.pk_spare}


def gm_twist(result: ActionResult, rng: Rng) -> TwistResult:
    """Roll 2d6; the solo GM adds one and subtracts the other, whichever hurts the PJ more.

    A natural 1 or 12 is never changed. The player gains +1 PK only when the
    grade ends up worse.
    """
    if result.twist:
        raise RuleError("zodiac.error.gm_twice")
    a, b = rng.roll(D6, 2)
    if result.natural is not Natural.NONE:
        return TwistResult((a, b), 0, result.grade, result, pk_gained=False)
    options = [settle(result.request, result.dice, None, shift=shift, ts=result.ts)
               for shift in (a - b, b - a)]
    worst = min(options, key=lambda r: RANK[r.grade])
    return TwistResult((a, b), worst.twist, result.grade, worst,
                       RANK[worst.grade] < RANK[result.grade])


def deja_vu(result: ActionResult, index: int, rng: Rng,
            ts_rng: Rng | None = None) -> ActionResult:
    """Reroll die number `index` (1-based, in the order rolled); the new result stands."""
    if not 1 <= index <= len(result.dice):
        raise RuleError("zodiac.error.die_number", number=index, count=len(result.dice))
    (face,) = rng.roll(main_die(result.request), 1)
    faces = (*result.dice[:index - 1], face, *result.dice[index:])
    again = settle(result.request, faces, ts_rng if ts_rng is not None else rng,
                   shift=result.twist)
    return dataclasses.replace(again, rerolled=(index, result.dice[index - 1]))


def deja_vu_ts(roll: SimpleRoll, rng: Rng) -> SimpleRoll:
    """Reroll a TS the PJ just failed; the new result stands.

    >>> from solo.dice.rng import ScriptedRng
    >>> deja_vu_ts(simple_from_die(3, 2), ScriptedRng([5])).passed
    True
    """
    if roll.passed:
        raise RuleError("zodiac.error.ts_not_failed")
    (face,) = rng.roll(D6, 1)
    return simple_from_die(roll.score, face)


def deja_vu_action_ts(result: ActionResult, rng: Rng) -> ActionResult:
    """Reroll the failed TS PB after a natural 1; the new TS decides the Catástrofe.

    >>> from solo.dice.rng import ScriptedRng
    >>> from solo.systems.zodiac.rules.action import roll_action
    >>> first = roll_action(ActionRequest(at=0, cd=7, pb=3), ScriptedRng([1, 2]))
    >>> deja_vu_action_ts(first, ScriptedRng([5])).grade
    <Grade.FAILURE_COMPLICATION: 'failure_complication'>
    """
    if result.ts is None:
        raise RuleError("zodiac.error.ts_not_failed")
    return settle(result.request, result.dice, None, shift=result.twist,
                  ts=deja_vu_ts(result.ts, rng))
