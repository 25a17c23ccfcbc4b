"""Shared helpers of the engine's tests: the bundled oracles, read straight from `tables/`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from solo.engine.oracle.spec import OracleSpec, from_data

TABLES = Path(__file__).resolve().parents[2] / "tables"


def read_yaml(relative: str) -> Any:
    """Load one bundled YAML file."""
    path = TABLES / relative
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def bundled_oracle(name: str) -> OracleSpec:
    """The bundled oracle `tables/oracle/<name>.yaml`."""
    return from_data(read_yaml(f"oracle/{name}.yaml"), f"oracle/{name}.yaml")


@pytest.fixture(scope="session")
def fate_oracle() -> OracleSpec:
    return bundled_oracle("fate")


@pytest.fixture(scope="session")
def d6_oracle() -> OracleSpec:
    return bundled_oracle("d6")


@pytest.fixture
def d6_data() -> dict[str, Any]:
    """A fresh copy of the d6 oracle's YAML data, to change in a test."""
    data: dict[str, Any] = read_yaml("oracle/d6.yaml")
    return data


@pytest.fixture(scope="session")
def library() -> Any:
    """The bundled tables, loaded the way the program loads them."""
    from solo.tables.load import load_library

    loaded = load_library()
    assert not loaded.problems
    return loaded
