"""`fate do|absorb|challenge|contest|conflict`: the guided procedures, saved when they end."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from solo.commands.base import Context, add_dice_option, journal_lang, subcommand
from solo.commands.numbers import bounded, bounded_words
from solo.errors import RuleError, naming
from solo.i18n import LANGUAGES, t
from solo.procedures.steps import Choice, Hold, Procedure, keeping
from solo.systems.fate.commands.state import FateState, load, save
from solo.systems.fate.procedures.absorb import AbsorbSummary, absorb_hit
from solo.systems.fate.procedures.common import choose
from solo.systems.fate.procedures.conflict import conflict
from solo.systems.fate.procedures.conflict_state import ConflictSummary, Paused, drop_conflict
from solo.systems.fate.procedures.contest import (
    ChallengeSummary,
    ContestSummary,
    challenge,
    contest,
)
from solo.systems.fate.procedures.do import DoSummary, do_action
from solo.systems.fate.procedures.effects import TableDraw
from solo.systems.fate.procedures.settled import Settled
from solo.systems.fate.rules.character import Character
from solo.systems.fate.rules.conflict import line_up, settle_consequences
from solo.systems.fate.rules.contest import check_contest_harm, contest_target, parse_participant
from solo.systems.fate.rules.deck import DeckRng
from solo.systems.fate.rules.fate_points import concession_points, scene_pool
from solo.systems.fate.rules.ladder import HIGHEST_VALUE, LOWEST_VALUE, parse_difficulty
from solo.systems.fate.rules.stress import TrackKind

# A bonus or a difficulty (the ladder's own limits), a hit.
LADDER_VALUE = bounded_words(LOWEST_VALUE, HIGHEST_VALUE)
MOST_SHIFTS = 40


def add_parsers(subs: Any) -> None:
    """Add the guided subcommands."""
    do = subcommand(subs, "do", "fate.sub.do", run_do, help=t("fate.cmd.do"))
    do.add_argument("--pc", "--pj", help=t("fate.help.pc"))
    do.add_argument("--deck", "--mazo", action="store_true", help=t("fate.help.deck"))
    add_dice_option(do, "fate.dice.fudge", covers="fate.dice.covers.play")
    absorb = subcommand(subs, "absorb", "fate.sub.absorb", run_absorb, help=t("fate.cmd.absorb"))
    absorb.add_argument("shifts", type=bounded(1, MOST_SHIFTS), help=t("fate.help.shifts"))
    absorb.add_argument("--pc", "--pj", help=t("fate.help.pc"))
    absorb.add_argument("--track", "--medidor", help=t("fate.help.track"))
    chal = subcommand(subs, "challenge", "fate.sub.challenge", run_challenge,
                      help=t("fate.cmd.challenge"))
    chal.add_argument("--pc", "--pj", help=t("fate.help.pc"))
    add_dice_option(chal, "fate.dice.fudge", covers="fate.dice.covers.play")
    cont = subcommand(subs, "contest", "fate.sub.contest", run_contest, help=t("fate.cmd.contest"))
    cont.add_argument("opponent", help=t("fate.help.opponent"))
    cont.add_argument("--vs", "--contra", default=None, type=LADDER_VALUE,
                      help=t("fate.help.opponent_bonus"))
    cont.add_argument("--long", "--larga", action="store_true", help=t("fate.help.long"))
    cont.add_argument("--helpers", "--ayudantes", default="", type=LADDER_VALUE,
                      help=t("fate.help.helpers"))
    cont.add_argument("--ally", "--aliado", action="append", default=[], metavar="NAME[:BONUS]",
                      type=bounded_words(LOWEST_VALUE, HIGHEST_VALUE, tail=":"),
                      help=t("fate.help.ally"))
    cont.add_argument("--rival", action="append", default=[], metavar="NAME[:BONUS]",
                      type=bounded_words(LOWEST_VALUE, HIGHEST_VALUE, tail=":"),
                      help=t("fate.help.rival"))
    cont.add_argument("--harm", "--dano", nargs="?", const="", default=None, metavar="TRACK",
                      help=t("fate.help.harm"))
    cont.add_argument("--pc", "--pj", help=t("fate.help.pc"))
    add_dice_option(cont, "fate.dice.fudge", covers="fate.dice.covers.play")
    fight = subcommand(subs, "conflict", "fate.sub.conflict", run_conflict,
                       help=t("fate.cmd.conflict"))
    fight.add_argument("enemies", nargs="+", help=t("fate.help.enemies"))
    fight.add_argument("--pc", "--pj", action="append", help=t("fate.help.pcs"))
    fight.add_argument("--mental", action="store_true", help=t("fate.help.mental"))
    fight.add_argument("--control", "--controlar", action="store_true",
                       help=t("fate.help.control"))
    add_dice_option(fight, "fate.dice.fudge", covers="fate.dice.covers.play")


def _drawer(ctx: Context) -> Callable[[str], TableDraw]:
    def draw_table(table_id: str) -> TableDraw:
        from solo.engine.commands.state import add_pending
        from solo.systems.fate.procedures.effects import COST_TABLES
        from solo.tables.pick import draw

        drawn = draw(ctx.library(), table_id, ctx.rng)
        if table_id in COST_TABLES.values():
            add_pending(ctx, "cost", drawn.in_language(journal_lang(ctx)), "fate")
        return drawn
    return draw_table


def _keeper(ctx: Context, state: FateState, label: str,
            cards: DeckRng | None = None) -> Callable[[object], None]:
    """Save the sheet and the scene as a guided roll journals them (its `Progress`), and as
    it ends."""
    def keep(settled: object) -> None:
        if isinstance(settled, Settled):
            after = replace(state.with_character(settled.character), aspects=settled.aspects,
                            gm_points=settled.gm_points).owe(settled.hostile)
            save(ctx, replace(after, deck=cards.deck) if cards is not None else after, label)
    return keep


def _after_do(ctx: Context, state: FateState, proc: Procedure[DoSummary],
              cards: DeckRng | None) -> Procedure[DoSummary]:
    keep = _keeper(ctx, state, "fate do", cards)
    summary = yield from keeping(proc, keep)
    keep(Settled(summary.character, summary.aspects, summary.gm_points, summary.hostile_points))
    return summary


def run_do(ctx: Context, args: argparse.Namespace) -> Procedure[DoSummary]:
    """The guided action of a character, from intent to effect."""
    state = load(ctx)
    sheet = state.character(args.pc)
    cards = DeckRng(state.deck, ctx.rng) if args.deck else None
    return _after_do(ctx, state, do_action(sheet, cards or ctx.dice(args.dice),
                                           scene_aspects=state.aspects,
                                           draw=_drawer(ctx), gm_points=_gm(state),
                                           allies=_allies(state, sheet),
                                           lang=journal_lang(ctx)), cards)


def _allies(state: FateState, sheet: Character) -> tuple[Character, ...]:
    """Who may help `sheet`'s roll: the other player characters."""
    return tuple(c for c in state.pcs() if c.name != sheet.name)


