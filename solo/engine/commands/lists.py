"""`thread`, `npc` and `pending`: the campaign's lists and the pending queue."""

from __future__ import annotations

import argparse
from dataclasses import replace

from solo.commands.base import (
    Command,
    Context,
    add_dice_option,
    complete_with,
    new_parser,
    subcommand,
)
from solo.commands.numbers import MOST_ID, bounded
from solo.engine.commands.state import journal_lang, load_state, save_state, words
from solo.engine.procedures.pending_line import pending_tag
from solo.engine.rules.lists import MAX_WEIGHT, ListEntry, ListKind, WeightedList
from solo.engine.rules.pending import PendingItem, PendingKind, PendingQueue, parse_kind
from solo.engine.rules.state import EngineState
from solo.errors import InputError
from solo.i18n import t
from solo.journal.entry import consequence, mechanics, reference, roll_line, tag
from solo.record import record

#: the status word a list's tag shows, by list and state (in the journal's language)
_STATUS_TAG = {
    (ListKind.THREAD, "open"): "engine.tag.thread.open",
    (ListKind.THREAD, "closed"): "engine.tag.thread.closed",
    (ListKind.THREAD, "removed"): "engine.tag.thread.removed",
    (ListKind.NPC, "open"): "engine.tag.npc.open",
    (ListKind.NPC, "closed"): "engine.tag.npc.closed",
    (ListKind.NPC, "removed"): "engine.tag.npc.removed",
}


@record
class ListView:
    """A thread or character list after a command, and the entry it touched or drew."""

    kind: ListKind
    action: str
    entries: tuple[ListEntry, ...]
    entry: ListEntry | None = None
    die: str | None = None
    face: int | None = None


@record
class _ListKeys:
    """The catalog keys of one list's command (each a literal, so a test can check it)."""

    help: str
    add: str
    list: str
    close: str
    roll: str
    remove: str | None
    name: str


_LIST_KEYS = {
    ListKind.THREAD: _ListKeys("cmd.help.thread", "engine.thread.help.add",
                               "engine.thread.help.list", "engine.thread.help.close",
                               "engine.thread.help.roll", None, "engine.thread.help.name"),
    ListKind.NPC: _ListKeys("cmd.help.npc", "engine.npc.help.add", "engine.npc.help.list",
                            "engine.npc.help.close", "engine.npc.help.roll",
                            "engine.npc.help.remove", "engine.npc.help.name"),
}


def _list_parser(parser_class: type[argparse.ArgumentParser],
                 kind: ListKind) -> argparse.ArgumentParser:
    keys = _LIST_KEYS[kind]
    names, open_names = f"{kind.value}s", f"open_{kind.value}s"  # the shell completes them
    parser = new_parser(parser_class, kind.value, keys.help)
    parser.set_defaults(run=_list_all, list_kind=kind)
    actions = ["add", "list", "close", "roll"] if keys.remove is None else [
        "add", "list", "roll", "close", "remove", "react", "do"]
    subs = parser.add_subparsers(dest="sub", metavar="|".join(actions))
    add = subcommand(subs, "add", "engine.sub.add", _list_add, help=t(keys.add))
    # adding a name already there makes it weigh more: the names are offered
    complete_with(add.add_argument("name", nargs="+", help=t(keys.name)), names)
    add.add_argument("--weight", "--peso", dest="weight", default="1", metavar="N",
                     type=bounded(1, MAX_WEIGHT), help=t("engine.help.weight"))
    subcommand(subs, "list", "engine.sub.list", _list_all, help=t(keys.list))
    roll = subcommand(subs, "roll", "engine.sub.roll", _list_roll, help=t(keys.roll))
    add_dice_option(roll, "engine.dice.example.list", covers="engine.dice.covers.list")
    close = subcommand(subs, "close", "engine.sub.close", _list_close, help=t(keys.close))
    complete_with(close.add_argument("name", nargs="+", help=t(keys.name)), open_names)
    if keys.remove is not None:
        remove = subcommand(subs, "remove", "engine.sub.remove", _list_remove,
                            help=t(keys.remove))
        complete_with(remove.add_argument("name", nargs="+", help=t(keys.name)), names)
    if kind is ListKind.NPC:
        from solo.engine.commands.npc_questions import add_npc_questions

        add_npc_questions(subs)
    return parser


def thread_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`thread add NAME [--weight N] | list | close NAME | roll [--dice FACES]`."""
    return _list_parser(parser_class, ListKind.THREAD)


def npc_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`npc add NAME [--weight N] | list | roll [--dice FACES] | close NAME | remove NAME`."""
    return _list_parser(parser_class, ListKind.NPC)


def list_names(ctx: Context, kind: ListKind, *, open_only: bool = False) -> list[str]:
    """The open campaign's thread (or character) names, for tab completion (none without one).

    `open_only`: only those that can still be drawn (what `close` takes).
    """
    if ctx.campaign is None:
        return []
    current = load_state(ctx.campaign).list_of(kind)
    return [entry.name for entry in (current.open_entries if open_only else current.entries)]


def _list_all(ctx: Context, args: argparse.Namespace) -> ListView:
    kind: ListKind = args.list_kind
    current = load_state(ctx.require_campaign()).list_of(kind)
    return ListView(kind, "list", current.entries)


