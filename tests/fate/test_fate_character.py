"""Characters: approaches and presets, the skill pyramid, aspects, stunts and refresh."""

from __future__ import annotations

from dataclasses import replace

import pytest

from solo.errors import InputError, RuleError
from solo.systems.fate.rules.approaches import (
    PRESETS,
    STARTING_SPREAD,
    Approach,
    check_approaches,
    spread_from_order,
)
from solo.systems.fate.rules.character import Character, Role, Stunt, mook, new_condensed, new_fae
from solo.systems.fate.rules.consequences import Severity
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.skills import PYRAMID, Skill, check_pyramid, stress_boxes
from solo.systems.fate.rules.stress import TrackKind

A = Approach
SEED_PRESETS = {
    "forzudo": (A.FORCEFUL, (A.CAREFUL, A.FLASHY), (A.SNEAKY, A.QUICK), A.CLEVER),
    "estrella": (A.QUICK, (A.FORCEFUL, A.FLASHY), (A.CLEVER, A.CAREFUL), A.SNEAKY),
    "tramposo": (A.CLEVER, (A.SNEAKY, A.FLASHY), (A.FORCEFUL, A.QUICK), A.CAREFUL),
    "guardian": (A.CAREFUL, (A.FORCEFUL, A.CLEVER), (A.SNEAKY, A.QUICK), A.FLASHY),
    "ladron": (A.SNEAKY, (A.CAREFUL, A.QUICK), (A.CLEVER, A.FLASHY), A.FORCEFUL),
    "espadachin": (A.FLASHY, (A.QUICK, A.CLEVER), (A.FORCEFUL, A.SNEAKY), A.CAREFUL),
}

PYRAMID_SKILLS = {Skill.FIGHT: 4, Skill.ATHLETICS: 3, Skill.PHYSIQUE: 3, Skill.WILL: 2,
                  Skill.NOTICE: 2, Skill.SHOOT: 2, Skill.INVESTIGATE: 1, Skill.CRAFTS: 1,
                  Skill.LORE: 1, Skill.STEALTH: 1}


@pytest.mark.parametrize("name", list(SEED_PRESETS))
def test_seed_presets(name: str) -> None:
    top, twos, ones, zero = SEED_PRESETS[name]
    expected = {top: 3, zero: 0, **dict.fromkeys(twos, 2), **dict.fromkeys(ones, 1)}
    assert PRESETS[name] == expected
    check_approaches(PRESETS[name])


def test_six_presets() -> None:
    assert len(PRESETS) == 6


@pytest.mark.parametrize(("text", "approach"), [
    ("Cauto", A.CAREFUL), ("ingenioso", A.CLEVER), ("Sagaz", A.CLEVER), ("enérgico", A.FORCEFUL),
    ("Vigoroso", A.FORCEFUL), ("rapido", A.QUICK), ("sneaky", A.SNEAKY), ("FLASHY", A.FLASHY)])
def test_approach_names_and_aliases(text: str, approach: Approach) -> None:
    assert Approach.parse(text) is approach


def test_unknown_approach() -> None:
    with pytest.raises(InputError):
        Approach.parse("astuto")


def test_spread_must_be_the_starting_one() -> None:
    bad = dict.fromkeys(Approach, 2)
    with pytest.raises(RuleError) as caught:
        check_approaches(bad)
    assert caught.value.key == "fate.error.approach_spread"
    check_approaches({**dict.fromkeys(Approach, 1), A.QUICK: 5}, starting=False)
    with pytest.raises(RuleError):
        check_approaches({**dict.fromkeys(Approach, 1), A.QUICK: 6}, starting=False)


def test_missing_approach() -> None:
    with pytest.raises(RuleError) as caught:
        check_approaches({A.QUICK: 3})
    assert caught.value.key == "fate.error.approach_missing"


def test_spread_from_order() -> None:
    spread = spread_from_order(tuple(Approach))
    assert sorted(spread.values(), reverse=True) == list(STARTING_SPREAD)
    with pytest.raises(RuleError):
        spread_from_order((A.QUICK,) * 6)


def test_pyramid() -> None:
    check_pyramid(PYRAMID_SKILLS)
    assert PYRAMID == {4: 1, 3: 2, 2: 3, 1: 4}
    with pytest.raises(RuleError) as caught:
        check_pyramid({**PYRAMID_SKILLS, Skill.DRIVE: 4})
    assert caught.value.key == "fate.error.skill_pyramid"


def test_column_rule_after_advancement() -> None:
    check_pyramid({Skill.FIGHT: 2, Skill.SHOOT: 1, Skill.WILL: 1}, starting=False)
    with pytest.raises(RuleError) as caught:
        check_pyramid({Skill.FIGHT: 2, Skill.SHOOT: 2, Skill.WILL: 1}, starting=False)
    assert caught.value.key == "fate.error.skill_column"


