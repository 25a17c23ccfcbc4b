"""Renderers for random tables: lists, a table with its odds, draws, checks, simulations."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from fractions import Fraction
from typing import TYPE_CHECKING, TextIO

from rich.console import Console, Group, RenderableType

from solo.commands.table_io import TableExport, TableImport, import_lines
from solo.commands.tables import (
    DrawSeries,
    Simulation,
    TableCheck,
    TableCreated,
    TableList,
    TableView,
)
from solo.i18n import current_language, t
from solo.plain_odds import exact_text
from solo.render import renders
from solo.render.bars import odds_table
from solo.render.safe import Table, Text
from solo.render.theme import THEME
from solo.tables.pick import Draw
from solo.tables.text import pieces

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID


@renders(TableList)
def render_list(result: TableList) -> RenderableType:
    """Id, name, dice and number of rows of each table; then broken files."""
    table = Table(box=None, pad_edge=False, show_header=False)
    table.add_column(style="code")
    table.add_column()
    table.add_column(style="muted")
    for item in result.tables:
        dice = item.dice or t("table.view.weights")
        mine = " " + t("table.view.yours") if item.id in result.overridden else ""
        table.add_row(item.id, item.name + mine, f"{dice} · {item.rows} {t('table.view.rows')}")
    parts: list[RenderableType] = [table if result.tables else Text(t("table.view.none"))]
    if result.problems:
        parts.append(Text(t("table.view.problems"), style="warning.title"))
        parts.extend(Text(problem, style="warning") for problem in result.problems)
    return Group(*parts)


@renders(TableView)
def render_view(result: TableView) -> RenderableType:
    """The table's rows: range, text, exact chance and a bar."""
    title = f"{result.name} ({result.id}) · {result.dice or t('table.view.weights')}"
    table = Table(title=title, title_justify="left", box=None, pad_edge=False)
    table.add_column(t("table.view.row"), style="label", no_wrap=True)
    table.add_column(t("table.view.text"), ratio=1)
    table.add_column("%", justify="right", no_wrap=True)
    table.add_column(t("cmd.odds.col.exact"), justify="right", style="muted", no_wrap=True)
    table.add_column("", no_wrap=True)
    if result.columns:
        return _grid_view(result, title)
    largest = max((row.probability for row in result.rows), default=Fraction(0))
    for row in result.rows:
        words = _template(row.text)
        if row.again:
            words.append(" " + t("table.view.again", n=row.again))
        chance = row.probability
        table.add_row(row.range, words, f"{float(chance) * 100:.2f}",
                      exact_text(chance), _bar(chance, largest))
    return _framed(result, table)


def _framed(result: TableView, table: Table) -> RenderableType:
    """The table with its description above and its source below."""
    parts: list[RenderableType] = []
    if result.description:
        parts.append(Text(result.description, style="emphasis"))
    parts.append(table)
    if result.source:
        parts.append(Text(t("table.view.source", source=result.source), style="muted"))
    if result.lang and result.lang != current_language():
        parts.append(Text(t("table.view.only_in", lang=result.lang), style="muted"))
    return Group(*parts) if len(parts) > 1 else table


def _grid_view(result: TableView, title: str) -> RenderableType:
    """A two-dice table: a line per row, a column per range of the column dice, with chances."""
    table = Table(title=f"{title} × {result.column_dice}", title_justify="left", box=None,
                  pad_edge=False)
    table.add_column(t("table.view.row"), style="label", no_wrap=True)
    for label, chance in result.columns:
        table.add_column(f"{t('table.view.column')} {label} ({float(chance) * 100:.1f}%)",
                         ratio=1)
    for row in result.rows:
        head = Text(f"{row.range} ({float(row.probability) * 100:.1f}%)")
        if row.text:
            head.append(" ").append(_template(row.text))
        table.add_row(head, *(_template(cell) for cell in row.cells))
    return _framed(result, table)


def _template(template: str) -> Text:
    """A row's text as a draw reads it: `{{` shown as `{`, placeholders (`{1d6}`) marked."""
    shown = Text()
    for words, placeholder in pieces(template):
        shown.append(words, style="code" if placeholder else None)
    return shown


def _bar(chance: Fraction, largest: Fraction, width: int = 12) -> Text:
    length = round(float(chance / largest) * width) if largest else 0
    return Text("█" * length or ("▏" if chance else ""), style="bar")


@renders(Draw)
def render_draw(result: Draw) -> RenderableType:
    """`core/giros d20=7 → text`, with nested draws indented below."""
    return Group(*_draw_lines(result, 0))


def _draw_lines(result: Draw, depth: int) -> list[Text]:
    line = Text("  " * depth)
    line.append(f"{result.table_id} ", style="code")
    rolled = result.roll if result.column is None else f"{result.roll}/{result.column}"
    line.append(f"{result.dice}={rolled}", style="total")
    if result.picked:
        line.append(" " + t("table.view.picked"), style="muted")
    line.append(" → ")
    line.append(result.in_language(current_language()), style="result" if depth == 0 else "")
    if result.only_in and result.only_in != current_language():
        line.append(" " + t("table.view.only_in", lang=result.only_in), style="muted")
    lines = [line]
    for nested in result.nested:
        lines.extend(_draw_lines(nested, depth + 1))
    return lines