def _gm(state: FateState) -> int:
    return scene_pool(state.gm_points, len(state.pcs()))


def _after_absorb(ctx: Context, state: FateState, proc: Procedure[AbsorbSummary]
                  ) -> Procedure[AbsorbSummary]:
    summary = yield from proc
    save(ctx, state.with_character(summary.character), "fate absorb")
    return summary


def run_absorb(ctx: Context, args: argparse.Namespace) -> Procedure[AbsorbSummary]:
    """The guided absorb step for a hit of SHIFTS."""
    state = load(ctx)
    sheet = state.character(args.pc)
    kind = TrackKind.parse(args.track) if args.track else None
    return _after_absorb(ctx, state, absorb_hit(sheet, args.shifts, kind,
                                                lang=journal_lang(ctx)))


def _after_challenge(ctx: Context, state: FateState, proc: Procedure[ChallengeSummary]
                     ) -> Procedure[ChallengeSummary]:
    keep = _keeper(ctx, state, "fate challenge")
    summary = yield from keeping(proc, keep)
    if summary.character is not None:
        keep(Settled(summary.character, summary.aspects, summary.gm_points,
                     summary.hostile_points))
    return summary


def run_challenge(ctx: Context, args: argparse.Namespace) -> Procedure[ChallengeSummary]:
    """A guided challenge for a character: each task a guided action; saved when it ends."""
    state = load(ctx)
    sheet = state.character(args.pc)
    return _after_challenge(ctx, state, challenge(
        sheet, ctx.dice(args.dice), scene_aspects=state.aspects, gm_points=_gm(state),
        draw=_drawer(ctx), allies=_allies(state, sheet), lang=journal_lang(ctx)))


def _after_contest(ctx: Context, state: FateState, proc: Procedure[ContestSummary]
                   ) -> Procedure[ContestSummary]:
    keep = _keeper(ctx, state, "fate contest")
    summary = yield from keeping(proc, keep)
    keep(Settled(summary.character, summary.aspects, summary.gm_points, summary.hostile))
    return summary


