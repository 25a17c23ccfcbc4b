"""`table show` renders row texts as a draw reads them: `{{` is one brace, `{1d6}` is marked."""

from __future__ import annotations

import io
from fractions import Fraction

from rich.console import Console

from solo.commands.tables import RowView, TableView
from solo.i18n import use_language
from solo.render import render
from solo.render.tables import render_view


def _plain(view: TableView) -> list[str]:
    out = io.StringIO()
    with use_language("es"):
        Console(file=out, width=100, color_system=None).print(render(view, "tables"))
    return [line.rstrip() for line in out.getvalue().splitlines()]


def test_doubled_braces_read_as_one_and_placeholders_stay() -> None:
    view = TableView("mias/x", "X", None, "1d2", None, (
        RowView("1", "{{llave}} y {1d4} ratas", Fraction(1, 2)),
        RowView("2", "}} {table:core/giros}", Fraction(1, 2), again=1)))
    lines = _plain(view)
    assert lines[2].startswith("1     {llave} y {1d4} ratas")
    assert lines[3].startswith("2     } {table:core/giros} (tira 1 vez más)  50.00")


def test_a_placeholder_is_styled_apart_from_literal_braces() -> None:
    view = TableView("mias/x", "X", None, "1d2", None,
                     (RowView("1", "{{a}} {1d6}", Fraction(1)),))
    table = render_view(view)
    cell = table.columns[1]._cells[0]  # type: ignore[union-attr]
    assert cell.plain == "{a} {1d6}"
    assert [(cell.plain[span.start:span.end], span.style) for span in cell.spans] == [
        ("{1d6}", "code")]


def test_grid_cells_read_their_braces_too() -> None:
    view = TableView("mias/g", "G", None, "1d2", None,
                     (RowView("1", "{{fila}}", Fraction(1), cells=("{{a}}", "b {1d6}")),),
                     columns=(("1", Fraction(1, 2)), ("2", Fraction(1, 2))), column_dice="1d2")
    row = next(line for line in _plain(view) if line.startswith("1 (100.0%)"))
    assert row.split() == ["1", "(100.0%)", "{fila}", "{a}", "b", "{1d6}"]
