"""The Action roll: every grade, natural 12/1, every modifier (zodiac.md §1.5-1.6, §1.13)."""

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import DiceEntryError, RuleError
from solo.jsonable import to_jsonable
from solo.systems.zodiac.rules.action import convert, roll_action
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.reading import Natural
from solo.systems.zodiac.rules.request import ActionRequest, Advantage, RollMode

G = Grade


def roll(faces, ts=None, **kw):
    rng = ScriptedRng(faces)
    ts_rng = ScriptedRng(ts) if ts is not None else None
    result = roll_action(ActionRequest(**kw), rng, ts_rng)
    rng.finish()
    if ts_rng:
        ts_rng.finish()
    return result


# The acceptance commands, as data.
def test_acceptance_exact_hit_json():
    assert to_jsonable(roll([8], at=-1, cd=7)) == {
        "die": 8, "total": 7, "cd": 7, "margin": 0, "grade": "success_benefit"}


@pytest.mark.parametrize(("face", "grade"), [
    (11, G.SUCCESS_CONSEQUENCE), (5, G.FAILURE_CONSEQUENCE), (2, G.FAILURE_COMPLICATION)])
def test_acceptance_grades(face, grade):
    assert roll([face], at=0, cd=7).grade is grade


def test_acceptance_natural_one_failed_ts():
    result = roll([1], ts=[3], at=0, cd=7, pb=3)
    assert result.grade is G.FAILURE_CATASTROPHE
    assert to_jsonable(result)["grade"] == "failure_catastrophe"
    assert result.ts is not None
    assert (result.ts.die, result.ts.total, result.ts.passed) == (3, 6, False)


# zodiac.md §1.13 cases 4-9.
@pytest.mark.parametrize(("face", "grade"), [
    (12, G.SUCCESS_CONSEQUENCE), (11, G.SUCCESS_CONSEQUENCE),
    (10, G.SUCCESS), (9, G.SUCCESS), (8, G.SUCCESS), (7, G.SUCCESS_BENEFIT),
    (6, G.FAILURE_CONSEQUENCE), (5, G.FAILURE_CONSEQUENCE), (4, G.FAILURE_CONSEQUENCE),
    (3, G.FAILURE_COMPLICATION), (2, G.FAILURE_COMPLICATION)])
def test_every_face_at_cd7_at0(face, grade):
    assert roll([face], at=0, cd=7).grade is grade


@pytest.mark.parametrize(("face", "grade"), [
    (7, G.SUCCESS_BENEFIT), (8, G.SUCCESS_BENEFIT), (10, G.SUCCESS_BENEFIT),
    (11, G.SUCCESS_CONSEQUENCE), (6, G.FAILURE_CONSEQUENCE)])
def test_band_window_setting(face, grade):
    assert roll([face], at=0, cd=7, window=3).grade is grade


def test_natural_12_overrides_a_low_total_and_weakness_turns_it():
    result = roll([12], at=-5, cd=7)
    assert (result.grade, result.natural) == (G.SUCCESS_CONSEQUENCE, Natural.HIGH)
    assert roll([12], at=-5, cd=7, weakness=True).grade is G.FAILURE_CONSEQUENCE


def test_natural_12_on_a_complex_task():
    assert roll([12], at=-2, cd=13).grade is G.SUCCESS_CONSEQUENCE


def test_natural_one_passed_ts_by_margin():
    assert roll([1], ts=[4], at=0, cd=7, pb=3).grade is G.FAILURE_COMPLICATION
    assert roll([1], ts=[4], at=3, cd=7, pb=3).grade is G.FAILURE_CONSEQUENCE
    # A total that reaches the CD anyway is still a Fracaso, with Consecuencia.
    assert roll([1], ts=[6], at=6, cd=7, pb=5).grade is G.FAILURE_CONSEQUENCE


