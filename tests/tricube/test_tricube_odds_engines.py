"""Tricube's counted odds against icepool: challenges by every face, opposed by highest faces."""

from __future__ import annotations

import pytest

from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.challenge import Outcome, effective_difficulty, is_hit, shifted
from solo.systems.tricube.rules.odds import outcome_odds, versus_odds
from solo.systems.tricube.rules.opposed import Verdict, judge

icepool = pytest.importorskip("icepool")


def as_odds(die) -> dict:
    return dict(zip(die.outcomes(), die.probabilities(), strict=True))


def nonzero(odds: dict) -> dict:
    return {key.value: p for key, p in odds.items() if p}


@pytest.mark.parametrize("dice", [1, 2, 3])
@pytest.mark.parametrize("base", [4, 5, 6])
@pytest.mark.parametrize(("quirk", "karma"), [(False, False), (True, False), (False, True)])
def test_challenge_odds_equal_icepool(dice: int, base: int, quirk: bool, karma: bool) -> None:
    difficulty = effective_difficulty(base, quirk=quirk, karma=karma)

    def outcome(*faces: int) -> str:
        hits = sum(is_hit(face, difficulty) for face in faces)
        if hits >= settings.EXCEPTIONAL_HITS:
            return Outcome.EXCEPTIONAL.value
        if hits:
            return Outcome.SUCCESS.value
        return (Outcome.CRITICAL_FAILURE if max(faces) == 1 else Outcome.FAILURE).value

    expected = as_odds(icepool.map(outcome, *[icepool.d6] * dice))
    assert nonzero(outcome_odds(dice, base, quirk=quirk, karma=karma)) == expected


@pytest.mark.parametrize("first", [1, 2, 3])
@pytest.mark.parametrize("second", [1, 2, 3])
@pytest.mark.parametrize("quirks", [(False, False), (True, False), (False, True), (True, True)])
def test_versus_odds_equal_icepool(first: int, second: int,
                                   quirks: tuple[bool, bool]) -> None:
    def verdict(a: tuple[int, int], b: tuple[int, int]) -> str:
        (top_a, count_a), (top_b, count_b) = a, b
        if settings.OPPOSED_ALL_ONES_CRITICAL and top_a == top_b == 1:
            return Verdict.BOTH_CRITICAL.value
        ok_a = is_hit(top_a, shifted(top_b, quirk=quirks[0]))
        ok_b = is_hit(top_b, shifted(top_a, quirk=quirks[1]))
        return judge(ok_a, count_a, ok_b, count_b)[0].value

    expected = as_odds(icepool.map(verdict, icepool.d6.pool(first).highest_outcome_and_count(),
                                   icepool.d6.pool(second).highest_outcome_and_count(),
                                   star=False))
    odds = versus_odds(first, second, quirks=quirks)
    assert nonzero(odds) == expected
    assert list(odds) == list(Verdict)
