"""Reading table files from disk: lines, limits, refusals, overrides, bundled tables."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

import solo
from solo.errors import InputError, TableError
from solo.i18n import use_language
from solo.tables import folders, load
from solo.tables.lint import check
from solo.tables.load import (
    MAX_FILE_BYTES,
    bundled_dir,
    load_file,
    load_library,
    parse_yaml,
    read_file,
    system_folders,
)
from solo.tables.model import LineDict
from tests.table_files import two_rows, write_table


def test_the_loader_records_the_line_of_each_mapping_and_key() -> None:
    data = parse_yaml("a: 1\nb:\n  c: 2\n  d: {e: 3}\n", Path("x.yaml"))
    assert isinstance(data, LineDict)
    assert data.line == 1
    assert data.key_lines == {"a": 1, "b": 2}
    assert data["b"].line == 3
    assert data["b"].key_lines == {"c": 3, "d": 4}
    assert data["b"]["d"].line == 4


def test_yaml_merge_keys_still_work() -> None:
    data = parse_yaml("base: &b {x: 1}\nmine:\n  <<: *b\n  y: 2\n", Path("x.yaml"))
    assert data["mine"] == {"x": 1, "y": 2}


@pytest.mark.parametrize(("text", "key", "line"), [
    ("id: [a\n", "table.yaml", 2),
    ("a: 1\n  b: 2\n", "table.yaml", 2),
    ("a: 1\na: 2\n", "table.duplicate_key", 2),
    ("a: !!python/object/apply:os.system ['true']\n", "table.unsafe_tag", 1),
    ("a: !!python/name:os.system\n", "table.unsafe_tag", 1),
    ("? [1, 2]\n: x\n", "table.yaml", 1),
    ("--- 1\n--- 2\n", "table.yaml", 2),
])
def test_bad_yaml_names_the_line(text: str, key: str, line: int) -> None:
    with pytest.raises(TableError) as caught:
        parse_yaml(text, Path("mala.yaml"))
    assert (caught.value.key, caught.value.line) == (key, line)
    with use_language("en"):
        assert str(caught.value).startswith(f"mala.yaml, line {line}: ")


@pytest.mark.parametrize("text", ["[" * 100_000, "a: " + "{b: " * 50_000, "- " * 50_000 + "x"])
def test_absurd_nesting_is_one_error(text: str) -> None:
    with pytest.raises(TableError) as caught:
        parse_yaml(text, Path("deep.yaml"))
    assert caught.value.key in ("table.too_nested", "table.yaml")


def test_alias_bombs_do_not_blow_up(tmp_path: Path) -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 10)]
    path = write_table(tmp_path, "bomb.yaml", "\n".join(lines) + "\nid: *a9\n")
    table, errors = load_file(path)
    assert table is None
    assert {e.key for e in errors} >= {"table.bad_id"}
    assert all(len(e.message("en")) < 300 for e in errors)


def test_python_tags_are_refused_never_run(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    path = write_table(tmp_path, "evil.yaml", f"id: !!python/object/apply:os.system ['touch {marker}']\n")
    table, errors = load_file(path)
    assert table is None
    assert [e.key for e in errors] == ["table.unsafe_tag"]
    assert not marker.exists()


def test_a_huge_file_is_refused_past_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    with pytest.raises(TableError) as caught:
        read_file(path)
    assert caught.value.key == "table.too_big"
    assert caught.value.params["most"] == MAX_FILE_BYTES


def test_a_device_or_a_fifo_is_no_table_file(tmp_path: Path) -> None:
    fifo = tmp_path / "tubo.yaml"
    os.mkfifo(fifo)
    for path in (Path("/dev/zero"), fifo):  # neither is read: /dev/zero never ends, a FIFO waits
        with pytest.raises(TableError) as caught:
            read_file(path)
        assert caught.value.key == "table.not_a_file"


def test_a_file_just_under_the_limit_is_read(tmp_path: Path) -> None:
    body = two_rows("mias/grande")
    path = write_table(tmp_path, "grande.yaml", body + "#" * (MAX_FILE_BYTES - len(body) - 1) + "\n")
    assert path.stat().st_size == MAX_FILE_BYTES
    table, errors = load_file(path)
    assert errors == []
    assert table is not None


def test_non_utf8_and_missing_files(tmp_path: Path) -> None:
    latin = tmp_path / "latin.yaml"
    latin.write_bytes("id: año\n".encode("latin-1"))
    assert [e.key for e in load_file(latin)[1]] == ["table.not_utf8"]
    assert [e.key for e in load_file(tmp_path / "none.yaml")[1]] == ["table.unreadable"]


def test_a_folder_of_broken_tables_gives_one_error_each(tmp_path: Path) -> None:
    home = tmp_path
    tables = home / "tables"
    write_table(tables, "good/one.yaml", two_rows("good/one"))
    write_table(tables, "good/two.yaml", two_rows("good/two"))
    broken = {
        "bad/syntax.yaml": ("id: [bad\n", "table.yaml"),
        "bad/overlap.yaml": (two_rows("bad/overlap").replace("range: 2", "range: 1-2"),
                             "table.overlap"),
        "bad/tag.yaml": ("id: !!python/object/apply:os.system ['true']\n", "table.unsafe_tag"),
        "bad/weight.yaml": ("id: bad/weight\nname: {es: a, en: a}\n"
                            "rows: [{weight: 0, text: {es: a, en: a}}]\n", "table.bad_weight"),
    }
    for name, (text, _key) in broken.items():
        write_table(tables, name, text)
    with (tables / "bad" / "huge.yaml").open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    library = load_library(home, bundled=False)
    assert library.ids() == ("good/one", "good/two")
    by_file = {str(e.path.relative_to(tables)): e.key for e in library.problems}
    expected = {name: key for name, (_text, key) in broken.items()}
    expected["bad/huge.yaml"] = "table.too_big"
    assert by_file == expected
    assert len(library.problems) == len(expected)


def test_a_player_table_overrides_a_bundled_one(tmp_path: Path) -> None:
    bundled = tmp_path / "bundled"
    write_table(bundled, "core/giros.yaml", two_rows("core/giros", "viejo", "old"))
    write_table(bundled, "core/otra.yaml", two_rows("core/otra"))
    home = tmp_path / "home"
    write_table(home / "tables", "mis/giros.yaml", two_rows("core/giros", "nuevo", "new"))
    library = load_library(home, bundled=bundled)
    assert library.problems == ()
    assert library.overridden == ("core/giros",)
    assert library.get("core/giros").rows[0].text.in_language("es") == "nuevo"
    assert library.ids() == ("core/giros", "core/otra")


def test_duplicate_ids_of_one_origin_are_an_error(tmp_path: Path) -> None:
    bundled = tmp_path / "bundled"
    write_table(bundled, "a/uno.yaml", two_rows("a/uno", "primero", "first"))
    second = write_table(bundled, "a/zz.yaml", two_rows("a/uno", "segundo", "second"))
    library = load_library(None, bundled=bundled)
    assert [(e.key, e.path, e.line) for e in library.problems] == [
        ("table.duplicate_id", second, 1)]
    assert library.get("a/uno").rows[0].text.in_language("es") == "primero"


def test_a_home_whose_tables_are_the_bundled_ones_loads_them_once() -> None:
    root = bundled_dir()
    assert root is not None
    library = load_library(root.parent)
    assert library.overridden == ()
    assert library.problems == ()
    assert library.ids() == load_library().ids()


def test_extra_files_and_folders_are_player_tables(tmp_path: Path) -> None:
    one = write_table(tmp_path / "x", "one.yaml", two_rows("mias/uno"))
    write_table(tmp_path / "y", "deep/two.yml", two_rows("mias/dos"))
    write_table(tmp_path / "y", "notes.txt", "not a table")
    library = load_library(None, extra=[one, tmp_path / "y"], bundled=False)
    assert library.ids() == ("mias/dos", "mias/uno")


def test_unknown_ids_suggest_close_ones(tmp_path: Path) -> None:
    write_table(tmp_path / "tables", "core/giros.yaml", two_rows("core/giros"))
    library = load_library(tmp_path, bundled=False)
    with pytest.raises(InputError) as caught:
        library.get("core/giro")
    assert caught.value.key == "table.unknown_suggest"
    assert caught.value.params["close"] == "core/giros"
    with pytest.raises(InputError) as caught:
        library.get("giros")
    assert caught.value.params["close"] == "core/giros"
    with pytest.raises(InputError) as caught:
        library.get("zzzz/qqqq")
    assert caught.value.key == "table.unknown"
    assert library.get(" core/giros ").id == "core/giros"


def test_bundled_tables_are_found_in_a_checkout() -> None:
    found = bundled_dir()
    assert found == Path(solo.__file__).resolve().parent.parent / "tables"
    assert (found / "core" / "giros.yaml").is_file()


def test_bundled_tables_are_found_in_an_installed_package(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "site" / "fakepkg_bundled_tables"
    write_table(package, "core/uno.yaml", two_rows("core/uno"))
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    assert bundled_dir("fakepkg_bundled_tables") == package
    regular = tmp_path / "site" / "fakepkg_regular"
    write_table(regular, "__init__.py", "")
    assert bundled_dir("fakepkg_regular") == regular
    for name in ("fakepkg_bundled_tables", "fakepkg_regular"):
        sys.modules.pop(name, None)


def test_the_checkout_is_the_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    assert bundled_dir("no_such_package_here") == bundled_dir()
    monkeypatch.setattr(folders, "_package_dirs", lambda _package: [])
    assert bundled_dir() == Path(solo.__file__).resolve().parent.parent / "tables"


def test_every_bundled_table_loads_and_passes_the_linter() -> None:
    library = load_library()
    assert {"core/complicaciones", "core/giros", "core/dilemas"} <= set(library.ids())
    with use_language("en"):
        problems = [str(problem) for problem in check(library)]
    assert problems == []
    for table in library.tables():
        for _where, text in table.texts():
            assert text.missing() == (), table.id


def test_every_bundled_file_is_one_table() -> None:
    root = bundled_dir()
    assert root is not None
    files = [(path, path.relative_to(root)) for path in sorted(root.rglob("*.yaml"))]
    files += [(path, folder.parent.name / path.relative_to(folder))
              for folder in system_folders() for path in sorted(folder.rglob("*.yaml"))]
    assert len(files) == len(load_library().ids())
    for path, where in files:
        table, errors = load_file(path)
        assert errors == []
        assert table is not None
        assert where.with_suffix("").as_posix() == table.id


def test_only_yaml_file_imports_yaml() -> None:
    import subprocess

    modules = ["model", "library", "pick", "odds", "lint", "skeleton", "text", "ranges", "dice",
               "folders"]
    code = ("import sys\n"
            + "".join(f"import solo.tables.{name}\n" for name in modules)
            + "print(','.join(m for m in ('yaml', 'cmd2', 'rich', 'prompt_toolkit')"
              " if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == ""
    for path in Path(load.__file__).parent.glob("*.py"):
        if path.name != "yaml_file.py":
            assert "import yaml" not in path.read_text(encoding="utf-8"), path.name
