"""Challenges: dice count, difficulty, hits, outcomes, quirk and Karma, Resolve costs."""

from __future__ import annotations

import itertools

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import DiceEntryError, InputError, RuleError
from solo.systems.tricube.rules import settings
from solo.systems.tricube.rules.challenge import (
    Outcome,
    QuirkReward,
    classify,
    count_hits,
    resolve,
    resolve_cost,
    roll,
    spend_karma,
    with_complication,
)
from solo.systems.tricube.rules.dice import (
    Trait,
    check_dice,
    dice_count,
    parse_dice,
    parse_difficulty,
    parse_trait,
)

ALL_ROLLS = [faces for n in (1, 2, 3) for faces in itertools.product(range(1, 7), repeat=n)]


def direct(faces: tuple[int, ...], difficulty: int) -> tuple[int, Outcome]:
    """The rule written out plainly, to check `resolve` against."""
    hits = len([f for f in faces if f >= difficulty])
    if hits >= 2:
        return hits, Outcome.EXCEPTIONAL
    if hits == 1:
        return hits, Outcome.SUCCESS
    if set(faces) == {1}:
        return hits, Outcome.CRITICAL_FAILURE
    return hits, Outcome.FAILURE


@pytest.mark.parametrize(("fits", "knowledge", "expected"),
                         [(True, False, 3), (False, False, 2), (True, True, 2), (False, True, 1)])
def test_dice_count_from_trait_and_knowledge(fits: bool, knowledge: bool, expected: int) -> None:
    assert dice_count(fits_trait=fits, needs_knowledge=knowledge) == expected


def test_dice_count_never_below_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(settings, "KNOWLEDGE_PENALTY", 5)
    assert dice_count(fits_trait=True, needs_knowledge=True) == 1


@pytest.mark.parametrize(("text", "value"), [
    ("4", 4), ("5", 5), ("6", 6), ("fácil", 4), ("FACIL", 4), ("normal", 5), ("difícil", 6),
    ("dificil", 6), ("easy", 4), ("standard", 5), ("hard", 6), ("", 5)])
def test_difficulty_by_number_or_name(text: str, value: int) -> None:
    assert parse_difficulty(text) == value


@pytest.mark.parametrize("text", ["7", "3", "0", "-5"])
def test_difficulty_out_of_range_is_a_rule_error(text: str) -> None:
    with pytest.raises(RuleError) as caught:
        parse_difficulty(text)
    assert caught.value.key == "tricube.error.difficulty_range"


def test_unreadable_difficulty_is_an_input_error() -> None:
    with pytest.raises(InputError) as caught:
        parse_difficulty("banana")
    assert caught.value.key == "tricube.error.bad_difficulty"


@pytest.mark.parametrize(("text", "trait"), [
    ("ágil", Trait.AGILE), ("Agil", Trait.AGILE), ("fuerte", Trait.BRAWNY),
    ("astuto", Trait.CRAFTY), ("astuta", Trait.CRAFTY), ("agile", Trait.AGILE),
    ("brawny", Trait.BRAWNY), ("CRAFTY", Trait.CRAFTY)])
def test_traits_in_both_languages(text: str, trait: Trait) -> None:
    assert parse_trait(text) is trait


def test_unknown_trait() -> None:
    with pytest.raises(InputError):
        parse_trait("sabio")


@pytest.mark.parametrize("count", [0, 4, 5])
def test_dice_count_out_of_range(count: int) -> None:
    with pytest.raises(RuleError) as caught:
        check_dice(count)
    assert caught.value.key == "tricube.error.dice_count"


def test_parse_dice() -> None:
    assert parse_dice("3") == 3
    with pytest.raises(RuleError):
        parse_dice("4")
    with pytest.raises(InputError):
        parse_dice("tres")


def test_four_dice_are_refused() -> None:
    with pytest.raises(RuleError) as caught:
        resolve((6, 6, 6, 6), 5)
    assert caught.value.key == "tricube.error.dice_count"


def test_difficulty_seven_without_quirk_is_refused() -> None:
    with pytest.raises(RuleError) as caught:
        resolve((6, 6), 7)
    assert caught.value.key == "tricube.error.difficulty_range"


def test_difficulty_seven_with_quirk_is_allowed() -> None:
    result = resolve((6, 6, 6), 6, quirk=True)
    assert (result.difficulty, result.hits, result.outcome) == (7, 0, Outcome.FAILURE)


def test_face_seven_is_refused() -> None:
    with pytest.raises(RuleError):
        resolve((7, 2), 5)


