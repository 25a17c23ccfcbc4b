"""Exact odds of every challenge, against brute-force enumeration."""

from __future__ import annotations

import argparse
import itertools
from collections import Counter
from fractions import Fraction

import pytest

from solo.errors import RuleError
from solo.jsonable import to_jsonable
from solo.systems.tricube import odds as provider
from solo.systems.tricube.rules.challenge import Outcome, resolve
from solo.systems.tricube.rules.odds import hits_odds, outcome_odds


def brute(dice: int, base: int, quirk: bool, karma: bool) -> dict[Outcome, Fraction]:
    rolls = list(itertools.product(range(1, 7), repeat=dice))
    counts = Counter(resolve(faces, base, quirk=quirk, karma=karma).outcome for faces in rolls)
    return {o: Fraction(counts[o], len(rolls)) for o in Outcome}


@pytest.mark.parametrize("dice", [1, 2, 3])
@pytest.mark.parametrize("base", [4, 5, 6])
@pytest.mark.parametrize(("quirk", "karma"), list(itertools.product([False, True], repeat=2)))
def test_odds_match_brute_force(dice: int, base: int, quirk: bool, karma: bool) -> None:
    odds = outcome_odds(dice, base, quirk=quirk, karma=karma)
    assert odds == brute(dice, base, quirk, karma)
    assert sum(odds.values()) == 1
    assert list(odds) == list(Outcome)


@pytest.mark.parametrize("dice", [1, 2, 3])
@pytest.mark.parametrize("difficulty", [3, 4, 5, 6, 7])
def test_hits_distribution(dice: int, difficulty: int) -> None:
    rolls = list(itertools.product(range(1, 7), repeat=dice))
    counts = Counter(sum(f >= difficulty for f in faces) for faces in rolls)
    assert hits_odds(dice, difficulty) == {
        k: Fraction(counts[k], len(rolls)) for k in range(dice + 1)}


def test_one_die_never_exceptional() -> None:
    for base in (4, 5, 6):
        assert outcome_odds(1, base)[Outcome.EXCEPTIONAL] == 0


def test_quirk_on_hard_leaves_only_failures() -> None:
    odds = outcome_odds(3, 6, quirk=True)
    assert odds[Outcome.FAILURE] + odds[Outcome.CRITICAL_FAILURE] == 1


def test_odds_refuse_four_dice_and_difficulty_seven() -> None:
    with pytest.raises(RuleError):
        outcome_odds(4, 5)
    with pytest.raises(RuleError):
        outcome_odds(3, 7)


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    provider.add_arguments(parser)
    return parser.parse_args(list(argv))


def test_provider_acceptance_shape() -> None:
    data = to_jsonable(provider.compute(parse("--count", "3", "--difficulty", "5")))
    assert data["outcomes"] == {"exceptional": "7/27", "success": "4/9",
                                "failure": "7/24", "critical_failure": "1/216"}
    assert list(data["outcomes"]) == ["exceptional", "success", "failure", "critical_failure"]


def test_provider_names_quirk_and_karma() -> None:
    odds = provider.compute(parse("--count", "2", "--difficulty", "difícil", "--quirk", "--karma"))
    assert (odds.dice, odds.difficulty) == (2, 6)
    assert odds.outcomes == outcome_odds(2, 6)


def test_provider_defaults_three_dice_at_five() -> None:
    odds = provider.compute(parse())
    assert (odds.dice, odds.difficulty) == (3, 5)


def test_provider_bad_values() -> None:
    with pytest.raises(SystemExit):  # refused while parsing, naming the range
        parse("--count", "4")
    with pytest.raises(SystemExit):
        parse("--count", "x")
    with pytest.raises(RuleError):
        provider.compute(parse("--difficulty", "7"))


@pytest.mark.parametrize("first", [1, 2, 3])
@pytest.mark.parametrize("second", [1, 2, 3])
def test_versus_odds_match_brute_force(first: int, second: int) -> None:
    from solo.systems.tricube.rules.odds import versus_odds
    from solo.systems.tricube.rules.opposed import Verdict, versus

    rolls_a = list(itertools.product(range(1, 7), repeat=first))
    rolls_b = list(itertools.product(range(1, 7), repeat=second))
    counts = Counter(versus(a, b).verdict for a in rolls_a for b in rolls_b)
    total = len(rolls_a) * len(rolls_b)
    odds = versus_odds(first, second)
    assert odds == {v: Fraction(counts[v], total) for v in Verdict}
    assert sum(odds.values()) == 1


def test_spending_karma_only_when_it_helps_matches_always_spending() -> None:
    for dice in (1, 2, 3):
        for base in (4, 5, 6):
            counts: Counter[Outcome] = Counter()
            for faces in itertools.product(range(1, 7), repeat=dice):
                rolled = resolve(faces, base)
                chosen = resolve(faces, base, karma=True) if rolled.karma_would_help else rolled
                counts[chosen.outcome] += 1
            total = 6 ** dice
            assert {o: Fraction(counts[o], total) for o in Outcome} == outcome_odds(
                dice, base, karma=True)


def test_provider_versus_odds() -> None:
    from solo.systems.tricube.rules.odds import versus_odds

    odds = provider.compute(parse("--count", "3", "--against-count", "2"))
    data = to_jsonable(odds)
    assert set(data["outcomes"]) == {"first", "second", "draw", "both_critical"}
    assert data["against"] == 2
    assert odds.outcomes == versus_odds(3, 2)


def test_odds_tricube_counts_dice_with_count_and_tiny_chances_never_read_zero(home) -> None:
    """Issue 13 point 12: `--count` as in `tricube challenge`; `--dice` is for faces only."""
    from tests.conftest import run_cli

    code, out, _ = run_cli("odds", "tricube", "--count", "3", "--difficulty", "6", home=home)
    assert code == 0
    assert "0%" not in out.replace("100%", "").split()  # 1/216 critical: <0.5% or 0.46%
    assert "1/216" in out
    assert run_cli("odds", "tricube", "--dice", "3", home=home)[0] == 2
    code, out, _ = run_cli("--json", "odds", "tricube", "--count", "2", "--against-count", "1",
                           home=home)
    assert code == 0 and '"against": 1' in out


@pytest.mark.parametrize("quirks", list(itertools.product([False, True], repeat=2)))
def test_versus_odds_with_quirks_match_brute_force_asked_again(quirks: tuple[bool, bool]) -> None:
    """Issue 16: the verdict counts are worked out once per dice and quirks; asked again
    they are the same exact odds, and bad dice are still refused."""
    from solo.systems.tricube.rules.odds import versus_odds
    from solo.systems.tricube.rules.opposed import Verdict, versus

    for first, second in itertools.product([1, 2, 3], repeat=2):
        rolls_a = list(itertools.product(range(1, 7), repeat=first))
        rolls_b = list(itertools.product(range(1, 7), repeat=second))
        counts = Counter(versus(a, b, quirks=quirks).verdict for a in rolls_a for b in rolls_b)
        total = len(rolls_a) * len(rolls_b)
        expected = {v: Fraction(counts[v], total) for v in Verdict}
        assert versus_odds(first, second, quirks=quirks) == expected
        assert versus_odds(first, second, quirks=quirks) == expected
    with pytest.raises(RuleError):
        versus_odds(4, 1, quirks=quirks)
    with pytest.raises(RuleError):
        versus_odds(1, 0, quirks=quirks)
