"""Time the game systems' exact odds against icepool's and dyce's, check they agree, print ratios.

Run with `python3 benchmarks/bench_system_odds.py` (it re-runs itself in the harness's venv,
where solo is installed with icepool and dyce: see `harness.py`). Every case computes one
pool of one game — Fate against fixed and active opposition for bonuses -1..5,
Fragmentos pools of 1..13 dice and conflicts, Tricube challenges and opposed challenges,
Zodiac Actions with ventaja/desventaja — three ways: solo's public odds function,
icepool and dyce,
the last two written the way each library is best used (icepool's
`highest_outcome_and_count`, `Reroll` and `map` over small dice, dyce's
`apply` and `expand`) and calling solo's own rule functions for what a roll means,
so that the three compute the same thing. The three are timed in one run,
interleaved, each the median of REPEATS samples; a sample runs the work enough
times to last a few milliseconds. Like icepool, which keeps its own caches, solo
keeps small tables it worked out (the counts of 4dF and 8dF, the outcome counts of
the last Fate margins and Zodiac requests asked; the fractions are made on every
call), so the times are of odds asked again, as a player's sheet does.

Each case prints solo's time over icepool's (target at most 1/3: solo 3x faster) and
over dyce's (at most 1/10), as `harness.Ratio`s; a case whose three distributions differ
is printed as missed. The script exits 1 when any distribution differs or any target is
missed. With `--check` it compares the odds of one case per game and times nothing.
"""

from __future__ import annotations

import statistics
import sys
import time
import warnings
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from harness import Ratio, exit_code, in_installed_venv, quick

if __name__ == "__main__":
    in_installed_venv(__file__)  # before icepool, dyce and solo: that venv has them

import icepool
from dyce import H, P, expand

from solo.systems.fate.rules.odds import opposed_odds, outcome_odds
from solo.systems.fate.rules.outcomes import outcome_of
from solo.systems.fragmentos.rules.conflict import Rank, Side, decide
from solo.systems.fragmentos.rules.odds import conflict_odds, conflict_omen_odds, pool_distribution
from solo.systems.tricube.rules import settings as tricube_settings
from solo.systems.tricube.rules.challenge import Outcome as TricubeOutcome
from solo.systems.tricube.rules.challenge import is_hit, shifted
from solo.systems.tricube.rules.odds import outcome_odds as tricube_odds
from solo.systems.tricube.rules.odds import versus_odds
from solo.systems.tricube.rules.opposed import Verdict, judge
from solo.systems.zodiac.rules.odds import action_odds
from solo.systems.zodiac.rules.reading import Reading, choose, final_grade, read
from solo.systems.zodiac.rules.request import ActionRequest, Advantage, RollMode, main_die
from solo.systems.zodiac.rules.simple import simple_from_die

warnings.filterwarnings("ignore", message=".*experimental.*")

DYCE_TARGET = 10.0
ICEPOOL_TARGET = 3.0
REPEATS = 7
SAMPLE_SECONDS = 0.003

Odds = dict[str, Fraction]
Work = Callable[[], Any]


@dataclass(frozen=True)
class Case:
    """One pool: solo's work, icepool's and dyce's; each ends with exact odds by outcome."""

    name: str
    solo: Work
    icepool: Work
    dyce: Work

    def __post_init__(self) -> None:
        object.__setattr__(self, "icepool", from_icepool(self.icepool))
        object.__setattr__(self, "dyce", from_dyce(self.dyce))


def named(odds: Mapping[Any, Fraction]) -> Odds:
    """solo's odds keyed by plain strings, impossible outcomes left out (as the libraries do)."""
    return {str(getattr(key, "value", key)): p for key, p in odds.items() if p}


def text(value: Any) -> str:
    """An outcome as the key the odds are compared by (an enum by its value)."""
    return str(getattr(value, "value", value))


def from_icepool(work: Callable[[], Any]) -> Work:
    """The work of an icepool `Die`, ending with its exact probabilities (`probabilities()`)."""
    def odds() -> Odds:
        die = work()
        return dict(zip(map(text, die.outcomes()), die.probabilities(), strict=True))
    return odds


def from_dyce(work: Callable[[], Any]) -> Work:
    """The work of a dyce `H`, ending with its exact probabilities (`probability_items()`)."""
    def odds() -> Odds:
        return {text(k): p for k, p in work().probability_items()}
    return odds


# --- Fate -----------------------------------------------------------------------------------

