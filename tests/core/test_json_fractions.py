"""Every chance in `--json` output is written one way: "n/d", lowest terms, zero as "0/1"."""

from __future__ import annotations

import re
from fractions import Fraction
from math import gcd
from pathlib import Path, PurePosixPath
from typing import Any

import pytest

from solo.dice.notation import parse
from solo.dice.odds import distribution
from solo.jsonable import fraction_text, json_text, to_jsonable
from tests.conftest import cli_json

FRACTION = re.compile(r"-?(\d+)/(\d+)")


def _strings(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [text for item in value.values() for text in _strings(item)]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item)]
    return [value] if isinstance(value, str) else []


def test_zero_certainty_and_the_rest_share_one_form() -> None:
    assert [fraction_text(Fraction(n, d)) for n, d in ((0, 5), (3, 3), (2, 4), (-6, 4))] == [
        "0/1", "1/1", "1/2", "-3/2"]
    assert to_jsonable({"never": Fraction(0), "always": Fraction(1)}) == {
        "never": "0/1", "always": "1/1"}
    assert json_text(distribution(parse("4dF"))).endswith(
        '"4": "1/81"}, "mean": "0/1", "min": -4, "max": 4}')


@pytest.mark.parametrize(("argv", "expected"), [
    (("odds", "1d6 vs >=7"), {"success": "0/1", "failure": "1/1", "mean": "7/2"}),
    (("odds", "fate", "--bonus", "0", "--vs", "8"),
     {"outcomes": {"fail": "1/1", "tie": "0/1", "success": "0/1", "style": "0/1"}}),
    (("odds", "zodiac", "--at", "1", "--cd", "7", "--seguro"),
     {"success": "1/6", "outcomes": {
         "success_benefit": "1/6", "success": "0/1", "success_consequence": "0/1",
         "failure_consequence": "1/2", "failure_complication": "1/3",
         "failure_catastrophe": "0/1"}}),
    (("odds", "frag", "--score", "1", "--difficulty", "6"),
     {"outcomes": {"success": "1/6", "failure": "5/6"}, "omen_at_least_one": "1/6"}),
])
def test_json_chances_are_reduced_fractions_with_a_denominator(
        tmp_path: Path, argv: tuple[str, ...], expected: dict[str, Any]) -> None:
    data = cli_json(*argv, home=tmp_path)
    assert {key: data[key] for key in expected} == expected
    fractions = [text for text in _strings(data) if FRACTION.fullmatch(text)]
    assert fractions
    for text in fractions:
        numerator, denominator = map(int, FRACTION.fullmatch(text).groups())  # type: ignore[union-attr]
        assert denominator > 0 and gcd(numerator, denominator) == 1, text
    assert not {"0", "1"} & set(_strings(data))  # no chance without its denominator


def test_a_path_in_a_result_is_written_as_its_text() -> None:
    # `solo.jsonable` does not import pathlib (the odds load it): a path still reads as text
    assert to_jsonable({"file": Path("/campañas/x/diario.md"), "in": (PurePosixPath("a/b"),)}) \
        == {"file": "/campañas/x/diario.md", "in": ["a/b"]}
