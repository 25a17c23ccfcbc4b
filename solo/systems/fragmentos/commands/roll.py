"""`frag reto` and `frag conflicto`: quick rolls (options or typed faces), or the guided reto."""

from __future__ import annotations

import argparse
from dataclasses import dataclass, replace
from typing import Any

from solo.commands.base import Context, add_dice_option, journal_lang
from solo.commands.numbers import bounded, bounded_word
from solo.dice.faces import parse_faces
from solo.dice.rng import BatchRng, Die, Rng, ScriptedRng
from solo.errors import DiceEntryError, InputError, RuleError
from solo.i18n import normalize, t
from solo.journal.entry import mechanics
from solo.procedures.steps import Procedure
from solo.systems.fragmentos.commands.state import FragState, LastHarm, load, save
from solo.systems.fragmentos.odds import parse_int
from solo.systems.fragmentos.procedures import answers
from solo.systems.fragmentos.procedures.conflict import ConflictSummary, guided_conflict
from solo.systems.fragmentos.procedures.lines import (
    conflict_lines,
    harm_line,
    omen_line,
    reto_line,
    threat_line,
)
from solo.systems.fragmentos.procedures.reto import OMEN_TABLE, RetoSummary, guided_reto
from solo.systems.fragmentos.rules.character import Character, Characteristic
from solo.systems.fragmentos.rules.conflict import (
    Conflict,
    Rank,
    Side,
    Winner,
    parse_rank,
    resolve_conflict,
)
from solo.systems.fragmentos.rules.harm import Harm, apply_loss
from solo.systems.fragmentos.rules.reto import (
    Outcome,
    Reto,
    fail_without_rolling,
    force,
    resolve_reto,
)
from solo.systems.fragmentos.rules.settings import (
    EXTRA_DICE_RANGE,
    MONSTER_SCORE_RANGE,
    MONSTER_TRAIT_RANGE,
)
from solo.systems.fragmentos.rules.superacion import Use, activate_quality, protect, spend
from solo.systems.fragmentos.rules.threat import after_omens, after_out, pay_for_danger
from solo.tables.pick import Draw


@dataclass(frozen=True)
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


# What a side's options take: dice of a characteristic (0 once harmed), weapon dice, a trait.
SCORE = bounded(0, MONSTER_SCORE_RANGE.stop - 1)
EXTRA = bounded(0, EXTRA_DICE_RANGE.stop - 1)
TRAIT = bounded(0, MONSTER_TRAIT_RANGE.stop - 1)


def add_reto_parser(subs: Any) -> None:
    """`frag reto`."""
    sub = subs.add_parser("reto", aliases=["challenge"], help=t("frag.cmd.reto"))
    add_dice_option(sub)
    _side_options(sub, "")
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
    sub = subs.add_parser("conflicto", aliases=["conflict"], help=t("frag.cmd.conflict"))
    add_dice_option(sub)
    _side_options(sub, "")
    sub.add_argument("--vs-dice", "--vs-dados", metavar="FACES", help=t("frag.help.vs_dice"))
    _side_options(sub, "vs-")
    sub.add_argument("--peligroso", "--dangerous", action="store_true", dest="dangerous",
                     help=t("frag.help.dangerous"))
    sub.add_argument("--protect", "--proteger", action="store_true", help=t("frag.help.protect"))


