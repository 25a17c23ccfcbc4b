"""Any vault note imports: front matter, callouts, comments, code, several tables (issue 29.1).

The notes in `tests/fixtures/vault/` are our own, shaped like those of public Ironsworn vaults
(front matter whose YAML holds `|`, `# Name` over `### Category: X`, index notes of
`dice: [[Note#^block]]` links) and of generic TTRPG vaults (tables in callouts, inline rolls
with Dice Roller's modifiers, links with aliases, hidden tables).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.tables.import_markdown import read_markdown
from solo.tables.imported import ImportedTable, Link, Roll
from solo.tables.markdown_cells import cell_pieces, header_dice, range_text

VAULT = Path(__file__).resolve().parents[1] / "fixtures" / "vault"


def _note(relative: str) -> list[ImportedTable]:
    return read_markdown((VAULT / relative).read_text("utf-8"), relative)


def _rows(table: ImportedTable) -> list[tuple[str | None, str, int | None]]:
    return [(row.range, row.plain, row.line) for row in table.rows]


def test_front_matter_holding_pipes_is_not_a_table() -> None:
    (table,) = _note("Oracles/Core/Core_Accion.md")
    assert (table.name, table.dice, table.line) == ("Acción", "1d10", 9)
    assert _rows(table)[:2] == [("1-2", "Buscar", 11), ("3-4", "Esconder", 12)]
    assert table.contexts == ("Core", "Core_Accion")  # «Categoría: Core» labels, never names
    assert table.problem is None


def test_each_table_of_a_note_is_found_and_named_by_its_own_heading() -> None:
    tables = _note("Oracles/Tablas_Varias.md")
    assert [(t.name, t.block, t.dice, t.line) for t in tables] == [
        ("Encuentros", "encuentros", "1d6", 11),
        ("Botín de los caídos", "botin", "d%", 23),  # a callout's title; its table inside
        ("Rumores", "", None, 32),
        ("Rumores 2", "", None, 40)]  # a heading names one table: the next is numbered
    assert tables[0].description == "Tira cuando el grupo cruza el páramo de noche."
    assert tables[1].description == "Lo que llevan encima."


def test_hidden_tables_are_left_out() -> None:
    texts = " ".join(row.plain for table in _note("Oracles/Tablas_Varias.md")
                     for row in table.rows)
    for hidden in ("No debe importarse", "Esto es código", "Tampoco esto"):
        assert hidden not in texts


def test_rows_keep_their_rolls_and_references_and_links_read_as_labels() -> None:
    encounters, loot, rumours, _more = _note("Oracles/Tablas_Varias.md")
    assert encounters.rows[0].pieces == (Roll("1d4+1"), " lobos hambrientos")
    assert encounters.rows[1].pieces == (
        "Un viajero con ", Link("note", "Personajes_Rol#^rol", "`dice: [[Personajes_Rol#^rol]]`"),
        " como oficio")
    assert encounters.rows[3].plain == "Una hoguera apagada\naún caliente"
    assert encounters.rows[4].plain == "Un cuervo que repite «|»"
    assert [row.range for row in loot.rows] == ["01-50", "51-90", "91-100"]
    assert loot.rows[2].pieces[-1] == Link("note", "Tablas_Varias.md#^encuentros",
                                           "`dice: [](Tablas_Varias.md#^encuentros)`")
    assert rumours.rows[1].plain == "El barón debe dinero a los contrabandistas"


@pytest.mark.parametrize(("cell", "pieces"), [
    ("`dice: 2d10\\|avg\\|noform` (`2d10`)", (Roll("2d10"), " (`2d10`)")),
    ("`dice: 1d4 + 2|avg`", (Roll("1d4 + 2"),)),
    ("`dice:3d6|noform`", (Roll("3d6"),)),
    ("`dice: [[Misc#^titles|render]]`",
     (Link("note", "Misc#^titles", "`dice: [[Misc#^titles|render]]`"),)),
    ("`dice: [[/5. Mecánicas/Dolor.md#^parte]]`",
     (Link("note", "/5. Mecánicas/Dolor.md#^parte", "`dice: [[/5. Mecánicas/Dolor.md#^parte]]`"),)),
    ("`dice: [](notas/mi%20nota.md#^x)`",
     (Link("note", "notas/mi nota.md#^x", "`dice: [](notas/mi%20nota.md#^x)`"),)),
    ("`dice: 2d[[Nombres#^n]]` y `dice: 3[[Nombres#^n]]`",
     (Link("note", "Nombres#^n", "`dice: 2d[[Nombres#^n]]`"), ", ",
      Link("note", "Nombres#^n", "`dice: 2d[[Nombres#^n]]`"), " y ",
      *[piece for _ in range(3) for piece in (", ", Link("note", "Nombres#^n",
                                                            "`dice: 3[[Nombres#^n]]`"))][1:])),
    ("`dice: [[Bandos^bandos]]\\|Lema`",
     (Link("column", "Bandos^bandos", "`dice: [[Bandos^bandos]]|Lema`", "Lema"),)),
    ("`dice: field + 1d6`", ("`dice: field + 1d6`",)),  # a Dataview field: kept as written
    ("`dice: #location`", ("`dice: #location`",)),
    ("`código` y {llaves}", ("`código` y {llaves}",)),
    ("[[Notas/Lobo.md#Caza]] y ![[mapa.png]]", ("Lobo > Caza y mapa.png",)),
    ("\\[no es enlace\\](x) \\*", ("[no es enlace](x) *",)),
])
def test_a_cell_reads_as_dice_roller_shows_it(cell: str, pieces: tuple[object, ...]) -> None:
    assert cell_pieces(cell) == pieces


@pytest.mark.parametrize(("cell", "dice"), [
    ("dice: 1d20", "1d20"), ("dice:d%", "d%"), ("**d6**", "d6"), ("2d6", "2d6"),
    ("dice: d12+d8", "d12+d8"), ("Result", None), ("", None), ("d", None)])
def test_the_first_header_cell_names_the_dice(cell: str, dice: str | None) -> None:
    assert header_dice(cell) == dice


def test_ranges_read_as_solo_reads_them() -> None:
    assert range_text("1 – 3", "1d6") == "1-3"
    assert range_text("96-00", "1d100") == "96-100"
    assert range_text("00", "1d10") == "00"  # only a d100 reads 00 as 100
    assert range_text("-2..0", "4dF") == "-2..0"


def test_a_bare_dice_header_over_ranges_is_a_lookup_table_else_a_list() -> None:
    lookup = "| d4 | Clima |\n|---|---|\n| 1-2 | Sol |\n| 3-4 | Lluvia |\n"
    listed = "| D6 | Nombre |\n|---|---|\n| Ana | 3 |\n| Bruno | 4 |\n"
    (first,) = read_markdown(lookup, "a.md")
    (second,) = read_markdown(listed, "b.md")
    assert (first.dice, _rows(first)) == ("d4", [("1-2", "Sol", 3), ("3-4", "Lluvia", 4)])
    assert (second.dice, _rows(second)) == (None, [(None, "Ana — 3", 3), (None, "Bruno — 4", 4)])


def test_a_row_without_its_range_is_the_tables_problem_at_its_line() -> None:
    text = "# Tabla\n\n| dice: 1d6 | x |\n|---|---|\n| 1-3 | a |\n|  | b |\n| 4-6 | c |\n"
    (table,) = read_markdown(text, "mal.md")
    assert table.problem is not None
    assert (table.problem.key, table.problem.line) == ("table.import.row_unreadable", 6)


def test_an_unclosed_front_matter_is_text_and_a_table_in_it_is_found() -> None:
    text = "---\n| dice: 1d2 | x |\n|---|---|\n| 1 | a |\n| 2 | b |\n"
    (table,) = read_markdown(text, "sin-cierre.md")
    assert (table.dice, table.line) == ("1d2", 2)


def test_a_table_right_under_a_table_with_no_heading_is_named_after_the_note() -> None:
    text = "| a |\n|---|\n| x |\n\n| b |\n|---|\n| y |\n"
    assert [t.name for t in read_markdown(text, "notas/Varias.md")] == ["Varias", "Varias 2"]
