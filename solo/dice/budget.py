"""A budget of work for the exact odds: the general methods stop when they would take too long.

The cheap, common cases are estimated before they start (`solo.dice.odds.odds_cost`);
the general ones (dice kept across explosions, unique dice, groups of rolls, exact
fractions inside `floor`) count their steps as they go and give up with the same
player message when they pass the budget.

>>> start(10, "5d10!k2")
>>> spend(4)
>>> try:
...     spend(7)
... except NotationError as error:
...     error.key
'dice.odds.too_costly'
"""

from __future__ import annotations

from solo.errors import NotationError

#: Steps of the general methods (about a microsecond of Python each): about two seconds.
STEPS = 2_000_000

_left = [STEPS]
_expression = [""]


def start(steps: int, expression: str) -> None:
    """Give the odds of `expression` a fresh budget of `steps`."""
    _left[0] = steps
    _expression[0] = expression


def spend(steps: int) -> None:
    """Count `steps` of work; raise `dice.odds.too_costly` once the budget is spent."""
    _left[0] -= steps
    if _left[0] < 0:
        raise NotationError("dice.odds.too_costly", expression=_expression[0])


def expression() -> str:
    """The expression whose odds are being worked out."""
    return _expression[0]


def too_costly() -> NotationError:
    """The error for odds that would take far too long."""
    return NotationError("dice.odds.too_costly", expression=_expression[0])