def _side_options(sub: argparse.ArgumentParser, prefix: str) -> None:
    vs = "vs_" if prefix else ""
    spanish = {"score": "puntuacion", "extra": "arma", "trait": "rasgo-valor",
               "characteristic": "caracteristica", "rasgo": "rasgo", "rank": "rango"}
    sub.add_argument(f"--{prefix}score", f"--{prefix}{spanish['score']}", dest=f"{vs}score",
                     metavar="N", type=SCORE, help=t(f"frag.help.{vs}score"))
    sub.add_argument(f"--{prefix}extra", f"--{prefix}{spanish['extra']}", dest=f"{vs}extra",
                     metavar="N", type=EXTRA, help=t(f"frag.help.{vs}extra"))
    sub.add_argument(f"--{prefix}trait", f"--{prefix}{spanish['trait']}", dest=f"{vs}trait",
                     metavar="N", type=TRAIT, help=t(f"frag.help.{vs}trait"))
    sub.add_argument(f"--{prefix}rasgo", dest=f"{vs}rasgo", action="append", metavar="NAME",
                     type=bounded_word(0, MONSTER_TRAIT_RANGE.stop - 1, prefix=""),
                     help=t("frag.help.rasgo"))
    sub.add_argument(f"--{prefix}characteristic", f"--{prefix}{spanish['characteristic']}",
                     dest=f"{vs}characteristic", metavar="X", help=t("frag.help.characteristic"))
    sub.add_argument(f"--{prefix}rank", f"--{prefix}{spanish['rank']}", dest=f"{vs}rank",
                     metavar="RANK", help=t(f"frag.help.{vs}rank"))
    sub.add_argument(f"--{prefix}pc" if not prefix else "--vs", f"--{prefix}pj"
                     if not prefix else "--contra", dest=f"{vs}pc", metavar="NAME",
                     help=t(f"frag.help.{vs}pc"))


@dataclass(frozen=True)
class _Side:
    side: Side
    sheet: Character | None
    characteristic: Characteristic | None


def _read_side(args: argparse.Namespace, state: FragState, vs: str, default: Rank) -> _Side:
    def get(name: str) -> Any:
        return getattr(args, f"{vs}{name}")

    sheet = state.find(get("pc")) if get("pc") or (not vs and get("characteristic")) else None
    chosen = answers.characteristic(get("characteristic")) if get("characteristic") else None
    if get("score") is not None:
        score: int = get("score")
    elif sheet is not None and chosen is not None:
        score = sheet.dice(chosen)
    else:
        raise InputError("frag.error.score_missing")
    trait: int = get("trait") if get("trait") is not None else _best_trait(
        sheet, get("rasgo") or [])
    rank = parse_rank(get("rank")) if get("rank") else (sheet.rank if sheet else default)
    extra: int = get("extra") if get("extra") is not None else 0
    return _Side(Side(score, trait, extra, rank), sheet, chosen)


def _best_trait(sheet: Character | None, named: list[str]) -> int:
    """The best of the rasgos named (`--rasgo 2` is read as a bonus of +2)."""
    bonuses = [parse_int(n) for n in named if n.strip().lstrip("+").isdigit()]
    for name in (n for n in named if not n.strip().lstrip("+").isdigit()):
        if sheet is None or sheet.trait(name) is None:
            raise RuleError("frag.error.no_such_trait", name=name)
        bonuses.append(sheet.best_bonus([name]))
    return max(bonuses, default=0)


def _omens(ctx: Context, count: int) -> tuple[Draw, ...]:
    if not count:
        return ()
    from solo.tables.pick import draw

    return tuple(draw(ctx.library(), OMEN_TABLE, ctx.rng) for _ in range(count))


class _SideFaces:
    """One side's typed faces: the first round's dice all come from them (too few is an error);
    a tie's reroll uses the faces left, and the session's dice only once every face is used."""

    def __init__(self, script: ScriptedRng, then: Rng, option: str) -> None:
        self._script, self._then, self._option = script, then, option
        self._given, self._used = script.remaining, 0

    def roll(self, die: Die, count: int) -> tuple[int, ...]:
        """The next `count` typed faces, or the session's dice once all were used."""
        if self._script.remaining >= count:
            self._used += count
            return self._script.roll(die, count)
        if self._used and not self._script.remaining:
            return self._then.roll(die, count)
        raise DiceEntryError("frag.error.side_faces", option=self._option,
                             needed=self._used + count, given=self._given)


def _typed(ctx: Context, faces: str | None, option: str) -> tuple[Rng, ScriptedRng | None]:
    if faces is None:
        return ctx.rng, None
    script = ScriptedRng(parse_faces(faces))
    return _SideFaces(script, ctx.rng, option), script


