"""`tricube challenge`: one challenge, guided or quick; both drive the one procedure of the rule.

Without options the challenge is guided. With options (`--dice`, `--difficulty`, `--karma`…)
it is quick: the same procedure, its questions answered from the options, its commentary
dropped; only a defeat with no `--affliction` still asks, as the guided challenge would.
"""

from __future__ import annotations

import argparse
from typing import Any

from solo.commands.base import Context, add_dice_option, journal_lang, subcommand
from solo.commands.numbers import bounded, bounded_word
from solo.dice.faces import parse_faces
from solo.dice.rng import Rng
from solo.errors import RuleError
from solo.i18n import normalize, t
from solo.procedures.prefilled import Answers, quiet, run_quick
from solo.procedures.steps import Procedure, named
from solo.systems.tricube.commands.state import TricubeState, load, save
from solo.systems.tricube.procedures.challenge import (
    ChallengeSummary,
    ComplicationDrawer,
    DrawnText,
    challenge,
    sitting_out_warning,
)
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.afflictions import quick_reward
from solo.systems.tricube.rules.challenge import QuirkReward, karma_spent
from solo.systems.tricube.rules.character import Character
from solo.systems.tricube.rules.dice import check_dice, dice_count, parse_difficulty, parse_trait
from solo.systems.tricube.rules.effort import EffortTracker

COMPLICATIONS = "tricube/complicaciones"
# The numbers the options take: dice in a roll, a base difficulty, a failure's price in Resolve.
DICE = bounded(settings.MIN_DICE, settings.MAX_DICE)
DIFFICULTY = bounded_word(settings.MIN_DIFFICULTY, settings.MAX_DIFFICULTY)
COST = bounded_word(0, settings.MAX_POOL)
# A quick challenge's answer to "which perk goes with the Karma?": none is named.
NO_PERK = "-"


def add_parser(subs: Any) -> None:
    """Add `tricube challenge` and its options."""
    sub = subcommand(subs, "challenge", "tricube.sub.challenge", run_challenge,
                     help=t("tricube.cmd.challenge"))
    add_dice_option(sub, "tricube.dice.pool", covers="tricube.dice.covers.challenge")
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
    sub.add_argument("--perk", "--ventaja", metavar="PERK", help=t("tricube.help.perk"))
    sub.add_argument("--ally", "--aliado", metavar="NAME", help=t("tricube.help.ally"))
    target = sub.add_mutually_exclusive_group()
    target.add_argument("--effort", "--esfuerzo", metavar="NAME", help=t("tricube.help.effort"))
    target.add_argument("--defend", "--defensa", metavar="FOE", help=t("tricube.help.defend"))
    sub.add_argument("--trait", "--rasgo", metavar="TRAIT", help=t("tricube.help.foe_tested"))
    sub.add_argument("--pc", "--pj", metavar="NAME", help=t("tricube.help.pc"))
    sub.add_argument("--cost", "--coste", metavar="N", type=COST, help=t("tricube.help.cost"))
    sub.add_argument("--affliction", "--afliccion", metavar="TEXT",
                     help=t("tricube.help.challenge_affliction"))
    sub.add_argument("--guided", "--guiado", action="store_true", help=t("tricube.help.guided"))


def run_challenge(ctx: Context, args: argparse.Namespace) -> object:
    """A quick challenge with the options given, or the guided one: the same procedure."""
    if not _quick(args):
        return _guided(ctx, args)
    karma = karma_spent(args.karma) or args.perk is not None or args.ally is not None
    target = _target(ctx, args)
    base = (parse_difficulty(args.difficulty) if args.difficulty
            else target.difficulty if target else settings.DEFAULT_DIFFICULTY)
    count = _dice_for(args)
    if args.pc:
        ctx.require_campaign()
    state = load(ctx)
    character = state.character_or_none(args.pc)
    quirk_name = (sheet_name(args.quirk, character.quirks if character else (),
                             "tricube.error.which_quirk") if args.quirk is not None else "")
    rng = ctx.dice(args.dice)
    procedure = challenge(
        rng, character, dice=count, difficulty=base, quirk=args.quirk is not None,
        quirk_name=quirk_name, karma=karma, action_text="",
        tracker=state.tracker(args.effort) if args.effort else None,
        draw_complication=_drawer(ctx), journal_lang=journal_lang(ctx),
        settle_price=character is not None, **_against(args, target),
        karma_from=state.character(args.ally) if args.ally else None)
    played = _kept(ctx, rng, state, procedure)
    if character is not None:  # a defeat with no `--affliction` asks for its name
        return _warned(character, quiet(played, _answers(args, character, state)))
    summary = run_quick(played, _answers(args, None, state), ctx.record, ctx.roll_for)
    return summary if args.effort else summary.result


def sheet_name(given: str, names: tuple[str, ...], which: str) -> str:
    """The quirk or perk a quick challenge names: as the sheet spells it, the sheet's only one
    when none is typed (a sheet with several asks which: one line), or the text as typed.

    >>> sheet_name("", ("curiosa",), "k"), sheet_name("CURIOSA", ("curiosa",), "k")
    ('curiosa', 'curiosa')
    >>> sheet_name("gafe", ("curiosa",), "k"), sheet_name("", (), "k")
    ('gafe', '')
    """
    typed = normalize(given)
    if typed:
        return next((name for name in names if normalize(name) == typed), given.strip())
    if len(names) > 1:
        raise RuleError(which, names=", ".join(names))
    return names[0] if names else ""


