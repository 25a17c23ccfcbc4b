"""Start-up cost where players feel it, as ratios measured in one run (issue 16, points 1 and 5).

Against a bare `python -c pass` of the same interpreter (the floor of any Python program):

- `solo roll 4dF`: at most 4x;
- `solo odds`, `oracle`, `fate roll`, `table roll`, `zodiac action`, `frag reto`,
  `tricube challenge`: at most 5x each.

Against an empty `cmd2.Cmd` application started and quit at once: solo's shell started and quit
at once (start to first prompt), at most 1.1x.

The commands run as a player runs them: the `solo` script of a clean, non-editable install with
its bytecode compiled (see `harness.py`), in an empty home. The runs are interleaved (one of each,
then again) and each time is the median of many, because the machine is shared and noisy.
`--check` runs each command once, in this environment, and judges nothing.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from harness import Ratio, bench_env, exit_code, in_installed_venv, quick

ROUNDS = 15
ONE_SHOTS: list[tuple[str, float]] = [
    ("roll 4dF", 4),
    ("odds 3d6", 5),
    ("oracle x", 5),
    ("fate roll", 5),
    ("table roll core/giros", 5),
    ("zodiac action --at=0", 5),
    ("frag reto --score=3 --difficulty=4", 5),
    ("tricube challenge --count=2", 5),
]
BARE_APP = "import cmd2\ncmd2.Cmd(allow_cli_args=False).cmdloop()"


def _solo() -> list[str]:
    """How to start solo: the installed script, else (`--check`) this interpreter's module."""
    script = Path(sys.executable).parent / "solo"
    return [str(script)] if script.exists() and not quick() else [sys.executable, "-m", "solo"]


def _timed(argv: list[str], home: str, stdin: str = "") -> float:
    start = time.perf_counter()
    subprocess.run(argv, input=stdin, text=True, capture_output=True, check=True, cwd=home,
                   env=bench_env())
    return time.perf_counter() - start


def main() -> int:
    """Measure every command against its floor; print the ratios; 1 when one is missed."""
    solo = _solo()
    programs: dict[str, tuple[list[str], str]] = {
        "pass": ([sys.executable, "-c", "pass"], ""),
        "cmd2 app": ([sys.executable, "-c", BARE_APP], "quit\n"),
        "shell": ([*solo], "quit\n"),
    }
    for line, _target in ONE_SHOTS:
        programs[line] = ([*solo, *line.split()], "")
    times: dict[str, list[float]] = {name: [] for name in programs}
    with tempfile.TemporaryDirectory() as home:
        for _round in range(1 if quick() else ROUNDS):
            for name, (argv, stdin) in programs.items():
                times[name].append(_timed(argv, home, stdin))
    median = {name: statistics.median(values) for name, values in times.items()}
    floor = median["pass"]
    print(f"python -c pass {floor * 1000:.1f} ms, empty cmd2 app {median['cmd2 app'] * 1000:.1f}"
          f" ms (medians of {len(times['pass'])})")
    ratios = [Ratio(f"solo {line}", median[line] / floor, target,
                    f"{median[line] * 1000:.1f} ms") for line, target in ONE_SHOTS]
    ratios.append(Ratio("solo shell start+quit / empty cmd2 app",
                        median["shell"] / median["cmd2 app"], 1.1,
                        f"{median['shell'] * 1000:.1f} ms"))
    if quick():
        for ratio in ratios:
            print(f"{ratio.label}: {ratio.value:.2f} (not judged: --check)")
        return 0
    return exit_code(ratios)


if __name__ == "__main__":
    in_installed_venv(__file__)
    sys.exit(main())
