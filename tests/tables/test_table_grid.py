"""Two-dice tables (row × column) and choosing a row instead of rolling (`--pick`)."""

from __future__ import annotations

import itertools
import json
from fractions import Fraction
from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import InputError, TableError
from solo.tables.library import Library
from solo.tables.load import parse_yaml
from solo.tables.model import Table, read_table
from solo.tables.odds import row_odds
from solo.tables.pick import draw
from tests.conftest import run_cli

PATH = Path("mias/tiempo.yaml")
GRID = """\
id: mias/tiempo
name: {es: Tiempo, en: Weather}
dice: 1d4
columns:
  dice: 1d6
  ranges: [1-2, 3-6]
rows:
  - range: 1-3
    text: {es: Invierno, en: Winter}
    cells:
      - {es: "Nieve {1d3} días", en: "Snow {1d3} days"}
      - {es: Helada, en: Frost}
  - range: 4
    cells: [{es: Sol, en: Sun}, {es: Lluvia, en: Rain}]
"""

PLAIN = """\
id: mias/pistas
name: {es: Pistas, en: Clues}
dice: 2d6
rows:
  - {range: 2-6, text: {es: "Huella {1d4}", en: "Print {1d4}"}}
  - {range: 7-12, text: {es: Nada, en: Nothing}}
"""

WEIGHTS = """\
id: mias/pesos
name: {es: Pesos, en: Weights}
rows:
  - {weight: 3, text: {es: A, en: A}}
  - {weight: 1, text: {es: B, en: B}}
"""


def _table(text: str) -> Table:
    table, errors = read_table(parse_yaml(text, PATH), PATH)
    assert errors == []
    assert table is not None
    return table


def _keys(text: str) -> list[str]:
    table, errors = read_table(parse_yaml(text, PATH), PATH)
    assert table is None
    return [error.key for error in errors]


def test_a_grid_reads_its_columns_and_cells() -> None:
    table = _table(GRID)
    assert table.columns is not None
    assert table.columns.labels() == ("1-2", "3-6")
    assert table.columns.odds() == (Fraction(1, 3), Fraction(2, 3))
    assert [len(row.cells) for row in table.rows] == [2, 2]
    assert [where for where, _ in table.texts()][-3:] == [
        "rows[1].cells[2]", "rows[2].cells[1]", "rows[2].cells[2]"]


@pytest.mark.parametrize(("face_row", "face_col", "es", "row"), [
    (1, 1, "Nieve 2 días", "1-3/1-2"), (3, 6, "Helada", "1-3/3-6"),
    (4, 2, "Sol", "4/1-2"), (4, 3, "Lluvia", "4/3-6")])
def test_a_grid_rolls_row_then_column(face_row: int, face_col: int, es: str, row: str) -> None:
    faces = [face_row, face_col] + ([2] if es.startswith("Nieve") else [])
    rng = ScriptedRng(faces)
    drawn = draw(Library.of([_table(GRID)]), "mias/tiempo", rng)
    rng.finish()
    assert (drawn.in_language("es"), drawn.row, drawn.dice) == (es, row, "1d4/1d6")
    assert drawn.journal_line("es") == f'tbl: mias/tiempo 1d4/1d6={face_row}/{face_col} -> "{es}"'


def test_each_cell_chance_is_row_times_column_against_enumeration() -> None:
    table = _table(GRID)
    assert table.columns is not None
    counts: dict[tuple[int, int], int] = {}
    for row_face, col_face in itertools.product(range(1, 5), range(1, 7)):
        row = table.row_for(row_face)
        column = table.columns.index_for(col_face)
        assert row is not None and column is not None
        counts[(row.index, column)] = counts.get((row.index, column), 0) + 1
    for (row, chance), (index, _) in zip(row_odds(table), enumerate(table.rows), strict=True):
        for column, col_chance in enumerate(table.columns.odds()):
            assert chance * col_chance == Fraction(counts[(index, column)], 24), (row, column)


