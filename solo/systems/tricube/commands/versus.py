"""`tricube versus`: an opposed challenge, judged at once when both sides' faces are typed,
guided otherwise (names, dice, quirks, odds, each side's roll, Karma, the loser's price)."""

from __future__ import annotations

import argparse

from solo.commands.base import Context, journal_lang
from solo.dice.faces import parse_faces
from solo.dice.rng import D6, BatchRng
from solo.i18n import t
from solo.journal.entry import mechanics
from solo.procedures.steps import Procedure
from solo.systems.tricube.commands.state import load, save
from solo.systems.tricube.procedures.answers import parse_cost
from solo.systems.tricube.procedures.journal import versus_lines
from solo.systems.tricube.procedures.versus import Versus
from solo.systems.tricube.procedures.versus import versus as guided_versus
from solo.systems.tricube.rules.dice import check_dice
from solo.systems.tricube.rules.opposed import versus


def run_versus(ctx: Context, args: argparse.Namespace) -> object:
    """Both sides' faces typed: judge them at once; otherwise the guided opposed challenge."""
    if args.dice is None or args.against is None:
        return _guided_versus(ctx, args)
    first, second = (ctx.dice(typed) for typed in (args.dice, args.against))
    faces = tuple(rng.roll(D6, check_dice(len(parse_faces(typed))))
                  for rng, typed in ((first, args.dice), (second, args.against)))
    names = tuple(args.names) if args.names else (t("tricube.word.first"),
                                                 t("tricube.word.second"))
    result = Versus((names[0], names[1]), versus(faces[0], faces[1]))
    ctx.record(mechanics(*versus_lines(result.names, result.result, journal_lang(ctx))))
    return result


def _side_dice(typed: str | None, count: int | None) -> int | None:
    if typed is not None:
        return check_dice(len(parse_faces(typed)))
    return check_dice(count) if count else None


def _guided_versus(ctx: Context, args: argparse.Namespace) -> Procedure[Versus]:
    state = load(ctx)
    dice = (_side_dice(args.dice, args.count), _side_dice(args.against, args.against_count))
    typed = tuple(ctx.dice(faces) if faces else None for faces in (args.dice, args.against))
    rng = BatchRng(typed, ctx.rng) if any(typed) else ctx.rng
    cost = parse_cost(args.cost) if args.cost else None
    names = (str(args.names[0]), str(args.names[1])) if args.names else None
    match = yield from guided_versus(rng, state.characters, active=state.active, names=names,
                                     dice=dice, failure_cost=cost,
                                     journal_lang=journal_lang(ctx))
    for script in typed:
        if script is not None:
            ctx.finish(script)
    changed = [r.character for r in match.reports or () if r.character is not None]
    for character in changed:
        state = state.with_character(character)
    if changed:
        save(ctx, state, "tricube versus")
    return match
