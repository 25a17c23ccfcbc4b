"""Fate dice: 4dF, d6 read as Fate dice, and the Deck of Fate."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from solo.dice.rng import ScriptedRng, SeededRng
from solo.errors import DiceEntryError, RuleError
from solo.systems.fate.rules.deck import ALL_CARDS, Deck, draw, draw_known
from solo.systems.fate.rules.dice import D6_AS_FATE, faces_text, roll_4df, roll_d6_as_fate


def test_four_fate_dice_come_from_the_rng() -> None:
    assert roll_4df(ScriptedRng([-1, 1, 0, 1])) == (-1, 1, 0, 1)


def test_fate_faces_are_checked() -> None:
    with pytest.raises(DiceEntryError):
        roll_4df(ScriptedRng([2, 0, 0, 0]))


@pytest.mark.parametrize(("face", "fate"), [(1, -1), (2, -1), (3, 0), (4, 0), (5, 1), (6, 1)])
def test_d6_reads_as_fate_die(face: int, fate: int) -> None:
    assert roll_d6_as_fate(ScriptedRng([face] * 4)) == (fate,) * 4


def test_d6_mapping_gives_each_fate_face_a_third() -> None:
    assert Counter(D6_AS_FATE.values()) == {-1: 2, 0: 2, 1: 2}


def test_faces_text_round_trip() -> None:
    assert faces_text((-1, 1, 0, 1)) == "-+0+"


def test_deck_has_81_distinct_cards_one_per_ordered_result() -> None:
    assert len(ALL_CARDS) == 81
    assert set(ALL_CARDS) == set(itertools.product((-1, 0, 1), repeat=4))


def test_deck_sums_match_the_dice() -> None:
    sums = Counter(sum(card) for card in ALL_CARDS)
    assert sums == {-4: 1, -3: 4, -2: 10, -1: 16, 0: 19, 1: 16, 2: 10, 3: 4, 4: 1}


def test_draw_without_replacement_then_reshuffle() -> None:
    rng = SeededRng(7)
    deck = Deck.full()
    seen = []
    for _ in range(81):
        card, deck = draw(deck, rng)
        seen.append(card)
    assert sorted(seen) == sorted(ALL_CARDS)
    assert deck.left == ()
    card, deck = draw(deck, rng)
    assert len(deck.left) == 80
    assert card not in deck.left


def test_draw_scripted_picks_by_position() -> None:
    card, after = draw(Deck.full(), ScriptedRng([81]))
    assert card == (1, 1, 1, 1)
    assert card not in after.left


def test_physical_card_is_removed_and_cannot_come_twice() -> None:
    deck = draw_known(Deck.full(), (0, 0, 1, 1))
    assert len(deck.left) == 80
    with pytest.raises(DiceEntryError) as caught:
        draw_known(deck, (0, 0, 1, 1))
    assert caught.value.key == "fate.error.card_gone"


def test_deck_state_is_plain_data() -> None:
    _, deck = draw(Deck.full(), ScriptedRng([5]))
    data = deck.to_data()
    assert isinstance(data["left"], list)
    assert all(isinstance(card, str) for card in data["left"])
    assert Deck.from_data(data) == deck


@pytest.mark.parametrize("data", [{"left": ["++++", "++++"]}, {"left": ["+++"]}, {"left": "x"}])
def test_broken_deck_data_is_a_rule_error(data: dict[str, object]) -> None:
    with pytest.raises(RuleError):
        Deck.from_data(data)


def test_deck_rng_draws_cards_for_fate_dice_only() -> None:
    from solo.dice.rng import D6, FATE
    from solo.systems.fate.rules.deck import DeckRng

    cards = DeckRng(Deck.full(), ScriptedRng([-1, -1, -1, -1, 4, 1, 1, 1, 1, 1, 1, 1, 1]))
    assert cards.roll(FATE, 4) == (-1, -1, -1, -1)
    assert cards.roll(D6, 1) == (4,)
    assert cards.roll(FATE, 4) == (1, 1, 1, 1)
    assert len(cards.deck.left) == 79
    with pytest.raises(DiceEntryError):      # a physical card cannot come out twice
        cards.roll(FATE, 4)


def test_deck_rng_draws_at_random_with_the_programs_dice() -> None:
    from solo.dice.rng import FATE
    from solo.systems.fate.rules.deck import DeckRng

    cards = DeckRng(Deck.full(), SeededRng(3))
    drawn = {cards.roll(FATE, 4) for _ in range(81)}
    assert drawn == set(ALL_CARDS)
