"""Turn each area's plain commands into a cmd2 `CommandSet`."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import cmd2
from cmd2 import Cmd2ArgumentParser, CommandSet, Statement
from cmd2.utils import categorize

from solo.commands import IndexEntry, areas, available, find, index
from solo.commands.base import Command
from solo.commands.parsing import SoloParserMixin
from solo.errors import InputError
from solo.i18n import t
from solo.shell.lineparse import restore_free_text

if TYPE_CHECKING:
    from solo.shell.app import SoloApp

# one-character shortcuts: `.` prose, then the Lonelog lines a player writes (`!` stays cmd2's)
SHORTCUTS: dict[str, str] = {"!": "shell", ".": "note", "@": "act", "=>": "consequence",
                             "=": "consequence", "?": "question", "(": "meta"}


class ShellParser(SoloParserMixin, Cmd2ArgumentParser):
    """cmd2's parser, with errors for the player."""


def _actions(parser: argparse.ArgumentParser) -> Iterator[argparse.Action]:
    for action in parser._actions:
        yield action
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                yield from _actions(sub)


#: argparse's formatters a plain parser may ask for, and cmd2's equivalents (cmd2 passes `file=`).
_FORMATTERS: dict[type[argparse.HelpFormatter], type[Any]] = {
    argparse.RawDescriptionHelpFormatter: cmd2.rich_utils.RawDescriptionCmd2HelpFormatter,
    argparse.RawTextHelpFormatter: cmd2.rich_utils.RawTextCmd2HelpFormatter,
}


def _cmd2_formatters(parser: argparse.ArgumentParser) -> None:
    """Give each (sub)parser that asks for a plain argparse formatter cmd2's version of it."""
    parser.formatter_class = _FORMATTERS.get(parser.formatter_class,  # type: ignore[call-overload]
                                             parser.formatter_class)
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                _cmd2_formatters(sub)


def build_parser(command: Command, providers: dict[str, Callable[..., Any]]) -> ShellParser:
    """Build `command`'s parser for the shell, wiring tab completion of values."""
    parser = command.build(ShellParser)
    assert isinstance(parser, ShellParser)
    _cmd2_formatters(parser)
    for action in _actions(parser):
        name = getattr(action, "solo_complete", None)
        if name in providers and not action.choices:
            action.set_choices_provider(providers[name])  # type: ignore[attr-defined]
    return parser


def command_for(entry: IndexEntry) -> Command:
    """The real command behind an index entry (imports its area the first time)."""
    found = find(entry.name)
    if found is None:
        raise InputError("core.unknown_command", name=entry.name)
    return found[1]


def _argparse_method(entry: IndexEntry,
                     providers: dict[str, Callable[..., Any]]) -> Callable[..., Any]:
    def do_command(self: CommandSet[SoloApp], args: argparse.Namespace) -> None:
        statement = getattr(args, "cmd2_statement", None)
        if isinstance(statement, Statement):
            restore_free_text(args, str(statement.args))
        self._cmd.execute(entry.area, command_for(entry), args)

    def factory() -> ShellParser:
        try:
            return build_parser(command_for(entry), providers)
        except (InputError, ImportError):  # not (yet) defined or broken: running it says so
            return ShellParser(prog=entry.name, description=t(entry.help))

    _name(do_command, entry)
    return cmd2.with_argparser(factory)(do_command)


def _raw_method(entry: IndexEntry) -> Callable[..., Any]:
    def do_command(self: CommandSet[SoloApp], statement: Statement) -> None:
        command = command_for(entry)
        if statement.args.strip() in ("-h", "--help"):
            self._cmd.poutput(command.build(ShellParser).format_help())
            return
        self._cmd.execute(entry.area, command, argparse.Namespace(text=statement.args))

    _name(do_command, entry)
    return do_command


def _name(function: Callable[..., Any], entry: IndexEntry) -> None:
    """cmd2 finds parsers and help categories by the method's name."""
    function.__name__ = function.__qualname__ = f"do_{entry.name}"
    function.__doc__ = t(entry.help)


def command_sets(providers: dict[str, Callable[..., Any]]) -> list[CommandSet[Any]]:
    """The commands of every area as one command set (cmd2 inspects each set it registers:
    one is cheaper than one per area), each in its area's help category, in the language in
    use (imports no area)."""
    categories = areas()
    attributes: dict[str, Any] = {}
    for entry in available():
        method = (_raw_method(entry) if entry.raw_text
                  else _argparse_method(entry, providers))
        categorize(method, t(categories[entry.area]))
        attributes[f"do_{entry.name}"] = method
    return [type("SoloCommands", (CommandSet,), attributes)()]


def raw_text_names() -> set[str]:
    """The commands that take the rest of the line as typed (`note`, `act`…)."""
    return {entry.name for entry in index() if entry.raw_text}


def free_text_names() -> set[str]:
    """The commands with a free-text argument: never read for redirection."""
    return {entry.name for entry in index() if entry.raw_text or entry.free_text}


def aliases() -> dict[str, str]:
    """Every Spanish (and accent-free) alias, to its command."""
    return {alias: entry.name for entry in available() for alias in entry.aliases}
