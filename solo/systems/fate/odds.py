"""Odds provider for `odds fate --bonus N --vs N [--active]`: exact chances of each outcome.

>>> import argparse
>>> parser = argparse.ArgumentParser()
>>> add_arguments(parser)
>>> result = compute(parser.parse_args(["--bonus", "2", "--vs", "1"]))
>>> result.to_json()["outcomes"]["tie"]
Fraction(16, 81)
"""

from __future__ import annotations

import argparse
from fractions import Fraction

from solo.commands.numbers import bounded_then
from solo.i18n import t
from solo.record import record
from solo.systems.fate.rules.ladder import HIGHEST_VALUE, LOWEST_VALUE, parse_difficulty
from solo.systems.fate.rules.odds import opposed_odds, outcome_odds
from solo.systems.fate.rules.outcomes import Outcome


@record
class FateOdds:
    """The exact chance of each outcome of one Fate roll."""

    bonus: int
    vs: int
    active: bool
    outcomes: dict[Outcome, Fraction]

    def to_json(self) -> dict[str, object]:
        """`{"outcomes": {"fail": ..., "tie": ..., "success": ..., "style": ...}}`."""
        return {"outcomes": {outcome.value: self.outcomes[outcome] for outcome in Outcome}}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the options of `odds fate`."""
    value = bounded_then(LOWEST_VALUE, HIGHEST_VALUE, parse_difficulty)
    parser.add_argument("--bonus", type=value, default=0, help=t("fate.odds.bonus"))
    parser.add_argument("--vs", type=value, default=0, help=t("fate.odds.vs"))
    parser.add_argument("--active", action="store_true", help=t("fate.odds.active"))


def compute(args: argparse.Namespace, ctx: object = None,  # noqa: ARG001
            ) -> FateOdds:
    """Return the odds asked for by the parsed options."""
    bonus, vs, active = int(args.bonus), int(args.vs), bool(args.active)
    odds = opposed_odds(bonus, vs) if active else outcome_odds(bonus, vs)
    return FateOdds(bonus, vs, active, odds)
