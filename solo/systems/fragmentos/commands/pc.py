"""`frag character`, `frag superacion`, `frag amenaza` and `frag scene`: sheets and pools."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from solo.commands.base import Context, journal_lang, subcommand
from solo.commands.numbers import bounded
from solo.errors import InputError, RuleError
from solo.i18n import normalize, t
from solo.i18n.words import parse_word, shown_word
from solo.journal.entry import consequence, mechanics
from solo.procedures.checked import checking
from solo.procedures.steps import Procedure
from solo.procedures.told import told_mark, was_shown
from solo.record import record
from solo.systems.fragmentos.commands.state import FragState, load, save
from solo.systems.fragmentos.procedures import answers
from solo.systems.fragmentos.procedures.creation import guided_character
from solo.systems.fragmentos.procedures.lines import sheet_tag, superacion_line, threat_line
from solo.systems.fragmentos.rules import superacion as sup
from solo.systems.fragmentos.rules.character import Character, Characteristic
from solo.systems.fragmentos.rules.conflict import Rank, parse_rank
from solo.systems.fragmentos.rules.order import action_order
from solo.systems.fragmentos.rules.threat import check_threat, is_severe, raise_threat, spend_threat

# Threat points one command sets, raises or spends (the level is severe from 8).
MOST_THREAT = 30


@record
class SheetView:
    """One sheet and the amenaza, to show."""

    character: Character
    threat: int
    active: bool
    sheet_shown: bool = told_mark()
    """The creation already showed the sheet (not printed again)."""

    def told(self, shown: Sequence[object]) -> SheetView:
        """This view, marked when `shown` holds its sheet."""
        return replace(self, sheet_shown=was_shown(self.character, shown))

    def to_json(self) -> dict[str, Any]:
        """The sheet's data plus the amenaza."""
        return {**self.character.to_data(), "threat": self.threat, "active": self.active,
                "out": self.character.out}


@record
class SheetList:
    """Every sheet of the campaign."""

    characters: tuple[Character, ...]
    active: str | None
    threat: int

    def to_json(self) -> dict[str, Any]:
        """Names, ranks and pools."""
        return {"characters": [{"name": c.name, "rank": c.rank, "superacion": c.superacion,
                                "out": c.out} for c in self.characters],
                "active": self.active, "threat": self.threat}


@record
class SpendReport:
    """A use of superación (or a gain): who paid, who got the point, the amenaza."""

    use: str
    name: str
    superacion: int
    threat: int
    threat_before: int
    receiver: str | None = None
    receiver_superacion: int | None = None
    crossed_out: str | None = None
    target: str = ""


@record
class ThreatReport:
    """The amenaza before and after a change, and whether it has reached 8."""

    before: int
    threat: int
    severe: bool


@record
class SceneOrder:
    """Who acts, in order, in the new scene, and what each who hurried paid."""

    order: tuple[str, ...]
    hurried: tuple[SpendReport, ...] = ()