def _settle(ctx: Context, state: FragState, side: _Side, loss: int, protected: bool,
            lines: list[str]) -> tuple[FragState, Harm | None, tuple[Use, ...]]:
    """Apply a dangerous loss to a sheet (after paying script protection if asked)."""
    if not loss or side.sheet is None or side.characteristic is None:
        return state, None, ()
    sheet, spent = side.sheet, tuple[Use, ...]()
    if protected:
        done = protect(sheet, state.threat)
        sheet, state = done.character, state.with_threat(done.threat)
        spent = (Use.SCRIPT_PROTECTION,)
    harm = apply_loss(sheet, side.characteristic, loss, protected=protected)
    lines.append(harm_line(harm, journal_lang(ctx)))
    if harm.out is not None:
        lines.append("=> " + t(f"frag.out.{harm.out.value}", journal_lang(ctx), name=sheet.name))
        state = state.with_threat(after_out(state.threat, out=True, rank=sheet.rank))
    last = None if protected else LastHarm(sheet.name, side.characteristic.value, harm.loss)
    return replace(state.with_character(harm.character), last_harm=last), harm, spent


def _check_quality(sheet: Character | None, quality: str | None) -> None:
    """Refuse `--quality` without a sheet, or naming a cualidad the sheet does not have."""
    if quality is None:
        return
    if sheet is None:
        raise RuleError("frag.error.quality_needs_sheet")
    if not any(normalize(q) == normalize(quality) for q in sheet.qualities.all):
        raise RuleError("frag.error.quality_unknown", name=quality)


def run_reto(ctx: Context, args: argparse.Namespace) -> object:
    """A quick reto with the options given, or the guided one."""
    if args.rank:
        parse_rank(args.rank)
    if args.guided or not any((args.score, args.difficulty, args.characteristic)):
        if args.quality is not None:
            raise InputError("frag.error.quality_guided")
        return _guided(ctx, args)
    if args.difficulty is None:
        raise InputError("frag.error.difficulty_missing")
    state = load(ctx)
    before = state.threat
    me = _read_side(args, state, "", Rank.MAIN)
    _check_quality(me.sheet, args.quality)
    difficulty: int = args.difficulty
    state = _charge_danger(ctx, state, args.dangerous, against_monster=False)
    lang, lines, spent = journal_lang(ctx), list[str](), tuple[Use, ...]()
    if args.retry:
        if me.sheet is None:
            raise RuleError("frag.error.retry_needs_sheet")
        if me.sheet.superacion < 1:
            reto = fail_without_rolling(difficulty)
            ctx.record(mechanics(reto_line(reto, lang)))
            return RollReport(reto)
        done = spend(me.sheet, state.threat, Use.RETRY)
        state = state.with_character(done.character).with_threat(done.threat)
        me, spent = replace(me, sheet=done.character), (Use.RETRY,)
    rng = ctx.dice(args.dice)
    reto = resolve_reto(me.side.score, difficulty, rng, extra=me.side.extra, trait=me.side.trait,
                        dangerous=args.dangerous)
    ctx.finish(rng)
    lines.append(reto_line(reto, lang))
    omens = _omens(ctx, reto.omens)
    lines.extend(omen_line(d, lang) for d in omens)
    state = state.with_threat(after_omens(state.threat, reto.omens))
    if args.quality and not reto.success:
        state, reto, me = _activate(state, me, args.quality, reto, lines, lang)
        spent = (*spent, Use.ACTIVATE_QUALITY)
    state, harm, paid = _settle(ctx, state, me, reto.loss, args.protect, lines)
    return _close(ctx, RollReport(reto, omens, None, harm, (*spent, *paid)), before, state,
                  lines, "frag reto")


def _activate(state: FragState, me: _Side, quality: str, reto: Reto, lines: list[str],
              lang: str) -> tuple[FragState, Reto, _Side]:
    """Turn a failure into a success with one of the sheet's own cualidades."""
    if me.sheet is None:
        raise RuleError("frag.error.quality_needs_sheet")
    done = activate_quality(me.sheet, state.threat, quality, owner=me.sheet)
    forced = force(reto, Outcome.SUCCESS)
    lines.append(reto_line(forced, lang))
    return (state.with_character(done.character).with_threat(done.threat), forced,
            replace(me, sheet=done.character))


