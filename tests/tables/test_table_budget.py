"""Tables cannot explode: a draw's budget, and `table check`'s worst case before anyone rolls.

The table bomb of issue 17: eleven tables, each of whose rows refers eight
times to the next one — only eleven deep, but 8¹⁰ draws. `table check` used
to call it "all good" and `table roll` ran for a minute at 956 MB.
"""

from __future__ import annotations

import json
import time
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice.rng import SeededRng
from solo.errors import TableError
from solo.tables.budget import MAX_DICE, MAX_DRAWS, MAX_TEXT, Budget
from solo.tables.library import Library
from solo.tables.lint import check
from solo.tables.load import load_library, parse_yaml
from solo.tables.model import Table, read_table
from solo.tables.pick import draw
from solo.tables.worst import worst_case
from tests.conftest import HANG_GUARD, Shell, refused, run_cli

LEVELS, BREADTH = 11, 8


def _bomb(home: Path, levels: int = LEVELS, breadth: int = BREADTH) -> Path:
    """Write the bomb under `<home>/tables/bomb/`; return its folder."""
    folder = home / "tables" / "bomb"
    folder.mkdir(parents=True)
    for level in range(levels):
        words = (" ".join([f"{{table:bomb/t{level + 1}}}"] * breadth)
                 if level < levels - 1 else "boom")
        (folder / f"t{level}.yaml").write_text(
            f"id: bomb/t{level}\n"
            f"name: {{es: Nivel {level}, en: Level {level}}}\n"
            "dice: 1d2\n"
            "rows:\n"
            f"  - range: 1\n    text: {{es: \"{words}\", en: \"{words}\"}}\n"
            f"  - range: 2\n    text: {{es: \"{words}\", en: \"{words}\"}}\n",
            encoding="utf-8")
    return folder


def _write(home: Path, table_id: str, body: str) -> Path:
    path = home / "tables" / f"{table_id}.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"id: {table_id}\nname: {{es: X, en: X}}\n{body}", encoding="utf-8")
    return path


def test_table_check_refuses_the_bomb_with_file_and_line(tmp_path: Path) -> None:
    folder = _bomb(tmp_path)
    code, out, err = run_cli("--json", "--lang", "en", "table", "check", home=tmp_path)
    assert (code, err) == (1, "")
    data = json.loads(out)
    assert data["ok"] is False
    over = {Path(p["path"]).name: p for p in data["problems"] if p["key"] == "table.worst_draws"}
    # t7 makes 1 + 8 + 64 + 512 = 585 draws; t6 already 4681, over the 1000 allowed.
    assert sorted(over) == [f"t{level}.yaml" for level in range(7)]
    first = over["t0.yaml"]
    assert first["path"] == str(folder / "t0.yaml")
    assert first["line"] == 5  # the first row, where the references are
    assert first["message"].startswith(f"{folder / 't0.yaml'}, line 5: row 1 can lead to ")
    assert f"at most {MAX_DRAWS}" in first["message"]


def test_table_check_of_the_bomb_files_alone(tmp_path: Path) -> None:
    folder = _bomb(tmp_path / "elsewhere")
    code, out, _err = run_cli("--json", "table", "check", str(folder), home=tmp_path)
    assert code == 1
    keys = [(Path(p["path"]).name, p["line"], p["key"]) for p in json.loads(out)["problems"]]
    assert ("t6.yaml", 5, "table.worst_draws") in keys
    assert not any(name in ("t7.yaml", "t10.yaml") for name, _line, _key in keys)


def test_table_roll_of_the_bomb_stops_quickly_with_one_line(tmp_path: Path) -> None:
    folder = _bomb(tmp_path)
    started = time.perf_counter()
    err = refused("--lang", "en", "table", "roll", "bomb/t0", home=tmp_path)
    assert time.perf_counter() - started < HANG_GUARD
    assert err.startswith(f"{folder / 't0.yaml'}, line 1: a draw on bomb/t0 needed more than "
                          f"{MAX_DRAWS} draws on tables")
    assert "it was stopped while drawing on bomb/t" in err


def test_the_bomb_is_stopped_in_the_shell_too(tmp_path: Path) -> None:
    _bomb(tmp_path)
    shell = Shell(tmp_path)
    shell.run("set lang es")
    run = shell.run("tabla tirar bomb/t0")
    assert "necesitaba más de 1000 tiradas en tablas" in run.err
    assert "Traceback" not in run.err + run.out
    assert run.result is None


def test_the_bomb_is_bounded_in_memory(tmp_path: Path) -> None:
    _bomb(tmp_path)
    library = load_library(tmp_path, bundled=False)
    tracemalloc.start()
    try:
        with pytest.raises(TableError) as stopped:
            draw(library, "bomb/t0", SeededRng(1))
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert stopped.value.key == "table.budget.draws"
    assert peak < 20_000_000