@pytest.mark.parametrize(("rating", "boxes"), [(0, 3), (1, 4), (2, 4), (3, 6), (4, 6), (5, 6)])
def test_stress_boxes_by_physique_or_will(rating: int, boxes: int) -> None:
    assert stress_boxes(rating) == boxes


@pytest.mark.parametrize(("text", "skill"), [
    ("Atletismo", Skill.ATHLETICS), ("pelea", Skill.FIGHT), ("Shoot", Skill.SHOOT),
    ("voluntad", Skill.WILL), ("investigar", Skill.INVESTIGATE)])
def test_skill_names(text: str, skill: Skill) -> None:
    assert Skill.parse(text) is skill


def _nia(**kw: object) -> Character:
    return new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"],
                   **kw)  # type: ignore[arg-type]


def test_new_fae_character() -> None:
    nia = _nia(aspects=("Hermana de Tomás",), stunts=(Stunt("Sombra", "+2 ..."),))
    assert (nia.refresh, nia.fate_points) == (3, 3)
    assert nia.tracks[0].boxes == (1, 2, 3)
    assert [s.severity for s in nia.consequences] == list(Severity)
    assert nia.rating("Furtivo") == 3
    assert nia.rating("vigoroso") == 0
    assert [a.name for a in nia.character_aspects()] == ["Ladrona de trenes", "Debo dinero",
                                                         "Hermana de Tomás"]


def test_stunts_beyond_three_cost_refresh_never_below_one() -> None:
    stunts = tuple(Stunt(f"P{i}") for i in range(5))
    assert _nia(stunts=stunts[:3]).refresh == 3
    assert _nia(stunts=stunts[:4]).refresh == 2
    assert _nia(stunts=stunts).refresh == 1
    with pytest.raises(RuleError) as caught:
        _nia(stunts=(*stunts, Stunt("P6")))
    assert caught.value.key == "fate.error.too_many_stunts"


def test_pc_needs_high_concept_and_trouble() -> None:
    with pytest.raises(RuleError) as caught:
        new_fae("Nia", "Ladrona", " ", approaches=PRESETS["ladron"])
    assert caught.value.key == "fate.error.aspect_required"


def test_at_most_five_aspects() -> None:
    _nia(aspects=("a", "b", "c"))
    with pytest.raises(RuleError):
        _nia(aspects=("a", "b", "c", "d"))


def test_new_condensed_character_tracks_from_physique_and_will() -> None:
    ana = new_condensed("Ana", "Médica de la base", "Curiosa sin remedio",
                        skills=PYRAMID_SKILLS)
    assert [(tr.kind, len(tr.boxes)) for tr in ana.tracks] == [
        (TrackKind.PHYSICAL, 6), (TrackKind.MENTAL, 4)]
    assert ana.rating("Pelea") == 4
    assert ana.rating("Drive") == 0
    assert len(ana.consequences) == 3


def test_superb_physique_adds_a_physical_mild_slot() -> None:
    from solo.systems.fate.rules.character import condensed_tracks

    _, slots = condensed_tracks({Skill.PHYSIQUE: 5})
    assert [(s.severity, s.track) for s in slots][-1] == (Severity.MILD, TrackKind.PHYSICAL)


def test_mooks() -> None:
    thug = mook("Matón", Edition.FAE, good_at=("vigoroso",), bad_at=("ingenioso",), boxes=1)
    assert thug.role is Role.MOOK
    assert (thug.rating("Vigoroso"), thug.rating("Ingenioso"), thug.rating("Cauto")) == (2, -2, 0)
    assert thug.consequences == ()
    with pytest.raises(RuleError):
        mook("Horda", Edition.FAE, boxes=3)


def test_round_trip_plain_data() -> None:
    nia = _nia(stunts=(Stunt("Sombra", "+2 al moverse sin ser vista"),))
    data = nia.to_data()
    assert data["approaches"] == {a.value: v for a, v in PRESETS["ladron"].items()}
    assert Character.from_data(data) == nia
    ana = new_condensed("Ana", "Médica", "Curiosa", skills=PYRAMID_SKILLS)
    assert Character.from_data(ana.to_data()) == ana


def test_broken_data_is_a_clear_error() -> None:
    with pytest.raises(InputError):
        Character.from_data({"edition": "fae"})
    with pytest.raises(RuleError):
        Character.from_data({**_nia().to_data(), "fate_points": -1})


def test_fate_points_cannot_go_negative() -> None:
    with pytest.raises(RuleError):
        replace(_nia()).with_points(-1)
