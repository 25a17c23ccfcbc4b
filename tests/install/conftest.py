"""Build solo as a player gets it, once per test session: the wheel, and a fresh venv with it.

Both are built from a clean copy of the source tree (the files git tracks or would track), so a
stale `build/` folder or a file left out of git cannot hide a packaging mistake. The venv is made
the README's way: `python -m venv V && V/bin/pip install .` (not editable), which fetches the
dependencies from PyPI. Everything here is marked `install` (`pytest -m "not install"` skips it).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
BUILD_SECONDS = 900
_SKIP = {".git", ".venv", "build", "dist", "__pycache__", ".mypy_cache", ".ruff_cache",
         ".hypothesis", ".pytest_cache", "journals"}


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "install: builds the wheel and a venv (about a minute)")


def clean_env() -> dict[str, str]:
    """The environment without anything that would let the source tree or the dev venv in."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PIP_REQUIRE_VIRTUALENV")
           and not key.startswith("SOLO_")}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PYTHONDONTWRITEBYTECODE="1")
    return env


def run(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run a build step; fail the test with its output if it fails."""
    done = subprocess.run(argv, cwd=cwd, env=clean_env(), capture_output=True, text=True,
                          timeout=BUILD_SECONDS, check=False)
    if done.returncode != 0:
        pytest.fail(f"{' '.join(argv)} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return done


def _tree_files() -> list[str]:
    try:
        listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=REPO,
                                capture_output=True, check=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):  # not a git clone: copy all but the caches
        return [str(path.relative_to(REPO)) for path in REPO.rglob("*")
                if path.is_file() and not _SKIP & set(path.relative_to(REPO).parts)
                and not any(part.endswith(".egg-info") for part in path.parts)]
    return [name for name in listed.decode().split("\0") if name and (REPO / name).is_file()]


@pytest.fixture(scope="session")
def source_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A clean copy of the source tree."""
    copy = tmp_path_factory.mktemp("source") / "solo"
    for name in _tree_files():
        target = copy / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / name, target)
    return copy


@pytest.fixture(scope="session")
def built_wheel(source_copy: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`pip wheel . --no-deps -w DIR` from the clean copy: the wheel's path."""
    out = tmp_path_factory.mktemp("wheel")
    run([sys.executable, "-m", "pip", "wheel", ".", "--no-deps", "--quiet", "-w", str(out)],
        cwd=source_copy)
    [wheel] = out.glob("solo-*.whl")
    return wheel


@dataclass(frozen=True)
class Installed:
    """A fresh venv holding solo as `pip install .` put it there."""

    venv: Path

    @property
    def python(self) -> Path:
        return self.venv / "bin" / "python"

    @property
    def solo(self) -> Path:
        return self.venv / "bin" / "solo"

    def site_package(self) -> Path:
        """The installed `solo` package folder."""
        done = run([str(self.python), "-c", "import solo, os; print(os.path.dirname(solo.__file__))"],
                   cwd=self.venv)
        return Path(done.stdout.strip())


@pytest.fixture(scope="session")
def installed(source_copy: Path, tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """`python -m venv V && V/bin/pip install .` — the README's line, in the clean copy."""
    venv = tmp_path_factory.mktemp("venv") / "v"
    run([sys.executable, "-m", "venv", str(venv)], cwd=venv.parent)
    found = Installed(venv)
    run([str(venv / "bin" / "pip"), "install", "--quiet", "."], cwd=source_copy)
    return found