def test_inline_dice_are_bounded_in_work(tmp_path: Path) -> None:
    eleven = " ".join(["{1000dF}"] * 11)
    _write(tmp_path, "dados/muchos", f"dice: 1d1\nrows:\n  - range: 1\n"
           f"    text: {{es: \"{eleven}\", en: \"{eleven}\"}}\n")
    _write(tmp_path, "dados/uno", "dice: 1d1\nrows:\n  - range: 1\n"
           "    text: {es: \"{1000dF} pasos\", en: \"{1000dF} steps\"}\n")
    code, out, _err = run_cli("--json", "table", "check", home=tmp_path)
    assert code == 1
    problems = [(Path(p["path"]).name, p["line"], p["key"]) for p in json.loads(out)["problems"]]
    assert problems == [("muchos.yaml", 5, "table.worst_dice")]
    started = time.perf_counter()
    err = refused("--lang", "en", "table", "roll", "dados/muchos", home=tmp_path)
    assert time.perf_counter() - started < HANG_GUARD
    assert f"a draw on dados/muchos needed more than {MAX_DICE} dice" in err
    code, out, err = run_cli("--json", "table", "roll", "dados/uno", "--times", "100",
                             home=tmp_path)
    assert (code, err) == (0, "")
    assert all(-1000 <= int(d["text"]["en"].split()[0]) <= 1000
               for d in json.loads(out)["draws"])


def test_long_texts_are_bounded(tmp_path: Path) -> None:
    long = "x" * 20_000
    _write(tmp_path, "largo/hoja", f"dice: 1d1\nrows:\n  - range: 1\n    text: {{es: {long}}}\n")
    refs = "{table:largo/hoja} " * 3
    _write(tmp_path, "largo/raiz", "dice: 1d1\nrows:\n  - range: 1\n"
           f"    text: {{es: \"{refs}\", en: \"{refs}\"}}\n")
    code, out, _err = run_cli("--json", "table", "check", home=tmp_path)
    keys = {(Path(p["path"]).name, p["key"]) for p in json.loads(out)["problems"]}
    assert ("raiz.yaml", "table.worst_text") in keys
    assert ("hoja.yaml", "table.worst_text") not in keys
    err = refused("--lang", "en", "table", "roll", "largo/raiz", home=tmp_path)
    assert f"a draw on largo/raiz wrote more than {MAX_TEXT} characters" in err
    assert code == 1


def test_the_bundled_tables_are_within_the_budget() -> None:
    library = load_library()
    for table in library.tables():
        assert worst_case(table, library.by_id.get).over() == [], table.id
    assert [e.key for e in check(library) if e.key.startswith("table.worst")] == []


def _table(text: str) -> Table:
    table, errors = read_table(parse_yaml(text, Path("t.yaml")), Path("t.yaml"))
    assert errors == [], errors
    assert table is not None
    return table


_ROW = st.fixed_dictionaries({
    "refs": st.lists(st.integers(0, 4), max_size=4),
    "dice": st.lists(st.sampled_from(["1d6", "4dF", "30d6", "2d6+3"]), max_size=2),
    "again": st.sampled_from([0, 0, 0, 1, 2]),
    "words": st.integers(0, 40),
})
_TABLES = st.lists(st.lists(_ROW, min_size=1, max_size=3), min_size=1, max_size=5)


def _graph(shape: list[list[dict[str, object]]]) -> Library:
    """Tables `g/t0…` whose rows refer to tables further on (or back: cycles too)."""
    tables = []
    for index, rows in enumerate(shape):
        written = []
        for number, row in enumerate(rows, start=1):
            refs = row["refs"]
            dice = row["dice"]
            assert isinstance(refs, list) and isinstance(dice, list)
            holders = [f"{{table:g/t{ref % len(shape)}}}" for ref in refs]
            holders += [f"{{{expression}}}" for expression in dice]
            words = " ".join(["y" * int(str(row["words"])), *holders]) or "z"
            again = row["again"] if number > 1 else 0
            written.append(f"  - range: {number}\n    again: {again}\n"
                           f"    text: {{es: \"{words}\", en: \"{words}\"}}\n")
        tables.append(_table(f"id: g/t{index}\nname: {{es: G}}\ndice: 1d{len(rows)}\n"
                             "rows:\n" + "".join(written)))
    return Library.of(tables)


@settings(max_examples=150)
@given(_TABLES, st.integers(0, 10**6))
def test_no_draw_spends_more_than_its_worst_case(shape: list[list[dict[str, object]]],
                                                 seed: int) -> None:
    library = _graph(shape)
    worst = worst_case(library.get("g/t0"), library.by_id.get)
    budget = Budget("g/t0", None, None)
    stopped: TableError | None = None
    try:
        draw(library, "g/t0", SeededRng(seed), budget=budget)
    except TableError as error:
        stopped = error
    if stopped is not None:
        assert stopped.key in ("table.too_deep", "table.budget.draws", "table.budget.dice",
                               "table.budget.text", "table.only_again")
        if stopped.key.startswith("table.budget"):
            assert worst.over(), "the check would have let a table that runs out through"
        return
    assert budget.draws <= worst.draws
    assert budget.dice <= worst.dice
    assert budget.text <= worst.text
