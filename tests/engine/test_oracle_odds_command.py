"""`odds oracle` through the real entry point."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import pytest


def fractions(data: dict[str, str]) -> dict[str, Fraction]:
    return {k: Fraction(v) for k, v in data.items()}


def test_odds_oracle_even_is_symmetric(cli: Any) -> None:
    code, out, err = cli("--json", "odds", "oracle", "--odds", "50/50")
    assert code == 0, err
    data = json.loads(out)
    outcomes = fractions(data["outcomes"])
    assert list(outcomes) == ["yes_and", "yes", "yes_but", "no_but", "no", "no_and"]
    assert outcomes["yes_and"] + outcomes["yes"] + outcomes["yes_but"] == \
        outcomes["no_and"] + outcomes["no"] + outcomes["no_but"]
    assert Fraction(data["event"]) == Fraction(5, 81)


@pytest.mark.parametrize(("argv", "event"), [
    (["--tension", "9"], Fraction(9, 81)),
    (["--oracle", "d6", "--tension", "5"], Fraction(3, 36)),
    (["--odds", "casi seguro", "--tension", "1"], Fraction(1, 81)),
])
def test_odds_oracle_options(cli: Any, argv: list[str], event: Fraction) -> None:
    code, out, err = cli("--json", "odds", "oracle", *argv)
    assert code == 0, err
    assert Fraction(json.loads(out)["event"]) == event


@pytest.mark.parametrize("argv", [["--odds", "quizás"], ["--tension", "12"],
                                  ["--tension", "x"], ["--oracle", "tarot"]])
def test_odds_oracle_bad_options_are_one_line(cli: Any, argv: list[str]) -> None:
    code, _out, err = cli("odds", "oracle", *argv)
    assert code != 0
    assert "Traceback" not in err and err.strip()


def test_odds_oracle_sees_the_players_own_oracle(cli: Any, tmp_path: Any) -> None:
    from pathlib import Path

    source = Path(__file__).resolve().parents[2] / "tables" / "oracle" / "d6.yaml"
    mine = tmp_path / "tables" / "oracle" / "mine.yaml"
    mine.parent.mkdir(parents=True)
    mine.write_text(source.read_text(encoding="utf-8").replace("id: oracle/d6", "id: oracle/mine"),
                    encoding="utf-8")
    code, out, err = cli("--home", str(tmp_path), "--json", "odds", "oracle", "--oracle", "mine",
                         "--tension", "5")
    assert code == 0, err
    assert Fraction(json.loads(out)["event"]) == Fraction(3, 36)  # the d6 oracle's odds
    code, _out, err = cli("--home", str(tmp_path), "odds", "oracle", "--oracle", "mine")
    assert code == 0, err
    code, _out, err = cli("--json", "odds", "oracle", "--oracle", "mine")  # another home
    assert code != 0 and "mine" in err


def test_an_answer_that_cannot_come_reads_zero_not_a_fraction(cli: Any) -> None:
    code, out, err = cli("odds", "oracle", "--odds", "muy probable")
    assert code == 0, err
    impossible = next(line for line in out.splitlines() if line.startswith("No, y además"))
    assert impossible.split()[-2:] == ["0.00", "0"]  # not "0/1"
    assert "0/1" not in out and "/81" in out
