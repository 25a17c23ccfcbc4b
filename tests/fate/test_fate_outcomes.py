"""Outcomes by shifts."""

from __future__ import annotations

import pytest

from solo.i18n import t
from solo.systems.fate.rules.outcomes import Outcome, outcome_of


@pytest.mark.parametrize(("shifts", "word"), [
    (-5, "fail"), (-1, "fail"), (0, "tie"), (1, "success"), (2, "success"), (3, "style"),
    (4, "style"), (9, "style"),
])
def test_outcome_by_shifts(shifts: int, word: str) -> None:
    assert outcome_of(shifts).value == word


def test_outcome_words_are_the_json_words() -> None:
    assert [o.value for o in Outcome] == ["fail", "tie", "success", "style"]


def test_outcome_names_in_both_languages() -> None:
    assert t(Outcome.STYLE.label_key, "es") == "Éxito con estilo"
    assert t(Outcome.STYLE.label_key, "en") == "Success with style"
