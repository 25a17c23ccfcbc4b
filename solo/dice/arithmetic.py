"""The arithmetic of dice expressions: whole numbers, divisions rounded down.

Inside `floor`, `ceil` and `round` a division is exact (a `Fraction`, imported only
then) and the function rounds the result; everywhere else `/` rounds down
(`-7/2` is `-4`) and `%` is what that division leaves (`-7%2` is 1). A power's
exponent is always a whole number; a negative one divides.

>>> apply("/", -7, 2), apply("%", -7, 2), apply("^", 2, 10), apply("^", 2, -1)
(-4, 1, 1024, 0)
>>> rounded("round", apply("/", 7, 2, exact=True)), rounded("ceil", apply("/", 7, 3, exact=True))
(4, 3)
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from solo.errors import NotationError

if TYPE_CHECKING:
    from fractions import Fraction

def apply(op: str, left: int | Fraction, right: int | Fraction,
          exact: bool = False) -> int | Fraction:
    """`left op right`; with `exact`, divisions keep their fractions."""
    if op == "+":
        return left + right
    if op == "-":
        return left - right
    if op == "*":
        return left * right
    if op == "^":
        return _power(left, int(right), exact)
    if right == 0:
        raise NotationError("dice.odds.division_by_zero")
    if op == "%":
        return left % right
    if exact:
        from fractions import Fraction

        return Fraction(left) / right
    return math.floor(left / right) if not isinstance(left, int) or not isinstance(right, int) \
        else left // right


def _power(base: int | Fraction, exponent: int, exact: bool) -> int | Fraction:
    if exponent >= 0:
        return base ** exponent
    if base == 0:
        raise NotationError("dice.odds.division_by_zero")
    from fractions import Fraction

    value = Fraction(base) ** exponent
    return value if exact else math.floor(value)


def rounded(name: str, value: int | Fraction) -> int:
    """`floor`, `ceil` or `round` (halves up) of an exact value.

    >>> from fractions import Fraction
    >>> [rounded(name, Fraction(-5, 2)) for name in ("floor", "ceil", "round")]
    [-3, -2, -2]
    """
    if name == "floor":
        return math.floor(value)
    if name == "ceil":
        return math.ceil(value)
    return math.floor(value * 2 + 1) // 2 if not isinstance(value, int) else value


def function(name: str, values: list[int | Fraction]) -> int | Fraction:
    """`abs`, `max` or `min` of the values (`floor`, `ceil`, `round`: `rounded`)."""
    if name == "abs":
        return -values[0] if values[0] < 0 else values[0]
    if name in ("max", "min"):
        best = values[0]
        for value in values[1:]:
            if (value > best) == (name == "max") and value != best:
                best = value
        return best
    return rounded(name, values[0])
