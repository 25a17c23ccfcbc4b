"""`tricube character|effort|karma|resolve|affliction|advance`: sheets and trackers."""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from solo.commands.base import Context, journal_lang, subcommand
from solo.commands.numbers import bounded, bounded_word
from solo.i18n import LANGUAGES, normalize, t
from solo.i18n.words import parse_word, shown_choices, words_of
from solo.journal.entry import consequence, mechanics
from solo.procedures.checked import checking
from solo.procedures.steps import Ask, Message, Procedure, ask
from solo.record import record
from solo.systems.tricube.commands.state import TricubeState, load, save
from solo.systems.tricube.procedures.answers import parse_text
from solo.systems.tricube.procedures.creation import create_character
from solo.systems.tricube.procedures.journal import (
    added_text,
    affliction_text,
    character_tag,
    dropped_text,
    effort_text,
    foe_text,
    healed_text,
    retired_text,
)
from solo.systems.tricube.rules import afflictions, settings
from solo.systems.tricube.rules import character as pc
from solo.systems.tricube.rules.advance import AdvanceKind, advance
from solo.systems.tricube.rules.character import Affliction, Character
from solo.systems.tricube.rules.dice import parse_difficulty
from solo.systems.tricube.rules.effort import EffortTracker, effort, foe
from solo.systems.tricube.rules.foes import parse_foe_traits

ADVANCE_WORDS: Mapping[AdvanceKind, str] = {
    AdvanceKind.PERK: "tricube.words.advance_perk",
    AdvanceKind.QUIRK: "tricube.words.advance_quirk",
    AdvanceKind.CONVERT: "tricube.words.advance_convert",
    AdvanceKind.KARMA: "tricube.words.advance_karma",
    AdvanceKind.RESOLVE: "tricube.words.advance_resolve",
}
AFFLICTION_WORDS: Mapping[str, str] = {
    "add": "tricube.words.affliction_add", "cure": "tricube.words.affliction_cure",
    "recover": "tricube.words.affliction_recover",
}


# Karma or Resolve in one change.
MOST_CHANGE = settings.MAX_POOL * settings.CRITICAL_COST_FACTOR
DIFFICULTY = bounded_word(settings.MIN_DIFFICULTY, settings.MAX_DIFFICULTY)


@record
class Roster:
    """The campaign's characters and which one is playing."""

    characters: tuple[Character, ...]
    active: str | None


@record
class Trackers:
    """The campaign's effort trackers (challenges and foes)."""

    trackers: tuple[EffortTracker, ...]


def add_parsers(subs: Any) -> None:
    """Add the sheet and tracker subcommands to `tricube`."""
    _character_parsers(subs)
    _effort_parsers(subs)
    for name, words, run, key in (("karma", "tricube.sub.karma", _karma, "tricube.cmd.karma"),
                                  ("resolve", "tricube.sub.resolve", _resolve,
                                   "tricube.cmd.resolve")):
        pool = subcommand(subs, name, words, run, help=t(key))
        pool.add_argument("change", metavar="±N", type=bounded(-MOST_CHANGE, MOST_CHANGE),
                          help=t("tricube.help.change"))
        pool.add_argument("--pc", "--pj", metavar="NAME", help=t("tricube.help.pc"))
        if name == "resolve":
            pool.add_argument("--affliction", "--afliccion", metavar="TEXT",
                              help=t("tricube.help.affliction"))
            pool.add_argument("--critical", "--critico", action="store_true",
                              help=t("tricube.help.critical"))
    af = subcommand(subs, "affliction", "tricube.sub.affliction", _affliction,
                    help=t("tricube.cmd.affliction"))
    af.add_argument("action", choices=_typed_words(AFFLICTION_WORDS.values()),
                    metavar=shown_choices(AFFLICTION_WORDS.values()),
                    help=t("tricube.help.affliction_action"))
    af.add_argument("text", nargs="+", metavar="TEXT", help=t("tricube.help.affliction"))
    af.add_argument("--permanent", "--permanente", action="store_true",
                    help=t("tricube.help.permanent"))
    af.add_argument("--pc", "--pj", metavar="NAME", help=t("tricube.help.pc"))
    adv = subcommand(subs, "advance", "tricube.sub.advance", _advance,
                     help=t("tricube.cmd.advance"))
    adv.add_argument("kind", metavar=t("tricube.meta.kind"), help=t("tricube.help.advance_kind"))
    adv.add_argument("text", nargs="*", metavar=t("tricube.meta.text"),
                     help=t("tricube.help.advance_text"))
    adv.add_argument("--pc", "--pj", metavar="NAME", help=t("tricube.help.pc"))


