"""Fate points: refresh, stunt costs, compels, concessions and the GM's pool.

>>> refresh_points(2, 5), refresh_points(3, 1)
(5, 3)
>>> concession_points(1), gm_pool(4, 2)
(2, 6)
"""

from __future__ import annotations

import enum

from solo.errors import RuleError
from solo.systems.fate.rules.edition import (
    BASE_REFRESH,
    CONCESSION_BASE_POINTS,
    FREE_STUNTS,
    MIN_REFRESH,
)

#: The most fate points a character or the GM holds: far above any refresh plus the compels a
#: session can bring (`fate points`, and what the state may hold); a gain past it is not kept.
FATE_POINTS_MAX = 99


def refresh_points(refresh: int, left: int) -> int:
    """Fate points at the start of a session: the refresh, or more if more were left.

    >>> refresh_points(3, 0)
    3
    """
    return max(refresh, left)


def refresh_for_stunts(stunts: int, base: int = BASE_REFRESH) -> int:
    """Refresh after paying for stunts beyond the free ones; never below the minimum.

    >>> refresh_for_stunts(1), refresh_for_stunts(4), refresh_for_stunts(5)
    (3, 2, 1)
    """
    refresh = base - max(0, stunts - FREE_STUNTS)
    if refresh < MIN_REFRESH:
        raise RuleError("fate.error.too_many_stunts", minimum=MIN_REFRESH)
    return refresh


class CompelAnswer(enum.StrEnum):
    """Accept a compel (take a point) or refuse it (pay one)."""

    ACCEPT = "accept"
    REFUSE = "refuse"


# The words a player may type for each answer (`fate compel aceptar`).
COMPEL_WORDS = {CompelAnswer.ACCEPT: "fate.word.accept", CompelAnswer.REFUSE: "fate.word.refuse"}

_COMPEL_CHANGE = {CompelAnswer.ACCEPT: 1, CompelAnswer.REFUSE: -1}


def compel(fate_points: int, answer: CompelAnswer) -> int:
    """Return the fate points after answering a compel; refusing with none is not allowed.

    >>> compel(0, CompelAnswer.ACCEPT)
    1
    """
    after = fate_points + _COMPEL_CHANGE[answer]
    if after < 0:
        raise RuleError("fate.error.cannot_refuse")
    return after


def concession_points(consequences_taken: int) -> int:
    """Fate points for conceding: one, plus one per consequence taken in the conflict.

    >>> concession_points(0)
    1
    """
    return CONCESSION_BASE_POINTS + consequences_taken


def gm_pool(player_characters: int, carried: int = 0) -> int:
    """The GM's fate points for a scene: one per PC, plus points carried from concessions.

    >>> gm_pool(3)
    3
    """
    return player_characters + carried


def scene_pool(left: int | None, player_characters: int) -> int:
    """The GM's pool now: what is left this scene, or one point per PC at the scene's start.

    >>> scene_pool(None, 2), scene_pool(0, 2)
    (2, 0)
    """
    return left if left is not None else gm_pool(player_characters)


def next_scene_pool(player_characters: int, hostile: int, left: int | None) -> int | None:
    """The GM's pool after a scene ends: the points of this scene's hostile invokes join the
    next scene's pool (one per PC); without any, the pool is left as it was.

    >>> next_scene_pool(2, 1, 0), next_scene_pool(2, 0, 0)
    (3, 0)
    """
    return gm_pool(player_characters, hostile) if hostile else left


def spend(fate_points: int) -> int:
    """Spend one fate point, or raise `RuleError` when there is none.

    >>> spend(2)
    1
    """
    if fate_points < 1:
        raise RuleError("fate.error.no_fate_point")
    return fate_points - 1
