"""The bundled critical complications table and the catalogs of Tricube Tales."""

from __future__ import annotations

from solo.dice.rng import ScriptedRng
from solo.systems.tricube.messages.en import MESSAGES as EN
from solo.systems.tricube.messages.es import MESSAGES as ES
from solo.systems.tricube.rules.challenge import Outcome
from solo.systems.tricube.rules.topics import TOPICS
from solo.tables.load import load_library
from solo.tables.pick import draw


def test_complications_table_has_36_rows_in_both_languages() -> None:
    library = load_library()
    texts = set()
    for face in range(1, 37):
        drawn = draw(library, "tricube/complicaciones", ScriptedRng([face, 1, 1]))
        assert drawn.value == face
        assert drawn.in_language("es")
        assert drawn.in_language("en")
        assert drawn.text["es"] != drawn.text["en"]
        texts.add(drawn.text["en"])
    assert len(texts) == 36


def test_catalogs_have_the_same_keys_and_every_outcome_and_topic() -> None:
    assert set(ES) == set(EN)
    for outcome in Outcome:
        assert f"tricube.outcome.{outcome.value}" in ES
    for topic in TOPICS.ids():
        assert f"tricube.rules.{topic}" in ES
        assert len(ES[f"tricube.rules.{topic}"]) > 100


def test_every_key_in_the_code_is_in_both_catalogs() -> None:
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "solo"
    files = [p for p in (root / "systems" / "tricube").rglob("*.py") if "messages" not in p.parts]
    used = {k for p in files for k in re.findall(r'"(tricube\.[a-z_0-9.]+[a-z_0-9])"',
                                                 p.read_text())}
    assert used
    assert used <= set(ES)
    assert used <= set(EN)
