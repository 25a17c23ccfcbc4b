"""`tricube character|effort|karma|resolve|affliction|advance`: sheets and trackers."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from solo.commands.base import Context, journal_lang
from solo.commands.numbers import bounded, bounded_word
from solo.errors import InputError, RuleError
from solo.i18n import normalize, t
from solo.journal.entry import mechanics
from solo.procedures.steps import Ask, Message, Procedure, ask
from solo.systems.tricube.commands.state import TricubeState, load, save
from solo.systems.tricube.procedures.answers import parse_text
from solo.systems.tricube.procedures.creation import create_character
from solo.systems.tricube.procedures.journal import affliction_text, character_tag, effort_text
from solo.systems.tricube.rules import afflictions, settings
from solo.systems.tricube.rules import character as pc
from solo.systems.tricube.rules.advance import AdvanceKind, advance
from solo.systems.tricube.rules.character import Affliction, Character
from solo.systems.tricube.rules.dice import parse_difficulty
from solo.systems.tricube.rules.effort import EffortTracker, effort, foe

_ADVANCE_WORDS: Mapping[str, AdvanceKind] = {
    **{kind.value: kind for kind in AdvanceKind},
    "ventaja": AdvanceKind.PERK, "defecto": AdvanceKind.QUIRK, "convertir": AdvanceKind.CONVERT,
    "resolucion": AdvanceKind.RESOLVE,
}
_ACTIONS: Mapping[str, str] = {
    "nuevo": "new", "nueva": "new", "ver": "show", "lista": "list", "usar": "use",
    "enemigo": "foe", "quitar": "drop", "anadir": "add", "curar": "cure", "recuperar": "recover",
}
_SUBS: Mapping[str, str] = {
    "personaje": "character", "pj": "character", "esfuerzo": "effort", "resolucion": "resolve",
    "resolución": "resolve", "afliccion": "affliction", "aflicción": "affliction",
    "avance": "advance", "avanzar": "advance",
}


# Effort tokens of one challenge, alike foes in one group, Karma or Resolve in one change.
MOST_TOKENS = 100
MOST_MEMBERS = 20
MOST_CHANGE = settings.MAX_POOL * settings.CRITICAL_COST_FACTOR
DIFFICULTY = bounded_word(settings.MIN_DIFFICULTY, settings.MAX_DIFFICULTY)


@dataclass(frozen=True)
class Roster:
    """The campaign's characters and which one is playing."""

    characters: tuple[Character, ...]
    active: str | None


@dataclass(frozen=True)
class Trackers:
    """The campaign's effort trackers (challenges and foes)."""

    trackers: tuple[EffortTracker, ...]


