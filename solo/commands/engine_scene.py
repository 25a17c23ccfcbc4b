"""`scene new|end` (and `scene` alone: where the story is), and `tour`."""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from solo.campaign.store import Campaign
from solo.commands.base import Command, Context, add_dice_option, new_parser
from solo.commands.engine_state import journal_lang, load_state, save_state
from solo.errors import RuleError
from solo.i18n import t
from solo.procedures.engine.scene import SceneEnd, SceneStart, end_scene, new_scene
from solo.procedures.steps import Procedure

_ACTIONS = {"new": "new", "nueva": "new", "end": "end", "fin": "end", "terminar": "end",
            "show": "show", "ver": "show"}


@dataclass(frozen=True)
class SceneInfo:
    """Where the story is: the scene number and the tension."""

    scene: int
    tension: int
    pending: int


def scene_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`scene new "what I expect" [--dice FACES]` | `scene end [--kept | --lost]`."""
    parser = new_parser(parser_class, "scene", "engine.cmd.scene")
    subs = parser.add_subparsers(dest="sub", metavar="new|end")
    new = subs.add_parser("new", aliases=["nueva"], help=t("engine.scene.help.new"))
    new.add_argument("title", nargs="+", help=t("engine.scene.help.title"))
    add_dice_option(new)
    end = subs.add_parser("end", aliases=["fin", "terminar"], help=t("engine.scene.help.end"))
    control = end.add_mutually_exclusive_group()
    control.add_argument("--kept", "--control", dest="kept", action="store_const", const=True,
                         help=t("engine.scene.help.kept"))
    control.add_argument("--lost", "--perdido", dest="kept", action="store_const", const=False,
                         help=t("engine.scene.help.lost"))
    return parser


def run_scene(ctx: Context, args: argparse.Namespace) -> object:
    """Open a scene (check against tension) or close one (tension ∓ 1)."""
    campaign = ctx.require_campaign()
    action = _ACTIONS.get(args.sub or "show", "show")
    state = load_state(campaign)
    if action == "show":
        return SceneInfo(campaign.settings.scene, state.tension, len(state.pending.open_items))
    if action == "new":
        return _open(ctx, campaign, " ".join(args.title), args.dice)
    if campaign.settings.scene < 1:
        raise RuleError("engine.scene.none_open")
    return _close(ctx, campaign, args.kept)


def _open(ctx: Context, campaign: Campaign, title: str,
          typed: str | None) -> Procedure[SceneStart]:
    number = campaign.settings.scene + 1
    rng = ctx.dice(typed)
    result = yield from new_scene(title, number, load_state(campaign), ctx.library(), rng,
                                  journal_lang(ctx))
    ctx.finish(rng)
    campaign.update(scene=number)
    return result


def _close(ctx: Context, campaign: Campaign, kept: bool | None) -> Procedure[SceneEnd]:
    state = load_state(campaign)
    result = yield from end_scene(campaign.settings.scene, state, journal_lang(ctx), kept)
    save_state(campaign, state.with_tension(result.tension),
               label=f"scene end {result.number}: tension {state.tension} -> {result.tension}")
    return result


SCENE_COMMANDS = (
    Command("scene", ("escena",), "engine.cmd.scene", scene_parser, run_scene),
)
