"""Run one command from the system shell and print its result."""

from __future__ import annotations

import argparse
import os
import sys
from types import GeneratorType
from typing import TYPE_CHECKING, Any, cast

from solo.commands import find
from solo.commands.base import Command, Context
from solo.commands.parsing import PlainParser, readable
from solo.dice.rng import SeededRng
from solo.errors import InputError
from solo.i18n import current_language, t
from solo.shell.progress import terminal_progress

if TYPE_CHECKING:
    from solo.options import Options
    from solo.procedures.steps import Procedure


def run_once(options: Options, command_line: list[str]) -> int:
    """Parse, run, print; raise `SoloError` for bad input."""
    name, words = command_line[0], command_line[1:]
    found = find(name)
    if found is None:
        raise InputError("core.unknown_command", name=name)
    area, command = found
    args = readable(parse_words(command, words))
    ctx = _context(options)
    said: list[object] = []
    ctx.say = said.append  # a quick roll's odds, printed before its result (not for bad input)
    if options.campaign and getattr(args, "outside_campaign", False):
        args.name = args.name or options.campaign  # `campaign repair`: it opens the campaign
    elif options.campaign:
        from solo.campaign.store import Campaign

        campaign = Campaign.open(ctx.home, options.campaign)
        campaign.on_wait = _say_waiting
        ctx.open_campaign(campaign)
        _say_notices(ctx)
        if command.name != "resume":
            for what in campaign.held(current_language()):  # offered at each command until settled
                print(t("campaign.held", what=what), file=sys.stderr)
    repeated = False
    shown: list[object] = []
    from solo import collector

    collector.release()  # started: the command runs with the collector at work
    try:
        with ctx.transaction(" ".join(command_line)):
            result = command.run(ctx, args)
            ctx.say = lambda item: show(area, command, item)  # from now on, as they come
            for item in said:
                ctx.say(item)
            if isinstance(result, GeneratorType):
                from solo.render import safe_console
                from solo.shell.console import ConsoleIo
                from solo.shell.driver import already_shown, drive

                io = ConsoleIo(safe_console(stderr=options.json), area)
                result = drive(cast("Procedure[Any]", result), io, ctx)
                repeated = already_shown(result, io.shown)
                shown = io.shown
            if ctx.campaign is not None:  # the block closed in the command's own commit
                ctx.campaign.close_block()
    finally:
        _say_notices(ctx)
        ctx.close_campaign()
    if options.json:
        from solo.jsonable import json_text

        print(json_text(result))
    elif not repeated:  # a result the procedure already showed is not printed twice
        from solo.procedures.told import untold

        show(area, command, untold(result, shown))  # nor what its summary repeats
    code = getattr(result, "exit_code", 0)
    return code if isinstance(code, int) else 0


def _context(options: Options) -> Context:
    """The one-shot's context: its seed, its progress display, whether odds are shown."""
    ctx = Context(home=options.home_given(), rng=SeededRng(options.seed), seed=options.seed,
                  progress=terminal_progress)
    if options.json:  # the output is one JSON object: no odds before it
        ctx.show_odds = False
    elif os.environ.get("SOLO_ODDS"):  # `SOLO_ODDS=no` hides the odds said before the dice
        from solo.shell.settings import odds_wanted

        ctx.show_odds = odds_wanted(os.environ)
    return ctx


def _say_waiting() -> None:
    print(t("campaign.waiting"), file=sys.stderr, flush=True)


def _say_notices(ctx: Context) -> None:
    """What the open campaign has to tell (a torn change line dropped…), on stderr."""
    if ctx.campaign is not None:
        for notice in ctx.campaign.take_notices():
            print(notice.message(), file=sys.stderr, flush=True)


def parse_words(command: Command, words: list[str]) -> argparse.Namespace:
    """Parse a command's words with the plain parser (errors for the player)."""
    parser = command.build(PlainParser)
    if command.raw_text and not (words and words[0] in ("-h", "--help")):
        # a first `--` is the system shell's "no options follow" (`solo note -- -3 PV`)
        return argparse.Namespace(text=" ".join(words[1:] if words[:1] == ["--"] else words))
    try:
        return parser.parse_args(words)
    except SystemExit as done:  # --help printed the help
        raise _HelpShown(int(done.code or 0)) from None


class _HelpShown(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


def show(area: str, command: Command, result: Any) -> None:
    """Print a result: plain text on the fast path, rich otherwise."""
    if command.fast:
        from solo.plain import plain_text

        text = plain_text(result)
        if text is not None:
            if text:
                print(text)
            return
    from solo.render import print_result

    print_result(result, area)


def print_usage() -> int:
    """`solo --help`: the global options and the commands."""
    from solo.commands import all_commands

    print(t("cli.usage"))
    for _area, command in all_commands():
        print(f"  {command.name:<10} {t(command.help)}")
    from solo.guide import guide_folder
    from solo.i18n import current_language

    folder = guide_folder(current_language())
    print(t("cli.no_guide") if folder is None else t("cli.guide", path=str(folder / "index.md")))
    return 0


def main_guard(options: Options, command_line: list[str]) -> int:
    """`run_once`, turning `--help` into its exit code."""
    try:
        return run_once(options, command_line)
    except _HelpShown as shown:
        sys.stdout.flush()
        return shown.code
    except SystemExit as done:  # a parser inside the command printed its help (`odds fate -h`)
        sys.stdout.flush()
        return done.code if isinstance(done.code, int) else 0
