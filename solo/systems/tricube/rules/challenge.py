"""Resolve a challenge: count the dice at or above the difficulty and name the outcome.

>>> result = resolve((3, 4), 5)
>>> result.hits, result.outcome.value
(0, 'failure')
>>> spend_karma(result).outcome.value
'success'
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from solo.dice.rng import D6, Rng
from solo.errors import RuleError
from solo.record import record
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.dice import check_dice, check_difficulty


class Outcome(enum.StrEnum):
    """The four outcomes of a challenge, best first."""

    EXCEPTIONAL = "exceptional"
    SUCCESS = "success"
    FAILURE = "failure"
    CRITICAL_FAILURE = "critical_failure"

    @property
    def succeeded(self) -> bool:
        """Whether the challenge was overcome."""
        return self in (Outcome.EXCEPTIONAL, Outcome.SUCCESS)


class QuirkReward(enum.StrEnum):
    """What using a quirk pays back."""

    KARMA = "karma"
    RESOLVE = "resolve"


# Hits (capped at the exceptional threshold) -> outcome, when not every die shows 1.
_BY_HITS: Mapping[int, Outcome] = {
    0: Outcome.FAILURE,
    1: Outcome.SUCCESS,
    settings.EXCEPTIONAL_HITS: Outcome.EXCEPTIONAL,
}

# Resolve lost, as a multiple of what a normal failure costs.
COST_FACTOR: Mapping[Outcome, int] = {
    Outcome.EXCEPTIONAL: 0,
    Outcome.SUCCESS: 0,
    Outcome.FAILURE: 1,
    Outcome.CRITICAL_FAILURE: settings.CRITICAL_COST_FACTOR,
}


def is_hit(face: int, difficulty: int) -> bool:
    """Whether one die beats the difficulty (equal counts, by the README decision).

    >>> is_hit(5, 5), is_hit(4, 5)
    (True, False)
    """
    return face >= difficulty if settings.HIT_AT_OR_ABOVE else face > difficulty


def count_hits(faces: Sequence[int], difficulty: int) -> int:
    """Count the dice at or above `difficulty`.

    >>> count_hits((6, 6, 2), 5)
    2
    """
    return sum(1 for face in faces if is_hit(face, difficulty))


def classify(faces: Sequence[int], difficulty: int) -> Outcome:
    """Name the outcome of `faces` against `difficulty`.

    >>> classify((1, 1), 5).value, classify((1, 6, 5), 5).value
    ('critical_failure', 'exceptional')
    """
    hits = count_hits(faces, difficulty)
    if hits == 0 and all(face == 1 for face in faces):
        return Outcome.CRITICAL_FAILURE
    return _BY_HITS[min(hits, settings.EXCEPTIONAL_HITS)]


@record
class ChallengeResult:
    """One challenge: the faces, the difficulty after quirk and Karma, hits and outcome."""

    faces: tuple[int, ...]
    base_difficulty: int
    difficulty: int
    hits: int
    outcome: Outcome
    quirk: bool = False
    karma: bool = False
    complication: str | None = None
    foe: int = 0
    """The foe's traits and level against this roll (optional rule): a step of the difficulty."""

    def to_json(self) -> dict[str, Any]:
        """Return the keys of `tricube challenge --json`."""
        data: dict[str, Any] = {"faces": list(self.faces), "difficulty": self.difficulty,
                                "hits": self.hits, "outcome": self.outcome.value}
        if self.complication is not None:
            data["complication"] = self.complication
        if self.foe:
            data["foe"] = self.foe
        return data

    @property
    def rewards(self) -> tuple[QuirkReward, ...]:
        """What the quirk may pay back: a Karma, or a Resolve instead on a success."""
        return quirk_rewards(quirk=self.quirk, succeeded=self.outcome.succeeded)

    @property
    def karma_would_help(self) -> bool:
        """Whether lowering the difficulty by one Karma would change the outcome."""
        if self.karma:
            return False
        lower = self.difficulty - settings.KARMA_STEP
        return classify(self.faces, lower) != self.outcome


def quirk_rewards(*, quirk: bool, succeeded: bool) -> tuple[QuirkReward, ...]:
    """What a quirk may pay back: nothing without one, a Karma, or a Resolve instead on a success.

    >>> [r.value for r in quirk_rewards(quirk=True, succeeded=True)]
    ['karma', 'resolve']
    """
    if not quirk:
        return ()
    return (QuirkReward.KARMA, QuirkReward.RESOLVE) if succeeded else (QuirkReward.KARMA,)


