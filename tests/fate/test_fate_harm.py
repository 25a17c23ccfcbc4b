"""Stress, consequences, absorbing hits, taken out, concession and recovery."""

from __future__ import annotations

import pytest

from solo.errors import RuleError
from solo.systems.fate.rules.absorb import AbsorbPlan, absorb_options
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.character import Character, mook, new_condensed, new_fae
from solo.systems.fate.rules.consequences import (
    Moment,
    Severity,
    Slot,
    pass_moment,
    recovery_difficulty,
    standard_slots,
    start_recovery,
)
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.harm import concede, options, pass_time, take_hit, taken_out
from solo.systems.fate.rules.skills import Skill
from solo.systems.fate.rules.stress import StressTrack, TrackKind, condensed_track, fae_track

CHARLES = {Skill.ATHLETICS: 3, Skill.INVESTIGATE: 4, Skill.NOTICE: 3, Skill.LORE: 2,
           Skill.WILL: 2, Skill.EMPATHY: 2, Skill.FIGHT: 1, Skill.CRAFTS: 1, Skill.DRIVE: 1,
           Skill.SHOOT: 1}


def _nia() -> Character:
    return new_fae("Nia", "Ladrona", "Deudas", approaches=PRESETS["ladron"])


def _charles() -> Character:
    return new_condensed("Charles", "Arqueólogo", "Curioso", skills=CHARLES)


def test_fae_worked_example_box_two_and_a_mild_consequence() -> None:
    nia = _nia()
    plans = options(nia, 4)
    first = plans[0]
    assert (first.box_values, [nia.consequences[i].severity for i in first.slots]) == (
        (2,), [Severity.MILD])
    hurt = take_hit(nia, 4, first, ("Torcedura en el tobillo",))
    assert hurt.tracks[0].marks() == "[1][X][3]"
    assert hurt.consequences[0].aspect == "Torcedura en el tobillo"
    assert hurt.consequences[0].free_invokes == 1


def test_fae_lists_every_minimal_plan_for_four_shifts() -> None:
    plans = options(_nia(), 4)
    got = {(p.box_values, p.slot_values) for p in plans}
    assert got == {((2,), (2,)), ((3,), (2,)), ((), (4,)), ((), (6,))}


def test_fae_one_box_per_hit() -> None:
    nia = _nia()
    plan = AbsorbPlan(TrackKind.STRESS, (0, 1), (1, 2), (), ())
    with pytest.raises(RuleError) as caught:
        take_hit(nia, 3, plan)
    assert caught.value.key == "fate.error.one_box"


def test_box_already_checked_cannot_be_reused() -> None:
    nia = _nia()
    plan = AbsorbPlan(TrackKind.STRESS, (1,), (2,), (), ())
    hurt = take_hit(nia, 2, plan)
    with pytest.raises(RuleError):
        take_hit(hurt, 2, plan)
    assert all(p.boxes != (1,) for p in options(hurt, 2))


def test_plan_that_falls_short_is_refused() -> None:
    plan = AbsorbPlan(TrackKind.STRESS, (0,), (1,), (), ())
    with pytest.raises(RuleError) as caught:
        take_hit(_nia(), 3, plan)
    assert caught.value.key == "fate.error.absorb_short"


def test_each_consequence_needs_a_name() -> None:
    plan = options(_nia(), 4)[0]
    with pytest.raises(RuleError):
        take_hit(_nia(), 4, plan, ())


def test_condensed_ghoul_hits_charles_for_two() -> None:
    # Athletics +3 -> 4 physical boxes... Charles has Physique 0 in this sheet: 3 boxes
    charles = _charles()
    assert len(charles.tracks[0].boxes) == 3
    plan = options(charles, 2, TrackKind.PHYSICAL)[0]
    assert (plan.boxes, plan.slots) == ((0, 1), ())
    hurt = take_hit(charles, 2, plan)
    assert hurt.tracks[0].marks() == "[X][X][1]"


def test_condensed_five_shifts_moderate_and_last_box() -> None:
    charles = take_hit(_charles(), 2, options(_charles(), 2, TrackKind.PHYSICAL)[0])
    plans = options(charles, 5, TrackKind.PHYSICAL)
    wanted = [p for p in plans if p.slot_values == (4,) and p.box_values == (1,)]
    assert wanted
    hurt = take_hit(charles, 5, wanted[0], ("Brazo desgarrado",))
    assert hurt.tracks[0].marks() == "[X][X][X]"
    assert hurt.consequences[1].aspect == "Brazo desgarrado"


def test_condensed_nine_shifts_take_charles_out() -> None:
    charles = _charles()
    charles = take_hit(charles, 3, AbsorbPlan(TrackKind.PHYSICAL, (0, 1, 2), (1, 1, 1), (), ()))
    charles = take_hit(charles, 4, AbsorbPlan(TrackKind.PHYSICAL, (), (), (1,), (4,)),
                       ("Costillas rotas",))
    # mild 2 + severe 6 = 8 < 9
    assert taken_out(charles, 9, TrackKind.PHYSICAL)
    assert not taken_out(charles, 8, TrackKind.PHYSICAL)


def test_condensed_many_boxes_on_the_hit_track_only() -> None:
    charles = _charles()
    mental = options(charles, 2, TrackKind.MENTAL)[0]
    assert mental.track is TrackKind.MENTAL
    hurt = take_hit(charles, 2, mental)
    assert hurt.tracks[0].marks() == "[1][1][1]"
    assert hurt.tracks[1].marks() == "[X][X][1][1]"


