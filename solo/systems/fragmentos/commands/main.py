"""`frag …` (alias `fragmentos`): retos, conflictos, sheets, superación, amenaza, scenes, rules."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from solo.commands.base import Command, Context, new_parser
from solo.i18n import t
from solo.systems.fragmentos.commands import pc as fragmentos_pc
from solo.systems.fragmentos.commands.roll import (
    add_conflict_parser,
    add_reto_parser,
    run_conflict,
    run_reto,
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
    rules = subs.add_parser("rules", aliases=["reglas"], help=t("frag.cmd.rules"))
    rules.add_argument("topic", nargs="*", metavar="TOPIC",
                       help=t("frag.help.topic", topics=list_names(TOPICS, "frag.topic.")))
    return parser


def run_rules(_ctx: Context, args: argparse.Namespace) -> RulesText:
    """One topic, or the overview with the list of topics."""
    if not args.topic:
        return RulesText(None, t("frag.rules.overview"))
    topic = parse_topic(" ".join(args.topic))
    return RulesText(t(f"frag.topic.{topic}"), t(f"frag.rules.{topic}"), topic_id=topic)


RUNNERS: Mapping[str, Callable[[Context, argparse.Namespace], object]] = {
    "reto": run_reto, "conflicto": run_conflict, "character": fragmentos_pc.run_character,
    "superacion": fragmentos_pc.run_superacion, "amenaza": fragmentos_pc.run_threat,
    "scene": fragmentos_pc.run_scene, "rules": run_rules,
}
SUB_ALIASES: Mapping[str, str] = {
    "challenge": "reto", "conflict": "conflicto", "personaje": "character", "pj": "character",
    "superación": "superacion", "overcoming": "superacion", "threat": "amenaza",
    "escena": "scene", "reglas": "rules",
}


def run_frag(ctx: Context, args: argparse.Namespace) -> object:
    """Dispatch to the subcommand."""
    return RUNNERS[SUB_ALIASES.get(args.sub, args.sub)](ctx, args)


COMMANDS = (
    Command("frag", ("fragmentos",), "cmd.help.frag", frag_parser, run_frag),
)

toolbar = fragmentos_pc.toolbar
