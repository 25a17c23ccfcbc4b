"""A draw costs the same with 1,000 imported tables in the library as with none (issue 29.7).

`solo table roll banco/c0/o5` one-shot — an imported oracle whose rows draw on others
(`{table:…}`, "Roll twice") — in a home where one official-shaped file of 1,000 oracles was
imported, against the same draw in a home where only the oracles it draws on were imported:
at most 1.2x. The installed `solo` runs (see `harness.py`); each home's first draw, which
builds the library's index, is not timed; the runs are interleaved, each time the median of
many.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_table_import import ruleset
from harness import Ratio, bench_env, exit_code, in_installed_venv, quick

ROUNDS, COLLECTIONS, ORACLES = 21, 40, 25
DRAWN = "banco/c0/o5"
TARGET = 1.2


def _solo() -> list[str]:
    script = Path(sys.executable).parent / "solo"
    return [str(script)] if script.exists() and not quick() else [sys.executable, "-m", "solo"]


def _run(home: Path, *command: str) -> float:
    env = {**bench_env(), "XDG_CACHE_HOME": str(home.parent / f"cache-{home.name}")}
    start = time.perf_counter()
    subprocess.run([*_solo(), "--home", str(home), *command], check=True, capture_output=True,
                   env=env, cwd=home.parent)
    return time.perf_counter() - start


def _home(root: Path, name: str, collections: int, oracles: int) -> Path:
    home = root / name
    home.mkdir()
    source = root / f"{name}.json"
    source.write_text(json.dumps(ruleset(collections, oracles, 0), ensure_ascii=False), "utf-8")
    _run(home, "table", "import", str(source))
    _run(home, "table", "roll", DRAWN)  # builds the index
    return home


def main() -> int:
    """Fill both homes, time the same draw in each, print the ratio; 1 when it is missed."""
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        full = _home(root, "lleno", 2 if quick() else COLLECTIONS, 10 if quick() else ORACLES)
        small = _home(root, "solo", 1, 6)  # the drawn oracle and the ones its rows draw on
        times: dict[Path, list[float]] = {full: [], small: []}
        for number in range(1 if quick() else ROUNDS):
            for home in (small, full) if number % 2 else (full, small):
                times[home].append(_run(home, "table", "roll", DRAWN))
        tables = len(list((full / "tables").rglob("*.yaml")))
    little, big = statistics.median(times[small]), statistics.median(times[full])
    ratio = Ratio(f"table roll, {tables} imported tables / only those drawn", big / little,
                  TARGET, f"{little * 1000:.1f} ms vs {big * 1000:.1f} ms")
    if quick():
        print(f"{ratio.label}: {ratio.value:.2f} (not judged: --check)")
        return 0
    return exit_code([ratio])


if __name__ == "__main__":
    in_installed_venv(__file__)
    sys.exit(main())
