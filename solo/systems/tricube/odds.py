"""Odds provider for `odds tricube --count N --difficulty D [--quirk] [--karma]`, or versus.

Versus: `--count N --against-count M`.

`--count` is a number of dice, as in `tricube challenge`; `--dice` means typed faces everywhere
else, so it is not an option here.

Cheap to import: only the pure rules of Tricube Tales and the catalogs.

>>> import argparse
>>> parser = argparse.ArgumentParser()
>>> add_arguments(parser)
>>> odds = compute(parser.parse_args(["--count", "1", "--difficulty", "4"]))
>>> odds.to_json()["outcomes"]["success"]
Fraction(1, 2)
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import Any

from solo.commands.numbers import bounded
from solo.i18n import t
from solo.record import record
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.challenge import Outcome, effective_difficulty
from solo.systems.tricube.rules.dice import parse_dice, parse_difficulty
from solo.systems.tricube.rules.odds import outcome_odds, versus_odds
from solo.systems.tricube.rules.opposed import Verdict


@record
class TricubeOdds:
    """The exact chance of each outcome of one kind of challenge."""

    dice: int
    base_difficulty: int
    difficulty: int
    quirk: bool
    karma: bool
    outcomes: dict[Outcome, Fraction]

    def to_json(self) -> dict[str, Any]:
        """Return `{"outcomes": {name: Fraction}, "dice": N, "difficulty": D}`."""
        return {"outcomes": {o.value: p for o, p in self.outcomes.items()},
                "dice": self.dice, "difficulty": self.difficulty}


@record
class TricubeVersusOdds:
    """The exact chance of each verdict when N dice oppose M dice."""

    dice: int
    against: int
    outcomes: dict[Verdict, Fraction]

    def to_json(self) -> dict[str, Any]:
        """Return `{"outcomes": {verdict: Fraction}, "dice": N, "against": M}`."""
        return {"outcomes": {v.value: p for v, p in self.outcomes.items()},
                "dice": self.dice, "against": self.against}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the options of `odds tricube`."""
    dice = bounded(settings.MIN_DICE, settings.MAX_DICE)
    parser.add_argument("--count", "--cuantos", default=settings.DICE_WITH_TRAIT, metavar="N",
                        type=dice, help=t("tricube.help.odds_dice"))
    parser.add_argument("--difficulty", default=str(settings.DEFAULT_DIFFICULTY), metavar="D",
                        help=t("tricube.help.difficulty"))
    parser.add_argument("--quirk", action="store_true", help=t("tricube.help.quirk"))
    parser.add_argument("--karma", action="store_true", help=t("tricube.help.odds_karma"))
    parser.add_argument("--against-count", "--rival-cuantos", metavar="M", type=dice,
                        dest="against", help=t("tricube.help.odds_against"))


def compute(args: argparse.Namespace, ctx: object = None,  # noqa: ARG001
            ) -> TricubeOdds | TricubeVersusOdds:
    """Return the exact odds for the options given."""
    dice = parse_dice(str(args.count))
    if getattr(args, "against", None):
        against = parse_dice(str(args.against))
        return TricubeVersusOdds(dice, against, versus_odds(dice, against))
    base = parse_difficulty(str(args.difficulty))
    quirk, karma = bool(args.quirk), bool(args.karma)
    return TricubeOdds(dice, base, effective_difficulty(base, quirk=quirk, karma=karma),
                       quirk, karma, outcome_odds(dice, base, quirk=quirk, karma=karma))
