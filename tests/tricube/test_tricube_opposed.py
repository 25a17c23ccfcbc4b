"""Opposed challenges: highest die as difficulty, ties by matching dice."""

from __future__ import annotations

import itertools

import pytest

from solo.errors import RuleError
from solo.systems.tricube.rules.challenge import Outcome
from solo.systems.tricube.rules.opposed import Verdict, versus


@pytest.mark.parametrize(("first", "second", "verdict", "tie_break"), [
    ((4, 4, 4), (4, 4, 3), Verdict.FIRST, True),
    ((4, 4, 4), (4, 3, 3), Verdict.FIRST, True),
    ((4, 3, 3), (4, 4, 4), Verdict.SECOND, True),
    ((6, 1), (5, 5, 5), Verdict.FIRST, False),
    ((2, 2), (3,), Verdict.SECOND, False),
    ((5, 2), (5, 3), Verdict.DRAW, False),
    ((1, 1), (1,), Verdict.BOTH_CRITICAL, False),
    ((1, 1, 1), (2, 1), Verdict.SECOND, False),
])
def test_verdicts(first: tuple[int, ...], second: tuple[int, ...], verdict: Verdict,
                  tie_break: bool) -> None:
    result = versus(first, second)
    assert (result.verdict, result.tie_break) == (verdict, tie_break)


def test_each_side_uses_the_others_highest_die() -> None:
    result = versus((6, 6, 2), (5, 3))
    assert (result.first.difficulty, result.first.hits) == (5, 2)
    assert result.first.outcome is Outcome.EXCEPTIONAL
    assert (result.second.difficulty, result.second.hits) == (6, 0)
    assert result.second.outcome is Outcome.FAILURE


def test_tie_break_winner_gets_a_normal_success() -> None:
    result = versus((4, 4, 4), (4, 4, 3))
    assert result.first.outcome is Outcome.SUCCESS
    assert result.second.outcome is Outcome.FAILURE


def test_full_tie_favours_both() -> None:
    result = versus((5, 5, 1), (5, 5))
    assert result.verdict is Verdict.DRAW
    assert result.first.outcome is result.second.outcome is Outcome.SUCCESS


def test_both_critical_suffer() -> None:
    result = versus((1,), (1, 1, 1))
    assert result.first.outcome is result.second.outcome is Outcome.CRITICAL_FAILURE


def test_loser_with_all_ones_fails_critically() -> None:
    assert versus((1, 1), (3,)).first.outcome is Outcome.CRITICAL_FAILURE


def test_symmetry_over_every_pair_of_rolls() -> None:
    mirror = {Verdict.FIRST: Verdict.SECOND, Verdict.SECOND: Verdict.FIRST,
              Verdict.DRAW: Verdict.DRAW, Verdict.BOTH_CRITICAL: Verdict.BOTH_CRITICAL}
    rolls = [r for n in (1, 2, 3) for r in itertools.product(range(1, 7), repeat=n)]
    for a in rolls[::7]:
        for b in rolls[::5]:
            assert versus(b, a).verdict is mirror[versus(a, b).verdict]
            winner = versus(a, b).verdict
            if winner is Verdict.FIRST:
                assert max(a) > max(b) or a.count(max(a)) > b.count(max(b))


def test_bad_rolls() -> None:
    with pytest.raises(RuleError):
        versus((1, 2, 3, 4), (5,))
    with pytest.raises(RuleError):
        versus((), (5,))
    with pytest.raises(RuleError):
        versus((7,), (5,))