def test_extra_mild_slot_serves_its_track_only() -> None:
    slots = (*standard_slots(), Slot(Severity.MILD, track=TrackKind.PHYSICAL))
    tracks = (condensed_track(TrackKind.PHYSICAL, 6), condensed_track(TrackKind.MENTAL, 3))
    mental = absorb_options(Edition.CONDENSED, tracks, slots, 2, TrackKind.MENTAL)
    assert all(3 not in p.slots for p in mental)
    physical = absorb_options(Edition.CONDENSED, tracks, slots, 8, TrackKind.PHYSICAL)
    assert any(3 in p.slots for p in physical)


def test_zero_shifts_need_nothing() -> None:
    plans = options(_nia(), 0)
    assert [(p.boxes, p.slots) for p in plans] == [((), ())]


def test_mook_with_no_boxes_is_taken_out_by_any_hit() -> None:
    assert taken_out(mook("Matón", Edition.FAE, boxes=0), 1)
    assert not taken_out(mook("Matón", Edition.FAE, boxes=2), 2)


def test_concession_points() -> None:
    assert concede(_nia(), 0).fate_points == 4
    assert concede(_nia(), 2).fate_points == 6


def test_fae_recovery() -> None:
    fae = Edition.FAE
    mild = Slot(Severity.MILD, "Cojera", 1)
    moderate = Slot(Severity.MODERATE, "Brazo roto", 1)
    severe = Slot(Severity.SEVERE, "Ojo perdido", 1)
    assert pass_moment(mild, Moment.SCENE_END, fae).empty
    once = pass_moment(moderate, Moment.SESSION_END, fae)
    assert not once.empty
    assert pass_moment(once, Moment.SESSION_END, fae).empty
    assert not pass_moment(severe, Moment.SESSION_END, fae).empty
    assert pass_moment(severe, Moment.SCENARIO_END, fae).empty


def test_condensed_recovery_needs_a_roll_first() -> None:
    fc = Edition.CONDENSED
    mild = Slot(Severity.MILD, "Envenenada", 1)
    assert not pass_moment(mild, Moment.SCENE_END, fc).empty
    healing = start_recovery(mild, "Vendada")
    assert healing.aspect == "Vendada"
    # The scene in which recovery began is not a whole one: it clears at the next scene's end.
    scene = pass_moment(healing, Moment.SCENE_END, fc)
    assert (scene.aspect, scene.waited) == ("Vendada", 1)
    assert pass_moment(scene, Moment.SCENE_END, fc).empty
    assert recovery_difficulty(Severity.MILD) == 2
    assert recovery_difficulty(Severity.MODERATE) == 4
    assert recovery_difficulty(Severity.SEVERE) == 6
    assert recovery_difficulty(Severity.SEVERE, self_treatment=True) == 8
    with pytest.raises(RuleError):
        start_recovery(Slot(Severity.MILD))


def test_scene_end_clears_stress_and_mild() -> None:
    hurt = take_hit(_nia(), 4, options(_nia(), 4)[0], ("Torcedura",))
    healed = pass_time(hurt, Moment.SCENE_END)
    assert healed.tracks[0].marks() == "[1][2][3]"
    assert healed.consequences[0].empty


def test_track_round_trip_and_bad_data() -> None:
    track = fae_track().check(2)
    assert StressTrack.from_data(track.to_data()) == track
    with pytest.raises(RuleError):
        StressTrack.from_data({"kind": "stress", "boxes": "x"})
    with pytest.raises(RuleError):
        StressTrack(TrackKind.STRESS, (1, 2), (True,))


@pytest.mark.parametrize(("severity", "moment"), [
    (Severity.MILD, Moment.SCENE_END), (Severity.MODERATE, Moment.SESSION_END),
    (Severity.SEVERE, Moment.SCENARIO_END)])
def test_condensed_recovery_clears_after_a_whole_period_never_the_same_one(
        severity: Severity, moment: Moment) -> None:
    from dataclasses import replace

    from solo.systems.fate.rules.upkeep import end_upkeep

    charles = _charles()
    untreated = replace(charles, consequences=(Slot(severity, "Herida", 1),))
    for _ in range(3):                     # no recovery roll yet: nothing ever clears
        untreated = end_upkeep([untreated], Moment.SCENARIO_END).characters[0]
    assert untreated.consequences[0].aspect == "Herida"
    healing = replace(charles, consequences=(start_recovery(Slot(severity, "Herida", 1)),))
    first = end_upkeep([healing], moment).characters[0]       # the period it began in
    assert first.consequences[0].aspect == "Herida"
    if moment is not Moment.SCENE_END:     # shorter moments inside a whole period do not clear
        scene = end_upkeep([first], Moment.SCENE_END).characters[0]
        assert scene.consequences[0].aspect == "Herida"
    assert end_upkeep([first], moment).characters[0].consequences[0].empty   # a whole one


def test_condensed_upkeep_says_an_untreated_consequence_waits_for_a_recovery_roll() -> None:
    from dataclasses import replace

    from solo.systems.fate.rules.upkeep import Done, end_upkeep

    charles = _charles()
    hurt = replace(charles, consequences=(Slot(Severity.MILD, "Herida", 1),))
    assert [n.done for n in end_upkeep([hurt], Moment.SCENE_END).notes] == [
        Done.CONSEQUENCE_UNTREATED]
    healing = replace(charles, consequences=(start_recovery(Slot(Severity.MILD, "Herida", 1)),))
    assert [n.done for n in end_upkeep([healing], Moment.SCENE_END).notes] == [
        Done.CONSEQUENCE_LASTS]
    nia = replace(_nia(), consequences=(Slot(Severity.MODERATE, "Herida", 1),))
    assert [n.done for n in end_upkeep([nia], Moment.SCENE_END).notes] == [
        Done.CONSEQUENCE_LASTS]                                   # Accelerated: it just waits
