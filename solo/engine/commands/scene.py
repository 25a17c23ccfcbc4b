"""`scene new|end` (and `scene` alone: where the story is), and `tour SYSTEM`."""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from solo.campaign.store import Campaign, list_campaigns
from solo.commands.base import Command, Context, add_dice_option, new_parser
from solo.commands.campaign import ruleset_of
from solo.commands.parsing import default_subcommand
from solo.engine.commands.state import journal_lang, load_state, save_state, words
from solo.engine.odds import oracle_spec
from solo.engine.procedures.pending_review import review_pending
from solo.engine.procedures.scene import SceneStart, new_scene
from solo.engine.procedures.scene_end import SceneEnd, end_scene
from solo.engine.procedures.tour import TourPlan, TourSummary, choose_pregen, run_tour
from solo.engine.rules.pending import PendingKind
from solo.engine.rules.scene_check import SceneOutcome, scene_odds
from solo.engine.rules.settings import CHECK_FIRST_SCENE
from solo.engine.rules.state import EngineState
from solo.errors import InputError, RuleError
from solo.i18n import normalize, t
from solo.journal.entry import mechanics
from solo.procedures.prefilled import answered
from solo.procedures.steps import Procedure, Show, keeping
from solo.record import record
from solo.systems import System, SystemHooks, all_systems, find_system, hooks_of

if TYPE_CHECKING:
    from solo.tables.library import Library

_ACTIONS = {"new": "new", "nueva": "new", "end": "end", "fin": "end", "terminar": "end",
            "show": "show", "ver": "show"}


@record
class SceneInfo:
    """Where the story is: the scene number, the tension, and the next check's exact odds."""

    scene: int
    tension: int
    pending: int
    outcomes: Mapping[SceneOutcome, Fraction]


