"""zodiac.md §1.13, the twelve acceptance cases, one test each."""

import pytest

from solo.dice.rng import ScriptedRng
from solo.systems.zodiac.rules.action import roll_action
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.karma import karma_score
from solo.systems.zodiac.rules.passive import choose_passive
from solo.systems.zodiac.rules.reading import Natural
from solo.systems.zodiac.rules.request import ActionRequest, RollMode
from solo.systems.zodiac.rules.scores import ACTION_PAIRS, Action, Attribute, derive_action, npc_cde
from solo.systems.zodiac.rules.simple import simple_roll
from solo.systems.zodiac.rules.skills import skill_cost

G = Grade


def roll(faces, ts=None, **kw):
    return roll_action(ActionRequest(**kw), ScriptedRng(faces),
                       ScriptedRng(ts) if ts is not None else None)


def test_1_atletismo():
    derived = derive_action(2, 3)
    assert (derived.pb, derived.at, derived.cde) == (3, -1, 6)


def test_2_sample_npc():
    scores = {Attribute.FUE: 2, Attribute.AGI: 3, Attribute.DES: 2, Attribute.PER: 2,
              Attribute.INT: 3, Attribute.VOL: 2}
    expected = {Action.AMENAZA: 5, Action.DISCRECION: 7, Action.PUNTERIA: 5,
                Action.ATLETISMO: 6, Action.ENTEREZA: 6, Action.INGENIO: 6, Action.REFLEJOS: 6,
                Action.DEFENSA: 6, Action.MEDICINA: 6, Action.PRESENCIA: 6, Action.TECNICA: 6}
    for action, cde in expected.items():
        a, b = ACTION_PAIRS[action]
        assert npc_cde(scores[a], scores[b]) == cde, action


def test_3_ts():
    assert simple_roll(3, ScriptedRng([4])).passed
    assert not simple_roll(3, ScriptedRng([3])).passed


@pytest.mark.parametrize(("face", "grade"), [
    (11, G.SUCCESS_CONSEQUENCE), (12, G.SUCCESS_CONSEQUENCE), (4, G.FAILURE_CONSEQUENCE),
    (5, G.FAILURE_CONSEQUENCE), (6, G.FAILURE_CONSEQUENCE)])
def test_4_read_in_the_text(face, grade):
    assert roll([face], at=0, cd=7).grade is grade


@pytest.mark.parametrize(("face", "grade"), [
    (7, G.SUCCESS_BENEFIT), (8, G.SUCCESS), (9, G.SUCCESS), (10, G.SUCCESS),
    (2, G.FAILURE_COMPLICATION), (3, G.FAILURE_COMPLICATION)])
def test_5_reconstructed(face, grade):
    assert roll([face], at=0, cd=7).grade is grade


def test_6_natural_12_and_weakness():
    assert roll([12], at=-5, cd=7).grade is G.SUCCESS_CONSEQUENCE
    assert roll([12], at=-5, cd=7, weakness=True).grade is G.FAILURE_CONSEQUENCE


def test_7_natural_1_and_ts_pb():
    passed = roll([1], ts=[4], at=0, cd=7, pb=3)
    assert passed.natural is Natural.LOW
    assert passed.grade in {G.FAILURE_CONSEQUENCE, G.FAILURE_COMPLICATION}
    assert roll([1], ts=[3], at=0, cd=7, pb=3).grade is G.FAILURE_CATASTROPHE


def test_8_safe_roll_natural_1():
    result = roll([1], at=0, cd=7, mode=RollMode.SAFE)
    assert result.ts is None
    assert not result.success
    assert result.grade is not G.FAILURE_CATASTROPHE


def test_9_second_lowest_die():
    grades = {face: roll([face], ts=[6], at=7, cd=7, pb=5).grade for face in range(1, 13)}
    assert [f for f, g in grades.items() if g is G.SUCCESS_BENEFIT] == [2]


def test_10_skill_cost_and_karma():
    assert skill_cost(2) == 4
    assert karma_score(22) == 4


def test_11_character_roll_double_one():
    result = roll([1, 1], at=5, cd=7, mode=RollMode.CHARACTER)
    assert result.grade is G.FAILURE_CATASTROPHE
    assert result.ts is None


def test_12_passive():
    assert choose_passive(6, 7, advantage=True).grade is G.SUCCESS_CONSEQUENCE
    plain = choose_passive(6, 7)
    assert plain.grade is G.FAILURE_CONSEQUENCE
    assert plain.convertible