def fate_word(shifts: int) -> str:
    """The outcome of a roll that beat its opposition by `shifts`, as a word."""
    return outcome_of(shifts).value


def fate_cases() -> list[Case]:
    """Fixed and active opposition (vs 0) for bonuses -1..5."""
    cases = []
    for bonus in range(-1, 6):
        cases.append(Case(
            f"fate fixed {bonus:+d}",
            lambda b=bonus: named(outcome_odds(b, 0)),
            lambda b=bonus: (4 @ icepool.Die([-1, 0, 1]) + b).map(fate_word),
            lambda b=bonus: (4 @ H((-1, 0, 1)) + b).apply(fate_word)))
    for bonus in range(-1, 6):
        cases.append(Case(
            f"fate active {bonus:+d}",
            lambda b=bonus: named(opposed_odds(b, 0)),
            lambda b=bonus: icepool.map(lambda x, y: fate_word(x - y),
                                        4 @ icepool.Die([-1, 0, 1]) + b,
                                        4 @ icepool.Die([-1, 0, 1])),
            lambda b=bonus: (4 @ H((-1, 0, 1)) + b).apply(lambda x, y: fate_word(x - y),
                                                          4 @ H((-1, 0, 1)))))
    return cases


# --- Fragmentos -----------------------------------------------------------------------------

def frag_value(top: int, shown: int) -> int:
    """The pool value from the highest face and how many dice show it."""
    return top + shown - 1


def frag_icepool(dice: int) -> Any:
    """A pool's value in icepool."""
    return icepool.d6.pool(dice).highest_outcome_and_count().map(frag_value)


def frag_dyce(dice: int) -> Any:
    """A pool's value in dyce: every sorted roll."""
    return expand(lambda r: frag_value(r.roll[-1], r.roll.count(r.roll[-1])), dice @ P(6),
                  min_path_probability=Fraction(0))


def conflict_work(me: Side, them: Side) -> tuple[Work, Work, Work]:
    """Each engine's conflict: the winner of the first round that is not a rerolled tie."""
    mine, theirs = me.score + me.extra, them.score + them.extra

    def winner_icepool(total: int, vs_total: int) -> Any:
        winner = decide(total, vs_total, me.rank, them.rank)
        return icepool.Reroll if winner is None else winner.value

    def winner_dyce(a: Any, b: Any) -> Any:
        winner = decide(a.outcome, b.outcome, me.rank, them.rank)
        return H({}) if winner is None else winner.value

    return (lambda: named(conflict_odds(me, them)),
            lambda: icepool.map(winner_icepool, frag_icepool(mine) + me.trait,
                                frag_icepool(theirs) + them.trait),
            lambda: expand(winner_dyce, frag_dyce(mine) + me.trait,
                           frag_dyce(theirs) + them.trait, min_path_probability=Fraction(0)))


def frag_cases() -> list[Case]:
    """Pools of 1..13 dice, conflicts, and the first round's chance of a presagio."""
    cases = [Case(f"frag pool {dice}d6", lambda n=dice: named(pool_distribution(n)),
                  lambda n=dice: frag_icepool(n), lambda n=dice: frag_dyce(n))
             for dice in range(1, 14)]
    for me, them in ((Side(3, 1), Side(3, 0, 0, Rank.MONSTER)),
                     (Side(5, 2, 1), Side(8, 3, 0, Rank.MAIN)),
                     (Side(10, 0, 3), Side(10, 0, 3, Rank.SECONDARY))):
        name = f"frag conflict {me.score + me.extra}v{them.score + them.extra}"
        cases.append(Case(name, *conflict_work(me, them)))
    big = Side(10, 0, 3)

    def omen_icepool() -> Any:
        return (26 @ icepool.d6.map(lambda face: int(face == 1))).map(lambda n: n > 0)

    def omen_dyce() -> Any:
        return (26 @ H(6).eq(1)).apply(lambda n: n > 0)

    cases.append(Case("frag omen 13v13",
                      lambda: {"True": conflict_omen_odds(big, big),
                               "False": 1 - conflict_omen_odds(big, big)},
                      omen_icepool, omen_dyce))
    return cases


# --- Tricube --------------------------------------------------------------------------------

