"""Checking a table's data: every rule of the format is one test."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.errors import TableError
from solo.tables.load import parse_yaml
from solo.tables.model import Table, read_table

PATH = Path("mias/prueba.yaml")


def _read(text: str) -> tuple[Table | None, list[TableError]]:
    return read_table(parse_yaml(text, PATH), PATH)


def _keys(text: str) -> list[str]:
    table, errors = _read(text)
    assert table is None
    return [error.key for error in errors]


GOOD = """\
id: mias/prueba
name: {es: Prueba, en: Test}
description: {es: Una tabla, en: A table}
dice: 1d4
rows:
  - range: 1
    text: {es: Uno, en: One}
  - range: 2-3
    text: {es: "Dos o tres {1d6}", en: "Two or three {1d6}"}
  - range: "4"
    text: {es: "Cuatro {table:mias/otra}", en: "Four {table:mias/otra}"}
"""


def test_a_good_table_is_read_with_its_lines() -> None:
    table, errors = _read(GOOD)
    assert errors == []
    assert table is not None
    assert table.id == "mias/prueba"
    assert table.name.in_language("en") == "Test"
    assert table.description is not None
    assert table.description.in_language("es") == "Una tabla"
    assert table.dice == "1d4"
    assert [row.faces for row in table.rows] == [(1,), (2, 3), (4,)]
    assert [row.line for row in table.rows] == [6, 8, 10]
    assert [row.label for row in table.rows] == ["1", "2-3", "4"]
    assert table.line == 1
    assert table.path == PATH
    assert table.references() == {"mias/otra"}
    assert table.row_for(3) is table.rows[1]
    assert table.row_for(5) is None
    assert not table.weighted


def test_a_weighted_table_needs_no_dice() -> None:
    table, errors = _read("""\
id: mias/pesos
name: {es: Pesos, en: Weights}
rows:
  - weight: 2
    text: {es: A, en: A}
  - weight: 1
    again: 2
    text: {es: B, en: B}
""")
    assert errors == []
    assert table is not None
    assert table.weighted
    assert [row.weight for row in table.rows] == [2, 1]
    assert [row.again for row in table.rows] == [0, 2]
    assert [row.label for row in table.rows] == ["#1", "#2"]


def test_fate_dice_tables_use_negative_ranges() -> None:
    table, errors = _read("""\
id: mias/fate
name: {es: F, en: F}
dice: 4dF
rows:
  - {range: "-4..-2", text: {es: a, en: a}}
  - {range: -1-1, text: {es: b, en: b}}
  - {range: 2-4, text: {es: c, en: c}}
