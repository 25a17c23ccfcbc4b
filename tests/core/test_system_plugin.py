"""The registry is the only list of systems: a plug-in found by entry point plays like a built-in.

`tests/fixtures/coin_system` is a third-party system (`coin flip`) with a real
`*.dist-info/entry_points.txt`; putting that folder on `PYTHONPATH` installs it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import spawn_solo

PLUGIN = Path(__file__).resolve().parent.parent / "fixtures" / "coin_system"
ROOT = Path(__file__).resolve().parent.parent.parent


def solo(home: Path, *argv: str, path: Path = PLUGIN) -> subprocess.CompletedProcess[str]:
    """Run `solo ARGV` one-shot in a fresh interpreter that has `path` on its path."""
    env = {**os.environ, "SOLO_HOME": str(home), "SOLO_LANG": "es", "NO_COLOR": "1",
           "PYTHONPATH": os.pathsep.join([str(ROOT), str(path)])}
    return subprocess.run([sys.executable, "-m", "solo", *argv], cwd=home, env=env, text=True,
                          capture_output=True, timeout=60, check=False)


def test_a_plugin_command_runs_one_shot(tmp_path: Path) -> None:
    plain = solo(tmp_path, "coin", "flip", "--dice", "2")
    assert (plain.returncode, plain.stderr) == (0, "")
    assert "Moneda: Cruz" in plain.stdout
    data = solo(tmp_path, "--json", "coin", "flip", "--dice", "1")
    assert json.loads(data.stdout) == {"face": 1, "side": "heads"}
    english = solo(tmp_path, "--lang", "en", "moneda", "lanzar", "--dice", "1")
    assert "Coin: Heads" in english.stdout


def test_a_plugin_is_listed_in_help_and_follows_campaigns(tmp_path: Path) -> None:
    helped = solo(tmp_path, "--help")
    assert "coin" in helped.stdout
    created = solo(tmp_path, "--json", "campaign", "new", "cara", "--system", "moneda")
    assert json.loads(created.stdout)["system"] == "coin"
    assert solo(tmp_path, "--campaign", "cara", "session", "start").returncode == 0
    assert solo(tmp_path, "--campaign", "cara", "coin", "flip", "--dice", "2").returncode == 0
    journal = (tmp_path / "journals" / "cara" / "journal.md").read_text(encoding="utf-8")
    assert "d: 1d2=2 -> Cruz" in journal


def test_without_the_plugin_its_command_is_unknown(tmp_path: Path) -> None:
    missing = solo(tmp_path, "coin", "flip", path=tmp_path)
    assert missing.returncode != 0
    assert "Traceback" not in missing.stderr


def test_a_broken_plugin_is_one_line_never_a_traceback(tmp_path: Path) -> None:
    info = tmp_path / "plugins" / "broken-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[solo.systems]\nbroken = no_such_module:SYSTEM\n")
    run = solo(tmp_path, "--help", path=tmp_path / "plugins")
    assert run.returncode == 0
    assert "Traceback" not in run.stderr
    assert run.stderr.count("\n") == 1 and "broken" in run.stderr
    assert "dejo fuera" in run.stderr  # in the player's language, from the catalog


def test_a_plugin_command_runs_in_the_shell(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            ) -> None:
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(ROOT), str(PLUGIN)]))
    child = spawn_solo(tmp_path)
    child.expect("> ")
    child.sendline("help")
    child.expect("Moneda")
    child.sendline("coin flip --dice 1")
    child.expect("Moneda: Cara")
    child.sendline("quit")
    child.expect(pexpect_eof())


def pexpect_eof() -> object:
    """pexpect's end of file marker."""
    import pexpect

    return pexpect.EOF