def _list_roll(ctx: Context, args: argparse.Namespace) -> ListView:
    kind: ListKind = args.list_kind
    current = load_state(ctx.require_campaign()).list_of(kind)
    rng = ctx.dice(args.dice)
    total = current.total_weight
    drawn = current.roll_face(rng)
    ctx.finish(rng)
    if drawn is None:
        return ListView(kind, "roll", current.entries)
    entry, face = drawn
    ctx.record(mechanics(roll_line(f"1d{total}", face, outcome=reference(kind.tag, entry.name))))
    return ListView(kind, "roll", current.entries, entry, f"1d{total}", face)


def _list_add(ctx: Context, args: argparse.Namespace) -> ListView:
    return _list_change(ctx, args, "add")


def _list_close(ctx: Context, args: argparse.Namespace) -> ListView:
    return _list_change(ctx, args, "close")


def _list_remove(ctx: Context, args: argparse.Namespace) -> ListView:
    return _list_change(ctx, args, "remove")


def _list_change(ctx: Context, args: argparse.Namespace, action: str) -> ListView:
    kind: ListKind = args.list_kind
    campaign = ctx.require_campaign()
    state = load_state(campaign)
    current = state.list_of(kind)
    name = words(args.name)
    changed = _change(current, action, name, args)
    entry = changed.find(name) if action != "remove" else current.find(name)
    save_state(campaign, state.with_list(changed), label=f"{kind.value} {action} {entry.name}")
    state_word = "removed" if action == "remove" else "open" if entry.is_open else "closed"
    status = t(_STATUS_TAG[(kind, state_word)], journal_lang(ctx))
    tags = (status,) if kind is ListKind.THREAD or action != "add" else ()
    before = current.index_of(entry.name)
    if action == "add" and before is not None and current.entries[before].is_open:
        ctx.record(mechanics(reference(kind.tag, entry.name)))  # named again: it weighs more
    else:
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
    return args.run(ctx, args)  # type: ignore[no-any-return]


def run_npc(ctx: Context, args: argparse.Namespace) -> ListView:
    """Add, list, draw, close or remove the campaign's characters."""
    return args.run(ctx, args)  # type: ignore[no-any-return]


@record
class PendingView:
    """The open pending items after a command, and the item it touched."""

    action: str
    items: tuple[PendingItem, ...]
    item: PendingItem | None = None


def pending_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`pending [list] | add KIND TEXT | resolve N [NOTE] | dismiss N [NOTE]`."""
    parser = new_parser(parser_class, "pending", "cmd.help.pending")
    parser.set_defaults(run=_pending_list)
    subs = parser.add_subparsers(dest="sub", metavar="list|add|resolve|dismiss")
    subcommand(subs, "list", "engine.sub.list", _pending_list,
               help=t("engine.pending.help.list"))
    add = subcommand(subs, "add", "engine.sub.add", _pending_add,
                     help=t("engine.pending.help.add"))
    add.add_argument("kind", help=t("engine.pending.help.kind"))
    add.add_argument("text", nargs="*", help=t("engine.pending.help.text"))
    resolve = subcommand(subs, "resolve", "engine.sub.resolve", _pending_resolve,
                         help=t("engine.pending.help.resolve"))
    dismiss = subcommand(subs, "dismiss", "engine.sub.dismiss", _pending_dismiss,
                         help=t("engine.pending.help.dismiss"))
    for sub in (resolve, dismiss):
        sub.add_argument("id", type=bounded(1, MOST_ID, prefix="#"),
                         help=t("engine.pending.help.id"))
        sub.add_argument("note", nargs="*", help=t("engine.pending.help.note"))
    return parser


def run_pending(ctx: Context, args: argparse.Namespace) -> PendingView:
    """List, add, resolve or dismiss what the story still owes."""
    return args.run(ctx, args)  # type: ignore[no-any-return]


def _pending_list(ctx: Context, args: argparse.Namespace) -> PendingView:
    return PendingView("list", load_state(ctx.require_campaign()).pending.open_items)


def _pending_add(ctx: Context, args: argparse.Namespace) -> PendingView:
    campaign = ctx.require_campaign()
    state = load_state(campaign)
    kind, text = _kind_and_text(args.kind, args.text)
    queue, item = state.pending.add(kind, words(text), "player", state.scene or None,
                                    campaign.next_number("pending", state.pending.highest))
    return _pending_saved(ctx, state, queue, item, "add", pending_tag(item, journal_lang(ctx)))


def _pending_resolve(ctx: Context, args: argparse.Namespace) -> PendingView:
    return _pending_settle(ctx, args, "resolve")


def _pending_dismiss(ctx: Context, args: argparse.Namespace) -> PendingView:
    return _pending_settle(ctx, args, "dismiss")


# how each way of settling a pending item is journaled
_SETTLE_LINES = {"resolve": "engine.pending.resolve_line", "dismiss": "engine.pending.dismiss_line"}


def _pending_settle(ctx: Context, args: argparse.Namespace, how: str) -> PendingView:
    """Resolve or dismiss pending item `args.id` with `args.note`, and journal it."""
    state = load_state(ctx.require_campaign())
    number: int = args.id
    note = words(args.note)
    queue = (state.pending.resolve if how == "resolve" else state.pending.dismiss)(number, note)
    item = queue.get(number)
    line = t(_SETTLE_LINES[how], journal_lang(ctx), id=item.id, text=item.text,
             note=item.note or "—")
    return _pending_saved(ctx, state, queue, item, how, consequence(line))


def _pending_saved(ctx: Context, state: EngineState, queue: PendingQueue, item: PendingItem,
                   action: str, line: str) -> PendingView:
    """Save the changed queue, journal `line` and show the open items."""
    save_state(ctx.require_campaign(), replace(state, pending=queue),
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
