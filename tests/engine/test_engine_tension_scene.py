"""Tension and the scene check, with exact odds against enumeration."""

from __future__ import annotations

from fractions import Fraction

import pytest

from solo.dice.rng import ScriptedRng
from solo.engine.rules.scene_check import SceneOutcome, check_scene, outcome_of, scene_odds
from solo.engine.rules.tension import after_scene, check, clamp
from solo.errors import RuleError


@pytest.mark.parametrize(("tension", "kept", "after"), [
    (5, True, 4), (5, False, 6), (1, True, 1), (9, False, 9), (2, True, 1), (8, False, 9),
])
def test_tension_moves_by_one_within_bounds(tension: int, kept: bool, after: int) -> None:
    assert after_scene(tension, kept_control=kept) == after


@pytest.mark.parametrize("bad", [0, 10, -3])
def test_tension_outside_one_to_nine_is_refused(bad: int) -> None:
    with pytest.raises(RuleError) as caught:
        check(bad)
    assert caught.value.key == "engine.tension.out_of_range"
    assert clamp(bad) in (1, 9)


def expected_outcome(die: int, tension: int) -> SceneOutcome:
    """The rule as the help says it: above the tension as expected; at or below a third, interrupted."""
    if die > tension:
        return SceneOutcome.AS_EXPECTED
    return SceneOutcome.INTERRUPTED if 3 * die <= tension else SceneOutcome.ALTERED


@pytest.mark.parametrize("tension", range(1, 10))
def test_every_face_at_every_tension(tension: int) -> None:
    for die in range(1, 11):
        result = check_scene(tension, ScriptedRng([die]))
        assert result.outcome is expected_outcome(die, tension) is outcome_of(die, tension)
        assert (result.die, result.tension) == (die, tension)


@pytest.mark.parametrize("tension", range(1, 10))
def test_scene_odds_equal_enumeration(tension: int) -> None:
    counts = {o: sum(expected_outcome(d, tension) is o for d in range(1, 11)) for o in SceneOutcome}
    assert scene_odds(tension) == {o: Fraction(n, 10) for o, n in counts.items()}


def test_scene_odds_named_points() -> None:
    assert scene_odds(5) == {SceneOutcome.AS_EXPECTED: Fraction(1, 2),
                             SceneOutcome.ALTERED: Fraction(2, 5),
                             SceneOutcome.INTERRUPTED: Fraction(1, 10)}
    assert scene_odds(1)[SceneOutcome.INTERRUPTED] == 0
    assert scene_odds(9)[SceneOutcome.AS_EXPECTED] == Fraction(1, 10)


def test_higher_tension_changes_more_scenes() -> None:
    expected = [scene_odds(t)[SceneOutcome.AS_EXPECTED] for t in range(1, 10)]
    assert expected == sorted(expected, reverse=True)


def test_scene_check_refuses_a_face_off_the_d10() -> None:
    from solo.errors import DiceEntryError

    with pytest.raises(DiceEntryError):
        check_scene(5, ScriptedRng([11]))
