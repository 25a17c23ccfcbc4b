"""`roll` and `odds`: any dice expression, or a game system's odds."""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass
from typing import Any

from solo.commands.base import Command, Context, PlainParser, add_dice_option, new_parser
from solo.commands.odds_providers import names, provider
from solo.dice.notation import parse
from solo.dice.roll import Roll, roll
from solo.errors import InputError
from solo.i18n import t
from solo.journal.entry import fate_dice, mechanics, roll_line


def roll_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`roll EXPR [--dice FACES]`."""
    parser = new_parser(parser_class, "roll", "cmd.roll.help")
    parser.add_argument("expression", nargs="+", metavar="EXPR", help=t("cmd.roll.expr"))
    add_dice_option(parser)
    return parser


def run_roll(ctx: Context, args: argparse.Namespace) -> Roll:
    """Roll the expression (or read the typed faces) and journal it."""
    expression = parse(" ".join(args.expression))
    rng = ctx.dice(args.dice)
    result = roll(expression, rng)
    ctx.finish(rng)
    ctx.record(mechanics(journal_line(result)))
    return result


def journal_line(result: Roll) -> str:
    """`d: 2d6=[3 4] = 7`; Fate dice alone as everywhere else, `d: 4dF=+1 (+0-+)`."""
    if re.fullmatch(r"\s*\d*\s*d\s*f\s*", result.expression, re.IGNORECASE):
        return f"d: {fate_dice(result.faces)}"
    return roll_line(result.expression, faces_text(result), total=str(result.total))


def faces_text(result: Roll) -> str:
    """The faces as the journal writes them: `[4 2 6]`, `[~9~ 4]`, Fate dice as `[+0-+]`."""
    return f"[{result.faces_text()}]"


@dataclass(frozen=True)
class DiceOdds:
    """The exact distribution of a dice expression's total."""

    expression: str
    probabilities: dict[int, Any]
    mean: Any

    def to_json(self) -> dict[str, Any]:
        """`{"expression", "distribution": {"total": "n/d"}, "mean"}`."""
        return {"expression": self.expression,
                "distribution": {str(k): v for k, v in self.probabilities.items()},
                "mean": self.mean}


def odds_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`odds EXPR` or `odds SYSTEM OPTIONS`."""
    parser = new_parser(parser_class, "odds", "cmd.odds.help")
    parser.add_argument("target", metavar="EXPR|SYSTEM",
                        help=t("cmd.odds.target", systems=", ".join(names())))
    parser.add_argument("rest", nargs=argparse.REMAINDER, metavar="…", help=argparse.SUPPRESS)
    return parser


def run_odds(ctx: Context, args: argparse.Namespace) -> object:
    """Exact odds of a dice expression, or of a system's roll."""
    try:
        module = provider(args.target)
    except ModuleNotFoundError:
        raise InputError("cmd.odds.unavailable", system=args.target) from None
    if module is None:
        from solo.dice.odds import distribution

        expression = parse(" ".join([args.target, *args.rest]))
        dist = distribution(expression)
        return DiceOdds(str(expression), dist.probabilities(), dist.mean)
    sub = PlainParser(prog=f"odds {args.target}", description=t("cmd.odds.help"))
    module.add_arguments(sub)
    return module.compute(sub.parse_args(args.rest), ctx)


COMMANDS = (
    Command("roll", ("tirar",), "cmd.roll.help", roll_parser, run_roll, fast=True),
    Command("odds", ("probabilidades",), "cmd.odds.help", odds_parser, run_odds, fast=True),
)
