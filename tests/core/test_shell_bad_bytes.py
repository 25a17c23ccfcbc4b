"""A byte that is not UTF-8, pasted into the shell: the name is stored escaped (`\\xff`), and the
history that keeps the line as typed is still written at quit and read back next time."""

from __future__ import annotations

import json
import lzma
import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import area_state, run_cli

ROOT = Path(__file__).resolve().parents[2]


def _session(home: Path, typed: bytes) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SOLO_HOME": str(home), "SOLO_LANG": "es"}
    return subprocess.run([sys.executable, "-m", "solo", "--campaign", "c"], input=typed,
                          capture_output=True, cwd=home, env=env, timeout=120, check=False)


def test_a_pasted_byte_is_kept_escaped_and_the_history_survives_it(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "none", home=tmp_path)[0] == 0
    done = _session(tmp_path, b"thread add a\xffb\n@ salto \xfe\nquit\n")
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    assert area_state(tmp_path, "c", "engine")["threads"][0]["name"] == "a\\xffb"
    journal = (tmp_path / "journals" / "c" / "journal.md").read_text("utf-8")
    assert "@ salto \\xfe" in journal.splitlines()
    kept = json.loads(lzma.decompress((tmp_path / ".solo_history").read_bytes()))
    assert [item["statement"]["raw"] for item in kept["history_items"]][:1] == ["thread add a\udcffb"]
    again = _session(tmp_path, b"history -a\nquit\n")
    assert again.returncode == 0 and b"thread add a" in again.stdout, again.stderr
