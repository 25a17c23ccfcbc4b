"""Zodiac's Action odds with ventaja/desventaja and Estorbo against icepool over both dice and the TS."""

from __future__ import annotations

import pytest

from solo.systems.zodiac.rules.odds import action_odds
from solo.systems.zodiac.rules.reading import choose, final_grade, read
from solo.systems.zodiac.rules.request import ActionRequest, Advantage, RollMode, main_die
from solo.systems.zodiac.rules.simple import simple_from_die

icepool = pytest.importorskip("icepool")

CASES = [
    {"at": 1, "cd": 7},
    {"at": 1, "cd": 7, "advantage": Advantage.DIE},
    {"at": 1, "cd": 7, "disadvantage": True},
    {"at": 3, "cd": 13, "advantage": Advantage.DIE, "encumbered": True},
    {"at": 2, "cd": 13, "disadvantage": True, "skill_bonus": 1, "pb": 1},
    {"at": 8, "cd": 4, "advantage": Advantage.DIE, "window": 3},
    {"at": -2, "cd": 10, "disadvantage": True, "weakness": True, "focus": 2},
    {"at": 0, "cd": 7, "advantage": Advantage.DIE, "disadvantage": True},
    {"at": 1, "cd": 7, "advantage": Advantage.DIE, "minimized": True},
    {"at": 0, "cd": 9, "disadvantage": True, "mode": RollMode.SAFE},
]


@pytest.mark.parametrize("kw", CASES)
def test_action_odds_equal_icepool(kw: dict) -> None:
    request = ActionRequest(**kw)
    die = icepool.d(main_die(request).size)

    def grade(first: int, second: int, ts: int) -> str:
        kept = read((first,), request)
        if request.extra_die:
            kept = choose(kept, read((second,), request), request)
        passed = simple_from_die(request.ts_score, ts).passed if kept.needs_ts else None
        return final_grade(kept, request, passed).value

    expected = icepool.map(grade, die, die, icepool.d6)
    odds = action_odds(request)
    assert {g.value: p for g, p in odds.items() if p} == \
        dict(zip(expected.outcomes(), expected.probabilities(), strict=True))
