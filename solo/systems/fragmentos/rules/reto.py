"""Resolve a reto: a pool against a fixed difficulty, success on equal or more.

>>> from solo.dice.rng import ScriptedRng
>>> reto = resolve_reto(3, 5, ScriptedRng([2, 4, 4]))
>>> reto.total, reto.outcome
(5, <Outcome.SUCCESS: 'success'>)
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from solo.dice.rng import Rng
from solo.errors import RuleError
from solo.record import record
from solo.systems.fragmentos.rules.pool import Pool, roll_pool
from solo.systems.fragmentos.rules.settings import LOSS_BASE, SUCCESS_ON_EQUAL


class Outcome(enum.StrEnum):
    """How a reto ends."""

    SUCCESS = "success"
    FAILURE = "failure"


def judge(total: int, difficulty: int) -> Outcome:
    """Return success when `total` reaches `difficulty`.

    >>> judge(5, 5), judge(4, 5)
    (<Outcome.SUCCESS: 'success'>, <Outcome.FAILURE: 'failure'>)
    """
    reached = total >= difficulty if SUCCESS_ON_EQUAL else total > difficulty
    return Outcome.SUCCESS if reached else Outcome.FAILURE


def dangerous_loss(ones: int) -> int:
    """Return the points a failed dangerous roll costs: one, plus one per counted 1.

    >>> dangerous_loss(0), dangerous_loss(2)
    (1, 3)
    """
    return LOSS_BASE + ones


def check_difficulty(difficulty: int) -> int:
    """Return `difficulty` if it is at least 1, or raise `RuleError`.

    >>> check_difficulty(7)
    7
    """
    if difficulty < 1:
        raise RuleError("frag.error.difficulty", difficulty=difficulty)
    return difficulty


@record
class Reto:
    """A resolved reto; `pool` is None when it failed again without rolling."""

    pool: Pool | None
    difficulty: int
    outcome: Outcome
    dangerous: bool = False
    forced: bool = False

    @property
    def success(self) -> bool:
        """Whether the reto succeeded."""
        return self.outcome is Outcome.SUCCESS

    @property
    def total(self) -> int:
        """The pool value plus the rasgo (0 without a roll)."""
        return self.pool.total if self.pool else 0

    @property
    def omens(self) -> int:
        """How many presagios were rolled."""
        return self.pool.omens if self.pool else 0

    @property
    def loss(self) -> int:
        """Points of the characteristic lost: only a failed dangerous roll costs any."""
        if not self.dangerous or self.success:
            return 0
        return dangerous_loss(self.omens)

    def to_json(self) -> dict[str, Any]:
        """The acceptance shape, plus `dangerous`/`loss`, `forced` and `rolled` when they apply."""
        pool = self.pool
        data: dict[str, Any] = {
            "faces": list(pool.faces) if pool else [],
            "base": pool.base if pool else 0,
            "trait": pool.trait if pool else 0,
            "total": self.total,
            "difficulty": self.difficulty,
            "success": self.success,
            "omens": self.omens,
        }
        if self.dangerous:
            data |= {"dangerous": True, "loss": self.loss}
        if self.forced:
            data["forced"] = True
        if pool is None:
            data["rolled"] = False
        return data


def resolve_reto(score: int, difficulty: int, rng: Rng, *, extra: int = 0, trait: int = 0,
                 dangerous: bool = False) -> Reto:
    """Roll `score` + `extra` dice, add the rasgo and compare with `difficulty`.

    >>> from solo.dice.rng import ScriptedRng
    >>> resolve_reto(3, 7, ScriptedRng([2, 4, 4]), trait=2).success
    True
    """
    check_difficulty(difficulty)
    pool = roll_pool(score, rng, extra=extra, trait=trait)
    return Reto(pool, difficulty, judge(pool.total, difficulty), dangerous)


def fail_without_rolling(difficulty: int) -> Reto:
    """Return the automatic failure of a retry made without spending superación.

    It repeats the earlier failure, so it costs nothing more even if the reto was dangerous.

    >>> fail_without_rolling(5).to_json()["rolled"]
    False
    """
    return Reto(None, check_difficulty(difficulty), Outcome.FAILURE)


def force(reto: Reto, outcome: Outcome) -> Reto:
    """Return `reto` with its outcome forced by an activated cualidad.

    >>> from solo.dice.rng import ScriptedRng
    >>> force(resolve_reto(3, 9, ScriptedRng([2, 2, 4])), Outcome.SUCCESS).success
    True
    """
    return dataclasses.replace(reto, outcome=outcome, forced=True)
