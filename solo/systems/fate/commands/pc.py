"""`fate character|sheet|aspect|points|compel|refresh|end|recover|concede`: the table's state."""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import Any

from solo.commands.base import Context, journal_lang, parse_int, subcommand
from solo.commands.numbers import bounded, bounded_word
from solo.errors import InputError, RuleError
from solo.i18n import normalize, t
from solo.i18n.words import parse_word, shown_choices
from solo.journal.entry import consequence, mechanics, tag
from solo.procedures.checked import checking
from solo.procedures.steps import Message, Procedure
from solo.record import record
from solo.systems.fate.commands import heal as fate_heal
from solo.systems.fate.commands.edition import edition_of
from solo.systems.fate.commands.state import FateState, load, save
from solo.systems.fate.commands.words import ASPECT_ACTIONS, CHARACTER_ACTIONS, typed_words
from solo.systems.fate.procedures.create import create_character
from solo.systems.fate.rules.aspects import FREE_INVOKES_MAX, Aspect, AspectKind
from solo.systems.fate.rules.character import Character, Role, mook
from solo.systems.fate.rules.consequences import MOMENT_LINES, MOMENT_WORDS, MOST_CONSEQUENCES
from solo.systems.fate.rules.fate_points import (
    COMPEL_WORDS,
    FATE_POINTS_MAX,
    CompelAnswer,
    compel,
    refresh_points,
)
from solo.systems.fate.rules.harm import concede
from solo.systems.fate.rules.stress import MOST_BOXES


@record
class Roster:
    """The campaign's characters and which one is active."""

    characters: tuple[Character, ...]
    active: str | None
    done: tuple[Message, ...] = ()     # what an upkeep just did, one line each, shown first


@record
class SceneAspects:
    """The situation aspects and boosts in play, and the GM's pool."""

    aspects: tuple[Aspect, ...]
    gm_points: int | None


@record
class PointsChange:
    """A character's fate points before and after something happened."""

    name: str
    before: int
    after: int
    reason: str


def add_parsers(subs: Any) -> None:
    """Add the character and table-state subcommands."""
    character = subcommand(subs, "character", "fate.sub.character", run_character,
                         help=t("fate.cmd.character"))
    character.add_argument("action", nargs="?", default="list",
                           choices=typed_words(CHARACTER_ACTIONS),
                           metavar=shown_choices(CHARACTER_ACTIONS.values()),
                           help=t("fate.help.char_action"))
    character.add_argument("name", nargs="?", help=t("fate.help.name"))
    character.add_argument("--edition", "--edicion", help=t("fate.help.edition"))
    character.add_argument("--good", "--bueno", default="", help=t("fate.help.good"))
    character.add_argument("--bad", "--malo", default="", help=t("fate.help.bad"))
    character.add_argument("--boxes", "--casillas", default="1", type=bounded(0, MOST_BOXES),
                           help=t("fate.help.boxes"))
    character.add_argument("--as-npc", "--como-pnj", dest="as_npc", action="store_true",
                           help=t("fate.help.as_npc"))
    sheet = subcommand(subs, "sheet", "fate.sub.sheet", run_sheet,
                     help=t("fate.cmd.sheet"))
    sheet.add_argument("name", nargs="?", help=t("fate.help.name"))
    aspect = subcommand(subs, "aspect", "fate.sub.aspect", run_aspect,
                      help=t("fate.cmd.aspect"))
    aspect.add_argument("action", nargs="?", default="list",
                        choices=typed_words(ASPECT_ACTIONS),
                        metavar=shown_choices(ASPECT_ACTIONS.values()),
                        help=t("fate.help.aspect_action"))
    aspect.add_argument("name", nargs="*", help=t("fate.help.aspect_name"))
    aspect.add_argument("--free", "--gratis", default="0", type=bounded(0, FREE_INVOKES_MAX),
                        help=t("fate.help.free"))
    aspect.add_argument("--boost", "--impulso", action="store_true", help=t("fate.help.boost"))
    compelled = subcommand(subs, "compel", "fate.sub.compel", run_compel,
                         help=t("fate.cmd.compel"))
    compelled.add_argument("answer", choices=typed_words(COMPEL_WORDS),
                           metavar=shown_choices(COMPEL_WORDS.values()),
                           help=t("fate.help.compel"))
    compelled.add_argument("aspect", nargs="*", help=t("fate.help.compel_aspect"))
    compelled.add_argument("--pc", "--pj", help=t("fate.help.pc"))
    points = subcommand(subs, "points", "fate.sub.points", run_points,
                      help=t("fate.cmd.points"))
    points.add_argument("change", nargs="?", help=t("fate.help.change"), type=bounded_word(
        0, FATE_POINTS_MAX, prefix="", step=FATE_POINTS_MAX))
    points.add_argument("--pc", "--pj", help=t("fate.help.pc"))
    subcommand(subs, "refresh", "fate.sub.refresh", run_refresh, help=t("fate.cmd.refresh"))
    end = subcommand(subs, "end", "fate.sub.end", run_end,
                   help=t("fate.cmd.end"))
    end.add_argument("moment", choices=typed_words(MOMENT_WORDS),
                     metavar=shown_choices(MOMENT_WORDS.values()), help=t("fate.help.moment"))
    fate_heal.add_parser(subs)
    conceded = subcommand(subs, "concede", "fate.sub.concede", run_concede,
                        help=t("fate.cmd.concede"))
    conceded.add_argument("--consequences", "--consecuencias", default="0",
                          type=bounded(0, MOST_CONSEQUENCES),
                          help=t("fate.help.consequences"))
    conceded.add_argument("--pc", "--pj", help=t("fate.help.pc"))


