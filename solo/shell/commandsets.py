"""Turn each area's plain commands into a cmd2 `CommandSet`."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import cmd2
from cmd2 import Cmd2ArgumentParser, CommandSet, Statement

from solo.commands import AREAS, area_commands
from solo.commands.base import Command, SoloParserMixin
from solo.i18n import t

if TYPE_CHECKING:
    from solo.shell.app import SoloApp


class ShellParser(SoloParserMixin, Cmd2ArgumentParser):
    """cmd2's parser, with errors for the player."""


def _actions(parser: argparse.ArgumentParser) -> Iterator[argparse.Action]:
    for action in parser._actions:
        yield action
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                yield from _actions(sub)


def build_parser(command: Command, providers: dict[str, Callable[..., Any]]) -> ShellParser:
    """Build `command`'s parser for the shell, wiring tab completion of values."""
    parser = command.build(ShellParser)
    assert isinstance(parser, ShellParser)
    for action in _actions(parser):
        name = getattr(action, "solo_complete", None)
        if name in providers and not action.choices:
            action.set_choices_provider(providers[name])  # type: ignore[attr-defined]
    return parser


def _argparse_method(area: str, command: Command,
                     providers: dict[str, Callable[..., Any]]) -> Callable[..., Any]:
    def do_command(self: CommandSet[SoloApp], args: argparse.Namespace) -> None:
        self._cmd.execute(area, command, args)

    _name(do_command, command)
    return cmd2.with_argparser(lambda: build_parser(command, providers))(do_command)


def _raw_method(area: str, command: Command) -> Callable[..., Any]:
    def do_command(self: CommandSet[SoloApp], statement: Statement) -> None:
        if statement.args.strip() in ("-h", "--help"):
            self._cmd.poutput(command.build(ShellParser).format_help())
            return
        self._cmd.execute(area, command, argparse.Namespace(text=statement.args))

    _name(do_command, command)
    return do_command


def _name(function: Callable[..., Any], command: Command) -> None:
    """cmd2 finds parsers and help categories by the method's name."""
    function.__name__ = function.__qualname__ = f"do_{command.name}"
    function.__doc__ = t(command.help)


def command_sets(providers: dict[str, Callable[..., Any]]) -> list[CommandSet[Any]]:
    """One command set per area that has commands, in the language in use."""
    sets: list[CommandSet[Any]] = []
    for area, category in AREAS.items():
        commands = area_commands(area)
        if not commands:
            continue
        attributes: dict[str, Any] = {"DEFAULT_CATEGORY": t(category)}
        for command in commands:
            method = (_raw_method(area, command) if command.raw_text
                      else _argparse_method(area, command, providers))
            attributes[f"do_{command.name}"] = method
        kind = type(f"{area.title()}Commands", (CommandSet,), attributes)
        sets.append(kind())
    return sets


def aliases() -> dict[str, str]:
    """Every Spanish (and accent-free) alias, to its command."""
    return {alias: command.name for area in AREAS for command in area_commands(area)
            for alias in command.aliases}
