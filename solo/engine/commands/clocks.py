"""`clock` and `track`: named clocks toward trouble and progress tracks toward a goal.

`clock new NAME SEGMENTS`, `clock tick [NAME] [N]`, `clock list`, `clock remove NAME`;
`track new NAME [--boxes N]`, `track mark [NAME] [N]`… Each change is journaled as a
Lonelog tag (`[Clock:La guardia 3/6]`) and undoable; a clock or track that fills
is queued with what the story still owes.
"""

from __future__ import annotations

import argparse
from dataclasses import replace

from solo.commands.base import Command, Context, complete_with, new_parser, subcommand
from solo.commands.numbers import bounded
from solo.engine.commands.state import journal_lang, load_state, save_state, words
from solo.engine.procedures.pending_line import pending_tag
from solo.engine.rules.clocks import MAX_SEGMENTS, Progress, ProgressKind
from solo.engine.rules.pending import PendingItem, PendingKind, PendingQueue
from solo.i18n import LANGUAGES, t
from solo.journal.entry import consequence, mechanics, meta, tag
from solo.numbers import looks_numeric, read_number
from solo.record import record

#: How many segments one tick may fill or take back.
MOST_TICKS = MAX_SEGMENTS


@record
class ClockView:
    """The clocks (or tracks) after a command, the one it touched, and whether it just filled."""

    kind: ProgressKind
    action: str
    items: tuple[Progress, ...]
    item: Progress | None = None
    filled_now: bool = False
    pending: int | None = None
    unqueued: int | None = None
    """The pending item taken off the queue because the clock is no longer full."""


@record
class _Keys:
    """One kind's catalog keys (literals, so the catalog test sees them)."""

    help: str
    new: str
    tick: str
    tick_words: str
    size: str
    full: str


_KEYS = {
    ProgressKind.CLOCK: _Keys("cmd.help.clock", "engine.clock.help.new", "engine.clock.help.tick",
                              "engine.sub.tick", "engine.clock.help.segments",
                              "engine.clock.full_pending"),
    ProgressKind.TRACK: _Keys("cmd.help.track", "engine.track.help.new", "engine.track.help.mark",
                              "engine.sub.mark", "engine.track.help.boxes",
                              "engine.track.full_pending"),
}
_TRACK_SIZE = "10"


def _parser(parser_class: type[argparse.ArgumentParser],
            kind: ProgressKind) -> argparse.ArgumentParser:
    keys = _KEYS[kind]
    parser = new_parser(parser_class, kind.value, keys.help)
    parser.epilog = t("engine.clock.rules")
    parser.set_defaults(run=_list, progress_kind=kind)
    tick_name = "tick" if kind is ProgressKind.CLOCK else "mark"
    subs = parser.add_subparsers(dest="sub", metavar=f"new|{tick_name}|list|remove")
    new = subcommand(subs, "new", "engine.sub.new", _new, help=t(keys.new))
    new.add_argument("name", nargs="+", help=t("engine.clock.help.name"))
    if kind is ProgressKind.CLOCK:
        new.add_argument("segments", type=bounded(1, MAX_SEGMENTS), metavar="N",
                         help=t(keys.size))
    else:  # a track's name may end in a number: its size is an option
        new.add_argument("--boxes", "--casillas", dest="segments", default=_TRACK_SIZE,
                         type=bounded(1, MAX_SEGMENTS), metavar="N", help=t(keys.size))
    tick = subcommand(subs, tick_name, keys.tick_words, _tick, help=t(keys.tick))
    names = f"{kind.value}s"  # the shell completes them: `clocks`, `tracks`
    complete_with(tick.add_argument("words", nargs="*", metavar="[NAME] [N]",
                                    help=t("engine.clock.help.ticks")), names)
    subcommand(subs, "list", "engine.sub.list", _list, help=t("engine.clock.help.list"))
    remove = subcommand(subs, "remove", "engine.sub.remove", _remove,
                        help=t("engine.clock.help.remove"))
    complete_with(remove.add_argument("name", nargs="+", help=t("engine.clock.help.name")), names)
    return parser


def clock_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`clock new NAME SEGMENTS | tick [NAME] [N] | list | remove NAME`."""
    return _parser(parser_class, ProgressKind.CLOCK)


def track_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`track new NAME [--boxes N] | mark [NAME] [N] | list | remove NAME`."""
    return _parser(parser_class, ProgressKind.TRACK)


def _list(ctx: Context, args: argparse.Namespace) -> ClockView:
    kind: ProgressKind = args.progress_kind
    return ClockView(kind, "list", load_state(ctx.require_campaign()).clocks.of(kind))


