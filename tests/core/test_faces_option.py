"""Faces typed after `--dice` that start with a minus are faces, not options (one-shot and shell)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import Shell, cli_json, run_cli


@pytest.mark.parametrize(("words", "faces"), [
    (("fate", "roll", "--dice", "-+0+"), [-1, 1, 0, 1]),
    (("fate", "roll", "--dados", "--00", "--bonus", "1"), [-1, -1, 0, 0]),
    (("fate", "roll", "--bonus", "1", "--dice", "-000"), [-1, 0, 0, 0]),
])
def test_one_shot_reads_faces_that_start_with_a_minus(words: tuple[str, ...], faces: list[int],
                                                      tmp_path: Path) -> None:
    assert cli_json(*words, home=tmp_path)["faces"] == faces


def test_the_shell_reads_them_too(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    done = shell.run("fate roll --dice -+0+ --bonus 2")
    assert done.err == ""
    assert list(done.result.faces) == [-1, 1, 0, 1]
    assert done.result.total == 3
    oracle = shell.run("oracle ¿Hay luz? --dice -0-0")
    assert oracle.err == ""
    assert "-0-0" in oracle.out


def test_a_faces_option_left_without_faces_is_still_one_clear_line(tmp_path: Path) -> None:
    code, _out, err = run_cli("fate", "roll", "--dice", home=tmp_path)
    assert code == 2
    assert len(err.strip().splitlines()) == 1
    assert "--dice" in err
