"""The cycle collector is held while the installed program starts and skipped when it ends
(`solo.collector`, issue 16): the command and the shell run with it at work, a test calling
`solo.cli.main` keeps its own, and nothing a command prints or keeps changes.

Each case runs in a fresh interpreter: the collector is the process's own.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# While the command runs: is the collector at work, and are the start-up objects frozen?
ONE_SHOT = """
import gc, sys
import solo.oneshot as oneshot
from solo import cli

found = oneshot.find

class Spy:
    def __init__(self, command):
        self._command = command
    def __getattr__(self, name):
        return getattr(self._command, name)
    def run(self, ctx, args):
        print("running", gc.isenabled(), gc.get_freeze_count() > 0, flush=True)
        return self._command.run(ctx, args)

def spied(name):
    area, command = found(name)
    return area, Spy(command)

oneshot.find = spied
print("before", gc.isenabled(), gc.get_freeze_count(), flush=True)
sys.argv = ["solo", *sys.argv[1:]]
code = cli.run()
print("after", code, gc.isenabled(), gc.get_freeze_count() > 0, flush=True)
"""

SHELL = """
import gc, sys
import cmd2
from solo import cli

loop = cmd2.Cmd.cmdloop

def spy(self, *args, **kwargs):
    print("prompt", gc.isenabled(), gc.get_freeze_count() > 0, flush=True)
    return loop(self, *args, **kwargs)

cmd2.Cmd.cmdloop = spy
sys.argv = ["solo"]
code = cli.run()
print("after", code, flush=True)
"""

BY_TEST = """
import contextlib, gc, io
from solo import cli
with contextlib.redirect_stdout(io.StringIO()) as out:
    code = cli.main(["roll", "1d6"])
print(code, out.getvalue().strip() != "", gc.isenabled(), gc.get_freeze_count())
"""


def _python(tmp_path: Path, code: str, *argv: str, stdin: str = "") -> list[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SOLO_HOME": str(tmp_path), "SOLO_LANG": "es"}
    done = subprocess.run([sys.executable, "-c", code, *argv], input=stdin, capture_output=True,
                          text=True, cwd=tmp_path, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return [line for line in done.stdout.splitlines()
            if line.startswith(("before", "running", "prompt", "after"))]


def test_a_one_shot_starts_with_the_collector_held_and_runs_its_command_with_it(
        tmp_path: Path) -> None:
    lines = _python(tmp_path, ONE_SHOT, "roll", "2d6")
    assert lines == ["before True 0", "running True True", "after 0 True True"]


def test_a_procedure_one_shot_runs_its_questions_with_the_collector_at_work(
        tmp_path: Path) -> None:
    lines = _python(tmp_path, ONE_SHOT, "tricube", "challenge", "--count=2")
    assert lines == ["before True 0", "running True True", "after 0 True True"]


def test_a_failed_one_shot_still_leaves_through_the_collector(tmp_path: Path) -> None:
    lines = _python(tmp_path, ONE_SHOT, "tricube", "challenge", "--count=9")
    assert lines == ["before True 0", "after 2 False True"]  # refused before it ran


def test_the_shell_reaches_its_prompt_with_the_collector_at_work(tmp_path: Path) -> None:
    lines = _python(tmp_path, SHELL, stdin="quit\n")
    assert lines == ["prompt True True", "after 0"]
    assert (tmp_path / ".solo_history").exists()  # quitting still kept the history


def test_main_called_by_a_test_leaves_the_collector_alone(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SOLO_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", BY_TEST], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=120, check=True)
    assert done.stdout.split() == ["0", "True", "True", "0"]


def test_python_dash_m_solo_is_the_program_entry(tmp_path: Path) -> None:
    main_module = (ROOT / "solo" / "__main__.py").read_text(encoding="utf-8")
    assert "sys.exit(run())" in main_module
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SOLO_HOME": str(tmp_path), "SOLO_LANG": "es"}
    done = subprocess.run([sys.executable, "-m", "solo", "--seed", "3", "roll", "3d6"],
                          capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert "3d6" in done.stdout
