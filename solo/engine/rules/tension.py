"""Tension (1–9): how restless the story is; it moves by one at the end of each scene.

>>> after_scene(5, kept_control=True)
4
>>> after_scene(9, kept_control=False)
9
"""

from __future__ import annotations

from solo.errors import RuleError

LOWEST = 1
HIGHEST = 9
DEFAULT = 5
#: How the tension moves when a scene ends: down if the player kept control, up if not.
STEP = {True: -1, False: +1}


def check(tension: int) -> int:
    """Return `tension` if it is 1…9, else raise `RuleError`.

    >>> check(3)
    3
    """
    if not LOWEST <= tension <= HIGHEST:
        raise RuleError("engine.tension.out_of_range", tension=tension)
    return tension


def clamp(tension: int) -> int:
    """Keep a tension inside 1…9.

    >>> clamp(12), clamp(0)
    (9, 1)
    """
    return max(LOWEST, min(HIGHEST, tension))


def after_scene(tension: int, *, kept_control: bool) -> int:
    """The tension once a scene ends: −1 if the player kept control, +1 if not."""
    return clamp(check(tension) + STEP[kept_control])