def _character_parsers(subs: Any) -> None:
    ch = subcommand(subs, "character", "tricube.sub.character", _character_show,
                    help=t("tricube.cmd.character"))
    chs = ch.add_subparsers(dest="action", required=True, metavar="new|show|list|use")
    new = subcommand(chs, "new", "tricube.sub.new", _character_new,
                     help=t("tricube.cmd.character_new"))
    new.add_argument("name", nargs="?", metavar=t("tricube.meta.name"),
                     help=t("tricube.help.name"))
    show = subcommand(chs, "show", "tricube.sub.show", _character_show,
                      help=t("tricube.cmd.character_show"))
    show.add_argument("name", nargs="?", metavar=t("tricube.meta.name"),
                      help=t("tricube.help.name"))
    subcommand(chs, "list", "tricube.sub.list", _character_list,
               help=t("tricube.cmd.character_list"))
    use = subcommand(chs, "use", "tricube.sub.use", _character_use,
                     help=t("tricube.cmd.character_use"))
    use.add_argument("name", metavar=t("tricube.meta.name"), help=t("tricube.help.name"))


def _effort_parsers(subs: Any) -> None:
    ef = subcommand(subs, "effort", "tricube.sub.effort", _effort_list,
                    help=t("tricube.cmd.effort"))
    efs = ef.add_subparsers(dest="action", required=True, metavar="new|foe|list|drop")
    made = subcommand(efs, "new", "tricube.sub.new", _effort_new,
                      help=t("tricube.cmd.effort_new"))
    made.add_argument("name", metavar=t("tricube.meta.name"), help=t("tricube.help.tracker"))
    made.add_argument("tokens", type=bounded(1, settings.MOST_MADE_TOKENS),
                      metavar=t("tricube.meta.tokens"), help=t("tricube.help.tokens"))
    made.add_argument("--difficulty", "--dificultad", default="", type=DIFFICULTY,
                      help=t("tricube.help.difficulty"))
    enemy = subcommand(efs, "foe", "tricube.sub.foe", _effort_foe,
                       help=t("tricube.cmd.effort_foe"))
    enemy.add_argument("name", metavar=t("tricube.meta.name"), help=t("tricube.help.tracker"))
    enemy.add_argument("--level", "--nivel", default="1", type=bounded(1, settings.MAX_LEVEL),
                       help=t("tricube.help.level"))
    enemy.add_argument("--boss", "--jefe", action="store_true", help=t("tricube.help.boss"))
    enemy.add_argument("--members", "--miembros", default="1",
                       type=bounded(1, settings.MOST_MEMBERS), help=t("tricube.help.members"))
    enemy.add_argument("--difficulty", "--dificultad", default="", type=DIFFICULTY,
                       help=t("tricube.help.difficulty"))
    enemy.add_argument("--traits", "--rasgos", default="", metavar=t("tricube.meta.foe_traits"),
                       help=t("tricube.help.foe_traits"))
    subcommand(efs, "list", "tricube.sub.list", _effort_list, help=t("tricube.cmd.effort_list"))
    drop = subcommand(efs, "drop", "tricube.sub.drop", _effort_drop,
                      help=t("tricube.cmd.effort_drop"))
    drop.add_argument("name", metavar=t("tricube.meta.name"), help=t("tricube.help.tracker"))


def _typed_words(keys: Iterable[str]) -> list[str]:
    """Every word of `keys` in every language, as typed and without accents (argparse choices)."""
    words = (word for key in keys for lang in LANGUAGES for word in words_of(key, lang))
    return list(dict.fromkeys(form for word in words for form in (word, normalize(word))))


def _current(ctx: Context, args: argparse.Namespace) -> tuple[TricubeState, Character]:
    ctx.require_campaign()
    state = load(ctx)
    return state, state.character(getattr(args, "pc", None))


def _store(ctx: Context, state: TricubeState, character: Character, label: str,
           *extra: str) -> Character:
    save(ctx, state.with_character(character), label)
    ctx.record(mechanics(*extra, character_tag(character, journal_lang(ctx))))
    return character


def _character_list(ctx: Context, _args: argparse.Namespace) -> Roster:
    state = load(ctx)
    return Roster(state.characters.items, state.active)


def _character_show(ctx: Context, args: argparse.Namespace) -> Character:
    return load(ctx).character(args.name or None)


def _character_use(ctx: Context, args: argparse.Namespace) -> Character:
    state = load(ctx)
    found = state.character(args.name)
    ctx.require_campaign()
    save(ctx, state.with_character(found, activate=True), "tricube character use")
    return found


def _character_new(ctx: Context, args: argparse.Namespace) -> Procedure[Character]:
    return _new_character(ctx, args.name)


def _new_character(ctx: Context, name: str | None) -> Procedure[Character]:
    creation = create_character(name, journal_lang(ctx))
    if ctx.campaign is not None:  # a sheet never replaces another of that name
        taken = load(ctx)
        taken.refuse_taken(name)
        creation = checking(creation, "tricube.ask.name", taken.refuse_taken)
    character = yield from creation
    if ctx.campaign is not None:
        save(ctx, load(ctx).with_character(character, activate=True), "tricube character new")
    return character


