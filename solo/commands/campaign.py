"""Campaigns and the journal: `campaign`, `note`, `journal`, `session`, `undo`."""

from __future__ import annotations

import argparse
from pathlib import Path

from solo.campaign.repair import Repaired
from solo.campaign.store import (
    JOURNAL_FILE,
    NO_SYSTEM,
    Campaign,
    Settings,
    folder_of,
    list_campaigns,
)
from solo.commands.base import Command, Context, complete_with, new_parser
from solo.commands.campaign_lonelog import LONELOG_COMMANDS
from solo.commands.numbers import MOST_LINES, bounded
from solo.errors import CampaignError, InputError
from solo.i18n import check_language, normalize, t
from solo.journal.entry import mechanics, meta, prose
from solo.journal.export import export_prose
from solo.journal.store import JournalStore
from solo.record import record
from solo.systems import System, SystemHooks, all_systems, find_system, hooks_of, system_named
from solo.text import one_line


@record
class CampaignInfo:
    """A campaign's settings and where its journal is."""

    name: str
    system: str
    lang: str
    edition: str | None
    session: int
    journal: Path
    created: str
    action: str


def _info(campaign: Campaign, action: str) -> CampaignInfo:
    s = campaign.settings
    return CampaignInfo(s.name, s.system, s.lang, s.edition, s.session, campaign.journal.path,
                        s.created, action)


NO_SYSTEM_WORDS = ("none", "ninguno", "ninguna")


def system_choices() -> list[str]:
    """The systems a campaign can follow (the registry's), then `none`."""
    return [*(system.name for system in all_systems()), NO_SYSTEM]


def check_system(word: str) -> str:
    """Return the canonical name of the system `word` names (`frag` → `fragmentos`), or raise."""
    if normalize(word) in NO_SYSTEM_WORDS:
        return NO_SYSTEM
    system = find_system(word)
    if system is None:
        raise CampaignError("campaign.system.unknown", system=word,
                            choices=", ".join(system_choices()))
    return system.name


def campaign_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`campaign new|open|list|close|repair`."""
    parser = new_parser(parser_class, "campaign", "cmd.campaign.help")
    subs = parser.add_subparsers(dest="sub", required=True,
                                 metavar="new|open|list|close|repair")
    new = subs.add_parser("new", aliases=["nueva"], help=t("cmd.campaign.new"))
    new.add_argument("name", metavar="NAME", help=t("cmd.campaign.name"))
    complete_with(new.add_argument("system_word", nargs="?", metavar="SYSTEM",
                                   help=t("cmd.campaign.system_word")),
                  "systems")  # `campaign new tren fate`, as newcomers type it
    complete_with(new.add_argument("--system", "--sistema", default=None,
                                   metavar="|".join(system_choices()),
                                   help=t("cmd.campaign.system")),
                  "systems")
    new.add_argument("--edition", "--edicion", metavar="EDITION", help=t("cmd.campaign.edition"))
    new.add_argument("--lang", "--idioma", help=t("cmd.campaign.lang"))
    new.add_argument("--pc", "--pj", dest="pcs", action="append", default=[], metavar="NAME",
                     help=t("cmd.campaign.pc"))
    new.add_argument("--continue", "--seguir", dest="go_on", action="store_true",
                     help=t("cmd.campaign.continue"))
    opened = subs.add_parser("open", aliases=["abrir"], help=t("cmd.campaign.open"))
    complete_with(opened.add_argument("name", help=t("cmd.campaign.name")), "campaigns")
    subs.add_parser("list", aliases=["lista"], help=t("cmd.campaign.list"))
    subs.add_parser("close", aliases=["cerrar"], help=t("cmd.campaign.close"))
    repair = subs.add_parser("repair", aliases=["reparar"], help=t("cmd.campaign.repair"))
    complete_with(repair.add_argument("name", nargs="?", help=t("cmd.campaign.repair_name")),
                  "campaigns")
    repair.set_defaults(outside_campaign=True)  # run even when its change log stops the rest
    return parser


def run_campaign(ctx: Context, args: argparse.Namespace) -> object:
    """Create, open, list or close a campaign."""
    sub = {"nueva": "new", "abrir": "open", "lista": "list", "cerrar": "close",
           "reparar": "repair"}.get(args.sub, args.sub)
    if sub == "repair":
        return _repair(ctx, args.name)
    if sub == "list":
        return CampaignList(tuple(list_campaigns(ctx.home)), ctx.home / "journals")
    if sub == "close":
        ctx.require_campaign()
        ctx.close_campaign()
        return CampaignInfo("", "", ctx.lang, None, 0, Path(), "", "closed")
    if sub == "new":
        system = check_system(_system_asked(args.name, args.system_word, args.system))
        described = system_named(system)
        edition = _edition(described, system, args.edition)
        lang = check_language(args.lang) if args.lang else ctx.lang
        campaign = Campaign.create(ctx.home, args.name, system, lang, ctx.clock(), edition,
                                   ruleset=ruleset_of(described, edition, lang),
                                   pcs=pc_names(args.pcs), go_on=args.go_on)
        ctx.open_campaign(campaign)
        return _info(campaign, "created")
    ctx.open_campaign(Campaign.open(ctx.home, args.name))
    return _info(ctx.require_campaign(), "opened")


def _repair(ctx: Context, name: str | None) -> Repaired:
    """Apply what can be applied of a campaign's change log and set the rest aside."""
    from solo.campaign.repair import repair

    if not name:
        name = ctx.require_campaign().settings.name
    campaign_folder = folder_of(ctx.home, name)
    if not campaign_folder.is_dir():
        raise CampaignError("campaign.missing", name=name)
    return repair(campaign_folder, JournalStore(campaign_folder / JOURNAL_FILE))


