"""The four outcomes of a Fate roll, by shifts (effort minus opposition).

>>> [outcome_of(shifts).value for shifts in (-1, 0, 2, 3)]
['fail', 'tie', 'success', 'style']
"""

from __future__ import annotations

import enum

from solo.systems.fate.rules.edition import STYLE_SHIFTS


class Outcome(enum.StrEnum):
    """Fail (below), tie (equal), success (+1 or +2), success with style (+3 or more)."""

    FAIL = "fail"
    TIE = "tie"
    SUCCESS = "success"
    STYLE = "style"

    @property
    def label_key(self) -> str:
        """The catalog key of the outcome's name."""
        return _LABELS[self]


_LABELS = {Outcome.FAIL: "fate.outcome.fail", Outcome.TIE: "fate.outcome.tie",
           Outcome.SUCCESS: "fate.outcome.success", Outcome.STYLE: "fate.outcome.style"}

# Lowest shifts for each outcome, from the best down: the first that fits wins.
THRESHOLDS: tuple[tuple[int, Outcome], ...] = (
    (STYLE_SHIFTS, Outcome.STYLE),
    (1, Outcome.SUCCESS),
    (0, Outcome.TIE),
)


def outcome_of(shifts: int) -> Outcome:
    """Return the outcome of a roll that beat its opposition by `shifts`.

    >>> outcome_of(-4)
    <Outcome.FAIL: 'fail'>
    """
    return next((found for low, found in THRESHOLDS if shifts >= low), Outcome.FAIL)
