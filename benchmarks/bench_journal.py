"""The journal costs the same however long it is (issue 16, point 4), as ratios in one run.

- appending one entry (a fresh `JournalStore` each time, as a one-shot command does) to a journal
  of 1,000,000 entries, against one of 100 entries: at most 1.1x, for each kind of tail — mixed
  mechanics and prose, a long stretch of prose (no fence line near the end), a long open block of
  mechanics;
- finding whether the journal ends inside a block (what used to grow with the journal, without
  the append's fsync, whose cost is the disk's): at most 1.1x, for each kind of tail;
- `journal export` of the big journal against one of 10,000 entries (one smaller than the read
  buffer would measure the buffer): peak memory at most 1.1x (it streams).

The big journals are written directly (a million fsynced appends would take an hour); one append
through solo first leaves them as solo leaves them. The appends are interleaved between journals.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

from harness import Ratio, exit_code, in_installed_venv, quick

BIG, SMALL, ROUNDS = 1_000_000, 100, 150
MIXED = "\n```lonelog\n@ Salto\nd: 1d6=4\n=> Lo logra\n```\n\nNia mira el río y piensa.\n"


def _write(path: Path, entries: int, tail: str) -> None:
    """`entries` entries (about 2 each block), then `tail`."""
    with path.open("w", encoding="utf-8") as handle:
        block = MIXED * 1000
        for _ in range(entries // 2000):
            handle.write(block)
        handle.write(MIXED * (entries % 2000 // 2))
        handle.write(tail)


def _tails(entries: int) -> dict[str, str]:
    prose_tail = "\n" + "Una frase de relato que sigue y sigue, sin mecánicas. " * 40_000 + "\n"
    mechanics_tail = "\n```lonelog\n" + "".join(f"d: 1d6={n % 6 + 1}\n" for n in range(40_000))
    return {"mixed tail": "", "long prose tail": prose_tail if entries > SMALL else "",
            "long open block": mechanics_tail if entries > SMALL else "\n```lonelog\nd: 1d6=1\n"}


def _append_once(path: Path, number: int) -> float:
    from solo.journal.entry import mechanics, prose
    from solo.journal.store import JournalStore

    entry = prose(f"Nota {number}") if number % 3 == 0 else mechanics(f"d: 1d6={number % 6 + 1}")
    start = time.perf_counter()
    JournalStore(path).append(entry)
    return time.perf_counter() - start


def _state_once(path: Path) -> float:
    from solo.journal.store import JournalStore

    start = time.perf_counter()
    JournalStore(path).fence_open()
    return time.perf_counter() - start


def _export_peak(path: Path, target: Path) -> int:
    from solo.journal.export import export_prose

    tracemalloc.start()
    export_prose(path, target)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak


def main() -> int:
    """Build the journals, measure, print the ratios; 1 when one is missed."""
    big_entries = 2000 if quick() else BIG
    ratios: list[Ratio] = []
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        journals: dict[tuple[str, str], Path] = {}
        for size, entries in (("small", SMALL), ("big", big_entries)):
            for kind, tail in _tails(entries).items():
                path = root / f"{size}-{kind.replace(' ', '-')}" / "journal.md"
                path.parent.mkdir()
                _write(path, entries, tail)
                _append_once(path, 0)  # solo's first append: it notes how the journal ends
                journals[size, kind] = path
        times: dict[tuple[str, str], list[float]] = {key: [] for key in journals}
        states: dict[tuple[str, str], list[float]] = {key: [] for key in journals}
        for number in range(3 if quick() else ROUNDS):
            for key in journals if number % 2 else reversed(list(journals)):
                times[key].append(_append_once(journals[key], number))
                states[key].append(_state_once(journals[key]))
        big_size = journals["big", "mixed tail"].stat().st_size
        print(f"journals of {SMALL} and {big_entries} entries ({big_size / 1e6:.0f} MB and more);"
              f" median of {len(times['big', 'mixed tail'])} appends each")
        for kind in _tails(SMALL):
            small, big = (statistics.median(times[size, kind]) for size in ("small", "big"))
            ratios.append(Ratio(f"append after 10^6 / 10^2, {kind}", big / small, 1.1,
                                f"{small * 1e3:.2f} ms vs {big * 1e3:.2f} ms"))
            small, big = (statistics.median(states[size, kind]) for size in ("small", "big"))
            ratios.append(Ratio(f"block state after 10^6 / 10^2, {kind}", big / small, 1.1,
                                f"{small * 1e6:.0f} us vs {big * 1e6:.0f} us"))
        medium = root / "medium.md"
        _write(medium, 10_000, "")
        small_peak = _export_peak(medium, root / "small.md")
        big_peak = _export_peak(journals["big", "mixed tail"], root / "big.md")
        ratios.append(Ratio("journal export peak memory, 10^6 / 10^4", big_peak / small_peak, 1.1,
                            f"{small_peak / 1024:.0f} KiB vs {big_peak / 1024:.0f} KiB"))
    if quick():
        for ratio in ratios:
            print(f"{ratio.label}: {ratio.value:.2f} (not judged: --check)")
        return 0
    return exit_code(ratios)


if __name__ == "__main__":
    in_installed_venv(__file__)
    sys.exit(main())