def scene_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`scene [new] "what I expect" [--dice FACES]` | `scene end [--kept | --lost]` | `scene show`.

    Words that name no subcommand open a scene titled with them (`scene El puente`).
    """
    parser = new_parser(parser_class, "scene", "cmd.help.scene")
    parser.epilog = t("engine.scene.rules")
    subs = parser.add_subparsers(dest="sub", metavar="new|end|show")
    default_subcommand(parser, "new")
    new = subs.add_parser("new", aliases=["nueva"], help=t("engine.scene.help.new"))
    new.add_argument("title", nargs="+", help=t("engine.scene.help.title"))
    new.add_argument("--review", "--revisar", dest="review", action="store_true",
                     help=t("engine.scene.help.review"))
    new.add_argument("--draw", "--tabla", dest="draw", action="store_true",
                     help=t("engine.scene.help.draw"))
    new.add_argument("--alteration", "--alteracion", "--alteración", dest="alteration",
                     metavar="TEXT", help=t("engine.scene.help.alteration"))
    new.add_argument("--real-title", "--titulo-real", dest="real_title", metavar="TEXT",
                     help=t("engine.scene.help.real_title"))
    add_dice_option(new, "engine.dice.example.d10", covers="engine.dice.covers.scene")
    end = subs.add_parser("end", aliases=["fin", "terminar"], help=t("engine.scene.help.end"))
    control = end.add_mutually_exclusive_group()
    control.add_argument("--kept", "--control", dest="kept", action="store_const", const=True,
                         help=t("engine.scene.help.kept"))
    control.add_argument("--lost", "--perdido", dest="kept", action="store_const", const=False,
                         help=t("engine.scene.help.lost"))
    subs.add_parser("show", aliases=["ver"], help=t("engine.scene.help.show"))
    return parser


def run_scene(ctx: Context, args: argparse.Namespace) -> object:
    """Open a scene (check against tension) or close one (tension ∓ 1)."""
    campaign = ctx.require_campaign()
    action = _ACTIONS.get(args.sub or "show", "show")
    state = load_state(campaign)
    if action == "show":
        return SceneInfo(state.scene, state.tension, len(state.pending.open_items),
                         scene_odds(state.tension))
    if action == "new":
        title = words(args.title)
        return _open(ctx, campaign, title, args.dice, args.review, _answers(args, title))
    if state.scene < 1:
        raise RuleError("engine.scene.none_open")
    if not state.scene_open:
        raise RuleError("engine.scene.already_ended", scene=state.scene)
    # `--kept`/`--lost` answer the first question; the shell still asks the bookkeeping
    return _close(ctx, campaign, args.kept, args.kept is None or ctx.interactive)


def _answers(args: argparse.Namespace, title: str) -> dict[str, str]:
    """The questions of an altered or interrupted scene, answered by `--draw`, `--alteration`…"""
    answers: dict[str, str] = {}
    if args.draw:
        answers.update({"engine.scene.adjust_how": "table", "engine.scene.real_title": title})
    if args.alteration:
        answers.update({"engine.scene.adjust_how": "own",
                        "engine.scene.adjust_own": words(args.alteration)})
    if args.real_title:
        answers["engine.scene.real_title"] = words(args.real_title)
    return answers


def _open(ctx: Context, campaign: Campaign, title: str, typed: str | None,
          review: bool, answers: dict[str, str]) -> Procedure[SceneStart]:
    rng = ctx.dice(typed)
    state = load_state(campaign)
    # the first scene is set up unchecked, unless the setting says so or its die was typed
    checked = state.scene > 0 or state.setting(CHECK_FIRST_SCENE) or typed is not None
    number = campaign.next_number("scene")
    if review and state.pending.open_items:
        reviewed = yield from review_pending(state.pending, journal_lang(ctx))
        if reviewed.lines:
            state = replace(state, pending=reviewed.queue)
            save_state(campaign, state, label="pending review")
            ctx.record(mechanics(*reviewed.lines))

    def keep(opened: object) -> None:  # the scene open, as soon as its heading is journaled
        if isinstance(opened, EngineState):
            save_state(campaign, opened, label=f"scene new S{number}")
            campaign.update(scene=number, undoable=False)  # a mirror: engine.yaml holds the truth

    result = yield from keeping(answered(new_scene(title, number, state, ctx.library(), rng,
                                                   journal_lang(ctx), checked), answers), keep)
    ctx.finish(rng)
    keep(replace(state, scene=number, scene_open=True))
    return result


def _close(ctx: Context, campaign: Campaign, kept: bool | None,
           bookkeeping: bool) -> Procedure[SceneEnd]:
    state = load_state(campaign)
    result = yield from end_scene(state.scene, state, journal_lang(ctx), kept, bookkeeping)
    save_state(campaign, result.applied(state),
               label=f"scene end {result.number}: tension {state.tension} -> {result.tension}")
    yield from system_upkeep(ctx, campaign)
    return result


def system_upkeep(ctx: Context, campaign: Campaign) -> Procedure[None]:
    """The game system's own end-of-scene upkeep: one line shown per thing it did.

    The system journals what it did (its `on_scene_end` hook); nothing here names a system.
    """
    hooks = hooks_of(campaign.settings.system)
    for done in hooks.on_scene_end(ctx) if hooks is not None else ():
        yield Show(done)


def _toured() -> list[System]:
    """The systems a tour exists for: those with ready-made characters."""
    return [system for system in all_systems() if system.pregens]


def tour_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`tour [SYSTEM]` (every system of the registry that has a tour; none: the game master)."""
    parser = new_parser(parser_class, "tour", "cmd.help.tour")
    names = sorted(s.name for s in _toured())
    parser.add_argument("system", nargs="?", metavar="|".join(names),
                        help=t("engine.tour.help.system", choices=", ".join(names)))
    return parser


