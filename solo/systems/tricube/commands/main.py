"""`tricube …`: challenges (guided or quick), opposed rolls, characters, effort tokens, rules."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar, cast

from solo.commands.base import Command, Context, add_dice_option, journal_lang, new_parser
from solo.commands.numbers import bounded, bounded_word
from solo.dice.faces import parse_faces
from solo.dice.rng import Rng
from solo.errors import RuleError
from solo.i18n import t
from solo.journal.entry import mechanics, table_line
from solo.procedures.steps import Ask, Message, Procedure, Show
from solo.systems.tricube.commands import pc as tricube_pc
from solo.systems.tricube.commands import versus as tricube_versus
from solo.systems.tricube.commands.state import load, save
from solo.systems.tricube.procedures.answers import parse_cost
from solo.systems.tricube.procedures.challenge import ChallengeSummary, DrawnText, challenge, settle
from solo.systems.tricube.procedures.journal import effort_text, roll_text
from solo.systems.tricube.rules import character as pc
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.afflictions import quick_reward
from solo.systems.tricube.rules.challenge import ChallengeResult, Outcome, roll, spend_karma
from solo.systems.tricube.rules.challenge import with_complication as attach
from solo.systems.tricube.rules.character import Character
from solo.systems.tricube.rules.dice import check_dice, dice_count, parse_difficulty
from solo.systems.tricube.rules.effort import EffortTracker, remove_hits
from solo.systems.tricube.rules.topics import TOPICS, parse_topic

T = TypeVar("T")
COMPLICATIONS = "tricube/complicaciones"
# The numbers the options take: dice in a roll, a base difficulty, a failure's price in Resolve.
DICE = bounded(settings.MIN_DICE, settings.MAX_DICE)
DIFFICULTY = bounded_word(settings.MIN_DIFFICULTY, settings.MAX_DIFFICULTY)
COST = bounded_word(0, settings.MAX_POOL)


@dataclass(frozen=True)
class RulesText:
    """One topic of the rules in our words (or the list of topics)."""

    topic: str | None
    text: str
    topics: tuple[str, ...] = TOPICS


def _challenge_parser(subs: Any) -> None:
    sub = subs.add_parser("challenge", aliases=["desafio", "desafío"],
                          help=t("tricube.cmd.challenge"))
    add_dice_option(sub)
    sub.add_argument("--count", "--cuantos", metavar="N", type=DICE, help=t("tricube.help.count"))
    sub.add_argument("--off-trait", "--sin-rasgo", action="store_true",
                     help=t("tricube.help.off_trait"))
    sub.add_argument("--outside", "--sin-saber", action="store_true",
                     help=t("tricube.help.outside"))
    sub.add_argument("--difficulty", "--dificultad", metavar="D", type=DIFFICULTY,
                     help=t("tricube.help.difficulty"))
    sub.add_argument("--quirk", "--defecto", nargs="?", const="", metavar="QUIRK",
                     help=t("tricube.help.quirk"))
    sub.add_argument("--karma", action="count", default=0, help=t("tricube.help.karma"))
    target = sub.add_mutually_exclusive_group()
    target.add_argument("--effort", "--esfuerzo", metavar="NAME", help=t("tricube.help.effort"))
    target.add_argument("--defend", "--defensa", metavar="FOE", help=t("tricube.help.defend"))
    sub.add_argument("--pc", "--pj", metavar="NAME", help=t("tricube.help.pc"))
    sub.add_argument("--cost", "--coste", metavar="N", type=COST, help=t("tricube.help.cost"))
    sub.add_argument("--affliction", "--afliccion", metavar="TEXT",
                     help=t("tricube.help.challenge_affliction"))
    sub.add_argument("--guided", "--guiado", action="store_true", help=t("tricube.help.guided"))


def tricube_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`tricube challenge|versus|character|effort|karma|resolve|affliction|advance|rules`."""
    parser = new_parser(parser_class, "tricube", "cmd.help.tricube")
    subs = parser.add_subparsers(dest="sub", required=True, metavar="challenge|versus|character|"
                                 "effort|karma|resolve|affliction|advance|rules")
    _challenge_parser(subs)
    vs = subs.add_parser("versus", aliases=["contra"], help=t("tricube.cmd.versus"))
    add_dice_option(vs)
    vs.add_argument("--against", "--rival", metavar="FACES", help=t("tricube.help.against"))
    vs.add_argument("--count", "--cuantos", metavar="N", type=DICE, help=t("tricube.help.count"))
    vs.add_argument("--against-count", "--rival-cuantos", metavar="N", type=DICE,
                    help=t("tricube.help.against_count"))
    vs.add_argument("--names", "--nombres", nargs=2, metavar=("A", "B"),
                    help=t("tricube.help.names"))
    vs.add_argument("--cost", "--coste", metavar="N", type=COST, help=t("tricube.help.cost"))
    rules = subs.add_parser("rules", aliases=["reglas"], help=t("tricube.cmd.rules"))
    rules.add_argument("topic", nargs="*", metavar="TOPIC",
                       help=t("tricube.help.topic", topics=", ".join(TOPICS)))
    tricube_pc.add_parsers(subs)
    return parser


