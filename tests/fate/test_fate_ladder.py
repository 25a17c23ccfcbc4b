"""The ladder by number, its names, and the difficulty picker."""

from __future__ import annotations

import pytest

from solo.errors import InputError
from solo.i18n import t
from solo.systems.fate.rules.ladder import LADDER, ladder_label, ladder_name, parse_difficulty

ES = {8: "Legendario", 7: "Épico", 6: "Fantástico", 5: "Excelente", 4: "Enorme", 3: "Grande",
      2: "Bueno", 1: "Normal", 0: "Mediocre", -1: "Malo", -2: "Terrible"}
EN = {8: "Legendary", 7: "Epic", 6: "Fantastic", 5: "Superb", 4: "Great", 3: "Good",
      2: "Fair", 1: "Average", 0: "Mediocre", -1: "Poor", -2: "Terrible"}


def test_ladder_runs_from_legendary_to_terrible() -> None:
    assert LADDER == (8, 7, 6, 5, 4, 3, 2, 1, 0, -1, -2)


@pytest.mark.parametrize("rung", list(ES))
def test_names_in_both_languages(rung: int) -> None:
    assert ladder_name(rung, "es") == ES[rung]
    assert ladder_name(rung, "en") == EN[rung]


@pytest.mark.parametrize("rung", list(ES))
def test_every_name_parses_back_to_its_number(rung: int) -> None:
    assert parse_difficulty(ES[rung].lower()) == rung
    assert parse_difficulty(EN[rung].upper()) == rung


@pytest.mark.parametrize(("text", "value"), [
    ("+2", 2), ("2", 2), ("bueno", 2), ("fair", 2), ("  Fantástico ", 6), ("fantastico", 6),
    ("-1", -1), ("0", 0), ("+10", 10), ("+2 Bueno", 2), ("grande", 3), ("good", 3),
])
def test_difficulty_picker(text: str, value: int) -> None:
    assert parse_difficulty(text) == value


@pytest.mark.parametrize("text", ["", "muy difícil", "++"])
def test_unreadable_difficulty_is_an_input_error(text: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_difficulty(text)
    assert caught.value.key == "fate.error.difficulty"
    assert t(caught.value.key, "en") != caught.value.key


def test_beyond_the_ladder_takes_the_end_name() -> None:
    assert ladder_name(9, "es") == "Legendario"
    assert ladder_name(-4, "en") == "Terrible"


def test_label_has_number_and_name() -> None:
    assert ladder_label(3, "en") == "+3 Good"
    assert ladder_label(0, "es") == "0 Mediocre"
    assert ladder_label(-1, "es") == "-1 Malo"
