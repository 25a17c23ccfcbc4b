"""The dice notation typed in the real `solo` program: the shell in a terminal, and one-shots."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from tests.conftest import run_cli
from tests.pty_helpers import Terminal, journal


def test_expressions_that_start_with_a_minus(tmp_path: Path) -> None:
    with Terminal(tmp_path) as term:
        assert re.search(r"-4d6\s+-\[1\] \[2\] \[3\] \[4\]\s+= -10",
                         term.type("roll -4d6 --dice '1 2 3 4'"))
        shown = term.type("roll 2d6 -1d4 --dice '3 4 2'")
        assert re.search(r"2d6-1d4\s+\[3\] \[4\] - \[2\]\s+= 5", shown)
        shown = term.type("odds -1d4")
        assert re.search(r"-4\s+25\.00\s+1/4", shown)
        term.quit()


def test_six_rolls_in_one_line_with_physical_dice(tmp_path: Path) -> None:
    with Terminal(tmp_path) as term:
        faces = "6 6 6 1  1 1 1 1  2 3 4 5  6 5 4 3  1 2 1 2  3 3 3 3"
        shown = term.type(f"roll 4d6kh3 x6 --dice '{faces}'")
        term.quit()
    totals = [int(total) for total in re.findall(r"^4d6kh3 .*= (\d+)$", shown, re.MULTILINE)]
    assert totals == [18, 3, 12, 15, 5, 9]


def test_a_check_against_a_target_with_a_comment_goes_to_the_journal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "costa", home=tmp_path)[0] == 0
    with Terminal(tmp_path, "--campaign", "costa") as term:
        shown = term.type("roll 1d20+5 vs 15 # iniciativa --dice 12")
        assert re.search(r"1d20\+5 vs 15\s+\[12\] \+ 5\s+= 17\s+→ éxito \(\+2\)\s+# iniciativa",
                         shown)
        shown = term.type("roll 1d20+5 vs 15 # la emboscada; | > \" ' --dice 3")
        assert "fallo (-7)" in shown and "# la emboscada; | > \" '" in shown
        term.quit()
    written = journal(tmp_path, "costa")
    assert "d: iniciativa 1d20+5=17 (12) vs TN 15 -> éxito (+2)" in written
    assert "d: la emboscada; | > \" ' 1d20+5=8 (3) vs TN 15 -> fallo (-7)" in written


def test_errors_name_the_feature_and_the_column_and_the_shell_goes_on(tmp_path: Path) -> None:
    with Terminal(tmp_path) as term:
        shown = term.type("roll 7d6kh3u")
        assert "Columna 7: 7 dados no pueden sacar todos caras distintas" in shown \
            and "Traceback" not in shown
        shown = term.type("roll 1d6!!!")
        assert "Columna 6" in shown and "Traceback" not in shown
        term.press("roll 3d6 + ")                  # Ctrl-C half-way through a line
        term.child.sendintr()
        term.wait_prompt()
        assert re.search(r"3d6\s+\[2\] \[2\] \[2\]\s+= 6",
                         term.type("roll 3d6 --dice '2 2 2'"))
        term.quit()


def test_one_shot_json_error_is_an_object_on_stdout_and_one_line_on_stderr(
        tmp_path: Path) -> None:
    env = {**os.environ, "SOLO_HOME": str(tmp_path), "SOLO_LANG": "es"}
    done = subprocess.run([sys.executable, "-m", "solo", "--json", "roll", "2d6", "-1d4kh3"],
                          capture_output=True, text=True, env=env, cwd=tmp_path, check=False)
    data = json.loads(done.stdout)
    assert done.returncode == 2
    assert data["column"] == 11 and data["key"] == "dice.notation.keep_more"
    assert done.stderr.strip() == data["error"] and "Columna 11" in data["error"]
