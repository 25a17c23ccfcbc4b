"""Characters: creation, session limits, defeat, afflictions, retirement, advances."""

from __future__ import annotations

from dataclasses import replace

import pytest

from solo.errors import InputError, RuleError
from solo.systems.tricube.rules.advance import AdvanceKind, advance
from solo.systems.tricube.rules.afflictions import (
    cure_with_karma,
    defeat,
    lose_resolve,
    recover,
    take_reward,
)
from solo.systems.tricube.rules.challenge import Outcome, QuirkReward, resolve_cost
from solo.systems.tricube.rules.character import (
    Affliction,
    Character,
    gain_karma,
    gain_resolve,
    new_character,
    spend_karma,
    start_session,
)
from solo.systems.tricube.rules.dice import Trait


def nia() -> Character:
    return new_character("Nia", "ágil", "ladrona", "ganzúas finas", "curiosa")


def test_new_character() -> None:
    c = nia()
    assert (c.trait, c.concept, c.perks, c.quirks) == (
        Trait.AGILE, "ladrona", ("ganzúas finas",), ("curiosa",))
    assert (c.karma, c.resolve, c.karma_max, c.resolve_max, c.level) == (3, 3, 3, 3, 1)
    assert not c.retired


@pytest.mark.parametrize(("args", "error"), [
    (("", "agile", "x", "p", "q"), RuleError), (("N", "agile", " ", "p", "q"), RuleError),
    (("N", "agile", "x", "", "q"), RuleError), (("N", "agile", "x", "p", ""), RuleError),
    (("N", "sabio", "x", "p", "q"), InputError)])
def test_creation_needs_every_part(args: tuple[str, ...], error: type[Exception]) -> None:
    with pytest.raises(error):
        new_character(*args)


def test_karma_is_spent_and_refused_at_zero() -> None:
    c = spend_karma(spend_karma(spend_karma(nia())))
    assert c.karma == 0
    with pytest.raises(RuleError) as caught:
        spend_karma(c)
    assert caught.value.key == "tricube.error.no_karma"


def test_session_limits_cap_karma_and_resolve() -> None:
    c = nia()
    assert gain_karma(c).karma == 3
    assert gain_resolve(c, 5).resolve == 3
    low = lose_resolve(spend_karma(c), 2).character
    assert (gain_karma(low, 4).karma, gain_resolve(low, 4).resolve) == (3, 3)
    assert start_session(low) == c


def test_pools_out_of_range_are_refused() -> None:
    with pytest.raises(RuleError):
        replace(nia(), karma=4)
    with pytest.raises(RuleError):
        replace(nia(), resolve=-1)
    with pytest.raises(RuleError):
        replace(nia(), karma_max=7)


def test_quirk_rewards_respect_the_quota() -> None:
    c = lose_resolve(spend_karma(nia()), 1).character
    assert take_reward(c, QuirkReward.KARMA).karma == 3
    assert take_reward(c, QuirkReward.RESOLVE).resolve == 3
    assert take_reward(nia(), QuirkReward.KARMA).karma == 3


def test_defeat_at_zero_resolve_restores_it_with_an_affliction() -> None:
    loss = lose_resolve(nia(), resolve_cost(Outcome.FAILURE, 1))
    assert (loss.lost, loss.defeated) == (1, False)
    loss = lose_resolve(loss.character, resolve_cost(Outcome.CRITICAL_FAILURE, 1))
    assert (loss.lost, loss.defeated, loss.character.resolve) == (2, True, 0)
    after = defeat(loss.character, "brazo roto", critical=True)
    assert after.resolve == 3
    assert after.afflictions == (Affliction("brazo roto", True),)


def test_loss_beyond_zero_stops_at_zero() -> None:
    loss = lose_resolve(nia(), 5)
    assert (loss.lost, loss.defeated, loss.character.resolve) == (3, True, 0)


def test_zero_loss_is_not_a_defeat() -> None:
    c = lose_resolve(nia(), 3).character
    assert not lose_resolve(c, 0).defeated