def add_parsers(subs: Any) -> None:
    """Add `character`, `superacion`, `amenaza` and `scene` to `frag`."""
    ch = subcommand(subs, "character", "frag.sub.character", run_character_show,
                    help=t("frag.cmd.character"))
    actions = ch.add_subparsers(dest="action", required=True, metavar="new|show|list|use")
    new = subcommand(actions, "new", "frag.sub.character.new", run_character_new,
                     help=t("frag.cmd.character_new"))
    new.add_argument("name", nargs="*", metavar=t("frag.meta.name"), help=t("frag.help.new_name"))
    new.add_argument("--rank", "--rango", default="main", metavar="RANK", help=t("frag.help.rank"))
    show = subcommand(actions, "show", "frag.sub.character.show", run_character_show,
                      help=t("frag.cmd.character_show"))
    show.add_argument("name", nargs="?", metavar=t("frag.meta.name"), help=t("frag.help.pc"))
    subcommand(actions, "list", "frag.sub.character.list", run_character_list,
               help=t("frag.cmd.character_list"))
    use = subcommand(actions, "use", "frag.sub.character.use", run_character_use,
                     help=t("frag.cmd.character_use"))
    use.add_argument("name", metavar=t("frag.meta.name"), help=t("frag.help.pc"))
    spend_p = subcommand(subs, "superacion", "frag.sub.superacion", run_superacion,
                         help=t("frag.cmd.superacion"))
    spend_p.add_argument("use", metavar="USE",
                         help=t("frag.help.use",
                                uses=", ".join(shown_word(key) for key in USE_WORDS.values())))
    spend_p.add_argument("target", nargs="*", metavar="NAME", help=t("frag.help.target"))
    spend_p.add_argument("--pc", "--pj", metavar="NAME", help=t("frag.help.pc"))
    spend_p.add_argument("--owner", "--dueño", "--dueno", metavar="NAME", help=t("frag.help.owner"))
    spend_p.add_argument("--harms", "--perjudica", action="store_true", help=t("frag.help.harms"))
    spend_p.add_argument("--focus", "--en", metavar="X", help=t("frag.help.focus"))
    threat = subcommand(subs, "amenaza", "frag.sub.threat", run_threat, help=t("frag.cmd.threat"))
    threat.add_argument("action", nargs="?", default="show", metavar="show|set|raise|spend",
                        help=t("frag.help.threat_action"))
    threat.add_argument("points", nargs="?", default="1", metavar="N",
                        type=bounded(0, MOST_THREAT), help=t("frag.help.points"))
    scene = subcommand(subs, "scene", "frag.sub.scene", run_scene, help=t("frag.cmd.scene"))
    scene.add_argument("names", nargs="*", metavar="NAME[:RANK]", help=t("frag.help.scene_names"))
    scene.add_argument("--hurry", "--apresurarse", action="append", default=[], metavar="NAME",
                       help=t("frag.help.hurry"))


def run_character_new(ctx: Context, args: argparse.Namespace) -> Procedure[SheetView]:
    """Create a sheet of the rank given, step by step."""
    load(ctx)
    return _new(ctx, parse_rank(args.rank), " ".join(args.name) or None)


def run_character_list(ctx: Context, _args: argparse.Namespace) -> SheetList:
    """Every sheet of the campaign."""
    state = load(ctx)
    return SheetList(state.characters.items, state.active, state.threat)


def run_character_use(ctx: Context, args: argparse.Namespace) -> SheetView:
    """Make a sheet the active one."""
    state = load(ctx)
    sheet = state.character(args.name)
    save(ctx, state.with_character(sheet, activate=True), "frag character use")
    return SheetView(sheet, state.threat, True)


def run_character_show(ctx: Context, args: argparse.Namespace) -> SheetView:
    """One sheet (the active one by default)."""
    state = load(ctx)
    sheet = state.character(args.name)
    return SheetView(sheet, state.threat, sheet.name == state.active)


def _new(ctx: Context, rank: Rank, name: str | None) -> Procedure[SheetView]:
    ctx.require_campaign()
    taken = load(ctx)
    taken.refuse_taken(name)  # before the questions, not after them
    sheet = yield from checking(guided_character(rank, journal_lang(ctx), name), "frag.ask.name",
                                taken.refuse_taken)
    state = load(ctx).with_character(sheet)
    save(ctx, state, "frag character new")
    return SheetView(sheet, state.threat, sheet.name == state.active)


Handler = Callable[[Character, int, argparse.Namespace, FragState], sup.Spent]


def _target(args: argparse.Namespace) -> str:
    if not args.target:
        raise InputError("frag.error.target_missing")
    return " ".join(args.target)


def _quality(sheet: Character, threat: int, args: argparse.Namespace,
             state: FragState) -> sup.Spent:
    owner = state.character(args.owner) if args.owner else sheet
    return sup.activate_quality(sheet, threat, _target(args), owner, harms_owner=args.harms)


def _protect(sheet: Character, threat: int, state: FragState) -> sup.Spent:
    """Pay script protection for the last loss of `sheet`, and give the points back."""
    last = state.last_harm
    if last is None or normalize(last.name) != normalize(sheet.name):
        raise RuleError("frag.error.nothing_to_protect", name=sheet.name)
    done = sup.protect(sheet, threat)
    ch = Characteristic(last.characteristic)
    healed = done.character.with_score(ch, done.character.score(ch).current + last.loss)
    return replace(done, character=healed)


