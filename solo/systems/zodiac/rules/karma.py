"""Karma points (PK): the cap of 7 and the surplus gift, spending, and one PK per Action.

>>> gain_pk(7)
KarmaGain(points=7, surplus=1)
>>> spend_pk(2)
1
"""

from __future__ import annotations

import enum
from dataclasses import replace

from solo.errors import RuleError
from solo.record import record
from solo.systems.zodiac.rules.action_karma import ActionKarma
from solo.systems.zodiac.rules.settings import KARMA_TOTAL, PK_MAX, SCORE_SUM_MAX, SCORE_SUM_MIN


class KarmaUse(enum.StrEnum):
    """The ways to use Karma."""

    DEJA_VU = "deja_vu"
    ME_FIRST = "me_first"
    DEFY_STATES = "defy_states"
    INSPIRATION = "inspiration"
    CHARACTER_ROLL = "character_roll"
    TWIST = "twist"


#: The GM may use every Karma rule but "Momento de inspiración".
GM_USES = frozenset(KarmaUse) - {KarmaUse.INSPIRATION}


def karma_score(score_sum: int) -> int:
    """Return the Karma score: 26 − the sum of the nine scores.

    >>> karma_score(22)
    4
    """
    return KARMA_TOTAL - score_sum


def check_score_sum(score_sum: int) -> int:
    """Return the sum if it is 20..24 (Karma 2..6), else raise `RuleError`.

    >>> check_score_sum(20)
    20
    """
    if not SCORE_SUM_MIN <= score_sum <= SCORE_SUM_MAX:
        raise RuleError("zodiac.error.score_sum", total=score_sum, low=SCORE_SUM_MIN,
                        high=SCORE_SUM_MAX, karma=karma_score(score_sum))
    return score_sum


@record
class KarmaGain:
    """PK after a gain, and the surplus the player may give to another PJ in the scene."""

    points: int
    surplus: int


def gain_pk(points: int, amount: int = 1) -> KarmaGain:
    """Add PK up to the cap of 7; what does not fit is surplus.

    >>> gain_pk(5, 3)
    KarmaGain(points=7, surplus=1)
    """
    total = points + amount
    return KarmaGain(min(total, PK_MAX), max(0, total - PK_MAX))


def spend_pk(points: int, amount: int = 1) -> int:
    """Return the PK left after spending `amount`, or raise `RuleError` if there are too few."""
    if amount > points:
        raise RuleError("zodiac.error.no_pk", points=points, needed=amount)
    return points - amount


def episode_start(points: int, karma: int) -> int:
    """Return the PK at the start of an Episode: at least the Karma score.

    >>> episode_start(1, 4), episode_start(6, 4)
    (4, 6)
    """
    return max(points, min(karma, PK_MAX))


@record
class KarmaSpend:
    """The outcome of one use of Karma by a player."""

    use: KarmaUse
    points: int
    cost: int
    free: bool
    action: ActionKarma


def spend_on_action(action: ActionKarma, player: str, points: int, use: KarmaUse,
                    *, free: bool = False) -> KarmaSpend:
    """Spend one PK (or the free use a Vínculo grants) on the Action under way.

    Each player may spend at most one PK on the same Action. A Tirada de
    Carácter only bets the PK: it is paid after the roll, on a Beneficio.

    >>> s = spend_on_action(ActionKarma(), "Nia", 2, KarmaUse.DEJA_VU)
    >>> s.points, s.action.players
    (1, frozenset({'Nia'}))
    """
    if player in action.players:
        raise RuleError("zodiac.error.pk_twice", player=player)
    cost = 0 if free or use is KarmaUse.CHARACTER_ROLL else 1
    if not free and points < 1:
        raise RuleError("zodiac.error.no_pk", points=points, needed=1)
    left = spend_pk(points, cost)
    return KarmaSpend(use, left, cost, free,
                      replace(action, players=action.players | {player}))


def gm_use(action: ActionKarma, use: KarmaUse) -> ActionKarma:
    """Record the GM's use of Karma on an Action: once per Action, never inspiration.

    >>> gm_use(ActionKarma(), KarmaUse.TWIST).gm_used
    True
    """
    if use not in GM_USES:
        raise RuleError("zodiac.error.gm_use", use=use.value)
    if action.gm_used:
        raise RuleError("zodiac.error.gm_twice")
    return replace(action, gm_used=True)
