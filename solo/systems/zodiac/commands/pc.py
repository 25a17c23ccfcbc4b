"""`zodiac character|karma|bond|state|rewrite`: sheets, Karma, Vínculos and states."""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Mapping
from typing import Any

from solo.commands.base import Context, add_dice_option, journal_lang, subcommand
from solo.commands.numbers import bounded_word
from solo.dice.rng import Rng
from solo.errors import InputError, RuleError
from solo.i18n import normalize, t
from solo.i18n.words import parse_word
from solo.journal.entry import consequence, mechanics, roll_line, tag
from solo.procedures.steps import Message, Procedure
from solo.record import record
from solo.systems.zodiac.commands import sheet as zodiac_sheet
from solo.systems.zodiac.commands.queue import requeue
from solo.systems.zodiac.commands.sheet import update as _update
from solo.systems.zodiac.commands.state import LastAction, ZodiacState, load, save
from solo.systems.zodiac.procedures.announced import deja_vu_roll, deja_vu_ts_roll, twist_roll
from solo.systems.zodiac.procedures.common import action_roll_line, ts_roll_line
from solo.systems.zodiac.procedures.creation import create_character
from solo.systems.zodiac.rules.action import ActionResult
from solo.systems.zodiac.rules.action_karma import ActionKarma
from solo.systems.zodiac.rules.character import Character
from solo.systems.zodiac.rules.karma import (
    KarmaUse,
    episode_start,
    gain_pk,
    gm_use,
    spend_on_action,
)
from solo.systems.zodiac.rules.keys import KARMA_USE_KEYS, KARMA_WORD_KEYS
from solo.systems.zodiac.rules.last_ts import LastTs, check_rerollable, encumbrance_after
from solo.systems.zodiac.rules.settings import PK_MAX
from solo.systems.zodiac.rules.simple import SimpleRoll
from solo.systems.zodiac.rules.twist import TwistResult
from solo.text import signed


@record
class Roster:
    """The campaign's PJs and which one is playing."""

    characters: tuple[Character, ...]
    active: str | None


@record
class KarmaView:
    """A PJ's Karma: the score, the PK held, and any surplus to give away."""

    name: str
    karma: int
    pk: int
    surplus: int = 0
    use: str | None = None


KARMA_ACTIONS: Mapping[str, str] = {
    "show": "zodiac.word.karma.show", "gain": "zodiac.word.karma.gain",
    "spend": "zodiac.word.karma.spend", "dejavu": "zodiac.word.karma.dejavu",
    "twist": "zodiac.word.karma.twist"}


def add_parsers(subs: Any) -> None:
    """Add the sheet subcommands to `zodiac`."""
    ch = subcommand(subs, "character", "zodiac.sub.character", _character_show,
                    help=t("zodiac.cmd.character"))
    chs = ch.add_subparsers(dest="action", required=True, metavar="new|show|list|use")
    new = subcommand(chs, "new", "zodiac.sub.character_new", _character_new,
                     help=t("zodiac.cmd.character_new"))
    new.add_argument("name", nargs="*", metavar=t("zodiac.meta.name"),
                     help=t("zodiac.help.new_name"))
    show = subcommand(chs, "show", "zodiac.sub.character_show", _character_show,
                      help=t("zodiac.cmd.character_show"))
    show.add_argument("name", nargs="?", help=t("zodiac.help.pc"))
    subcommand(chs, "list", "zodiac.sub.character_list", _character_list,
               help=t("zodiac.cmd.character_list"))
    use = subcommand(chs, "use", "zodiac.sub.character_use", _character_use,
                     help=t("zodiac.cmd.character_use"))
    use.add_argument("name", metavar=t("zodiac.meta.name"), help=t("zodiac.help.pc"))

    kr = subcommand(subs, "karma", "zodiac.sub.karma", run_karma, help=t("zodiac.cmd.karma"))
    kr.add_argument("action", nargs="?", default="show", help=t("zodiac.help.karma_action"))
    kr.add_argument("value", nargs="?", type=bounded_word(0, PK_MAX, prefix=""),
                    help=t("zodiac.help.karma_value"))
    kr.add_argument("--pc", "--pj", metavar="NAME", help=t("zodiac.help.pc"))
    kr.add_argument("--free", "--gratis", action="store_true", help=t("zodiac.help.free"))
    kr.add_argument("--to", "--para", metavar="NAME", help=t("zodiac.help.gift_to"))
    add_dice_option(kr, "zodiac.dice.karma", covers="zodiac.dice.covers.karma")

    zodiac_sheet.add_parsers(subs)


