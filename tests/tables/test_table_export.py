"""`table export ID --markdown`: a table as an Obsidian Dice Roller note, and back (issue 29.6).

Every bundled table is exported and imported again, through the real entry points, and must
come back the same: its name, description, dice, and each row's faces, text and `again` (a
table of weights comes back as a lookup table on one die as large as their sum: the same
faces pick the same rows). Fields only solo reads (`oracle:`, `pc:`) are not part of a note.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from solo.tables.folders import bundled_dir, system_folders, table_files
from solo.tables.load import build_library, load_library
from solo.tables.model import Table
from tests.conftest import Shell, run_cli

BUNDLED = sorted(path for root in (bundled_dir(), *system_folders())
                 for path in table_files(root))


def _shape(table: Table, lang: str) -> tuple[object, ...]:
    """What a note keeps of a table: name, description, and per row faces, text and again."""
    faces: list[tuple[int, ...]] = []
    reached = 0
    for row in table.rows:
        if row.weight is None:
            faces.append(row.faces)
        else:
            faces.append(tuple(range(reached + 1, reached + row.weight + 1)))
            reached += row.weight
    description = table.description.in_language(lang) if table.description else ""
    return (table.name.in_language(lang), " ".join(description.split()),
            [(face, row.text.in_language(lang), row.again)
             for face, row in zip(faces, table.rows, strict=True)])


def _exported(home: Path, table_id: str, *more: str) -> str:
    code, out, err = run_cli("--json", "table", "export", table_id, "--markdown", *more,
                             home=home)
    assert (code, err) == (0, ""), err
    markdown = json.loads(out)["markdown"]
    assert isinstance(markdown, str)
    return markdown


def test_every_bundled_table_is_there() -> None:
    assert len(BUNDLED) >= 40


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_bundled_table_comes_back_the_same(tmp_path: Path, lang: str) -> None:
    library = build_library(BUNDLED, [])
    assert library.problems == ()
    notes = tmp_path / "notas"
    notes.mkdir()
    for table in library.tables():
        if table.columns is not None:
            continue
        note = notes / f"{table.id.replace('/', '__')}.md"
        note.write_text(_exported(tmp_path, table.id, "--lang", lang), "utf-8")
        code, _out, err = run_cli("table", "import", str(note), "--id", table.id,
                                  "--lang", lang, home=tmp_path)
        assert (code, err) == (0, ""), (table.id, err)
    mine = load_library(tmp_path, bundled=False)
    assert mine.problems == ()
    for table in library.tables():
        back = mine.get(table.id)
        assert back.dice == (table.dice or f"1d{sum(r.weight or 0 for r in table.rows)}"
                             if any(r.weight != 1 for r in table.rows) else table.dice)
        assert _shape(back, lang) == _shape(table, lang), table.id


def test_a_note_rolls_inline_dice_and_other_tables_as_dice_roller_does(tmp_path: Path) -> None:
    folder = tmp_path / "tables" / "mias"
    folder.mkdir(parents=True)
    (folder / "viaje.yaml").write_text(
        'id: mias/viaje\nname: {es: "Viaje | largo", en: Journey}\n'
        'description: {es: "Para [caminos] *largos*", en: Roads}\ndice: 1d3\nrows:\n'
        '  - {range: 1, text: {es: "{1d4} días {{sin}} agua\\\\", en: "{1d4} days"}}\n'
        '  - {range: 2, text: {es: "Un giro: {table:core/giros}", en: "{table:core/giros}"}}\n'
        '  - {range: 3, again: 2, text: {es: "Dos veces", en: "Twice"}}\n', "utf-8")
    note = _exported(tmp_path, "mias/viaje")
    assert note == (
        "# Viaje \\| largo\n\nPara \\[caminos\\] \\*largos\\*\n\n"
        "| dice: 1d3 | Viaje \\| largo |\n|---|---|\n"
        "| 1 | `dice: 1d4` días {sin} agua\\\\ |\n"
        "| 2 | Un giro: `dice: [[core/giros#^giros]]` |\n"
        "| 3 | Dos veces `dice: [[#^viaje]]` `dice: [[#^viaje]]` |\n\n^viaje\n")


def test_weights_become_a_list_or_one_die_as_large_as_their_sum(tmp_path: Path) -> None:
    folder = tmp_path / "tables" / "mias"
    folder.mkdir(parents=True)
    (folder / "iguales.yaml").write_text(
        "id: mias/iguales\nname: Iguales\nlang: es\nrows: [a, b]\n", "utf-8")
    (folder / "pesos.yaml").write_text(
        "id: mias/pesos\nname: Pesos\nlang: es\nrows:\n  - {weight: 3, text: a}\n"
        "  - {weight: 1, text: b}\n", "utf-8")
    assert "| Iguales |\n|---|\n| a |\n| b |\n" in _exported(tmp_path, "mias/iguales")
    assert "| dice: 1d4 | Pesos |\n|---|---|\n| 1-3 | a |\n| 4 | b |\n" in _exported(
        tmp_path, "mias/pesos")


def test_to_writes_a_new_file_and_never_over_one(tmp_path: Path) -> None:
    target = tmp_path / "giros.md"
    code, out, err = run_cli("table", "export", "core/giros", "--to", str(target),
                             home=tmp_path)
    assert (code, err) == (0, "")
    assert out.strip() == f"La tabla core/giros se ha escrito como nota en {target}."
    assert target.read_text("utf-8").startswith("# Giros\n")
    code, _out, err = run_cli("table", "export", "core/giros", "--to", str(target),
                              home=tmp_path)
    assert (code, err.strip()) == (2, f"Ya existe {target}; elige otro archivo.")


def test_one_shot_prints_the_note_itself(tmp_path: Path) -> None:
    code, out, err = run_cli("table", "export", "core/giros", home=tmp_path)
    assert (code, err) == (0, "")
    assert out.startswith("# Giros\n\nUn cambio inesperado")
    assert out.endswith("\n^giros\n")


def test_a_two_dice_table_is_refused_in_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "tables" / "mias"
    folder.mkdir(parents=True)
    (folder / "cuadro.yaml").write_text(
        "id: mias/cuadro\nname: Cuadro\nlang: es\ndice: 1d2\ncolumns: {dice: 1d2}\nrows:\n"
        "  - {range: 1, text: a, cells: [x, y]}\n  - {range: 2, text: b, cells: [z, w]}\n",
        "utf-8")
    code, _out, err = run_cli("table", "export", "mias/cuadro", home=tmp_path)
    assert code == 2 and err.startswith("La tabla mias/cuadro se lee fila × columna")


def test_the_shell_exports_in_spanish_words(shell: Shell) -> None:
    done = shell.run("tabla exportar core/giros --idioma en")
    assert done.err == "" and "# Twists" in done.out and "^giros" in done.out


def test_a_name_like_a_vaults_label_and_a_long_description_come_back(tmp_path: Path) -> None:
    folder = tmp_path / "tables" / "mias"
    folder.mkdir(parents=True)
    long_text = "Palabras de una descripción larga. " * 28
    (folder / "dominio.yaml").write_text(
        f'id: mias/dominio\nname: "Dominio: Liderazgo"\nlang: es\n'
        f'description: "{long_text.strip()}"\ndice: 1d2\nrows:\n'
        '  - {range: 1, text: a}\n  - {range: 2, text: b}\n', "utf-8")
    note = tmp_path / "dominio.md"
    note.write_text(_exported(tmp_path, "mias/dominio"), "utf-8")
    assert note.read_text("utf-8").startswith("# Dominio\\: Liderazgo\n")
    code, _out, err = run_cli("table", "import", str(note), "--id", "mias/copia", home=tmp_path)
    assert (code, err) == (0, "")
    back = load_library(tmp_path, bundled=False).get("mias/copia")
    assert back.name.in_language("es") == "Dominio: Liderazgo"
    assert back.description is not None
    assert back.description.in_language("es") == " ".join(long_text.split())


def test_spaces_beside_a_line_break_and_entity_like_words_come_back_exact(tmp_path: Path) -> None:
    """A vault's table trims the spaces around a `<br>`: the export writes them as `&#32;` (a
    tab `&#9;`) and the import reads them back; words that look like entities stay words."""
    folder = tmp_path / "tables" / "mias"
    folder.mkdir(parents=True)
    texts = ["Lista:\n  - uno\n  - dos", "Fin \n\tsangría", "Ya escrito: &#32; y &amp; & más"]
    rows = "".join(f"  - {{range: {number}, text: {json.dumps(text)}}}\n"
                   for number, text in enumerate(texts, start=1))
    (folder / "sangria.yaml").write_text(
        f"id: mias/sangria\nname: Sangría\nlang: es\ndice: 1d3\nrows:\n{rows}", "utf-8")
    markdown = _exported(tmp_path, "mias/sangria")
    assert "| 1 | Lista:<br>&#32;&#32;- uno<br>&#32;&#32;- dos |" in markdown
    assert "| 2 | Fin&#32;<br>&#9;sangría |" in markdown
    assert "| 3 | Ya escrito: &\\#32; y \\&amp; & más |" in markdown
    note = tmp_path / "sangria.md"
    note.write_text(markdown, "utf-8")
    code, _out, err = run_cli("table", "import", str(note), "--id", "mias/vuelta", home=tmp_path)
    assert (code, err) == (0, "")
    back = load_library(tmp_path, bundled=False).get("mias/vuelta")
    assert [row.text.in_language("es") for row in back.rows] == texts
