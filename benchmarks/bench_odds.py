"""Time our exact odds against dyce's for big pools, check they agree, print the ratio.

Run with `.venv/bin/python benchmarks/bench_odds.py` (or `make bench`). Exits 0;
each line says whether our median time meets the 50 ms goal.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

from dyce import H, P

from solo.dice.distribution import Distribution
from solo.dice.notation import parse
from solo.dice.odds import distribution

GOAL_MS = 50.0
REPEATS = 7

# expression, how dyce computes it (None: dyce takes far too long, ~13 s for 1000d6)
CASES: list[tuple[str, Callable[[], Any] | None]] = [
    ("20d6", lambda: 20 @ H(6)),
    ("20d6>=5", lambda: 20 @ H(6).ge(5)),
    ("20d6kh1", lambda: (20 @ P(6)).at(-1)),
    ("20d6kh3", lambda: (20 @ P(6)).at(slice(-3, None))),
    ("4d6kh3", lambda: (4 @ P(6)).at(slice(-3, None))),
    ("1000d6", None),
]


def median_ms(work: Callable[[], Any]) -> float:
    """Run `work` REPEATS times and return the median time in milliseconds."""
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def from_dyce(histogram: Any) -> Distribution:
    """Our Distribution with the same counts as a dyce `H`."""
    return Distribution.from_counts({int(outcome): int(count)
                                     for outcome, count in histogram.items()})


def ours(text: str) -> Callable[[], Distribution]:
    """The work of computing our odds of `text` (parsing excluded)."""
    expr = parse(text)
    return lambda: distribution(expr)


def main() -> int:
    """Time every case and print one line each."""
    print(f"{'expression':<10} {'ours ms':>9} {'dyce ms':>9} {'ours/dyce':>10}  same  <50ms")
    for text, dyce_work in CASES:
        our_ms = median_ms(ours(text))
        verdict = "yes" if our_ms < GOAL_MS else "NO"
        if dyce_work is None:
            print(f"{text:<10} {our_ms:9.3f} {'skipped':>9} {'-':>10}  {'-':<4}  {verdict}")
            continue
        dyce_ms = median_ms(dyce_work)
        same = "yes" if ours(text)() == from_dyce(dyce_work()) else "NO"
        print(f"{text:<10} {our_ms:9.3f} {dyce_ms:9.3f} {our_ms / dyce_ms:10.2f}  "
              f"{same:<4}  {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
