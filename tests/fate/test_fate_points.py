"""Invokes, compels, refresh, concession points and the GM pool."""

from __future__ import annotations

import pytest

from solo.errors import RuleError
from solo.systems.fate.rules.aspects import (
    Aspect,
    AspectKind,
    Invoke,
    InvokeState,
    Payment,
    Use,
    boost,
    invoke,
)
from solo.systems.fate.rules.fate_points import (
    CompelAnswer,
    compel,
    concession_points,
    gm_pool,
    refresh_for_stunts,
    refresh_points,
    spend,
)

FIRE = Aspect("Ardiendo", AspectKind.SITUATION, free_invokes=1)
HUNGRY = Aspect("Hambre de carne", AspectKind.CHARACTER, owner="Necrófago")


@pytest.mark.parametrize(("use", "bonus", "opposition", "reroll"), [
    (Use.BONUS, 2, 0, False), (Use.OPPOSE, 0, 2, False), (Use.REROLL, 0, 0, True)])
def test_invoke_uses(use: Use, bonus: int, opposition: int, reroll: bool) -> None:
    done = invoke(InvokeState(1), HUNGRY, Invoke(HUNGRY.name, use, Payment.FATE_POINT),
                  invoker="Necrófago")
    assert (done.bonus, done.opposition, done.reroll) == (bonus, opposition, reroll)
    assert done.state.fate_points == 0


def test_paid_invoke_needs_a_point() -> None:
    with pytest.raises(RuleError) as caught:
        invoke(InvokeState(0), HUNGRY, Invoke(HUNGRY.name, Use.BONUS, Payment.FATE_POINT))
    assert caught.value.key == "fate.error.no_fate_point"


def test_same_aspect_once_per_roll_when_paid() -> None:
    state = invoke(InvokeState(3), HUNGRY, Invoke(HUNGRY.name, Use.BONUS,
                                                  Payment.FATE_POINT)).state
    with pytest.raises(RuleError) as caught:
        invoke(state, HUNGRY, Invoke(HUNGRY.name, Use.BONUS, Payment.FATE_POINT))
    assert caught.value.key == "fate.error.invoked_twice"


def test_free_invokes_stack_on_one_aspect() -> None:
    two = Aspect("Ardiendo", AspectKind.SITUATION, free_invokes=2)
    first = invoke(InvokeState(0), two, Invoke(two.name, Use.BONUS, Payment.FREE))
    assert first.aspect is not None
    second = invoke(first.state, first.aspect, Invoke(two.name, Use.BONUS, Payment.FREE))
    assert second.aspect is not None
    assert second.aspect.free_invokes == 0
    assert first.bonus + second.bonus == 4
    with pytest.raises(RuleError) as caught:
        invoke(second.state, second.aspect, Invoke(two.name, Use.BONUS, Payment.FREE))
    assert caught.value.key == "fate.error.no_free_invoke"


def test_boost_vanishes_and_cannot_be_paid() -> None:
    edge = boost("Desequilibrado")
    with pytest.raises(RuleError) as caught:
        invoke(InvokeState(3), edge, Invoke(edge.name, Use.BONUS, Payment.FATE_POINT))
    assert caught.value.key == "fate.error.boost_paid"
    assert invoke(InvokeState(3), edge, Invoke(edge.name, Use.BONUS, Payment.FREE)).aspect is None


def test_hostile_invoke_gives_the_point_to_the_owner() -> None:
    done = invoke(InvokeState(1), HUNGRY, Invoke(HUNGRY.name, Use.OPPOSE, Payment.FATE_POINT),
                  invoker="Charles")
    assert done.hostile_point_to == "Necrófago"
    free = Aspect("Herido", AspectKind.CONSEQUENCE, 1, owner="Necrófago")
    assert invoke(InvokeState(0), free, Invoke("Herido", Use.BONUS, Payment.FREE),
                  invoker="Charles").hostile_point_to == ""


def test_ghoul_invokes_hunger_for_a_total_of_six() -> None:
    done = invoke(InvokeState(1), HUNGRY, Invoke(HUNGRY.name, Use.BONUS, Payment.FATE_POINT),
                  invoker="Necrófago")
    assert 2 + 2 + done.bonus == 6   # dice 00++ (+2), Fight +2, invoke +2


@pytest.mark.parametrize(("refresh", "left", "start"), [(2, 5, 5), (3, 1, 3), (3, 3, 3)])
def test_refresh_examples(refresh: int, left: int, start: int) -> None:
    assert refresh_points(refresh, left) == start


def test_compels() -> None:
    assert compel(2, CompelAnswer.ACCEPT) == 3
    assert compel(2, CompelAnswer.REFUSE) == 1
    with pytest.raises(RuleError) as caught:
        compel(0, CompelAnswer.REFUSE)
    assert caught.value.key == "fate.error.cannot_refuse"


def test_concession_and_gm_pool() -> None:
    assert concession_points(1) == 2     # Alice conceded after a moderate consequence
    assert gm_pool(4, concession_points(1)) == 6


def test_refresh_for_stunts() -> None:
    assert [refresh_for_stunts(n) for n in range(6)] == [3, 3, 3, 3, 2, 1]
    with pytest.raises(RuleError):
        refresh_for_stunts(6)


def test_spend() -> None:
    assert spend(1) == 0
    with pytest.raises(RuleError):
        spend(0)
