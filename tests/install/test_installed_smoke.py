"""The program as a player installs it runs every command: one-shot (plain and `--json`) and the shell.

`installed` is a fresh venv where `pip install .` put solo (see conftest.py). Every leaf command
found in the parsers must have a line in smoke_lines.py; each line runs in the installed program
and must end with its exit code and no internal error. Nothing here runs the source tree: the
processes start in a temporary folder with the source tree off `sys.path`.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pexpect
import pytest

from tests.install.conftest import REPO, Installed, clean_env
from tests.install.smoke_lines import LINES, Line, leaf_commands

pytestmark = pytest.mark.install
INTERNAL = ("Algo ha fallado", "Something failed inside solo", "Traceback")
DRIVER = Path(__file__).with_name("smoke_driver.py")
PROMPT = r"solo \[[^\]]*\]> "


def _env(home: Path) -> dict[str, str]:
    return {**clean_env(), "SOLO_LANG": "es", "TERM": "dumb", "COLUMNS": "100", "LINES": "40",
            "NO_COLOR": "1", "SOLO_HOME": str(home)}


def test_every_leaf_command_has_a_smoke_line() -> None:
    leaves = leaf_commands()
    covered = {line.leaf() for line in LINES}
    assert len(leaves) > 80
    assert sorted(leaves - covered) == [], "leaf commands without a line in smoke_lines.py"
    assert sorted(covered - leaves) == [], "lines in smoke_lines.py for no leaf command"


@pytest.fixture(scope="session")
def one_shot_runs(installed: Installed, tmp_path_factory: pytest.TempPathFactory,
                  ) -> dict[str, list[dict[str, Any]]]:
    """Every line, run by the installed program: a plain pass and a `--json` pass, two homes."""
    runs: dict[str, list[dict[str, Any]]] = {}
    for mode in ("plain", "json"):
        folder = tmp_path_factory.mktemp(f"smoke-{mode}")
        home = folder / "home"
        home.mkdir()
        flags = ["--json"] if mode == "json" else []
        jobs = [{"argv": ["--home", str(home), "--seed", "11", *flags, *line.argv()],
                 "stdin": line.stdin} for line in LINES]
        (folder / "jobs.json").write_text(json.dumps(jobs, ensure_ascii=False), encoding="utf-8")
        done = subprocess.run([str(installed.python), str(DRIVER), "jobs.json", "results.json"],
                              cwd=folder, env=_env(home), capture_output=True, text=True,
                              timeout=1800, check=False)
        assert done.returncode == 0, done.stderr
        runs[mode] = json.loads((folder / "results.json").read_text(encoding="utf-8"))
    return runs


def _problem(line: Line, run: dict[str, Any], mode: str) -> str | None:
    text = run["out"] + run["err"]
    if run["code"] not in line.codes:
        return f"exit {run['code']}, expected {line.codes}"
    if any(marker in text for marker in INTERNAL):
        return "internal error"
    if mode == "json" and run["code"] == 0:
        try:
            json.loads(run["out"].strip().splitlines()[-1])
        except (ValueError, IndexError):
            return "no JSON on the last line of stdout"
    return None


@pytest.mark.parametrize("mode", ["plain", "json"])
def test_every_command_runs_in_the_installed_program(
        one_shot_runs: dict[str, list[dict[str, Any]]], mode: str) -> None:
    runs = one_shot_runs[mode]
    assert len(runs) == len(LINES)
    problems = []
    for line, run in zip(LINES, runs, strict=True):
        problem = _problem(line, run, mode)
        if problem:
            problems.append(f"solo {' '.join(run['argv'])}: {problem}\n"
                            f"  stderr: {run['err'][-600:]}\n  stdout: {run['out'][-300:]}")
    assert problems == [], "\n".join(problems)


def _solo(installed: Installed, home: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(installed.solo), *argv], cwd=home, env=_env(home),
                          capture_output=True, text=True, timeout=120, check=False)


def test_the_installed_program_is_not_the_source_tree(installed: Installed) -> None:
    package = installed.site_package()
    assert installed.venv in package.parents
    assert REPO not in package.parents
    shipped = {p.relative_to(package).as_posix() for p in package.rglob("*.py")
               if "__pycache__" not in p.parts}
    tree = {p.relative_to(REPO / "solo").as_posix() for p in (REPO / "solo").rglob("*.py")
            if "__pycache__" not in p.parts}
    assert shipped == tree
    tables = {p.relative_to(package / "bundled_tables").as_posix()
              for p in (package / "bundled_tables").rglob("*.yaml")}
    assert tables == {p.relative_to(REPO / "tables").as_posix()
                      for p in (REPO / "tables").rglob("*.yaml")}


def test_the_readme_commands_through_the_solo_script(installed: Installed, tmp_path: Path) -> None:
    done = _solo(installed, tmp_path, "--json", "frag", "reto", "--score", "3", "--dice", "2 4 4",
                 "--difficulty", "5")
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout)["success"] is True
    assert _solo(installed, tmp_path, "--home", "H", "campaign", "new", "C",
                 "--system", "none").returncode == 0
    added = _solo(installed, tmp_path, "--home", "H", "--campaign", "C", "thread", "add",
                  "Buscar la llave")
    assert (added.returncode, added.stderr) == (0, "")
    assert "Buscar la llave" in added.stdout
    assert _solo(installed, tmp_path, "--version").stdout == "solo 0.1.0\n"
    usage = _solo(installed, tmp_path, "--help")
    assert usage.returncode == 0 and "frag" in usage.stdout
    module = subprocess.run([str(installed.python), "-m", "solo", "roll", "2d6", "--dice", "3 4"],
                            cwd=tmp_path, env=_env(tmp_path), capture_output=True, text=True,
                            timeout=120, check=False)
    assert module.returncode == 0 and module.stdout.strip().endswith("= 7")


def test_the_installed_shell_in_a_terminal(installed: Installed, tmp_path: Path) -> None:
    child = pexpect.spawn(str(installed.solo), ["--seed", "3"], cwd=str(tmp_path),
                          env=_env(tmp_path), timeout=30, encoding="utf-8", dimensions=(40, 100))
    try:
        child.expect(PROMPT)
        child.sendline("roll 2d6 --dice '3 4'")
        child.expect("= 7")
        child.expect(PROMPT)
        child.sendline("campaign new faro --system none")
        child.expect(r"solo \[faro[^\]]*\]> ")
        child.sendline(". Llego al faro.")
        child.expect(PROMPT)
        child.sendline("quit")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    journal = (tmp_path / "journals" / "faro" / "journal.md").read_text(encoding="utf-8")
    assert "\nLlego al faro.\n" in journal
    assert os.path.exists(tmp_path / ".solo_history")