_SUBS: Mapping[str, str] = {"desafio": "challenge", "desafío": "challenge", "contra": "versus",
                            "reglas": "rules"}


def run_tricube(ctx: Context, args: argparse.Namespace) -> object:
    """Dispatch to the subcommand."""
    sub = _SUBS.get(args.sub, args.sub)
    runners: Mapping[str, Callable[[Context, argparse.Namespace], object]] = {
        "challenge": run_challenge, "versus": tricube_versus.run_versus,
        "rules": run_rules}
    runner = runners.get(sub)
    if runner is None:
        return tricube_pc.run(ctx, sub, args)
    return runner(ctx, args)


def run_rules(_ctx: Context, args: argparse.Namespace) -> RulesText:
    """One topic, or the overview with the list of topics."""
    if not args.topic:
        return RulesText(None, t("tricube.rules.overview"))
    topic = parse_topic(" ".join(args.topic))
    return RulesText(topic, t(f"tricube.rules.{topic}"))


def _quick(args: argparse.Namespace) -> bool:
    return not args.guided and any(
        (args.dice, args.count, args.difficulty, args.quirk is not None, args.karma,
         args.off_trait, args.outside))


def _dice_for(args: argparse.Namespace) -> int:
    if args.dice is not None:
        return check_dice(len(parse_faces(args.dice)))
    if args.count:
        return check_dice(args.count)
    return dice_count(fits_trait=not args.off_trait, needs_knowledge=args.outside)


def _target(ctx: Context, args: argparse.Namespace) -> EffortTracker | None:
    """The tracker whose difficulty the challenge uses (`--effort` or `--defend`)."""
    name = args.effort or args.defend
    if not name:
        return None
    tracker = load(ctx).tracker(name)
    if args.effort and tracker.overcome:
        raise RuleError("tricube.error.already_overcome", name=tracker.name)
    return tracker


def _drawer(ctx: Context) -> Callable[[Rng], DrawnText]:
    def draw_complication(_rng: Rng) -> DrawnText:
        from solo.engine.commands.state import add_pending
        from solo.tables.pick import draw

        drawn = draw(ctx.library(), COMPLICATIONS, ctx.rng)
        add_pending(ctx, "complication", drawn.in_language(journal_lang(ctx)), "tricube")
        return drawn
    return draw_complication


