"""`frag …` (alias `fragmentos`): retos, conflictos, sheets, superación, amenaza, scenes, rules."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Any

from solo.commands.base import Command, Context, new_parser, subcommand
from solo.i18n import t
from solo.systems.fragmentos.commands import pc as fragmentos_pc
from solo.systems.fragmentos.commands.roll import (
    add_conflict_parser,
    add_reto_parser,
)
from solo.systems.fragmentos.rules.names import list_names
from solo.systems.fragmentos.rules.topics import TOPICS, parse_topic


@dataclass(frozen=True)
class RulesText:
    """One topic of the rules in our own words (or the overview), and the list of topics.

    `topic` is the topic's name in the player's language (the panel's title); `topic_id` is
    its id, which the JSON calls `topic`.
    """

    topic: str | None
    text: str
    topics: tuple[str, ...] = TOPICS
    topic_id: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The topic's id, its text and every topic's id."""
        return {"topic": self.topic_id, "text": self.text, "topics": list(self.topics)}


def frag_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`frag reto|conflicto|character|superacion|amenaza|scene|rules`."""
    parser = new_parser(parser_class, "frag", "cmd.help.frag")
    subs = parser.add_subparsers(dest="sub", required=True, metavar="reto|conflicto|character|"
                                 "superacion|amenaza|scene|rules")
    add_reto_parser(subs)
    add_conflict_parser(subs)
    fragmentos_pc.add_parsers(subs)
    rules = subcommand(subs, "rules", "frag.sub.rules", run_rules, help=t("frag.cmd.rules"))
    rules.add_argument("topic", nargs="*", metavar="TOPIC",
                       help=t("frag.help.topic", topics=list_names(TOPICS, "frag.topic.")))
    return parser


def run_rules(_ctx: Context, args: argparse.Namespace) -> RulesText:
    """One topic, or the overview with the list of topics."""
    if not args.topic:
        return RulesText(None, t("frag.rules.overview"))
    topic = parse_topic(" ".join(args.topic))
    return RulesText(t(f"frag.topic.{topic}"), t(f"frag.rules.{topic}"), topic_id=topic)


def run_frag(ctx: Context, args: argparse.Namespace) -> object:
    """Run the subcommand (each keeps its runner with `set_defaults`)."""
    return args.run(ctx, args)


COMMANDS = (
    Command("frag", ("fragmentos",), "cmd.help.frag", frag_parser, run_frag),
)

