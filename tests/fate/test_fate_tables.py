"""The Fate tables load with the real library, cover their dice and draw in both languages."""

from __future__ import annotations

import pytest

from solo.dice.rng import ScriptedRng
from solo.systems.fate.procedures.contest import TWISTS_TABLE
from solo.systems.fate.procedures.effects import COST_TABLES
from solo.tables.lint import check
from solo.tables.load import load_library
from solo.tables.pick import draw

FATE_TABLES = (TWISTS_TABLE, *COST_TABLES.values())


def test_fate_tables_have_no_problems() -> None:
    library = load_library()
    problems = [e for e in check(library) if "fate" in str(e.params.get("path", ""))]
    assert problems == []


@pytest.mark.parametrize("table_id", FATE_TABLES)
def test_every_face_draws_text_in_both_languages(table_id: str) -> None:
    library = load_library()
    table = library.get(table_id)
    sides = int(table.dice.split("d")[1]) if table.dice else 0
    assert sides > 0
    for face in range(1, sides + 1):
        drawn = draw(library, table_id, ScriptedRng([face]))
        assert drawn.value == face
        assert drawn.in_language("es")
        assert drawn.in_language("en")
        assert drawn.in_language("es") != drawn.in_language("en")