def run_challenge(ctx: Context, args: argparse.Namespace) -> object:
    """A quick challenge with the options given, or the guided one."""
    if not _quick(args):
        return _guided(ctx, args)
    if args.karma > settings.KARMA_PER_CHALLENGE:
        raise RuleError("tricube.error.karma_twice")
    tracker = _target(ctx, args)
    base = (parse_difficulty(args.difficulty) if args.difficulty
            else tracker.difficulty if tracker else settings.DEFAULT_DIFFICULTY)
    count = _dice_for(args)
    if args.pc:
        ctx.require_campaign()
    character = load(ctx).character(args.pc)
    if character is not None and args.karma:
        pc.spend_karma(character)  # refuse before rolling when there is none left
    cost = parse_cost(args.cost) if args.cost else settings.GM_FAILURE_RESOLVE
    rng = ctx.dice(args.dice)
    result = roll(rng, count, base, quirk=args.quirk is not None)
    ctx.finish(rng)
    for _spent in range(args.karma):
        result = spend_karma(result)
    lang = journal_lang(ctx)
    lines = [roll_text(result, quirk=args.quirk or "", lang=lang)]
    if result.outcome is Outcome.CRITICAL_FAILURE:
        drawn = _drawer(ctx)(ctx.rng)
        result = attach(result, drawn.in_language(ctx.lang))
        lines.append(table_line(drawn.table_id, drawn.dice, drawn.value or "",
                                drawn.in_language(lang)))
    if character is not None:
        return _quiet(_charge(ctx, args, character, result, cost, lines))
    outcome: object = result
    if args.effort:
        outcome = _on_tracker(ctx, args.effort, result, lines)
    ctx.record(mechanics(*lines))
    return outcome


def _charge(ctx: Context, args: argparse.Namespace, character: Character,
            result: ChallengeResult, cost: int, lines: list[str]) -> Procedure[ChallengeSummary]:
    """Apply a quick challenge to the sheet as the guided one does (Karma, quirk, price)."""
    if result.karma:
        character = pc.spend_karma(character)
    state = load(ctx)
    tracker = state.tracker(args.effort) if args.effort else None
    summary = yield from settle(
        ChallengeSummary(result, character, quirk=args.quirk or ""), lines, journal_lang(ctx),
        cost, tracker, reward_choice=quick_reward(character, result.rewards),
        affliction=args.affliction)
    assert summary.character is not None
    state = state.with_character(summary.character)
    if summary.tracker is not None:
        state = state.with_tracker(summary.tracker)
    save(ctx, state, "tricube challenge")
    ctx.record(mechanics(*lines))
    return summary


def _quiet(procedure: Procedure[T]) -> Procedure[T]:
    """Pass on a quick command's questions and their errors; drop the running commentary."""
    answer: str | None = None
    try:
        step = next(procedure)
        while True:
            if isinstance(step, Show) and not (isinstance(step.item, Message)
                                               and step.item.style == "error"):
                step = next(procedure)
                continue
            answer = yield step
            step = procedure.send(answer) if isinstance(step, Ask) else next(procedure)
    except StopIteration as done:
        return cast("T", done.value)


def _on_tracker(ctx: Context, name: str, result: ChallengeResult,
                lines: list[str]) -> ChallengeSummary:
    state = load(ctx)
    step = remove_hits(state.tracker(name), result)
    save(ctx, state.with_tracker(step.tracker), "tricube effort")
    lines.append(effort_text(step.tracker, journal_lang(ctx)))
    return ChallengeSummary(result, tracker=step.tracker, removed=step.removed)


def _guided(ctx: Context, args: argparse.Namespace) -> Procedure[ChallengeSummary]:
    state = load(ctx)
    character = state.character(args.pc)
    target = _target(ctx, args)
    tracker = state.tracker(args.effort) if args.effort else None
    difficulty = (parse_difficulty(args.difficulty) if args.difficulty
                  else target.difficulty if target else None)
    rng = ctx.dice(args.dice)
    summary = yield from challenge(
        rng, character, dice=_dice_for(args) if args.dice else None, difficulty=difficulty,
        tracker=tracker, draw_complication=_drawer(ctx), journal_lang=journal_lang(ctx))
    ctx.finish(rng)
    if summary.character is not None:
        state = state.with_character(summary.character)
    if summary.tracker is not None:
        state = state.with_tracker(summary.tracker)
    if summary.character is not None or summary.tracker is not None:
        save(ctx, state, "tricube challenge")
    return summary


COMMANDS = (
    Command("tricube", (), "cmd.help.tricube", tricube_parser, run_tricube),
)

