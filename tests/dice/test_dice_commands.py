"""`roll` and `odds` through the real entry points (one-shot and shell)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from solo.dice.roll import Roll
from tests.conftest import Shell, run_cli


def json_of(*argv: str, home: Path | None = None) -> dict[str, Any]:
    code, out, err = run_cli("--json", *argv, home=home)
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def test_acceptance_rolls() -> None:
    assert json_of("roll", "2d12kl1+3", "--dice", "9 4")["total"] == 7
    assert json_of("roll", "4dF", "--dice", "+ 0 - +")["total"] == 1


@pytest.mark.parametrize(("expression", "faces", "total"), [
    ("3d6>=5", "6 2 5", 2),
    ("4d6dl1", "3 6 1 4", 13),
    ("d%", "100", 100),
    ("2d6 + 1d4 - 1", "3 4 2", 8),
    ("4DF+2", "++00", 4),
])
def test_every_form_rolls_one_shot(expression: str, faces: str, total: int) -> None:
    data = json_of("roll", *expression.split(), "--dice", faces)
    assert data["total"] == total


def test_roll_json_has_groups() -> None:
    data = json_of("roll", "4d6kh3", "--dice", "3 6 1 4")
    assert data["expression"] == "4d6kh3"
    assert data["faces"] == [3, 6, 1, 4]
    group = data["groups"][0]
    assert {key: group[key] for key in ("text", "die", "faces", "kept", "value", "sign")} == \
        {"text": "4d6kh3", "die": "d6", "faces": [3, 6, 1, 4],
         "kept": [True, True, False, True], "value": 13, "sign": 1}
    assert [die["kept"] for die in group["dice"]] == [True, True, False, True]


def test_odds_json_of_four_fate_dice() -> None:
    data = json_of("odds", "4dF")
    assert data["expression"] == "4dF"
    assert data["distribution"] == {"-4": "1/81", "-3": "4/81", "-2": "10/81", "-1": "16/81",
                                    "0": "19/81", "1": "16/81", "2": "10/81", "3": "4/81",
                                    "4": "1/81"}
    assert data["mean"] == "0/1"


def test_odds_of_keep_and_counts() -> None:
    assert json_of("odds", "2d20kh1")["distribution"]["20"] == "39/400"
    assert json_of("odds", "3d6>=5")["distribution"]["3"] == "1/27"


@pytest.mark.parametrize(("argv", "message"), [
    (("odds", "1000d1000"), "The exact odds of 1000d1000 would take too long"),
    (("odds", "2d6+"), "Column 5: the roll ends too early"),
    (("roll", "2d6+&"), "Column 5: unexpected '&'."),
    (("roll", "4d6kh5"), "Column 6: you cannot keep 5 dice"),
    (("roll", "3d6", "--dice", "1 2 9"), "Face 9 does not exist on a d6"),
])
def test_errors_are_one_line(argv: tuple[str, ...], message: str) -> None:
    code, out, err = run_cli("--lang", "en", *argv)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1
    assert message in err


def test_spanish_error() -> None:
    code, _, err = run_cli("--lang", "es", "tirar", "2d6+&")
    assert code == 2
    assert "Columna 5: no esperaba «&» aquí." in err


def test_roll_is_journaled_with_dropped_dice(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "dados", home=tmp_path)[0] == 0
    code, _, _ = run_cli("--campaign", "dados", "roll", "2d12kl1+3", "--dice", "9 4",
                         home=tmp_path)
    assert code == 0
    journal = (tmp_path / "journals" / "dados" / "journal.md").read_text()
    assert "\nd: 2d12kl1+3=7 (9d 4) -> 7\n" in journal


def test_roll_in_the_shell_keeps_the_result(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    run = shell.run("roll 4dF --dice +0-+")
    assert isinstance(run.result, Roll)
    assert run.result.total == 1
    assert "= 1" in run.out
    odds = shell.run("odds 2d6")
    assert "1/6" in odds.out
