"""`table` (`tabla`): list, show, roll, new, import, export, check and simulate random tables."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from solo.commands.base import (
    Command,
    Context,
    add_dice_option,
    complete_with,
    new_parser,
    subcommand,
)
from solo.commands.numbers import bounded, bounded_words
from solo.dice.rng import Rng
from solo.dice.typed import one_roll
from solo.errors import InputError, TableError
from solo.i18n import t
from solo.journal.entry import mechanics
from solo.procedures.steps import Message, Procedure, RollFor
from solo.record import record
from solo.tables.budget import MAX_SIM_SECONDS, MAX_SIMULATIONS
from solo.tables.model import MAX_ROWS
from solo.tables.pick import Draw, draw

if TYPE_CHECKING:  # each subcommand imports what it needs: `table roll` no lint, odds or import
    from fractions import Fraction

    from solo.tables.model import Table

DEFAULT_SIMULATIONS = 1000
MAX_PICK = 100_000
"""The largest total `table roll --pick N` takes (tables' totals are far smaller)."""
MAX_TIMES = 100
"""The most draws one `table roll --times N` makes."""
@record
class TableSummary:
    """One line of `table list`."""

    id: str
    name: str
    dice: str | None
    rows: int


@record
class TableList:
    """The tables a session can draw on, and the files that failed to load."""

    tables: tuple[TableSummary, ...]
    problems: tuple[str, ...]
    overridden: tuple[str, ...] = ()
    """Ids of bundled tables replaced by the player's own."""


@record
class RowView:
    """A row of `table show`: its range, text in the language in use and exact chance."""

    range: str
    text: str
    probability: Fraction
    weight: int | None = None
    again: int = 0
    cells: tuple[str, ...] = ()
    """A two-dice table's texts, one per column."""


@record
class TableView:
    """A whole table with the exact chance of each row."""

    id: str
    name: str
    description: str | None
    dice: str | None
    path: str | None
    rows: tuple[RowView, ...]
    columns: tuple[tuple[str, Fraction], ...] = ()
    """A two-dice table's columns: each one's range and exact chance."""
    column_dice: str | None = None
    source: str | None = None
    lang: str | None = None
    """The one language the table is written in, if it has only one."""


@record
class TableCreated:
    """A new table file written by `table new`."""

    id: str
    path: Path
    dice: str | None
    rows: int
    overrides: bool


@record
class Problem:
    """One problem found by `table check`."""

    path: str
    line: int | None
    key: str
    message: str


@record
class TableCheck:
    """What `table check` found; `ok` when nothing."""

    tables: int
    problems: tuple[Problem, ...]

    @property
    def ok(self) -> bool:
        """Whether no problem was found."""
        return not self.problems

    @property
    def exit_code(self) -> int:
        """One-shot `solo table check` exits 1 when a table is broken (so CI can use it)."""
        return 0 if self.ok else 1

    def to_json(self) -> dict[str, Any]:
        """`{"ok", "tables", "problems": [{path, line, key, message}]}`."""
        return {"ok": self.ok, "tables": self.tables, "problems": list(self.problems)}


@record
class SimRow:
    """A row of `table sim`: how often it came up against its exact chance."""

    range: str
    text: str
    count: int
    expected: Fraction


@record
class Simulation:
    """`n` rolls on a table, counted by row (fewer than `asked` if time ran out)."""

    id: str
    n: int
    rows: tuple[SimRow, ...]
    asked: int = 0
    stopped_early: bool = False
    """True when the rolls stopped at `limit_seconds` before reaching `asked`."""
    seconds: float = 0.0
    limit_seconds: float = MAX_SIM_SECONDS


HERE = "solo.commands.tables"
SUBCOMMANDS: tuple[tuple[str, str, str, str], ...] = (
    ("list", "table.sub.list", "table.cmd.list", f"{HERE}:_add_list"),
    ("show", "table.sub.show", "table.cmd.show", f"{HERE}:_add_show"),
    ("roll", "table.sub.roll", "table.cmd.roll", f"{HERE}:_add_roll"),
    ("new", "table.sub.new", "table.cmd.new", f"{HERE}:_add_new"),
    ("import", "table.sub.import", "table.cmd.import", "solo.commands.table_import:add_parser"),
    ("export", "table.sub.export", "table.cmd.export", "solo.commands.table_export:add_parser"),
    ("check", "table.sub.check", "table.cmd.check", f"{HERE}:_add_check"),
    ("sim", "table.sub.sim", "table.cmd.sim", f"{HERE}:_add_sim"),
)
"""Each subcommand: its name, the catalog keys of its words and help, the `module:function` that
adds its parser (built when typed: `table roll` builds no other parser, `solo.commands.lazy`)."""


def table_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`table list|show|roll|new|import|export|check|sim`."""
    from solo.commands.lazy import with_lazy_subcommands

    return with_lazy_subcommands(new_parser(parser_class, "table", "cmd.help.table"), SUBCOMMANDS)


def _add_list(subs: Any) -> None:
    made = subcommand(subs, "list", "table.sub.list", _list, help=t("table.cmd.list"))
    made.add_argument("area", nargs="?", help=t("table.cmd.area"))


def _with_id(made: argparse.ArgumentParser) -> argparse.ArgumentParser:
    complete_with(made.add_argument("id", metavar="ID", help=t("table.cmd.id")), "tables")
    return made


def _add_show(subs: Any) -> None:
    _with_id(subcommand(subs, "show", "table.sub.show", _show, help=t("table.cmd.show")))


def _add_roll(subs: Any) -> None:
    made = _with_id(subcommand(subs, "roll", "table.sub.roll", _roll, help=t("table.cmd.roll")))
    add_dice_option(made, covers="table.dice.covers")
    made.add_argument("--times", "--veces", type=bounded(1, MAX_TIMES), default=1,
                      metavar="N", help=t("table.cmd.times"))
    made.add_argument("--pick", "--elegir", type=bounded_words(-MAX_PICK, MAX_PICK),
                      metavar="N[,M]", help=t("table.cmd.pick"))


def _add_new(subs: Any) -> None:
    made = subcommand(subs, "new", "table.sub.new", _new, help=t("table.cmd.new"))
    made.add_argument("id", metavar="ID", help=t("table.cmd.new_id"))
    size = made.add_mutually_exclusive_group()
    size.add_argument("--dice", "--dados", dest="expression", default="1d6", metavar="EXPR",
                      help=t("table.cmd.expression"))
    size.add_argument("--weights", "--pesos", dest="weights", type=bounded(1, MAX_ROWS),
                      metavar="N", help=t("table.cmd.weights"))


def _add_check(subs: Any) -> None:
    made = subcommand(subs, "check", "table.sub.check", _check, help=t("table.cmd.check"),
                      epilog=t("table.cmd.check_exit"))
    made.add_argument("paths", nargs="*", type=Path, metavar="PATH", help=t("table.cmd.paths"))


def _add_sim(subs: Any) -> None:
    made = _with_id(subcommand(subs, "sim", "table.sub.sim", _sim, help=t("table.cmd.sim")))
    made.add_argument("n", nargs="?", type=bounded(1, MAX_SIMULATIONS),
                      default=DEFAULT_SIMULATIONS, metavar="N",
                      help=t("table.cmd.count", n=DEFAULT_SIMULATIONS,
                             most=MAX_SIMULATIONS, seconds=MAX_SIM_SECONDS))


def run_table(ctx: Context, args: argparse.Namespace) -> object:
    """Dispatch to the subcommand."""
    return args.run(ctx, args)


def _list(ctx: Context, args: argparse.Namespace) -> TableList:
    library = ctx.library()
    tables = library.area(args.area) if args.area else library.tables()
    return TableList(tuple(TableSummary(table.id, table.name.in_language(ctx.lang), table.dice,
                                        len(table.rows)) for table in tables),
                     tuple(problem.message() for problem in library.problems),
                     library.overridden)


def _show(ctx: Context, args: argparse.Namespace) -> TableView:
    from solo.tables.odds import row_odds

    table = ctx.library().get(args.id)
    rows = tuple(RowView(row.label, row.text.in_language(ctx.lang), chance, row.weight, row.again,
                         tuple(cell.in_language(ctx.lang) for cell in row.cells))
                 for row, chance in row_odds(table))
    description = table.description.in_language(ctx.lang) if table.description else None
    grid = table.columns
    columns = tuple(zip(grid.labels(), grid.odds(), strict=True)) if grid is not None else ()
    return TableView(table.id, table.name.in_language(ctx.lang), description, table.dice,
                     str(table.path) if table.path else None, rows, columns,
                     grid.dice if grid is not None else None, table.source, table.lang)


@record
class DrawSeries:
    """Several draws on one table (`table roll ID --times N`)."""

    draws: tuple[Draw, ...]


def _roll(ctx: Context, args: argparse.Namespace) -> object:
    if not 1 <= args.times <= MAX_TIMES:
        raise InputError("table.cmd.bad_times", most=MAX_TIMES)
    rng = ctx.dice(args.dice)
    pick = _picked(args.pick)
    if ctx.interactive and not pick:
        return _announced(ctx, args, rng)
    with one_roll(rng):  # typed faces: the table's dice of every draw (`--times`)
        results = tuple(draw(ctx.library(), args.id, rng, pick=pick) for _ in range(args.times))
    return _kept(ctx, rng, results)


def _announced(ctx: Context, args: argparse.Namespace,
               rng: Rng) -> Procedure[Draw | DrawSeries]:
    """In the shell, each draw is announced first (`1d100 en core/giros`), as a guided roll is;
    physical dice are asked for by the table's name."""
    table = ctx.library().get(args.id)
    rolled = {"dice": table.dice or f"d{sum(row.weight or 0 for row in table.rows)}",
              "table": table.id}
    results: list[Draw] = []
    with one_roll(rng):  # typed faces: the table's dice of every draw (`--times`)
        for _ in range(args.times):
            yield RollFor(t("table.roll.who"), "table.roll.why", rolled,
                          Message("table.roll.why", rolled, "muted"))
            results.append(draw(ctx.library(), table.id, rng))
    return _kept(ctx, rng, tuple(results))


def _kept(ctx: Context, rng: Rng, results: tuple[Draw, ...]) -> Draw | DrawSeries:
    """Check the typed faces were all used, journal the draws, return them."""
    ctx.finish(rng)
    if ctx.campaign is not None:
        lang = ctx.campaign.settings.lang
        ctx.record(mechanics(*(result.journal_line(lang) for result in results)))
    return results[0] if len(results) == 1 else DrawSeries(results)


def _picked(text: str | None) -> tuple[int, ...]:
    """`--pick 3` or, for a two-dice table, `--pick 3,2` (row total, column total)."""
    if text is None:
        return ()
    words = text.replace(",", " ").split()
    try:
        numbers = tuple(int(word) for word in words)
    except ValueError:
        raise InputError("table.cmd.bad_pick", value=text) from None
    if not 1 <= len(numbers) <= 2:
        raise InputError("table.cmd.bad_pick", value=text)
    return numbers


def _new(ctx: Context, args: argparse.Namespace) -> TableCreated:
    from solo.tables.paths import write_new
    from solo.tables.skeleton import skeleton

    dice_text = None if args.weights is not None else args.expression
    text = skeleton(args.id, dice_text, weights=args.weights or 0)
    overrides = args.id in ctx.library()
    path = write_new(ctx.home, args.id, text)  # only inside <home>/tables/, never via a link out
    ctx.forget_tables()
    return TableCreated(args.id, path, dice_text, text.count("\n  - "), overrides)


def _check(ctx: Context, args: argparse.Namespace) -> TableCheck:
    from solo.tables.lint import check

    ctx.forget_tables()
    if args.paths:
        _files_or_folders(args.paths)
        found = check(args.paths, others=ctx.library(), checks=table_checks())
        count = len({p for root in args.paths for p in _files(root)})
    else:
        library = ctx.library()
        found = check(library, checks=table_checks())
        count = len({t.path for t in library.tables()} | {e.path for e in library.problems})
    return TableCheck(count, tuple(_problem(error) for error in found))


def _files_or_folders(paths: list[Path]) -> None:
    """Refuse a path that names a device, a FIFO or a socket (never read: it may not end)."""
    from solo.files import kind_of

    for path in paths:
        if kind_of(path) == "other":
            raise InputError("table.cmd.check_not_a_file", path=str(path))


def table_checks() -> tuple[Callable[[Table], list[TableError]], ...]:
    """What the layers above the tables know about their own tables' extra fields."""
    from solo.engine.table_checks import CHECKS

    return CHECKS


def _files(root: Path) -> list[Path]:
    from solo.tables.folders import table_files

    return table_files(root)


def _problem(error: TableError) -> Problem:
    return Problem(str(error.path), error.line, error.key, error.message())


def _sim(ctx: Context, args: argparse.Namespace) -> Simulation:
    from solo.tables.odds import row_odds, simulate

    table = ctx.library().get(args.id)
    with ctx.progress(table.id, args.n) as report:
        tally = simulate(ctx.library(), table.id, args.n, ctx.simulation_rng(), progress=report)
    rows = tuple(SimRow(row.label, row.text.in_language(ctx.lang), tally.counts[row.label],
                        chance)
                 for row, chance in row_odds(table))
    return Simulation(table.id, tally.runs, rows, asked=args.n,
                      stopped_early=tally.stopped_early, seconds=round(tally.seconds, 2),
                      limit_seconds=tally.limit)


COMMANDS = (Command("table", ("tabla",), "cmd.help.table", table_parser, run_table, fast=True),)
