"""New empty tables: valid YAML that loads and passes the linter."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.errors import InputError, NotationError
from solo.tables.lint import check
from solo.tables.load import parse_yaml
from solo.tables.model import read_table
from solo.tables.skeleton import MAX_ROWS, skeleton


@pytest.mark.parametrize(("dice", "faces"), [
    ("1d6", list(range(1, 7))), ("2d6", list(range(2, 13))), ("4dF", list(range(-4, 5))),
    ("1d20", list(range(1, 21))),
])
def test_a_skeleton_covers_every_total(tmp_path: Path, dice: str, faces: list[int]) -> None:
    text = skeleton("mias/nueva", dice)
    table, errors = read_table(parse_yaml(text, Path("n.yaml")), Path("n.yaml"))
    assert errors == []
    assert table is not None
    assert [row.faces for row in table.rows] == [(face,) for face in faces]
    assert table.rows[0].text.by_language == {"es": f"Resultado {faces[0]}",
                                              "en": f"Result {faces[0]}"}
    (tmp_path / "nueva.yaml").write_text(text, encoding="utf-8")
    assert check(tmp_path / "nueva.yaml") == []


def test_a_weighted_skeleton() -> None:
    text = skeleton("mias/pesos", None, weights=4)
    table, errors = read_table(parse_yaml(text, Path("n.yaml")), Path("n.yaml"))
    assert errors == []
    assert table is not None
    assert [row.weight for row in table.rows] == [1, 1, 1, 1]
    assert table.name.by_language == {"es": "Pesos", "en": "Pesos"}


@pytest.mark.parametrize(("table_id", "dice", "error", "key"), [
    ("sin-area", "1d6", InputError, "table.bad_new_id"),
    ("Mias/X", "1d6", InputError, "table.bad_new_id"),
    ("mias/x y", "1d6", InputError, "table.bad_new_id"),
    ("mias/x", "zz", NotationError, "dice.notation.unexpected"),
    ("mias/x", "1d1000+1d1000", InputError, "table.too_many_rows"),
])
def test_bad_requests_are_refused(table_id: str, dice: str, error: type[Exception],
                                  key: str | None) -> None:
    with pytest.raises(error) as caught:
        skeleton(table_id, dice)
    if key is not None:
        assert getattr(caught.value, "key", None) == key
    assert "{" not in str(caught.value)  # every placeholder filled in


def test_unreadable_dice_name_the_column() -> None:
    from solo.i18n import use_language

    with pytest.raises(NotationError) as caught, use_language("en"):
        skeleton("mias/x", "1d6+zz")
    with use_language("en"):
        assert str(caught.value) == "Column 5: unexpected 'z'."


@pytest.mark.parametrize("weights", [0, MAX_ROWS + 1])
def test_weighted_skeletons_need_a_sensible_size(weights: int) -> None:
    with pytest.raises(InputError):
        skeleton("mias/x", None, weights=weights)
