"""`thread`, `npc` and `pending`: the campaign's lists and the pending queue."""

from __future__ import annotations

import argparse
from dataclasses import dataclass, replace

from solo.commands.base import Command, Context, add_dice_option, new_parser
from solo.commands.numbers import MOST_ID, bounded
from solo.engine.commands.state import journal_lang, load_state, save_state, words
from solo.engine.rules.lists import MAX_WEIGHT, ListEntry, ListKind, WeightedList
from solo.engine.rules.pending import PendingItem, PendingKind, parse_kind
from solo.errors import InputError
from solo.i18n import t
from solo.journal.entry import consequence, mechanics, roll_line, tag

#: Subcommand aliases (Spanish) -> the action.
_ACTIONS = {"add": "add", "añadir": "add", "anadir": "add", "nuevo": "add", "nueva": "add",
            "list": "list", "lista": "list", "ver": "list",
            "close": "close", "cerrar": "close",
            "remove": "remove", "quitar": "remove", "borrar": "remove",
            "roll": "roll", "tirar": "roll",
            "resolve": "resolve", "resolver": "resolve",
            "dismiss": "dismiss", "descartar": "dismiss"}
_STATUS_TAG = {True: "Open", False: "Closed"}


@dataclass(frozen=True)
class ListView:
    """A thread or character list after a command, and the entry it touched or drew."""

    kind: ListKind
    action: str
    entries: tuple[ListEntry, ...]
    entry: ListEntry | None = None
    die: str | None = None
    face: int | None = None


def _list_parser(parser_class: type[argparse.ArgumentParser], kind: ListKind,
                 actions: tuple[tuple[str, tuple[str, ...]], ...]) -> argparse.ArgumentParser:
    prefix = f"engine.{kind.value}"
    parser = new_parser(parser_class, kind.value, f"cmd.help.{kind.value}")
    subs = parser.add_subparsers(dest="sub", metavar="|".join(a for a, _ in actions))
    for action, aliases in actions:
        sub = subs.add_parser(action, aliases=list(aliases), help=t(f"{prefix}.help.{action}"))
        if action in ("add", "close", "remove"):
            sub.add_argument("name", nargs="+", help=t(f"{prefix}.help.name"))
        if action == "add":
            sub.add_argument("--weight", "--peso", dest="weight", default="1", metavar="N",
                             type=bounded(1, MAX_WEIGHT),
                             help=t("engine.help.weight"))
        if action == "roll":
            add_dice_option(sub)
    return parser


def thread_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`thread add NAME [--weight N] | list | close NAME | roll [--dice FACES]`."""
    return _list_parser(parser_class, ListKind.THREAD, (
        ("add", ("añadir", "nuevo")), ("list", ("lista",)), ("close", ("cerrar",)),
        ("roll", ("tirar",))))


def npc_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`npc add NAME [--weight N] | list | roll [--dice FACES] | close NAME | remove NAME`."""
    return _list_parser(parser_class, ListKind.NPC, (
        ("add", ("añadir", "nuevo")), ("list", ("lista",)), ("roll", ("tirar",)),
        ("close", ("cerrar",)), ("remove", ("quitar",))))


def _run_list(ctx: Context, args: argparse.Namespace, kind: ListKind) -> ListView:
    campaign = ctx.require_campaign()
    state = load_state(campaign)
    current = state.list_of(kind)
    action = _ACTIONS.get(args.sub or "list", "list")
    if action == "list":
        return ListView(kind, action, current.entries)
    if action == "roll":
        rng = ctx.dice(args.dice)
        total = current.total_weight
        drawn = current.roll_face(rng)
        ctx.finish(rng)
        if drawn is None:
            return ListView(kind, action, current.entries)
        entry, face = drawn
        ctx.record(mechanics(roll_line(f"1d{total}", str(face), outcome=tag(kind.tag, entry.name))))
        return ListView(kind, action, current.entries, entry, f"1d{total}", face)
    name = words(args.name)
    changed = _change(current, action, name, args)
    entry = changed.find(name) if action != "remove" else current.find(name)
    save_state(campaign, state.with_list(changed), label=f"{kind.value} {action} {entry.name}")
    status = _STATUS_TAG[entry.is_open] if action != "remove" else "Removed"
    tags = (status,) if kind is ListKind.THREAD or action != "add" else ()
    ctx.record(mechanics(tag(kind.tag, entry.name, *tags)))
    return ListView(kind, action, changed.entries, entry)


