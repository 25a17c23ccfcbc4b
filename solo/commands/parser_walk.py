"""Every argument of a parser and of its subcommands, those built later included.

Two passes change a command's arguments once its parser is made: their shown names in the
player's language (`solo.commands.arg_names`) and the check of typed text
(`solo.commands.parsing.guard_text`). Both walk the parser the same way: into each subcommand,
and for subcommands built only when typed (`solo.commands.lazy`), by asking that each one be
walked when it is built.

>>> import argparse
>>> parser = argparse.ArgumentParser(prog="x")
>>> _ = parser.add_argument("--one")
>>> sub = parser.add_subparsers().add_parser("y")
>>> _ = sub.add_argument("two")
>>> seen = []
>>> _ = each_argument(parser, lambda action: seen.append(action.dest))
>>> seen
['help', 'one', 'help', 'two']
"""

from __future__ import annotations

import argparse
from collections.abc import Callable


def each_argument(parser: argparse.ArgumentParser,
                  visit: Callable[[argparse.Action], object]) -> argparse.ArgumentParser:
    """Call `visit` on every argument of `parser` and of its subcommands (now, or when a
    subcommand built on demand is built); `parser` back."""
    for action in parser._actions:
        if not isinstance(action, argparse._SubParsersAction):
            visit(action)
            continue
        walk_later = getattr(action, "guard_with", None)
        if walk_later is not None:  # subcommands built when typed (solo.commands.lazy)
            walk_later(lambda sub: each_argument(sub, visit))
            continue
        for sub in dict.fromkeys(action.choices.values()):
            each_argument(sub, visit)
    return parser
