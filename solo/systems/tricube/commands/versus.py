"""`tricube versus`: an opposed challenge, one procedure for the guided and the quick command.

With both sides' faces typed it is quick: the rolls are judged at once (each side's quirk and
Karma by option, no price; the sides are names, not sheets). Otherwise it is guided (names,
dice, quirks, odds, each side's roll, Karma, the loser's price).
"""

from __future__ import annotations

import argparse
from typing import Any

from solo.commands.base import Context, add_dice_option, journal_lang, subcommand
from solo.dice.faces import parse_faces
from solo.dice.typed import BatchRng
from solo.i18n import t
from solo.procedures.prefilled import run_quick
from solo.procedures.steps import Procedure
from solo.systems.tricube.commands.challenge import COST, DICE
from solo.systems.tricube.commands.state import load, save
from solo.systems.tricube.procedures.answers import parse_cost
from solo.systems.tricube.procedures.versus import Versus, versus
from solo.systems.tricube.rules.dice import check_dice

# A quick opposed challenge's answers: a Karma spent by option narrates no perk.
QUICK_ANSWERS = {"tricube.ask.perk": "-"}


def add_parser(subs: Any) -> None:
    """Add `tricube versus` and its options."""
    vs = subcommand(subs, "versus", "tricube.sub.versus", run_versus,
                    help=t("tricube.cmd.versus"))
    add_dice_option(vs, "tricube.dice.pool", covers="tricube.dice.covers.versus")
    vs.add_argument("--against", "--rival", metavar="FACES", help=t("tricube.help.against"))
    vs.add_argument("--count", "--cuantos", metavar="N", type=DICE, help=t("tricube.help.count"))
    vs.add_argument("--against-count", "--rival-cuantos", metavar="N", type=DICE,
                    help=t("tricube.help.against_count"))
    vs.add_argument("--names", "--nombres", nargs=2, metavar=("A", "B"),
                    help=t("tricube.help.names"))
    vs.add_argument("--cost", "--coste", metavar="N", type=COST, help=t("tricube.help.cost"))
    vs.add_argument("--quirk", "--defecto", action="store_true",
                    help=t("tricube.help.versus_quirk"))
    vs.add_argument("--against-quirk", "--rival-defecto", action="store_true",
                    help=t("tricube.help.versus_against_quirk"))
    vs.add_argument("--karma", action="store_true", help=t("tricube.help.versus_karma"))
    vs.add_argument("--against-karma", "--rival-karma", action="store_true",
                    help=t("tricube.help.versus_against_karma"))


def run_versus(ctx: Context, args: argparse.Namespace) -> object:
    """Both sides' faces typed: judge them at once; otherwise the guided opposed challenge."""
    quick = args.dice is not None and args.against is not None
    dice = (_side_dice(args.dice, args.count), _side_dice(args.against, args.against_count))
    typed = tuple(ctx.dice(faces, option) if faces else None
                  for faces, option in ((args.dice, "--dice"), (args.against, "--against")))
    rng = BatchRng(typed, ctx.rng) if any(typed) else ctx.rng
    names = (str(args.names[0]), str(args.names[1])) if args.names else None
    if quick:
        procedure = versus(rng, names=names or (t("tricube.word.first"), t("tricube.word.second")),
                           dice=dice, action_text="", journal_lang=journal_lang(ctx),
                           settle_price=False, quirks=(args.quirk, args.against_quirk),
                           karma=(args.karma, args.against_karma))
        return run_quick(_kept(ctx, typed, procedure), QUICK_ANSWERS, ctx.record, ctx.roll_for)
    state = load(ctx)
    cost = parse_cost(args.cost) if args.cost else None
    return _kept(ctx, typed, versus(rng, state.characters.items, active=state.active, names=names,
                                    dice=dice, failure_cost=cost, journal_lang=journal_lang(ctx),
                                    quirks=(args.quirk or None, args.against_quirk or None),
                                    karma=(args.karma or None, args.against_karma or None)))


def _side_dice(typed: str | None, count: int | None) -> int | None:
    if typed is not None:
        return check_dice(len(parse_faces(typed)))
    return check_dice(count) if count else None


def _kept(ctx: Context, typed: tuple[Any, ...], procedure: Procedure[Versus]) -> Procedure[Versus]:
    """Run the opposed challenge, check the typed faces were all used, save the sheets charged."""
    match = yield from procedure
    for script in typed:
        if script is not None:
            ctx.finish(script)
    changed = [r.character for r in match.reports or () if r.character is not None]
    if changed:
        state = load(ctx)
        for character in changed:
            state = state.with_character(character)
        save(ctx, state, "tricube versus")
    return match