def add_parsers(subs: Any) -> None:
    """Add the sheet and tracker subcommands to `tricube`."""
    ch = subs.add_parser("character", aliases=["personaje", "pj"], help=t("tricube.cmd.character"))
    chs = ch.add_subparsers(dest="action", required=True, metavar="new|show|list|use")
    new = chs.add_parser("new", aliases=["nuevo", "nueva"], help=t("tricube.cmd.character_new"))
    new.add_argument("name", nargs="?", help=t("tricube.help.name"))
    show = chs.add_parser("show", aliases=["ver"], help=t("tricube.cmd.character_show"))
    show.add_argument("name", nargs="?", help=t("tricube.help.name"))
    chs.add_parser("list", aliases=["lista"], help=t("tricube.cmd.character_list"))
    use = chs.add_parser("use", aliases=["usar"], help=t("tricube.cmd.character_use"))
    use.add_argument("name", help=t("tricube.help.name"))

    ef = subs.add_parser("effort", aliases=["esfuerzo"], help=t("tricube.cmd.effort"))
    efs = ef.add_subparsers(dest="action", required=True, metavar="new|foe|list|drop")
    made = efs.add_parser("new", aliases=["nuevo"], help=t("tricube.cmd.effort_new"))
    made.add_argument("name", help=t("tricube.help.tracker"))
    made.add_argument("tokens", type=bounded(1, MOST_TOKENS), help=t("tricube.help.tokens"))
    made.add_argument("--difficulty", "--dificultad", default="", type=DIFFICULTY,
                      help=t("tricube.help.difficulty"))
    enemy = efs.add_parser("foe", aliases=["enemigo"], help=t("tricube.cmd.effort_foe"))
    enemy.add_argument("name", help=t("tricube.help.tracker"))
    enemy.add_argument("--level", "--nivel", default="1", type=bounded(1, settings.MAX_LEVEL),
                       help=t("tricube.help.level"))
    enemy.add_argument("--boss", "--jefe", action="store_true", help=t("tricube.help.boss"))
    enemy.add_argument("--members", "--miembros", default="1", type=bounded(1, MOST_MEMBERS),
                       help=t("tricube.help.members"))
    enemy.add_argument("--difficulty", "--dificultad", default="", type=DIFFICULTY,
                       help=t("tricube.help.difficulty"))
    efs.add_parser("list", aliases=["lista"], help=t("tricube.cmd.effort_list"))
    drop = efs.add_parser("drop", aliases=["quitar"], help=t("tricube.cmd.effort_drop"))
    drop.add_argument("name", help=t("tricube.help.tracker"))

    for name, aliases, key in (("karma", [], "tricube.cmd.karma"),
                               ("resolve", ["resolucion"], "tricube.cmd.resolve")):
        pool = subs.add_parser(name, aliases=aliases, help=t(key))
        pool.add_argument("change", metavar="±N", type=bounded(-MOST_CHANGE, MOST_CHANGE),
                          help=t("tricube.help.change"))
        pool.add_argument("--pc", "--pj", metavar="NAME", help=t("tricube.help.pc"))
        if name == "resolve":
            pool.add_argument("--affliction", "--afliccion", metavar="TEXT",
                              help=t("tricube.help.affliction"))
            pool.add_argument("--critical", "--critico", action="store_true",
                              help=t("tricube.help.critical"))
    af = subs.add_parser("affliction", aliases=["afliccion"], help=t("tricube.cmd.affliction"))
    af.add_argument("action", choices=["add", "cure", "recover", "anadir", "añadir", "curar",
                                       "recuperar"],
                    help=t("tricube.help.affliction_action"))
    af.add_argument("text", nargs="+", metavar="TEXT", help=t("tricube.help.affliction"))
    af.add_argument("--permanent", "--permanente", action="store_true",
                    help=t("tricube.help.permanent"))
    af.add_argument("--pc", "--pj", metavar="NAME", help=t("tricube.help.pc"))
    adv = subs.add_parser("advance", aliases=["avance", "avanzar"], help=t("tricube.cmd.advance"))
    adv.add_argument("kind", help=t("tricube.help.advance_kind"))
    adv.add_argument("text", nargs="*", metavar="TEXT", help=t("tricube.help.advance_text"))
    adv.add_argument("--pc", "--pj", metavar="NAME", help=t("tricube.help.pc"))


def run(ctx: Context, sub: str, args: argparse.Namespace) -> object:
    """Run a sheet or tracker subcommand."""
    runners: Mapping[str, Callable[[Context, argparse.Namespace], object]] = {
        "character": _character, "effort": _effort, "karma": _karma, "resolve": _resolve,
        "affliction": _affliction, "advance": _advance}
    return runners[_SUBS.get(sub, sub)](ctx, args)


def _action(args: argparse.Namespace) -> str:
    return _ACTIONS.get(normalize(args.action), normalize(args.action))


def _current(ctx: Context, args: argparse.Namespace) -> tuple[TricubeState, Character]:
    ctx.require_campaign()
    state = load(ctx)
    character = state.character(getattr(args, "pc", None))
    if character is None:
        raise RuleError("tricube.error.no_character")
    return state, character


def _store(ctx: Context, state: TricubeState, character: Character, label: str,
           *extra: str) -> Character:
    save(ctx, state.with_character(character), label)
    ctx.record(mechanics(*extra, character_tag(character, journal_lang(ctx))))
    return character


def _character(ctx: Context, args: argparse.Namespace) -> object:
    act = _action(args)
    if act == "new":
        return _new_character(ctx, args.name)
    if act == "list":
        state = load(ctx)
        return Roster(state.characters, state.active)
    state = load(ctx)
    found = state.character(args.name) if act == "use" or args.name else state.character()
    if found is None:
        raise RuleError("tricube.error.no_character")
    if act == "use":
        ctx.require_campaign()
        save(ctx, state.with_character(found, activate=True), "tricube character use")
    return found


def _new_character(ctx: Context, name: str | None) -> Procedure[Character]:
    character = yield from create_character(name, journal_lang(ctx))
    if ctx.campaign is not None:
        save(ctx, load(ctx).with_character(character, activate=True), "tricube character new")
    return character


