"""The bundled oracles as data (`solo.engine.oracle.bundled`) are their YAML files, and `oracle`
reads them only while no table of the player's could replace them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from solo.engine.oracle.bundled import ORACLES
from solo.engine.oracle.spec import from_data
from tests.conftest import run_cli
from tests.engine.conftest import TABLES, read_yaml


def test_every_bundled_oracle_file_has_its_data() -> None:
    files = sorted(path.stem for path in (TABLES / "oracle").glob("*.yaml"))
    assert sorted(ORACLES) == [f"oracle/{name}" for name in files]


@pytest.mark.parametrize("table_id", sorted(ORACLES))
def test_the_data_is_what_the_file_holds(table_id: str) -> None:
    data = read_yaml(f"{table_id}.yaml")
    kept = ORACLES[table_id]
    assert (kept["id"], kept["name"], kept["oracle"]) == (data["id"], data["name"],
                                                           data["oracle"])
    assert from_data(kept, table_id) == from_data(data, table_id)


def test_a_players_oracle_with_a_bundled_id_replaces_it(tmp_path: Path) -> None:
    mine = tmp_path / "tables" / "oracle" / "fate.yaml"
    mine.parent.mkdir(parents=True)
    text = (TABLES / "oracle" / "fate.yaml").read_text(encoding="utf-8")
    mine.write_text(text.replace("50/50: 0", "50/50: 3"), encoding="utf-8")  # a friendlier 50/50
    code, out, err = run_cli("--json", "oracle", "x", "--dice", "+ + - 0", home=tmp_path)
    assert code == 0, err
    reply = json.loads(out)
    assert (reply["modifier"], reply["total"], reply["answer"]) == (3, 4, "yes_and")


def test_without_player_tables_the_bundled_oracle_answers(tmp_path: Path) -> None:
    code, out, err = run_cli("--json", "oracle", "x", "--dice", "+ + - 0", home=tmp_path)
    assert code == 0, err
    reply = json.loads(out)
    assert (reply["faces"], reply["total"], reply["answer"]) == ([1, 1, -1, 0], 1, "yes")
