"""Superación and amenaza: every use, where each point goes, and the threat's rules."""

import pytest

from solo.errors import RuleError
from solo.systems.fragmentos.rules.character import Character, Qualities, Trait
from solo.systems.fragmentos.rules.character import Characteristic as C
from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.fragmentos.rules.order import action_order
from solo.systems.fragmentos.rules.superacion import (
    Use,
    activate_quality,
    award,
    cross_out,
    end_scene,
    full_strength,
    gm_activates_against,
    protect,
    rest,
    spend,
    use_supernatural,
)
from solo.systems.fragmentos.rules.threat import (
    after_omens,
    dangerous_cost,
    omens_raise_threat,
    raise_threat,
    script_protection_allowed,
    spend_threat,
)

SCORES = {C.ACTION: 3, C.INTERACTION: 2, C.COGNITION: 4}
QUALITIES = Qualities("Aristócrata", ("Convento", "Padre"), ("Engreída",))


def pc(name: str = "Barbara", points: int = 5) -> Character:
    return Character.new(name, SCORES, qualities=QUALITIES, superacion=points,
                         traits=[Trait("Ver muertos", C.COGNITION, 1, supernatural=True)])


def key_of(call) -> str:
    with pytest.raises(RuleError) as caught:
        call()
    return caught.value.key


@pytest.mark.parametrize(("level", "omens", "after"), [
    (2, 1, 3), (4, 2, 5), (4, 1, 4), (5, 3, 6), (5, 2, 5), (0, 0, 0), (0, 1, 1), (8, 4, 9)])
def test_presagios_at_least_half_the_threat_raise_it_by_one(level, omens, after) -> None:
    assert after_omens(level, omens) == after
    assert omens_raise_threat(level, omens) == (after > level)


def test_at_eight_dangerous_rolls_are_free_and_protection_ends() -> None:
    assert dangerous_cost(7, against_monster=False) == 1
    assert dangerous_cost(8, against_monster=False) == 0
    assert dangerous_cost(3, against_monster=True) == 0
    assert script_protection_allowed(7)
    assert not script_protection_allowed(8)
    assert key_of(lambda: protect(pc(), 8)) == "frag.error.no_protection"


def test_secondary_characters_never_have_script_protection_monsters_do() -> None:
    assert not script_protection_allowed(0, Rank.SECONDARY)
    assert script_protection_allowed(9, Rank.MONSTER)


def test_spending_superacion_feeds_the_threat() -> None:
    done = spend(pc(), 2, Use.RETRY)
    assert (done.character.superacion, done.threat, done.receiver) == (4, 3, None)


def test_spending_superacion_you_do_not_have_is_refused() -> None:
    assert key_of(lambda: spend(pc(points=0), 2, Use.RETRY)) == "frag.error.no_superacion"


def test_script_protection_costs_one_point_below_eight() -> None:
    done = protect(pc(), 7)
    assert (done.use, done.character.superacion, done.threat) == (Use.SCRIPT_PROTECTION, 4, 8)


def test_monsters_pay_with_the_threat() -> None:
    duke = Character.new("Duque", SCORES, Rank.MONSTER)
    done = protect(duke, 3)
    assert (done.character.superacion, done.threat) == (5, 2)
    assert key_of(lambda: spend(duke, 0, Use.HURRY)) == "frag.error.no_threat"


def test_activating_ones_own_complicacion_sends_the_point_to_the_threat() -> None:
    barbara = pc()
    done = activate_quality(barbara, 2, "engreida", owner=barbara)
    assert (done.character.superacion, done.threat) == (4, 3)


def test_activating_another_pcs_quality_against_them_pays_them() -> None:
    nia, barbara = pc("Nia"), pc(points=1)
    done = activate_quality(nia, 2, "Engreída", owner=barbara, harms_owner=True)
    assert done.receiver is not None
    assert (done.character.superacion, done.receiver.superacion, done.threat) == (4, 2, 2)


