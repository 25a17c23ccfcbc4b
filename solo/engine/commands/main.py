"""The solo engine's commands: `oracle`, `tension`, `event`; scenes and lists in siblings."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TypeVar

from solo.commands.base import Command, Context, add_dice_option, new_parser, parse_int
from solo.commands.numbers import bounded_word
from solo.dice.rng import Rng
from solo.engine.commands.state import journal_lang, load_state, save_state
from solo.engine.procedures.event import (
    NEW_ENTRY,
    RandomEvent,
    event_lines,
    meaning_draw,
    meaning_draw_lines,
    meaning_lines,
    meaning_pair,
    offer_add,
    offer_close,
    random_event,
)
from solo.engine.procedures.oracle import OracleReply, why
from solo.engine.rules.focus import Focus
from solo.engine.rules.state import EngineState
from solo.engine.rules.tension import HIGHEST, LOWEST, clamp
from solo.errors import InputError
from solo.i18n import normalize, t
from solo.i18n.words import parse_word
from solo.journal.entry import mechanics, meta
from solo.procedures.prefilled import answered
from solo.procedures.steps import Procedure, Show
from solo.record import record
from solo.text import one_line

__all__ = ["OracleReply", "TensionInfo", "why"]


@record
class TensionInfo:
    """The tension now, and before the command."""

    tension: int
    before: int


#: The catalog words for a step of the tension.
_STEPS = {1: "engine.word.tension.up", -1: "engine.word.tension.down"}


def _step(text: str) -> int | None:
    """The step a word names (`up`, `sube`, `+`…), or None."""
    try:
        return parse_word(text, _STEPS, "engine.tension.not_number", prefixes=False)
    except InputError:
        return None


def tension_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`tension [N | up | down | +N | -N]`."""
    parser = new_parser(parser_class, "tension", "cmd.help.tension")
    parser.epilog = t("engine.tension.rules")
    parser.add_argument("value", nargs="?", type=bounded_word(LOWEST, HIGHEST, step=HIGHEST),
                        help=t("engine.help.tension_value"))
    return parser


def run_tension(ctx: Context, args: argparse.Namespace) -> TensionInfo:
    """Show the tension, or set it (a number, or a step up or down)."""
    campaign = ctx.require_campaign()
    state = load_state(campaign)
    if args.value is None:
        return TensionInfo(state.tension, state.tension)
    word = normalize(args.value)
    step = _step(word)
    if step is not None:
        target = clamp(state.tension + step)
    elif word[:1] in "+-" and word[1:].isdigit():
        target = clamp(state.tension + int(word))
    else:
        target = parse_int(args.value, "engine.tension.not_number")
    updated = state.with_tension(target)
    save_state(campaign, updated, label=f"tension {state.tension} -> {updated.tension}")
    lang = journal_lang(ctx)
    ctx.record(mechanics(meta(t("engine.tension.line", lang, before=state.tension,
                                after=updated.tension))))
    return TensionInfo(updated.tension, state.tension)


