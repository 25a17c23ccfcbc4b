"""`fate recover`: start healing a consequence (Condensed: after an overcome roll)."""

from __future__ import annotations

import argparse
from typing import Any

from solo.commands.base import Context, add_dice_option, journal_lang, subcommand
from solo.dice.rng import Rng
from solo.i18n import t
from solo.i18n.words import parse_word, shown_choices
from solo.procedures.prefilled import run_quick
from solo.procedures.steps import Procedure
from solo.systems.fate.commands.state import FateState, load, save
from solo.systems.fate.commands.words import typed_words
from solo.systems.fate.procedures.recover import Recovery, recover
from solo.systems.fate.rules.consequences import SEVERITY_WORDS

__all__ = ["Recovery", "add_parser", "run_recover"]


def add_parser(subs: Any) -> None:
    """Add `fate recover`."""
    recover_ = subcommand(subs, "recover", "fate.sub.recover", run_recover,
                          help=t("fate.cmd.recover"))
    recover_.add_argument("severity", choices=sorted(typed_words(SEVERITY_WORDS)),
                          metavar=shown_choices(SEVERITY_WORDS.values()),
                          help=t("fate.help.severity"))
    recover_.add_argument("--rename", "--renombrar", help=t("fate.help.rename"))
    recover_.add_argument("--pc", "--pj", help=t("fate.help.pc"))
    recover_.add_argument("--skill", "--habilidad", help=t("fate.help.recover_skill"))
    recover_.add_argument("--healer", "--sanador", help=t("fate.help.healer"))
    recover_.add_argument("--self", "--uno-mismo", dest="self_treatment", action="store_true",
                          help=t("fate.help.self"))
    add_dice_option(recover_, "fate.dice.fudge", covers="fate.dice.covers.recover")


def _after_recover(ctx: Context, state: FateState, proc: Procedure[Recovery],
                   rng: Rng | None) -> Procedure[Recovery]:
    done = yield from proc
    if rng is not None:
        ctx.finish(rng)
    save(ctx, state.with_character(done.character), "fate recover")
    return done


def run_recover(ctx: Context, args: argparse.Namespace) -> Recovery | Procedure[Recovery]:
    """Start recovering a consequence; with --skill, roll the overcome first (Condensed).

    A roll of the session's dice runs as a procedure, so that the shell shows its odds and
    physical dice are asked for by whose and why; typed faces (--dice) or no roll at all
    run quick (nothing to decide).
    """
    state = load(ctx)
    sheet = state.character(args.pc)
    severity = parse_word(args.severity, SEVERITY_WORDS, "fate.error.choice")
    rng = ctx.dice(args.dice) if args.skill else None
    healer = state.characters.get(args.healer) if args.healer else None
    proc = _after_recover(ctx, state, recover(
        sheet, severity, rng=rng, skill=args.skill, self_treatment=args.self_treatment,
        rename=args.rename, healer=healer, lang=journal_lang(ctx)), rng)
    if rng is None or args.dice:
        return run_quick(proc, {}, ctx.record, ctx.roll_for)
    return proc