def _edition(described: System | None, system: str, word: str | None) -> str | None:
    """The edition `--edition` names, in either language (`condensado`), or the system's own."""
    if not word:
        return described.default_edition if described else None
    if described is None or not described.editions:
        raise InputError("cmd.campaign.edition_not_fate", system=system)
    edition = described.edition_named(word)
    if edition is None:
        raise InputError("cmd.campaign.bad_edition", value=word, choices=", ".join(
            described.edition_shown(known) for known in described.editions))
    return edition


def _system_asked(name: str, word: str | None, option: str | None) -> str:
    """The system named after the campaign's name or with `--system` (both: the same one)."""
    if not word:
        return option or NO_SYSTEM
    try:
        system = check_system(word)
    except CampaignError:  # a word that names no system: most likely the rest of a spaced name
        raise InputError("cmd.campaign.not_a_system", word=word, name=f"{name} {word}",
                         choices=", ".join(system_choices())) from None
    if option and check_system(option) != system:
        raise InputError("cmd.campaign.two_systems", word=word, option=option)
    return system


def pc_names(given: list[str]) -> tuple[str, ...]:
    """The player characters named with `--pc`, each once (any case), on one line each.

    >>> pc_names(["Nia", "  Tomás  el Rojo", "nia"])
    ('Nia', 'Tomás  el Rojo')
    """
    names: dict[str, str] = {}
    for name in given:
        if "\x00" in name:
            raise InputError("core.text.nul", field="--pc")
        cleaned = one_line(name)
        if not cleaned:
            raise InputError("cmd.campaign.empty_pc")
        names.setdefault(normalize(cleaned), cleaned)
    return tuple(names.values())


def ruleset_of(described: System | None, edition: str | None, lang: str) -> str | None:
    """The journal's `ruleset`: the system's name (and edition); None for no system (the
    campaign's store names the game master alone)."""
    if described is None:
        return None
    name = t(described.source, lang) if described.source else described.name
    return f"{name} ({described.edition_shown(edition, lang)})" if edition else name


@record
class CampaignList:
    """The campaigns of a home folder."""

    campaigns: tuple[Settings, ...]
    folder: Path


@record
class Noted:
    """Prose added to the journal."""

    text: str
    journal: Path


def note_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`note TEXT` (shortcut `.`)."""
    parser = new_parser(parser_class, "note", "cmd.note.help")
    parser.add_argument("text", nargs="*", help=t("cmd.note.text"))
    return parser


def run_note(ctx: Context, args: argparse.Namespace) -> Noted:
    """Append the player's prose to the journal."""
    text = args.text if isinstance(args.text, str) else " ".join(args.text)
    if not text.strip():
        raise InputError("cmd.note.empty")
    campaign = ctx.require_campaign()
    campaign.record(prose(text))
    return Noted(text.strip(), campaign.journal.path)


@record
class JournalView:
    """The last lines of the journal, or where a prose copy was written."""

    lines: tuple[str, ...]
    path: Path
    exported: bool = False


