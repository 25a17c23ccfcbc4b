"""Challenges and contests: weighing a set of rolls, scoring exchanges, teamwork.

>>> score_exchange({"Nia": 4, "Guardia": 2})
Exchange(totals={'Nia': 4, 'Guardia': 2}, winner='Nia', victories=1, twist=False)
>>> score_exchange({"Nia": 2, "Guardia": 2}).twist
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import field

from solo.dice.rng import Rng
from solo.errors import InputError, RuleError
from solo.record import record
from solo.systems.fate.rules.dice import roll_4df
from solo.systems.fate.rules.edition import (
    CONDENSED_HELPER_MIN_SKILL,
    CONTEST_VICTORIES,
    HELP_BONUS,
    LONG_CONTEST_VICTORIES,
    STYLE_SHIFTS,
    Edition,
)
from solo.systems.fate.rules.ladder import parse_difficulty
from solo.systems.fate.rules.outcomes import Outcome
from solo.text import one_line

STYLE_VICTORIES = 2

# FAE [SEED]: every participant rolls an overcome and results are compared one by one.
# [INFERRED-M] solo groups the participants into sides (the player's character and allies
# against the opponents): a side's effort in an exchange is its best participant's total.
FAE_SIDE_EFFORT: Callable[[Iterable[int]], int] = max

# Condensed [SRC]: "the PCs take hits whenever the opposition beats them" when something is
# trying to harm them; only that edition describes it.
CONTEST_HARM_EDITIONS = frozenset({Edition.CONDENSED})

# [INFERRED-H] A character taken out by a contest's hit can no longer compete: the other side
# wins the contest at once.
TAKEN_OUT_LOSES_CONTEST = True


@record
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


@record
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


@record
class ChallengeTally:
    """How a challenge's tasks went: counts per outcome and the overall verdict."""

    outcomes: tuple[Outcome, ...]
    costs: int = 0      # tasks won at a price (a tie's minor cost, a failure's serious one)

    @property
    def successes(self) -> int:
        """Tasks won (success, success with style, or a tie at a cost)."""
        return sum(1 for o in self.outcomes if o is not Outcome.FAIL)

    @property
    def verdict(self) -> str:
        """`success`, `cost` (every task won, some at a price), `partial` (a mix: victory
        with complications) or `fail`.

        >>> ChallengeTally((Outcome.SUCCESS, Outcome.FAIL)).verdict
        'partial'
        >>> ChallengeTally((Outcome.SUCCESS, Outcome.SUCCESS), costs=1).verdict
        'cost'
        """
        if self.successes == len(self.outcomes):
            return "cost" if self.costs else "success"
        return "partial" if self.successes else "fail"


# What each verdict says, by its word.
VERDICTS = {"success": "fate.challenge.verdict.success", "cost": "fate.challenge.verdict.cost",
            "partial": "fate.challenge.verdict.partial", "fail": "fate.challenge.verdict.fail",
            "left": "fate.challenge.verdict.left"}


@record
class Participant:
    """Someone on a side of a contest who is not the player's character: a name and a bonus."""

    name: str
    bonus: int = 0


def parse_participant(text: str) -> Participant:
    """Read `NAME[:BONUS]` (the bonus a number or a ladder word; +0 when left out).

    >>> parse_participant("Tomás:2"), parse_participant("Perro")
    (Participant(name='Tomás', bonus=2), Participant(name='Perro', bonus=0))
    >>> parse_participant("Guardia:bueno").bonus
    2
    """
    name, colon, bonus = text.rpartition(":")
    if not colon:
        name, bonus = text, "0"
    if not name.strip():
        raise InputError("fate.error.participant", value=text)
    return Participant(one_line(name), parse_difficulty(bonus))


@record
class Effort:
    """One overcome roll in an exchange: who rolled, the faces and the bonus (with teamwork)."""

    name: str
    faces: tuple[int, ...]
    bonus: int

    @property
    def total(self) -> int:
        """Faces plus bonus."""
        return sum(self.faces) + self.bonus


def side_rolls(edition: Edition, team: Sequence[Participant], rng: Rng) -> tuple[Effort, ...]:
    """Roll a side's overcome: FAE each participant; Condensed the best, the others helping.

    >>> from solo.dice.rng import ScriptedRng
    >>> team = [Participant("A", 1), Participant("B", 3), Participant("C", 2)]
    >>> [e.total for e in side_rolls(Edition.FAE, team, ScriptedRng([0] * 12))]
    [1, 3, 2]
    >>> side_rolls(Edition.CONDENSED, team, ScriptedRng([0] * 4))
    (Effort(name='B', faces=(0, 0, 0, 0), bonus=5),)
    """
    if not team:
        raise RuleError("fate.error.contest_sides")
    if edition is Edition.FAE:
        return tuple(Effort(p.name, roll_4df(rng), p.bonus) for p in team)
    leader = max(team, key=lambda p: p.bonus)
    helpers = [p.bonus for p in team if p is not leader]
    bonus = leader.bonus + teamwork_bonus(edition, leader.bonus, helpers)
    return (Effort(leader.name, roll_4df(rng), bonus),)


def side_effort(totals: Iterable[int]) -> int:
    """A side's effort in an exchange: the best of its participants' totals.

    >>> side_effort([2, 5, 3])
    5
    """
    return FAE_SIDE_EFFORT(totals)


def check_contest_harm(edition: Edition) -> None:
    """Refuse a harmful contest in an edition whose rules do not describe one."""
    if edition not in CONTEST_HARM_EDITIONS:
        raise RuleError("fate.error.contest_harm")


def failure_shifts(exchange: Exchange, side: str) -> int:
    """The hit a side takes when another side beats it: the winner's lead over it.

    >>> failure_shifts(score_exchange({"Nia": 1, "Ola": 4}), "Nia")
    3
    >>> failure_shifts(score_exchange({"Nia": 4, "Ola": 4}), "Nia")
    0
    """
    if exchange.winner is None or exchange.winner == side:
        return 0
    return exchange.totals[exchange.winner] - exchange.totals[side]
