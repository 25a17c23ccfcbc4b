"""The grades of an Action roll: the margin ladder, their ranking and Estorbo.

>>> [grade_for_margin(m).value for m in (0, 2, -5)]
['success_benefit', 'success', 'failure_complication']
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

from solo.systems.zodiac.rules.settings import (
    BENEFICIO_WINDOW,
    CONSEQUENCE_ABOVE,
    CONSEQUENCE_BELOW,
)


class Grade(enum.StrEnum):
    """Éxito or Fracaso, with the effect that comes with it."""

    SUCCESS_BENEFIT = "success_benefit"
    SUCCESS = "success"
    SUCCESS_CONSEQUENCE = "success_consequence"
    SUCCESS_COMPLICATION = "success_complication"
    FAILURE = "failure"
    """A plain Fracaso: taken for an Éxito+Consecuencia when Tirando con Seguridad."""
    FAILURE_CONSEQUENCE = "failure_consequence"
    FAILURE_COMPLICATION = "failure_complication"
    FAILURE_CATASTROPHE = "failure_catastrophe"


class Effect(enum.StrEnum):
    """What comes with the Éxito or Fracaso, for the solo GM's idea tables."""

    NONE = "none"
    BENEFIT = "benefit"
    CONSEQUENCE = "consequence"
    COMPLICATION = "complication"
    CATASTROPHE = "catastrophe"


#: The grades a roll can give, best for the PJ first (Éxito+Complicación is
#: a choice the player makes, ranked with Fracaso+Consecuencia).
ROLLED_GRADES: tuple[Grade, ...] = (
    Grade.SUCCESS_BENEFIT, Grade.SUCCESS, Grade.SUCCESS_CONSEQUENCE,
    Grade.FAILURE_CONSEQUENCE, Grade.FAILURE_COMPLICATION, Grade.FAILURE_CATASTROPHE,
)

#: Higher is better for the PJ. A natural 1 still waiting for its TS PB ranks
#: below everything (reconstructed ordering, medium confidence).
RANK: Mapping[Grade, int] = {
    Grade.SUCCESS_BENEFIT: 6,
    Grade.SUCCESS: 5,
    Grade.SUCCESS_CONSEQUENCE: 4,
    Grade.FAILURE: 3,
    Grade.FAILURE_CONSEQUENCE: 3,
    Grade.SUCCESS_COMPLICATION: 3,
    Grade.FAILURE_COMPLICATION: 2,
    Grade.FAILURE_CATASTROPHE: 1,
}
NATURAL_ONE_RANK = 0

SUCCESSES = frozenset({Grade.SUCCESS_BENEFIT, Grade.SUCCESS, Grade.SUCCESS_CONSEQUENCE,
                       Grade.SUCCESS_COMPLICATION})

EFFECT: Mapping[Grade, Effect] = {
    Grade.SUCCESS_BENEFIT: Effect.BENEFIT,
    Grade.SUCCESS: Effect.NONE,
    Grade.SUCCESS_CONSEQUENCE: Effect.CONSEQUENCE,
    Grade.SUCCESS_COMPLICATION: Effect.COMPLICATION,
    Grade.FAILURE: Effect.NONE,
    Grade.FAILURE_CONSEQUENCE: Effect.CONSEQUENCE,
    Grade.FAILURE_COMPLICATION: Effect.COMPLICATION,
    Grade.FAILURE_CATASTROPHE: Effect.CATASTROPHE,
}

#: Estorbo worsens the effect one step and keeps Éxito/Fracaso (reconstructed:
#: Beneficio -> none -> Consecuencia -> Complicación -> Catástrofe).
ENCUMBERED: Mapping[Grade, Grade] = {
    Grade.SUCCESS_BENEFIT: Grade.SUCCESS,
    Grade.SUCCESS: Grade.SUCCESS_CONSEQUENCE,
    Grade.SUCCESS_CONSEQUENCE: Grade.SUCCESS_COMPLICATION,
    Grade.SUCCESS_COMPLICATION: Grade.SUCCESS_COMPLICATION,
    Grade.FAILURE: Grade.FAILURE_CONSEQUENCE,
    Grade.FAILURE_CONSEQUENCE: Grade.FAILURE_COMPLICATION,
    Grade.FAILURE_COMPLICATION: Grade.FAILURE_CATASTROPHE,
    Grade.FAILURE_CATASTROPHE: Grade.FAILURE_CATASTROPHE,
}

