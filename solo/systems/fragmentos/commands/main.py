"""`frag …` (alias `fragmentos`): retos, conflictos, sheets, superación, amenaza, scenes, rules."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from solo.commands.base import Command, Context, new_parser, subcommand
from solo.commands.lazy import with_lazy_subcommands
from solo.i18n import t

if TYPE_CHECKING:
    from solo.commands.rules_help import RulesText

ROLL = "solo.systems.fragmentos.commands.roll"
PC = "solo.systems.fragmentos.commands.pc:add_parsers"
# Each subcommand, in help order: its name, the catalog keys of its words and help line, and the
# `module:function` adding its parser (built when typed: `solo.commands.lazy`).
SUBCOMMANDS: tuple[tuple[str, str, str, str], ...] = (
    ("reto", "frag.sub.reto", "frag.cmd.reto", f"{ROLL}:add_reto_parser"),
    ("conflicto", "frag.sub.conflict", "frag.cmd.conflict", f"{ROLL}:add_conflict_parser"),
    ("character", "frag.sub.character", "frag.cmd.character", PC),
    ("superacion", "frag.sub.superacion", "frag.cmd.superacion", PC),
    ("amenaza", "frag.sub.threat", "frag.cmd.threat", PC),
    ("scene", "frag.sub.scene", "frag.cmd.scene", PC),
    ("rules", "frag.sub.rules", "frag.cmd.rules", f"{__name__}:add_rules_parser"),
)


def frag_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`frag reto|conflicto|character|superacion|amenaza|scene|rules`."""
    return with_lazy_subcommands(new_parser(parser_class, "frag", "cmd.help.frag"), SUBCOMMANDS)


def add_rules_parser(subs: Any) -> None:
    """`frag rules`."""
    from solo.commands.rules_help import add_topic_argument
    from solo.systems.fragmentos.rules.topics import TOPICS

    rules = subcommand(subs, "rules", "frag.sub.rules", run_rules, help=t("frag.cmd.rules"))
    add_topic_argument(rules, TOPICS)


def run_rules(_ctx: Context, args: argparse.Namespace) -> RulesText:
    """One topic, or the overview with the list of topics."""
    from solo.commands.rules_help import rules_text
    from solo.systems.fragmentos.rules.topics import TOPICS

    return rules_text(TOPICS, args.topic)


def run_frag(ctx: Context, args: argparse.Namespace) -> object:
    """Run the subcommand (each keeps its runner with `set_defaults`)."""
    return args.run(ctx, args)


COMMANDS = (
    Command("frag", ("fragmentos",), "cmd.help.frag", frag_parser, run_frag, fast=True),
)
