"""Plain-text output for the one-shot fast path (no rich import).

A `fast` command's result is printed here when a writer knows its type (`WRITERS`: the type's
dotted name -> the `module:function` writing it, imported only then); else, or when the writer
returns None (a result better drawn as a table or panel), rich renders it. What a writer
returns says what the rich renderer shows, without colours.

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

import importlib
from typing import TYPE_CHECKING, Any

from solo.text import inert

if TYPE_CHECKING:
    from solo.commands.tables import DrawSeries
    from solo.dice.roll import Roll, RollList
    from solo.procedures.steps import Message

WRITERS: dict[str, str] = {
    "solo.dice.results.Roll": "solo.plain:roll_text",
    "solo.dice.results.RollList": "solo.plain:rolls_text",
    "solo.engine.procedures.oracle.OracleReply": "solo.engine.plain:oracle_text",
    "solo.tables.pick.Draw": "solo.tables.plain:draw_text",
    "solo.commands.tables.DrawSeries": "solo.plain:series_text",
    "solo.commands.dice.DiceOdds": "solo.plain_odds:dice_odds_text",
    "solo.commands.dice.DiceOddsList": "solo.plain_odds:dice_odds_list_text",
    "solo.procedures.steps.Message": "solo.plain:message_text",
    "solo.engine.oracle.chances.OracleOdds": "solo.engine.plain_odds:oracle_odds_text",
    "solo.commands.table_io.TableExport": "solo.commands.table_export:export_text",
    "solo.commands.table_io.TableImport": "solo.commands.table_io:import_text",
}
"""A result type's module and name -> its plain writer (a test checks every one exists)."""


def plain_text(result: Any) -> str | None:
    """The result as plain lines; None when it is better shown by the rich renderer."""
    kind = type(result)
    writer = WRITERS.get(f"{kind.__module__}.{kind.__qualname__}")
    if writer is None:  # a game system's quick result (or a plug-in's): its `plain` module
        core = kind.__module__.startswith("solo.") and not kind.__module__.startswith(
            "solo.systems.")
        return None if core else _system_text(result)
    module, _, name = writer.partition(":")
    text: str | None = getattr(importlib.import_module(module), name)(result)
    return text


def _system_text(result: Any) -> str | None:
    from solo.systems import plain_text as system_text  # its `plain` module, if it has one

    return system_text(result)


def roll_text(result: Roll) -> str:
    """One roll, one line: `4dF: [+0-+] = 1`."""
    return _line(result)


def rolls_text(result: RollList) -> str:
    """A line of rolls, one line each."""
    return "\n".join(_line(item) for item in result.rolls)


def series_text(result: DrawSeries) -> str:
    """Several draws, one after the other."""
    from solo.tables.plain import draw_text

    return "\n".join(draw_text(item) for item in result.draws)


def _line(result: Roll) -> str:
    from solo.commands.dice import check_text

    line = f"{result.expression}: {result.faces_text()} = {result.total}"
    if result.check is not None:
        line += f" -> {check_text(result.check.success, result.check.margin)}"
    if result.comment:
        line += f"  # {result.comment}"
    return inert(line, newlines=False)


def message_text(message: Message) -> str:
    """A line of text a command says (a quick roll's odds in words), as the renderer shows it.

    >>> from solo.procedures.steps import Message
    >>> from solo.i18n import use_language
    >>> with use_language("en"):
    ...     message_text(Message("core.cancelled"))
    'Procedure interrupted; what is already in the journal stays.'
    """
    from solo.i18n import t

    return inert(t(message.key, **message.params))
