"""The foundation's acceptance commands for rolling, through the real entry point."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run_cli


def test_seeded_roll_gives_faces_and_their_sum() -> None:
    code, out, _ = run_cli("--json", "--seed", "7", "roll", "3d6")
    data = json.loads(out)
    assert code == 0
    assert data["expression"] == "3d6"
    assert len(data["faces"]) == 3 and all(1 <= f <= 6 for f in data["faces"])
    assert data["total"] == sum(data["faces"])
    assert run_cli("--json", "--seed", "7", "roll", "3d6")[1] == out


def test_typed_fate_faces() -> None:
    code, out, _ = run_cli("--json", "roll", "4dF", "--dice", "+ 0 - +")
    assert code == 0
    assert json.loads(out)["faces"] == [1, 0, -1, 1]
    assert json.loads(out)["total"] == 1


def test_typed_faces_with_keep_lowest_and_constant() -> None:
    code, out, _ = run_cli("--json", "roll", "2d12kl1+3", "--dice", "9 4")
    assert code == 0
    assert json.loads(out)["total"] == 7


def test_faces_starting_with_minus() -> None:
    code, out, _ = run_cli("--json", "roll", "4dF", "--dice=--00")
    assert (code, json.loads(out)["total"]) == (0, -2)


def test_too_many_dice_is_one_line_and_exit_2() -> None:
    code, out, err = run_cli("roll", "99999999d6")
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_wrong_number_of_typed_faces() -> None:
    code, _, err = run_cli("--lang", "en", "roll", "3d6", "--dice", "1 2")
    assert code == 2
    assert err.strip() == "Faces this roll needs: 3; you typed 2."


def test_unknown_option_is_translated() -> None:
    code, _, err = run_cli("roll", "2d6", "--bogus")
    assert code == 2
    assert "--bogus" in err and "opciones que no conozco" in err


def test_unknown_command() -> None:
    code, _, err = run_cli("--lang", "en", "fly")
    assert code == 2
    assert "fly" in err and "help" in err


def test_plain_output_of_a_roll() -> None:
    code, out, _ = run_cli("roll", "4dF", "--dice", "+0-+")
    assert (code, out) == (0, "4dF: [+0-+] = 1\n")  # Fate dice as the journal writes them


def test_spanish_alias(tmp_path: Path) -> None:
    code, out, _ = run_cli("--json", "tirar", "1d6", "--dados", "4")
    assert (code, json.loads(out)["total"]) == (0, 4)
