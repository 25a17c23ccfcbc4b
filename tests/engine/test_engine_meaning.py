"""Meaning tables: at least twenty, fifty rows each, both languages, grouped, drawn by name."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from solo.dice.rng import ScriptedRng
from solo.engine.procedures.event import meaning_draw, meaning_tables
from tests.conftest import cli_json, refused, run_cli


def test_twenty_grouped_bilingual_tables_of_fifty_rows(library: Any) -> None:
    ids = meaning_tables(library)
    assert len(ids) >= 20
    groups = {str(library.get(table_id).extra["group"]) for table_id in ids}
    assert {"actions", "descriptions", "characters", "places", "objects", "creatures",
            "events"} <= groups
    for table_id in ids:
        table = library.get(table_id)
        assert len(table.rows) >= 50 and table.dice == "1d100", table_id
        assert set(table.name.by_language) == {"es", "en"}
        for lang in ("es", "en"):
            texts = [row.text.by_language.get(lang, "").strip() for row in table.rows]
            assert all(texts), (table_id, lang)  # every row in both languages
            assert len(set(texts)) == len(texts), (table_id, lang)  # no row twice


def test_the_meaning_tables_pass_table_check() -> None:
    code, out, err = run_cli("table", "check", *map(str, sorted(
        (Path(__file__).parents[2] / "tables" / "meaning").glob("*.yaml"))))
    assert code == 0, err + out


def test_a_draw_on_named_tables(library: Any) -> None:
    found = meaning_draw(library, ScriptedRng([1, 100]), "criaturas, Places")
    assert [d.table_id for d in found.draws] == ["meaning/criaturas", "meaning/lugares"]
    assert found.summary("es") == "Lobo / Una frontera vigilada"
    assert found.summary("en") == "Wolf / A guarded border"


def test_event_meaning_table_through_the_program(home: Path) -> None:
    run_cli("campaign", "new", "c", "--system", "none", home=home)
    data = cli_json("--campaign", "c", "evento", "--significado", "objetos,tesoros", "--dados",
                    "3 4", home=home)
    assert data["meaning"] == [{"es": "Una carta sellada", "en": "A sealed letter"},
                               {"es": "Una corona", "en": "A crown"}]
    journal = (home / "journals" / "c" / "journal.md").read_text("utf-8")
    assert 'tbl: meaning/objetos 1d100=3 -> "Una carta sellada"' in journal
    pair = cli_json("event", "--meaning", "--dice", "1 100", home=home)
    assert set(pair) == {"action", "subject", "draws"}  # no table named: the classic pair
    assert "criaturas" in refused("event", "--meaning", "dragones", home=home)
    refused("event", "--meaning", "a,b,c,d,e", home=home)


def test_a_players_meaning_table_overrides_the_bundled_one(home: Path) -> None:
    folder = home / "tables" / "meaning"
    folder.mkdir(parents=True)
    rows = "\n".join(f"  - {{range: {n}, text: {{es: 'Bicho {n}', en: 'Beast {n}'}}}}"
                     for n in range(1, 7))
    (folder / "criaturas.yaml").write_text(
        "id: meaning/criaturas\nname: {es: Criaturas, en: Creatures}\ngroup: creatures\n"
        f"dice: 1d6\nrows:\n{rows}\n", encoding="utf-8")
    code, out, err = run_cli("--json", "event", "--meaning", "criaturas", "--dice", "4",
                             home=home)
    assert code == 0, err
    assert json.loads(out)["meaning"] == [{"es": "Bicho 4", "en": "Beast 4"}]
