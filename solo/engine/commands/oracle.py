"""`oracle`: one question answered; its module imports only what an answer needs.

The one-shot `solo oracle …` imports this module alone (the command index names it), not
the engine's other commands. Without tables of the player's own, the bundled oracle is read
from `solo.engine.oracle.bundled` (no YAML, no library); the library is loaded only when the
answer brings a random event, or when the player's tables could hold the oracle asked for.
"""

from __future__ import annotations

import argparse
import os
from functools import partial
from typing import TYPE_CHECKING

from solo.commands.base import Command, Context, add_dice_option, complete_with, new_parser
from solo.commands.numbers import bounded
from solo.engine.commands.state import journal_lang, load_state, words
from solo.engine.oracle.bundled import DEFAULT_ORACLE, ORACLES
from solo.engine.oracle.levels import Likelihood, parse_level
from solo.engine.oracle.spec import OracleSpec, from_data
from solo.engine.procedures.oracle import OracleReply, answer_question, oracle_lines
from solo.engine.rules.settings import TENSION_ODDS, TENSION_SHIFTS
from solo.engine.rules.tension import HIGHEST, LOWEST
from solo.i18n import t
from solo.journal.entry import mechanics

if TYPE_CHECKING:
    from solo.engine.oracle.chances import OddsMatrix, OracleOdds
    from solo.engine.rules.state import EngineState

def oracle_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`oracle [QUESTION] [--odds LEVEL] [--tension N] [--oracle NAME] [--dice FACES]`."""
    parser = new_parser(parser_class, "oracle", "cmd.help.oracle")
    parser.epilog = t("engine.oracle.rules")
    parser.add_argument("question", nargs="*", help=t("engine.help.question"))
    complete_with(parser.add_argument("--odds", "--probabilidad", dest="odds",
                                      default=Likelihood.EVEN.value, metavar="LEVEL",
                                      help=t("engine.help.odds")), "likelihoods")
    parser.add_argument("--tension", "--tensión", dest="tension", metavar="N",
                        type=bounded(LOWEST, HIGHEST), help=t("engine.help.tension"))
    parser.add_argument("--oracle", "--oraculo", dest="oracle", default=DEFAULT_ORACLE,
                        metavar="NAME", help=t("engine.help.oracle"))
    parser.add_argument("--odds-table", "--tabla", dest="odds_table", action="store_true",
                        help=t("engine.help.odds_table"))
    add_dice_option(parser, "engine.dice.example.oracle", covers="engine.dice.covers.oracle")
    return parser


def run_oracle(ctx: Context, args: argparse.Namespace) -> OracleReply | OddsMatrix:
    """Answer a question (journaled as `?` and `->`), or show the odds of every answer."""
    state = load_state(ctx.campaign)
    tension: int = args.tension if args.tension is not None else state.tension
    spec = _spec(ctx, args.oracle)
    if args.odds_table:
        from solo.engine.oracle.chances import odds_matrix

        return odds_matrix(spec, tension, state.setting(TENSION_SHIFTS),
                           state.setting(TENSION_ODDS))
    level = parse_level(args.odds)
    rng = ctx.dice(args.dice)
    question = words(args.question)
    ctx.announce(t("engine.oracle.who"),  # its odds first; dice rolled by hand asked by name
                 "engine.oracle.why" if question else "engine.oracle.why_unsaid",
                 {"question": question},
                 partial(_odds, spec, level, state.with_tension(tension)))
    reply = answer_question(spec, level, question, rng, ctx.rng,
                            state.with_tension(tension), ctx.library)
    ctx.finish(rng)
    ctx.record(mechanics(*oracle_lines(spec, reply.result, journal_lang(ctx),
                                       reply.random_event)))
    return reply


def _odds(spec: OracleSpec, level: Likelihood, state: EngineState) -> OracleOdds:
    """The exact odds of the answer about to be rolled, worked out when they are shown."""
    from solo.engine.oracle.chances import oracle_odds

    return oracle_odds(spec, level, state.tension, state.setting(TENSION_SHIFTS),
                       state.setting(TENSION_ODDS))


def _spec(ctx: Context, name: str) -> OracleSpec:
    """The oracle `name`: a bundled one as data while the player has no tables folder (nothing
    could replace it), else read from the library."""
    table_id = name if "/" in name else f"oracle/{name.strip().lower()}"
    data = ORACLES.get(table_id)
    if data is not None and not os.path.exists(os.path.join(ctx.home_given, "tables")):
        return from_data(data, table_id)
    from solo.engine.odds import oracle_spec

    return oracle_spec(ctx.library(), name)


ORACLE = Command("oracle", ("oraculo", "oráculo", "pregunta", "o"), "cmd.help.oracle",
                 oracle_parser, run_oracle, fast=True)
COMMANDS = (ORACLE,)