def _effort_list(ctx: Context, _args: argparse.Namespace) -> Trackers:
    ctx.require_campaign()
    return Trackers(load(ctx).trackers.items)


def _effort_drop(ctx: Context, args: argparse.Namespace) -> Trackers:
    ctx.require_campaign()
    state = load(ctx)
    gone = state.tracker(args.name)
    left = state.without_tracker(gone.name)
    save(ctx, left, "tricube effort drop")
    ctx.record(mechanics(dropped_text(gone, journal_lang(ctx))))
    return Trackers(left.trackers.items)


def _effort_new(ctx: Context, args: argparse.Namespace) -> EffortTracker:
    ctx.require_campaign()
    return _new_tracker(ctx, effort(args.name, args.tokens, parse_difficulty(args.difficulty)))


def _effort_foe(ctx: Context, args: argparse.Namespace) -> EffortTracker:
    ctx.require_campaign()
    return _new_tracker(ctx, foe(args.name, args.level, parse_difficulty(args.difficulty),
                                 boss=args.boss, members=args.members,
                                 traits=parse_foe_traits(args.traits)))


def _new_tracker(ctx: Context, tracker: EffortTracker) -> EffortTracker:
    save(ctx, load(ctx).with_tracker(tracker), "tricube effort new")
    lang = journal_lang(ctx)
    ctx.record(mechanics(effort_text(tracker, lang), foe_text(tracker, lang)))
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
    lang = journal_lang(ctx)
    return _store(ctx, state, after, "tricube defeat",
                  affliction_text(after.afflictions[-1], lang, after.name),
                  consequence(t("tricube.journal.sits_out", lang, name=after.name)),
                  *_retiring(character, after, lang))


def _retiring(before: Character, after: Character, lang: str) -> list[str]:
    """The journal's line when an affliction retires the character (none if it already was)."""
    return [retired_text(after.name, lang)] if after.retired and not before.retired else []


def _affliction(ctx: Context, args: argparse.Namespace) -> Character:
    state, character = _current(ctx, args)
    text = " ".join(args.text)
    act = parse_word(args.action, AFFLICTION_WORDS, "tricube.error.bad_choice")
    lang = journal_lang(ctx)
    if act == "add":
        gained = Affliction(parse_text(text), args.permanent)
        changed = replace(character, afflictions=(*character.afflictions, gained))
        return _store(ctx, state, changed, "tricube affliction",
                      added_text(changed.name, gained, lang), *_retiring(character, changed, lang))
    heal = afflictions.cure_with_karma if act == "cure" else afflictions.recover
    healed = heal(character, text)
    gone = next(a for a in character.afflictions if a not in healed.afflictions)
    return _store(ctx, state, healed, "tricube affliction",
                  healed_text(healed.name, gone, lang, cured=act == "cure"))


def _advance(ctx: Context, args: argparse.Namespace) -> Character:
    state, character = _current(ctx, args)
    kind = parse_word(args.kind, ADVANCE_WORDS, "tricube.error.bad_advance")
    advanced = advance(character, kind, " ".join(args.text))
    said = t(ADVANCE_JOURNAL[kind], journal_lang(ctx), name=advanced.name,
             number=advanced.advances, text=" ".join(args.text).strip(),
             karma=advanced.karma_max, resolve=advanced.resolve_max, level=advanced.level)
    return _store(ctx, state, advanced, "tricube advance", consequence(said))


#: What each kind of advance writes in the journal (whose, which advance, what it gave).
ADVANCE_JOURNAL: Mapping[AdvanceKind, str] = {
    AdvanceKind.PERK: "tricube.journal.advance.perk",
    AdvanceKind.QUIRK: "tricube.journal.advance.quirk",
    AdvanceKind.CONVERT: "tricube.journal.advance.convert",
    AdvanceKind.KARMA: "tricube.journal.advance.karma",
    AdvanceKind.RESOLVE: "tricube.journal.advance.resolve",
}


def on_session_start(ctx: Context) -> list[object]:
    """Restore every character's Karma and Resolve to the session quota."""
    if ctx.campaign is None:
        return []
    state = load(ctx)
    shown: list[object] = []
    for character in state.characters:
        state = state.with_character(pc.start_session(character))
        restored = state.character(character.name)
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
        character = load(ctx).character_or_none()
    except Exception:  # a damaged file must not break the prompt
        return None
    if character is None:
        return None
    line = t("tricube.toolbar", name=character.name, karma=character.karma,
             resolve=character.resolve)
    return line + (t("tricube.toolbar.sitting_out") if character.sitting_out else "")
