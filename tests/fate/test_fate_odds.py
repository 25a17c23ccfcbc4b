"""Exact outcome odds against brute-force enumeration of every die, d6 and card."""

from __future__ import annotations

import argparse
import itertools
from collections import Counter
from fractions import Fraction

import pytest

from solo.jsonable import to_jsonable
from solo.systems.fate import odds as odds_provider
from solo.systems.fate.rules.deck import ALL_CARDS
from solo.systems.fate.rules.dice import D6_AS_FATE
from solo.systems.fate.rules.odds import deck_odds, dice_distribution, opposed_odds, outcome_odds
from solo.systems.fate.rules.outcomes import Outcome


def _word(shifts: int) -> str:
    if shifts < 0:
        return "fail"
    if shifts == 0:
        return "tie"
    return "success" if shifts < 3 else "style"


def _brute(bonus: int, vs: int) -> dict[str, Fraction]:
    counts = Counter(_word(sum(faces) + bonus - vs)
                     for faces in itertools.product((-1, 0, 1), repeat=4))
    return {word: Fraction(counts[word], 81) for word in ("fail", "tie", "success", "style")}


@pytest.mark.parametrize("bonus", range(-4, 9))
@pytest.mark.parametrize("vs", range(-2, 9))
def test_fixed_difficulty_odds_equal_brute_force(bonus: int, vs: int) -> None:
    odds = outcome_odds(bonus, vs)
    assert {o.value: p for o, p in odds.items()} == _brute(bonus, vs)


@pytest.mark.parametrize("bonus", range(-4, 9))
@pytest.mark.parametrize("vs", range(-2, 9))
def test_full_deck_reproduces_the_dice(bonus: int, vs: int) -> None:
    assert deck_odds(bonus, vs, ALL_CARDS) == outcome_odds(bonus, vs)


def test_d6_as_fate_gives_the_same_distribution() -> None:
    counts = Counter(sum(D6_AS_FATE[f] for f in faces)
                     for faces in itertools.product(range(1, 7), repeat=4))
    assert {k: Fraction(v, 6 ** 4) for k, v in counts.items()} == dice_distribution()


def test_part_drawn_deck_changes_the_odds() -> None:
    left = [card for card in ALL_CARDS if sum(card) != 4]
    odds = deck_odds(0, 4, left)
    assert odds[Outcome.TIE] == 0
    assert odds[Outcome.FAIL] == 1


@pytest.mark.parametrize(("bonus", "other"), [(0, 0), (2, 1), (-1, 3), (4, 0)])
def test_active_opposition_equals_brute_force(bonus: int, other: int) -> None:
    counts: Counter[str] = Counter()
    for mine in itertools.product((-1, 0, 1), repeat=4):
        for theirs in itertools.product((-1, 0, 1), repeat=4):
            counts[_word(sum(mine) + bonus - sum(theirs) - other)] += 1
    expected = {w: Fraction(counts[w], 81 ** 2) for w in ("fail", "tie", "success", "style")}
    assert {o.value: p for o, p in opposed_odds(bonus, other).items()} == expected


def _provider(argv: list[str]) -> object:
    parser = argparse.ArgumentParser()
    odds_provider.add_arguments(parser)
    return to_jsonable(odds_provider.compute(parser.parse_args(argv)))


def test_odds_command_acceptance_shape() -> None:
    assert _provider(["--bonus", "2", "--vs", "1"]) == {"outcomes": {
        "fail": "5/27", "tie": "16/81", "success": "35/81",
        "style": "5/27"}}
    data = _provider(["--bonus", "2", "--vs", "1"])
    assert isinstance(data, dict)
    assert sum(Fraction(v) for v in data["outcomes"].values()) == 1
    assert {k: Fraction(v) for k, v in data["outcomes"].items()} == _brute(2, 1)


def test_odds_command_accepts_ladder_words_and_active() -> None:
    assert _provider(["--vs", "bueno"]) == _provider(["--vs", "2"])
    active = _provider(["--bonus", "1", "--vs", "1", "--active"])
    assert isinstance(active, dict)
    assert active["outcomes"]["tie"] == "41/243"


def test_odds_asked_again_are_a_new_dict_with_the_same_chances() -> None:
    first = outcome_odds(2, 1)
    first[Outcome.TIE] = Fraction(0)
    first.clear()
    assert {o.value: p for o, p in outcome_odds(2, 1).items()} == _brute(2, 1)
    opposed = opposed_odds(1, 0)
    opposed.clear()
    assert sum(opposed_odds(1, 0).values()) == 1
