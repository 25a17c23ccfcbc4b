"""`table import FILE`: Obsidian Dice Roller Markdown, Datasworn-style JSON, plain YAML."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.tables.import_json import read_json
from solo.tables.import_markdown import read_markdown
from solo.tables.import_plain import from_plain
from solo.tables.imported import ImportedTable
from solo.tables.load import build_library
from solo.tables.pick import draw
from tests.conftest import run_cli

DICE_ROLLER = """\
# Encuentros en el páramo

Texto antes de la tabla.

| dice: 1d20 | Encuentro | Detalle |
|:----------:|-----------|---------|
| 1-2        | Lobos     | {hambrientos} |
| 3-12       | Nada      |         |
| 13,14      | Un jinete | lleva un estandarte \\| roto |
| 15-20      | Niebla    |         |

^encuentros

## Rumores

| Rumor |
|---|
| El molino está encantado |
| El barón debe dinero |
"""

DATASWORN = {
    "_id": "ruleset",
    "oracles": {"core": {"name": "Core", "contents": {
        "action": {"name": "Action", "dice": "1d100", "oracle_type": "table_text", "rows": [
            {"roll": {"min": 1, "max": 60}, "text": "[Scheme](datasworn:move:x)"},
            {"roll": None, "text": "a heading row without a range"},
            {"roll": {"min": 61, "max": 100}, "text": "Clash", "text2": "loud"}]},
        "theme": {"name": "Theme", "Table": [
            {"Floor": 1, "Ceiling": 3, "Result": "Risk"},
            {"Floor": 4, "Ceiling": 6, "Result": "Ruin"}]}}}},
}


def test_a_dice_roller_table_reads_its_dice_header_and_ranges() -> None:
    first, second = read_markdown(DICE_ROLLER, "paramo.md")
    assert first.name == "Encuentros en el páramo"
    assert first.dice == "1d20"
    assert first.key == "encuentros"
    assert _rows(first) == [("1-2", "Lobos — {hambrientos}"), ("3-12", "Nada"),
                            ("13,14", "Un jinete — lleva un estandarte | roto"),
                            ("15-20", "Niebla")]
    assert (second.name, second.dice) == ("Rumores", None)
    assert _rows(second) == [(None, "El molino está encantado"), (None, "El barón debe dinero")]


def test_a_d100_dice_roller_table_reads_00_as_100() -> None:
    text = "| dice: d100 | x |\n|--|--|\n| 01-50 | a |\n| 51-00 | b |\n"
    (table,) = read_markdown(text, "t.md")
    assert _rows(table) == [("01-50", "a"), ("51-100", "b")]


@pytest.mark.parametrize("text", ["no tables here", "| a | b |\n| c | d |\n"])
def test_a_file_without_a_table_is_refused(text: str, tmp_path: Path) -> None:
    assert read_markdown(text, "x.md") == []
    (tmp_path / "x.md").write_text(text, "utf-8")
    code, _out, err = run_cli("table", "import", str(tmp_path / "x.md"), home=tmp_path)
    assert (code, err.strip()) == (2, "x.md no tiene ninguna tabla que se pueda importar.")


def test_datasworn_oracles_are_found_however_deep() -> None:
    action, theme = read_json(DATASWORN, "core.json")
    assert (action.name, action.dice, action.key) == ("Action", "1d100", "action")
    assert _rows(action) == [("1-60", "Scheme"), ("61-100", "Clash — loud")]
    assert (theme.name, theme.dice) == ("Theme", "1d6")  # no dice: one die as big as the top
    assert _rows(theme) == [("1-3", "Risk"), ("4-6", "Ruin")]


def test_a_plain_yaml_table_takes_totals_in_order() -> None:
    (table,) = from_plain({"name": "Clima", "dice": "2d6", "rows": ["a"] * 11}, "c.yaml")
    assert [row.range for row in table.rows] == [str(n) for n in range(2, 13)]
    (bare,) = from_plain(["x", "y"], "lista.yaml")
    assert (bare.name, bare.dice, _rows(bare)) == ("lista", None, [(None, "x"), (None, "y")])


def _rows(table: ImportedTable) -> list[tuple[str | None, str]]:
    return [(row.range, row.plain) for row in table.rows]


def _import(home: Path, file: Path, *more: str) -> dict[str, object]:
    code, out, err = run_cli("--json", "table", "import", str(file), *more, home=home)
    assert (code, err) == (0, ""), err
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def test_import_writes_valid_tables_that_roll(tmp_path: Path) -> None:
    source = tmp_path / "paramo.md"
    source.write_text(DICE_ROLLER, encoding="utf-8")
    data = _import(tmp_path, source)
    assert data["tool"] == "Obsidian Dice Roller"
    assert data["lang"] == "es"
    assert [t["id"] for t in data["tables"]] == [  # type: ignore[attr-defined]
        "mias/paramo/encuentros", "mias/paramo/rumores"]
    written = tmp_path / "tables" / "mias" / "paramo" / "encuentros.yaml"
    assert 'source: "paramo.md (Obsidian Dice Roller)"' in written.read_text("utf-8")
    code, out, err = run_cli("--json", "table", "roll", "mias/paramo/encuentros", "--dice", "13",
                             home=tmp_path)
    assert (code, err) == (0, "")
    rolled = json.loads(out)
    assert rolled["text"]["es"] == "Un jinete — lleva un estandarte | roto"
    code, out, _ = run_cli("--json", "table", "roll", "mias/paramo/encuentros", "--dice", "1",
                           home=tmp_path)
    assert json.loads(out)["text"]["es"] == "Lobos — {hambrientos}"  # braces shown, not rolled
    assert run_cli("table", "check", home=tmp_path)[0] == 0


def test_the_other_language_falls_back_with_a_notice(tmp_path: Path) -> None:
    source = tmp_path / "weather.json"
    source.write_text(json.dumps({"name": "Weather", "rows": [
        {"min": 1, "max": 1, "text": "Sun"}, {"min": 2, "max": 2, "text": "Rain"}]}), "utf-8")
    data = _import(tmp_path, source, "--lang", "en", "--id", "mine/weather")
    assert data["lang"] == "en"
    code, out, err = run_cli("table", "roll", "mine/weather", "--dice", "2", home=tmp_path)
    assert (code, err) == (0, "")
    assert "Rain" in out
    assert "solo está escrita en «en»" in " ".join(out.split())
    code, out, _ = run_cli("--lang", "en", "table", "roll", "mine/weather", "--dice", "1",
                           home=tmp_path)
    assert "Sun" in out and "only written" not in out


def test_a_table_that_would_be_broken_is_not_written(tmp_path: Path) -> None:
    source = tmp_path / "hueco.md"
    source.write_text("| dice: 1d6 | x |\n|---|---|\n| 1-2 | a |\n| 4-6 | b |\n", "utf-8")
    code, _out, err = run_cli("table", "import", str(source), home=tmp_path)
    assert code == 2
    assert err == "No se ha importado nada. hueco.md, línea 1: ninguna fila cubre 3 de 1d6.\n"
    assert not (tmp_path / "tables").exists() or not any((tmp_path / "tables").rglob("*.yaml"))


def test_import_updates_its_own_tables_and_never_a_players(tmp_path: Path) -> None:
    source = tmp_path / "lista.yaml"
    source.write_text("name: Lista\nrows: [uno, dos]\n", "utf-8")
    _import(tmp_path, source)
    source.write_text("name: Lista\nrows: [uno, dos, tres]\n", "utf-8")
    again = _import(tmp_path, source)  # the same source again: the same id, updated
    assert [(t["id"], t["rows"], t["replaced"]) for t in again["tables"]] == [  # type: ignore[attr-defined]
        ("mias/lista", 3, True)]
    mine = tmp_path / "tables" / "mias" / "otra.yaml"
    mine.write_text("id: mias/otra\nname: Mía\nlang: es\nrows: [a]\n", "utf-8")
    other = tmp_path / "otra.yaml"
    other.write_text("name: Otra\nrows: [b]\n", "utf-8")
    code, _out, err = run_cli("table", "import", str(other), home=tmp_path)
    assert code == 2 and f"Ya existe {mine} y no lo escribió una importación" in err
    assert "rows: [a]" in mine.read_text("utf-8")  # the player's own table, untouched
    code, _out, err = run_cli("table", "import", str(tmp_path / "nada.md"), home=tmp_path)
    assert (code, err.strip()) == (2, f"No existe el archivo {tmp_path / 'nada.md'}.")


def test_bad_json_says_where(tmp_path: Path) -> None:
    source = tmp_path / "roto.json"
    source.write_text('{"rows": [\n  {"min": 1,}\n]}', "utf-8")
    code, _out, err = run_cli("table", "import", str(source), home=tmp_path)
    assert code == 2 and "roto.json no es JSON válido (línea 2)" in err


def test_json_nested_too_deep_is_one_line_in_the_players_language(tmp_path: Path) -> None:
    source = tmp_path / "hondo.json"
    source.write_text("[" * 200_000, "utf-8")
    code, _out, err = run_cli("table", "import", str(source), home=tmp_path)
    assert (code, err.strip()) == (2, "hondo.json anida el JSON a demasiada profundidad para leerlo.")


def test_plain_rows_are_accepted_in_a_players_own_yaml(tmp_path: Path) -> None:
    folder = tmp_path / "tables" / "mias"
    folder.mkdir(parents=True)
    path = folder / "clima.yaml"
    path.write_text("id: mias/clima\nname: Weather\nlang: en\ndice: 1d3\n"
                    "rows: [Sun, Rain, {range: 3, text: Snow}]\n", "utf-8")
    library = build_library([], [path])
    assert library.problems == ()
    table = library.get("mias/clima")
    assert table.lang == "en"
    drawn = draw(library, "mias/clima", ScriptedRng([2]))
    assert (drawn.in_language("es"), drawn.only_in) == ("Rain", "en")
    code, out, _ = run_cli("--json", "table", "check", str(path), home=tmp_path)
    assert code == 0 and json.loads(out)["problems"] == []  # no translation asked of it


def test_show_reads_imported_braces_as_the_player_will(tmp_path: Path) -> None:
    source = tmp_path / "clima.md"
    source.write_text("| dice: 1d2 | Clima |\n|---|---|\n| 1 | Sol {y} y }} |\n| 2 | Lluvia |\n",
                      encoding="utf-8")
    _import(tmp_path, source)
    written = (tmp_path / "tables" / "mias" / "clima.yaml").read_text("utf-8")
    assert 'text: "Sol {{y}} y }}}}"' in written  # the file keeps the escape
    code, out, err = run_cli("table", "show", "mias/clima", home=tmp_path)
    assert (code, err) == (0, "")
    assert [re.split(r"\s{2,}", line.strip())[:4] for line in out.splitlines()[2:4]] == [
        ["1", "Sol {y} y }}", "50.00", "1/2"], ["2", "Lluvia", "50.00", "1/2"]]
    code, out, _ = run_cli("table", "roll", "mias/clima", "--dice", "1", home=tmp_path)
    assert "→ Sol {y} y }}\n" in out  # as drawn
