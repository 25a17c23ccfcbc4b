"""Resolve one Fate roll: faces + bonus against a difficulty or an opposing effort.

>>> from solo.dice.rng import ScriptedRng
>>> result = resolve(1, 2, ScriptedRng([0, 0, 1, 1]))
>>> result.total, result.shifts, result.outcome
(3, 1, <Outcome.SUCCESS: 'success'>)
"""

from __future__ import annotations

from solo.dice.rng import Rng
from solo.record import record
from solo.systems.fate.rules.actions import Action, Effect, Target, effect_of
from solo.systems.fate.rules.dice import DiceMode, roll_4df, roll_d6_as_fate
from solo.systems.fate.rules.edition import DEFAULT_EDITION, Edition
from solo.systems.fate.rules.outcomes import Outcome, outcome_of

_ROLLERS = {DiceMode.FATE: roll_4df, DiceMode.D6: roll_d6_as_fate}


@record
class Effort:
    """One side's roll: the faces and the bonus added to them."""

    faces: tuple[int, ...]
    bonus: int

    @property
    def total(self) -> int:
        """Faces plus bonus."""
        return sum(self.faces) + self.bonus


@record
class FateResult:
    """A resolved roll; the JSON keys are those of `fate roll --json`."""

    faces: tuple[int, ...]
    bonus: int
    total: int
    vs: int
    shifts: int
    outcome: Outcome
    action: Action | None = None
    target: Target = Target.NEW
    edition: Edition = DEFAULT_EDITION
    effect: Effect | None = None

    def to_json(self) -> dict[str, object]:
        """The acceptance shape: the roll, plus the action and its effect when one was named."""
        data: dict[str, object] = {
            "faces": list(self.faces), "bonus": self.bonus, "total": self.total,
            "vs": self.vs, "shifts": self.shifts, "outcome": self.outcome,
        }
        if self.action is not None and self.effect is not None:
            data["action"] = self.action
            if self.action is Action.ADVANTAGE:
                data["target"] = self.target
            data["edition"] = self.edition
            data["effect"] = self.effect.to_json()
        return data


def roll_faces(rng: Rng, mode: DiceMode = DiceMode.FATE) -> tuple[int, ...]:
    """Roll four Fate faces with dice (Fate dice or d6); the deck is drawn by its owner.

    >>> from solo.dice.rng import ScriptedRng
    >>> roll_faces(ScriptedRng([6, 1, 3, 4]), DiceMode.D6)
    (1, -1, 0, 0)
    """
    return _ROLLERS.get(mode, roll_4df)(rng)


def resolve_faces(faces: tuple[int, ...], bonus: int, vs: int, *,
                  action: Action | None = None, target: Target = Target.NEW,
                  edition: Edition = DEFAULT_EDITION) -> FateResult:
    """Resolve faces already rolled (or drawn) against `vs`.

    >>> resolve_faces((1, 1, 1, -1), 1, 0).outcome
    <Outcome.STYLE: 'style'>
    """
    total = sum(faces) + bonus
    shifts = total - vs
    outcome = outcome_of(shifts)
    effect = None
    if action is not None:
        effect = effect_of(edition, action, outcome, target).with_shifts(shifts)
    return FateResult(tuple(faces), bonus, total, vs, shifts, outcome, action, target,
                      edition, effect)


def resolve(bonus: int, vs: int, rng: Rng, *, action: Action | None = None,
            target: Target = Target.NEW, edition: Edition = DEFAULT_EDITION,
            mode: DiceMode = DiceMode.FATE) -> FateResult:
    """Roll four Fate faces, add `bonus` and compare with the difficulty `vs`.

    >>> from solo.dice.rng import ScriptedRng
    >>> resolve(4, 0, ScriptedRng([-1, -1, 0, 0]), action=Action.ATTACK).effect.hit
    2
    """
    return resolve_faces(roll_faces(rng, mode), bonus, vs, action=action, target=target,
                         edition=edition)
