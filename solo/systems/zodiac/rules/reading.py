"""Read one main roll: its total, margin, natural result and provisional grade.

A reading is what one die (or the 2d6 of a Tirada de Carácter) gives before
the TS PB of a natural 1 and before Estorbo. Ventaja and Desventaja compare
two readings by `rank_key`.

>>> read((7,), ActionRequest(at=0, cd=7)).grade
<Grade.SUCCESS_BENEFIT: 'success_benefit'>
>>> read((1,), ActionRequest(at=0, cd=7)).needs_ts
True
"""

from __future__ import annotations

import enum

from solo.record import record
from solo.systems.zodiac.rules.grades import (
    FORCED_FAILURE,
    NATURAL_ONE_RANK,
    RANK,
    Grade,
    encumber,
    grade_for_margin,
)
from solo.systems.zodiac.rules.request import ActionRequest, RollMode, can_roll_ts, main_die
from solo.systems.zodiac.rules.settings import NATURAL_HIGH


class Natural(enum.StrEnum):
    """A main die that decides by itself: natural 12 or natural 1."""

    NONE = "none"
    HIGH = "natural_12"
    LOW = "natural_1"


@record
class Reading:
    """One main roll read against the CD (before TS PB and Estorbo)."""

    faces: tuple[int, ...]
    value: int
    total: int
    margin: int
    grade: Grade
    natural: Natural
    needs_ts: bool


def _natural(faces: tuple[int, ...], request: ActionRequest) -> Natural:
    die = main_die(request)
    if all(face == die.low for face in faces):
        return Natural.LOW
    if (len(faces) == 1 and request.mode is RollMode.NORMAL and die.high == NATURAL_HIGH
            and faces[0] == NATURAL_HIGH):
        return Natural.HIGH
    return Natural.NONE


def _margin_grade(value: int, margin: int, request: ActionRequest, count: int) -> Grade:
    """The margin's grade, with the second-lowest rule when every die reaches the CD."""
    lowest = count * main_die(request).low
    huge_bonus = lowest + request.pre_roll_modifier >= request.cd
    if huge_bonus and value == lowest + 1 and margin >= 0:
        return Grade.SUCCESS_BENEFIT
    return grade_for_margin(margin, request.window, benefit_possible=not huge_bonus)


def read(faces: tuple[int, ...], request: ActionRequest, shift: int = 0) -> Reading:
    """Read the main dice `faces`; `shift` is a late change to the total (the GM twist)."""
    value = sum(faces)
    total = value + request.pre_roll_modifier + request.focus + shift
    margin = total - request.cd
    natural = _natural(faces, request)
    grade = _margin_grade(value, margin, request, len(faces))
    needs_ts = False
    if natural is Natural.HIGH:
        grade = (Grade.FAILURE_CONSEQUENCE if request.weakness
                 else Grade.SUCCESS_CONSEQUENCE)
    elif natural is Natural.LOW and len(faces) > 1:
        grade = Grade.FAILURE_CATASTROPHE
    elif natural is Natural.LOW:
        grade = FORCED_FAILURE[grade]
        needs_ts = can_roll_ts(request)
    return Reading(faces, value, total, margin, grade, natural, needs_ts)


def final_grade(reading: Reading, request: ActionRequest, ts_passed: bool | None) -> Grade:
    """Return the grade after the TS PB (if one was needed) and Estorbo.

    >>> r = read((1,), ActionRequest(at=0, cd=7, encumbered=True))
    >>> final_grade(r, ActionRequest(at=0, cd=7, encumbered=True), True)
    <Grade.FAILURE_CATASTROPHE: 'failure_catastrophe'>
    """
    grade = reading.grade
    if reading.needs_ts and not ts_passed:
        grade = Grade.FAILURE_CATASTROPHE
    return encumber(grade) if request.encumbered else grade


def rank_key(reading: Reading, request: ActionRequest) -> tuple[int, int]:
    """How good a reading is for the PJ: compared by the grade it leads to."""
    if reading.needs_ts:
        return (NATURAL_ONE_RANK, NATURAL_ONE_RANK)
    return (RANK[final_grade(reading, request, None)], RANK[reading.grade])


def choose(first: Reading, second: Reading | None, request: ActionRequest) -> Reading:
    """Keep the reading the rule says: the better with Ventaja, the worse with Desventaja.

    On a tie the first die is kept.

    >>> req = ActionRequest(at=0, cd=7, disadvantage=True)
    >>> choose(read((7,), req), read((12,), req), req).value
    12
    """
    if second is None:
        return first
    better = rank_key(second, request) > rank_key(first, request)
    worse = rank_key(second, request) < rank_key(first, request)
    return second if (better if request.keep_best else worse) else first
