"""Tables are never read or written through a link that leads out of the home."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from solo.errors import InputError
from solo.tables.paths import write_new
from tests.conftest import refused, run_cli

TABLE = """\
id: {id}
name: {{es: Fuera, en: Outside}}
dice: 1d2
rows:
  - {{range: 1, text: {{es: uno, en: one}}}}
  - {{range: 2, text: {{es: dos, en: two}}}}
"""


@pytest.fixture
def home(tmp_path: Path) -> Path:
    folder = tmp_path / "home"
    (folder / "tables").mkdir(parents=True)
    return folder


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    return folder


def _listing(home: Path) -> dict[str, object]:
    code, out, err = run_cli("--json", "--lang", "en", "table", "list", home=home)
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def test_new_does_not_write_through_a_linked_folder(home: Path, outside: Path) -> None:
    (home / "tables" / "mias").symlink_to(outside, target_is_directory=True)
    err = refused("--lang", "en", "table", "new", "mias/clima", home=home)
    assert err.startswith(f"{home}/tables/mias/clima.yaml would be written through "
                          f"{home}/tables/mias, a link to {outside}")
    assert "nothing was written" in err
    assert list(outside.iterdir()) == []


def test_new_does_not_write_through_a_dangling_link(home: Path, outside: Path) -> None:
    (home / "tables" / "mias").mkdir()
    link = home / "tables" / "mias" / "clima.yaml"
    link.symlink_to(outside / "planted.yaml")
    err = refused("--lang", "en", "table", "new", "mias/clima", home=home)
    assert f"a link to {outside / 'planted.yaml'}" in err
    assert not (outside / "planted.yaml").exists()
    assert link.is_symlink()


def test_new_does_not_follow_a_dangling_folder_link(home: Path, outside: Path) -> None:
    (home / "tables" / "mias").symlink_to(outside / "nowhere", target_is_directory=True)
    refused("table", "new", "mias/clima", home=home)
    assert not (outside / "nowhere").exists()


def test_new_does_not_write_when_the_tables_folder_is_a_link_out(tmp_path: Path,
                                                                 outside: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "tables").symlink_to(outside, target_is_directory=True)
    err = refused("--lang", "en", "table", "new", "mias/clima", home=home)
    assert f"outside {home}; new tables are only written inside {home}" in err
    assert list(outside.iterdir()) == []


def test_new_may_use_a_link_that_stays_inside(home: Path) -> None:
    (home / "tables" / "real").mkdir()
    (home / "tables" / "mias").symlink_to(home / "tables" / "real", target_is_directory=True)
    code, _out, err = run_cli("--json", "table", "new", "mias/clima", home=home)
    assert (code, err) == (0, "")
    assert (home / "tables" / "real" / "clima.yaml").is_file()


def test_new_never_overwrites(home: Path) -> None:
    assert run_cli("table", "new", "mias/clima", home=home)[0] == 0
    before = (home / "tables" / "mias" / "clima.yaml").read_text()
    err = refused("--lang", "en", "table", "new", "mias/clima", home=home)
    assert "already exists" in err
    assert (home / "tables" / "mias" / "clima.yaml").read_text() == before


@pytest.mark.parametrize("table_id", ["../fuera", "/tmp/fuera", "mias/../../fuera",
                                      "mias/..", "mias\\..\\fuera"])
def test_ids_that_are_paths_out_are_refused(home: Path, table_id: str) -> None:
    err = refused("--lang", "en", "table", "new", table_id, home=home)
    assert "cannot be a table id" in err
    with pytest.raises(InputError) as caught:
        write_new(home, table_id, "id: x/y\n")  # even past the id check
    assert caught.value.key == "table.bad_new_id"
    assert sorted(p.name for p in home.parent.iterdir()) == ["home"]


def test_a_table_linked_from_outside_is_not_read(home: Path, outside: Path) -> None:
    (outside / "secreto.yaml").write_text(TABLE.format(id="fuera/secreto"))
    link = home / "tables" / "secreto.yaml"
    link.symlink_to(outside / "secreto.yaml")
    data = _listing(home)
    assert "fuera/secreto" not in [t["id"] for t in data["tables"]]  # type: ignore[attr-defined]
    assert data["problems"] == [
        f"{link}: it is a link to {outside / 'secreto.yaml'}, outside your solo folder "
        f"({home}); tables are not read through links that leave it."]
    refused("table", "roll", "fuera/secreto", home=home)
    code, out, _err = run_cli("--json", "table", "check", home=home)
    assert code == 1
    assert [(p["path"], p["key"]) for p in json.loads(out)["problems"]] == [
        (str(link), "table.link_outside")]


def test_a_folder_linked_from_outside_is_not_read(home: Path, outside: Path) -> None:
    (outside / "secreto.yaml").write_text(TABLE.format(id="fuera/secreto"))
    (home / "tables" / "fuera").symlink_to(outside, target_is_directory=True)
    data = _listing(home)
    assert "fuera/secreto" not in [t["id"] for t in data["tables"]]  # type: ignore[attr-defined]
    assert len(data["problems"]) == 1  # type: ignore[arg-type]
    assert str(home / "tables" / "fuera") in data["problems"][0]  # type: ignore[index]


def test_a_tables_folder_that_is_a_link_out_is_not_read(tmp_path: Path, outside: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (outside / "secreto.yaml").write_text(TABLE.format(id="fuera/secreto"))
    (home / "tables").symlink_to(outside, target_is_directory=True)
    data = _listing(home)
    assert "fuera/secreto" not in [t["id"] for t in data["tables"]]  # type: ignore[attr-defined]
    assert [p.split(":")[0] for p in data["problems"]] == [  # type: ignore[attr-defined]
        str(home / "tables")]


def test_a_link_that_stays_inside_the_home_is_read(home: Path) -> None:
    (home / "guardadas").mkdir()
    (home / "guardadas" / "mia.yaml").write_text(TABLE.format(id="mias/dentro"))
    (home / "tables" / "mia.yaml").symlink_to(home / "guardadas" / "mia.yaml")
    data = _listing(home)
    assert "mias/dentro" in [t["id"] for t in data["tables"]]  # type: ignore[attr-defined]
    assert data["problems"] == []


def test_a_named_pipe_does_not_hang_loading(home: Path) -> None:
    os.mkfifo(home / "tables" / "tubo.yaml")
    assert _listing(home)["problems"] == []
