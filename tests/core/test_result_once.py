"""A result a guided procedure already showed is not printed again at its end."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import Shell, run_cli

MAGA = "Maga\nastuto\nmaga\npiromancia\nnariz verrugosa\n"


def test_a_new_characters_sheet_is_printed_once_one_shot(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=tmp_path)[0] == 0
    code, out, err = run_cli("--campaign", "c", "tricube", "character", "new", home=tmp_path,
                             stdin=MAGA)
    assert code == 0, err
    assert out.count("Aflicciones") == 1


def test_a_new_characters_sheet_is_printed_once_in_the_shell(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=tmp_path)[0] == 0
    shell = Shell(tmp_path)
    shell.run("campaign open c")
    shell.feed(MAGA)
    run = shell.run("tricube character new")
    assert run.out.count("Aflicciones") == 1
    assert run.result is not None and run.result.name == "Maga"
