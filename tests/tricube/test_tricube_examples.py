"""The rulebook's worked examples (tricube.md §4.3), with scripted dice."""

from __future__ import annotations

from solo.dice.rng import ScriptedRng
from solo.systems.tricube.rules.challenge import Outcome, QuirkReward, resolve, roll, spend_karma
from solo.systems.tricube.rules.effort import effort, foe, remove_hits
from solo.systems.tricube.rules.opposed import Verdict, versus


def test_1_mage_door_karma_turns_failure_into_success() -> None:
    rng = ScriptedRng([3, 4])
    rolled = roll(rng, 2, 5)
    rng.finish()
    assert rolled.outcome is Outcome.FAILURE
    helped = spend_karma(rolled)
    assert (helped.difficulty, helped.hits, helped.outcome) == (4, 1, Outcome.SUCCESS)


def test_2_fireball_removes_both_skeleton_tokens() -> None:
    step = remove_hits(effort("skeletons", 2, 5), roll(ScriptedRng([6, 6, 2]), 3, 5), "mage")
    assert step.removed == 2
    assert step.tracker.overcome
    assert step.result.outcome is Outcome.EXCEPTIONAL


def test_3_goblin_archers() -> None:
    goblins = effort("goblin archers", 4, 5)
    shot = remove_hits(goblins, resolve((5, 3, 2), 5), "elf")
    assert (shot.removed, shot.tracker.remaining, shot.result.outcome) == (1, 3, Outcome.SUCCESS)
    assert resolve((1, 6, 5), 5).outcome is Outcome.EXCEPTIONAL
    assert resolve((3, 5), 5).outcome is Outcome.SUCCESS


def test_4_perk_lowers_difficulty_and_elf_finishes_them() -> None:
    hobgoblins = effort("hobgoblins", 2, 5)
    smash = remove_hits(hobgoblins, spend_karma(resolve((4, 2, 4), 5)), "dwarf")
    assert (smash.result.difficulty, smash.result.hits, smash.removed) == (4, 2, 2)
    assert smash.tracker.overcome
    goblins = foe("goblins", 1, 5, members=3)
    arrow = remove_hits(goblins, resolve((5, 4, 4), 5, karma=True), "elf")
    assert (arrow.result.difficulty, arrow.result.hits) == (4, 3)
    assert arrow.tracker.overcome


def test_5_opposed_ties_go_to_more_matching_dice() -> None:
    for loser in ((4, 4, 3), (4, 3, 3)):
        result = versus((4, 4, 4), loser)
        assert result.verdict is Verdict.FIRST
        assert result.tie_break
        assert result.first.outcome is Outcome.SUCCESS
        assert result.second.outcome is Outcome.FAILURE


def test_6_all_ones_are_critical_and_cost_double() -> None:
    from solo.systems.tricube.rules.challenge import resolve_cost

    assert resolve((1, 1), 5).outcome is Outcome.CRITICAL_FAILURE
    assert resolve((1,), 5).outcome is Outcome.CRITICAL_FAILURE
    assert resolve_cost(Outcome.CRITICAL_FAILURE, 1) == 2


def test_7_warty_nose_quirk() -> None:
    rng = ScriptedRng([6, 2])
    result = roll(rng, 2, 5, quirk=True)
    assert result.difficulty == 6
    assert result.rewards == (QuirkReward.KARMA, QuirkReward.RESOLVE)
    assert roll(ScriptedRng([5, 2]), 2, 5, quirk=True).rewards == (QuirkReward.KARMA,)


def test_8_agile_weak_goblin_is_a_matter_of_base_difficulty() -> None:
    from solo.systems.tricube.rules.foes import foe_difficulty

    assert foe_difficulty(5, against="agile", foe_traits=("agile", "weak")) == 6
    assert foe_difficulty(5, against="brawny", foe_traits=("agile", "weak")) == 4