def test_ts_pb_defaults_from_at_and_uses_main_rng_when_no_ts_rng():
    result = roll([1, 4], at=0, cd=7)
    assert result.ts is not None
    assert result.ts.score == 3
    assert result.ts.passed


def test_safe_roll_natural_one_has_no_ts():
    result = roll([1], at=0, cd=7, mode=RollMode.SAFE)
    assert result.ts is None
    assert result.grade is G.FAILURE_COMPLICATION
    assert roll([1], at=6, cd=7, mode=RollMode.SAFE).grade is G.FAILURE_CONSEQUENCE


def test_safe_roll_uses_a_d6():
    with pytest.raises(DiceEntryError):
        roll([7], at=0, cd=7, mode=RollMode.SAFE)
    assert roll([6], at=1, cd=7, mode=RollMode.SAFE).grade is G.SUCCESS_BENEFIT


def test_safe_roll_forbidden_under_weakness():
    with pytest.raises(RuleError) as err:
        roll([3], at=0, cd=7, mode=RollMode.SAFE, weakness=True)
    assert err.value.key == "zodiac.error.safe_weakness"


def test_second_lowest_rule_for_huge_bonus():
    # AT +7 vs CD 7: the natural 1 face would reach the CD, so Beneficio needs a 2.
    assert roll([2], at=7, cd=7).grade is G.SUCCESS_BENEFIT
    assert roll([3], at=7, cd=7).grade is G.SUCCESS
    assert roll([5], at=7, cd=7).grade is G.SUCCESS_CONSEQUENCE
    assert roll([1], ts=[6], at=7, cd=7, pb=5).grade is G.FAILURE_CONSEQUENCE


def test_character_roll_double_one_is_catastrophe_without_ts():
    result = roll([1, 1], at=0, cd=7, mode=RollMode.CHARACTER)
    assert result.grade is G.FAILURE_CATASTROPHE
    assert result.ts is None
    assert result.die == 2


def test_character_roll_pk_spent_only_on_benefit():
    assert roll([3, 4], at=0, cd=7, mode=RollMode.CHARACTER).pk_spent
    assert not roll([3, 5], at=0, cd=7, mode=RollMode.CHARACTER).pk_spent
    assert to_jsonable(roll([3, 5], at=0, cd=7, mode=RollMode.CHARACTER))["pk_spent"] is False


def test_character_roll_rejects_extra_die():
    with pytest.raises(RuleError):
        roll([3, 4, 1, 1], at=0, cd=7, mode=RollMode.CHARACTER, disadvantage=True)


def test_character_roll_minimised_uses_2d4():
    with pytest.raises(DiceEntryError):
        roll([5, 1], at=0, cd=7, mode=RollMode.CHARACTER, minimized=True)
    assert roll([4, 4], at=0, cd=7, mode=RollMode.CHARACTER, minimized=True).total == 8


def test_minimised_d12_has_no_ts_on_a_one():
    result = roll([1], at=0, cd=7, minimized=True)
    assert result.ts is None
    assert result.grade is G.FAILURE_COMPLICATION


# Modifiers in the rulebook's order.
def test_skills_add_before_the_rest():
    assert roll([5], at=0, cd=7, skill_bonus=2).grade is G.SUCCESS_BENEFIT


def test_skill_bonus_cap():
    with pytest.raises(RuleError) as err:
        roll([5], at=0, cd=7, skill_bonus=4)
    assert err.value.key == "zodiac.error.skill_bonus"


def test_hindered_is_minus_three():
    result = roll([10], at=0, cd=7, hindered=True)
    assert result.total == 7
    assert result.grade is G.SUCCESS_BENEFIT


def test_advantage_bonus_is_plus_two():
    assert roll([5], at=0, cd=7, advantage=Advantage.BONUS).grade is G.SUCCESS_BENEFIT