def tricube_word(faces: tuple[int, ...], difficulty: int) -> str:
    """A challenge's outcome from its faces (what the rules count)."""
    hits = sum(1 for face in faces if is_hit(face, difficulty))
    if hits >= tricube_settings.EXCEPTIONAL_HITS:
        return TricubeOutcome.EXCEPTIONAL.value
    if hits:
        return TricubeOutcome.SUCCESS.value
    return (TricubeOutcome.CRITICAL_FAILURE if max(faces) == 1 else TricubeOutcome.FAILURE).value


def tricube_verdict(top_a: int, count_a: int, top_b: int, count_b: int) -> str:
    """The verdict of an opposed challenge from each side's highest face and its count."""
    if tricube_settings.OPPOSED_ALL_ONES_CRITICAL and top_a == top_b == 1:
        return Verdict.BOTH_CRITICAL.value
    ok_a, ok_b = is_hit(top_a, shifted(top_b)), is_hit(top_b, shifted(top_a))
    return judge(ok_a, count_a, ok_b, count_b)[0].value


def tricube_cases() -> list[Case]:
    """1..3 dice against difficulty 4, 5 and 6, and opposed challenges."""
    cases = []
    for dice in (1, 2, 3):
        for difficulty in (4, 5, 6):
            cases.append(Case(
                f"tricube {dice}d6 vs {difficulty}",
                lambda n=dice, d=difficulty: named(tricube_odds(n, d)),
                lambda n=dice, d=difficulty: icepool.d6.pool(n).expand().map(
                    lambda faces: tricube_word(faces, d)),
                lambda n=dice, d=difficulty: expand(lambda r: tricube_word(r.roll, d),
                                                    n @ P(6))))
    for first, second in ((1, 1), (2, 3), (3, 3)):
        cases.append(Case(
            f"tricube {first}d6 vs {second}d6",
            lambda a=first, b=second: named(versus_odds(a, b)),
            lambda a=first, b=second: icepool.map(
                lambda x, y: tricube_verdict(*x, *y),
                icepool.d6.pool(a).highest_outcome_and_count(),
                icepool.d6.pool(b).highest_outcome_and_count()),
            lambda a=first, b=second: expand(
                lambda x, y: tricube_verdict(x.roll[-1], x.roll.count(x.roll[-1]),
                                             y.roll[-1], y.roll.count(y.roll[-1])),
                a @ P(6), b @ P(6))))
    return cases


# --- Zodiac ---------------------------------------------------------------------------------

Kind = tuple[str, bool]


def zodiac_kinds(request: ActionRequest, faces: list[tuple[int, ...]],
                 ) -> tuple[dict[tuple[int, ...], Kind], dict[Kind, Reading]]:
    """Each face's kind of reading (grade, needs a TS) and one reading of each kind."""
    of_face, readings = {}, {}
    for rolled in faces:
        reading = read(rolled, request)
        kind = (reading.grade.value, reading.needs_ts)
        of_face[rolled] = kind
        readings.setdefault(kind, reading)
    return of_face, readings


def zodiac_grade(request: ActionRequest, readings: dict[Kind, Reading], kind: Kind,
                 ts_die: int) -> str:
    """The final grade of a kept reading, the TS PB rolled with `ts_die` if it is needed."""
    reading = readings[kind]
    passed = simple_from_die(request.ts_score, ts_die).passed if reading.needs_ts else None
    return final_grade(reading, request, passed).value


def zodiac_icepool(request: ActionRequest) -> Any:
    """An Action roll in icepool: a die of kinds, two of them compared, the TS as a d6."""
    die = main_die(request)
    if request.mode is RollMode.CHARACTER:
        pairs = [(a, b) for a in die.faces for b in die.faces]
        of_face, readings = zodiac_kinds(request, pairs)
        kinds = icepool.map(lambda a, b: of_face[(a, b)], icepool.d(die.size),
                            icepool.d(die.size))
    else:
        of_face, readings = zodiac_kinds(request, [(face,) for face in die.faces])
        kinds = icepool.d(die.size).map(lambda face: of_face[(face,)])
    if request.extra_die:
        kinds = icepool.map(lambda a, b: _kind(choose(readings[a], readings[b], request)),
                            kinds, kinds)
    return icepool.map(lambda kind, ts: zodiac_grade(request, readings, kind, ts),
                       kinds, icepool.d6)


