"""`tricube …`: challenges (guided or quick), opposed rolls, characters, effort tokens, rules."""

from __future__ import annotations

import argparse
from typing import Any

from solo.commands.base import Command, Context, new_parser, subcommand
from solo.commands.rules_help import RulesText, add_topic_argument, rules_text
from solo.i18n import t
from solo.systems.tricube.commands import challenge as tricube_challenge
from solo.systems.tricube.commands import pc as tricube_pc
from solo.systems.tricube.commands import versus as tricube_versus
from solo.systems.tricube.rules.topics import TOPICS


def tricube_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`tricube challenge|versus|character|effort|karma|resolve|affliction|advance|rules`."""
    parser = new_parser(parser_class, "tricube", "cmd.help.tricube")
    subs = parser.add_subparsers(dest="sub", required=True, metavar="challenge|versus|character|"
                                 "effort|karma|resolve|affliction|advance|rules")
    tricube_challenge.add_parser(subs)
    tricube_versus.add_parser(subs)
    _rules_parser(subs)
    tricube_pc.add_parsers(subs)
    return parser


def _rules_parser(subs: Any) -> None:
    rules = subcommand(subs, "rules", "tricube.sub.rules", run_rules, help=t("tricube.cmd.rules"))
    add_topic_argument(rules, TOPICS)


def run_tricube(ctx: Context, args: argparse.Namespace) -> object:
    """Run the subcommand the parser chose."""
    return args.run(ctx, args)


def run_rules(_ctx: Context, args: argparse.Namespace) -> RulesText:
    """One topic, or the overview with the list of topics."""
    return rules_text(TOPICS, args.topic)


COMMANDS = (
    Command("tricube", (), "cmd.help.tricube", tricube_parser, run_tricube),
)

