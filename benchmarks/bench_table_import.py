"""Importing a whole official oracle file takes at most 2 seconds (issue 29, point 7).

`solo table import FILE` one-shot, the installed `solo` (see `harness.py`), on a 2 MB file in
Datasworn 0.1's shape — 300 oracles of 15 rows in nested collections, rolls on other oracles,
"Roll twice" rows and templates among them, and as much again of moves and assets that hold no
table, as a release file does — built here with our own words. Each run imports into a home of
its own (every table a new file); the time is the median of a few runs.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from harness import Ratio, bench_env, exit_code, in_installed_venv, quick

ROUNDS, COLLECTIONS, ORACLES, ROWS = 5, 20, 15, 15
SIZE = 2_000_000
TARGET_SECONDS = 2.0


def _row(ident: str, number: int, low: int, high: int) -> dict[str, Any]:
    row: dict[str, Any] = {"_id": f"oracle_rollable.row:{ident}.{number}",
                           "roll": {"min": low, "max": high},
                           "text": f"Resultado {number} de {ident}, con un poco de texto",
                           "_i18n": {"text": {"part_of_speech": "common_noun"}}}
    if number == ROWS - 1:
        row["text"] = "Tira dos veces"
        row["oracle_rolls"] = [{"oracle": None, "auto": True, "number_of_rolls": 2,
                                "duplicates": "reroll", "dice": None}]
    elif number == ROWS - 2:
        row["text"] = "[Acción](datasworn:oracle_rollable:banco/c0/o0) + [Tema](x)"
        row["oracle_rolls"] = [{"oracle": "oracle_rollable:banco/c0/o0", "auto": True,
                                "number_of_rolls": 1, "duplicates": "reroll", "dice": None}]
    elif number == ROWS - 3:
        row["template"] = {"text": "{{text>oracle_rollable:banco/c0/o1}} del "
                                   "{{text>oracle_rollable:banco/c0/o2}}"}
    return row


def _oracle(ident: str) -> dict[str, Any]:
    width = 100 // ROWS
    rows = [_row(ident, n, n * width + 1, 100 if n == ROWS - 1 else (n + 1) * width)
            for n in range(ROWS)]
    return {"_id": f"oracle_rollable:{ident}", "type": "oracle_rollable", "name": ident,
            "oracle_type": "table_text", "dice": "1d100", "summary": f"Tabla {ident}.",
            "column_labels": {"roll": "Roll", "text": "Result"}, "rows": rows,
            "_source": {"title": "Banco de pruebas", "authors": [{"name": "solo"}]}}


def ruleset(collections: int, oracles: int, size: int) -> dict[str, Any]:
    """A Datasworn-shaped file: `collections` × `oracles` tables, padded to about `size`."""
    data: dict[str, Any] = {"_id": "banco", "type": "ruleset", "datasworn_version": "0.1.0",
                            "oracles": {f"c{c}": {
                                "_id": f"oracle_collection:banco/c{c}", "name": f"Colección {c}",
                                "type": "oracle_collection", "contents": {
                                    f"o{o}": _oracle(f"banco/c{c}/o{o}") for o in range(oracles)}}
                                for c in range(collections)}}
    used = len(json.dumps(data, indent="\t"))
    data["moves"] = {f"m{n}": {"name": f"Movimiento {n}", "text": "Sin tablas. " * 40}
                     for n in range(max(0, size - used) // 600)}
    return data


def _solo() -> list[str]:
    script = Path(sys.executable).parent / "solo"
    return [str(script)] if script.exists() and not quick() else [sys.executable, "-m", "solo"]


def _timed(home: Path, source: Path) -> float:
    start = time.perf_counter()
    subprocess.run([*_solo(), "--home", str(home), "table", "import", str(source)],
                   check=True, capture_output=True, env=bench_env(), cwd=home.parent)
    return time.perf_counter() - start


def main() -> int:
    """Build the file, import it a few times, print the median against its target."""
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        source = root / "banco.json"
        data = (ruleset(2, 3, 20_000) if quick() else ruleset(COLLECTIONS, ORACLES, SIZE))
        source.write_text(json.dumps(data, ensure_ascii=False, indent="\t"), "utf-8")
        times = []
        for number in range(1 if quick() else ROUNDS):
            home = root / f"casa{number}"
            home.mkdir()
            times.append(_timed(home, source))
        size = source.stat().st_size
    seconds = statistics.median(times)
    ratio = Ratio(f"table import, a {size / 1e6:.1f} MB Datasworn file (seconds)", seconds,
                  TARGET_SECONDS, f"{seconds * 1000:.0f} ms")
    if quick():
        print(f"{ratio.label}: {ratio.value:.2f} (not judged: --check)")
        return 0
    return exit_code([ratio])


if __name__ == "__main__":
    in_installed_venv(__file__)
    sys.exit(main())
