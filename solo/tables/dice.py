"""Roll a table's dice and know every total it can give, exactly.

Tables take their dice from the project's dice notation (`solo.dice`): the
`dice` field of a table and every inline `{1d6}` in a row's text is any
expression the notation reads. This module is the one seam between tables
and the dice package: it asks for the exact distribution of an expression
(the totals a table's rows must cover) and rolls it with an injected `Rng`.

Until `solo.dice.notation` exists it falls back to a small reader of
`NdM`, `NdF`, `d%` and a `+K`/`-K` modifier, so tables work on their own.

>>> sorted(totals("1d4"))
[1, 2, 3, 4]
>>> totals("2d6")[7]
Fraction(1, 6)
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from solo.dice.rng import FATE, Die, Rng, d
from solo.errors import NotationError, SoloError

MAX_DICE = 100
"""The most dice one standalone expression may roll."""

_SIMPLE = re.compile(r"\s*(\d*)\s*[dD]\s*(\d+|[fF]|%)\s*(?:([+-])\s*(\d+))?\s*")


def totals(text: str) -> Mapping[int, Fraction]:
    """Return each total the expression can give and its exact probability.

    >>> totals("1dF")[0]
    Fraction(1, 3)
    """
    real = _real_api()
    if real is not None:
        parse, _roll, distribution = real
        chances = distribution(parse(text)).probabilities()
        return {total: chance for total, chance in sorted(chances.items()) if chance > 0}
    count, die, bonus = _simple(text)
    dist: dict[int, Fraction] = {bonus: Fraction(1)}
    for _ in range(count):
        step: dict[int, Fraction] = {}
        for total, chance in dist.items():
            for face in die.faces:
                step[total + face] = step.get(total + face, Fraction(0)) + chance / die.size
        dist = step
    return dict(sorted(dist.items()))


def roll_total(text: str, rng: Rng) -> int:
    """Roll the expression with `rng` and return its total.

    >>> from solo.dice.rng import ScriptedRng
    >>> roll_total("2d6+1", ScriptedRng([3, 4]))
    8
    """
    real = _real_api()
    if real is not None:
        parse, roll, _distribution = real
        return int(roll(parse(text), rng).total)
    count, die, bonus = _simple(text)
    return sum(rng.roll(die, count)) + bonus


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
            real = _real_api()
            if real is not None:
                real[0](text)
            else:
                _simple(text)
    except SoloError as error:
        return error.key
    return None


def _simple(text: str) -> tuple[int, Die, int]:
    match = _SIMPLE.fullmatch(text)
    if match is None:
        raise NotationError("table.dice.bad", text=text)
    count = int(match.group(1) or "1")
    sides = match.group(2).lower()
    die = FATE if sides == "f" else d(100 if sides == "%" else int(sides))
    if not 1 <= count <= MAX_DICE or die.size < 1:
        raise NotationError("table.dice.bad", text=text)
    sign = -1 if match.group(3) == "-" else 1
    return count, die, sign * int(match.group(4) or "0")


def _real_api() -> tuple[Any, Any, Any] | None:
    """Return the dice package's parse, roll and distribution, once it exists."""
    try:
        modules = [importlib.import_module(f"solo.dice.{name}")
                   for name in ("notation", "roll", "odds")]
    except ModuleNotFoundError:
        return None
    return modules[0].parse, modules[1].roll, modules[2].distribution