def event_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`event [--meaning] [--dice FACES]`."""
    parser = new_parser(parser_class, "event", "cmd.help.event")
    parser.epilog = t("engine.event.rules")
    parser.add_argument("--meaning", "--significado", dest="meaning", nargs="?", const="",
                        default=None, metavar="TABLE[,TABLE]", help=t("engine.help.meaning"))
    parser.add_argument("--detail", "--detalle", dest="detail", action="store_true",
                        help=t("engine.help.detail"))
    close = parser.add_mutually_exclusive_group()
    close.add_argument("--close", "--cerrar", dest="close", action="store_const", const="yes",
                       help=t("engine.help.event_close"))
    close.add_argument("--keep-open", "--mantener", dest="close", action="store_const",
                       const="no", help=t("engine.help.event_keep"))
    parser.add_argument("--add", "--anadir", "--añadir", dest="add", default=None, metavar="NAME",
                        help=t("engine.help.event_add"))
    add_dice_option(parser, "engine.dice.example.event", covers="engine.dice.covers.event")
    return parser


T = TypeVar("T")


def _roll_typed(ctx: Context, typed: str | None, roll: Callable[[Rng], T]) -> T:
    """Run `roll` with the typed faces for its first roll (the focus, or the meaning's dice)."""
    return roll(ctx.dice(typed))


def run_event(ctx: Context, args: argparse.Namespace) -> object:
    """Roll a random event against the campaign's threads and characters; journal it.

    An event that closes a thread asks whether it does (`--close`/`--keep-open` answer).
    """
    if args.detail:
        from solo.engine.commands.npc_questions import run_detail

        return run_detail(ctx, args.dice)
    if args.meaning == "":
        pair = _roll_typed(ctx, args.dice, lambda rng: meaning_pair(ctx.library(), rng))
        ctx.record(mechanics(*meaning_lines(pair, journal_lang(ctx))))
        return pair
    if args.meaning is not None:
        found = _roll_typed(ctx, args.dice,
                            lambda rng: meaning_draw(ctx.library(), rng, args.meaning))
        ctx.record(mechanics(*meaning_draw_lines(found, journal_lang(ctx))))
        return found
    state = load_state(ctx.campaign)
    event = _roll_typed(ctx, args.dice, lambda rng: random_event(ctx.library(), rng, state))
    ctx.record(mechanics(*event_lines(event, journal_lang(ctx))))
    if ctx.campaign is None:
        return event
    if event.focus is Focus.THREAD_CLOSES:
        answers = {"engine.event.close_thread": args.close} if args.close else {}
        return _offered(ctx, event, offer_close(event, state, journal_lang(ctx)), answers)
    if event.focus in NEW_ENTRY and (args.add is not None or ctx.interactive):
        answers = {"engine.event.add_name": args.add} if args.add is not None else {}
        return _offered(ctx, event, offer_add(event, state, journal_lang(ctx)), answers)
    return event


def _offered(ctx: Context, event: RandomEvent, offer: Procedure[EngineState | None],
             answers: dict[str, str]) -> Procedure[RandomEvent]:
    """Show the event, then ask what its focus offers to do to the lists (close a thread, add a
    newcomer): the player reads the event before naming what it brings."""
    campaign = ctx.require_campaign()
    yield Show(event)
    updated = yield from answered(offer, answers)
    if updated is not None:
        save_state(campaign, updated, label=f"event {event.focus.value}")
    return event


def toolbar(ctx: Context) -> str | None:
    """`Tensión 5 · Hilos 2 · Pendientes 1` for the shell's bottom toolbar."""
    if ctx.campaign is None:
        return None
    state = load_state(ctx.campaign)
    bar = t("engine.toolbar", tension=state.tension, threads=len(state.threads.open_entries),
            npcs=len(state.npcs.open_entries), pending=len(state.pending.open_items))
    running = [item for item in state.clocks.items if not item.full][-_TOOLBAR_CLOCKS:]
    return " · ".join([bar, *(t("engine.clock.toolbar", name=one_line(item.name)[:24],
                                filled=item.filled, segments=item.segments)
                              for item in running)])


#: How many running clocks and tracks the toolbar shows (the newest).
_TOOLBAR_CLOCKS = 3


def prompt_tag(ctx: Context) -> str | None:
    """`T5`: the tension, shown in the shell's prompt."""
    if ctx.campaign is None:
        return None
    return t("engine.prompt_tension", tension=load_state(ctx.campaign).tension)


def _commands() -> tuple[Command, ...]:
    from solo.engine.commands.clocks import CLOCK_COMMANDS
    from solo.engine.commands.lists import LIST_COMMANDS
    from solo.engine.commands.oracle import ORACLE
    from solo.engine.commands.scene import SCENE_COMMANDS
    from solo.engine.commands.settings import SETTING_COMMANDS

    return (
        ORACLE,
        Command("tension", ("tensión",), "cmd.help.tension", tension_parser, run_tension),
        *SCENE_COMMANDS[:1],
        Command("event", ("evento",), "cmd.help.event", event_parser, run_event),
        *LIST_COMMANDS,
        *CLOCK_COMMANDS,
        *SETTING_COMMANDS,
        *SCENE_COMMANDS[1:],
    )


COMMANDS = _commands()
