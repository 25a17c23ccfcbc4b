"""Which files under a folder are tables, and in what order (one `scandir` per folder)."""

from __future__ import annotations

from pathlib import Path

from solo.tables.folders import table_files
from solo.tables.paths import links_out


def _touch(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("id: x/y\n", encoding="utf-8")
    return path


def test_table_files_are_sorted_part_by_part_as_paths_are(tmp_path: Path) -> None:
    for name in ("a-c.yaml", "a/b.yaml", "a/z/q.yml", "b.YAML", "notes.txt", ".oculta.yaml"):
        _touch(tmp_path / name)
    (tmp_path / "vacia.yaml").mkdir()  # a folder with a table's suffix is not a table
    found = table_files(tmp_path)
    assert found == sorted(found)
    assert [path.relative_to(tmp_path).as_posix() for path in found] == [
        ".oculta.yaml", "a/b.yaml", "a/z/q.yml", "a-c.yaml"]


def test_a_linked_file_is_listed_and_a_linked_folder_is_not_walked(tmp_path: Path) -> None:
    root, elsewhere = tmp_path / "tables", tmp_path / "fuera"
    _touch(elsewhere / "lejos.yaml")
    _touch(root / "cerca.yaml")
    (root / "enlace.yaml").symlink_to(elsewhere / "lejos.yaml")
    (root / "carpeta").symlink_to(elsewhere)
    (root / "rota.yaml").symlink_to(tmp_path / "nada.yaml")
    assert [path.name for path in table_files(root)] == ["cerca.yaml", "enlace.yaml"]
    assert table_files(root / "cerca.yaml") == [root / "cerca.yaml"]
    assert table_files(tmp_path / "no-existe") == []


def test_links_out_of_the_home_are_found_at_any_depth(tmp_path: Path) -> None:
    home, elsewhere = tmp_path / "home", tmp_path / "fuera"
    _touch(elsewhere / "lejos.yaml")
    _touch(home / "tables" / "a" / "b" / "cerca.yaml")
    (home / "tables" / "a" / "b" / "sale.yaml").symlink_to(elsewhere / "lejos.yaml")
    (home / "tables" / "carpeta").symlink_to(elsewhere)
    (home / "tables" / "dentro.yaml").symlink_to(home / "tables" / "a" / "b" / "cerca.yaml")
    assert links_out(home / "tables", home) == [home / "tables" / "a" / "b" / "sale.yaml",
                                                home / "tables" / "carpeta"]