def run_tour_command(ctx: Context, args: argparse.Namespace) -> Procedure[TourSummary]:
    """Start a first game of `system` in a new campaign of its own, and guide it."""
    choices = ", ".join(sorted(system.name for system in _toured()))
    from solo.commands.campaign import NO_SYSTEM_WORDS

    if args.system is None or normalize(args.system) in NO_SYSTEM_WORDS:
        return _gm_tour(ctx)
    system = find_system(args.system)
    if system is None:
        raise InputError("engine.tour.unknown_system", system=args.system, choices=choices)
    if system.pregens is None:
        raise RuleError("engine.tour.not_ready", system=system.name, choices=choices)
    return _tour(ctx, system)


def _free_name(ctx: Context, base: str) -> str:
    """`tour-fate`, or `tour-fate-2`… if that campaign exists."""
    taken = {settings.name for settings in list_campaigns(ctx.home)}
    name, number = base, 1
    while name in taken:
        number += 1
        name = f"{base}-{number}"
    return name


def _gm_tour(ctx: Context) -> Procedure[TourSummary]:
    """The game master's tour, in a new campaign with no system."""
    from solo.engine.procedures.tour_gm import NO_SYSTEM, gm_plan

    lang = ctx.lang
    library = ctx.library()
    plan = gm_plan(ctx.rng, library, lang)
    campaign = Campaign.create(ctx.home, _free_name(ctx, "tour"), NO_SYSTEM, lang, ctx.clock(),
                               pcs=(plan.name,))
    return (yield from _play(ctx, campaign, plan, library))


def _play(ctx: Context, campaign: Campaign, plan: TourPlan, library: Library,
          hooks: SystemHooks | None = None) -> Procedure[TourSummary]:
    """Open the tour's new campaign and play the tour in it (the state kept step by step)."""
    lang = ctx.lang
    ctx.open_campaign(campaign)
    campaign.start_session(ctx.clock())
    if hooks is not None:
        hooks.keep_character(ctx, plan.character)  # a tour left half-way keeps it too
    state = load_state(campaign)
    first, second = campaign.next_number("scene"), campaign.next_number("scene")

    def keep(progress: object) -> None:  # the state, as each step journals it
        if isinstance(progress, EngineState):
            save_state(campaign, progress, label=f"tour {plan.system}")
            campaign.update(scene=progress.scene, undoable=False)
        elif hooks is not None and (character := plan.character_in(progress)) is not None:
            hooks.keep_character(ctx, character)  # the system's roll, as it journals it

    def pending_of(roll: object) -> Sequence[tuple[PendingKind, str]]:
        return hooks.pending_sources(roll, lang) if hooks is not None else ()

    summary = yield from keeping(run_tour(plan, first, state, library, ctx.rng,
                                          oracle_spec(library), lang, pending_of), keep)
    keep(replace(summary.state or state, scene=second, scene_open=False))
    if hooks is not None:
        hooks.keep_character(ctx, plan.character_in(summary.fight)  # the second scene's, or
                             or plan.character_in(summary.roll)  # what the roll journaled
                             or getattr(summary.roll, "character", None) or plan.character)
    return summary


def _tour(ctx: Context, system: System) -> Procedure[TourSummary]:
    """Pick the character, then make the tour's campaign (its journal's `pcs:` names the
    character) and play the tour in it."""
    lang = ctx.lang
    library = ctx.library()
    hooks = system.load_hooks()
    assert system.pregens is not None
    _row, data = yield from choose_pregen(library, system.pregens, ctx.rng, lang)
    plan = hooks.tour_plan(data, ctx.rng, library, lang)
    if plan is None:
        raise RuleError("engine.tour.not_ready", system=system.name,
                        choices=", ".join(sorted(s.name for s in _toured())))
    campaign = Campaign.create(ctx.home, _free_name(ctx, f"tour-{system.name}"), system.name,
                               lang, ctx.clock(), system.default_edition, pcs=(plan.name,),
                               ruleset=ruleset_of(system, system.default_edition, lang))
    return (yield from _play(ctx, campaign, plan, library, hooks))


SCENE_COMMANDS = (
    Command("scene", ("escena",), "cmd.help.scene", scene_parser, run_scene),
    Command("tour", ("tutorial",), "cmd.help.tour", tour_parser, run_tour_command),
)