def _character_list(ctx: Context, _args: argparse.Namespace) -> Roster:
    state = load(ctx)
    return Roster(state.characters.items, state.active)


def _character_show(ctx: Context, args: argparse.Namespace) -> Character:
    return load(ctx).character(args.name)


def _character_use(ctx: Context, args: argparse.Namespace) -> Character:
    state = load(ctx)
    pc = state.character(args.name)
    save(ctx, state.with_character(pc, activate=True), "zodiac character use")
    return pc


def _character_new(ctx: Context, args: argparse.Namespace) -> Procedure[Character]:
    return _new(ctx, " ".join(args.name) or None)


def _new(ctx: Context, name: str | None) -> Procedure[Character]:
    existing = load(ctx).characters.get_or_none(name) if name else None
    if existing is not None:  # refused before the questions, not after them
        raise RuleError("zodiac.error.pc_exists", name=existing.name)
    pc = yield from create_character(journal_lang(ctx), name)
    state = load(ctx)
    if pc.name in state.characters:
        raise RuleError("zodiac.error.pc_exists", name=pc.name)
    save(ctx, state.with_character(pc, activate=True), "zodiac character new")
    return pc


def run_karma(ctx: Context, args: argparse.Namespace) -> object:
    """Show, gain or spend PK; Déjà vu and the GM's twist."""
    act = parse_word(args.action, KARMA_ACTIONS, "zodiac.error.karma_action")
    if act == "spend":
        read_use(args.value)
    state = load(ctx)
    if act == "dejavu" and state.last_ts is not None and normalize(args.value or "ts") == "ts":
        return _deja_vu_lone_ts(ctx, state, state.last_ts, args)
    pc = state.character(args.pc)
    if act == "gain":
        gain = gain_pk(pc.pk, _number(args.value, 1))
        pc = pc.with_(pk=gain.points)
        lines = [tag("PC", pc.name, f"PK {gain.points}")]
        surplus = gain.surplus
        if surplus and args.to:
            state, line = give_surplus(state.with_character(pc), args.to, surplus,
                                       journal_lang(ctx))
            lines.append(line)
            surplus = 0
        _update(ctx, state, pc, "zodiac karma", *lines)
        return KarmaView(pc.name, pc.karma, pc.pk, surplus)
    if act in {"spend", "dejavu"}:
        return _spend(ctx, state, pc, args, act)
    if act == "twist":
        return _twist(ctx, state, pc, args)
    return KarmaView(pc.name, pc.karma, pc.pk)


def give_surplus(state: ZodiacState, name: str, surplus: int,
                 lang: str) -> tuple[ZodiacState, str]:
    """Give spare PK to another PJ of the campaign (up to its own cap of 7)."""
    other = state.character(name)
    other = other.with_(pk=gain_pk(other.pk, surplus).points)
    line = consequence(t("zodiac.journal.gift_pk", lang, name=other.name, pk=other.pk))
    return state.with_character(other), line


def _number(text: str | None, default: int) -> int:
    if text is None:
        return default
    try:
        return int(text)
    except ValueError:
        raise InputError("core.bad_number", value=text) from None


