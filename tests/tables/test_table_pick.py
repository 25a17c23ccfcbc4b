"""Drawing on tables with scripted dice: rows, weights, inline dice, references, again."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.dice.rng import D6, Die, ScriptedRng, SeededRng, d
from solo.errors import DiceEntryError, InputError, TableError
from solo.jsonable import to_jsonable
from solo.tables.library import Library
from solo.tables.load import parse_yaml
from solo.tables.model import Table, read_table
from solo.tables.pick import MAX_DEPTH, MAX_REROLLS, Draw, draw, pick_row


def _table(text: str) -> Table:
    table, errors = read_table(parse_yaml(text, Path("t.yaml")), Path("t.yaml"))
    assert errors == []
    assert table is not None
    return table


def _lib(*texts: str) -> Library:
    return Library.of(_table(text) for text in texts)


COLOURS = """\
id: t/colores
name: {es: Colores, en: Colours}
dice: 1d6
rows:
  - {range: 1-2, text: {es: rojo, en: red}}
  - {range: 3, text: {es: "{2d6} puntos verdes", en: "{2d6} green dots"}}
  - {range: 4, text: {es: "azul y {table:t/pesos}", en: "blue and {table:t/pesos}"}}
  - {range: 5, text: {es: "{1d4} de {1d6} y {1d4}", en: "{1d4}, {1d4} of {1d6}"}}
  - {range: 6, again: 2, text: {es: "Dos colores", en: "Two colours"}}
"""
WEIGHTS = """\
id: t/pesos
name: {es: Pesos, en: Weights}
rows:
  - {weight: 2, text: {es: a, en: a}}
  - {weight: 1, again: 1, text: {es: "", en: ""}}
  - {weight: 3, text: {es: c, en: c}}
