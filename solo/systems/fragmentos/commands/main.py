"""`frag …` (alias `fragmentos`): retos, conflictos, sheets, superación, amenaza, scenes, rules."""

from __future__ import annotations

import argparse

from solo.commands.base import Command, Context, new_parser, subcommand
from solo.commands.rules_help import RulesText, add_topic_argument, rules_text
from solo.i18n import t
from solo.systems.fragmentos.commands import pc as fragmentos_pc
from solo.systems.fragmentos.commands.roll import (
    add_conflict_parser,
    add_reto_parser,
)
from solo.systems.fragmentos.rules.topics import TOPICS


def frag_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`frag reto|conflicto|character|superacion|amenaza|scene|rules`."""
    parser = new_parser(parser_class, "frag", "cmd.help.frag")
    subs = parser.add_subparsers(dest="sub", required=True, metavar="reto|conflicto|character|"
                                 "superacion|amenaza|scene|rules")
    add_reto_parser(subs)
    add_conflict_parser(subs)
    fragmentos_pc.add_parsers(subs)
    rules = subcommand(subs, "rules", "frag.sub.rules", run_rules, help=t("frag.cmd.rules"))
    add_topic_argument(rules, TOPICS)
    return parser


def run_rules(_ctx: Context, args: argparse.Namespace) -> RulesText:
    """One topic, or the overview with the list of topics."""
    return rules_text(TOPICS, args.topic)


def run_frag(ctx: Context, args: argparse.Namespace) -> object:
    """Run the subcommand (each keeps its runner with `set_defaults`)."""
    return args.run(ctx, args)


COMMANDS = (
    Command("frag", ("fragmentos",), "cmd.help.frag", frag_parser, run_frag),
)