def test_advantage_die_keeps_the_better_grade_not_the_higher_face():
    result = roll([12, 7], at=0, cd=7, advantage=Advantage.DIE)
    assert result.kept == (7,)
    assert result.grade is G.SUCCESS_BENEFIT
    assert to_jsonable(result)["dice"] == [12, 7]


def test_disadvantage_keeps_the_worse_grade():
    result = roll([7, 11], at=0, cd=7, disadvantage=True)
    assert result.kept == (11,)
    assert result.grade is G.SUCCESS_CONSEQUENCE


def test_disadvantage_keeps_a_natural_one_and_rolls_its_ts():
    result = roll([9, 1], ts=[2], at=0, cd=7, disadvantage=True, pb=3)
    assert result.natural is Natural.LOW
    assert result.grade is G.FAILURE_CATASTROPHE


def test_advantage_and_disadvantage_cancel():
    result = roll([7], at=0, cd=7, advantage=Advantage.DIE, disadvantage=True)
    assert result.dice == (7,)


def test_focus_points_after_the_roll():
    assert roll([8], at=0, cd=7, focus=-1).grade is G.SUCCESS_BENEFIT
    assert roll([12], at=0, cd=7, focus=-3).grade is G.SUCCESS_CONSEQUENCE
    with pytest.raises(RuleError):
        roll([8], at=0, cd=7, focus=4)


def test_focus_never_cancels_a_natural_one():
    result = roll([1], ts=[6], at=3, cd=7, focus=3, pb=3)
    assert result.total == 7
    assert result.grade is G.FAILURE_CONSEQUENCE
    assert not result.success


@pytest.mark.parametrize(("face", "grade"), [
    (7, G.SUCCESS), (9, G.SUCCESS_CONSEQUENCE), (11, G.SUCCESS_COMPLICATION),
    (5, G.FAILURE_COMPLICATION), (2, G.FAILURE_CATASTROPHE)])
def test_encumbrance_worsens_one_step(face, grade):
    assert roll([face], at=0, cd=7, encumbered=True).grade is grade


def test_all_modifiers_in_order():
    # AT -1, skills +2, hindered -3, Ventaja +2 -> +0; die 9 -> 9; PF -2 -> 7 = CD.
    result = roll([9], at=-1, cd=7, skill_bonus=2, hindered=True,
                  advantage=Advantage.BONUS, focus=-2)
    assert [m.kind.value for m in result.modifiers] == [
        "at", "skills", "hindered", "advantage", "focus"]
    assert (result.total, result.grade) == (7, G.SUCCESS_BENEFIT)
    encumbered = roll([9], at=-1, cd=7, skill_bonus=2, hindered=True,
                      advantage=Advantage.BONUS, focus=-2, encumbered=True)
    assert encumbered.grade is G.SUCCESS


def test_convert_failure_consequence():
    result = roll([5], at=0, cd=7)
    assert result.convertible
    assert convert(result).grade is G.SUCCESS_COMPLICATION


def test_convert_refused_in_opposed_action_and_on_other_grades():
    opposed = roll([5], at=0, cd=7, opposed=True)
    assert not opposed.convertible
    with pytest.raises(RuleError) as err:
        convert(opposed)
    assert err.value.key == "zodiac.error.convert_opposed"
    with pytest.raises(RuleError):
        convert(roll([8], at=0, cd=7))
    with pytest.raises(RuleError):
        convert(roll([1], ts=[6], at=6, cd=7, pb=5))


def test_extra_faces_and_missing_ts_are_errors():
    with pytest.raises(DiceEntryError):
        roll([5, 6], at=0, cd=7)
    with pytest.raises(DiceEntryError):
        roll([5], ts=[3], at=0, cd=7)
    with pytest.raises(DiceEntryError):
        roll([1], ts=[], at=0, cd=7)


def test_bad_window_and_pb():
    with pytest.raises(RuleError):
        roll([5], at=0, cd=7, window=2)
    with pytest.raises(RuleError):
        roll([5], at=0, cd=7, pb=7)