@pytest.mark.parametrize(("change", "key"), [
    (("cells: [{es: Sol, en: Sun}, {es: Lluvia, en: Rain}]", "cells: [{es: Sol, en: Sun}]"),
     "table.bad_cells"),
    (("ranges: [1-2, 3-6]", "ranges: [1-2, 4-6]"), "table.gap"),
    (("  dice: 1d6\n", "  dice: 1d0\n"), "table.bad_dice"),
])
def test_a_broken_grid_is_named(change: tuple[str, str], key: str) -> None:
    assert key in _keys(GRID.replace(*change))


def test_cells_need_columns() -> None:
    text = PLAIN.replace("text: {es: Nada, en: Nothing}}", "text: {es: N, en: N}, cells: [x]}")
    assert _keys(text) == ["table.cells_without_columns"]


def test_pick_takes_the_total_and_still_rolls_the_rows_dice() -> None:
    library = Library.of([_table(PLAIN)])
    rng = ScriptedRng([3])  # only the row's {1d4}: the 2d6 is not rolled
    drawn = draw(library, "mias/pistas", rng, pick=(5,))
    rng.finish()
    assert (drawn.in_language("es"), drawn.roll, drawn.picked) == ("Huella 3", 5, True)
    assert drawn.journal_line("es") == 'tbl: mias/pistas 2d6=5 (elegida) -> "Huella 3"'
    assert drawn.journal_line("en") == 'tbl: mias/pistas 2d6=5 (chosen) -> "Print 3"'


def test_pick_on_weights_takes_the_row_number_and_on_grids_both() -> None:
    library = Library.of([_table(WEIGHTS), _table(GRID)])
    assert draw(library, "mias/pesos", ScriptedRng([]), pick=(2,)).in_language("es") == "B"
    assert draw(library, "mias/tiempo", ScriptedRng([]), pick=(4, 5)).in_language("en") == "Rain"
    rng = ScriptedRng([1])  # the column is rolled when only the row is chosen
    assert draw(library, "mias/tiempo", rng, pick=(4,)).in_language("en") == "Sun"


@pytest.mark.parametrize(("table_id", "pick", "choices"), [
    ("mias/pistas", (13,), "2-12"), ("mias/pesos", (3,), "1-2"), ("mias/tiempo", (1, 7), "1-6")])
def test_a_pick_outside_the_table_is_one_clear_error(table_id: str, pick: tuple[int, ...],
                                                     choices: str) -> None:
    library = Library.of([_table(PLAIN), _table(WEIGHTS), _table(GRID)])
    with pytest.raises(InputError) as caught:
        draw(library, table_id, ScriptedRng([]), pick=pick)
    assert caught.value.key == "table.pick_outside"
    assert caught.value.params["choices"] == choices
    assert not isinstance(caught.value, TableError)


def _home_with(tmp_path: Path, *texts: str) -> Path:
    folder = tmp_path / "tables" / "mias"
    folder.mkdir(parents=True)
    for text in texts:
        table_id = text.split("\n", 1)[0].removeprefix("id: ")
        (tmp_path / "tables" / f"{table_id}.yaml").write_text(text, "utf-8")
    return tmp_path


def test_table_roll_pick_and_show_a_grid_from_the_command_line(tmp_path: Path) -> None:
    home = _home_with(tmp_path, GRID, PLAIN)
    code, out, err = run_cli("--json", "table", "roll", "mias/tiempo", "--pick", "4,3",
                             home=home)
    assert (code, err) == (0, "")
    assert json.loads(out)["text"]["es"] == "Lluvia"
    code, out, err = run_cli("tabla", "tirar", "mias/pistas", "--elegir", "12", home=home)
    assert (code, err) == (0, "")
    assert "(elegida)" in out and "Nada" in out
    code, _out, err = run_cli("table", "roll", "mias/pistas", "--pick", "uno", home=home)
    assert code == 2 and "«--pick» espera un número" in err
    code, out, err = run_cli("--json", "table", "show", "mias/tiempo", home=home)
    shown = json.loads(out)
    assert shown["column_dice"] == "1d6"
    assert shown["columns"] == [["1-2", "1/3"], ["3-6", "2/3"]]
    assert shown["rows"][1]["cells"] == ["Sol", "Lluvia"]
    code, out, err = run_cli("table", "show", "mias/tiempo", home=home)
    assert (code, err) == (0, "") and "Columna 3-6" in out and "Helada" in out