""")
    assert errors == []
    assert table is not None
    assert table.rows[1].faces == (-1, 0, 1)


def test_extension_fields_are_kept() -> None:
    table, errors = _read(GOOD + "oracle:\n  levels: {probable: 1}\n")
    assert errors == []
    assert table is not None
    assert table.extra["oracle"] == {"levels": {"probable": 1}}


def test_rows_keep_their_extension_fields() -> None:
    text = GOOD.replace("  - range: 1\n", "  - range: 1\n    effect: 2\n")
    table, errors = _read(text)
    assert errors == []
    assert table is not None
    assert table.rows[0].extra == {"effect": 2}


@pytest.mark.parametrize(("change", "key", "line"), [
    (("description:", "descripton:"), "table.misspelt_field", 3),
    (("range: 1\n", "range: 1\n    agian: 2\n"), "table.misspelt_field", 7),
    (("id: mias/prueba", "id: Mías Prueba"), "table.bad_id", 1),
    (("id: mias/prueba", "id: prueba"), "table.bad_id", 1),
    (("id: mias/prueba", "id: 7"), "table.bad_id", 1),
    (("name: {es: Prueba, en: Test}", "name: [Prueba]"), "table.bad_text", 2),
    (("name: {es: Prueba, en: Test}", "name: {es: Prueba, fr: Test}"), "table.unknown_language", 2),
    (("text: {es: Uno, en: One}", "text: {es: [Uno], en: One}"), "table.bad_text", 7),
    (("text: {es: Uno, en: One}", "text: {es: Uno, en: No}"), "table.bool_text", 7),
    (("dice: 1d4", "dice: banana"), "table.bad_dice", 4),
    (("dice: 1d4", "dice: 4"), "table.bad_dice", 4),
    (("range: 1\n", "range: 1\n    weight: 2\n"), "table.range_and_weight", 6),
    (("range: 1\n", "range: uno\n"), "table.range_bad", 6),
    (("range: 2-3", "range: 3-2"), "table.range_reversed", 8),
    (("range: 1\n", "range: 1\n    again: 9\n"), "table.bad_again", 7),
    (("range: 1\n", "range: 1\n    again: yes\n"), "table.bad_again", 7),
    (("{1d6}\", en", "{1d6\", en"), "table.unbalanced_braces", 9),
    (("{1d6}\", en", "{1dX}\", en"), "table.bad_inline_dice", 9),
    (("{table:mias/otra}\", en", "{table:Otra Tabla}\", en"), "table.bad_reference", 11),
    (("range: 2-3", "range: 2-4"), "table.overlap", 10),
    (("range: 2-3", "range: 2"), "table.gap", 5),
    (("range: \"4\"", "range: 4-5"), "table.outside", 10),
    (("range: \"4\"", "range: 0, 4"), "table.outside", 10),
])
def test_each_broken_rule_is_named_with_its_line(change: tuple[str, str], key: str,
                                                 line: int) -> None:
    old, new = change
    assert old in GOOD
    table, errors = _read(GOOD.replace(old, new, 1))
    assert table is None
    assert [(e.key, e.line) for e in errors] == [(key, line)]
    assert errors[0].path == PATH


@pytest.mark.parametrize(("text", "keys"), [
    ("[1, 2]", ["table.not_mapping"]),
    ("", ["table.not_mapping"]),
    ("name: {es: a, en: a}\nrows: [{weight: 1, text: {es: a, en: a}}]",
     ["table.missing_field"]),
    ("id: a/b\nrows: [{weight: 1, text: {es: a, en: a}}]", ["table.missing_field"]),
    ("id: a/b\nname: {es: a, en: a}", ["table.missing_field"]),
    ("id: a/b\nname: {es: a, en: a}\nrows: []", ["table.empty_rows"]),
    ("id: a/b\nname: {es: a, en: a}\nrows: {a: 1}", ["table.empty_rows"]),
    ("id: a/b\nname: {es: a, en: a}\nrows: [3]", ["table.bad_row"]),
    ("id: a/b\nname: {es: a, en: a}\nrows: [{text: {es: a, en: a}}]",
     ["table.no_range_or_weight"]),
    ("id: a/b\nname: {es: a, en: a}\ndice: 1d2\nrows: [{text: {es: a, en: a}}]",
     ["table.no_range"]),
    ("id: a/b\nname: {es: a, en: a}\nrows: [{weight: 0, text: {es: a, en: a}}]",
     ["table.bad_weight"]),
    ("id: a/b\nname: {es: a, en: a}\nrows: [{weight: -2, text: {es: a, en: a}}]",
     ["table.bad_weight"]),
    ("id: a/b\nname: {es: a, en: a}\nrows: [{weight: 1.5, text: {es: a, en: a}}]",
     ["table.bad_weight"]),
    ("id: a/b\nname: {es: a, en: a}\nrows: [{weight: 1, text: {es: a, en: a}},"
     " {range: 2, text: {es: a, en: a}}]", ["table.mixed_rows"]),
    ("id: a/b\nname: {es: a, en: a}\nrows: [{range: 1, text: {es: a, en: a}}]",
     ["table.needs_dice"]),
    ("id: a/b\nname: {es: a, en: a}\ndice: 1d2\nrows: [{weight: 1, text: {es: a, en: a}}]",
     ["table.weight_with_dice"]),
    ("id: a/b\nname: {es: a, en: a}\nrows: [{weight: 1, again: 2, text: {es: a, en: a}}]",
     ["table.only_again"]),
    ("id: a/b\nname: {es: a, en: a}\nrows: [{weight: 1}]", ["table.bad_text"]),
])
def test_structure_errors(text: str, keys: list[str]) -> None:
    assert _keys(text) == keys


def test_every_problem_of_a_table_is_reported_at_once() -> None:
    keys = _keys("""\
id: Mala
name: {es: a, en: a}
dice: 1d6
rows:
  - {range: 1-3, text: {es: a, en: a}}
  - {range: 3, text: {es: a, en: a}}
  - {range: 9, text: {es: a, en: a}}
""")
    assert sorted(keys) == ["table.bad_id", "table.gap", "table.outside", "table.overlap"]


def test_a_misspelt_text_says_so_and_that_text_is_missing() -> None:
    table, errors = _read(GOOD.replace("    text: {es: Uno", "    txt: {es: Uno"))
    assert table is None
    assert [(e.key, e.line) for e in errors] == [("table.misspelt_field", 7),
                                                  ("table.bad_text", 6)]
    assert errors[0].params["close"] == "text"


def test_a_missing_translation_still_loads() -> None:
    table, errors = _read(GOOD.replace("text: {es: Uno, en: One}", "text: {es: Uno}"))
    assert errors == []
    assert table is not None
    assert table.rows[0].text.in_language("en") == "Uno"
    assert table.rows[0].text.missing() == ("en",)


def test_texts_may_be_numbers() -> None:
    table, errors = _read(GOOD.replace("text: {es: Uno, en: One}", "text: {es: 1, en: 1}"))
    assert errors == []
    assert table is not None
    assert table.rows[0].text.in_language("es") == "1"