def journal_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`journal [--lines N]` or `journal export --prose [PATH]`."""
    parser = new_parser(parser_class, "journal", "cmd.journal.help")
    parser.add_argument("action", nargs="?", choices=["show", "export", "ver", "exportar"],
                        default="show", metavar=t("cmd.journal.metavar"),
                        help=t("cmd.journal.action"))
    parser.add_argument("path", nargs="?", type=Path, help=t("cmd.journal.path"))
    parser.add_argument("--lines", "--lineas", type=bounded(1, MOST_LINES), default=30,
                        help=t("cmd.journal.lines"))
    parser.add_argument("--prose", "--prosa", action="store_true", help=t("cmd.journal.prose"))
    return parser


def run_journal(ctx: Context, args: argparse.Namespace) -> JournalView:
    """Show the end of the journal, or export a copy without mechanics."""
    campaign = ctx.require_campaign()
    if args.action in ("export", "exportar"):
        campaign.close_block()
        target = args.path if args.path else campaign.folder / "journal-prose.md"
        check_export_target(target, campaign.journal.path, default=not args.path)
        export_prose(campaign.journal.path, target)
        return JournalView((), target, exported=True)
    if args.lines < 1:
        raise InputError("cmd.journal.bad_lines")
    return JournalView(tuple(campaign.journal.tail(args.lines)), campaign.journal.path)


def check_export_target(target: Path, journal: Path, *, default: bool) -> None:
    """Never overwrite the journal, a file of the player's, a device or a FIFO; the folder must
    exist."""
    if target.resolve() == journal.resolve():
        raise InputError("cmd.journal.export_onto_journal")
    from solo.files import kind_of

    kind = kind_of(target)
    if kind == "folder":
        raise InputError("cmd.journal.export_is_folder", path=str(target))
    if kind == "other":  # a device or a FIFO is never written over, even where the copy goes
        raise InputError("cmd.journal.export_not_a_file", path=str(target))
    if not target.parent.is_dir():
        raise InputError("cmd.journal.export_no_folder", path=str(target.parent))
    if target.exists() and not default:
        raise InputError("cmd.journal.export_exists", path=str(target))


@record
class SessionInfo:
    """A session started or ended, and what the game system did at its start."""

    number: int
    started: bool
    effects: tuple[object, ...] = ()


def session_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`session start|end`."""
    parser = new_parser(parser_class, "session", "cmd.session.help")
    parser.add_argument("action", choices=["start", "end", "empezar", "terminar"],
                        metavar=t("cmd.session.metavar"), help=t("cmd.session.action"))
    return parser


def run_session(ctx: Context, args: argparse.Namespace) -> SessionInfo:
    """Start a session (heading, per-session refreshes) or end it."""
    campaign = ctx.require_campaign()
    if args.action in ("start", "empezar"):
        effects: tuple[object, ...] = ()
        if campaign.settings.session_open:  # a session left open: close it first
            effects = _end_session(ctx, campaign)
        number = campaign.start_session(ctx.clock())
        hooks = system_hooks(ctx)
        started = hooks.on_session_start(ctx) if hooks else []
        return SessionInfo(number, True, effects + tuple(started))
    if not campaign.settings.session_open:
        raise InputError("cmd.session.none_open")
    return SessionInfo(campaign.settings.session, False, _end_session(ctx, campaign))


def _end_session(ctx: Context, campaign: Campaign) -> tuple[object, ...]:
    hooks = system_hooks(ctx)
    effects = tuple(hooks.on_session_end(ctx) if hooks else ())
    campaign.record(prose(t("cmd.session.ended", campaign.settings.lang,
                            number=campaign.settings.session)))
    campaign.update(session_open=False, undoable=False)
    return effects


def system_hooks(ctx: Context) -> SystemHooks | None:
    """The hooks of the open campaign's system (None: it follows none)."""
    return hooks_of(ctx.require_campaign().settings.system)


@record
class UndoInfo:
    """What `undo` took back."""

    area: str
    label: str


def undo_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`undo`."""
    return new_parser(parser_class, "undo", "cmd.undo.help")


def run_undo(ctx: Context, args: argparse.Namespace) -> UndoInfo:
    """Take back the last command that wrote to the campaign; the journal's note says so (and
    voids it when it only journaled)."""
    campaign = ctx.require_campaign()
    undone = campaign.undo()
    label = undone.label or undone.area
    campaign.record(mechanics(meta(t("campaign.undone", campaign.settings.lang, label=label))))
    return UndoInfo(undone.area, label)


def resume_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`resume [--drop]`."""
    parser = new_parser(parser_class, "resume", "cmd.resume.help")
    parser.add_argument("--drop", "--dejar", action="store_true",
                        help=t("campaign.help.resume_drop"))
    return parser


def run_resume(ctx: Context, args: argparse.Namespace) -> object:
    """Take up what was left half-way (its system's procedure), or drop it by the rules."""
    campaign = ctx.require_campaign()
    hooks = hooks_of(campaign.settings.system)
    taken = None if hooks is None else hooks.take_up(ctx, drop=args.drop)
    if taken is None:
        raise CampaignError("campaign.nothing_held")
    return taken


COMMANDS = (
    Command("campaign", ("campaña", "campana"), "cmd.campaign.help", campaign_parser,
            run_campaign),
    Command("note", ("nota",), "cmd.note.help", note_parser, run_note, raw_text=True),
    *LONELOG_COMMANDS,
    Command("journal", ("diario",), "cmd.journal.help", journal_parser, run_journal),
    Command("session", ("sesion", "sesión"), "cmd.session.help", session_parser, run_session),
    Command("undo", ("deshacer",), "cmd.undo.help", undo_parser, run_undo),
    Command("resume", ("seguir",), "cmd.resume.help", resume_parser, run_resume),
)
