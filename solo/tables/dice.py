"""Roll a table's dice and know every total it can give, exactly.

Tables take their dice from the project's dice notation (`solo.dice`): the
`dice` field of a table and every inline `{1d6}` in a row's text is any
expression the notation reads (`1d12`, `2d6+1`, `4dF`, `2d20kh1`, `d%`).
This module is the one seam between tables and the dice package: it asks
for the exact distribution of an expression (the totals a table's rows must
cover, those with a chance above zero) and rolls it with an injected `Rng`.

>>> sorted(totals("1d4"))
[1, 2, 3, 4]
>>> totals("2d6")[7]
Fraction(1, 6)
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from solo.dice.notation import parse
from solo.dice.odds import distribution
from solo.dice.rng import Rng
from solo.dice.roll import roll
from solo.errors import SoloError


def totals(text: str) -> Mapping[int, Fraction]:
    """Return each total the expression can give and its exact probability.

    >>> totals("1dF")[0]
    Fraction(1, 3)
    """
    chances = distribution(parse(text)).probabilities()
    return {total: chance for total, chance in sorted(chances.items()) if chance > 0}


def roll_total(text: str, rng: Rng) -> int:
    """Roll the expression with `rng` and return its total.

    >>> from solo.dice.rng import ScriptedRng
    >>> roll_total("2d6+1", ScriptedRng([3, 4]))
    8
    """
    return roll(parse(text), rng).total


def check(text: str, *, odds: bool = True) -> str | None:
    """Return None if the expression is usable, else the error's message key.

    With `odds=False` it only has to be readable (inline dice are rolled,
    never tabulated); otherwise its exact distribution must be computable.

    >>> check("1d6"), check("banana") is not None
    (None, True)
    """
    try:
        if odds:
            totals(text)
        else:
            parse(text)
    except SoloError as error:
        return error.key
    return None