def _created(ctx: Context, procedure: Procedure[Character],
             as_npc: bool = False) -> Procedure[Character]:
    sheet = yield from checking(procedure, "fate.create.ask_name", load(ctx).refuse_taken)
    if as_npc:
        sheet = replace(sheet, role=Role.NPC)
    save(ctx, load(ctx).with_character(sheet, activate=not as_npc), "fate character")
    return sheet


def run_character(ctx: Context, args: argparse.Namespace) -> object:
    """Create (guided), list, pick, add an NPC, or remove a character."""
    action = parse_word(args.action, CHARACTER_ACTIONS, "fate.error.choice")
    state = load(ctx)
    if action == "new":
        if args.name:                    # `fate character new Irene`: not asked again
            state.refuse_taken(args.name)
        return _created(ctx, create_character(edition_of(ctx, args.edition), journal_lang(ctx),
                                              name=args.name or None, npc=args.as_npc),
                        args.as_npc)
    if action == "list":
        return Roster(state.characters.items, state.active)
    if not args.name:
        raise RuleError("fate.error.name_required")
    if action == "use":
        found = state.characters.get(args.name)
        save(ctx, replace(state, active=found.name), "fate character")
        return Roster(state.characters.items, found.name)
    if action == "remove":
        after = state.without_character(args.name)
        save(ctx, after, "fate character")
        return Roster(after.characters.items, after.active)
    good = tuple(w for w in args.good.split(",") if w.strip())
    bad = tuple(w for w in args.bad.split(",") if w.strip())
    boxes: int = args.boxes
    if boxes < 0:
        raise InputError("fate.error.boxes_negative", value=args.boxes)
    npc = mook(args.name, edition_of(ctx, args.edition), good_at=good, bad_at=bad, boxes=boxes)
    save(ctx, state.with_character(npc), "fate npc")
    ctx.record(mechanics(tag("N", npc.name, *(tr.marks() for tr in npc.tracks if tr.marks()))))
    return npc


def run_sheet(ctx: Context, args: argparse.Namespace) -> Character:
    """A character's sheet (the active one by default)."""
    return load(ctx).character(args.name)


def run_aspect(ctx: Context, args: argparse.Namespace) -> SceneAspects:
    """Add, list or remove situation aspects and boosts."""
    state = load(ctx)
    action = parse_word(args.action, ASPECT_ACTIONS, "fate.error.choice")
    name = " ".join(args.name).strip()
    if action == "list":
        return SceneAspects(state.aspects, state.gm_points)
    if not name:
        raise RuleError("fate.error.aspect_name")
    if action == "add":
        kind = AspectKind.BOOST if args.boost else AspectKind.SITUATION
        free: int = 1 if args.boost else args.free
        if not 0 <= free <= FREE_INVOKES_MAX:
            raise InputError("fate.error.free_invokes", value=args.free, most=FREE_INVOKES_MAX)
        aspects = (*state.aspects, Aspect(name, kind, free))
        ctx.record(mechanics(consequence(t("fate.journal.aspect", journal_lang(ctx), name=name,
                                           free=free))))
    else:
        aspects = tuple(a for a in state.aspects if normalize(a.name) != normalize(name))
        if len(aspects) == len(state.aspects):
            raise RuleError("fate.error.unknown_aspect", value=name)
    save(ctx, replace(state, aspects=aspects), "fate aspect")
    return SceneAspects(aspects, state.gm_points)


def _points(ctx: Context, state: FateState, sheet: Character, after: int,
            reason: str, *why: str) -> PointsChange:
    changed = sheet.with_points(after)
    save(ctx, state.with_character(changed), f"fate {reason}")
    ctx.record(mechanics(*why, tag("PC", sheet.name, t("fate.journal.points", journal_lang(ctx),
                                                       points=after))))
    return PointsChange(sheet.name, sheet.fate_points, after, reason)


_COMPELLED = {CompelAnswer.ACCEPT: "fate.journal.compel_accepted",
              CompelAnswer.REFUSE: "fate.journal.compel_refused"}


