"""A migration from solo 0.1 killed at any file operation is finished by the next open.

The migration runs in a child process that kills itself (SIGKILL: no clean-up of any kind) just
before its N-th file operation, for every N up to the last one; then the campaign is opened
as a player would, and the folder must be exactly what an uninterrupted migration leaves:
the same `state.json`, the old files in `backup-v1/`, none left beside it.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from solo.campaign.store import Campaign

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = Path(__file__).parent / "fixtures" / "v1-viejo"
CHILD = """
import os, signal, sys
from pathlib import Path

limit, done = int(sys.argv[2]), 0

def counted(function):
    def operation(*args, **kwargs):
        global done
        done += 1
        if done == limit:
            os.kill(os.getpid(), signal.SIGKILL)
        return function(*args, **kwargs)
    return operation

for name in ("open", "replace", "rename", "mkdir", "rmdir", "unlink", "fsync", "ftruncate"):
    setattr(os, name, counted(getattr(os, name)))

from solo.campaign.store import Campaign

Campaign.open(Path(sys.argv[1]), "viejo")
print(done)
"""


def _migrate(home: Path, kill_at: int = 0) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", CHILD, str(home), str(kill_at)],
                          capture_output=True, text=True, env=env, timeout=120, check=False)


def _home(tmp_path: Path, name: str) -> Path:
    home = tmp_path / name
    shutil.copytree(FIXTURE, home / "journals" / "viejo")
    return home


def _files(home: Path) -> dict[str, bytes]:
    folder = home / "journals" / "viejo"
    return {str(path.relative_to(folder)): path.read_bytes()
            for path in sorted(folder.rglob("*")) if path.is_file() and path.name != ".lock"}


@pytest.mark.foreign_journal  # the earlier layout's journal, kept as it was
def test_a_migration_killed_at_any_step_is_finished_by_the_next_open(tmp_path: Path) -> None:
    whole = _home(tmp_path, "whole")
    done = _migrate(whole)
    assert done.returncode == 0, done.stderr
    operations = int(done.stdout)
    expected = _files(whole)
    assert "state.json" in expected and "backup-v1/campaign.yaml" in expected
    assert not any(name.endswith(".yaml") and "/" not in name for name in expected)
    assert operations >= 5  # a lock, a folder, four moves, a written state at the least
    for kill_at in range(1, operations + 1):
        home = _home(tmp_path, f"killed-{kill_at}")
        killed = _migrate(home, kill_at)
        assert killed.returncode == -signal.SIGKILL, (kill_at, killed.stderr)
        campaign = Campaign.open(home, "viejo")
        assert campaign.load("engine")["tension"] == 6, kill_at
        assert _files(home) == expected, kill_at


@pytest.mark.foreign_journal
@pytest.mark.parametrize("moved", ["campaign.yaml", "engine.yaml", ".history"])
def test_old_files_already_in_the_backup_are_read_there(tmp_path: Path, moved: str) -> None:
    home = _home(tmp_path, "home")
    folder = home / "journals" / "viejo"
    (folder / "backup-v1").mkdir()
    os.replace(folder / moved, folder / "backup-v1" / moved)
    campaign = Campaign.open(home, "viejo")
    assert campaign.settings.system == "fate"
    assert campaign.load("engine")["tension"] == 6
    assert len(json.loads((folder / "state.json").read_text("utf-8"))["history"]) == 6
    assert sorted(path.name for path in folder.iterdir()) == [
        ".lock", "backup-v1", "journal.md", "state.json"]
