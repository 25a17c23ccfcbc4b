"""Estorbo and TS: once a TS on an encumbered attribute fails, the rest of the scene's fail too.

A TS is never modified, not even by Estorbo: the first one on an attribute with Estorbo is
rolled as usual. After its first failure, every later TS on that attribute in the same scene
fails without rolling. The scene's end forgets those failures.

>>> from solo.dice.rng import ScriptedRng
>>> first = encumbered_ts(3, Attribute.FUE, frozenset(), ScriptedRng([2]), encumbered=True)
>>> first.roll.passed, sorted(first.failed)
(False, [<Attribute.FUE: 'fue'>])
>>> again = encumbered_ts(5, Attribute.FUE, first.failed, ScriptedRng([]), encumbered=True)
>>> again.roll.automatic, again.roll.passed
(True, False)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.dice.rng import Rng
from solo.record import record
from solo.systems.zodiac.rules.scores import Attribute
from solo.systems.zodiac.rules.simple import SimpleRoll, simple_odds, simple_roll

if TYPE_CHECKING:
    from fractions import Fraction


@record
class EncumberedTs:
    """A TS, and the attributes whose later TS fail alone after it."""

    roll: SimpleRoll
    failed: frozenset[Attribute]


def fails_alone(target: object, failed: frozenset[Attribute]) -> bool:
    """Whether a TS on `target` fails without rolling (its Estorbo already failed one).

    >>> fails_alone(Attribute.AGI, frozenset({Attribute.AGI})), fails_alone("rec", frozenset())
    (True, False)
    """
    return isinstance(target, Attribute) and target in failed


def ts_chance(score: int, target: object, failed: frozenset[Attribute]) -> Fraction:
    """The exact chance the TS passes: none when it fails alone.

    >>> ts_chance(3, Attribute.FUE, frozenset()), ts_chance(3, Attribute.FUE, frozenset(Attribute))
    (Fraction(1, 2), Fraction(0, 1))
    """
    from fractions import Fraction

    return Fraction(0) if fails_alone(target, failed) else simple_odds(score)


def encumbered_ts(score: int, target: object, failed: frozenset[Attribute], rng: Rng, *,
                  encumbered: bool) -> EncumberedTs:
    """Roll a TS on `target` (an Attribute, a Social score or an Action's PB).

    `encumbered`: the attribute has Estorbo now. `failed`: the attributes whose Estorbo already
    failed a TS this scene (their TS fail without a die, whether or not it is said again).
    """
    if fails_alone(target, failed):
        return EncumberedTs(simple_roll(score, rng, auto_fail=True), failed)
    roll = simple_roll(score, rng)
    if encumbered and isinstance(target, Attribute) and not roll.passed:
        failed = failed | {target}
    return EncumberedTs(roll, failed)
