"""Settle an opposed challenge: each side's difficulty is the other side's highest die.

The higher roll wins; on equal highest dice, the side that matched with more
dice gets a normal success; still equal, both sides share the result. Each
side may use a quirk (declared before rolling, +1 to its difficulty) and spend
one Karma (after rolling, −1), as in any challenge.

>>> versus((4, 4, 4), (4, 4, 3)).verdict.value
'first'
>>> versus((6, 2), (5, 5)).first.outcome.value
'success'
>>> versus((5, 2), (5, 3), quirks=(True, False)).verdict.value
'second'
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence

from solo.errors import RuleError
from solo.record import record
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.challenge import Outcome, classify, count_hits, shifted
from solo.systems.tricube.rules.dice import check_dice

Pair = tuple[bool, bool]


class Verdict(enum.StrEnum):
    """Who wins an opposed challenge."""

    FIRST = "first"
    SECOND = "second"
    DRAW = "draw"
    BOTH_CRITICAL = "both_critical"


@record
class OpposedSide:
    """One side's roll, judged against the other's highest die (moved by quirk and Karma)."""

    faces: tuple[int, ...]
    difficulty: int
    hits: int
    outcome: Outcome
    quirk: bool = False
    karma: bool = False


@record
class OpposedResult:
    """Both sides, the verdict, and whether it came from the count of matching dice."""

    first: OpposedSide
    second: OpposedSide
    verdict: Verdict
    tie_break: bool = False

    @property
    def sides(self) -> tuple[OpposedSide, OpposedSide]:
        """The first and the second side."""
        return self.first, self.second


# Outcomes of (first, second) when both sides matched their difficulty, or both rolled ones.
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


def _all_ones(faces: tuple[int, ...]) -> bool:
    return all(face == 1 for face in faces)


def _side(faces: tuple[int, ...], other: tuple[int, ...], quirk: bool,
          karma: bool) -> OpposedSide:
    difficulty = shifted(max(other), quirk=quirk, karma=karma)
    if settings.OPPOSED_ALL_ONES_CRITICAL and _all_ones(faces):
        return OpposedSide(faces, difficulty, 0, Outcome.CRITICAL_FAILURE, quirk, karma)
    return OpposedSide(faces, difficulty, count_hits(faces, difficulty),
                       classify(faces, difficulty), quirk, karma)


def _sign(value: int) -> Verdict:
    return Verdict.FIRST if value > 0 else Verdict.SECOND if value < 0 else Verdict.DRAW


def judge(first_ok: bool, first_hits: int, second_ok: bool,
          second_hits: int) -> tuple[Verdict, bool]:
    """Name the winner from who matched their difficulty and with how many dice.

    The second value says whether the count of matching dice decided it.

    >>> [(v.value, by_count) for v, by_count in
    ...  (judge(True, 1, False, 0), judge(True, 3, True, 1), judge(False, 0, False, 0))]
    [('first', False), ('first', True), ('draw', False)]
    """
    if first_ok != second_ok:
        return (Verdict.FIRST if first_ok else Verdict.SECOND), False
    if not first_ok:
        return Verdict.DRAW, False
    verdict = _sign(first_hits - second_hits)
    return verdict, verdict is not Verdict.DRAW


def versus(first: Sequence[int], second: Sequence[int], *, quirks: Pair = (False, False),
           karma: Pair = (False, False)) -> OpposedResult:
    """Judge two rolls against each other; `quirks` and `karma` are per side.

    >>> versus((4, 4, 4), (4, 3, 3)).tie_break
    True
    >>> versus((1, 1), (1,)).verdict.value
    'both_critical'
    >>> versus((5, 3), (6, 1), karma=(True, False)).verdict.value
    'draw'
    """
    a, b = _check(first), _check(second)
    one, two = _side(a, b, quirks[0], karma[0]), _side(b, a, quirks[1], karma[1])
    if settings.OPPOSED_ALL_ONES_CRITICAL and _all_ones(a) and _all_ones(b):
        return _tied(one, two, Verdict.BOTH_CRITICAL, tie_break=False)
    verdict, tie_break = judge(one.outcome.succeeded, one.hits, two.outcome.succeeded, two.hits)
    if one.outcome.succeeded and two.outcome.succeeded:
        return _tied(one, two, verdict, tie_break=tie_break)
    return OpposedResult(one, two, verdict, tie_break)


def _tied(one: OpposedSide, two: OpposedSide, verdict: Verdict, *,
          tie_break: bool) -> OpposedResult:
    first, second = _TIED_OUTCOMES[verdict]
    return OpposedResult(_with(one, first), _with(two, second), verdict, tie_break)


def _with(side: OpposedSide, outcome: Outcome) -> OpposedSide:
    return OpposedSide(side.faces, side.difficulty, side.hits, outcome, side.quirk, side.karma)


def spend_karma(result: OpposedResult, index: int) -> OpposedResult:
    """Lower one side's difficulty (0: first, 1: second) by a Karma; once per side.

    >>> spend_karma(versus((5, 2), (6, 1)), 0).verdict.value
    'draw'
    """
    side = result.sides[index]
    if side.karma:
        raise RuleError("tricube.error.karma_twice")
    karma = tuple(s.karma or i == index for i, s in enumerate(result.sides))
    return versus(result.first.faces, result.second.faces,
                  quirks=(result.first.quirk, result.second.quirk), karma=(karma[0], karma[1]))


def karma_would_help(result: OpposedResult, index: int) -> bool:
    """Whether a Karma would change that side's outcome or the verdict.

    >>> karma_would_help(versus((5, 2), (6, 1)), 0), karma_would_help(versus((1,), (6,)), 0)
    (True, False)
    """
    if result.sides[index].karma:
        return False
    after = spend_karma(result, index)
    return (after.verdict, after.sides[index].outcome) != (result.verdict,
                                                          result.sides[index].outcome)
