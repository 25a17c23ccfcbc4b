"""Karma: 26-point rule, the cap of 7 and its surplus, one PK per Action, the uses."""

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import RuleError
from solo.systems.zodiac.rules.action import roll_action
from solo.systems.zodiac.rules.action_karma import ActionKarma
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.karma import (
    KarmaGain,
    KarmaUse,
    check_score_sum,
    episode_start,
    gain_pk,
    gm_use,
    karma_score,
    spend_on_action,
    spend_pk,
)
from solo.systems.zodiac.rules.request import ActionRequest, RollMode
from solo.systems.zodiac.rules.simple import simple_from_die
from solo.systems.zodiac.rules.twist import deja_vu, deja_vu_ts, gm_twist


def test_karma_is_26_minus_the_sum():
    assert karma_score(22) == 4
    assert [karma_score(s) for s in range(20, 25)] == [6, 5, 4, 3, 2]


@pytest.mark.parametrize("total", [19, 25, 27])
def test_sum_outside_20_24_is_refused(total):
    with pytest.raises(RuleError) as err:
        check_score_sum(total)
    assert err.value.key == "zodiac.error.score_sum"


def test_cap_and_surplus():
    assert gain_pk(6) == KarmaGain(7, 0)
    assert gain_pk(7) == KarmaGain(7, 1)
    assert gain_pk(0, 2) == KarmaGain(2, 0)


def test_spend_needs_points():
    assert spend_pk(1) == 0
    with pytest.raises(RuleError) as err:
        spend_pk(0)
    assert err.value.key == "zodiac.error.no_pk"


def test_episode_minimum():
    assert episode_start(0, 3) == 3
    assert episode_start(5, 3) == 5


def test_one_pk_per_action_per_player():
    first = spend_on_action(ActionKarma(), "Nia", 3, KarmaUse.DEJA_VU)
    assert first.points == 2
    with pytest.raises(RuleError) as err:
        spend_on_action(first.action, "Nia", first.points, KarmaUse.ME_FIRST)
    assert err.value.key == "zodiac.error.pk_twice"
    other = spend_on_action(first.action, "Tomás", 1, KarmaUse.ME_FIRST)
    assert other.points == 0


def test_free_use_with_a_bond_at_stake_costs_nothing():
    spend = spend_on_action(ActionKarma(), "Nia", 0, KarmaUse.DEFY_STATES, free=True)
    assert (spend.points, spend.cost, spend.free) == (0, 0, True)


def test_character_roll_bets_without_paying_up_front():
    spend = spend_on_action(ActionKarma(), "Nia", 1, KarmaUse.CHARACTER_ROLL)
    assert spend.points == 1
    with pytest.raises(RuleError):
        spend_on_action(ActionKarma(), "Nia", 0, KarmaUse.CHARACTER_ROLL)


def test_gm_uses():
    used = gm_use(ActionKarma(), KarmaUse.TWIST)
    with pytest.raises(RuleError) as twice:
        gm_use(used, KarmaUse.DEJA_VU)
    assert twice.value.key == "zodiac.error.gm_twice"
    with pytest.raises(RuleError) as inspiration:
        gm_use(ActionKarma(), KarmaUse.INSPIRATION)
    assert inspiration.value.key == "zodiac.error.gm_use"


def test_deja_vu_rerolls_one_die_and_the_new_result_stands():
    first = roll_action(ActionRequest(at=0, cd=7), ScriptedRng([7]))
    again = deja_vu(first, 1, ScriptedRng([2]))
    assert again.die == 2
    assert again.grade is Grade.FAILURE_COMPLICATION
    with pytest.raises(RuleError):
        deja_vu(first, 2, ScriptedRng([2]))


def test_deja_vu_into_a_natural_one_rolls_its_ts():
    first = roll_action(ActionRequest(at=0, cd=7, pb=3), ScriptedRng([5]))
    again = deja_vu(first, 1, ScriptedRng([1]), ScriptedRng([2]))
    assert again.grade is Grade.FAILURE_CATASTROPHE


def test_deja_vu_on_a_failed_ts():
    failed = simple_from_die(3, 2)
    assert deja_vu_ts(failed, ScriptedRng([1])).passed is False
    assert deja_vu_ts(failed, ScriptedRng([4])).passed is True
    with pytest.raises(RuleError):
        deja_vu_ts(simple_from_die(3, 5), ScriptedRng([1]))


def test_gm_twist_picks_the_harmful_sign_and_pays_a_pk():
    first = roll_action(ActionRequest(at=0, cd=7), ScriptedRng([9]))
    twisted = gm_twist(first, ScriptedRng([1, 6]))
    assert twisted.shift == -5
    assert twisted.result.total == 4
    assert twisted.result.grade is Grade.FAILURE_CONSEQUENCE
    assert twisted.pk_gained


def test_gm_twist_that_does_not_worsen_pays_nothing():
    first = roll_action(ActionRequest(at=0, cd=7), ScriptedRng([3]))
    twisted = gm_twist(first, ScriptedRng([4, 4]))
    assert twisted.shift == 0
    assert not twisted.pk_gained
    assert twisted.result.grade is Grade.FAILURE_COMPLICATION


def test_gm_twist_never_changes_a_natural_result():
    first = roll_action(ActionRequest(at=0, cd=7), ScriptedRng([12]))
    twisted = gm_twist(first, ScriptedRng([1, 6]))
    assert twisted.result.grade is Grade.SUCCESS_CONSEQUENCE
    assert not twisted.pk_gained
    with pytest.raises(RuleError):
        gm_twist(gm_twist(roll_action(ActionRequest(at=0, cd=7), ScriptedRng([9])),
                          ScriptedRng([1, 6])).result, ScriptedRng([1, 2]))


def test_character_roll_makes_the_middle_likely():
    result = roll_action(ActionRequest(at=0, cd=7, mode=RollMode.CHARACTER),
                         ScriptedRng([2, 5]))
    assert result.grade is Grade.SUCCESS_BENEFIT
    assert result.pk_spent
