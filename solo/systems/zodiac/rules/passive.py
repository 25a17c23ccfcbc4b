"""Elegir Pasiva: no dice; the CDE (±2 for Ventaja/Desventaja) against the CD.

>>> choose_passive(6, 7, advantage=True).grade
<Grade.SUCCESS_CONSEQUENCE: 'success_consequence'>
>>> choose_passive(6, 7).grade
<Grade.FAILURE_CONSEQUENCE: 'failure_consequence'>
"""

from __future__ import annotations

import dataclasses
from typing import Any

from solo.errors import RuleError
from solo.record import record
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.settings import PASSIVE_SHIFT


@record
class PassiveResult:
    """Elegir Pasiva: the value compared, the CD and the grade."""

    cde: int
    value: int
    cd: int
    grade: Grade
    convertible: bool

    def to_json(self) -> dict[str, Any]:
        """Return mode, cde, value, cd, grade (and whether it can be converted)."""
        data: dict[str, Any] = {"mode": "passive", "cde": self.cde, "value": self.value,
                                "cd": self.cd, "grade": self.grade.value}
        if self.convertible:
            data["convertible"] = True
        return data


def passive_value(cde: int, *, advantage: bool = False, disadvantage: bool = False) -> int:
    """Return the CDE shifted by Ventaja/Desventaja (both cancel out).

    >>> passive_value(6, advantage=True), passive_value(6, advantage=True, disadvantage=True)
    (8, 6)
    """
    return cde + PASSIVE_SHIFT * (int(advantage) - int(disadvantage))


def passive_grade(cde: int, cd: int, *, advantage: bool = False,
                  disadvantage: bool = False) -> Grade:
    """Return Éxito+Consecuencia when the value reaches the CD, else Fracaso+Consecuencia.

    >>> passive_grade(7, 7)
    <Grade.SUCCESS_CONSEQUENCE: 'success_consequence'>
    """
    value = passive_value(cde, advantage=advantage, disadvantage=disadvantage)
    return Grade.SUCCESS_CONSEQUENCE if value >= cd else Grade.FAILURE_CONSEQUENCE


def choose_passive(cde: int, cd: int, *, advantage: bool = False, disadvantage: bool = False,
                   opposed: bool = False) -> PassiveResult:
    """Settle Elegir Pasiva; it is not allowed in an opposed action."""
    if opposed:
        raise RuleError("zodiac.error.passive_opposed")
    grade = passive_grade(cde, cd, advantage=advantage, disadvantage=disadvantage)
    value = passive_value(cde, advantage=advantage, disadvantage=disadvantage)
    return PassiveResult(cde, value, cd, grade, grade is Grade.FAILURE_CONSEQUENCE)


def convert_passive(result: PassiveResult) -> PassiveResult:
    """Take Éxito+Complicación instead of Fracaso+Consecuencia.

    >>> convert_passive(choose_passive(6, 7)).grade
    <Grade.SUCCESS_COMPLICATION: 'success_complication'>
    """
    if not result.convertible:
        raise RuleError("zodiac.error.convert_grade")
    return dataclasses.replace(result, grade=Grade.SUCCESS_COMPLICATION, convertible=False)
