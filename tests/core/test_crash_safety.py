"""SIGKILL loses no journal entry that was shown and never leaves a torn state file."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from datetime import UTC
from pathlib import Path

from tests.conftest import PROMPT, spawn_solo

SAVER = """
import sys
from datetime import datetime, timezone
from pathlib import Path
from solo.campaign.store import Campaign
home = Path(sys.argv[1])
campaign = Campaign.open(home, "crash")
number = 0
while True:
    number += 1
    campaign.save("engine", {"n": number, "pad": ["x" * 200] * 200})
    print(number, flush=True)
"""


def test_killed_between_commands_loses_nothing_shown(tmp_path: Path) -> None:
    child = spawn_solo(tmp_path)
    child.expect(PROMPT)
    child.sendline("campaign new crash --system none")
    child.expect(PROMPT)
    shown = []
    for number in range(1, 6):
        child.sendline(f"roll 1d6 --dice {number}")
        child.expect(f"= {number}")
        child.expect(PROMPT)
        shown.append(f"d: 1d6={number} ({number}) -> {number}")
    child.sendline(". Antes del golpe.")
    child.expect(PROMPT)
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    journal = (tmp_path / "journals" / "crash" / "journal.md").read_text(encoding="utf-8")
    for line in shown:
        assert line in journal
    assert "Antes del golpe." in journal
    again = spawn_solo(tmp_path, "--campaign", "crash")
    again.expect(PROMPT)
    again.sendline(". Después.")
    again.expect(PROMPT)
    again.sendline("quit")
    again.wait()
    text = (tmp_path / "journals" / "crash" / "journal.md").read_text(encoding="utf-8")
    assert text.count("```lonelog") == text.count("```") - text.count("```lonelog")


def test_killed_while_saving_leaves_old_or_new_state(tmp_path: Path) -> None:
    from datetime import datetime

    from solo.campaign.store import Campaign

    Campaign.create(tmp_path, "crash", "none", "es", datetime(2026, 1, 1, tzinfo=UTC))
    state = tmp_path / "journals" / "crash" / "state.json"
    chance = random.Random(7)
    for _attempt in range(5):
        process = subprocess.Popen([sys.executable, "-c", SAVER, str(tmp_path)],
                                   stdout=subprocess.PIPE, text=True)
        assert process.stdout is not None
        last = int(process.stdout.readline())
        time.sleep(chance.uniform(0.01, 0.2))
        process.send_signal(signal.SIGKILL)
        rest = process.stdout.read().split()
        process.wait()
        last = int(rest[-1]) if rest else last
        data = json.loads(state.read_text(encoding="utf-8"))["areas"]["engine"]
        assert data["pad"] == ["x" * 200] * 200
        assert data["n"] in (last, last + 1)
    Campaign.open(tmp_path, "crash")
    assert [p.name for p in state.parent.rglob("*.tmp")] == []
