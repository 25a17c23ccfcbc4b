"""An installed solo (no checkout beside it) finds its player's guide: `solo --help` names the
installed index page, and the shell's `help guide` lists the pages."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.install.conftest import Installed, clean_env

pytestmark = pytest.mark.install


def _solo(installed: Installed, *argv: str, stdin: str = "", cwd: Path) -> str:
    done = subprocess.run([str(installed.solo), *argv], input=stdin, cwd=cwd, env=clean_env(),
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_help_names_the_installed_guide(installed: Installed, tmp_path: Path) -> None:
    last = _solo(installed, "--help", cwd=tmp_path).strip().split("\n")[-1]
    path = Path(installed.site_package()) / "bundled_guide" / "guia" / "index.md"
    assert last == f"Guía del jugador: {path} (en el intérprete: ayuda guía)"
    assert path.is_file()


def test_the_shell_lists_the_installed_guide_in_english(installed: Installed,
                                                        tmp_path: Path) -> None:
    out = _solo(installed, "--lang", "en", stdin="help guide\nquit\n", cwd=tmp_path)
    path = Path(installed.site_package()) / "bundled_guide" / "guide" / "index.md"
    assert f"Player's guide: {path}\nPages:\n" in out
    assert "  getting-started.md   Getting started\n" in out
