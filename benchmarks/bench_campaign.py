"""Cost does not grow with the campaign: a big campaign against a small one, in one run.

A campaign with 1,000 NPCs, 1,000 threads and 500 pending items against one with 10 of each,
both measured in the same run, interleaved (the machine is shared and noisy):

- per command in the shell (`npc add`, `tension up`, `note`): median ratio big/small <= 1.5;
- per keystroke (the bottom toolbar the shell redraws on every key): ratio <= 1.5, and under
  5 ms in the big campaign (issue 16, point 5: printed as its ratio to 5 ms, target <= 1);
- one-shot `solo npc add`: ratio <= 1.5.

solo runs installed as a player installs it (see `harness.py`). Exits 1 when a target is missed;
`--check` builds campaigns of 10 and 20 and runs two rounds, judging nothing.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from harness import Ratio, bench_env, exit_code, in_installed_venv, quick

TARGET, KEYSTROKE_SECONDS = 1.5, 0.005

IN_SHELL = r"""
import io, statistics, sys, time
from datetime import datetime, timezone
from pathlib import Path
from solo.campaign.store import Campaign
from solo.engine.rules.pending import PendingKind
from solo.engine.rules.state import EngineState
from solo.shell.app import SoloApp

home = Path(sys.argv[1])
SMALL, BIG, ROUNDS = (int(word) for word in sys.argv[2:5])

def make(name, size):
    campaign = Campaign.create(home, name, "none", "es", datetime.now(timezone.utc))
    state = EngineState()
    threads, npcs, pending = state.threads, state.npcs, state.pending
    for n in range(size):
        threads = threads.add(f"Hilo número {n}")
        npcs = npcs.add(f"Personaje número {n}")
    for n in range(size // 2):
        pending, _item = pending.add(PendingKind.OTHER, f"Algo pendiente {n}")
    state = EngineState(state.tension, threads, npcs, pending, 0)
    campaign.save("engine", state.to_data())

make("small", SMALL)
make("big", BIG)
apps = {}
for name in ("small", "big"):
    app = SoloApp(home, seed=1, campaign=name, stdout=io.StringIO(), allow_redirection=False)
    app.use_rawinput = False
    apps[name] = app
lines = ["npc add Alguien {n}", "tension up", "note Una nota {n}", "tension down"]
times = {"small": [], "big": []}
keys = {"small": [], "big": []}
for n in range(ROUNDS):
    for name in ("small", "big") if n % 2 else ("big", "small"):
        app = apps[name]
        line = lines[n % len(lines)].format(n=n)
        start = time.perf_counter()
        app.onecmd_plus_hooks(line)
        app.get_bottom_toolbar()
        times[name].append(time.perf_counter() - start)
        start = time.perf_counter()
        for _ in range(20):
            app.get_bottom_toolbar()
        keys[name].append((time.perf_counter() - start) / 20)
for name in ("small", "big"):
    print(name, statistics.median(times[name]), statistics.median(keys[name]))
"""


def _one_shot(env: dict[str, str], home: str, name: str, number: int) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "solo", "--home", home, "--campaign", name, "npc",
                    "add", f"Nuevo {number}"], env=env, check=True, capture_output=True)
    return time.perf_counter() - start


def _line(label: str, small: float, big: float) -> Ratio:
    return Ratio(label, big / small, TARGET,
                 f"small {small * 1000:.3f} ms, big {big * 1000:.3f} ms")


def main() -> int:
    """Measure and print the ratios; 1 when one misses its target."""
    sizes = ("10", "20", "2") if quick() else ("10", "1000", "60")
    with tempfile.TemporaryDirectory() as folder:
        env = bench_env()
        home = Path(folder) / "home"
        home.mkdir()
        out = subprocess.run([sys.executable, "-c", IN_SHELL, str(home), *sizes], env=env,
                             check=True, capture_output=True, text=True, cwd=folder).stdout
        measured = {line.split()[0]: [float(v) for v in line.split()[1:]]
                    for line in out.splitlines() if line.split()[:1] in (["small"], ["big"])}
        shots: dict[str, list[float]] = {"small": [], "big": []}
        for number in range(2 if quick() else 11):
            for name in ("small", "big") if number % 2 else ("big", "small"):
                shots[name].append(_one_shot(env, str(home), name, number))
    keystroke = measured["big"][1]
    ratios = [
        _line("shell: per command", measured["small"][0], measured["big"][0]),
        _line("shell: per keystroke", measured["small"][1], measured["big"][1]),
        Ratio(f"shell: per keystroke, {sizes[1]} NPCs / 5 ms", keystroke / KEYSTROKE_SECONDS, 1,
              f"{keystroke * 1000:.3f} ms"),
        _line("one-shot: npc add", statistics.median(shots["small"]),
              statistics.median(shots["big"])),
    ]
    if quick():
        for ratio in ratios:
            print(f"{ratio.label}: {ratio.value:.2f} (not judged: --check)")
        return 0
    return exit_code(ratios)


if __name__ == "__main__":
    in_installed_venv(__file__)
    sys.exit(main())