USES: Mapping[str, Handler] = {
    "retry": lambda c, th, _a, _s: sup.spend(c, th, sup.Use.RETRY),
    "protect": lambda c, th, _a, s: _protect(c, th, s),
    "quality": _quality,
    "supernatural": lambda c, th, a, _s: sup.use_supernatural(c, th, _target(a)),
    "strength": lambda c, th, _a, _s: sup.full_strength(c, th),
    "rest": lambda c, th, a, _s: sup.rest(c, th, answers.characteristic(a.focus)
                                         if a.focus else None),
    "hurry": lambda c, th, _a, _s: sup.spend(c, th, sup.Use.HURRY),
    "cross-out": lambda c, th, a, _s: sup.Spent(sup.Use.ACTIVATE_QUALITY,
                                               sup.cross_out(c, _target(a)), th,
                                               crossed_out=_target(a)),
    "award": lambda c, th, _a, _s: sup.Spent(sup.Use.ACTIVATE_QUALITY, sup.award(c), th),
    "gm": lambda c, th, _a, _s: sup.gm_activates_against(c, th),
}
USE_WORDS: Mapping[str, str] = {
    "retry": "frag.name.use.retry", "protect": "frag.name.use.protect",
    "quality": "frag.name.use.quality", "supernatural": "frag.name.use.supernatural",
    "strength": "frag.name.use.strength", "rest": "frag.name.use.rest",
    "hurry": "frag.name.use.hurry", "cross-out": "frag.name.use.cross-out",
    "award": "frag.name.use.award", "gm": "frag.name.use.gm",
}
"""The words a player may type for each use (the first one is listed)."""
USE_JOURNAL_KEYS: Mapping[str, str] = {
    "retry": "frag.journal.use.retry", "protect": "frag.journal.use.protect",
    "quality": "frag.journal.use.quality", "supernatural": "frag.journal.use.supernatural",
    "strength": "frag.journal.use.strength", "rest": "frag.journal.use.rest",
    "hurry": "frag.journal.use.hurry", "cross-out": "frag.journal.use.cross-out",
    "award": "frag.journal.use.award", "gm": "frag.journal.use.gm",
}


def run_superacion(ctx: Context, args: argparse.Namespace) -> SpendReport:
    """Spend (or gain) superación for one of its uses, and move the point where it goes."""
    use = parse_word(args.use, USE_WORDS, "frag.error.bad_use")
    state = load(ctx)
    sheet = state.character(args.pc)
    done = USES[use](sheet, state.threat, args, state)
    new_state = state.with_character(done.character).with_threat(done.threat)
    if done.receiver is not None:
        new_state = new_state.with_character(done.receiver)
    if use == "protect":
        new_state = replace(new_state, last_harm=None)
    lang = journal_lang(ctx)
    got = done.receiver
    ctx.record(mechanics(sheet_tag(done.character, lang),
                         consequence(t(USE_JOURNAL_KEYS[use], lang, name=sheet.name,
                                       target=" ".join(args.target))),
                         superacion_line(got.name, got.superacion - 1, got.superacion, lang)
                         if got is not None else "",
                         threat_line(state.threat, done.threat, lang)
                         if done.threat != state.threat else ""))
    save(ctx, new_state, f"frag superacion {use}")
    return SpendReport(use, sheet.name, done.character.superacion, done.threat, state.threat,
                       done.receiver.name if done.receiver else None,
                       done.receiver.superacion if done.receiver else None, done.crossed_out,
                       " ".join(args.target))


THREAT_ACTIONS: Mapping[str, Callable[[int, int], int]] = {
    "show": lambda level, _points: level,
    "set": lambda _level, n: check_threat(n),
    "raise": raise_threat,
    "spend": spend_threat,
}
THREAT_WORDS: Mapping[str, str] = {
    "show": "frag.name.threat.show", "set": "frag.name.threat.set",
    "raise": "frag.name.threat.raise", "spend": "frag.name.threat.spend",
}