"""


class LoggingRng(ScriptedRng):
    """A scripted generator that remembers which dice it was asked for."""

    def __init__(self, faces: list[int]) -> None:
        super().__init__(faces)
        self.dice: list[Die] = []

    def roll(self, die: Die, count: int) -> tuple[int, ...]:
        self.dice.extend([die] * count)
        return super().roll(die, count)


@pytest.mark.parametrize(("face", "es", "en"), [(1, "rojo", "red"), (2, "rojo", "red")])
def test_a_range_row_is_drawn_by_its_total(face: int, es: str, en: str) -> None:
    rng = ScriptedRng([face])
    result = draw(_lib(COLOURS, WEIGHTS), "t/colores", rng)
    rng.finish()
    assert result == Draw("t/colores", "1d6", face, {"es": es, "en": en}, (), "1-2", face)
    assert result.in_language("en") == en
    assert result.in_language("fr") == es


def test_inline_dice_are_rolled_once_for_both_languages() -> None:
    rng = ScriptedRng([3, 4, 5])
    result = draw(_lib(COLOURS, WEIGHTS), "t/colores", rng)
    rng.finish()
    assert result.text == {"es": "9 puntos verdes", "en": "9 green dots"}
    assert result.nested == ()


def test_inline_dice_match_between_languages_by_expression_and_order() -> None:
    rng = LoggingRng([5, 1, 6, 4])
    result = draw(_lib(COLOURS, WEIGHTS), "t/colores", rng)
    rng.finish()
    assert rng.dice == [D6, d(4), D6, d(4)]
    assert result.text == {"es": "1 de 6 y 4", "en": "1, 4 of 6"}


@pytest.mark.parametrize(("face", "row", "text"), [
    (1, "#1", "a"), (2, "#1", "a"), (4, "#3", "c"), (6, "#3", "c")])
def test_weights_roll_one_die_as_big_as_the_total_weight(face: int, row: str, text: str) -> None:
    rng = LoggingRng([face])
    result = draw(_lib(COLOURS, WEIGHTS), "t/pesos", rng)
    rng.finish()
    assert rng.dice == [d(6)]
    assert (result.dice, result.value, result.roll, result.row) == ("d6", None, face, row)
    assert result.text == {"es": text, "en": text}


def test_a_reference_is_a_nested_draw() -> None:
    rng = ScriptedRng([4, 5])
    result = draw(_lib(COLOURS, WEIGHTS), "t/colores", rng)
    rng.finish()
    assert result.text == {"es": "azul y c", "en": "blue and c"}
    assert [(n.table_id, n.roll, n.row) for n in result.nested] == [("t/pesos", 5, "#3")]


def test_again_draws_more_and_rerolls_again_rows() -> None:
    rng = ScriptedRng([6, 6, 1, 3, 2, 3])
    result = draw(_lib(COLOURS, WEIGHTS), "t/colores", rng)
    rng.finish()
    assert [(n.value, n.text["en"]) for n in result.nested] == [(1, "red"), (3, "5 green dots")]
    assert result.text == {"es": "Dos colores: rojo; 5 puntos verdes",
                           "en": "Two colours: red; 5 green dots"}


def test_again_in_a_weighted_table_leaves_again_rows_out() -> None:
    rng = LoggingRng([3, 5])
    result = draw(_lib(COLOURS, WEIGHTS), "t/pesos", rng)
    rng.finish()
    assert rng.dice == [d(6), d(5)]
    assert result.row == "#2"
    assert result.text == {"es": "c", "en": "c"}
    assert [n.row for n in result.nested] == ["#3"]


def test_a_reroll_that_never_ends_stops_with_an_error() -> None:
    table = _table(COLOURS)
    with pytest.raises(TableError) as caught:
        pick_row(table, ScriptedRng([6] * MAX_REROLLS), skip_again=True)
    assert caught.value.key == "table.only_again"


def test_a_missing_reference_is_an_error_when_drawn() -> None:
    with pytest.raises(TableError) as caught:
        draw(_lib(COLOURS), "t/colores", ScriptedRng([4]))
    assert caught.value.key == "table.unknown_reference"
    assert caught.value.params["ref"] == "t/pesos"


def test_a_cycle_stops_at_the_depth_limit() -> None:
    loop_a = ("id: t/a\nname: {es: a, en: a}\nrows:\n"
              "  - {weight: 1, text: {es: '{table:t/b}', en: '{table:t/b}'}}\n")
    loop_b = loop_a.replace("t/a", "t/x").replace("t/b", "t/a").replace("t/x", "t/b")
    with pytest.raises(TableError) as caught:
        draw(_lib(loop_a, loop_b), "t/a", ScriptedRng([1] * (MAX_DEPTH + 2)))
    assert caught.value.key == "table.too_deep"


def test_an_unknown_table_is_an_input_error() -> None:
    with pytest.raises(InputError):
        draw(_lib(COLOURS, WEIGHTS), "t/nada", ScriptedRng([]))


def test_typed_faces_that_do_not_fit_are_refused() -> None:
    with pytest.raises(DiceEntryError):
        draw(_lib(COLOURS, WEIGHTS), "t/pesos", ScriptedRng([7]))


def test_a_missing_translation_uses_the_other_language() -> None:
    only_es = ("id: t/es\nname: {es: a}\ndice: 1d2\nrows:\n"
               "  - {range: 1, text: {es: 'uno {1d4}'}}\n  - {range: 2, text: {es: dos}}\n")
    rng = ScriptedRng([1, 3])
    result = draw(_lib(only_es), "t/es", rng)
    rng.finish()
    assert result.text == {"es": "uno 3", "en": "uno 3"}


def test_literal_braces_survive() -> None:
    braces = ("id: t/llaves\nname: {es: a, en: a}\nrows:\n"
              "  - {weight: 1, text: {es: '{{x}} {1d2}', en: '{{x}} {1d2}'}}\n")
    result = draw(_lib(braces), "t/llaves", ScriptedRng([1, 2]))
    assert result.text == {"es": "{x} 2", "en": "{x} 2"}


def test_the_json_shape() -> None:
    result = draw(_lib(COLOURS, WEIGHTS), "t/colores", ScriptedRng([4, 1]))
    assert to_jsonable(result) == {
        "table_id": "t/colores", "dice": "1d6", "value": 4, "roll": 4, "row": "4",
        "text": {"es": "azul y a", "en": "blue and a"},
        "nested": [{"table_id": "t/pesos", "dice": "d6", "value": None, "roll": 1, "row": "#1",
                    "text": {"es": "a", "en": "a"}, "nested": []}]}


def test_seeded_draws_are_reproducible() -> None:
    lib = _lib(COLOURS, WEIGHTS)
    first = [draw(lib, "t/colores", rng).text for rng in [SeededRng(7)] for _ in range(20)]
    again = [draw(lib, "t/colores", rng).text for rng in [SeededRng(7)] for _ in range(20)]
    assert first == again
