"""The import-linter contracts in pyproject.toml exist and name the packages they guard.

`make lint` runs `lint-imports`; these tests keep a contract from being deleted or
narrowed quietly, and run the linter itself when it is installed.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SYSTEMS = ("fate", "zodiac", "fragmentos", "tricube")
CORE = ("solo.dice", "solo.tables", "solo.journal", "solo.campaign", "solo.i18n", "solo.catalogs",
        "solo.errors", "solo.text", "solo.numbers", "solo.procedures")
OUTER = ("cmd2", "rich", "prompt_toolkit", "yaml")
_BESIDE = Path(sys.executable).parent / "lint-imports"
LINT_IMPORTS = str(_BESIDE) if _BESIDE.exists() else shutil.which("lint-imports")


def _config() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        config: dict[str, Any] = tomllib.load(handle)["tool"]["importlinter"]
    return config


def _contracts() -> dict[str, dict[str, Any]]:
    return {contract["id"]: contract for contract in _config()["contracts"]}


def test_the_linter_sees_solo_and_the_outer_libraries() -> None:
    config = _config()
    assert config["root_packages"] == ["solo"]
    assert config["include_external_packages"] is True


def test_the_core_imports_no_system_engine_shell_command_or_renderer() -> None:
    core = _contracts()["core"]
    assert core["type"] == "forbidden"
    assert set(CORE) <= set(core["source_modules"])
    assert {"solo.systems", "solo.engine", "solo.shell", "solo.commands",
            "solo.render"} <= set(core["forbidden_modules"])
    assert not core.get("ignore_imports")


def test_text_catalogs_errors_and_words_are_layers_with_no_circle() -> None:
    """`errors` shows its messages through the catalogs, `i18n` refuses a bad word with an error,
    `text` is stdlib only: none of them imports one above it, not even lazily."""
    messages = _contracts()["messages"]
    assert messages["type"] == "layers"
    assert messages["layers"] == ["solo.i18n", "solo.errors", "solo.catalogs", "solo.text"]
    assert not messages.get("ignore_imports") and not messages.get("containers")


def test_the_engine_imports_no_system_but_the_registry_work_exceptions() -> None:
    engine = _contracts()["engine"]
    assert engine["source_modules"] == ["solo.engine"]
    assert set(engine["forbidden_modules"]) == {f"solo.systems.{name}" for name in SYSTEMS}
    for ignored in engine.get("ignore_imports", []):
        assert ignored.startswith("solo.engine.procedures.tour_systems -> solo.systems."), ignored


def test_systems_are_independent_and_each_keeps_its_layer_order() -> None:
    contracts = _contracts()
    assert contracts["systems"]["type"] == "independence"
    assert set(contracts["systems"]["modules"]) == {f"solo.systems.{name}" for name in SYSTEMS}
    for name in SYSTEMS:
        layers = contracts[f"{name}-layers"]
        assert layers["type"] == "layers"
        assert layers["containers"] == [f"solo.systems.{name}"]
        assert layers["layers"] == ["render", "commands", "odds", "procedures", "rules"]
        assert not layers.get("ignore_imports")


def test_rules_import_no_journal_tables_or_procedures() -> None:
    rules = _contracts()["rules"]
    assert {"solo.dice", "solo.engine.rules", "solo.systems.*.rules"} <= set(rules["source_modules"])
    assert {"solo.journal", "solo.tables", "solo.procedures"} <= set(rules["forbidden_modules"])


def test_the_core_and_the_rules_import_in_one_direction() -> None:
    acyclic = _contracts()["acyclic-rules"]
    assert acyclic["type"] == "acyclic_siblings"
    modules = {"solo.errors", "solo.text", "solo.numbers", "solo.catalogs"}  # not packages
    assert {*CORE} - modules <= set(acyclic["ancestors"])
    assert {"solo.engine.rules", "solo.systems.*.rules"} <= set(acyclic["ancestors"])
    assert not acyclic.get("ignore_imports") and not acyclic.get("skip_descendants")
    assert acyclic.get("depth", 10) >= 2


def test_the_entry_points_import_each_other_downwards_only() -> None:
    """`cli` runs `oneshot` or the shell; `Options` lies below all three (no circle)."""
    entry = _contracts()["entry"]
    assert entry["type"] == "layers"
    assert entry["layers"] == ["solo.cli", "solo.oneshot", "solo.shell", "solo.options"]
    assert not entry.get("ignore_imports")


def test_commands_import_no_renderer_shell_or_entry_point() -> None:
    """Renderers import the commands' results; a command never imports a renderer back."""
    commands = _contracts()["commands"]
    assert commands["type"] == "forbidden"
    assert set(commands["source_modules"]) == {"solo.commands", "solo.engine.commands",
                                               "solo.systems.*.commands"}
    assert {"solo.render", "solo.engine.render", "solo.engine.render_gm", "solo.shell",
            "solo.oneshot", "solo.cli"} <= set(commands["forbidden_modules"])
    assert not commands.get("ignore_imports")


def test_pure_layers_import_no_terminal_rendering_or_yaml_library() -> None:
    pure = _contracts()["pure"]
    assert set(pure["forbidden_modules"]) == set(OUTER)
    assert {"solo.dice", "solo.journal", "solo.campaign", "solo.i18n", "solo.catalogs",
            "solo.errors", "solo.text", "solo.procedures",
            "solo.engine.rules", "solo.engine.oracle", "solo.engine.procedures",
            "solo.systems.*.rules", "solo.systems.*.procedures",
            "solo.systems.*.odds"} <= set(pure["source_modules"])
    assert pure.get("allow_indirect_imports", False) is False


def test_every_tables_module_but_the_yaml_readers_is_named_as_pure() -> None:
    tables = _contracts()["pure-tables"]
    assert set(tables["forbidden_modules"]) == set(OUTER)
    modules = {f"solo.tables.{path.stem}" for path in (ROOT / "solo" / "tables").glob("*.py")}
    modules = {"solo.tables" if name == "solo.tables.__init__" else name for name in modules}
    assert set(tables["source_modules"]) == modules - {"solo.tables.load", "solo.tables.yaml_file"}


@pytest.mark.skipif(LINT_IMPORTS is None, reason="import-linter is not installed")
def test_lint_imports_keeps_every_contract() -> None:
    assert LINT_IMPORTS is not None
    done = subprocess.run([LINT_IMPORTS, "--no-cache"], cwd=ROOT, capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
