"""Whatever a table file holds, loading gives a table or clear errors, never a crash."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice.rng import SeededRng
from solo.errors import SoloError, TableError
from solo.tables.library import Library
from solo.tables.lint import lint_table
from solo.tables.load import parse_yaml
from solo.tables.model import read_table
from solo.tables.odds import row_odds
from solo.tables.pick import draw
from solo.tables.ranges import range_label
from solo.tables.skeleton import skeleton

PATH = Path("fuzz.yaml")
FIELDS = ["id", "name", "dice", "rows", "range", "weight", "text", "again", "es", "en",
          "description", "x"]
scalars = st.one_of(st.none(), st.booleans(), st.integers(-5, 40), st.floats(allow_nan=False),
                    st.sampled_from(["1d6", "2-3", "a/b", "{1d4}", "{table:a/b}", "{", "", "1,2"]))
data = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(FIELDS), inner, max_size=5)),
    max_leaves=25)


@given(data)
@settings(max_examples=300, deadline=None)
def test_any_data_gives_a_table_or_errors(value: object) -> None:
    table, errors = read_table(value, PATH)
    assert (table is None) == bool(errors)
    assert all(isinstance(error, TableError) and error.path == PATH for error in errors)
    for error in errors:
        assert error.message("en")


@given(st.text(max_size=200))
@settings(max_examples=300, deadline=None)
def test_any_text_parses_or_raises_a_table_error(text: str) -> None:
    problem: TableError | None = None
    try:
        parse_yaml(text, PATH)
    except TableError as error:
        problem = error
    assert problem is None or problem.key.startswith("table.")


DICE = ["1d4", "1d6", "2d6", "1d8+1", "4dF", "3d4-2", "2d20kh1"]


@st.composite
def valid_tables(draw_: st.DrawFn) -> tuple[str, str]:
    from solo.tables.dice import totals

    dice = draw_(st.sampled_from(DICE))
    faces = list(totals(dice))
    cuts = sorted(draw_(st.sets(st.integers(1, len(faces) - 1), max_size=len(faces) - 1)))
    groups = [faces[a:b] for a, b in zip([0, *cuts], [*cuts, len(faces)], strict=True)]
    groups = draw_(st.permutations(groups))
    rows = "".join(f"  - range: \"{range_label(group)}\"\n    text: {{es: \"f{i} {{1d4}}\", "
                   f"en: \"f{i} {{1d4}}\"}}\n" for i, group in enumerate(groups))
    return dice, f"id: fuzz/t\nname: {{es: F, en: F}}\ndice: {dice}\nrows:\n{rows}"


@given(valid_tables(), st.integers(0, 2**32))
@settings(max_examples=100, deadline=None)
def test_generated_tables_load_sum_to_one_and_draw(case: tuple[str, str], seed: int) -> None:
    _dice, text = case
    table, errors = read_table(parse_yaml(text, PATH), PATH)
    assert errors == []
    assert table is not None
    assert sum(chance for _row, chance in row_odds(table)) == Fraction(1)
    assert lint_table(table, {table.id}) == []
    result = draw(Library.of([table]), "fuzz/t", SeededRng(seed))
    assert result.value is not None
    assert table.row_for(result.value) is not None
    assert result.text["es"].split()[0] == result.text["en"].split()[0]


@given(st.sampled_from(DICE), st.from_regex(r"[a-z]{1,8}/[a-z_-]{1,8}", fullmatch=True))
@settings(max_examples=50, deadline=None)
def test_skeletons_always_load(dice: str, table_id: str) -> None:
    try:
        text = skeleton(table_id, dice)
    except SoloError:
        return
    table, errors = read_table(parse_yaml(text, PATH), PATH)
    assert errors == []
    assert table is not None
    assert table.id == table_id