def _change(current: WeightedList, action: str, name: str,
            args: argparse.Namespace) -> WeightedList:
    if action == "add":
        return current.add(name, args.weight)
    if action == "close":
        return current.close(name)
    return current.remove(name)


def run_thread(ctx: Context, args: argparse.Namespace) -> ListView:
    """Add, list, close or draw the campaign's plot threads."""
    return _run_list(ctx, args, ListKind.THREAD)


def run_npc(ctx: Context, args: argparse.Namespace) -> ListView:
    """Add, list, draw, close or remove the campaign's characters."""
    return _run_list(ctx, args, ListKind.NPC)


@dataclass(frozen=True)
class PendingView:
    """The open pending items after a command, and the item it touched."""

    action: str
    items: tuple[PendingItem, ...]
    item: PendingItem | None = None


def pending_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`pending [list] | add KIND TEXT | resolve N [NOTE] | dismiss N [NOTE]`."""
    parser = new_parser(parser_class, "pending", "cmd.help.pending")
    subs = parser.add_subparsers(dest="sub", metavar="list|add|resolve|dismiss")
    subs.add_parser("list", aliases=["lista"], help=t("engine.pending.help.list"))
    add = subs.add_parser("add", aliases=["añadir", "nuevo"], help=t("engine.pending.help.add"))
    add.add_argument("kind", help=t("engine.pending.help.kind"))
    add.add_argument("text", nargs="*", help=t("engine.pending.help.text"))
    for action, aliases in (("resolve", ["resolver"]), ("dismiss", ["descartar"])):
        sub = subs.add_parser(action, aliases=aliases, help=t(f"engine.pending.help.{action}"))
        sub.add_argument("id", type=bounded(1, MOST_ID, prefix="#"),
                         help=t("engine.pending.help.id"))
        sub.add_argument("note", nargs="*", help=t("engine.pending.help.note"))
    return parser


def run_pending(ctx: Context, args: argparse.Namespace) -> PendingView:
    """List, add, resolve or dismiss what the story still owes."""
    campaign = ctx.require_campaign()
    state = load_state(campaign)
    action = _ACTIONS.get(args.sub or "list", "list")
    queue = state.pending
    if action == "list":
        return PendingView(action, queue.open_items)
    lang = journal_lang(ctx)
    if action == "add":
        kind, text = _kind_and_text(args.kind, args.text)
        queue, item = queue.add(kind, words(text), "player", state.scene or None)
        line = tag("Pending", f"#{item.id} {item.text}", item.kind.value)
    else:
        number: int = args.id
        note = words(args.note)
        queue = queue.resolve(number, note) if action == "resolve" else queue.dismiss(number, note)
        item = queue.get(number)
        line = consequence(t(f"engine.pending.{action}_line", lang, id=item.id, text=item.text,
                             note=item.note or "—"))
    save_state(campaign, replace(state, pending=queue),
               label=f"pending {action} #{item.id}")
    ctx.record(mechanics(line))
    return PendingView(action, queue.open_items, item)


def _kind_and_text(first: str, rest: list[str]) -> tuple[PendingKind, list[str]]:
    """`presagio Un cuervo` has a kind; `Un cuervo` alone is of kind "other"."""
    try:
        return parse_kind(first), rest
    except InputError:
        return PendingKind.OTHER, [first, *rest]


LIST_COMMANDS = (
    Command("thread", ("hilo",), "cmd.help.thread", thread_parser, run_thread),
    Command("npc", ("pnj",), "cmd.help.npc", npc_parser, run_npc),
    Command("pending", ("pendientes",), "cmd.help.pending", pending_parser, run_pending),
)
