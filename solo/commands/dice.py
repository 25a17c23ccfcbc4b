"""`roll` and `odds`: any dice expression, or a game system's odds."""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from solo.commands.base import Command, Context, add_dice_option, complete_with, new_parser
from solo.commands.odds_providers import names, provider
from solo.commands.parsing import PlainParser
from solo.dice.faces import parse_faces
from solo.dice.notation import parse_line
from solo.dice.rng import ScriptedRng
from solo.dice.roll import Roll, RollList, roll
from solo.dice.tree import Compare, Condition, Expression
from solo.dice.typed import one_roll
from solo.errors import InputError, NotationError
from solo.i18n import t
from solo.record import once, record
from solo.text import signed

if TYPE_CHECKING:  # `solo roll` never loads `fractions` (the odds do, when they run)
    from fractions import Fraction

    from solo.dice.distribution import Distribution


def roll_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`roll EXPR [--dice FACES]`."""
    parser = new_parser(parser_class, "roll", "cmd.roll.help")
    parser.add_argument("expression", nargs="+", metavar="EXPR", help=t("cmd.roll.expr"))
    add_dice_option(parser)
    parser.epilog = t("dice.help.notation")
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.expression_words = "roll"  # type: ignore[attr-defined]
    return parser


def run_roll(ctx: Context, args: argparse.Namespace) -> Roll | RollList:
    """Roll the expressions (or read the typed faces) and journal them."""
    line = parse_line(" ".join(args.expression))
    # the line is the player's own roll: typed faces cover all of it (repetitions, explosions)
    rng = ctx.rng if args.dice is None else ScriptedRng(parse_faces(args.dice))
    ctx.announce(t("core.dice.who.roll"), "core.dice.why.roll",
                 {"expression": ", ".join(expression.text for expression in line.rolls)})
    with one_roll(rng):  # physical dice: every batch of the line asked for by its name
        rolls = tuple(roll(expression, rng, line.comment)
                      for expression in line.rolls for _ in range(expression.times))
    ctx.finish(rng)
    from solo.journal.entry import mechanics  # a roll's, not the odds'

    ctx.record(mechanics(*(journal_line(item) for item in rolls)))
    return rolls[0] if len(rolls) == 1 else RollList(rolls, line.comment)


def journal_line(result: Roll) -> str:
    """`d: iniciativa 1d20+5=17 (12) vs TN 15 -> éxito (+2)`: the comment as its label, the
    faces, a `vs` target, and what it decides (a roll with no target: its total).

    Fate dice alone as everywhere else: `d: 4dF=+1 (+0-+) -> +1`.
    """
    total = str(result.total)
    if re.fullmatch(r"\s*\d*\s*d\s*f\s*", result.expression, re.IGNORECASE):
        total = signed(result.total)
    outcome, target = total, None
    if result.check is not None:
        outcome = check_text(result.check.success, result.check.margin)
        if re.fullmatch(r">=-?\d+", result.check.target):
            target = result.check.target[2:]
        else:
            outcome += f" ({result.check.target})"
    dice = re.sub(r"vs.*$", "", result.expression.replace(" ", ""), flags=re.IGNORECASE)
    from solo.journal.entry import roll_line

    return roll_line(spaced(dice), total, faces=faces_text(result),
                     label=result.comment, target=target, outcome=outcome)


def spaced(expression: str) -> str:
    """The expression as a `d:` line writes it before its `=`: with a space when it ends with
    a modifier that may take a comparison (`2d6! =`, as the Lonelog dice add-on asks), so the
    `=` is never read as one.

    >>> spaced("2d6!"), spaced("2d20cs"), spaced("1d20+5")
    ('2d6! ', '2d20cs ', '1d20+5')
    """
    last = expression[-1:]
    return expression if last.isdigit() or last in ")]}F" else f"{expression} "


def check_text(success: bool, margin: int) -> str:
    """`éxito (+2)`, `fallo (-3)`."""
    if success:
        return t("dice.check.success", margin=signed(margin))
    return t("dice.check.failure", margin=signed(margin))


def faces_text(result: Roll) -> str:
    """The faces as the journal writes them: `4 2 6`, `9d 4` (a dropped die marked `d`, as the
    dice add-on does), Fate dice as `+0-+`."""
    return " ".join(group.faces_text() for group in result.groups)


def meeting(check: Condition) -> tuple[int | None, int | None]:
    """The lowest and highest totals that meet `check` (None: no bound).

    >>> meeting(Condition(Compare.AT_LEAST, 5)), meeting(Condition(Compare.LESS, 0))
    ((5, None), (None, -1))
    """
    value, compare = check.value, check.compare
    if compare is Compare.AT_LEAST:
        return value, None
    if compare is Compare.MORE:
        return value + 1, None
    if compare is Compare.AT_MOST:
        return None, value
    if compare is Compare.LESS:
        return None, value - 1
    return value, value


#: The most work of writing exact fractions with `--json` (totals times the square of the
#: denominator's bits): `odds 60d6r5` (7e10) and `odds 1000d6` (3e10) in about a second.
MOST_EXACT_WORK = 10**11


@record
class DiceOdds:
    """The exact distribution of a dice expression's total, and of its check."""

    expression: str
    distribution: Distribution
    beyond_key: str = ""
    check: Condition | None = None

    @property
    def probabilities(self) -> dict[int, Fraction]:
        """`{total: chance}`."""
        return self.distribution.probabilities()

    @property
    def mean(self) -> Fraction:
        """The expected total."""
        return self.distribution.mean

    @property
    def success(self) -> Fraction | None:
        """The chance the check succeeds (None without `vs`)."""
        return None if self.check is None else self._verdict[0]

    @property
    def failure(self) -> Fraction | None:
        """The chance the check fails (None without `vs`): the totals that miss it (what the
        dice limits leave `beyond` is neither success nor failure).

        >>> from solo.dice.notation import parse
        >>> checks = [expression_odds(parse(text)) for text in ("1d20+5 vs 15", "1d6 vs =3")]
        >>> [odds.failure for odds in checks]
        [Fraction(9, 20), Fraction(5, 6)]
        """
        return None if self.check is None else self._verdict[1]

    @once
    def _verdict(self) -> tuple[Fraction, Fraction]:
        """The check's success and failure, worked out together the first time either is read
        (the success kept by the distribution for the next ask of the same expression)."""
        assert self.check is not None
        first, last = meeting(self.check)
        return self.distribution.split(first, last)

    def to_json(self) -> dict[str, Any]:
        """`{"expression", "distribution": {"total": "n/d"}, "mean", "beyond"?, "success"?}`.

        Every chance is written exactly; odds too long to write so (more than
        `MOST_EXACT_WORK`: each chance's digits are quadratic in its bits, as `odds 100d6r5`)
        are refused in one line.
        """
        dist = self.distribution
        totals = len(dist.weights) - dist.weights.count(0)
        if totals * dist.total_count.bit_length() ** 2 > MOST_EXACT_WORK:
            raise NotationError("dice.odds.too_long_exact", expression=self.expression)
        data: dict[str, Any] = {"expression": self.expression,
                                "distribution": {str(k): v
                                                 for k, v in self.probabilities.items()},
                                "mean": self.mean}
        if self.distribution.overflow:
            data["beyond"] = self.distribution.beyond
        success = self.success
        if success is not None:
            data["target"] = str(self.check)
            data["success"] = success
            data["failure"] = self.failure
        return data