def read_use(text: str | None) -> KarmaUse:
    """The Karma use `text` names in either language, or an error listing them in the player's.

    Case, accents, `¡!¿?` and `-`/`_`/space between words do not matter.
    """
    typed = "-".join((text or "").strip("¡!¿? ").replace("_", " ").split())
    return parse_word(typed, KARMA_WORD_KEYS, "zodiac.error.unknown_use", use=text or "")


def _spend(ctx: Context, state: ZodiacState, pc: Character, args: argparse.Namespace,
           act: str) -> object:
    last = state.last_action() if act == "dejavu" else state.last
    use = KarmaUse.DEJA_VU if act == "dejavu" else read_use(args.value)
    free = args.free and not pc.free_use_spent
    if args.free and pc.free_use_spent:
        raise RuleError("zodiac.error.free_used")
    karma = last.karma if last is not None else ActionKarma()
    spend = spend_on_action(karma, pc.name, pc.pk, use, free=free)
    pc = pc.with_(pk=spend.points, free_use_spent=pc.free_use_spent or free)
    lang = journal_lang(ctx)
    line = t("zodiac.journal.karma_use_free" if free else "zodiac.journal.karma_use", lang,
             name=pc.name, use=t(KARMA_USE_KEYS[use], lang), pk=pc.pk)
    if act == "dejavu" and last is not None:
        rng = ctx.dice(args.dice)
        number = None if normalize(args.value or "") == "ts" else _number(args.value, 1)
        return _deja_vu(ctx, state.with_character(pc), last, spend.action, line,
                        deja_vu_roll(last.result, number, pc.name, rng, ctx.rng), rng)
    new_last = (LastAction(last.pc, last.result, spend.action, last.converted, last.pending,
                           last.what) if last else None)
    save(ctx, state.with_character(pc).with_last(new_last), "zodiac karma")
    ctx.record(mechanics(consequence(line)))
    return KarmaView(pc.name, pc.karma, pc.pk, use=use.value)


def _deja_vu_lone_ts(ctx: Context, state: ZodiacState, ts: LastTs,
                     args: argparse.Namespace) -> Procedure[SimpleRoll]:
    """Déjà vu on the TS last rolled on its own: 1 PK (or the free use) of its PJ, once."""
    check_rerollable(ts)
    pc = state.character(args.pc or ts.pc)
    if args.free and pc.free_use_spent:
        raise RuleError("zodiac.error.free_used")
    free = bool(args.free)
    spend = spend_on_action(ActionKarma(), pc.name, pc.pk, KarmaUse.DEJA_VU, free=free)
    pc = pc.with_(pk=spend.points, free_use_spent=pc.free_use_spent or free)
    rng = ctx.dice(args.dice)
    return _lone_ts_again(ctx, state.with_character(pc), pc, ts,
                          deja_vu_ts_roll(ts, ts.pc or pc.name, rng), rng, free=free)


def _lone_ts_again(ctx: Context, state: ZodiacState, payer: Character, ts: LastTs,
                   procedure: Procedure[LastTs], rng: Rng, *,
                   free: bool = False) -> Procedure[SimpleRoll]:
    """Reroll (announced with its odds); keep the second result, undo a passed TS's Estorbo."""
    again = yield from procedure
    ctx.finish(rng)
    owner = state.character_or_none(ts.pc) if ts.pc else None
    if owner is not None:
        state = state.with_character(owner.with_(
            encumbrance_failed=encumbrance_after(again, owner.encumbrance_failed)))
    save(ctx, state.with_last_ts(again), "zodiac karma")
    lang = journal_lang(ctx)
    note = t("zodiac.note.deja_vu_ts", lang, was=ts.die, now=again.die)
    ctx.record(mechanics(
        consequence(t("zodiac.journal.karma_use_free" if free else "zodiac.journal.karma_use",
                      lang, name=payer.name, pk=payer.pk,
                      use=t(KARMA_USE_KEYS[KarmaUse.DEJA_VU], lang))),
        ts_roll_line(again.roll, ts.label, lang, note=note)))
    return again.roll


