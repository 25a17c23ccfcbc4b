"""Campaign folders: names, atomic state, undo history, the journal's front matter."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from solo.campaign.names import check_name
from solo.campaign.store import Campaign, list_campaigns
from solo.commands.campaign import check_system
from solo.errors import CampaignError

NOW = datetime(2026, 11, 29, 14, 10, tzinfo=UTC)


@pytest.mark.parametrize("name", ["../x", "/etc/passwd", "a\x00b", "..", ".", ".hidden",
                                  "a/b", "a\\b", "", "   ", "x" * 65, "fin."])
def test_names_that_could_escape_are_refused(name: str) -> None:
    with pytest.raises(CampaignError):
        check_name(name)


@pytest.mark.parametrize("name", ["prueba", "El tren de Andral", "Año-1", "misterio_2"])
def test_ordinary_names_are_kept(name: str) -> None:
    assert check_name(f" {name} ") == name


def test_create_writes_settings_and_front_matter(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "prueba", "fate", "es", NOW, edition="fae")
    assert campaign.folder == tmp_path / "journals" / "prueba"
    text = campaign.journal.path.read_text(encoding="utf-8")
    assert text == ("---\ntitle: prueba\nruleset: fate (fae)\npcs: ''\n"
                    f"start_date: '{NOW.date().isoformat()}'\n"
                    f"last_update: '{NOW.date().isoformat()}'\nlang: es\ntools: solo\n---\n\n"
                    "# prueba\n")
    again = Campaign.open(tmp_path, "prueba")
    assert again.settings == campaign.settings
    assert [s.name for s in list_campaigns(tmp_path)] == ["prueba"]


def test_english_front_matter(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "train", "none", "en", NOW)
    text = campaign.journal.path.read_text()
    assert "title: train\nruleset: 'No system: solo''s oracle and game master'\npcs: ''\n" in text
    assert "lang: en\n" in text
    assert "none" not in text  # the internal name of no system is not shown


def test_duplicate_and_missing_campaigns(tmp_path: Path) -> None:
    Campaign.create(tmp_path, "prueba", "none", "es", NOW)
    with pytest.raises(CampaignError):
        Campaign.create(tmp_path, "prueba", "none", "es", NOW)
    with pytest.raises(CampaignError):
        Campaign.open(tmp_path, "otra")


def test_systems_and_aliases() -> None:
    assert check_system("Frag") == "fragmentos"
    assert check_system("ninguno") == "none"
    with pytest.raises(CampaignError):
        check_system("gurps")


def test_state_saves_and_undo_restores(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "prueba", "none", "es", NOW)
    assert campaign.load("engine") == {}
    campaign.save("engine", {"tension": 5}, label="tension 5")
    campaign.save("engine", {"tension": 6}, label="tension 6")
    assert campaign.load("engine") == {"tension": 6}
    assert campaign.undo().label == "tension 6"
    assert campaign.load("engine") == {"tension": 5}
    assert campaign.undo().label == "tension 5"
    assert "engine" not in Campaign.open(tmp_path, "prueba").load("engine")
    with pytest.raises(CampaignError):
        campaign.undo()


def test_history_is_capped(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "prueba", "none", "es", NOW)
    for value in range(60):
        campaign.save("engine", {"n": value})
    document = json.loads((campaign.folder / "state.json").read_text(encoding="utf-8"))
    assert len(document["history"]) == 50
    for _step in range(50):
        campaign.undo()
    assert campaign.load("engine") == {"n": 9}


def test_broken_state_file_names_file_and_line(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "prueba", "none", "es", NOW)
    (campaign.folder / "state.json").write_text('{"format": 2,\n "areas": [1, 2\n', "utf-8")
    with pytest.raises(CampaignError) as caught:
        Campaign.open(tmp_path, "prueba")
    assert "state.json" in caught.value.message()
    assert "línea 3" in caught.value.message()


def test_hand_edited_wrong_type_names_file_and_field(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "prueba", "none", "es", NOW)
    path = campaign.folder / "state.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    document["settings"]["session"] = "tres"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(CampaignError) as caught:
        Campaign.open(tmp_path, "prueba")
    assert caught.value.message() == (
        f"{path}: en «settings.session» se esperaba un número entero de 0 a 1000000 y hay «tres».")


def test_area_names_cannot_be_paths(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "prueba", "none", "es", NOW)
    with pytest.raises(CampaignError):
        campaign.save("../evil", {})


def test_sessions_are_counted_and_headed(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "prueba", "none", "es", NOW)
    assert campaign.start_session(NOW) == 1
    assert campaign.start_session(NOW) == 2
    text = campaign.journal.path.read_text()
    assert "## Sesión 1\n*Date: 2026-11-29*" in text
    assert "## Sesión 2" in text
    assert Campaign.open(tmp_path, "prueba").settings.session == 2


def test_undo_takes_back_a_session_start(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "prueba", "none", "es", NOW)
    campaign.start_session(NOW)
    assert campaign.settings.session == 1
    undone = campaign.undo()
    assert (undone.area, undone.label) == ("campaign", "Sesión 1")
    assert campaign.settings.session == 0
    assert Campaign.open(tmp_path, "prueba").settings.session == 0
    assert "## Sesión 1" in campaign.journal.path.read_text()


def test_hand_edited_area_names_the_field(tmp_path: Path) -> None:
    from solo.cli import main  # noqa: F401  (the real entry point below)
    from tests.conftest import run_cli, write_area_state

    run_cli("campaign", "new", "prueba", home=tmp_path)
    run_cli("--campaign", "prueba", "npc", "add", "Guardia", home=tmp_path)
    write_area_state(tmp_path, "prueba", "engine",
                     {"tension": 5, "npcs": [{"name": "Guardia", "weight": "mucho"}]})
    code, _out, err = run_cli("--campaign", "prueba", "npc", "list", home=tmp_path)
    assert code == 2
    assert err.strip().endswith(
        "state.json: en «areas.engine.npcs[0].weight» se esperaba un número entero de 1 a 3 y hay «mucho».")


def test_hand_edited_fate_sheet_names_the_field(tmp_path: Path) -> None:
    from tests.conftest import run_cli, write_area_state

    run_cli("campaign", "new", "tren", "--system", "fate", home=tmp_path)
    write_area_state(tmp_path, "tren", "fate",
                     {"characters": {"Nia": {"name": "Nia", "fate_points": "tres"}}})
    code, _out, err = run_cli("--lang", "en", "--campaign", "tren", "fate", "sheet", "Nia",
                              home=tmp_path)
    assert code == 2
    assert err.strip().endswith(
        "state.json: 'areas.fate.characters.Nia.fate_points' should be a whole number from 0 to 99 "
        "but holds 'tres'.")


def test_hand_edited_tricube_tracker_names_the_field(tmp_path: Path) -> None:
    from tests.conftest import run_cli, write_area_state

    run_cli("campaign", "new", "t", "--system", "tricube", home=tmp_path)
    write_area_state(tmp_path, "t", "tricube",
                     {"trackers": {"cerradura": {"name": "cerradura", "tokens": [3],
                                                 "remaining": 3}}})
    code, _out, err = run_cli("--campaign", "t", "tricube", "effort", "list", home=tmp_path)
    assert code == 2
    assert ("«areas.tricube.trackers.cerradura.tokens» se esperaba un número entero de 1 a 240 y "
            "hay una lista […]") in err
