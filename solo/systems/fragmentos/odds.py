"""Odds provider for `odds frag --score N (--difficulty D | --vs-score N) [--extra N] [--trait N]`.

Cheap to import: only the pure Fragmentos rules and the catalogs.

>>> import argparse
>>> parser = argparse.ArgumentParser()
>>> add_arguments(parser)
>>> odds = compute(parser.parse_args(["--score", "3", "--difficulty", "5"]))
>>> odds.to_json()["outcomes"]["success"], odds.to_json()["omen_at_least_one"]
(Fraction(163, 216), Fraction(91, 216))
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import Any

from solo.commands.numbers import bounded_word
from solo.errors import InputError
from solo.i18n import t
from solo.record import record
from solo.systems.fragmentos.rules.conflict import Rank, Side, Winner, parse_rank
from solo.systems.fragmentos.rules.odds import (
    conflict_odds,
    conflict_omen_odds,
    reto_odds,
    reto_omen_odds,
)
from solo.systems.fragmentos.rules.reto import Outcome


@record
class FragOdds:
    """The exact chance of each outcome, and of at least one presagio (the first round)."""

    outcomes: dict[Outcome, Fraction] | dict[Winner, Fraction]
    omen_at_least_one: Fraction

    def to_json(self) -> dict[str, Any]:
        """Return `{"outcomes": {name: Fraction}, "omen_at_least_one": Fraction}`."""
        return {"outcomes": {o.value: p for o, p in self.outcomes.items()},
                "omen_at_least_one": self.omen_at_least_one}


def parse_int(text: str) -> int:
    """Read a whole number typed by the player, or raise `InputError`.

    >>> parse_int(" 4 ")
    4
    """
    try:
        return int(str(text).strip())
    except ValueError:
        raise InputError("frag.error.not_a_number", text=text) from None


# Scores, weapon dice and traits are small (the rules give each its own range).
SMALL = bounded_word(0, 10, prefix="")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the options of `odds frag`."""
    parser.add_argument("--score", required=True, metavar="N", type=SMALL,
                        help=t("frag.help.score"))
    parser.add_argument("--difficulty", metavar="D", type=bounded_word(1, 99, prefix=""),
                        help=t("frag.help.difficulty"))
    parser.add_argument("--extra", default="0", metavar="N", type=SMALL, help=t("frag.help.extra"))
    parser.add_argument("--trait", default="0", metavar="N", type=SMALL, help=t("frag.help.trait"))
    parser.add_argument("--rank", default=Rank.MAIN.value, metavar="RANK",
                        help=t("frag.help.rank"))
    parser.add_argument("--vs-score", metavar="N", type=SMALL, help=t("frag.help.vs_score"))
    parser.add_argument("--vs-extra", default="0", metavar="N", type=SMALL,
                        help=t("frag.help.vs_extra"))
    parser.add_argument("--vs-trait", default="0", metavar="N", type=SMALL,
                        help=t("frag.help.vs_trait"))
    parser.add_argument("--vs-rank", default=Rank.MONSTER.value, metavar="RANK",
                        help=t("frag.help.vs_rank"))


def compute(args: argparse.Namespace, ctx: object = None,  # noqa: ARG001
            ) -> FragOdds:
    """Return the exact odds of a reto (with --difficulty) or a conflicto (with --vs-score)."""
    score, extra, trait = (parse_int(args.score), parse_int(args.extra), parse_int(args.trait))
    if args.vs_score is not None and args.difficulty is None:
        me = Side(score, trait, extra, parse_rank(args.rank))
        them = Side(parse_int(args.vs_score), parse_int(args.vs_trait),
                    parse_int(args.vs_extra), parse_rank(args.vs_rank))
        return FragOdds(conflict_odds(me, them), conflict_omen_odds(me, them))
    if args.difficulty is None or args.vs_score is not None:
        raise InputError("frag.error.odds_mode")
    return FragOdds(reto_odds(score, parse_int(args.difficulty), extra=extra, trait=trait),
                    reto_omen_odds(score, extra=extra))
