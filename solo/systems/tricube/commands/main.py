"""`tricube …`: challenges (guided or quick), opposed rolls, characters, effort tokens, rules."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from solo.commands.base import Command, Context, new_parser, subcommand
from solo.commands.lazy import with_lazy_subcommands
from solo.i18n import t

if TYPE_CHECKING:
    from solo.commands.rules_help import RulesText

HERE = "solo.systems.tricube.commands"
PC = f"{HERE}.pc:add_parsers"
# Each subcommand, in help order: its name, the catalog keys of its words and help line, and the
# `module:function` adding its parser (built when typed: `solo.commands.lazy`).
SUBCOMMANDS: tuple[tuple[str, str, str, str], ...] = (
    ("challenge", "tricube.sub.challenge", "tricube.cmd.challenge", f"{HERE}.challenge:add_parser"),
    ("versus", "tricube.sub.versus", "tricube.cmd.versus", f"{HERE}.versus:add_parser"),
    ("rules", "tricube.sub.rules", "tricube.cmd.rules", f"{HERE}.main:add_rules_parser"),
    ("character", "tricube.sub.character", "tricube.cmd.character", PC),
    ("effort", "tricube.sub.effort", "tricube.cmd.effort", PC),
    ("karma", "tricube.sub.karma", "tricube.cmd.karma", PC),
    ("resolve", "tricube.sub.resolve", "tricube.cmd.resolve", PC),
    ("affliction", "tricube.sub.affliction", "tricube.cmd.affliction", PC),
    ("advance", "tricube.sub.advance", "tricube.cmd.advance", PC),
)


def tricube_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`tricube challenge|versus|character|effort|karma|resolve|affliction|advance|rules`."""
    return with_lazy_subcommands(new_parser(parser_class, "tricube", "cmd.help.tricube"),
                                 SUBCOMMANDS, "challenge|versus|character|effort|karma|resolve|"
                                 "affliction|advance|rules")


def add_rules_parser(subs: Any) -> None:
    """`tricube rules`."""
    from solo.commands.rules_help import add_topic_argument
    from solo.systems.tricube.rules.topics import TOPICS

    rules = subcommand(subs, "rules", "tricube.sub.rules", run_rules, help=t("tricube.cmd.rules"))
    add_topic_argument(rules, TOPICS)


def run_tricube(ctx: Context, args: argparse.Namespace) -> object:
    """Run the subcommand the parser chose."""
    return args.run(ctx, args)


def run_rules(_ctx: Context, args: argparse.Namespace) -> RulesText:
    """One topic, or the overview with the list of topics."""
    from solo.commands.rules_help import rules_text
    from solo.systems.tricube.rules.topics import TOPICS

    return rules_text(TOPICS, args.topic)


COMMANDS = (
    Command("tricube", (), "cmd.help.tricube", tricube_parser, run_tricube, fast=True),
)
