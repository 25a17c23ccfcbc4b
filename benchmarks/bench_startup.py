"""Start-up cost, measured as ratios in one run (the machine is shared and noisy).

- `solo roll 4dF` one-shot: median wall time at most 5x a bare `python -c pass`.
- shell start to first prompt (start, then quit at once): at most 1.3x `python -c "import cmd2"`.

Prints each median and ratio; exits 0 (a benchmark reports, it does not fail the build).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time

RUNS = 21
BARE_APP = "import cmd2\ncmd2.Cmd(allow_cli_args=False).cmdloop()"


def median_seconds(argv: list[str], stdin: str | None = None, cwd: str | None = None) -> float:
    """Median wall time of running `argv` RUNS times."""
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(argv, input=stdin, text=True, capture_output=True, check=True, cwd=cwd)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    """Run the comparisons and print the ratios."""
    python = sys.executable
    with tempfile.TemporaryDirectory() as home:
        bare = median_seconds([python, "-c", "pass"])
        roll = median_seconds([python, "-m", "solo", "roll", "4dF"], cwd=home)
        cmd2_import = median_seconds([python, "-c", "import cmd2"])
        bare_app = median_seconds([python, "-c", BARE_APP], stdin="quit\n", cwd=home)
        shell = median_seconds([python, "-m", "solo", "--home", home], stdin="quit\n", cwd=home)
    print(f"python -c pass        {bare * 1000:8.1f} ms")
    print(f"solo roll 4dF         {roll * 1000:8.1f} ms   ratio {roll / bare:5.2f}  (target <= 5)"
          f"   {'OK' if roll / bare <= 5 else 'OVER'}")
    print(f"python -c import cmd2 {cmd2_import * 1000:8.1f} ms")
    print(f"solo shell start+quit {shell * 1000:8.1f} ms   ratio {shell / cmd2_import:5.2f}"
          f"  (target <= 1.3)   {'OK' if shell / cmd2_import <= 1.3 else 'OVER'}")
    print(f"bare cmd2 app         {bare_app * 1000:8.1f} ms   ratio {bare_app / cmd2_import:5.2f}"
          "  (an empty cmd2.Cmd started and quit: the floor of any cmd2 shell)")
    print(f"solo shell / bare app                 ratio {shell / bare_app:5.2f}")


if __name__ == "__main__":
    main()
