"""Renderers for random tables: lists, a table with its odds, draws, checks, simulations."""

from __future__ import annotations

from fractions import Fraction

from rich.console import Group, RenderableType

from solo.commands.tables import (
    DrawSeries,
    Simulation,
    TableCheck,
    TableCreated,
    TableList,
    TableView,
)
from solo.i18n import current_language, t
from solo.shell.render import renders
from solo.shell.render.bars import odds_table
from solo.shell.render.safe import Table, Text
from solo.tables.pick import Draw


@renders(TableList)
def render_list(result: TableList) -> RenderableType:
    """Id, name, dice and number of rows of each table; then broken files."""
    table = Table(box=None, pad_edge=False, show_header=False)
    table.add_column(style="bold cyan")
    table.add_column()
    table.add_column(style="dim")
    for item in result.tables:
        dice = item.dice or t("table.view.weights")
        mine = " " + t("table.view.yours") if item.id in result.overridden else ""
        table.add_row(item.id, item.name + mine, f"{dice} · {item.rows} {t('table.view.rows')}")
    parts: list[RenderableType] = [table if result.tables else Text(t("table.view.none"))]
    if result.problems:
        parts.append(Text(t("table.view.problems"), style="bold yellow"))
        parts.extend(Text(problem, style="yellow") for problem in result.problems)
    return Group(*parts)


@renders(TableView)
def render_view(result: TableView) -> RenderableType:
    """The table's rows: range, text, exact chance and a bar."""
    title = f"{result.name} ({result.id}) · {result.dice or t('table.view.weights')}"
    table = Table(title=title, title_justify="left", box=None, pad_edge=False)
    table.add_column(t("table.view.row"), style="bold", no_wrap=True)
    table.add_column(t("table.view.text"), ratio=1)
    table.add_column("%", justify="right", no_wrap=True)
    table.add_column(t("cmd.odds.col.exact"), justify="right", style="dim", no_wrap=True)
    table.add_column("", no_wrap=True)
    largest = max((row.probability for row in result.rows), default=Fraction(0))
    for row in result.rows:
        words = row.text + (" " + t("table.view.again", n=row.again) if row.again else "")
        chance = row.probability
        table.add_row(row.range, words, f"{float(chance) * 100:.2f}",
                      f"{chance.numerator}/{chance.denominator}", _bar(chance, largest))
    if result.description:
        return Group(Text(result.description, style="italic"), table)
    return table


def _bar(chance: Fraction, largest: Fraction, width: int = 12) -> Text:
    length = round(float(chance / largest) * width) if largest else 0
    return Text("█" * length or ("▏" if chance else ""), style="cyan")


@renders(Draw)
def render_draw(result: Draw) -> RenderableType:
    """`core/giros d20=7 → text`, with nested draws indented below."""
    return Group(*_draw_lines(result, 0))


def _draw_lines(result: Draw, depth: int) -> list[Text]:
    line = Text("  " * depth)
    line.append(f"{result.table_id} ", style="bold cyan")
    line.append(f"{result.dice}={result.roll}", style="bold yellow")
    line.append(" → ")
    line.append(result.in_language(current_language()), style="bold" if depth == 0 else "")
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
                style="green")
    if result.overrides:
        return Group(text, Text(t("table.view.overrides"), style="yellow"))
    return text


@renders(TableCheck)
def render_check(result: TableCheck) -> RenderableType:
    """All good, or one line per problem with its file and line."""
    if result.ok:
        return Text(t("table.view.check_ok", tables=result.tables), style="green")
    lines = [Text(t("table.view.check_bad", tables=result.tables, count=len(result.problems)),
                  style="bold red")]
    lines.extend(Text(problem.message, style="red") for problem in result.problems)
    return Group(*lines)


@renders(Simulation)
def render_simulation(result: Simulation) -> RenderableType:
    """Each row's exact chance beside how often it came up."""
    counts = [str(row.count) for row in result.rows]
    seen = [f"{row.count / result.n * 100:.2f}" for row in result.rows]
    return odds_table(((row.range, row.expected) for row in result.rows),
                      title=t("table.view.simulated", id=result.id, n=result.n),
                      first_column=t("table.view.row"),
                      extra=((t("table.view.count"), counts), (t("table.view.seen"), seen)))
