"""TS, Elegir Pasiva and opposed Actions (zodiac.md §1.4, §1.7, §1.13 cases 3 and 12)."""

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import RuleError
from solo.jsonable import to_jsonable
from solo.systems.zodiac.rules.action import roll_action
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.opposed import Roller, npc_contest, npc_contest_rolled, who_rolls
from solo.systems.zodiac.rules.passive import choose_passive, convert_passive
from solo.systems.zodiac.rules.request import ActionRequest
from solo.systems.zodiac.rules.simple import simple_roll
from solo.systems.zodiac.rules.twist import deja_vu_action_ts


def test_ts_examples():
    passed = simple_roll(3, ScriptedRng([4]))
    assert (passed.total, passed.passed) == (7, True)
    failed = simple_roll(3, ScriptedRng([3]))
    assert (failed.total, failed.passed) == (6, False)
    assert to_jsonable(failed) == {"die": 3, "score": 3, "total": 6, "target": 7,
                                   "passed": False}


def test_ts_auto_fail_after_encumbrance():
    roll = simple_roll(5, ScriptedRng([]), auto_fail=True)
    assert not roll.passed
    assert roll.automatic
    with pytest.raises(RuleError):
        simple_roll(6, ScriptedRng([6]))


def test_passive_examples():
    with_advantage = choose_passive(6, 7, advantage=True)
    assert (with_advantage.value, with_advantage.grade) == (8, Grade.SUCCESS_CONSEQUENCE)
    plain = choose_passive(6, 7)
    assert plain.grade is Grade.FAILURE_CONSEQUENCE
    assert plain.convertible
    assert convert_passive(plain).grade is Grade.SUCCESS_COMPLICATION
    with pytest.raises(RuleError):
        convert_passive(with_advantage)
    assert choose_passive(8, 7, disadvantage=True).value == 6
    with pytest.raises(RuleError) as err:
        choose_passive(6, 7, opposed=True)
    assert err.value.key == "zodiac.error.passive_opposed"


def test_opposed_action_against_a_cde():
    # Discreción AT 0 against the guard's Instinto CDE 6: 6 exactly is the Beneficio.
    result = roll_action(ActionRequest(at=0, cd=6, opposed=True), ScriptedRng([5]))
    assert result.grade is Grade.FAILURE_CONSEQUENCE
    assert not result.convertible
    assert roll_action(ActionRequest(at=0, cd=6, opposed=True),
                       ScriptedRng([6])).grade is Grade.SUCCESS_BENEFIT


def test_who_rolls_and_npc_contests():
    assert who_rolls(4, 3) is Roller.FIRST
    assert who_rolls(2, 3) is Roller.SECOND
    assert who_rolls(3, 3) is Roller.GM_CHOICE
    assert npc_contest(5, 6) is Roller.SECOND
    assert npc_contest(6, 6) is Roller.FIRST
    assert npc_contest(7, 6, disadvantage_first=True) is Roller.SECOND
    rolled = npc_contest_rolled(5, 6, ScriptedRng([3, 2]))
    assert (rolled.totals, rolled.winner) == ((8, 8), Roller.GM_CHOICE)


def test_deja_vu_on_the_ts_after_a_natural_one():
    first = roll_action(ActionRequest(at=0, cd=7, pb=3), ScriptedRng([1, 3]))
    assert first.grade is Grade.FAILURE_CATASTROPHE
    again = deja_vu_action_ts(first, ScriptedRng([4]))
    assert again.grade is Grade.FAILURE_COMPLICATION
    assert again.ts is not None
    assert again.ts.die == 4
    with pytest.raises(RuleError):
        deja_vu_action_ts(again, ScriptedRng([5]))
    with pytest.raises(RuleError):
        deja_vu_action_ts(roll_action(ActionRequest(at=0, cd=7), ScriptedRng([5])),
                          ScriptedRng([5]))
