"""The linter reports every problem, against the player's whole library, and what cannot be drawn."""

from __future__ import annotations

import json
from pathlib import Path

from solo.tables.lint import check
from solo.tables.load import load_library
from tests.conftest import run_cli

BASE = """\
id: mias/base
name: {es: Base, en: Base}
dice: 1d2
rows:
  - {range: 1, text: {es: a, en: a}}
  - {range: 2, text: {es: b, en: b}}
"""

USES_BASE = """\
id: mias/usa
name: {es: Usa, en: Uses}
dice: 1d2
rows:
  - {range: 1, text: {es: "{table:mias/base}", en: "{table:mias/base}"}}
  - {range: 2, text: {es: c, en: c}}
"""

MANY_PROBLEMS = """\
id: mias/rota
name: {es: Rota, en: Broken}
dice: 1d6
rows:
  - {range: 1-2, text: {es: a, en: a}}
  - {range: 2-3, text: {es: b, en: b}}
  - {range: 4, weight: 2, text: {es: c, en: c}}
  - {range: 9, text: {es: d, en: d}}
  - {range: 5, text: {es: "{1d}", en: e}}
"""

BAD_FOCUS = """\
id: engine/foco
name: {es: Foco, en: Focus}
dice: 1d2
rows:
  - {range: 1, focus: npc_acts, text: {es: a, en: a}}
  - {range: 2, focus: dragon_arrives, text: {es: b, en: b}}
"""


def _write(home: Path, table_id: str, text: str) -> Path:
    path = home / "tables" / f"{table_id}.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")
    return path


def _problems(home: Path, *paths: str) -> list[dict[str, object]]:
    _code, out, err = run_cli("--json", "table", "check", *paths, home=home)
    assert err == ""
    found = json.loads(out)["problems"]
    assert isinstance(found, list)
    return found


def test_every_problem_of_a_file_is_reported(tmp_path: Path) -> None:
    path = _write(tmp_path, "mias/rota", MANY_PROBLEMS)
    keys = sorted(str(p["key"]) for p in _problems(tmp_path, str(path)))
    assert keys == ["table.bad_inline_dice", "table.outside", "table.overlap",
                    "table.range_and_weight"]
    lines = sorted(int(str(p["line"])) for p in _problems(tmp_path, str(path)))
    assert lines == [6, 7, 8, 9]


def test_one_file_is_checked_against_the_players_whole_library(tmp_path: Path) -> None:
    _write(tmp_path, "mias/base", BASE)
    path = _write(tmp_path, "mias/usa", USES_BASE)
    assert _problems(tmp_path, str(path)) == []
    alone = check([path])  # without the player's library, the reference is unknown
    assert [error.key for error in alone] == ["table.unknown_ref"]
    assert check([path], others=load_library(tmp_path)) == []


def test_a_table_that_loads_but_cannot_be_drawn_is_an_error_at_check_time(tmp_path: Path,
                                                                         ) -> None:
    path = _write(tmp_path, "engine/foco", BAD_FOCUS)
    (problem,) = _problems(tmp_path)
    assert problem["key"] == "engine.focus.unknown"
    assert problem["line"] == 6
    assert "dragon_arrives" in str(problem["message"])
    assert [p["key"] for p in _problems(tmp_path, str(path))] == ["engine.focus.unknown"]
    assert run_cli("table", "check", home=tmp_path)[0] == 1


def test_a_broken_oracle_section_is_an_error_at_check_time(tmp_path: Path) -> None:
    _write(tmp_path, "oracle/mio", BASE.replace("mias/base", "oracle/mio")
           + "oracle: {dice: [{die: d6, count: 1}]}\n")
    keys = [p["key"] for p in _problems(tmp_path)]
    assert keys == ["engine.spec.missing"]


def test_rolling_a_table_that_did_not_load_says_why(tmp_path: Path) -> None:
    _write(tmp_path, "mias/rota", MANY_PROBLEMS)
    code, _out, err = run_cli("table", "roll", "mias/rota", home=tmp_path)
    assert code == 2
    assert err.startswith("La tabla «mias/rota» no se ha cargado: ")
    assert "problemas en el archivo: 4" in err
    moved = _write(tmp_path, "otras/nombre", MANY_PROBLEMS)  # found by its id: line too
    (tmp_path / "tables" / "mias" / "rota.yaml").unlink()
    code, _out, err = run_cli("--lang", "en", "table", "roll", "mias/rota", home=tmp_path)
    assert code == 2 and "The table 'mias/rota' did not load" in err and moved.name in err


def test_a_table_that_did_not_load_still_has_its_other_problems_named(tmp_path: Path) -> None:
    path = _write(tmp_path, "mias/mitad", """\
id: mias/mitad
name: {es: Mitad, en: Half}
dice: 1d4
rows:
  - {range: 1-2, text: {es: "{table:mias/nada}", en: "{table:mias/nada}"}}
  - {range: 3, text: {es: solo en castellano}}
""")
    found = {(str(p["key"]), p["line"]) for p in _problems(tmp_path, str(path))}
    assert found == {("table.gap", 4), ("table.unknown_ref", 5),
                     ("table.missing_translation", 6)}
    assert {(p["key"], p["line"]) for p in _problems(tmp_path)} == found