def _close(ctx: Context, report: RollReport, before: int, state: FragState, lines: list[str],
           label: str) -> RollReport:
    """Journal the lines (with the threat's change) and save the campaign's state."""
    if state.threat != before:
        lines.append(threat_line(before, state.threat, journal_lang(ctx)))
    ctx.record(mechanics(*lines))
    if ctx.campaign is None:
        return report
    save(ctx, state, label)
    queue_omens(ctx, report.omens)
    return replace(report, threat=(before, state.threat))


def queue_omens(ctx: Context, omens: tuple[Draw, ...]) -> None:
    """Leave each presagio in the campaign's pending queue, for the story to pay later."""
    from solo.engine.commands.state import add_pending
    from solo.engine.rules.pending import PendingKind

    for omen in omens:
        add_pending(ctx, PendingKind.PRESAGIO, omen.in_language(journal_lang(ctx)), "fragmentos")


def _charge_danger(ctx: Context, state: FragState, dangerous: bool,
                   against_monster: bool) -> FragState:
    """Pay the threat for declaring the roll dangerous (only in a campaign)."""
    if not dangerous or ctx.campaign is None:
        return state
    return state.with_threat(pay_for_danger(state.threat, against_monster=against_monster))


def _guided(ctx: Context, args: argparse.Namespace) -> Procedure[RetoSummary]:
    from solo.tables.pick import draw

    state = load(ctx)
    sheet = state.find(args.pc)
    rng = ctx.dice(args.dice)
    summary = yield from guided_reto(rng, lambda table_id: draw(ctx.library(), table_id, ctx.rng),
                                     character=sheet, threat=state.threat,
                                     lang=journal_lang(ctx))
    ctx.finish(rng)
    state = replace(state.with_threat(summary.threat), last_harm=None)
    if summary.character is not None:
        state = state.with_character(summary.character)
    save(ctx, state, "frag reto")
    queue_omens(ctx, summary.omens)
    return summary


def run_conflict(ctx: Context, args: argparse.Namespace) -> object:
    """Roll (or read) both sides until one wins; settle a dangerous loss on a sheet."""
    for rank in (args.rank, args.vs_rank):
        if rank:
            parse_rank(rank)
    if not any((args.score, args.vs_score, args.characteristic, args.vs_characteristic)):
        return _guided_conflict(ctx, args)
    state = load(ctx)
    before = state.threat
    me = _read_side(args, state, "", Rank.MAIN)
    them = _read_side(args, state, "vs_", Rank.MONSTER)
    state = _charge_danger(ctx, state, args.dangerous, Rank.MONSTER in (me.side.rank,
                                                                       them.side.rank))
    rng, script = _typed(ctx, args.dice, "--dice")
    vs_rng, vs_script = _typed(ctx, args.vs_dice, "--vs-dice")
    conflict = resolve_conflict(me.side, them.side, rng, dangerous=args.dangerous, vs_rng=vs_rng)
    for typed in (script, vs_script):
        if typed is not None:
            ctx.finish(typed)
    names = (me.sheet.name if me.sheet else t("frag.word.character"),
             them.sheet.name if them.sheet else t("frag.word.opponent"))
    lang = journal_lang(ctx)
    lines = list(conflict_lines(conflict, lang, *names))
    omens = _omens(ctx, conflict.threat_omens)
    lines.extend(omen_line(d, lang) for d in omens)
    state = state.with_threat(after_omens(state.threat, conflict.threat_omens))
    loser = me if conflict.winner is Winner.OPPONENT else them
    state, harm, paid = _settle(ctx, state, loser, conflict.loss, args.protect, lines)
    return _close(ctx, RollReport(conflict, omens, None, harm, paid, names), before, state,
                  lines, "frag conflicto")


def _guided_conflict(ctx: Context, args: argparse.Namespace) -> Procedure[ConflictSummary]:
    from solo.tables.pick import draw

    state = load(ctx)
    sheet, opponent = state.find(args.pc), (state.find(args.vs_pc) if args.vs_pc else None)
    typed = tuple(ctx.dice(faces) if faces else None for faces in (args.dice, args.vs_dice))
    rng = BatchRng(typed, ctx.rng) if any(typed) else ctx.rng
    summary = yield from guided_conflict(
        rng, lambda table_id: draw(ctx.library(), table_id, ctx.rng), character=sheet,
        opponent=opponent, threat=state.threat, lang=journal_lang(ctx))
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
