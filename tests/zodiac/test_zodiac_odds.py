"""Exact odds of every roll mode equal brute-force enumeration of every face."""

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from solo.dice.rng import D6, ScriptedRng
from solo.systems.zodiac.rules.action import roll_action
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.odds import action_odds, passive_odds, success_chance
from solo.systems.zodiac.rules.request import (
    ActionRequest,
    Advantage,
    RollMode,
    dice_count,
    main_die,
)
from solo.systems.zodiac.rules.simple import simple_odds, simple_roll


def brute_force(request):
    die = main_die(request)
    count = dice_count(request) * (2 if request.extra_die else 1)
    tally = Counter()
    total = 0
    for faces in itertools.product(die.faces, repeat=count):
        for ts in D6.faces:
            result = roll_action(request, ScriptedRng(faces), ScriptedRng([ts]))
            tally[result.grade] += 1
            total += 1
    return {grade: Fraction(n, total) for grade, n in tally.items()}


def nonzero(odds):
    return {g: p for g, p in odds.items() if p}


CASES = [
    {"at": 0, "cd": 7},
    {"at": -1, "cd": 7, "pb": 3},
    {"at": 2, "cd": 13, "pb": 4},
    {"at": 7, "cd": 7, "pb": 5},
    {"at": 0, "cd": 7, "window": 3},
    {"at": 0, "cd": 7, "mode": RollMode.SAFE},
    {"at": 3, "cd": 7, "mode": RollMode.SAFE},
    {"at": 0, "cd": 7, "mode": RollMode.CHARACTER},
    {"at": -2, "cd": 7, "mode": RollMode.CHARACTER, "minimized": True},
    {"at": 0, "cd": 7, "advantage": Advantage.DIE},
    {"at": 1, "cd": 7, "advantage": Advantage.DIE, "mode": RollMode.SAFE},
    {"at": 0, "cd": 7, "disadvantage": True, "pb": 2},
    {"at": -1, "cd": 7, "disadvantage": True, "encumbered": True},
    {"at": 0, "cd": 7, "advantage": Advantage.BONUS, "weakness": True},
    {"at": 0, "cd": 7, "hindered": True, "skill_bonus": 3, "focus": -1},
    {"at": 0, "cd": 7, "minimized": True},
    {"at": -3, "cd": 7, "advantage": Advantage.DIE, "encumbered": True, "pb": 1},
]


@pytest.mark.parametrize("kw", CASES)
def test_odds_equal_brute_force(kw):
    request = ActionRequest(**kw)
    odds = action_odds(request)
    assert sum(odds.values()) == 1
    assert nonzero(odds) == brute_force(request)


def test_plain_d12_odds_at_cd7():
    odds = action_odds(ActionRequest(at=0, cd=7, pb=3))
    assert odds[Grade.SUCCESS_BENEFIT] == Fraction(1, 12)
    assert odds[Grade.SUCCESS] == Fraction(3, 12)
    # Natural 1 with PB 3: the TS passes on 4+ (1/2).
    assert odds[Grade.FAILURE_CATASTROPHE] == Fraction(1, 24)
    assert success_chance(odds) == Fraction(1, 2)


def test_safe_roll_doubles_the_benefit_chance():
    for at in range(-5, 6):
        normal = action_odds(ActionRequest(at=at, cd=7))[Grade.SUCCESS_BENEFIT]
        safe = action_odds(ActionRequest(at=at, cd=7, mode=RollMode.SAFE))[Grade.SUCCESS_BENEFIT]
        if 1 <= 7 - at <= 6 and 7 - at != 1:
            assert safe == 2 * normal


def test_safe_roll_never_catastrophe():
    for at in range(-6, 8):
        assert action_odds(ActionRequest(at=at, cd=7, mode=RollMode.SAFE))[
            Grade.FAILURE_CATASTROPHE] == 0


def test_simple_roll_odds_brute_force():
    for score in range(6):
        passes = sum(simple_roll(score, ScriptedRng([f])).passed for f in D6.faces)
        assert simple_odds(score) == Fraction(passes, 6)


def test_passive_odds_are_certain():
    assert passive_odds(6, 7)[Grade.FAILURE_CONSEQUENCE] == 1
    assert passive_odds(6, 7, advantage=True)[Grade.SUCCESS_CONSEQUENCE] == 1


@pytest.mark.parametrize("kw", CASES)
def test_a_reading_depends_only_on_the_sum_of_the_dice(kw):
    """The odds read one roll per sum: every roll with that sum must read the same way."""
    from solo.systems.zodiac.rules.odds import _faces_adding_to
    from solo.systems.zodiac.rules.reading import read

    request = ActionRequest(**kw)
    die, count = main_die(request), dice_count(request)
    for faces in itertools.product(die.faces, repeat=count):
        reading = read(faces, request)
        other = read(_faces_adding_to(sum(faces), count, die), request)
        assert sum(_faces_adding_to(sum(faces), count, die)) == sum(faces)
        assert (reading.grade, reading.needs_ts, reading.natural) == \
            (other.grade, other.needs_ts, other.natural)


def test_odds_asked_again_are_equal_and_not_shared():
    request = ActionRequest(at=1, cd=7, advantage=Advantage.DIE)
    first = action_odds(request)
    first[Grade.SUCCESS] = Fraction(0)
    assert action_odds(request) == brute_force(request) | {
        grade: Fraction(0) for grade in Grade if grade not in brute_force(request)}



def test_the_odds_announced_before_a_roll_are_counted_when_read():
    from solo.systems.zodiac.procedures.roll import ActionOdds, odds_of

    request = ActionRequest(at=0, cd=7, pb=3)
    announced = odds_of(request)
    assert isinstance(announced, ActionOdds) and "outcomes" not in vars(announced)
    assert announced.outcomes[Grade.SUCCESS_BENEFIT] == Fraction(1, 12)
    assert announced.outcomes[Grade.FAILURE_CATASTROPHE] == Fraction(1, 24)
    assert announced.outcomes == action_odds(request) and announced == ActionOdds(request)