@pytest.mark.parametrize("faces", ALL_ROLLS)
@pytest.mark.parametrize("base", [4, 5, 6])
@pytest.mark.parametrize(("quirk", "karma"), list(itertools.product([False, True], repeat=2)))
def test_every_roll_every_difficulty_against_direct_rule(
        faces: tuple[int, ...], base: int, quirk: bool, karma: bool) -> None:
    difficulty = base + int(quirk) - int(karma)
    result = resolve(faces, base, quirk=quirk, karma=karma)
    assert result.difficulty == difficulty
    assert (result.hits, result.outcome) == direct(faces, difficulty)
    assert result.faces == faces


def test_hit_equals_difficulty() -> None:
    assert count_hits((5,), 5) == 1
    assert classify((5,), 5) is Outcome.SUCCESS


def test_acceptance_success() -> None:
    assert resolve((5, 3, 2), 5).to_json() == {
        "faces": [5, 3, 2], "difficulty": 5, "hits": 1, "outcome": "success"}


def test_acceptance_exceptional() -> None:
    data = resolve((6, 6, 2), 5).to_json()
    assert (data["hits"], data["outcome"]) == (2, "exceptional")


def test_acceptance_failure_then_karma() -> None:
    assert resolve((3, 4), 5).to_json() == {
        "faces": [3, 4], "difficulty": 5, "hits": 0, "outcome": "failure"}
    assert resolve((3, 4), 5, karma=True).to_json() == {
        "faces": [3, 4], "difficulty": 4, "hits": 1, "outcome": "success"}


def test_acceptance_critical_failure_carries_complication() -> None:
    result = with_complication(resolve((1, 1), 5), "La cuerda se rompe")
    assert result.to_json() == {"faces": [1, 1], "difficulty": 5, "hits": 0,
                                "outcome": "critical_failure",
                                "complication": "La cuerda se rompe"}


def test_complication_only_on_critical() -> None:
    with pytest.raises(RuleError):
        with_complication(resolve((3, 1), 5), "x")


def test_roll_uses_injected_dice() -> None:
    rng = ScriptedRng([5, 3, 2])
    result = roll(rng, 3, 5)
    rng.finish()
    assert (result.faces, result.outcome) == ((5, 3, 2), Outcome.SUCCESS)


def test_roll_rejects_bad_faces_from_the_player() -> None:
    with pytest.raises(DiceEntryError):
        roll(ScriptedRng([9, 1]), 2, 5)


def test_karma_only_once_per_challenge() -> None:
    once = spend_karma(resolve((3, 4), 5))
    with pytest.raises(RuleError) as caught:
        spend_karma(once)
    assert caught.value.key == "tricube.error.karma_twice"


def test_karma_would_help() -> None:
    assert resolve((3, 4), 5).karma_would_help
    assert not resolve((6, 6), 5).karma_would_help
    assert not resolve((1, 1), 5).karma_would_help
    assert not resolve((3, 4), 5, karma=True).karma_would_help


def test_quirk_pays_karma_or_resolve_on_success() -> None:
    assert resolve((6, 2), 5, quirk=True).rewards == (QuirkReward.KARMA, QuirkReward.RESOLVE)
    assert resolve((5, 2), 5, quirk=True).rewards == (QuirkReward.KARMA,)
    assert resolve((6, 2), 5).rewards == ()


@pytest.mark.parametrize(("outcome", "normal", "cost"), [
    (Outcome.EXCEPTIONAL, 1, 0), (Outcome.SUCCESS, 1, 0), (Outcome.FAILURE, 1, 1),
    (Outcome.CRITICAL_FAILURE, 1, 2), (Outcome.FAILURE, 0, 0), (Outcome.CRITICAL_FAILURE, 0, 0),
    (Outcome.CRITICAL_FAILURE, 2, 4)])
def test_resolve_costs(outcome: Outcome, normal: int, cost: int) -> None:
    assert resolve_cost(outcome, normal) == cost


def test_negative_cost_is_refused() -> None:
    with pytest.raises(RuleError):
        resolve_cost(Outcome.FAILURE, -1)


@pytest.mark.parametrize(("trait", "exposed", "dice"), [
    (Trait.CRAFTY, True, 3), (Trait.CRAFTY, False, 2), (Trait.AGILE, True, 2),
    (Trait.BRAWNY, False, 1)])
def test_fear_dice(trait: Trait, exposed: bool, dice: int) -> None:
    from solo.systems.tricube.rules.dice import fear_dice

    assert fear_dice(trait, exposed=exposed) == dice
