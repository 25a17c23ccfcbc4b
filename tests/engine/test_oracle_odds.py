"""Exact odds of the bundled oracles against brute-force enumeration."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from solo.engine.oracle.chances import answer_odds, event_odds, odds_matrix, oracle_odds
from solo.engine.oracle.levels import Answer, Likelihood
from solo.engine.oracle.spec import OracleSpec

STEP = {level: index - 4 for index, level in enumerate(Likelihood)}
FUDGE_D6 = {1: -1, 2: -1, 3: 0, 4: 0, 5: 1, 6: 1}


def brute_fate(step: int) -> dict[str, Fraction]:
    """4dF + step: <=-3 no_and, <=-1 no, 0 a tie (an extra die, half and half), <=2 yes, else yes_and."""
    counts: Counter[str] = Counter()
    for faces in itertools.product((-1, 0, 1), repeat=4):
        total = sum(faces) + step
        if total == 0:
            counts["yes_but"] += 1
            counts["no_but"] += 1
        elif total <= -3:
            counts["no_and"] += 2
        elif total < 0:
            counts["no"] += 2
        elif total <= 2:
            counts["yes"] += 2
        else:
            counts["yes_and"] += 2
    return {a.value: Fraction(counts[a.value], 162) for a in Answer}


def brute_d6(step: int) -> dict[str, Fraction]:
    """1d6 + modifier die (1-2 -1, 3-4 0, 5-6 +1) + step, bands 1|2|3|4|5|6+."""
    names = ["no_and", "no", "no_but", "yes_but", "yes", "yes_and"]
    counts: Counter[str] = Counter()
    for answer_die, modifier_die in itertools.product(range(1, 7), repeat=2):
        total = answer_die + FUDGE_D6[modifier_die] + step
        counts[names[min(max(total, 1), 6) - 1]] += 1
    return {name: Fraction(counts[name], 36) for name in names}


@pytest.mark.parametrize("level", list(Likelihood))
def test_fate_oracle_equals_brute_force(fate_oracle: OracleSpec, level: Likelihood) -> None:
    odds = answer_odds(fate_oracle, level)
    assert {a.value: p for a, p in odds.items()} == brute_fate(STEP[level])
    assert sum(odds.values()) == 1


@pytest.mark.parametrize("level", list(Likelihood))
def test_d6_oracle_equals_brute_force(d6_oracle: OracleSpec, level: Likelihood) -> None:
    odds = answer_odds(d6_oracle, level)
    assert {a.value: p for a, p in odds.items()} == brute_d6(STEP[level])
    assert sum(odds.values()) == 1


@pytest.mark.parametrize("name", ["fate_oracle", "d6_oracle"])
def test_even_odds_are_exactly_symmetric(name: str, request: pytest.FixtureRequest) -> None:
    odds = answer_odds(request.getfixturevalue(name), Likelihood.EVEN)
    yes = odds[Answer.YES_AND] + odds[Answer.YES] + odds[Answer.YES_BUT]
    no = odds[Answer.NO_AND] + odds[Answer.NO] + odds[Answer.NO_BUT]
    assert yes == no == Fraction(1, 2)
    assert odds[Answer.YES_AND] == odds[Answer.NO_AND]
    assert odds[Answer.YES_BUT] == odds[Answer.NO_BUT]


def test_d6_oracle_at_even_gives_each_answer_one_time_in_six(d6_oracle: OracleSpec) -> None:
    assert set(answer_odds(d6_oracle, Likelihood.EVEN).values()) == {Fraction(1, 6)}


@pytest.mark.parametrize("name", ["fate_oracle", "d6_oracle"])
def test_levels_mirror_and_climb(name: str, request: pytest.FixtureRequest) -> None:
    spec = request.getfixturevalue(name)
    yes = [oracle_odds(spec, level).yes for level in Likelihood]
    assert yes == sorted(yes) and len(set(yes)) == 9
    assert all(a + b == 1 for a, b in zip(yes, reversed(yes), strict=True))
    assert yes[1] > 0 and yes[-2] < 1  # our seven levels are never sure; Mythic's ends may be


def test_fate_yes_chances_named(fate_oracle: OracleSpec) -> None:
    yes = {level: oracle_odds(fate_oracle, level).yes for level in Likelihood}
    rolls = list(itertools.product((-1, 0, 1), repeat=4))
    above = sum(1 for f in rolls if sum(f) >= 0)
    ties = sum(1 for f in rolls if sum(f) == -1)
    assert (above, ties) == (50, 16)
    assert yes[Likelihood.LIKELY] == Fraction(above, 81) + Fraction(ties, 162)
    assert yes[Likelihood.ALMOST_CERTAIN] > Fraction(9, 10)


def brute_fate_event(tension: int) -> Fraction:
    ladder = [(1, 1), (-1, -1), (0, 0), (1, -1), (-1, 1), (1, 0), (-1, 0), (0, 1), (0, -1)]
    hits = sum(1 for f in itertools.product((-1, 0, 1), repeat=4)
               if f[:2] == f[2:] and f[:2] in ladder[:tension])
    return Fraction(hits, 81)


def brute_d6_event(tension: int) -> Fraction:
    ladder = [6, 1, 5, 2, 4, 3][:(tension + 1) // 2]
    hits = sum(1 for a, b in itertools.product(range(1, 7), repeat=2) if a == b and a in ladder)
    return Fraction(hits, 36)


@pytest.mark.parametrize("tension", range(1, 10))
def test_event_chances_by_tension(fate_oracle: OracleSpec, d6_oracle: OracleSpec,
                                  tension: int) -> None:
    assert event_odds(fate_oracle, tension) == brute_fate_event(tension) == Fraction(tension, 81)
    assert event_odds(d6_oracle, tension) == brute_d6_event(tension)


def test_event_chance_at_tension_five_is_between_five_and_fifteen_percent(
        fate_oracle: OracleSpec, d6_oracle: OracleSpec) -> None:
    for spec in (fate_oracle, d6_oracle):
        assert Fraction(5, 100) <= event_odds(spec, 5) <= Fraction(15, 100)
    assert event_odds(fate_oracle, 5) == Fraction(5, 81)
    assert event_odds(d6_oracle, 5) == Fraction(3, 36)


def test_events_grow_with_tension(fate_oracle: OracleSpec, d6_oracle: OracleSpec) -> None:
    for spec in (fate_oracle, d6_oracle):
        chances = [event_odds(spec, t) for t in range(1, 10)]
        assert chances == sorted(chances) and chances[0] > 0


def test_odds_json_shape(fate_oracle: OracleSpec) -> None:
    data = oracle_odds(fate_oracle, Likelihood.EVEN).to_json()
    assert list(data["outcomes"]) == ["yes_and", "yes", "yes_but", "no_but", "no", "no_and"]
    assert data["event"] == Fraction(5, 81)
    assert data["odds"] == Likelihood.EVEN


def test_matrix_has_every_answer_at_every_level(fate_oracle: OracleSpec) -> None:
    matrix = odds_matrix(fate_oracle, tension=7)
    assert list(matrix.rows) == list(Likelihood)
    for level, row in matrix.rows.items():
        assert row == answer_odds(fate_oracle, level)
    data = matrix.to_json()
    assert data["levels"]["50/50"]["yes_and"] == Fraction(10, 162)
    assert matrix.event == Fraction(7, 81)
