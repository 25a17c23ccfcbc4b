"""Settle an opposed challenge: each side's difficulty is the other side's highest die.

The higher roll wins; on equal highest dice, the side that matched with more
dice gets a normal success; still equal, both sides share the result.

>>> versus((4, 4, 4), (4, 4, 3)).verdict.value
'first'
>>> versus((6, 2), (5, 5)).first.outcome.value
'success'
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from solo.errors import RuleError
from solo.rules.tricube import settings
from solo.rules.tricube.challenge import Outcome, classify, count_hits
from solo.rules.tricube.dice import check_dice


class Verdict(enum.StrEnum):
    """Who wins an opposed challenge."""

    FIRST = "first"
    SECOND = "second"
    DRAW = "draw"
    BOTH_CRITICAL = "both_critical"


@dataclass(frozen=True)
class OpposedSide:
    """One side's roll, judged against the other's highest die."""

    faces: tuple[int, ...]
    difficulty: int
    hits: int
    outcome: Outcome


@dataclass(frozen=True)
class OpposedResult:
    """Both sides, the verdict, and whether it came from the count of matching dice."""

    first: OpposedSide
    second: OpposedSide
    verdict: Verdict
    tie_break: bool = False


# Outcomes of (first, second) when the verdict is not decided by the highest die alone.
_TIED_OUTCOMES: Mapping[Verdict, tuple[Outcome, Outcome]] = {
    Verdict.FIRST: (Outcome.SUCCESS, Outcome.FAILURE),
    Verdict.SECOND: (Outcome.FAILURE, Outcome.SUCCESS),
    Verdict.DRAW: (Outcome.SUCCESS, Outcome.SUCCESS),
    Verdict.BOTH_CRITICAL: (Outcome.CRITICAL_FAILURE, Outcome.CRITICAL_FAILURE),
}


def _check(faces: Sequence[int]) -> tuple[int, ...]:
    check_dice(len(faces))
    for face in faces:
        if not 1 <= face <= 6:
            raise RuleError("tricube.error.bad_face", face=face)
    return tuple(faces)


def _side(faces: tuple[int, ...], other: tuple[int, ...],
          outcome: Outcome | None = None) -> OpposedSide:
    difficulty = max(other)
    return OpposedSide(faces, difficulty, count_hits(faces, difficulty),
                       outcome or classify(faces, difficulty))


def _all_ones(faces: tuple[int, ...]) -> bool:
    return all(face == 1 for face in faces)


def _sign(value: int) -> Verdict:
    return Verdict.FIRST if value > 0 else Verdict.SECOND if value < 0 else Verdict.DRAW


def versus(first: Sequence[int], second: Sequence[int]) -> OpposedResult:
    """Judge two rolls against each other.

    >>> versus((4, 4, 4), (4, 3, 3)).tie_break
    True
    >>> versus((1, 1), (1,)).verdict.value
    'both_critical'
    """
    a, b = _check(first), _check(second)
    if settings.OPPOSED_ALL_ONES_CRITICAL and _all_ones(a) and _all_ones(b):
        return _tied(a, b, Verdict.BOTH_CRITICAL, tie_break=False)
    if max(a) != max(b):
        return OpposedResult(_side(a, b), _side(b, a), _sign(max(a) - max(b)))
    verdict = _sign(a.count(max(a)) - b.count(max(b)))
    return _tied(a, b, verdict, tie_break=verdict is not Verdict.DRAW)


def _tied(a: tuple[int, ...], b: tuple[int, ...], verdict: Verdict, *,
          tie_break: bool) -> OpposedResult:
    first, second = _TIED_OUTCOMES[verdict]
    return OpposedResult(_side(a, b, first), _side(b, a, second), verdict, tie_break)
