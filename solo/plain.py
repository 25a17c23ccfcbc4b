"""Plain-text output for the one-shot fast path (no rich import).

What it prints is inert (`solo.text.inert`): a control character in the text
is shown as `\\x1b`, never sent to the terminal.

>>> from solo.dice.roll import roll
>>> from solo.dice.notation import parse
>>> from solo.dice.rng import ScriptedRng
>>> plain_text(roll(parse("4dF"), ScriptedRng([1, 0, -1, 1])))
'4dF: [+0-+] = 1'
>>> plain_text(roll(parse("1d6-1d4"), ScriptedRng([2, 3])))
'1d6-1d4: [2] - [3] = -1'
"""

from __future__ import annotations

import sys
from typing import Any

from solo.text import inert


def plain_text(result: Any) -> str | None:
    """One line per roll (a game system's result: its own lines); None when this result is
    better shown by the rich renderer."""
    if "solo.dice.roll" not in sys.modules:  # no roll made: maybe a game system's quick result
        return _system_text(result)
    from solo.dice.roll import Roll, RollList

    if isinstance(result, RollList):
        return "\n".join(_line(item) for item in result.rolls)
    if not isinstance(result, Roll):
        return _system_text(result)
    return _line(result)


def _system_text(result: Any) -> str | None:
    from solo.systems import plain_text as system_text  # its `plain` module, if it has one

    return system_text(result)


def _line(result: Any) -> str:
    from solo.commands.dice import check_text

    line = f"{result.expression}: {result.faces_text()} = {result.total}"
    if result.check is not None:
        line += f" -> {check_text(result.check.success, result.check.margin)}"
    if result.comment:
        line += f"  # {result.comment}"
    return inert(line, newlines=False)
