"""Packages: every folder of `solo/` with Python or table files; `tables/` as `solo.bundled_tables`;
the player's guide (`docs/guia/`, `docs/guide/`) as `solo.bundled_guide.guia` and `.guide`, so that
an installed `solo` can show it (`help guide`, `solo --help`; see `solo/guide.py`).

(pyproject.toml holds everything else; this file exists because a package whose folder lies outside
`solo/` cannot be declared there alongside automatic package discovery.)

The packages are found by walking the folders, not with `find_packages`, which silently leaves out a
folder without `__init__.py` (and with it every module inside); a folder with Python files but no
`__init__.py` stops the build instead. tests/install/test_wheel_modules.py checks the built wheel.
"""

from pathlib import Path

from setuptools import setup  # type: ignore[import-untyped]

HERE = Path(__file__).parent


def solo_packages() -> list[str]:
    """Every folder under solo/ that holds a .py file, as a dotted package name."""
    root = HERE / "solo"
    holding = {path.parent for path in root.rglob("*.py")
               if not any(part.startswith((".", "__pycache__")) for part in path.parts)}
    folders = sorted({root, *holding, *(parent for folder in holding for parent in folder.parents
                                        if root in parent.parents)})
    missing = [str(folder.relative_to(HERE)) for folder in folders
               if not (folder / "__init__.py").is_file()]
    if missing:
        raise SystemExit(f"these folders hold Python files but no __init__.py: {missing}")
    return [".".join(folder.relative_to(HERE).parts) for folder in folders]


def table_packages() -> list[str]:
    """`solo.bundled_tables` and one data package per folder of tables/ (its YAML files)."""
    root = HERE / "tables"
    folders = sorted({root, *(path.parent for path in root.rglob("*.yaml"))})
    return [".".join(("solo", "bundled_tables", *folder.relative_to(root).parts))
            for folder in folders]


def system_table_packages() -> list[str]:
    """The data packages of tables bundled inside `solo/` (each game system's `tables/`)."""
    root = HERE / "solo"
    folders = sorted({path.parent for path in root.rglob("*.yaml")})
    return [".".join(folder.relative_to(HERE).parts) for folder in folders]


TABLES = [*table_packages(), *system_table_packages()]
GUIDE = ["solo.bundled_guide.guia", "solo.bundled_guide.guide"]

setup(
    packages=[*solo_packages(), *TABLES, *GUIDE],
    package_dir={"solo.bundled_tables": "tables", "solo.bundled_guide.guia": "docs/guia",
                 "solo.bundled_guide.guide": "docs/guide"},
    package_data={**{package: ["*.yaml"] for package in TABLES},
                  **{package: ["*.md"] for package in GUIDE}},
)