def test_defeat_needs_zero_resolve_and_an_affliction() -> None:
    with pytest.raises(RuleError):
        defeat(nia(), "miedo")
    with pytest.raises(RuleError):
        defeat(replace(nia(), resolve=0), " ")


def test_temporary_affliction_without_critical() -> None:
    after = defeat(replace(nia(), resolve=0), "huye aterrada")
    assert after.afflictions == (Affliction("huye aterrada", False),)


def beaten(c: Character, name: str, critical: bool = False) -> Character:
    return defeat(replace(c, resolve=0), name, critical=critical)


def test_retirement_at_the_fourth_affliction() -> None:
    c = nia()
    for index, name in enumerate(("a", "b", "c")):
        c = beaten(c, name)
        assert not c.retired, index
    c = beaten(c, "d")
    assert c.retired
    assert not recover(c, "b").retired


def test_recover_only_temporary_afflictions() -> None:
    c = beaten(beaten(nia(), "tos"), "cicatriz", critical=True)
    assert recover(c, "TOS").afflictions == (Affliction("cicatriz", True),)
    with pytest.raises(RuleError) as caught:
        recover(c, "cicatriz")
    assert caught.value.key == "tricube.error.permanent_affliction"
    with pytest.raises(RuleError):
        recover(c, "gripe")


def test_cure_with_karma() -> None:
    c = beaten(beaten(nia(), "tos"), "cicatriz", critical=True)
    cured = cure_with_karma(c, "tos")
    assert (cured.karma, cured.karma_max, len(cured.afflictions)) == (2, 3, 1)
    healed = cure_with_karma(cured, "cicatriz")
    assert (healed.karma, healed.karma_max, healed.afflictions) == (2, 2, ())
    with pytest.raises(RuleError):
        cure_with_karma(replace(beaten(nia(), "tos"), karma=0), "tos")


def test_advances() -> None:
    c = beaten(nia(), "cojera", critical=True)
    c = advance(c, AdvanceKind.CONVERT, "cojera")
    assert (c.afflictions, c.quirks, c.advances) == ((), ("curiosa", "cojera"), 1)
    c = advance(c, AdvanceKind.KARMA)
    assert (c.karma, c.karma_max, c.advances) == (4, 4, 2)
    with pytest.raises(RuleError):
        advance(c, AdvanceKind.RESOLVE)
    c = advance(c, AdvanceKind.QUIRK, "gruñona")
    c = advance(c, AdvanceKind.RESOLVE)
    assert (c.resolve_max, c.level) == (4, 2)
    with pytest.raises(RuleError):
        advance(c, AdvanceKind.PERK, " ")
    with pytest.raises(RuleError):
        advance(c, AdvanceKind.CONVERT, "nada")


def test_pools_stop_at_six_and_level_at_six() -> None:
    c = replace(nia(), karma=6, karma_max=6, advances=1)
    with pytest.raises(RuleError):
        advance(c, AdvanceKind.KARMA)
    assert replace(nia(), advances=40).level == 6


def test_round_trip_through_plain_data() -> None:
    c = advance(beaten(nia(), "miedo", critical=True), AdvanceKind.PERK, "sigilo")
    data = c.to_data()
    assert data["trait"] == "agile"
    assert data["afflictions"] == [{"name": "miedo", "permanent": True}]
    assert Character.from_data(data) == c


@pytest.mark.parametrize("data", [
    {}, {"name": "x", "trait": "agile"},
    {"name": "x", "trait": "agile", "concept": "y", "perks": "abc"},
    {"name": "x", "trait": "agile", "concept": "y", "karma": 9},
    {"name": "x", "trait": "agile", "concept": "y", "afflictions": [{"nombre": "z"}]}])
def test_damaged_data_is_refused(data: dict[str, object]) -> None:
    with pytest.raises(RuleError):
        Character.from_data(data)


def test_unknown_trait_in_data_is_a_rule_error() -> None:
    with pytest.raises(RuleError):
        Character.from_data({"name": "x", "trait": "sabio", "concept": "y"})
