"""A scene lists each participant once and charges who hurries; a rest that recovers nothing
spends nothing; shipped sheets and creation texts obey the creation rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.i18n import t
from solo.procedures.steps import Ask, run_scripted
from solo.systems.fragmentos.procedures.creation import guided_character
from solo.systems.fragmentos.rules.character import Character, Characteristic
from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.fragmentos.rules.validate import validate_new
from solo.tables.load import load_library
from tests.conftest import run_cli
from tests.fragmentos.test_frag_commands import campaign, fails, journal, solo_json, state


def test_the_issue_acceptance_scene_lists_each_once(home: Path) -> None:
    opened = campaign(home)
    data = solo_json(*opened, "frag", "scene", "El Duque:monstruo", "Barbara", home=home)
    assert data["order"] == ["El Duque", "Barbara"]
    assert "=> Orden de actuación: El Duque, Barbara\n" in journal(home)
    # a name typed as it is on the sheet, or with its accents and case changed, is that sheet
    assert solo_json(*opened, "frag", "scene", "Duque:monstruo", "BÁRBARA:secundario",
                     "Cochero", home=home)["order"] == ["Duque", "Barbara", "Cochero"]


def test_hurrying_charges_a_superacion_point_and_journals_it(home: Path) -> None:
    opened = campaign(home)
    code, out, err = run_cli(*opened, "frag", "scene", "Duque:monstruo", "--hurry", "barbara",
                             home=home)
    assert code == 0, err
    assert out.splitlines() == ["Barbara se apresura  Superación 4  Amenaza 2 → 3",
                                "1. Barbara  2. Duque"]
    sheet = state(home)["characters"]["Barbara"]
    assert (sheet["superacion"], state(home)["threat"]) == (4, 3)
    assert ("=> Barbara se apresura\n[PC:Barbara|Superación 5→4]\n(note: Amenaza 2 → 3)\n"
            "=> Orden de actuación: Barbara, Duque\n") in journal(home)


def test_hurrying_is_refused_without_a_point_a_sheet_or_a_main_rank(home: Path) -> None:
    opened = campaign(home)
    assert "no es un personaje principal" in fails(*opened, "frag", "scene", "Cochero",
                                                   "--hurry", "Cochero", home=home)
    assert "no tiene ficha" in fails(*opened, "frag", "scene", "Ana:principal",
                                     "--hurry", "Ana", home=home)
    for _ in range(5):
        solo_json(*opened, "frag", "superacion", "prisa", home=home)
    before = journal(home)
    assert "Barbara" in fails(*opened, "frag", "scene", "--hurry", "Barbara", home=home)
    assert journal(home) == before                                 # nothing written, nothing kept
    assert state(home)["characters"]["Barbara"]["superacion"] == 0


@pytest.mark.parametrize("focus", [(), ("--focus", "cognicion")])
def test_a_rest_with_nothing_to_recover_spends_nothing_and_says_so(home: Path,
                                                                    focus: tuple[str, ...]) -> None:
    opened = campaign(home)
    before = journal(home)
    code, _out, err = run_cli(*opened, "frag", "superacion", "descansar", *focus, home=home)
    assert code == 2
    assert "al máximo: descansar no recuperaría nada, así que no se gasta superación" in err
    assert "Traceback" not in err
    assert state(home)["characters"]["Barbara"]["superacion"] == 5
    assert (state(home)["threat"], journal(home)) == (2, before)


def test_a_rest_with_one_characteristic_hurt_heals_it_and_pays(home: Path) -> None:
    opened = campaign(home)
    solo_json(*opened, "frag", "reto", "--characteristic", "accion", "--dice", "1 2 3",
              "--difficulty", "9", "--peligroso", home=home)
    assert state(home)["characters"]["Barbara"]["scores"]["action"]["current"] == 1
    assert "su Cognición al máximo" in fails(*opened, "frag", "superacion", "descansar", "--focus", "cognicion",
                             home=home)
    solo_json(*opened, "frag", "superacion", "descansar", home=home)    # 1 in each: Acción 2
    sheet = state(home)["characters"]["Barbara"]
    assert (sheet["scores"]["action"]["current"], sheet["superacion"]) == (2, 4)


def test_every_shipped_fragmentos_sheet_obeys_the_creation_rules() -> None:
    table = load_library().get("fragmentos/pjs")
    sheets = [row.extra["pc"][lang] for row in table.rows for lang in ("es", "en")]
    assert len(sheets) == 6
    for data in sheets:
        sheet = validate_new(Character.from_data(data))
        assert sheet.superacion == 5
    ruben = Character.from_data(table.rows[1].extra["pc"]["es"])
    assert ruben.name == "Rubén Soto"
    assert {ch.value: sum(tr.bonus for tr in ruben.traits if tr.characteristic is ch)
            for ch in Characteristic} == {"action": 4, "interaction": 3, "cognition": 2}


def test_creation_texts_state_the_range_each_rank_accepts() -> None:
    answers = ["El Duque", "7", "4", "3", "Garras", "6", "", "", "", ""]
    run = run_scripted(guided_character(Rank.MONSTER), answers)
    assert run.result.best_bonus(["Garras"]) == 6
    asks = [s for s in run.steps if isinstance(s, Ask) and s.prompt.startswith("frag.ask.trait")]
    explained = {t(s.explain, "es") for s in asks if s.explain}
    assert not any("+3" in text for text in explained)          # a monster's rasgo goes to +6
    assert any("+6" in t(s.prompt, "es", **s.params) for s in asks)