def effective_difficulty(base: int, *, quirk: bool = False, karma: bool = False,
                         foe: int = 0) -> int:
    """Apply a foe's step, a quirk (+1, may pass 6) and a Karma (−1) to a base difficulty.

    >>> effective_difficulty(6, quirk=True), effective_difficulty(5, karma=True, foe=-1)
    (7, 3)
    """
    check_difficulty(base)
    return shifted(base + foe, quirk=quirk, karma=karma)


def shifted(difficulty: int, *, quirk: bool = False, karma: bool = False) -> int:
    """Move any difficulty (an opposed one may be 1–6) by a quirk and a Karma.

    >>> shifted(2, quirk=True), shifted(6, karma=True)
    (3, 5)
    """
    return (difficulty + (settings.QUIRK_STEP if quirk else 0)
            - (settings.KARMA_STEP if karma else 0))


def _check_faces(faces: Sequence[int]) -> tuple[int, ...]:
    check_dice(len(faces))
    for face in faces:
        if not D6.low <= face <= D6.high:
            raise RuleError("tricube.error.bad_face", face=face)
    return tuple(faces)


def resolve(faces: Sequence[int], base_difficulty: int = settings.DEFAULT_DIFFICULTY, *,
            quirk: bool = False, karma: bool = False, foe: int = 0) -> ChallengeResult:
    """Resolve rolled `faces` against a base difficulty with an optional quirk and Karma.

    `foe`: the step a foe's traits and level add (the optional rule; `rules/foes.py`).

    >>> resolve((4, 2, 4), 5, karma=True).hits
    2
    """
    checked = _check_faces(faces)
    difficulty = effective_difficulty(base_difficulty, quirk=quirk, karma=karma, foe=foe)
    return ChallengeResult(checked, base_difficulty, difficulty, count_hits(checked, difficulty),
                           classify(checked, difficulty), quirk, karma, foe=foe)


def roll(rng: Rng, dice: int, base_difficulty: int = settings.DEFAULT_DIFFICULTY, *,
         quirk: bool = False, foe: int = 0) -> ChallengeResult:
    """Roll `dice` d6 for a challenge (Karma comes after the roll: see `spend_karma`).

    >>> from solo.dice.rng import ScriptedRng
    >>> roll(ScriptedRng([6, 6, 2]), 3).outcome.value
    'exceptional'
    """
    check_dice(dice)
    check_difficulty(base_difficulty)
    return resolve(rng.roll(D6, dice), base_difficulty, quirk=quirk, foe=foe)


def spend_karma(result: ChallengeResult) -> ChallengeResult:
    """Lower the difficulty of a rolled challenge by one Karma; only once per challenge.

    >>> spend_karma(resolve((3, 4), 5)).difficulty
    4
    """
    if result.karma:
        raise RuleError("tricube.error.karma_twice")
    return resolve(result.faces, result.base_difficulty, quirk=result.quirk, karma=True,
                   foe=result.foe)


def karma_spent(times: int) -> bool:
    """Whether a challenge spends Karma when asked `times` times: one Karma at most, else raise.

    >>> karma_spent(0), karma_spent(1)
    (False, True)
    """
    if times > settings.KARMA_PER_CHALLENGE:
        raise RuleError("tricube.error.karma_twice")
    return times > 0


def with_complication(result: ChallengeResult, text: str) -> ChallengeResult:
    """Attach a drawn complication to a critical failure.

    >>> with_complication(resolve((1,), 5), "x").complication
    'x'
    """
    if result.outcome is not Outcome.CRITICAL_FAILURE:
        raise RuleError("tricube.error.complication_not_critical")
    return replace(result, complication=text)


def resolve_cost(outcome: Outcome, normal_cost: int = settings.GM_FAILURE_RESOLVE) -> int:
    """Return the Resolve an outcome costs when a normal failure costs `normal_cost`.

    >>> resolve_cost(Outcome.CRITICAL_FAILURE), resolve_cost(Outcome.FAILURE, 0)
    (2, 0)
    """
    if normal_cost < 0:
        raise RuleError("tricube.error.negative_cost", value=normal_cost)
    return COST_FACTOR[outcome] * normal_cost
