"""A draw lists a game system's tables folder only when it asks for one of that system's ids."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.tables import folders, places
from solo.tables.load import bundled_dir, load_library
from solo.tables.pick import draw
from tests.table_files import two_rows, write_table


def _listed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The system folders listed from now on, by their system."""
    listed: list[str] = []
    real = places.shipped_ids

    def spy(root: Path | None, folders: Iterable[Path]) -> dict[Path, str]:
        folders = list(folders)
        listed.extend(folder.parent.name for folder in folders)
        return real(root, folders)

    monkeypatch.setattr(places, "shipped_ids", spy)
    return listed


def test_a_bundled_table_is_drawn_without_the_systems_folders(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    def no_registry() -> list[Path]:
        raise AssertionError("the systems' folders were asked for")

    monkeypatch.setattr(places, "system_folders", no_registry)
    library = load_library(tmp_path)
    assert "core/giros" in library
    drawn = draw(library, "core/giros", ScriptedRng([3]))
    assert (drawn.table_id, drawn.value) == ("core/giros", 3)
    assert drawn.text["es"] == library.get("core/giros").rows[2].text.in_language("es")


def test_a_bundled_table_lists_only_its_areas_folder(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    listed: list[Path] = []
    real = folders.table_files

    def spy(root: Path) -> list[Path]:
        listed.append(root)
        return real(root)

    monkeypatch.setattr(folders, "table_files", spy)
    library = load_library(tmp_path)
    assert library.get("core/giros").id == "core/giros"
    root = bundled_dir()
    assert root is not None
    assert listed == [root / "core"]  # (the player's folder is listed by `load`)
    assert "oracle/nada" not in library and listed[-1] == root / "oracle"


def test_a_link_or_a_dotted_area_finds_nothing_the_full_listing_would_not(
        tmp_path: Path) -> None:
    bundled = tmp_path / "bundled"
    write_table(bundled, "core/giros.yaml", two_rows("core/giros", "uno"))
    write_table(tmp_path / "elsewhere", "x.yaml", two_rows("enlace/x", "fuera"))
    (bundled / "enlace").symlink_to(tmp_path / "elsewhere")
    write_table(tmp_path, "fuera.yaml", two_rows("fuera", "fuera"))
    shipped = places.ShippedTables(bundled)
    assert shipped.where("enlace/x") is None  # the full listing follows no folder link
    assert shipped.where("../fuera") is None and shipped.where("./core/giros") is None
    assert shipped.where("core/giros") == bundled / "core" / "giros.yaml"
    assert "enlace/x" not in set(shipped.every().values())


def test_a_systems_table_lists_only_its_systems_folder(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    listed = _listed(monkeypatch)
    library = load_library(tmp_path)
    assert library.get("fragmentos/presagios").id == "fragmentos/presagios"
    assert listed == ["fragmentos"]
    assert "fragmentos/nada" not in library and listed == ["fragmentos"]
    assert "nada/x" not in library  # no system folder of that name: nothing listed
    assert listed == ["fragmentos"]


def test_every_id_still_lists_every_systems_folder(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    listed = _listed(monkeypatch)
    ids = load_library(tmp_path).ids()
    assert {"core/giros", "fate/giros", "fragmentos/presagios", "tricube/pjs",
            "zodiac/dilemas"} <= set(ids)
    assert sorted(listed) == ["fate", "fragmentos", "tricube", "zodiac"]


def test_a_players_table_still_replaces_a_systems_one(tmp_path: Path) -> None:
    write_table(tmp_path / "tables", "mias/presagios.yaml",
           two_rows("fragmentos/presagios", "el mío"))
    library = load_library(tmp_path)
    drawn = draw(library, "fragmentos/presagios", ScriptedRng([1]))
    assert (drawn.value, drawn.text["es"]) == (1, "el mío")
    assert library.overridden == ("fragmentos/presagios",)
    assert library.ids().count("fragmentos/presagios") == 1
    assert library.problems == ()


def test_a_players_table_of_a_new_id_in_a_systems_area_is_found(tmp_path: Path) -> None:
    write_table(tmp_path / "tables", "fragmentos/mio.yaml", two_rows("fragmentos/mio", "mío"))
    library = load_library(tmp_path)
    assert library.get("fragmentos/mio").rows[0].text.in_language("es") == "mío"
    assert library.get("fragmentos/presagios").id == "fragmentos/presagios"
    assert library.overridden == ()
