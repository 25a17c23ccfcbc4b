"""Odds provider for `odds zodiac --at N --cd N [...]`: exact chance of each grade.

The options that describe an Action roll (shared with `zodiac action`) are
added by `add_roll_arguments` and read back by `request_values`.

>>> import argparse
>>> parser = argparse.ArgumentParser()
>>> add_arguments(parser)
>>> odds = compute(parser.parse_args(["--at", "0", "--cd", "7"]))
>>> odds.to_json()["outcomes"]["success_benefit"]
Fraction(1, 12)
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from solo.commands.numbers import bounded, bounded_then
from solo.i18n import t
from solo.record import record
from solo.systems.zodiac.rules.grades import ROLLED_GRADES, Grade
from solo.systems.zodiac.rules.request import (
    ActionRequest,
    Advantage,
    RollMode,
    parse_advantage,
    parse_cd,
    request_from,
)
from solo.systems.zodiac.rules.settings import (
    BENEFICIO_WINDOW,
    BENEFICIO_WINDOWS,
    FOCUS_MAX,
    MOST_AT,
    MOST_CD,
    SKILL_BONUS_CAP,
)

if TYPE_CHECKING:
    from fractions import Fraction

CD = bounded_then(-MOST_CD, MOST_CD, parse_cd)
#: `--advantage` with no way named: in the shell the way is chosen after the first die
#: (one-shot, and for the odds, it is the extra die).
ASK_LATER: object = object()


def add_roll_arguments(parser: argparse.ArgumentParser, *, at_required: bool = False) -> None:
    """Add the options that describe an Action roll and its modifiers."""
    parser.add_argument("--at", type=bounded(-MOST_AT, MOST_AT),
                        default=None if at_required else 0, help=t("zodiac.opt.at"))
    parser.add_argument("--cd", type=CD, default=7, help=t("zodiac.opt.cd"))
    parser.add_argument("--pb", type=bounded(1, 5), default=None, help=t("zodiac.opt.pb"))
    parser.add_argument("--skills", "--habilidades", type=bounded(0, SKILL_BONUS_CAP), default=0,
                        dest="skill_bonus",
                        help=t("zodiac.opt.skills"))
    parser.add_argument("--hindered", "--entorpecida", action="store_true",
                        help=t("zodiac.opt.hindered"))
    parser.add_argument("--minimized", "--minimizada", action="store_true",
                        help=t("zodiac.opt.minimized"))
    parser.add_argument("--advantage", "--ventaja", type=parse_advantage, nargs="?",
                        metavar="dado|+2", const=ASK_LATER, default=None,
                        help=t("zodiac.opt.advantage"))
    parser.add_argument("--disadvantage", "--desventaja", action="store_true",
                        help=t("zodiac.opt.disadvantage"))
    parser.add_argument("--weakness", "--debilidad", action="store_true",
                        help=t("zodiac.opt.weakness"))
    parser.add_argument("--focus", "--pf", type=bounded(-FOCUS_MAX, FOCUS_MAX), default=0,
                        help=t("zodiac.opt.focus"))
    parser.add_argument("--encumbered", "--estorbo", action="store_true",
                        help=t("zodiac.opt.encumbered"))
    modes = parser.add_mutually_exclusive_group()
    modes.add_argument("--safe", "--seguro", action="store_const", const=RollMode.SAFE,
                       dest="mode", help=t("zodiac.opt.safe"))
    modes.add_argument("--character", "--caracter", action="store_const",
                       const=RollMode.CHARACTER, dest="mode", help=t("zodiac.opt.character"))
    parser.add_argument("--opposed", "--enfrentada", action="store_true",
                        help=t("zodiac.opt.opposed"))
    parser.add_argument("--window", "--ventana", type=bounded(0, max(BENEFICIO_WINDOWS)),
                        choices=BENEFICIO_WINDOWS,
                        default=BENEFICIO_WINDOW, help=t("zodiac.opt.window"))


def request_values(args: argparse.Namespace) -> dict[str, Any]:
    """The request's fields from parsed roll options (checked later, by `request_from`)."""
    return {
        "at": args.at, "cd": args.cd, "pb": args.pb, "skill_bonus": args.skill_bonus,
        "hindered": args.hindered, "minimized": args.minimized,
        "advantage": (Advantage.DIE if args.advantage is ASK_LATER
                      else args.advantage or Advantage.NONE),
        "disadvantage": args.disadvantage, "weakness": args.weakness, "focus": args.focus,
        "encumbered": args.encumbered, "mode": args.mode or RollMode.NORMAL,
        "opposed": args.opposed, "window": args.window,
    }


@record
class ZodiacOdds:
    """The exact chance of each grade of one Action roll."""

    request: ActionRequest
    outcomes: dict[Grade, Fraction]

    def to_json(self) -> dict[str, Any]:
        """`{"outcomes": {"success_benefit": …, …}, "success": …, "at": …, "cd": …, "mode": …}`."""
        from solo.systems.zodiac.rules.odds import success_chance

        shown = [g for g in Grade if g in ROLLED_GRADES or self.outcomes[g]]
        return {"outcomes": {g.value: self.outcomes[g] for g in shown},
                "success": success_chance(self.outcomes),
                "at": self.request.at, "cd": self.request.cd,
                "mode": self.request.mode.value}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the options of `odds zodiac`."""
    add_roll_arguments(parser)


def compute(args: argparse.Namespace, ctx: object = None,  # noqa: ARG001
            ) -> ZodiacOdds:
    """Return the odds asked for by the parsed options."""
    from solo.systems.zodiac.rules.odds import action_odds  # not for `zodiac action`'s options

    request = request_from(request_values(args))
    return ZodiacOdds(request, action_odds(request))
