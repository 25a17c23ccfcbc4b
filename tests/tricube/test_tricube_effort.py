"""Effort tokens across several rolls and characters, foes and bosses."""

from __future__ import annotations

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import InputError, RuleError
from solo.systems.tricube.rules.challenge import resolve, roll, spend_karma
from solo.systems.tricube.rules.effort import EffortTracker, effort, foe, foe_tokens, remove_hits
from solo.systems.tricube.rules.foes import FoeTrait, foe_difficulty, parse_foe_trait


def test_tracker_across_several_rolls_and_characters() -> None:
    wall = effort("Muralla", 5, 5)
    rng = ScriptedRng([5, 6, 1, 2, 3, 6, 6])
    first = remove_hits(wall, roll(rng, 3, 5), "Nia")
    assert (first.removed, first.tracker.remaining) == (2, 3)
    second = remove_hits(first.tracker, roll(rng, 2, 5), "Bruno")
    assert (second.removed, second.tracker.remaining) == (0, 3)
    third = remove_hits(second.tracker, roll(rng, 2, 5), "Nia")
    assert (third.removed, third.tracker.remaining, third.tracker.overcome) == (2, 1, False)
    assert [c.actor for c in third.tracker.history] == ["Nia", "Bruno", "Nia"]
    assert [c.removed for c in third.tracker.history] == [2, 0, 2]
    rng.finish()


def test_hits_beyond_the_remaining_tokens_are_lost() -> None:
    step = remove_hits(effort("Cerrojo", 1), resolve((6, 6, 6), 5))
    assert (step.removed, step.tracker.remaining, step.tracker.overcome) == (1, 0, True)


def test_an_overcome_tracker_takes_no_more_rolls() -> None:
    done = remove_hits(effort("x", 1), resolve((6,), 5)).tracker
    with pytest.raises(RuleError) as caught:
        remove_hits(done, resolve((6,), 5))
    assert caught.value.key == "tricube.error.already_overcome"


def test_karma_changes_the_hits_that_count() -> None:
    step = remove_hits(effort("x", 3), spend_karma(resolve((4, 4, 2), 5)))
    assert step.removed == 2


@pytest.mark.parametrize(("level", "boss", "members", "tokens"), [
    (1, False, 1, 1), (3, False, 1, 3), (3, True, 1, 6), (1, False, 4, 4), (2, True, 2, 8),
    (6, True, 1, 12)])
def test_foe_tokens_level_bosses_and_groups(level: int, boss: bool, members: int,
                                            tokens: int) -> None:
    assert foe_tokens(level, boss=boss, members=members) == tokens
    made = foe("Orco", level, 5, boss=boss, members=members)
    assert (made.tokens, made.remaining, made.level, made.boss) == (tokens, tokens, level, boss)


@pytest.mark.parametrize(("level", "members"), [(0, 1), (7, 1), (1, 0)])
def test_bad_foes(level: int, members: int) -> None:
    with pytest.raises(RuleError):
        foe_tokens(level, members=members)


def test_bad_trackers() -> None:
    with pytest.raises(RuleError):
        effort("x", 0)
    with pytest.raises(RuleError):
        effort("x", 2, 7)


def test_tracker_round_trip() -> None:
    tracker = foe("Jefe", 2, 6, boss=True)
    tracker = remove_hits(tracker, resolve((6, 2), 6)).tracker
    again = EffortTracker.from_data(tracker.to_data())
    assert (again.name, again.tokens, again.remaining, again.difficulty, again.boss) == (
        "Jefe", 4, 3, 6, True)


@pytest.mark.parametrize("data", [{}, {"name": "x", "tokens": 2, "remaining": 3},
                                  {"name": "x", "tokens": "a", "remaining": 1},
                                  {"name": "x", "tokens": 2, "remaining": 1, "difficulty": 9}])
def test_damaged_tracker_data(data: dict[str, object]) -> None:
    with pytest.raises(RuleError):
        EffortTracker.from_data(data)


@pytest.mark.parametrize(("against", "traits", "expected"), [
    ("agile", ("agile", "weak"), 6), ("brawny", ("agile", "weak"), 4),
    ("crafty", ("agile", "weak"), 5), ("crafty", ("stupid",), 4), ("agile", ("clumsy",), 4),
    ("fuerte", ("fuerte",), 6), ("astuto", ("astuto", "tonto"), 5)])
def test_foe_traits(against: str, traits: tuple[str, ...], expected: int) -> None:
    assert foe_difficulty(5, against=against, foe_traits=traits) == expected


@pytest.mark.parametrize(("foe_level", "pc_level", "expected"), [
    (3, 1, 6), (2, 1, 6), (1, 1, 5), (1, 2, 4), (1, 6, 4)])
def test_level_difference(foe_level: int, pc_level: int, expected: int) -> None:
    assert foe_difficulty(5, against="agile", foe_level=foe_level,
                          character_level=pc_level) == expected


def test_difficulty_may_pass_six_against_foes() -> None:
    assert foe_difficulty(6, against="agile", foe_traits=(FoeTrait.AGILE,), foe_level=3,
                          character_level=1) == 8


def test_unknown_foe_trait() -> None:
    assert parse_foe_trait("débil") is FoeTrait.WEAK
    with pytest.raises(InputError):
        parse_foe_trait("feo")
