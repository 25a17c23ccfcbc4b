"""`--json` names the expression as typed (normalised): a comparison typed after `vs` stays."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.dice.notation import parse
from tests.conftest import cli_json


@pytest.mark.parametrize(("typed", "expression", "target"), [
    ("1d6 vs >=7", "1d6 vs >=7", ">=7"),
    ("1d6 VS >= 7", "1d6 vs >=7", ">=7"),
    ("1d6 vs 7", "1d6 vs 7", ">=7"),
    ("2D6 + 1 vs <3", "2d6+1 vs <3", "<3"),
])
def test_odds_and_roll_json_keep_the_comparison_typed(tmp_path: Path, typed: str,
                                                      expression: str, target: str) -> None:
    odds = cli_json("odds", typed, home=tmp_path)
    assert (odds["expression"], odds["target"]) == (expression, target)
    rolled = cli_json("roll", typed, "--dice", "1" if typed.startswith("1") else "1 1",
                      home=tmp_path)
    assert (rolled["expression"], rolled["check"]["target"]) == (expression, target)


def test_a_written_comparison_changes_the_text_not_the_roll() -> None:
    assert parse("1d6 vs >=7") == parse("1d6 vs 7")
    assert (parse("1d6 vs >=7").text, parse("1d6 vs 7").text) == ("1d6 vs >=7", "1d6 vs 7")
    assert parse(parse("1d6 vs >=7").text).text == "1d6 vs >=7"