def zodiac_dyce(request: ActionRequest) -> Any:
    """An Action roll in dyce, the same way."""
    die = main_die(request)
    if request.mode is RollMode.CHARACTER:
        pairs = [(a, b) for a in die.faces for b in die.faces]
        of_face, readings = zodiac_kinds(request, pairs)
        kinds = H(die.size).apply(lambda a, b: of_face[(a, b)], H(die.size))
    else:
        of_face, readings = zodiac_kinds(request, [(face,) for face in die.faces])
        kinds = H(die.size).apply(lambda face: of_face[(face,)])
    if request.extra_die:
        kinds = kinds.apply(lambda a, b: _kind(choose(readings[a], readings[b], request)),
                            kinds)
    return kinds.apply(lambda kind, ts: zodiac_grade(request, readings, kind, ts), H(6))


def _kind(reading: Reading) -> Kind:
    return reading.grade.value, reading.needs_ts


def zodiac_cases() -> list[Case]:
    """The d12, with ventaja (a die), desventaja, Estorbo, and the 2d6 Tirada de Carácter."""
    requests = {
        "zodiac d12 cd7": ActionRequest(at=1, cd=7),
        "zodiac ventaja cd7": ActionRequest(at=1, cd=7, advantage=Advantage.DIE),
        "zodiac desventaja cd7": ActionRequest(at=1, cd=7, disadvantage=True),
        "zodiac ventaja cd13 estorbo": ActionRequest(at=3, cd=13, advantage=Advantage.DIE,
                                                     encumbered=True),
        "zodiac desventaja cd13": ActionRequest(at=2, cd=13, disadvantage=True, skill_bonus=1),
        "zodiac caracter 2d6 cd7": ActionRequest(at=0, cd=7, mode=RollMode.CHARACTER),
    }
    return [Case(name, lambda r=request: named(action_odds(r)),
                 lambda r=request: zodiac_icepool(r), lambda r=request: zodiac_dyce(r))
            for name, request in requests.items()]


# --- timing ---------------------------------------------------------------------------------

def sample_ms(work: Work, number: int) -> float:
    """Run `work` `number` times; return the time of one run in milliseconds."""
    start = time.perf_counter()
    for _ in range(number):
        work()
    return (time.perf_counter() - start) * 1000 / number


def calibrate(work: Work) -> int:
    """How many runs make a sample of about SAMPLE_SECONDS."""
    start = time.perf_counter()
    work()
    once = time.perf_counter() - start
    return max(1, int(SAMPLE_SECONDS / max(once, 1e-7)))


def measure(case: Case) -> tuple[float, float, float]:
    """The median milliseconds of solo, icepool and dyce, sampled in turn."""
    works = (case.solo, case.icepool, case.dyce)
    numbers = [calibrate(work) for work in works]
    samples: list[list[float]] = [[], [], []]
    for repeat in range(REPEATS):
        order = [(repeat + shift) % 3 for shift in range(3)]
        for index in order:
            samples[index].append(sample_ms(works[index], numbers[index]))
    ours, theirs_icepool, theirs_dyce = (statistics.median(s) for s in samples)
    return ours, theirs_icepool, theirs_dyce


def same(case: Case) -> bool:
    """Whether solo, icepool and dyce give identical odds."""
    return bool(case.solo() == case.icepool() == case.dyce())


def ratios(case: Case) -> list[Ratio]:
    """solo's time over icepool's and over dyce's for one case (at most 1/target each)."""
    ours, on_icepool, on_dyce = measure(case)
    timing = f"solo {ours:.4f} ms, icepool {on_icepool:.4f} ms, dyce {on_dyce:.4f} ms"
    return [Ratio(f"{case.name} / icepool", ours / on_icepool, 1 / ICEPOOL_TARGET, timing),
            Ratio(f"{case.name} / dyce", ours / on_dyce, 1 / DYCE_TARGET)]


def main() -> int:
    """Check every case's odds agree, time them, print the ratios; 1 when anything fails.

    With `--check`: one case of each game, its odds compared, nothing timed.
    """
    games = (fate_cases(), frag_cases(), tricube_cases(), zodiac_cases())
    cases = [game[0] for game in games] if quick() else [case for game in games for case in game]
    differ = [case.name for case in cases if not same(case)]
    for name in differ:
        print(f"{name}: solo, icepool and dyce give different odds  MISSED", flush=True)
    if quick():
        print(f"{len(cases)} cases, odds identical: {not differ} (not judged: --check)")
        return 1 if differ else 0
    code = exit_code([ratio for case in cases for ratio in ratios(case)])
    return 1 if differ else code


if __name__ == "__main__":
    sys.exit(main())
