"""Numbers typed as answers to guided questions are bounded: a value in range, or a clean refusal."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.errors import SoloError
from solo.numbers import looks_numeric, menu_number, read_number
from solo.procedures.steps import Choice
from solo.systems.fate.procedures.common import pick
from solo.systems.fate.rules.ladder import HIGHEST_VALUE, LOWEST_VALUE
from solo.systems.fate.rules.ladder import parse_difficulty as fate_difficulty
from solo.systems.fragmentos.procedures.answers import number_in
from solo.systems.tricube.procedures.answers import parse_cost, pick_named
from solo.systems.tricube.rules.dice import parse_dice
from solo.systems.tricube.rules.dice import parse_difficulty as tricube_difficulty

ODD = ["9" * 5000, "-" + "9" * 5000, str(2**63), "²", "٣", "+-1", "1e9", "0x10", " 7 ", "+3",
       "-0", "", " ", "bueno 9999999999", "bueno" + "9" * 5000, "#2"]
NUMBERISH = st.one_of(st.sampled_from(ODD), st.integers(-(2**70), 2**70).map(str),
                      st.text(st.sampled_from("0123456789+-²٣ #e"), max_size=12))

# Each reader, and the range of what it may return.
READERS: dict[str, tuple[Callable[[str], object], int, int]] = {
    "fragmentos number_in(1, 5)": (number_in(1, 5), 1, 5),
    "fragmentos number_in(1)": (number_in(1), 1, 99),
    "tricube cost": (parse_cost, 0, 6),
    "tricube dice": (parse_dice, 1, 3),
    "tricube difficulty": (tricube_difficulty, 4, 6),
    "fate ladder": (fate_difficulty, LOWEST_VALUE, HIGHEST_VALUE),
    "read_number(1, 30)": (lambda text: read_number(text, 1, 30), 1, 30),
}


@pytest.mark.parametrize("name", sorted(READERS))
@settings(max_examples=60)
@given(text=NUMBERISH)
def test_a_typed_number_is_in_range_or_refused(name: str, text: str) -> None:
    reader, low, high = READERS[name]
    try:
        value = reader(text)
    except SoloError as error:
        message = error.message()
    else:
        assert isinstance(value, int) and low <= value <= high, (text, value)
        return
    assert message and "\n" not in message


@settings(max_examples=100)
@given(text=NUMBERISH)
def test_menu_answers_by_number_never_break(text: str) -> None:
    choices = (Choice("a", "fate.choice.yes"), Choice("b", "fate.choice.no"))
    index = menu_number(text, 2)
    assert index is None or 0 <= index < 2
    with contextlib.suppress(SoloError):
        assert pick(choices)(text) in ("a", "b")
    with contextlib.suppress(SoloError):
        assert pick_named(text, ["curiosa", "gruñona"]) in ("", "curiosa", "gruñona")


def test_examples() -> None:
    assert read_number("+2", -5, 5) == 2
    assert not looks_numeric("²") and looks_numeric("-3")
    assert menu_number("2", 3) == 1 and menu_number("9" * 5000, 3) is None
    with pytest.raises(SoloError):
        fate_difficulty("bueno" + "9" * 5000)
    with pytest.raises(SoloError):
        parse_cost("99")


def test_a_huge_menu_answer_is_no_choice() -> None:
    from solo.procedures.steps import Ask, Choice
    from solo.shell.driver import match_choice

    menu = Ask("x", choices=tuple(Choice(f"v{i}", f"opción {i}") for i in range(15)))
    assert match_choice(menu, "11") == "v10"
    assert match_choice(menu, "9" * 5000) is None
