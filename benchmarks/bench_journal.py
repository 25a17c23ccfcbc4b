"""Appending to the journal costs the same at the 100,000th entry as at the first.

Writes 100,000 entries to a temporary journal and compares the median cost of
appending a batch at the start with a batch at the end (a ratio near 1 means
nothing rewrites or rescans the file). Exits 0.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from solo.journal.entry import mechanics, prose
from solo.journal.store import JournalStore

ENTRIES = 100_000
SAMPLE = 500


def timed_append(store: JournalStore, number: int) -> float:
    """Seconds to append one entry (a fresh store each time, as one-shot commands do)."""
    entry = prose(f"Nota {number}") if number % 10 == 0 else mechanics(f"d: 1d6={number % 6 + 1}")
    start = time.perf_counter()
    JournalStore(store.path).append(entry)
    return time.perf_counter() - start


def main() -> None:
    """Fill a journal and compare early and late appends."""
    with tempfile.TemporaryDirectory() as folder:
        store = JournalStore(Path(folder) / "journal.md")
        early = [timed_append(store, n) for n in range(SAMPLE)]
        for number in range(SAMPLE, ENTRIES - SAMPLE):
            store.append(mechanics(f"d: 1d6={number % 6 + 1}") if number % 10
                         else prose(f"Nota {number}"))
        late = [timed_append(store, n) for n in range(ENTRIES - SAMPLE, ENTRIES)]
        size = store.path.stat().st_size
    first, last = statistics.median(early), statistics.median(late)
    print(f"journal of {ENTRIES} entries ({size / 1e6:.1f} MB)")
    print(f"median append, first {SAMPLE}: {first * 1e6:8.1f} us")
    print(f"median append, last {SAMPLE}:  {last * 1e6:8.1f} us   ratio {last / first:5.2f}"
          f"  (target about 1)   {'OK' if last / first < 1.5 else 'OVER'}")


if __name__ == "__main__":
    main()
