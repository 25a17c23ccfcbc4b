"""The shell's history is kept between sessions: compressed (lzma, a small window: quitting does
not pay for an 8 MiB one), written whole or not at all, and read back by the next session."""

from __future__ import annotations

import json
import lzma
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _session(home: Path, typed: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SOLO_HOME": str(home), "SOLO_LANG": "es"}
    done = subprocess.run([sys.executable, "-m", "solo"], input=typed, capture_output=True,
                          text=True, cwd=home, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    return done.stdout


def test_the_next_session_lists_what_the_last_one_typed(tmp_path: Path) -> None:
    _session(tmp_path, "roll 1d6\nnote «sí» ; | > \" '\nquit\n")
    kept = json.loads(lzma.decompress((tmp_path / ".solo_history").read_bytes()))
    typed = [item["statement"]["raw"] for item in kept["history_items"]]
    assert typed[:2] == ["roll 1d6", "note «sí» ; | > \" '"]
    shown = _session(tmp_path, "history -a\nquit\n")  # -a: earlier sessions too
    assert "roll 1d6" in shown and "note «sí» ; | > \" '" in shown


def test_the_history_is_compressed_with_the_smallest_window(tmp_path: Path) -> None:
    _session(tmp_path, "roll 1d6\nquit\n")
    data = (tmp_path / ".solo_history").read_bytes()
    raw = lzma.decompress(data)
    assert data == lzma.compress(raw, preset=0)  # the same bytes preset 0 gives
    assert not list(tmp_path.glob(".*.tmp"))  # no temporary left beside it
