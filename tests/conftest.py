"""Shared test helpers: run the real `solo` entry point, or a shell, in-process."""

from __future__ import annotations

import contextlib
import contextvars
import io
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

# Property tests explore the same examples on every run (CI must not find a new one by chance).
settings.register_profile("solo", derandomize=True, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("solo")


def pytest_configure(config: pytest.Config) -> None:
    """Register the marker of tests that write a journal that is not Lonelog on purpose."""
    config.addinivalue_line(
        "markers", "foreign_journal: the test writes journal text by hand (an old layout, a "
        "damaged file) that the Lonelog check does not read")


_WRITTEN: set[Path] = set()
"""The journals written in-process since the last check (`JournalStore.append_text`)."""


@pytest.fixture(scope="session", autouse=True)
def _journals_written() -> Any:
    """Note every journal the program appends to while the tests run."""
    from solo.journal.store import JournalStore

    append = JournalStore.append_text

    def noted(self: JournalStore, text: str) -> int:
        _WRITTEN.add(self.path)
        return append(self, text)

    JournalStore.append_text = noted  # type: ignore[method-assign]
    yield
    JournalStore.append_text = append  # type: ignore[method-assign]


@pytest.fixture(autouse=True)
def _journals_are_lonelog(request: pytest.FixtureRequest, _journals_written: None) -> Any:
    """Fail a test when a journal it wrote (in-process, or in its `tmp_path` by a program it
    started: a campaign's `journals/NAME/journal.md`) holds a line Lonelog v1.6.0 cannot place
    (`tests/lonelog_check.py`)."""
    folder = request.getfixturevalue("tmp_path") if "tmp_path" in request.fixturenames else None
    yield
    written = set(_WRITTEN)
    _WRITTEN.clear()
    if folder is not None:
        written.update(folder.glob("**/journals/*/journal.md"))   # where a campaign keeps it
    if request.node.get_closest_marker("foreign_journal"):
        return
    from tests.lonelog_check import check_file

    problems = [problem for path in sorted(written) if path.is_file() and not path.is_symlink()
                for problem in check_file(path)]   # (a link put there: the program never wrote it)
    if problems:
        shown = "\n".join(map(str, problems[:20]))
        more = f"\n… and {len(problems) - 20} more" if len(problems) > 20 else ""
        pytest.fail(f"the journal is not Lonelog v1.6.0:\n{shown}{more}", pytrace=False)


def run_cli(*argv: str, home: Path | None = None, stdin: str = "") -> tuple[int, str, str]:
    """Run `solo ARGV…` in-process; return (exit code, stdout, stderr)."""
    from solo.cli import main

    args = (["--home", str(home)] if home is not None else []) + list(argv)
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = contextvars.copy_context().run(main, args)
    finally:
        sys.stdin = old_stdin
    return code, out.getvalue(), err.getvalue()


def area_state(home: Path, campaign: str, area: str) -> Any:
    """One area's saved data, read from the campaign's state document."""
    import json

    document = json.loads((home / "journals" / campaign / "state.json").read_text("utf-8"))
    return document["areas"].get(area, {})


def write_area_state(home: Path, campaign: str, area: str, data: Any) -> None:
    """Change one area's saved data by hand, as a player editing the state file would."""
    import json

    path = home / "journals" / campaign / "state.json"
    document = json.loads(path.read_text("utf-8"))
    document["areas"][area] = data
    path.write_text(json.dumps(document, ensure_ascii=False, indent=1), "utf-8")


def refused(*argv: str, home: Path) -> str:
    """Run a command that must be refused: exit 2, one line on stderr, no traceback."""
    code, _out, err = run_cli(*argv, home=home)
    assert code == 2, err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    return err


def cli_json(*argv: str, home: Path, stdin: str = "") -> dict[str, Any]:
    """Run a command with `--json` that must succeed; return its object."""
    import json

    code, out, err = run_cli("--json", *argv, home=home, stdin=stdin)
    assert code == 0, err
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


@dataclass
class ShellRun:
    """What one shell line printed and kept."""

    out: str
    err: str
    result: Any


class Shell:
    """A `SoloApp` driven line by line, its output captured."""

    def __init__(self, home: Path, seed: int = 1, stdin: str = "") -> None:
        from solo.shell.app import SoloApp

        self._context = contextvars.copy_context()
        self.stdin = io.StringIO(stdin)
        self.app: SoloApp = self._context.run(
            lambda: SoloApp(home, seed=seed, stdin=self.stdin, stdout=io.StringIO(),
                           allow_redirection=False))
        self.app.use_rawinput = False

    def feed(self, text: str) -> None:
        """Queue answers for questions the next commands ask."""
        position = self.stdin.tell()
        self.stdin.seek(0, io.SEEK_END)
        self.stdin.write(text)
        self.stdin.seek(position)

    def run(self, line: str) -> ShellRun:
        """Run one command line."""
        out, err = io.StringIO(), io.StringIO()
        self.app.stdout = out
        self.app.last_result = None
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            self._context.run(self.app.onecmd_plus_hooks, line)
        return ShellRun(out.getvalue(), err.getvalue(), self.app.last_result)

    def in_context(self, function: Callable[[], Any]) -> Any:
        """Call `function` in the shell's context (its language)."""
        return self._context.run(function)


HANG_GUARD = 30.0
"""Seconds only a hang or a blow-up (quadratic parsing, runaway draws) can exceed on a loaded
machine. Tests use it to catch those, never to judge speed: speed targets live in `benchmarks/`
as ratios measured in one run."""

PROMPT = r"solo \[[^\]]*\]> "


def spawn_solo(home: Path, *argv: str, timeout: float = 20) -> Any:
    """Start the real `solo` program in a pseudo-terminal (pexpect), in `home`."""
    import os

    import pexpect

    env = {**os.environ, "SOLO_HOME": str(home), "SOLO_LANG": "es", "TERM": "dumb",
           "COLUMNS": "100", "LINES": "40", "NO_COLOR": "1", "PYTHONUNBUFFERED": "1"}
    return pexpect.spawn(sys.executable, ["-m", "solo", *argv], cwd=str(home), env=env,
                         timeout=timeout, encoding="utf-8", dimensions=(40, 100))


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """An empty home folder."""
    return tmp_path


@pytest.fixture
def shell(home: Path) -> Shell:
    """A shell on an empty home folder."""
    return Shell(home)


@pytest.fixture
def cli() -> Callable[..., tuple[int, str, str]]:
    """`run_cli` as a fixture."""
    return run_cli
