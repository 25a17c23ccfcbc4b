"""A draw reads the table it draws and those it references, not the whole library (issue 16).

The home's index (kept in the user's cache folder for a library of many files) says which file
holds which id; a file that changed since is read again, so hand edits, new files and removed
files are seen at once.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import solo.systems  # noqa: F401  (registers the game systems' table folders)
from solo.dice.rng import ScriptedRng
from solo.tables import index as index_module
from solo.tables import load
from solo.tables.load import load_library
from solo.tables.pick import draw
from tests.table_files import two_rows, write_table


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """The names of the table files read (parsed), in order; every library indexed on disk."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(index_module, "INDEXED_FROM", 1)
    seen: list[str] = []
    real = load.load_file

    def counting(path: Path, home: Path | None = None, *, keep: bool = False) -> object:
        seen.append(path.name)
        return real(path, home, keep=keep)

    monkeypatch.setattr(load, "load_file", counting)
    load._INDEXES.clear()
    return seen


def _kept(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "cache" / "solo" / "tables").glob("*.index"))


def _home(tmp_path: Path, count: int = 30) -> Path:
    home = tmp_path / "home"
    for number in range(count):
        write_table(home / "tables", f"mias/t{number}.yaml", two_rows(f"mias/t{number}"))
    ref = "{table:mias/t7}"
    write_table(home / "tables", "mias/ref.yaml", two_rows("mias/ref", ref, ref))
    return home


def test_a_draw_reads_only_its_table_and_those_it_references(tmp_path: Path,
                                                              reads: list[str]) -> None:
    home = _home(tmp_path)
    load_library(home, bundled=False)  # the first run indexes every file
    assert len(_kept(tmp_path)) == 1
    load._INDEXES.clear()  # a new process: the index comes from the file
    reads.clear()
    library = load_library(home, bundled=False)
    result = draw(library, "mias/ref", ScriptedRng([1, 1]))
    assert result.in_language("es") == "uno"
    assert [nested.table_id for nested in result.nested] == ["mias/t7"]
    assert reads == ["ref.yaml", "t7.yaml"]


def test_an_edited_file_is_read_again(tmp_path: Path, reads: list[str]) -> None:
    home = _home(tmp_path, 3)
    load_library(home, bundled=False)
    path = home / "tables" / "mias" / "t1.yaml"
    path.write_text(two_rows("mias/otra", "nueva", "nueva"), encoding="utf-8")
    os.utime(path, ns=(1, 1))  # another time than the indexed one, even on a coarse clock
    load._INDEXES.clear()
    reads.clear()
    library = load_library(home, bundled=False)
    assert "mias/t1" not in library
    assert draw(library, "mias/otra", ScriptedRng([1])).in_language("es") == "nueva"
    assert reads == ["t1.yaml"]


def test_new_and_removed_files_are_seen(tmp_path: Path, reads: list[str]) -> None:
    home = _home(tmp_path, 3)
    load_library(home, bundled=False)
    (home / "tables" / "mias" / "t0.yaml").unlink()
    write_table(home / "tables", "mias/nueva.yaml", two_rows("mias/nueva", "hola", "hola"))
    library = load_library(home, bundled=False)
    assert "mias/t0" not in library
    assert draw(library, "mias/nueva", ScriptedRng([1])).in_language("es") == "hola"


def test_problems_are_still_found_when_asked_for(tmp_path: Path, reads: list[str]) -> None:
    home = _home(tmp_path, 2)
    write_table(home / "tables", "mias/rota.yaml", "id: [no")
    write_table(home / "tables", "mias/doble.yaml", two_rows("mias/t0"))
    load_library(home, bundled=False)
    load._INDEXES.clear()
    reads.clear()
    library = load_library(home, bundled=False)
    assert reads == []
    keys = sorted(problem.key for problem in library.problems)
    assert keys == ["table.duplicate_id", "table.yaml"]


def test_a_broken_index_is_rebuilt(tmp_path: Path, reads: list[str]) -> None:
    home = _home(tmp_path, 2)
    load_library(home, bundled=False)
    [kept] = _kept(tmp_path)
    for broken in (b"solo table index 2\0x\0one\0", b"solo table index 2\0x\0one\0two\0\0",
                   b'{"version": 1, "files": {}}', b"\xff\xfe"):
        kept.write_bytes(broken)
        load._INDEXES.clear()
        library = load_library(home, bundled=False)
        assert sorted(library.ids()) == ["mias/ref", "mias/t0", "mias/t1"]


def test_a_player_table_still_overrides_a_bundled_one(tmp_path: Path, reads: list[str]) -> None:
    bundled = tmp_path / "bundled"
    write_table(bundled, "core/giros.yaml", two_rows("core/giros", "viejo", "viejo"))
    home = tmp_path / "home"
    write_table(home / "tables", "mis/giros.yaml", two_rows("core/giros", "nuevo", "nuevo"))
    load_library(home, bundled=bundled)
    load._INDEXES.clear()
    library = load_library(home, bundled=bundled)
    assert library.overridden == ("core/giros",)
    assert draw(library, "core/giros", ScriptedRng([1])).in_language("es") == "nuevo"


def test_every_shipped_table_holds_the_id_its_path_gives() -> None:
    root = load.bundled_dir()
    folders = load.system_folders()
    shipped = load.shipped_ids(root, folders)
    assert len(shipped) >= 20
    for path, table_id in shipped.items():
        table, problems = load.load_file(path)
        assert problems == []
        assert table is not None and table.id == table_id, path


def test_shipped_tables_are_not_read_to_find_their_ids(tmp_path: Path, reads: list[str]) -> None:
    library = load_library(tmp_path)
    assert "core/giros" in library and "fate/giros" in library
    assert reads == []
    assert draw(library, "core/giros", ScriptedRng([1])).table_id == "core/giros"
    assert reads == ["giros.yaml"]


def test_a_small_library_is_indexed_for_the_run_only_and_the_home_never(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    load._INDEXES.clear()
    home = _home(tmp_path, 3)
    before = sorted(path.relative_to(home) for path in home.rglob("*"))
    assert "mias/t2" in load_library(home, bundled=False)
    assert _kept(tmp_path) == []
    big = _home(tmp_path / "big", index_module.INDEXED_FROM)
    assert "mias/t2" in load_library(big, bundled=False)
    assert len(_kept(tmp_path)) == 1
    assert sorted(path.relative_to(home) for path in home.rglob("*")) == before