def _effort(ctx: Context, args: argparse.Namespace) -> object:
    ctx.require_campaign()
    state, act = load(ctx), _action(args)
    if act == "list":
        return Trackers(state.trackers)
    if act == "drop":
        save(ctx, state.without_tracker(args.name), "tricube effort drop")
        return Trackers(state.without_tracker(args.name).trackers)
    difficulty = parse_difficulty(args.difficulty)
    if act == "foe":
        tracker = foe(args.name, args.level, difficulty, boss=args.boss, members=args.members)
    else:
        tracker = effort(args.name, args.tokens, difficulty)
    save(ctx, state.with_tracker(tracker), "tricube effort new")
    ctx.record(mechanics(effort_text(tracker, journal_lang(ctx))))
    return tracker


def _karma(ctx: Context, args: argparse.Namespace) -> Character:
    state, character = _current(ctx, args)
    change: int = args.change
    changed = (pc.spend_karma(character, -change) if change < 0
               else pc.gain_karma(character, change))
    return _store(ctx, state, changed, "tricube karma")


def _resolve(ctx: Context, args: argparse.Namespace) -> object:
    state, character = _current(ctx, args)
    change: int = args.change
    if change >= 0:
        return _store(ctx, state, pc.gain_resolve(character, change), "tricube resolve")
    loss = afflictions.lose_resolve(character, -change)
    if not loss.defeated:
        return _store(ctx, state, loss.character, "tricube resolve")
    if args.affliction:
        return _defeated(ctx, state, loss.character, args.affliction, args.critical)
    return _ask_affliction(ctx, state, loss.character, args.critical)


def _ask_affliction(ctx: Context, state: TricubeState, character: Character,
                    critical: bool) -> Procedure[Character]:
    name = yield from ask(Ask("tricube.ask.affliction", {"name": character.name},
                              explain="tricube.explain.affliction"), parse_text)
    return _defeated(ctx, state, character, name, critical)


def _defeated(ctx: Context, state: TricubeState, character: Character, name: str,
              critical: bool) -> Character:
    after = afflictions.defeat(character, name, critical=critical)
    return _store(ctx, state, after, "tricube defeat",
                  affliction_text(after.afflictions[-1], journal_lang(ctx)))


def _affliction(ctx: Context, args: argparse.Namespace) -> Character:
    state, character = _current(ctx, args)
    text, act = " ".join(args.text), _action(args)
    if act == "add":
        gained = Affliction(parse_text(text), args.permanent)
        changed = replace(character, afflictions=(*character.afflictions, gained))
        return _store(ctx, state, changed, "tricube affliction",
                      affliction_text(gained, journal_lang(ctx)))
    heal = afflictions.cure_with_karma if act == "cure" else afflictions.recover
    return _store(ctx, state, heal(character, text), "tricube affliction")


def _advance(ctx: Context, args: argparse.Namespace) -> Character:
    state, character = _current(ctx, args)
    kind = _ADVANCE_WORDS.get(normalize(args.kind))
    if kind is None:
        raise InputError("tricube.error.bad_advance", value=args.kind,
                         choices=", ".join(k.value for k in AdvanceKind))
    return _store(ctx, state, advance(character, kind, " ".join(args.text)), "tricube advance")


def on_session_start(ctx: Context) -> list[object]:
    """Restore every character's Karma and Resolve to the session quota."""
    if ctx.campaign is None:
        return []
    state = load(ctx)
    shown: list[object] = []
    for character in state.characters:
        state = state.with_character(pc.start_session(character))
        restored = state.character(character.name)
        assert restored is not None
        shown.append(Message("tricube.msg.session", {"name": restored.name,
                                                    "karma": restored.karma,
                                                    "resolve": restored.resolve}))
        ctx.record(mechanics(character_tag(restored, journal_lang(ctx))))
    if state.characters:
        save(ctx, state, "tricube session")
    return shown


def toolbar(ctx: Context) -> str | None:
    """`Nia · Karma 2 · Resolución 3` for the active character."""
    if ctx.campaign is None:
        return None
    try:
        character = load(ctx).character()
    except Exception:  # a damaged file must not break the prompt
        return None
    if character is None:
        return None
    return t("tricube.toolbar", name=character.name, karma=character.karma,
             resolve=character.resolve)