#: A Fracaso forced by a natural 1 (or a failed safe roll) keeps the margin's effect.
FORCED_FAILURE: Mapping[Grade, Grade] = {
    Grade.SUCCESS_BENEFIT: Grade.FAILURE_CONSEQUENCE,
    Grade.SUCCESS: Grade.FAILURE_CONSEQUENCE,
    Grade.SUCCESS_CONSEQUENCE: Grade.FAILURE_CONSEQUENCE,
    Grade.FAILURE: Grade.FAILURE,
    Grade.FAILURE_CONSEQUENCE: Grade.FAILURE_CONSEQUENCE,
    Grade.FAILURE_COMPLICATION: Grade.FAILURE_COMPLICATION,
    Grade.SUCCESS_COMPLICATION: Grade.FAILURE_COMPLICATION,
    Grade.FAILURE_CATASTROPHE: Grade.FAILURE_CATASTROPHE,
}


#: The solo GM's idea tables for each effect (YAML tables under `tables/zodiac/`).
IDEA_TABLES: Mapping[Effect, str] = {
    Effect.BENEFIT: "zodiac/beneficios",
    Effect.CONSEQUENCE: "zodiac/consecuencias",
    Effect.COMPLICATION: "zodiac/complicaciones",
    Effect.CATASTROPHE: "zodiac/catastrofes",
}


def idea_table(grade: Grade) -> str | None:
    """Return the id of the idea table for a grade's effect (None for a plain Éxito).

    >>> idea_table(Grade.FAILURE_COMPLICATION), idea_table(Grade.SUCCESS)
    ('zodiac/complicaciones', None)
    """
    return IDEA_TABLES.get(EFFECT[grade])


def grade_for_margin(margin: int, window: int = BENEFICIO_WINDOW,
                     *, benefit_possible: bool = True) -> Grade:
    """Return the grade of a total that is `margin` above (or below) the CD.

    With `benefit_possible` False (a bonus so big that every die reaches the
    CD) the margins that would give Beneficio give a plain Éxito instead.

    >>> [g.value for g in (grade_for_margin(3), grade_for_margin(3, window=3),
    ...                    grade_for_margin(4))]
    ['success', 'success_benefit', 'success_consequence']
    >>> grade_for_margin(-3)
    <Grade.FAILURE_CONSEQUENCE: 'failure_consequence'>
    """
    if margin > CONSEQUENCE_ABOVE:
        return Grade.SUCCESS_CONSEQUENCE
    if margin >= 0:
        return (Grade.SUCCESS_BENEFIT if margin <= window and benefit_possible
                else Grade.SUCCESS)
    if margin >= -CONSEQUENCE_BELOW:
        return Grade.FAILURE_CONSEQUENCE
    return Grade.FAILURE_COMPLICATION


def is_success(grade: Grade) -> bool:
    """Whether the grade is an Éxito.

    >>> is_success(Grade.SUCCESS_COMPLICATION), is_success(Grade.FAILURE_CONSEQUENCE)
    (True, False)
    """
    return grade in SUCCESSES


def encumber(grade: Grade) -> Grade:
    """Return the grade worsened one step by Estorbo.

    >>> encumber(Grade.SUCCESS_BENEFIT), encumber(Grade.FAILURE_COMPLICATION)
    (<Grade.SUCCESS: 'success'>, <Grade.FAILURE_CATASTROPHE: 'failure_catastrophe'>)
    """
    return ENCUMBERED[grade]


def effect_of(grade: Grade) -> Effect:
    """Return the effect that comes with a grade.

    >>> effect_of(Grade.FAILURE_CATASTROPHE)
    <Effect.CATASTROPHE: 'catastrophe'>
    """
    return EFFECT[grade]


#: The grades that leave something owed to the story, and as what: a Complicación or a
#: Catástrofe weighs on what comes later; a Consecuencia is narrated there and then.
PENDING_KIND: Mapping[Grade, str] = {
    Grade.SUCCESS_COMPLICATION: "complication", Grade.FAILURE_COMPLICATION: "complication",
    Grade.FAILURE_CATASTROPHE: "complication",
}
