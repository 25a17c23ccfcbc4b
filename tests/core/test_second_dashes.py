"""A `--` after the first is refused in one line (Python 3.11's argparse would drop it and leave a
value empty: an internal error), in the player's language; the first `--` still ends options."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run_cli


def _campaign(home: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "none", home=home)[0] == 0


def test_a_second_double_dash_is_one_line_in_each_language(tmp_path: Path) -> None:
    _campaign(tmp_path)
    code, out, err = run_cli("--campaign", "c", "clock", "new", "--", "Marea", "1", "--",
                             home=tmp_path)
    assert (code, out) == (2, "")
    assert err.strip() == "clock new: «--» va una sola vez; lo que le sigue son los datos, tal cual."
    code, _out, err = run_cli("--lang", "en", "--campaign", "c", "clock", "new", "--", "Marea",
                              "1", "--", home=tmp_path)
    assert code == 2
    assert err.strip() == "clock new: '--' goes only once; what follows it is the data, as typed."


def test_the_first_double_dash_still_ends_the_options(tmp_path: Path) -> None:
    _campaign(tmp_path)
    code, out, _err = run_cli("--campaign", "c", "clock", "new", "--", "-Marea", "2",
                              home=tmp_path)
    assert code == 0 and "-Marea" in out and "0/2" in out
