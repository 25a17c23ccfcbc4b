"""The wheel holds every module of the source tree and every bundled table, and nothing else.

A folder without `__init__.py` once vanished from the wheel with all its modules (the editable
install the other tests use never noticed); these tests look at what is really shipped.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.install.conftest import REPO, clean_env

pytestmark = pytest.mark.install
TABLES_IN_WHEEL = "solo/bundled_tables/"
GUIDE_IN_WHEEL = "solo/bundled_guide/"


def _tree_modules() -> set[str]:
    return {path.relative_to(REPO).as_posix() for path in (REPO / "solo").rglob("*")
            if path.suffix in (".py", ".yaml") and "__pycache__" not in path.parts}


def _tree_tables() -> dict[str, str]:
    root = REPO / "tables"
    return {path.relative_to(root).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in root.rglob("*.yaml")}


def _wheel_names(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as archive:
        return archive.namelist()


def test_the_wheel_has_every_module_of_the_tree(built_wheel: Path) -> None:
    shipped = {name for name in _wheel_names(built_wheel)
               if name.startswith("solo/") and not name.startswith((TABLES_IN_WHEEL, GUIDE_IN_WHEEL))}
    tree = _tree_modules()
    assert "solo/systems/fragmentos/procedures/reto.py" in tree
    assert sorted(tree - shipped) == [], "modules left out of the wheel"
    assert sorted(shipped - tree) == [], "files in the wheel that the tree does not have"


def test_the_wheel_has_the_whole_guide_in_both_languages(built_wheel: Path) -> None:
    with zipfile.ZipFile(built_wheel) as archive:
        shipped = {name[len(GUIDE_IN_WHEEL):]: hashlib.sha256(archive.read(name)).hexdigest()
                   for name in archive.namelist() if name.startswith(GUIDE_IN_WHEEL)}
    tree = {f"{folder}/{path.name}": hashlib.sha256(path.read_bytes()).hexdigest()
            for folder in ("guia", "guide") for path in (REPO / "docs" / folder).glob("*.md")}
    assert "guia/empezar.md" in tree
    assert "guide/getting-started.md" in tree
    assert shipped == tree


def test_the_wheel_has_every_bundled_table(built_wheel: Path) -> None:
    with zipfile.ZipFile(built_wheel) as archive:
        shipped = {name[len(TABLES_IN_WHEEL):]: hashlib.sha256(archive.read(name)).hexdigest()
                   for name in archive.namelist() if name.startswith(TABLES_IN_WHEEL)}
        systems = {name: hashlib.sha256(archive.read(name)).hexdigest()
                   for name in archive.namelist()
                   if name.startswith("solo/systems/") and name.endswith(".yaml")}
    tree = _tree_tables()
    tree_systems = {path.relative_to(REPO).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
                    for path in (REPO / "solo" / "systems").rglob("*.yaml")}
    assert len(tree) + len(tree_systems) > 10
    assert shipped == tree
    assert systems == tree_systems                 # each game system's own tables ship too


def test_the_wheel_has_nothing_outside_the_package(built_wheel: Path) -> None:
    tops = {name.split("/")[0] for name in _wheel_names(built_wheel)}
    assert tops == {"solo", "solo-0.1.0.dist-info"}
    with zipfile.ZipFile(built_wheel) as archive:
        entry_points = archive.read("solo-0.1.0.dist-info/entry_points.txt").decode()
    assert "solo = solo.cli:run" in entry_points


def test_every_folder_with_modules_is_a_package() -> None:
    folders = {path.parent for path in (REPO / "solo").rglob("*.py")
               if "__pycache__" not in path.parts}
    assert [str(f) for f in sorted(folders) if not (f / "__init__.py").is_file()] == []


def test_a_folder_without_init_stops_the_build(source_copy: Path, tmp_path: Path) -> None:
    broken = tmp_path / "broken"
    shutil.copytree(source_copy, broken, ignore=shutil.ignore_patterns("build", "*.egg-info"))
    (broken / "solo" / "systems" / "fragmentos" / "procedures" / "__init__.py").unlink()
    stub = tmp_path / "stub"  # a setuptools that only shows what setup.py asks for
    stub.mkdir()
    (stub / "setuptools.py").write_text("def setup(**options):\n    print(options)\n",
                                        encoding="utf-8")
    env = {**clean_env(), "PYTHONPATH": str(stub)}

    def setup_py(folder: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "setup.py"], cwd=folder, env=env,
                              capture_output=True, text=True, timeout=120, check=False)

    whole = setup_py(source_copy)
    assert whole.returncode == 0, whole.stderr
    assert "'solo.systems.fragmentos.procedures'" in whole.stdout
    done = setup_py(broken)
    assert done.returncode != 0
    assert "solo/systems/fragmentos/procedures" in done.stderr + done.stdout
