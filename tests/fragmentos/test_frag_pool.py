"""The pool value and the presagio count of a Fragmentos roll."""

from itertools import combinations_with_replacement

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import DiceEntryError, RuleError
from solo.systems.fragmentos.rules.pool import omen_count, pool_value, read_pool, roll_pool


def direct_value(faces: tuple[int, ...]) -> int:
    """Sort high to low and count how many leading dice repeat the top face."""
    ordered = sorted(faces, reverse=True)
    repeats = 0
    while repeats + 1 < len(ordered) and ordered[repeats + 1] == ordered[0]:
        repeats += 1
    return ordered[0] + repeats


@pytest.mark.parametrize("size", range(1, 9))
def test_pool_value_and_omens_match_a_direct_count_for_every_multiset(size: int) -> None:
    for faces in combinations_with_replacement(range(1, 7), size):
        for order in (faces, tuple(reversed(faces))):
            assert pool_value(order) == direct_value(faces)
            assert omen_count(order) == len([f for f in faces if f == 1])


@pytest.mark.parametrize(("faces", "value"), [
    ((2, 4, 4), 5),      # Barbara climbing
    ((4, 4, 4), 6),
    ((2, 2, 4), 4),      # lower pairs do not count
    ((2, 5, 6), 6),      # Barbara against the executioner
    ((3, 3, 2, 2), 4),   # the executioner
    ((2, 2, 3, 5), 5),   # Barbara hiding from the Duke
    ((1, 3, 3), 4),      # the Duke
    ((6, 6, 6, 6, 6, 6, 6, 6), 13),
])
def test_seed_examples_of_pool_value(faces: tuple[int, ...], value: int) -> None:
    assert pool_value(faces) == value


def test_read_pool_adds_the_trait_and_counts_omens() -> None:
    pool = read_pool((1, 3, 3), trait=4)
    assert (pool.base, pool.trait, pool.total, pool.omens) == (4, 4, 8, 1)


def test_roll_pool_rolls_score_plus_weapon_dice() -> None:
    rng = ScriptedRng([1, 2, 6, 6, 6])
    pool = roll_pool(2, rng, extra=3)
    rng.finish()
    assert pool.faces == (1, 2, 6, 6, 6)
    assert pool.total == 8
    assert pool.omens == 1


@pytest.mark.parametrize(("call", "key"), [
    (lambda: roll_pool(3, ScriptedRng([1] * 7), extra=4), "frag.error.extra_dice"),
    (lambda: roll_pool(0, ScriptedRng([])), "frag.error.score_roll"),
    (lambda: roll_pool(2, ScriptedRng([1, 1]), trait=-1), "frag.error.trait_roll"),
    (lambda: pool_value(()), "frag.error.no_dice"),
])
def test_bad_pools_raise_rule_errors(call, key: str) -> None:
    with pytest.raises(RuleError) as caught:
        call()
    assert caught.value.key == key


def test_a_face_that_is_not_a_d6_is_refused() -> None:
    with pytest.raises(DiceEntryError):
        roll_pool(2, ScriptedRng([7, 1]))