def run_contest(ctx: Context, args: argparse.Namespace) -> Procedure[ContestSummary]:
    """A guided contest against an opponent of bonus --vs, with allies and rivals."""
    state = load(ctx)
    sheet = state.character(args.pc)
    harmful = args.harm is not None
    if harmful:
        check_contest_harm(sheet.edition)
    # A saved opponent (no --vs) rolls with its sheet, by its name as saved.
    rival = None if args.vs is not None else state.characters.get_or_none(args.opponent)
    if rival is not None and rival.name == sheet.name:
        rival = None
    return _after_contest(ctx, state, contest(
        sheet, ctx.dice(args.dice), opponent=rival.name if rival else args.opponent,
        opponent_bonus=parse_difficulty(args.vs or "0"), rival=rival,
        target=contest_target(args.long), draw=_drawer(ctx), scene_aspects=state.aspects,
        helpers=tuple(parse_difficulty(h) for h in args.helpers.replace(",", " ").split()),
        gm_points=_gm(state), allies=tuple(parse_participant(a) for a in args.ally),
        rivals=tuple(parse_participant(r) for r in args.rival), harmful=harmful,
        track=TrackKind.parse(args.harm) if args.harm else None, lang=journal_lang(ctx)))


def _after_conflict(ctx: Context, state: FateState, proc: Procedure[ConflictSummary]
                    ) -> Procedure[ConflictSummary]:
    """Save each turn's stress as it is journaled, where the conflict may be taken up again
    (its `Hold`), and its end (or where it was left: `seguir` takes it up)."""
    held: list[Paused | None] = [None]

    def keep(kept: object) -> None:
        if isinstance(kept, Hold) and isinstance(kept.value, Paused):
            held[0] = kept.value
            kept = kept.value.state.summary()
        if isinstance(kept, ConflictSummary):  # a roll's `Settled`: the turn keeps it
            _save_conflict(ctx, state, kept, held[0])

    summary = yield from keeping(proc, keep)
    _save_conflict(ctx, state, summary, summary.paused)
    return summary


def keep_paused(ctx: Context, summary: ConflictSummary) -> None:
    """A conflict left half-way outside `fate conflict` (the tour's), kept for `seguir`."""
    _save_conflict(ctx, load(ctx), summary, summary.paused)


def _save_conflict(ctx: Context, state: FateState, summary: ConflictSummary,
                   paused: Paused | None) -> None:
    sheets, scene = settle_consequences(tuple(f.sheet for f in summary.fighters),
                                        summary.aspects)
    held = None if paused is None else {"what": {lang: paused.describe(lang)
                                                 for lang in LANGUAGES},
                                        "conflict": paused.to_data()}
    save(ctx, replace(state.with_characters(sheets), aspects=scene, gm_points=summary.gm_points,
                      held=held).owe(summary.hostile), "fate conflict")


def run_conflict(ctx: Context, args: argparse.Namespace) -> Procedure[ConflictSummary]:
    """A guided conflict of the PCs (the active one, or each --pc) against NPCs named; one
    left half-way is offered first (take it up again, or drop it: a concession)."""
    def fresh() -> Procedure[ConflictSummary]:
        state = load(ctx)
        pcs = [state.character(name) for name in (args.pc or [None])]
        enemies = [state.characters.get(name) for name in args.enemies]
        fighters = line_up(pcs, enemies, pc_side=t("fate.side.pcs"),
                           npc_side=t("fate.side.npcs"))
        return _after_conflict(ctx, state, conflict(
            fighters, ctx.dice(args.dice), physical=not args.mental,
            scene_aspects=state.aspects, gm_points=_gm(state), control=args.control,
            lang=journal_lang(ctx)))

    state = load(ctx)
    if state.held is None:
        return fresh()
    return _open_first(_paused(state), ctx, fresh)


def _open_first(paused: Paused, ctx: Context, fresh: Callable[[], Procedure[ConflictSummary]]
                ) -> Procedure[ConflictSummary]:
    """A conflict is open: go on with it, or drop it (by the book) and start the new one."""
    answer = yield from choose("fate.conflict.ask_open", (
        Choice("resume", "fate.conflict.open_resume"),
        Choice("drop", "fate.conflict.open_drop", {"points": concession_text(paused)})),
        what=paused.describe(None))
    if answer == "resume":
        return (yield from resume_conflict(ctx, drop=False))
    yield from resume_conflict(ctx, drop=True)
    return (yield from fresh())


def _paused(state: FateState) -> Paused:
    if state.held is None:
        raise RuleError("fate.error.nothing_held")
    with naming("held.conflict"):
        return Paused.from_data(state.held.get("conflict") or {})


def concession_text(paused: Paused) -> str:
    """`Nia +2`: the fate points each PC still in would take by conceding now."""
    return ", ".join(f"{f.name} +{concession_points(f.consequences_taken)}"
                     for f in paused.state.fighters if not f.npc and not f.out)


def resume_conflict(ctx: Context, *, drop: bool) -> Procedure[ConflictSummary]:
    """The conflict left half-way: taken up again where it was, or dropped (a concession)."""
    state = load(ctx)
    paused = _paused(state)
    if drop:
        return _after_conflict(ctx, state, drop_conflict(paused, journal_lang(ctx)))
    return _after_conflict(ctx, state, conflict(
        paused.state.fighters, ctx.rng, paused=paused, lang=journal_lang(ctx)))
