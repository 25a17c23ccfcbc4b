"""`fate stunt [add|list|remove] [NAME] [--text TEXT] [--pc NAME]`: a sheet's stunts after it
is made (what the character's creation promises: a stunt chosen later)."""

from __future__ import annotations

import argparse
from typing import Any

from solo.commands.base import Context, journal_lang, subcommand
from solo.errors import RuleError
from solo.i18n import t
from solo.i18n.words import parse_word, shown_choices
from solo.journal.entry import consequence, mechanics
from solo.procedures.steps import Procedure
from solo.systems.fate.commands.state import load, save
from solo.systems.fate.commands.words import STUNT_ACTIONS, typed_words
from solo.systems.fate.procedures.common import text
from solo.systems.fate.rules.character import Character, Stunt
from solo.systems.fate.rules.stunts import add_stunt, remove_stunt


def add_parser(subs: Any) -> None:
    """`fate stunt`."""
    stunt = subcommand(subs, "stunt", "fate.sub.stunt", run_stunt, help=t("fate.cmd.stunt"))
    stunt.add_argument("action", nargs="?", default="list", choices=typed_words(STUNT_ACTIONS),
                       metavar=shown_choices(STUNT_ACTIONS.values()),
                       help=t("fate.help.stunt_action"))
    stunt.add_argument("name", nargs="*", help=t("fate.help.stunt_name"))
    stunt.add_argument("--text", "--texto", default="", help=t("fate.help.stunt_text"))
    stunt.add_argument("--pc", "--pj", help=t("fate.help.pc"))


def run_stunt(ctx: Context, args: argparse.Namespace) -> Character | Procedure[Character]:
    """List a character's stunts, add one (asked for what is missing), or remove one."""
    action = parse_word(args.action, STUNT_ACTIONS, "fate.error.choice")
    sheet = load(ctx).character(args.pc)
    name = " ".join(args.name).strip()
    if action == "list":
        return sheet
    if action == "remove":
        if not name:
            raise RuleError("fate.error.stunt_name")
        after, gone = remove_stunt(sheet, name)
        return _saved(ctx, after, "fate.journal.stunt_removed", gone)
    if name and args.text.strip():
        return _added(ctx, sheet, Stunt(name, args.text.strip()))
    return _asked(ctx, sheet, name, args.text.strip())


def _asked(ctx: Context, sheet: Character, name: str, what: str) -> Procedure[Character]:
    """Ask the stunt's name and what it does (as the character's creation does), then add it."""
    if not name:
        name = yield from text("fate.stunt.ask_name", explain="fate.create.explain_stunt")
    if not what:
        what = yield from text("fate.create.ask_stunt_text", explain="fate.create.explain_template")
    return _added(ctx, sheet, Stunt(name, what))


def _added(ctx: Context, sheet: Character, stunt: Stunt) -> Character:
    return _saved(ctx, add_stunt(load(ctx).character(sheet.name), stunt),
                  "fate.journal.stunt_added", stunt)


def _saved(ctx: Context, after: Character, key: str, stunt: Stunt) -> Character:
    state = load(ctx)
    save(ctx, state.with_character(after), "fate stunt")
    ctx.record(mechanics(consequence(t(key, journal_lang(ctx), name=after.name,
                                       stunt=stunt.name, text=stunt.text,
                                       refresh=after.refresh))))
    return after