def run_threat(ctx: Context, args: argparse.Namespace) -> ThreatReport:
    """Show or change the amenaza."""
    action = parse_word(args.action, THREAT_WORDS, "frag.error.bad_threat_action")
    state = load(ctx)
    level = THREAT_ACTIONS[action](state.threat, args.points)
    if level != state.threat:
        ctx.require_campaign()
        ctx.record(mechanics(threat_line(state.threat, level, journal_lang(ctx))))
        save(ctx, state.with_threat(level), f"frag amenaza {action}")
    return ThreatReport(state.threat, level, is_severe(level))


def run_scene(ctx: Context, args: argparse.Namespace) -> SceneOrder:
    """Start a scene: the order of action, each hurry paid, every sheet back to current scores.

    A typed name that has a sheet in play is that sheet (listed once, with its own rank).
    """
    state = load(ctx)
    cast = [(c.name, c.rank) for c in state.characters if c.out is None]
    listed = {normalize(name) for name, _rank in cast}
    for item in args.names:
        name, _, rank = item.partition(":")
        parsed = parse_rank(rank) if rank else Rank.SECONDARY
        if normalize(name) not in listed:
            listed.add(normalize(name))
            cast.append((name, parsed))
    hurried = _hurried(cast, args.hurry)
    lang = journal_lang(ctx)
    lines = [consequence(t("frag.upkeep.full_strength_ends", lang, name=sheet.name))
             for sheet in state.characters if sheet.full_strength]
    paid: list[SpendReport] = []
    for name in sorted(hurried, key=[n for n, _rank in cast].index):
        state, report = _pay_hurry(state, name, dict(cast)[name])
        paid.append(report)
        lines += _spend_lines(report, lang)
    order = action_order(cast, hurried=hurried)
    if state.characters:
        for sheet in state.characters:
            state = state.with_character(sup.end_scene(sheet))
        save(ctx, state, "frag scene")
    ctx.record(mechanics(*lines, consequence(t("frag.journal.order", lang,
                                               order=", ".join(order)))))
    return SceneOrder(order, tuple(paid))


def _pay_hurry(state: FragState, name: str, rank: Rank) -> tuple[FragState, SpendReport]:
    """Charge a main character's superación for hurrying (one with a sheet; it costs a point)."""
    if rank is not Rank.MAIN:
        raise RuleError("frag.error.hurry_not_main", name=name)
    sheet = state.characters.get_or_none(name)
    if sheet is None:
        raise RuleError("frag.error.hurry_no_sheet", name=name)
    done = sup.spend(sheet, state.threat, sup.Use.HURRY)
    report = SpendReport("hurry", sheet.name, done.character.superacion, done.threat,
                         state.threat)
    return state.with_character(done.character).with_threat(done.threat), report


def _spend_lines(report: SpendReport, lang: str) -> list[str]:
    """`=> Barbara se apresura`, whose superación it cost, the amenaza the point raised."""
    return [consequence(t(USE_JOURNAL_KEYS[report.use], lang, name=report.name,
                          target=report.target)),
            superacion_line(report.name, report.superacion + 1, report.superacion, lang),
            *([threat_line(report.threat_before, report.threat, lang)]
              if report.threat != report.threat_before else [])]


def _hurried(cast: list[tuple[str, Rank]], typed: list[str]) -> set[str]:
    """The cast's names of those who hurry (accents optional); refuse a name not in the scene."""
    names = {normalize(name): name for name, _rank in cast}
    hurried = set()
    for name in typed:
        found = names.get(normalize(name))
        if found is None:
            raise InputError("frag.error.hurry_unknown", name=name,
                             names=", ".join(names.values()) or "—")
        hurried.add(found)
    return hurried


def toolbar(ctx: Context) -> str | None:
    """`Barbara: Superación 4 · Amenaza 3` for the bottom toolbar."""
    if ctx.campaign is None:
        return None
    state = load(ctx)
    sheet = state.character_or_none()
    threat = f"{t('frag.word.threat')} {state.threat}"
    if sheet is None:
        return threat
    return f"{sheet.name}: {t('frag.word.superacion')} {sheet.superacion} · {threat}"
