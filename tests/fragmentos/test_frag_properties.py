"""Properties: any roll request either resolves consistently or raises a clear RuleError."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice.rng import SeededRng
from solo.errors import RuleError
from solo.systems.fragmentos.rules.conflict import Rank, Side, Winner, resolve_conflict
from solo.systems.fragmentos.rules.pool import omen_count, pool_value
from solo.systems.fragmentos.rules.reto import resolve_reto

NUMBERS = st.integers(min_value=-3, max_value=14)
RANKS = st.sampled_from(list(Rank))


@settings(max_examples=200, deadline=None)
@given(score=NUMBERS, difficulty=NUMBERS, extra=NUMBERS, trait=NUMBERS, seed=st.integers(0, 99),
       dangerous=st.booleans())
def test_a_reto_resolves_or_raises_a_rule_error(score: int, difficulty: int, extra: int,
                                                trait: int, seed: int, dangerous: bool) -> None:
    valid = 1 <= score <= 10 and 0 <= extra <= 3 and 0 <= trait <= 6 and difficulty >= 1
    if not valid:
        with pytest.raises(RuleError) as caught:
            resolve_reto(score, difficulty, SeededRng(seed), extra=extra, trait=trait)
        assert caught.value.key.startswith("frag.error.")
        return
    reto = resolve_reto(score, difficulty, SeededRng(seed), extra=extra, trait=trait,
                        dangerous=dangerous)
    assert reto.pool is not None
    assert len(reto.pool.faces) == score + extra
    assert reto.total == pool_value(reto.pool.faces) + trait
    assert reto.success == (reto.total >= difficulty)
    assert reto.loss == (1 + omen_count(reto.pool.faces) if dangerous and not reto.success else 0)


@settings(max_examples=200, deadline=None)
@given(a=st.integers(1, 6), b=st.integers(1, 6), ta=st.integers(0, 6), tb=st.integers(0, 6),
       ra=RANKS, rb=RANKS, seed=st.integers(0, 999))
def test_a_conflict_always_ends_with_the_higher_total_or_the_tie_rule(
        a: int, b: int, ta: int, tb: int, ra: Rank, rb: Rank, seed: int) -> None:
    conflict = resolve_conflict(Side(a, ta, rank=ra), Side(b, tb, rank=rb), SeededRng(seed),
                                dangerous=True)
    last = conflict.last
    for earlier in conflict.rounds[:-1]:
        assert earlier.mine.total == earlier.theirs.total
    if last.mine.total != last.theirs.total:
        higher = Winner.CHARACTER if last.mine.total > last.theirs.total else Winner.OPPONENT
        assert conflict.winner is higher
    else:
        assert (ra is Rank.MAIN) != (rb is Rank.MAIN)
        assert conflict.winner is (Winner.CHARACTER if ra is Rank.MAIN else Winner.OPPONENT)
    winner_pool = last.mine if conflict.winner is Winner.CHARACTER else last.theirs
    assert conflict.loss == 1 + winner_pool.omens
