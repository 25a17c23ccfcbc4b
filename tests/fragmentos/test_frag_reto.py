"""Retos: the seed's Barbara examples, success on equal, dangerous losses, retries."""

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import RuleError
from solo.jsonable import to_jsonable
from solo.systems.fragmentos.rules.reto import (
    Outcome,
    dangerous_loss,
    fail_without_rolling,
    force,
    judge,
    resolve_reto,
)


def reto(score: int, faces: list[int], difficulty: int, **kwargs: object):
    rng = ScriptedRng(faces)
    result = resolve_reto(score, difficulty, rng, **kwargs)  # type: ignore[arg-type]
    rng.finish()
    return result


def test_acceptance_plain_reto_json() -> None:
    assert to_jsonable(reto(3, [2, 4, 4], 5)) == {
        "faces": [2, 4, 4], "base": 5, "trait": 0, "total": 5, "difficulty": 5,
        "success": True, "omens": 0}


def test_acceptance_barbara_climbs_with_escala() -> None:
    result = to_jsonable(reto(3, [2, 4, 4], 7, trait=2))
    assert (result["total"], result["success"]) == (7, True)


def test_acceptance_three_fours_fall_short_of_seven() -> None:
    result = to_jsonable(reto(3, [4, 4, 4], 7))
    assert (result["base"], result["success"]) == (6, False)


def test_success_on_equal_failure_below() -> None:
    assert judge(6, 6) is Outcome.SUCCESS
    assert judge(5, 6) is Outcome.FAILURE
    assert reto(3, [2, 2, 4], 5).outcome is Outcome.FAILURE


def test_weapon_dice_join_the_pool() -> None:
    result = reto(1, [3, 6, 6, 1], 7, extra=3)
    assert result.pool is not None
    assert (result.pool.faces, result.total, result.omens) == ((3, 6, 6, 1), 7, 1)


def test_omens_do_not_spoil_a_success() -> None:
    result = reto(3, [1, 1, 6], 6)
    assert result.success
    assert result.omens == 2


@pytest.mark.parametrize(("faces", "loss"), [([2, 3, 4], 1), ([1, 3, 4], 2), ([1, 1, 4], 3)])
def test_failed_dangerous_reto_costs_one_plus_own_ones(faces: list[int], loss: int) -> None:
    result = reto(3, faces, 6, dangerous=True)
    assert not result.success
    assert result.loss == loss == dangerous_loss(faces.count(1))
    assert to_jsonable(result)["loss"] == loss


def test_successful_or_safe_rolls_cost_nothing() -> None:
    assert reto(3, [1, 1, 6], 6, dangerous=True).loss == 0
    assert reto(3, [1, 1, 2], 6).loss == 0


def test_retry_without_superacion_fails_without_rolling() -> None:
    again = fail_without_rolling(5)
    assert again.outcome is Outcome.FAILURE
    assert again.pool is None
    assert to_jsonable(again)["rolled"] is False
    assert again.loss == 0


def test_engreida_turns_barbaras_failure_into_success() -> None:
    failed = reto(2, [2, 3], 5)
    assert not failed.success
    forced = force(failed, Outcome.SUCCESS)
    assert forced.success
    assert to_jsonable(forced)["forced"] is True


def test_forcing_a_dangerous_failure_into_success_removes_the_loss() -> None:
    failed = reto(2, [1, 3], 5, dangerous=True)
    assert failed.loss == 2
    assert force(failed, Outcome.SUCCESS).loss == 0


def test_difficulty_below_one_is_refused() -> None:
    with pytest.raises(RuleError) as caught:
        reto(3, [1, 2, 3], 0)
    assert caught.value.key == "frag.error.difficulty"