def _new(ctx: Context, args: argparse.Namespace) -> ClockView:
    kind: ProgressKind = args.progress_kind
    campaign = ctx.require_campaign()
    state = load_state(campaign)
    board = state.clocks.add(kind, words(args.name), int(args.segments))
    item = board.items[-1]
    save_state(campaign, replace(state, clocks=board), label=f"{kind.value} new {item.name}")
    ctx.record(mechanics(tag(kind.tag, f"{item.name} 0/{item.segments}")))
    return ClockView(kind, "new", board.of(kind), item)


def split_ticks(parts: list[str]) -> tuple[str | None, int]:
    """The name and the number of ticks in `[NAME] [N]` (one tick when no number ends it).

    >>> split_ticks(["La", "guardia", "2"]), split_ticks([]), split_ticks(["-1"])
    (('La guardia', 2), (None, 1), (None, -1))
    """
    ticks = 1
    if parts and looks_numeric(parts[-1].lstrip("+-")):
        last = parts[-1]
        sign = -1 if last.startswith("-") else 1
        ticks = sign * read_number(last.lstrip("+-"), 0, MOST_TICKS, name="N")
        parts = parts[:-1]
    return (words(parts) or None), ticks


def _tick(ctx: Context, args: argparse.Namespace) -> ClockView:
    kind: ProgressKind = args.progress_kind
    campaign = ctx.require_campaign()
    name, ticks = split_ticks(list(args.words))
    state = load_state(campaign)
    was_full = state.clocks.find(kind, name).full
    board, item, filled_now = state.clocks.tick(kind, name, ticks)
    state = replace(state, clocks=board)
    lang = journal_lang(ctx)
    lines = [tag(kind.tag, f"{item.name} {item.filled}/{item.segments}")]
    pending_id = unqueued = None
    owed = _owed(state.pending, kind, item.name) if was_full and not item.full else None
    if owed is not None:  # no longer full: what it owed leaves the queue
        note = t("engine.clock.unfilled_note", lang)
        state = replace(state, pending=state.pending.dismiss(owed.id, note))
        unqueued = owed.id
        lines.append(consequence(t("engine.pending.dismiss_line", lang, id=owed.id,
                                   text=owed.text, note=note)))
    if filled_now:
        text = t(_KEYS[kind].full, lang, name=item.name)
        queue, queued = state.pending.add(PendingKind.OTHER, text, kind.value, state.scene or None,
                                          campaign.next_number("pending", state.pending.highest))
        state, pending_id = replace(state, pending=queue), queued.id
        lines += [consequence(text),
                  pending_tag(queued, lang)]
    save_state(campaign, state, label=f"{kind.value} tick {item.name} {item.filled}")
    ctx.record(mechanics(*lines))
    return ClockView(kind, "tick", board.of(kind), item, filled_now, pending_id, unqueued)


def _owed(queue: PendingQueue, kind: ProgressKind, name: str) -> PendingItem | None:
    """The open pending item a full clock (or track) called `name` put in the queue, if any."""
    texts = {t(_KEYS[kind].full, lang, name=name) for lang in LANGUAGES}
    return next((item for item in reversed(queue.open_items)
                 if item.source == kind.value and item.text in texts), None)


def _remove(ctx: Context, args: argparse.Namespace) -> ClockView:
    kind: ProgressKind = args.progress_kind
    campaign = ctx.require_campaign()
    state = load_state(campaign)
    board, item = state.clocks.remove(kind, words(args.name))
    save_state(campaign, replace(state, clocks=board), label=f"{kind.value} remove {item.name}")
    shown = tag(kind.tag, f"{item.name} {item.filled}/{item.segments}")
    ctx.record(mechanics(meta(f"{shown} {t('engine.clock.removed_status', journal_lang(ctx))}")))
    return ClockView(kind, "remove", board.of(kind), item)


def progress_names(ctx: Context, kind: ProgressKind) -> list[str]:
    """The open campaign's clock (or track) names, for tab completion (none without one)."""
    if ctx.campaign is None:
        return []
    return [item.name for item in load_state(ctx.campaign).clocks.of(kind)]


def run_progress(ctx: Context, args: argparse.Namespace) -> object:
    """Dispatch to the chosen subcommand (the list when none)."""
    return args.run(ctx, args)


CLOCK_COMMANDS = (
    Command("clock", ("reloj",), "cmd.help.clock", clock_parser, run_progress),
    Command("track", ("progreso",), "cmd.help.track", track_parser, run_progress),
)