@record
class DiceOddsList:
    """The odds of each roll of a line (`1d20, 2d6`)."""

    items: tuple[DiceOdds, ...]

    def to_json(self) -> dict[str, Any]:
        """`{"rolls": [...]}`."""
        return {"rolls": [item.to_json() for item in self.items]}


def odds_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`odds EXPR` or `odds SYSTEM OPTIONS`."""
    parser = new_parser(parser_class, "odds", "cmd.odds.help")
    target = parser.add_argument("target", metavar="EXPR|SYSTEM",
                                 help=t("cmd.odds.target", systems="%(systems)s"))
    target.systems = _SystemNames()  # type: ignore[attr-defined]  # argparse fills the help in
    complete_with(parser.add_argument("rest", nargs=argparse.REMAINDER, metavar="…",
                                      help=argparse.SUPPRESS), "odds_rest")
    parser.epilog = t("dice.help.odds")
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.expression_words = "odds"  # type: ignore[attr-defined]
    return parser


class _SystemNames:
    """The systems `odds` knows, written when the help is shown (argparse formats `%(systems)s`
    from the action's fields): `solo odds 3d6` reads no registry of systems."""

    def __str__(self) -> str:
        return ", ".join(names())


def run_odds(ctx: Context, args: argparse.Namespace) -> object:
    """Exact odds of a dice expression, or of a system's roll."""
    try:
        module = provider(args.target)
    except ModuleNotFoundError:
        raise InputError("cmd.odds.unavailable", system=args.target) from None
    if module is None:
        line = parse_line(" ".join([args.target, *args.rest]))
        items = tuple(expression_odds(expression) for expression in line.rolls)
        return items[0] if len(items) == 1 else DiceOddsList(items)
    sub = PlainParser(prog=f"odds {args.target}", description=t("cmd.odds.help"))
    module.add_arguments(sub)
    return module.compute(sub.parse_args(args.rest), ctx)


def expression_odds(expression: Expression) -> DiceOdds:
    """The odds of one roll of `expression`."""
    dist = _exact()(expression)
    beyond = ""
    if dist.overflow:
        kinds = {bool(pool.explode) for pool in expression.groups
                 if pool.explode or pool.reroll or pool.unique}
        beyond = "dice.odds.beyond_both" if len(kinds) > 1 \
            else "dice.odds.beyond_explosions" if True in kinds else "dice.odds.beyond_rerolls"
    check = expression.check.condition if expression.check else None
    return DiceOdds(expression.text, dist, beyond, check)


@cache
def _exact() -> Callable[[Expression], Distribution]:
    """`solo.dice.odds.distribution`, imported when first asked for (once: a `vs` check asked
    again costs no import statement)."""
    from solo.dice.odds import distribution

    return distribution


COMMANDS = (
    Command("roll", ("tirar",), "cmd.roll.help", roll_parser, run_roll, fast=True),
    Command("odds", ("probabilidades",), "cmd.odds.help", odds_parser, run_odds, fast=True),
)
