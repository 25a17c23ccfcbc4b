"""The Action roll: the main die (or dice), every modifier in order, and the grade.

>>> from solo.dice.rng import ScriptedRng
>>> result = roll_action(ActionRequest(at=-1, cd=7), ScriptedRng([8]))
>>> result.total, result.margin, result.grade
(7, 0, <Grade.SUCCESS_BENEFIT: 'success_benefit'>)
"""

from __future__ import annotations

import dataclasses
from typing import Any

from solo.dice.rng import D6, Rng
from solo.errors import RuleError
from solo.record import record
from solo.systems.zodiac.rules.grades import Grade, is_success
from solo.systems.zodiac.rules.reading import Natural, Reading, choose, final_grade, read
from solo.systems.zodiac.rules.request import (
    ActionRequest,
    Modifier,
    ModifierKind,
    RollMode,
    dice_count,
    main_die,
)
from solo.systems.zodiac.rules.simple import SimpleRoll, simple_from_die


@record
class ActionResult:
    """A settled Action roll."""

    request: ActionRequest
    dice: tuple[int, ...]
    kept: tuple[int, ...]
    die: int
    modifiers: tuple[Modifier, ...]
    total: int
    cd: int
    margin: int
    grade: Grade
    natural: Natural
    ts: SimpleRoll | None
    convertible: bool
    twist: int = 0
    rerolled: tuple[int, int] | None = None
    """Deja Vu: which die (1-based) was rolled again, and the face it showed before."""

    @property
    def trivial(self) -> bool:
        """Whether the task was trivial: an Éxito with no dice."""
        return self.request.trivial

    @property
    def safe_failable(self) -> bool:
        """Tirar con Seguridad: an Éxito+Consecuencia may be taken as a plain Fracaso."""
        return self.request.mode is RollMode.SAFE and self.grade is Grade.SUCCESS_CONSEQUENCE

    @property
    def success(self) -> bool:
        """Whether the grade is an Éxito."""
        return is_success(self.grade)

    @property
    def pk_spent(self) -> bool:
        """Tirada de Carácter: the bet PK is spent only on a Beneficio."""
        return self.request.mode is RollMode.CHARACTER and self.grade is Grade.SUCCESS_BENEFIT

    def to_json(self) -> dict[str, Any]:
        """Return die, total, cd, margin, grade, plus what else happened."""
        data: dict[str, Any] = {"die": self.die, "total": self.total, "cd": self.cd,
                                "margin": self.margin, "grade": self.grade.value}
        if len(self.dice) > 1:
            data["dice"] = list(self.dice)
            data["kept"] = list(self.kept)
        if self.natural is not Natural.NONE:
            data["natural"] = self.natural.value
        if self.ts is not None:
            data["ts"] = self.ts.to_json()
        if self.request.mode is not RollMode.NORMAL:
            data["mode"] = self.request.mode.value
        if self.request.mode is RollMode.CHARACTER:
            data["pk_spent"] = self.pk_spent
        if self.convertible:
            data["convertible"] = True
        if self.twist:
            data["twist"] = self.twist
        if self.trivial:
            data["trivial"] = True
        if self.rerolled is not None:
            data["rerolled"] = {"die": self.rerolled[0], "was": self.rerolled[1]}
        if self.request.capped_from is not None:
            data["cd_asked"] = self.request.capped_from
        return data


def _split(faces: tuple[int, ...], count: int) -> tuple[tuple[int, ...], tuple[int, ...] | None]:
    return faces[:count], (faces[count:] or None)


def settle(request: ActionRequest, faces: tuple[int, ...], ts_rng: Rng | None,
           *, shift: int = 0, ts: SimpleRoll | None = None) -> ActionResult:
    """Settle an Action roll whose main faces are known (main die first, extra die after).

    The TS PB after a natural 1 is rolled with `ts_rng` unless `ts` is given. A trivial
    task is an Éxito with no dice.
    """
    if request.trivial:
        return ActionResult(request, (), (), 0, request.modifiers, request.pre_roll_modifier,
                            request.cd, 0, Grade.SUCCESS, Natural.NONE, None, False)
    count = dice_count(request)
    first_faces, second_faces = _split(faces, count)
    first = read(first_faces, request, shift)
    second = read(second_faces, request, shift) if second_faces else None
    kept = choose(first, second, request)
    if kept.needs_ts and ts is None:
        if ts_rng is None:
            raise RuleError("zodiac.error.ts_needed")
        ts = simple_from_die(request.ts_score, ts_rng.roll(D6, 1)[0])
    if not kept.needs_ts:
        ts = None
    grade = final_grade(kept, request, ts.passed if ts else None)
    modifiers = request.modifiers
    if request.focus:
        modifiers += (Modifier(ModifierKind.FOCUS, request.focus),)
    if shift:
        modifiers += (Modifier(ModifierKind.TWIST, shift),)
    convertible = (grade is Grade.FAILURE_CONSEQUENCE and kept.natural is Natural.NONE
                   and not request.opposed)
    return ActionResult(request, faces, kept.faces, kept.value, modifiers, kept.total,
                        request.cd, kept.margin, grade, kept.natural, ts, convertible, shift)


def roll_action(request: ActionRequest, rng: Rng, ts_rng: Rng | None = None) -> ActionResult:
    """Roll an Action: main dice (and the extra die of Ventaja/Desventaja), then settle.

    `ts_rng` gives the d6 of the TS PB after a natural 1 (default: `rng`).
    """
    request.check()
    if request.trivial:
        return settle(request, (), None)
    die = main_die(request)
    count = dice_count(request)
    faces = rng.roll(die, count * (2 if request.extra_die else 1))  # with the extra die: one roll
    return settle(request, faces, ts_rng if ts_rng is not None else rng)


def convert(result: ActionResult) -> ActionResult:
    """Turn a Fracaso+Consecuencia into Éxito+Complicación, when the rules allow it.

    >>> from solo.dice.rng import ScriptedRng
    >>> convert(roll_action(ActionRequest(at=0, cd=7), ScriptedRng([5]))).grade
    <Grade.SUCCESS_COMPLICATION: 'success_complication'>
    >>> roll_action(ActionRequest(at=0, cd=0), ScriptedRng([])).grade
    <Grade.SUCCESS: 'success'>
    """
    if not result.convertible:
        key = ("zodiac.error.convert_opposed" if result.request.opposed
               else "zodiac.error.convert_grade")
        raise RuleError(key)
    return dataclasses.replace(result, grade=Grade.SUCCESS_COMPLICATION, convertible=False)


def fail_safely(result: ActionResult) -> ActionResult:
    """Take a safe roll's Éxito+Consecuencia as a plain Fracaso, the Consecuencia gone.

    >>> from solo.dice.rng import ScriptedRng
    >>> safe = ActionRequest(at=6, cd=7, mode=RollMode.SAFE)
    >>> fail_safely(roll_action(safe, ScriptedRng([6]))).grade
    <Grade.FAILURE: 'failure'>
    """
    if not result.safe_failable:
        raise RuleError("zodiac.error.safe_failure")
    return dataclasses.replace(result, grade=Grade.FAILURE, convertible=False)


def reading_of(result: ActionResult) -> Reading:
    """Return the reading of the kept dice (for callers that re-read a result)."""
    return read(result.kept, result.request, result.twist)
