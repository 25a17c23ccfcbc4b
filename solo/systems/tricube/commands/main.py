"""`tricube …`: challenges (guided or quick), opposed rolls, characters, effort tokens, rules."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Any

from solo.commands.base import Command, Context, new_parser, subcommand
from solo.i18n import t
from solo.systems.tricube.commands import challenge as tricube_challenge
from solo.systems.tricube.commands import pc as tricube_pc
from solo.systems.tricube.commands import versus as tricube_versus
from solo.systems.tricube.rules.topics import TOPICS, parse_topic


@dataclass(frozen=True)
class RulesText:
    """One topic of the rules in our words (or the list of topics)."""

    topic: str | None
    text: str
    topics: tuple[str, ...] = TOPICS


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
    rules.add_argument("topic", nargs="*", metavar="TOPIC",
                       help=t("tricube.help.topic", topics=", ".join(TOPICS)))


def run_tricube(ctx: Context, args: argparse.Namespace) -> object:
    """Run the subcommand the parser chose."""
    return args.run(ctx, args)


def run_rules(_ctx: Context, args: argparse.Namespace) -> RulesText:
    """One topic, or the overview with the list of topics."""
    if not args.topic:
        return RulesText(None, t("tricube.rules.overview"))
    topic = parse_topic(" ".join(args.topic))
    return RulesText(topic, t(f"tricube.rules.{topic}"))


COMMANDS = (
    Command("tricube", (), "cmd.help.tricube", tricube_parser, run_tricube),
)