def test_activating_a_quality_that_helps_its_owner_feeds_the_threat() -> None:
    done = activate_quality(pc("Nia"), 2, "Convento", owner=pc())
    assert (done.receiver, done.threat) == (None, 3)


def test_unknown_or_crossed_out_qualities_cannot_be_activated() -> None:
    assert key_of(lambda: activate_quality(pc(), 2, "Valiente", owner=pc())) == \
        "frag.error.quality_unknown"
    crossed = cross_out(pc(points=0), "Padre")
    assert key_of(lambda: activate_quality(crossed, 2, "Padre", owner=crossed)) == \
        "frag.error.quality_crossed"


def test_with_no_superacion_an_own_quality_is_crossed_out_one_last_time() -> None:
    broke = pc(points=0)
    done = activate_quality(broke, 4, "Engreída", owner=broke)
    assert done.crossed_out == "Engreída"
    assert done.threat == 4
    assert "Engreída" not in done.character.qualities.usable
    other = pc("Nia", points=0)
    assert key_of(lambda: activate_quality(other, 4, "Engreída", owner=broke)) == \
        "frag.error.no_superacion"


def test_crossing_out_needs_an_empty_pool() -> None:
    assert key_of(lambda: cross_out(pc(), "Padre")) == "frag.error.cross_out_with_points"


def test_supernatural_rasgo_needs_one_on_the_sheet() -> None:
    assert use_supernatural(pc(), 0, "ver muertos").character.superacion == 4
    assert key_of(lambda: use_supernatural(pc(), 0, "Volar")) == "frag.error.not_supernatural"


def test_full_strength_lasts_until_the_scene_ends() -> None:
    hurt = pc().lose(C.ACTION, 2)
    strong = full_strength(hurt, 0).character
    assert (strong.dice(C.ACTION), strong.superacion) == (3, 4)
    assert end_scene(strong).dice(C.ACTION) == 1


def test_no_es_tan_grave_recovers_one_in_each_or_two_in_one() -> None:
    hurt = pc().lose(C.ACTION, 2).lose(C.COGNITION, 3)
    each = rest(hurt, 0).character
    assert [each.score(c).current for c in C] == [2, 2, 2]
    one = rest(hurt, 0, C.COGNITION).character
    assert [one.score(c).current for c in C] == [1, 2, 3]
    assert rest(pc().lose(C.ACTION, 1), 0, C.ACTION).character.action.current == 3  # never above
    with pytest.raises(RuleError) as full:        # nothing to recover: nothing is spent
        rest(pc(), 0, C.ACTION)
    assert full.value.key == "frag.error.rest_full_one"
    with pytest.raises(RuleError) as whole:
        rest(pc(), 0)
    assert whole.value.key == "frag.error.rest_full"


def test_gains_award_and_gm_activation() -> None:
    assert award(pc(points=0)).superacion == 1
    done = gm_activates_against(pc(points=0), 3)
    assert (done.character.superacion, done.threat) == (1, 2)
    assert key_of(lambda: gm_activates_against(pc(), 0)) == "frag.error.no_threat"


def test_threat_spending_and_rising() -> None:
    assert spend_threat(3, 2) == 1
    assert raise_threat(7) == 8
    assert key_of(lambda: raise_threat(-1)) == "frag.error.threat_negative"


def test_order_of_action_monster_main_secondary_and_hurry() -> None:
    cast = [("Cochero", Rank.SECONDARY), ("Nia", Rank.MAIN), ("Duque", Rank.MONSTER),
            ("Barbara", Rank.MAIN)]
    assert action_order(cast) == ("Duque", "Nia", "Barbara", "Cochero")
    assert action_order(cast, hurried={"Barbara"}) == ("Barbara", "Duque", "Nia", "Cochero")
    assert action_order(cast, hurried={"Cochero"})[-1] == "Cochero"
