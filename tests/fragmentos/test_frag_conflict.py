"""Conflictos: higher total wins, ties by rank or rerolled, the winner's 1s in a dangerous loss."""

import pytest

from solo.dice.rng import ScriptedRng
from solo.jsonable import to_jsonable
from solo.systems.fragmentos.rules.conflict import (
    Rank,
    Side,
    Winner,
    decide,
    force_winner,
    resolve_conflict,
)


def conflict(me: Side, them: Side, faces: list[int], dangerous: bool = False):
    rng = ScriptedRng(faces)
    result = resolve_conflict(me, them, rng, dangerous=dangerous)
    rng.finish()
    return result


def test_barbara_resists_the_executioner() -> None:
    result = conflict(Side(3, trait=1), Side(4, trait=1, rank=Rank.SECONDARY),
                      [2, 5, 6, 3, 3, 2, 2])
    assert (result.last.mine.total, result.last.theirs.total) == (7, 5)
    assert result.last.theirs.base == 4
    assert result.winner is Winner.CHARACTER


def test_barbara_loses_to_the_duke_two_points_of_cognition() -> None:
    result = conflict(Side(4, trait=1), Side(3, trait=4, rank=Rank.MONSTER),
                      [2, 2, 3, 5, 1, 3, 3], dangerous=True)
    data = to_jsonable(result)
    assert {k: data[k] for k in ("total", "vs_total", "winner", "loss")} == {
        "total": 6, "vs_total": 8, "winner": "opponent", "loss": 2}
    assert data["vs_omens"] == 1


def test_the_losers_own_ones_do_not_count() -> None:
    result = conflict(Side(2), Side(2, rank=Rank.MONSTER), [1, 1, 6, 2], dangerous=True)
    assert result.winner is Winner.OPPONENT
    assert result.loss == 1


def test_a_winning_character_inflicts_its_ones_on_the_opponent() -> None:
    result = conflict(Side(3), Side(2, rank=Rank.MONSTER), [1, 6, 6, 2, 3], dangerous=True)
    assert result.winner is Winner.CHARACTER
    assert result.loser is Winner.OPPONENT
    assert result.loss == 2


def test_safe_conflicts_cost_nothing() -> None:
    assert conflict(Side(1), Side(1, rank=Rank.MONSTER), [2, 5]).loss == 0


@pytest.mark.parametrize(("rank", "vs_rank", "winner"), [
    (Rank.MAIN, Rank.MONSTER, Winner.CHARACTER),
    (Rank.MAIN, Rank.SECONDARY, Winner.CHARACTER),
    (Rank.MONSTER, Rank.MAIN, Winner.OPPONENT),
    (Rank.SECONDARY, Rank.MAIN, Winner.OPPONENT),
])
def test_a_tie_goes_to_the_main_character(rank: Rank, vs_rank: Rank, winner: Winner) -> None:
    result = conflict(Side(1, rank=rank), Side(1, rank=vs_rank), [4, 4])
    assert result.winner is winner
    assert result.tie_won_by_rank
    assert len(result.rounds) == 1


@pytest.mark.parametrize(("rank", "vs_rank"), [
    (Rank.MAIN, Rank.MAIN), (Rank.MONSTER, Rank.SECONDARY), (Rank.SECONDARY, Rank.SECONDARY)])
def test_other_ties_are_rerolled_and_shown(rank: Rank, vs_rank: Rank) -> None:
    result = conflict(Side(1, rank=rank), Side(1, rank=vs_rank), [4, 4, 1, 1, 2, 5])
    assert result.winner is Winner.OPPONENT
    assert len(result.rounds) == 3
    assert not result.tie_won_by_rank
    data = to_jsonable(result)
    assert data["rerolled"] == [{"faces": [4], "vs_faces": [4], "total": 4, "vs_total": 4},
                                {"faces": [1], "vs_faces": [1], "total": 1, "vs_total": 1}]
    assert (result.omens, result.vs_omens, result.threat_omens) == (1, 1, 2)


def test_decide_is_a_plain_comparison_off_ties() -> None:
    assert decide(9, 3, Rank.MONSTER, Rank.MAIN) is Winner.CHARACTER
    assert decide(3, 9, Rank.MAIN, Rank.MONSTER) is Winner.OPPONENT


def test_a_cualidad_can_force_the_winner() -> None:
    lost = conflict(Side(1), Side(1, rank=Rank.MONSTER), [2, 6], dangerous=True)
    won = force_winner(lost, Winner.CHARACTER)
    assert won.winner is Winner.CHARACTER
    assert won.forced
    assert won.loss == 1   # now the monster loses 1 (no 1s in Nia's roll)