@renders(DrawSeries)
def render_series(result: DrawSeries) -> RenderableType:
    """One line per draw."""
    from rich.console import Group

    return Group(*(render_draw(item) for item in result.draws))


@renders(TableCreated)
def render_created(result: TableCreated) -> RenderableType:
    """Where the new table was written."""
    text = Text(t("table.view.created", id=result.id, path=str(result.path), rows=result.rows),
                style="success")
    if result.overrides:
        return Group(text, Text(t("table.view.overrides"), style="warning"))
    return text


@renders(TableImport)
def render_import(result: TableImport) -> RenderableType:
    """The tables written (one line each, or per file when many), then those refused."""
    return Group(*(Text(line, style=style) for line, style in import_lines(result)))


@renders(TableExport)
def render_export(result: TableExport) -> RenderableType:
    """The note itself, as written; or where it went."""
    if result.path is not None:
        return Text(t("table.view.exported", id=result.id, path=str(result.path)),
                    style="success")
    return Text(result.markdown.rstrip("\n"))


@renders(TableCheck)
def render_check(result: TableCheck) -> RenderableType:
    """All good, or one line per problem with its file and line."""
    if result.ok:
        return Text(t("table.view.check_ok", tables=result.tables), style="success")
    lines = [Text(t("table.view.check_bad", tables=result.tables, count=len(result.problems)),
                  style="error")]
    lines.extend(Text(problem.message, style="problem") for problem in result.problems)
    return Group(*lines)


@renders(Simulation)
def render_simulation(result: Simulation) -> RenderableType:
    """Each row's exact chance beside how often it came up."""
    counts = [str(row.count) for row in result.rows]
    seen = [f"{row.count / result.n * 100:.2f}" for row in result.rows]
    table = odds_table(((row.range, row.expected) for row in result.rows),
                       title=t("table.view.simulated", id=result.id, n=result.n),
                       first_column=t("table.view.row"),
                       extra=((t("table.view.count"), counts), (t("table.view.seen"), seen)))
    if not result.stopped_early:
        return table
    return Group(table, Text(t("table.view.stopped", seconds=result.seconds, n=result.n,
                                asked=result.asked, limit=result.limit_seconds),
                              style="warning"))


PROGRESS_AFTER = 0.5
"""Seconds a simulation runs before its progress is shown (short ones show none)."""
PROGRESS_REDRAW = 0.2
"""Seconds between two redraws of the plain progress line."""


def _is_terminal(stream: TextIO) -> bool:
    return bool(getattr(stream, "isatty", lambda: False)())


@contextmanager
def sim_progress(table_id: str, total: int) -> Iterator[Callable[[int], None]]:
    """Show how far a long `table sim` got, on standard error when it is a terminal.

    In the shell it is a rich progress bar that goes away when done; one-shot it
    is one plain line rewritten in place (then erased). Nothing is shown for a
    run shorter than `PROGRESS_AFTER`, nor when standard error is not a terminal.
    """
    stream = sys.stderr
    if not _is_terminal(stream):
        yield lambda _done: None
        return
    in_shell = "solo.shell.app" in sys.modules  # the one-shot path never imports the shell
    shown = (_BarProgress if in_shell else _LineProgress)(table_id, total, stream)
    try:
        yield shown.update
    finally:
        shown.close()


class _LineProgress:
    """`core/giros: 120000 of 1000000 rolls…`, rewritten in place with a carriage return."""

    def __init__(self, table_id: str, total: int, stream: TextIO) -> None:
        self.table_id, self.total, self.stream = table_id, total, stream
        self.started = time.monotonic()
        self.drawn_at: float | None = None
        self.width = 0

    def update(self, done: int) -> None:
        now = time.monotonic()
        if now - self.started < PROGRESS_AFTER:
            return
        if self.drawn_at is not None and now - self.drawn_at < PROGRESS_REDRAW:
            return
        line = t("table.sim.progress", id=self.table_id, done=done, total=self.total)
        self.width = max(self.width, len(line))
        self.stream.write("\r" + line.ljust(self.width))
        self.stream.flush()
        self.drawn_at = now

    def close(self) -> None:
        if self.drawn_at is not None:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()


class _BarProgress:
    """A rich progress bar on standard error, started once the run is long enough."""

    def __init__(self, table_id: str, total: int, stream: TextIO) -> None:
        self.table_id, self.total, self.stream = table_id, total, stream
        self.started = time.monotonic()
        self.bar: Progress | None = None
        self.task: TaskID | None = None

    def update(self, done: int) -> None:
        if self.bar is None:
            if time.monotonic() - self.started < PROGRESS_AFTER:
                return
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
            )

            self.bar = Progress(TextColumn("{task.description}"), BarColumn(),
                                MofNCompleteColumn(), TimeElapsedColumn(),
                                console=Console(file=self.stream, theme=THEME), transient=True)
            self.bar.start()
            self.task = self.bar.add_task(self.table_id, total=self.total)
        if self.task is not None:
            self.bar.update(self.task, completed=done)  # redrawn by rich about 10 times a second

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()