def compelled_aspect(state: FateState, sheet: Character, typed: str) -> str:
    """The aspect compelled, as on the sheet or in the scene (accents optional; the start of
    one aspect is enough)."""
    known = (*(a.name for a in sheet.character_aspects()), *(a.name for a in state.aspects))
    found = next((name for name in known if normalize(name) == normalize(typed)), None)
    starting = {name for name in known if normalize(name).startswith(normalize(typed))}
    if found is None and len(starting) == 1:      # the start of one aspect is enough
        found = starting.pop()
    if found is None:
        raise RuleError("fate.error.unknown_compel", value=typed,
                        known=", ".join(known) or "—")
    return found


def run_compel(ctx: Context, args: argparse.Namespace) -> PointsChange:
    """Accept a compel on an aspect (gain a point) or refuse it (pay one); journal the aspect."""
    state = load(ctx)
    sheet = state.character(args.pc)
    answer = parse_word(args.answer, COMPEL_WORDS, "fate.error.choice")
    typed = " ".join(args.aspect).strip()
    if not typed:        # a compel is always on an aspect: the journal says which
        known = (*(a.name for a in sheet.character_aspects()), *(a.name for a in state.aspects))
        raise RuleError("fate.error.compel_aspect", answer=args.answer,
                        known=", ".join(known) or "—")
    why = (consequence(t(_COMPELLED[answer], journal_lang(ctx), name=sheet.name,
                         aspect=compelled_aspect(state, sheet, typed))),)
    return _points(ctx, state, sheet, compel(sheet.fate_points, answer), f"compel_{answer}",
                   *why)


def run_points(ctx: Context, args: argparse.Namespace) -> PointsChange:
    """Show a character's fate points, or change them (`+1`, `-2`, `4`)."""
    state = load(ctx)
    sheet = state.character(args.pc)
    if not args.change:
        return PointsChange(sheet.name, sheet.fate_points, sheet.fate_points, "show")
    change = args.change.strip()
    value = parse_int(change)
    after = sheet.fate_points + value if change[0] in "+-" else value
    if after > FATE_POINTS_MAX:
        raise InputError("fate.error.points_max", value=args.change, points=after,
                         most=FATE_POINTS_MAX)
    return _points(ctx, state, sheet, after, "points")


def refreshed(state: FateState) -> tuple[FateState, tuple[PointsChange, ...]]:
    """Every PC starts the session with max(refresh, points left)."""
    changes = tuple(PointsChange(c.name, c.fate_points, refresh_points(c.refresh, c.fate_points),
                                 "refresh") for c in state.pcs())
    sheets = tuple(c.with_points(refresh_points(c.refresh, c.fate_points)) for c in state.pcs())
    return state.with_characters(sheets), changes


def run_refresh(ctx: Context, _args: argparse.Namespace) -> tuple[PointsChange, ...]:
    """Refresh every PC's fate points."""
    state, changes = refreshed(load(ctx))
    save(ctx, state, "fate refresh")
    return changes


def on_session_start(ctx: Context) -> list[object]:
    """`session start`: refresh every PC's fate points."""
    state, changes = refreshed(load(ctx))
    save(ctx, state, "fate refresh")
    lang = journal_lang(ctx)
    if changes:
        ctx.record(mechanics(*(consequence(t("fate.msg.refreshed", lang, name=c.name,
                                             points=c.after)) for c in changes)))
    return [Message("fate.msg.refreshed", {"name": c.name, "points": c.after}) for c in changes]


def run_end(ctx: Context, args: argparse.Namespace) -> Roster:
    """End a scene, session or scenario: stress clears, consequences heal, scene aspects go."""
    from solo.systems.fate.commands.upkeep import end_of

    moment = parse_word(args.moment, MOMENT_WORDS, "fate.error.choice")
    done = end_of(ctx, moment, headline=MOMENT_LINES[moment])
    after = load(ctx)
    return Roster(after.characters.items, after.active,
                  tuple(m for m in done if isinstance(m, Message)))


def run_concede(ctx: Context, args: argparse.Namespace) -> PointsChange:
    """Concede a conflict: one fate point plus one per consequence taken in it."""
    state = load(ctx)
    sheet = state.character(args.pc)
    taken: int = args.consequences
    if not 0 <= taken <= len(sheet.consequences):
        raise InputError("fate.error.concede_consequences", value=args.consequences,
                         most=len(sheet.consequences))
    after = concede(sheet, taken)
    return _points(ctx, state, sheet, after.fate_points, "concede")


def toolbar(ctx: Context) -> str | None:
    """`Nia · PF 3 · [1][X][3] · leve: Torcedura` for the shell's bottom toolbar."""
    if ctx.campaign is None:
        return None
    state = load(ctx)
    if state.active is None:
        return None
    sheet = state.character()
    if sheet.role is not Role.PC:
        return None
    taken = ", ".join(f"{t(s.severity.label_key)}: {s.aspect}"
                      for s in sheet.consequences if not s.empty)
    parts = [sheet.name, t("fate.journal.points", points=sheet.fate_points),
             " ".join(tr.marks() for tr in sheet.tracks), taken]
    return " · ".join(p for p in parts if p)
