"""`frag reto` and `frag conflicto`: the guided procedures, quick ones answered from options."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from solo.commands.base import Context, add_dice_option, journal_lang, subcommand
from solo.commands.numbers import bounded
from solo.dice.typed import BatchRng
from solo.errors import InputError
from solo.i18n import t
from solo.procedures.prefilled import run_quick
from solo.procedures.steps import Procedure, keeping
from solo.record import record
from solo.systems.fragmentos.commands.options import (
    MY_OPTIONS,
    THEIR_OPTIONS,
    check_quality,
    read_side,
    side_answers,
    side_options,
)
from solo.systems.fragmentos.commands.state import FragState, LastHarm, load, save
from solo.systems.fragmentos.procedures import answers
from solo.systems.fragmentos.procedures.aftermath import Drawer
from solo.systems.fragmentos.procedures.prompts import MINE, THEIRS
from solo.systems.fragmentos.procedures.reto import RetoSummary, guided_reto
from solo.systems.fragmentos.procedures.tally import Settled
from solo.systems.fragmentos.rules.character import Character
from solo.systems.fragmentos.rules.conflict import Conflict, Rank, parse_rank
from solo.systems.fragmentos.rules.harm import Harm
from solo.systems.fragmentos.rules.reto import Reto
from solo.systems.fragmentos.rules.superacion import Use

if TYPE_CHECKING:
    from solo.systems.fragmentos.procedures.conflict import ConflictSummary
    from solo.tables.pick import Draw


@record
class RollReport:
    """A quick reto or conflicto with what followed: presagios, amenaza, loss, points spent."""

    roll: Reto | Conflict
    omens: tuple[Draw, ...] = ()
    threat: tuple[int, int] | None = None
    harm: Harm | None = None
    spent: tuple[Use, ...] = ()
    names: tuple[str, str] = ("", "")

    def to_json(self) -> dict[str, Any]:
        """The roll's JSON, plus omen texts, threat, harm and spending when they happened."""
        data = dict(self.roll.to_json())
        if self.omens:
            data["omen_texts"] = [dict(d.text) for d in self.omens]
        if self.threat is not None:
            data["threat_before"], data["threat"] = self.threat
        if self.harm is not None:
            data["harm"] = {"characteristic": self.harm.characteristic.value,
                            "loss": self.harm.loss, "before": self.harm.before,
                            "after": self.harm.after, "protected": self.harm.protected,
                            "out": self.harm.out}
        if self.spent:
            data["spent"] = list(self.spent)
        if isinstance(self.roll, Conflict):
            data["name"], data["vs_name"] = self.names
        return data


def add_reto_parser(subs: Any) -> None:
    """`frag reto`."""
    sub = subcommand(subs, "reto", "frag.sub.reto", run_reto, help=t("frag.cmd.reto"))
    add_dice_option(sub, "frag.dice.pool", covers="frag.dice.covers.reto")
    side_options(sub, MY_OPTIONS)
    sub.add_argument("--difficulty", "--dificultad", metavar="D",
                     type=bounded(1, answers.MOST_DIFFICULTY), help=t("frag.help.difficulty"))
    sub.add_argument("--peligroso", "--dangerous", action="store_true", dest="dangerous",
                     help=t("frag.help.dangerous"))
    sub.add_argument("--retry", "--repetir", action="store_true", help=t("frag.help.retry"))
    sub.add_argument("--quality", "--cualidad", metavar="NAME", help=t("frag.help.quality"))
    sub.add_argument("--protect", "--proteger", action="store_true", help=t("frag.help.protect"))
    sub.add_argument("--guided", "--guiado", action="store_true", help=t("frag.help.guided"))


def add_conflict_parser(subs: Any) -> None:
    """`frag conflicto`."""
    sub = subcommand(subs, "conflicto", "frag.sub.conflict", run_conflict,
                     help=t("frag.cmd.conflict"))
    add_dice_option(sub, "frag.dice.pool", covers="frag.dice.covers.conflict")
    side_options(sub, MY_OPTIONS)
    sub.add_argument("--vs-dice", "--vs-dados", metavar="FACES", help=t("frag.help.vs_dice"))
    side_options(sub, THEIR_OPTIONS)
    sub.add_argument("--peligroso", "--dangerous", action="store_true", dest="dangerous",
                     help=t("frag.help.dangerous"))
    sub.add_argument("--protect", "--proteger", action="store_true", help=t("frag.help.protect"))


def _drawer(ctx: Context) -> Drawer:
    def drawn(table_id: str) -> Draw:  # the tables are read when a presagio comes, not before
        from solo.tables.pick import draw

        return draw(ctx.library(), table_id, ctx.rng)
    return drawn


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def run_reto(ctx: Context, args: argparse.Namespace) -> object:
    """A quick reto: the guided one with its answers taken from the options (or asked)."""
    if args.rank:
        parse_rank(args.rank)
    if args.guided or not any((args.score, args.difficulty, args.characteristic)):
        if args.quality is not None:
            raise InputError("frag.error.quality_guided")
        return _guided(ctx, args)
    if args.difficulty is None:
        raise InputError("frag.error.difficulty_missing")
    state = load(ctx)
    me = read_side(args, state, "")
    check_quality(me.sheet, args.quality)
    rng = ctx.dice(args.dice)
    given = {"frag.ask.attempt": "", **side_answers((me,), MINE),
             "frag.ask.difficulty": str(args.difficulty),
             "frag.ask.dangerous": _yes(args.dangerous),
             "frag.ask.quality": args.quality or "-", "frag.ask.retry": "no"}
    summary = run_quick(guided_reto(rng, _drawer(ctx), character=me.sheet, threat=state.threat,
                                    lang=journal_lang(ctx), retrying=args.retry,
                                    protect=args.protect), given, ctx.record, ctx.roll_for)
    if summary.reto.pool is None:
        return RollReport(summary.reto)
    ctx.finish(rng)
    harm = summary.harms[-1] if summary.harms else None
    report = RollReport(summary.reto, summary.omens, None, harm, summary.spent)
    return _keep(ctx, report, state, summary.threat, (summary.character,), "frag reto")


