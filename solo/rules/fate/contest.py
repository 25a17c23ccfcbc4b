"""Challenges and contests: weighing a set of rolls, scoring exchanges, teamwork.

>>> score_exchange({"Nia": 4, "Guardia": 2})
Exchange(totals={'Nia': 4, 'Guardia': 2}, winner='Nia', victories=1, twist=False)
>>> score_exchange({"Nia": 2, "Guardia": 2}).twist
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from solo.errors import RuleError
from solo.rules.fate.edition import (
    CONDENSED_HELPER_MIN_SKILL,
    CONTEST_VICTORIES,
    HELP_BONUS,
    LONG_CONTEST_VICTORIES,
    STYLE_SHIFTS,
    Edition,
)
from solo.rules.fate.outcomes import Outcome

STYLE_VICTORIES = 2


@dataclass(frozen=True)
class Exchange:
    """One exchange of a contest: each side's effort, who scored and how much."""

    totals: dict[str, int]
    winner: str | None
    victories: int
    twist: bool


def score_exchange(totals: Mapping[str, int]) -> Exchange:
    """Score an exchange: the highest effort wins 1 victory, 2 by beating every other by 3.

    A tie for the highest scores nothing and brings a twist (a new situation aspect).

    >>> score_exchange({"A": 5, "B": 2}).victories
    2
    """
    if len(totals) < 2:
        raise RuleError("fate.error.contest_sides")
    ranked = sorted(totals.values(), reverse=True)
    best, second = ranked[0], ranked[1]
    if best == second:
        return Exchange(dict(totals), None, 0, True)
    winner = next(name for name, total in totals.items() if total == best)
    victories = STYLE_VICTORIES if best - second >= STYLE_SHIFTS else 1
    return Exchange(dict(totals), winner, victories, False)


@dataclass(frozen=True)
class Contest:
    """Victories so far and how many win the contest."""

    sides: tuple[str, ...]
    target: int = CONTEST_VICTORIES
    victories: dict[str, int] = field(default_factory=dict)

    def score(self, exchange: Exchange) -> Contest:
        """Add an exchange's victories."""
        tally = {side: self.victories.get(side, 0) for side in self.sides}
        if exchange.winner is not None:
            tally[exchange.winner] += exchange.victories
        return Contest(self.sides, self.target, tally)

    @property
    def winner(self) -> str | None:
        """The side that reached the target, if any."""
        return next((s for s in self.sides if self.victories.get(s, 0) >= self.target), None)


def contest_target(long: bool = False) -> int:
    """Victories needed: 3, or 5 for a long contest.

    >>> contest_target(), contest_target(long=True)
    (3, 5)
    """
    return LONG_CONTEST_VICTORIES if long else CONTEST_VICTORIES


def teamwork_bonus(edition: Edition, leader: int, helpers: Sequence[int]) -> int:
    """Bonus from helpers: FAE +1 each; Condensed +1 per helper at +1 or more, capped.

    The Condensed cap: the bonus may not exceed the highest rating among the team.

    >>> teamwork_bonus(Edition.FAE, 2, [0, 0]), teamwork_bonus(Edition.CONDENSED, 1, [1, 0, 1])
    (2, 1)
    """
    if edition is Edition.FAE:
        return HELP_BONUS * len(helpers)
    counted = sum(HELP_BONUS for h in helpers if h >= CONDENSED_HELPER_MIN_SKILL)
    cap = max([leader, *helpers])
    return min(counted, cap)


@dataclass(frozen=True)
class ChallengeTally:
    """How a challenge's tasks went: counts per outcome and the overall verdict."""

    outcomes: tuple[Outcome, ...]

    @property
    def successes(self) -> int:
        """Tasks won (success, success with style, or a tie at a cost)."""
        return sum(1 for o in self.outcomes if o is not Outcome.FAIL)

    @property
    def verdict(self) -> str:
        """`success`, `partial` (a mix: victory with complications) or `fail`.

        >>> ChallengeTally((Outcome.SUCCESS, Outcome.FAIL)).verdict
        'partial'
        """
        if self.successes == len(self.outcomes):
            return "success"
        return "partial" if self.successes else "fail"
