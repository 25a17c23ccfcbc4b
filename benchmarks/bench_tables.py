"""A table draw costs the same whatever the player's library holds (issue 16, point 3).

`solo table roll core/giros` one-shot in a home with 500 tables of the player's and two of 10,000
rows, against the same command in an empty home: at most 1.2x (a draw reads the table it draws
and those it references, found through the library's index, not every file). The installed `solo`
runs (see `harness.py`); the first draw in the big home, which builds the index, is not timed.
The runs are interleaved; each time is the median of many.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from harness import Ratio, bench_env, exit_code, in_installed_venv, quick

ROUNDS, TABLES, BIG_ROWS = 21, 500, 10_000
COMMAND = ["table", "roll", "core/giros"]


def _table(table_id: str, rows: int) -> str:
    lines = [f"id: {table_id}", "name: {es: Tabla de prueba, en: Test table}", "rows:"]
    lines += [f"  - {{weight: 1, text: {{es: Fila {n} de {table_id}, en: Row {n}}}}}"
              for n in range(rows)]
    return "\n".join(lines) + "\n"


def _fill(home: Path, tables: int, big_rows: int) -> None:
    folder = home / "tables" / "mias"
    folder.mkdir(parents=True)
    for number in range(tables):
        (folder / f"t{number}.yaml").write_text(_table(f"mias/t{number}", 12), "utf-8")
    for name in ("enorme", "gigante"):
        (folder / f"{name}.yaml").write_text(_table(f"mias/{name}", big_rows), "utf-8")


def _solo() -> list[str]:
    script = Path(sys.executable).parent / "solo"
    return [str(script)] if script.exists() and not quick() else [sys.executable, "-m", "solo"]


def _timed(home: Path) -> float:
    env = {**bench_env(), "XDG_CACHE_HOME": str(home.parent / "cache")}  # the index: left there
    start = time.perf_counter()
    subprocess.run([*_solo(), "--home", str(home), *COMMAND], check=True, capture_output=True,
                   env=env, cwd=home)
    return time.perf_counter() - start


def main() -> int:
    """Fill a home, measure both homes, print the ratio; 1 when it is missed."""
    with tempfile.TemporaryDirectory() as folder:
        empty, full = Path(folder) / "empty", Path(folder) / "full"
        empty.mkdir()
        _fill(full, 5 if quick() else TABLES, 50 if quick() else BIG_ROWS)
        _timed(full)  # builds the index
        times: dict[Path, list[float]] = {empty: [], full: []}
        for number in range(1 if quick() else ROUNDS):
            for home in (empty, full) if number % 2 else (full, empty):
                times[home].append(_timed(home))
    small, big = statistics.median(times[empty]), statistics.median(times[full])
    ratio = Ratio(f"table roll, {TABLES} tables + 2 of {BIG_ROWS} rows / empty home", big / small,
                  1.2, f"{small * 1000:.1f} ms vs {big * 1000:.1f} ms")
    if quick():
        print(f"{ratio.label}: {ratio.value:.2f} (not judged: --check)")
        return 0
    return exit_code([ratio])


if __name__ == "__main__":
    in_installed_venv(__file__)
    sys.exit(main())