def _keep(ctx: Context, report: RollReport, state: FragState, threat: int,
          sheets: tuple[Character | None, ...], label: str) -> RollReport:
    """Save the sheets, the amenaza and the loss a later protection may undo; queue presagios."""
    if ctx.campaign is None:
        return report
    before = state.threat
    state = state.with_threat(threat)
    for sheet in sheets:
        if sheet is not None:
            state = state.with_character(sheet)
    if report.harm is not None:
        harm = report.harm
        state = replace(state, last_harm=None if harm.protected else LastHarm(
            harm.character.name, harm.characteristic.value, harm.loss))
    save(ctx, state, label)
    queue_omens(ctx, report.omens)
    return replace(report, threat=(before, threat))


def queue_omens(ctx: Context, omens: tuple[Draw, ...]) -> None:
    """Leave each presagio in the campaign's pending queue, for the story to pay later."""
    from solo.engine.commands.state import add_pending
    from solo.engine.rules.pending import PendingKind

    for omen in omens:
        add_pending(ctx, PendingKind.PRESAGIO, omen.in_language(journal_lang(ctx)), "fragmentos")


def _keeper(ctx: Context, state: FragState, label: str) -> Callable[[object], None]:
    """Save the sheet and the amenaza as the procedure journals them (its `Progress`)."""
    def keep(settled: object) -> None:
        if isinstance(settled, Settled):
            kept = state.with_threat(settled.threat)
            save(ctx, kept.with_character(settled.character) if settled.character else kept,
                 label)
    return keep


def _guided(ctx: Context, args: argparse.Namespace) -> Procedure[RetoSummary]:
    state = load(ctx)
    sheet = state.character_or_none(args.pc)
    rng = ctx.dice(args.dice)  # a retry rolls new dice, past the typed ones
    summary = yield from keeping(guided_reto(rng, _drawer(ctx), character=sheet,
                                             threat=state.threat, lang=journal_lang(ctx)),
                                 _keeper(ctx, state, "frag reto"))
    ctx.finish(rng)
    state = replace(state.with_threat(summary.threat), last_harm=None)
    if summary.character is not None:
        state = state.with_character(summary.character)
    save(ctx, state, "frag reto")
    queue_omens(ctx, summary.omens)
    return summary


def run_conflict(ctx: Context, args: argparse.Namespace) -> object:
    """A quick conflicto: the guided one with both sides taken from the options (or asked)."""
    from solo.systems.fragmentos.procedures.conflict import guided_conflict

    for rank in (args.rank, args.vs_rank):
        if rank:
            parse_rank(rank)
    if not any((args.score, args.vs_score, args.characteristic, args.vs_characteristic)):
        return _guided_conflict(ctx, args)
    state = load(ctx)
    me, them = read_side(args, state, ""), read_side(args, state, "vs_")
    rng, vs_rng = ctx.dice(args.dice), ctx.dice(args.vs_dice, "--vs-dice")
    given = {"frag.ask.attempt": "", **side_answers((me, them), MINE, THEIRS),
             "frag.ask.vs_rank": (them.rank or Rank.MONSTER).value,
             "frag.ask.dangerous_conflict": _yes(args.dangerous),
             "frag.ask.quality_conflict": "-", "frag.ask.protection_rival": "no"}
    summary = run_quick(guided_conflict(
        rng, _drawer(ctx), character=me.sheet, opponent=them.sheet, threat=state.threat,
        lang=journal_lang(ctx), rank=me.rank or Rank.MAIN, vs_rng=vs_rng,
        protect=args.protect), given, ctx.record, ctx.roll_for)
    harm = summary.harms[-1] if summary.harms else None
    report = RollReport(summary.conflict, summary.omens, None, harm, summary.spent,
                        summary.names)
    return _keep(ctx, report, state, summary.threat, (summary.character, summary.opponent),
                 "frag conflicto")


def _guided_conflict(ctx: Context, args: argparse.Namespace) -> Procedure[ConflictSummary]:
    from solo.systems.fragmentos.procedures.conflict import guided_conflict

    state = load(ctx)
    sheet = state.character_or_none(args.pc)
    opponent = state.character(args.vs_pc) if args.vs_pc else None
    typed = tuple(ctx.dice(faces, option) if faces else None
                  for faces, option in ((args.dice, "--dice"), (args.vs_dice, "--vs-dice")))
    rng = BatchRng(typed, ctx.rng) if any(typed) else ctx.rng
    summary = yield from keeping(guided_conflict(rng, _drawer(ctx), character=sheet,
                                                 opponent=opponent, threat=state.threat,
                                                 lang=journal_lang(ctx),
                                                 rank=parse_rank(args.rank) if args.rank
                                                 else None,
                                                 rivals=tuple(state.characters)),
                                 _keeper(ctx, state, "frag conflicto"))
    for script in typed:
        if script is not None:
            ctx.finish(script)
    state = replace(state.with_threat(summary.threat), last_harm=None)
    for changed in (summary.character, summary.opponent):
        if changed is not None:
            state = state.with_character(changed)
    save(ctx, state, "frag conflicto")
    queue_omens(ctx, summary.omens)
    return summary
