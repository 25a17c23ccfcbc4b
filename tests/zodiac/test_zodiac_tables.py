"""The Zodiac YAML tables load, cover their dice, have both languages, and draw."""

from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.procedures.steps import run_scripted
from solo.systems.zodiac.procedures.crossroads import DILEMMA_TABLE, crossroads
from solo.systems.zodiac.rules.character import SAMPLE_DATA, Character
from solo.systems.zodiac.rules.grades import IDEA_TABLES, Grade, idea_table
from solo.tables.lint import check
from solo.tables.load import load_library
from solo.tables.pick import draw

ROOT = Path(__file__).resolve().parents[2]
TABLES = sorted((ROOT / "solo" / "systems" / "zodiac" / "tables").glob("*.yaml"))


def test_zodiac_tables_pass_the_linter():
    assert TABLES
    assert check(TABLES) == []


@pytest.mark.parametrize("table_id", [DILEMMA_TABLE, *IDEA_TABLES.values()])
def test_every_face_draws_in_both_languages(table_id):
    library = load_library()
    table = library.get(table_id)
    for face in range(1, 13):
        result = draw(library, table_id, ScriptedRng([face, 1, 1, 1, 1, 1, 1]))
        assert result.in_language("es")
        assert result.in_language("en")
        assert result.in_language("es") != result.in_language("en")
    assert table.id == table_id


def test_each_effect_has_its_table():
    assert idea_table(Grade.SUCCESS_BENEFIT) == "zodiac/beneficios"
    assert idea_table(Grade.FAILURE_CATASTROPHE) == "zodiac/catastrofes"
    assert idea_table(Grade.SUCCESS) is None


def test_crossroads_with_the_real_dilemma_table():
    library = load_library()
    rng = ScriptedRng([5, 8, 9])
    pj = Character.from_data(SAMPLE_DATA)
    transcript = run_scripted(
        crossroads([pj], rng, draw=lambda tid: draw(library, tid, rng), lang="es"),
        ["", "emotion", "atletismo", "", "doubt", "tirar", "no"])
    rng.finish()
    summary = transcript.result
    assert summary.event == draw(library, DILEMMA_TABLE, ScriptedRng([5])).in_language("es")
    assert transcript.recorded[0].lines[0].startswith("tbl: zodiac/dilemas 1d12=5 -> ")