def _warned(character: Character,
            procedure: Procedure[ChallengeSummary]) -> Procedure[ChallengeSummary]:
    """A quick challenge keeps one line of the guided one: the warning to one sitting out."""
    yield from sitting_out_warning(character)
    return (yield from procedure)


def _answers(args: argparse.Namespace, character: Character | None,
             state: TricubeState) -> Answers:
    """The questions of the challenge a quick command answers from its options."""
    payer = state.character(args.ally) if args.ally else character  # whose perk is narrated
    perk = (sheet_name(args.perk or "", payer.perks, "tricube.error.which_perk")
            if payer is not None and (args.karma or args.perk or args.ally) else args.perk)
    answers: dict[str, str] = {"tricube.ask.perk": named(perk) if perk else NO_PERK,
                               "tricube.ask.cost": args.cost or "gm"}
    if character is not None:  # against a foe, a quick roll tests the character's own trait
        answers["tricube.ask.foe_trait"] = character.trait.value
    if character is not None:
        reward = quick_reward(character, (QuirkReward.KARMA, QuirkReward.RESOLVE))
        answers["tricube.ask.reward"] = reward.value if reward else ""
    if args.affliction is not None:
        answers["tricube.ask.affliction"] = args.affliction
    return answers


def _guided(ctx: Context, args: argparse.Namespace) -> Procedure[ChallengeSummary]:
    state = load(ctx)
    character = state.character_or_none(args.pc)
    target = _target(ctx, args)
    difficulty = (parse_difficulty(args.difficulty) if args.difficulty
                  else target.difficulty if target else None)
    rng = ctx.dice(args.dice)
    return _kept(ctx, rng, state, challenge(
        rng, character, dice=_dice_for(args) if args.dice else None, difficulty=difficulty,
        tracker=state.tracker(args.effort) if args.effort else None,
        trackers=() if target else state.trackers.items,
        draw_complication=_drawer(ctx), journal_lang=journal_lang(ctx), **_against(args, target),
        allies=tuple(c for c in state.characters.items
                     if character is None or c.name != character.name)))


def _against(args: argparse.Namespace, target: EffortTracker | None) -> dict[str, Any]:
    """The foe defended against (`--defend`; one worked on is the tracker) and `--trait`."""
    return {"foe": target if args.defend and target is not None and target.is_foe else None,
            "tested": parse_trait(args.trait) if args.trait else None}


def _kept(ctx: Context, rng: Rng, state: TricubeState,
          procedure: Procedure[ChallengeSummary]) -> Procedure[ChallengeSummary]:
    """Run the challenge, check the typed faces were all used, save the sheet and tracker."""
    summary = yield from procedure
    ctx.finish(rng)
    if summary.character is not None:
        state = state.with_character(summary.character)
    if summary.ally is not None:  # the ally who paid the challenge's one Karma
        state = state.with_character(summary.ally)
    if summary.tracker is not None:
        state = state.with_tracker(summary.tracker)
    if summary.character is not None or summary.tracker is not None or summary.ally is not None:
        save(ctx, state, "tricube challenge" if summary.character else "tricube effort")
    return summary


def _quick(args: argparse.Namespace) -> bool:
    return not args.guided and any(
        (args.dice, args.count, args.difficulty, args.quirk is not None, args.karma,
         args.perk is not None, args.off_trait, args.outside, args.ally))


def _dice_for(args: argparse.Namespace) -> int:
    """The dice the options give; typed faces must be as many as the rules give."""
    ruled = (check_dice(args.count) if args.count else
             dice_count(fits_trait=not args.off_trait, needs_knowledge=args.outside)
             if args.off_trait or args.outside else None)
    if args.dice is None:
        return ruled if ruled is not None else dice_count(fits_trait=True)
    typed = check_dice(len(parse_faces(args.dice)))
    if ruled is not None and typed != ruled:
        raise RuleError("tricube.error.faces_count", typed=typed, count=ruled)
    return typed


def _target(ctx: Context, args: argparse.Namespace) -> EffortTracker | None:
    """The tracker whose difficulty the challenge uses (`--effort` or `--defend`)."""
    name = args.effort or args.defend
    if not name:
        return None
    tracker = load(ctx).tracker(name)
    if args.effort and tracker.overcome:
        raise RuleError("tricube.error.already_overcome", name=tracker.name)
    return tracker


def _drawer(ctx: Context) -> ComplicationDrawer:
    """Draw a complication and queue it as pending; its journal line follows the roll's."""
    def draw_complication(_rng: Rng) -> tuple[DrawnText, str]:
        from solo.engine.commands.state import queue_pending
        from solo.engine.procedures.pending_line import pending_tag
        from solo.tables.pick import draw

        lang = journal_lang(ctx)
        drawn = draw(ctx.library(), COMPLICATIONS, ctx.rng)
        item = queue_pending(ctx, "complication", drawn.in_language(lang), "tricube")
        return drawn, pending_tag(item, lang) if item is not None else ""
    return draw_complication