def _deja_vu(ctx: Context, state: ZodiacState, last: LastAction, karma: ActionKarma, line: str,
             procedure: Procedure[ActionResult], rng: Rng) -> Procedure[ActionResult]:
    """Reroll (announced with its odds), then keep the new result and journal both lines."""
    result = yield from procedure
    ctx.finish(rng)
    # the reroll first, then what its new grade withdraws or queues: the order it happened
    ctx.record(mechanics(consequence(line), action_roll_line(result, journal_lang(ctx))))
    pending = requeue(ctx, last, result)
    save(ctx, state.with_last(LastAction(last.pc, result, karma, pending=pending,
                                         what=last.what)), "zodiac karma")
    return result


def _twist(ctx: Context, state: ZodiacState, pc: Character,
           args: argparse.Namespace) -> Procedure[TwistResult]:
    last = state.last_action()
    karma = gm_use(last.karma, KarmaUse.TWIST)
    rng = ctx.dice(args.dice)
    return _twisted(ctx, state, pc, last, karma,
                    twist_roll(last.result, t("zodiac.who.gm"), last.pc or pc.name, rng,
                               pk_spare=pc.pk >= PK_MAX), rng)


def _twisted(ctx: Context, state: ZodiacState, pc: Character, last: LastAction,
             karma: ActionKarma, procedure: Procedure[TwistResult],
             rng: Rng) -> Procedure[TwistResult]:
    """Roll the GM's 2d6 (announced with its odds); save and journal what they changed."""
    twisted = yield from procedure
    ctx.finish(rng)
    lang = journal_lang(ctx)
    a, b = twisted.faces   # the GM keeps the worse of a - b and b - a: the faces in its order
    first, second = (a, b) if a - b == twisted.shift else (b, a)
    lines = [roll_line("1d6-1d6", signed(twisted.shift), faces=f"{first} {second}",
                       label=t("zodiac.mod.twist", lang),
                       outcome=t("zodiac.journal.twist", lang, shift=signed(twisted.shift))),
             action_roll_line(twisted.result, lang)]
    if twisted.pk_gained:
        gain = gain_pk(pc.pk)
        pc = pc.with_(pk=gain.points)
        key = "zodiac.journal.twist_pk_full" if gain.surplus else "zodiac.journal.twist_pk"
        lines.append(consequence(t(key, lang, name=pc.name, pk=pc.pk)))
        twisted = dataclasses.replace(twisted, pk_spare=bool(gain.surplus))  # the screen says so
    ctx.record(mechanics(*lines))  # the twisted roll first, then the pending it leaves
    pending = requeue(ctx, last, twisted.result)
    save(ctx, state.with_character(pc).with_last(LastAction(last.pc, twisted.result, karma,
                                                            pending=pending, what=last.what)),
         "zodiac twist")
    return twisted


def on_session_start(ctx: Context) -> list[object]:
    """Every PJ starts with at least its Karma in PK; the free Vínculo use comes back."""
    state = load(ctx)
    shown: list[object] = []
    for pc in state.characters:
        fresh = pc.with_(pk=episode_start(pc.pk, pc.karma), free_use_spent=False,
                         rewrote=False)
        state = state.with_character(fresh)
        shown.append(KarmaView(fresh.name, fresh.karma, fresh.pk))
    if state.characters:
        save(ctx, state.with_new_action(None), "zodiac session start")
    return shown


def on_session_end(ctx: Context) -> list[object]:
    """Remind what a session's end allows: PX for fulfilled Vínculos, a rewrite, a new one."""
    if not load(ctx).characters:
        return []
    return [Message("zodiac.session_end", {}, "rule")]


def toolbar(ctx: Context) -> str | None:
    """`Nia · PK 4/7 · Karma 4` for the active PJ."""
    try:
        pc = load(ctx).character_or_none()
    except RuleError:
        return None
    if pc is None:
        return None
    return t("zodiac.toolbar", name=pc.name, pk=pc.pk, karma=pc.karma)
