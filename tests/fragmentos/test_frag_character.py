"""Character sheets: the 9-point budget, rasgos, cualidades, losses, out at 0, YAML data."""

import pytest

from solo.errors import InputError, RuleError
from solo.systems.fragmentos.rules.character import (
    Character,
    OutCause,
    Qualities,
    Score,
    Trait,
)
from solo.systems.fragmentos.rules.character import (
    Characteristic as C,
)
from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.fragmentos.rules.harm import apply_loss
from solo.systems.fragmentos.rules.validate import validate

QUALITIES = Qualities("Aristócrata fugitiva", ("Huyó del convento", "Vio morir a su padre"),
                      ("Engreída",))


def barbara(**changes: object) -> Character:
    base = {"scores": {C.ACTION: 3, C.INTERACTION: 2, C.COGNITION: 4},
            "traits": [Trait("Escala", C.ACTION, 2), Trait("Tenacidad", C.INTERACTION, 1),
                       Trait("Discreta", C.COGNITION, 1)],
            "qualities": QUALITIES} | changes
    return Character.new("Barbara", base["scores"], traits=base["traits"],  # type: ignore[arg-type]
                         qualities=base["qualities"])  # type: ignore[arg-type]


def key_of(call) -> str:
    with pytest.raises(RuleError) as caught:
        call()
    return caught.value.key


def test_a_legal_main_character_starts_with_five_superacion_and_full_scores() -> None:
    sheet = validate(barbara())
    assert sheet.superacion == 5
    assert sheet.score(C.COGNITION) == Score(4, 4)
    assert sheet.out is None


def test_a_ten_point_character_is_refused() -> None:
    assert key_of(lambda: validate(barbara(scores={C.ACTION: 4, C.INTERACTION: 2,
                                                   C.COGNITION: 4}))) == "frag.error.points"


def test_scores_must_be_one_to_five() -> None:
    assert key_of(lambda: validate(barbara(scores={C.ACTION: 6, C.INTERACTION: 2,
                                                   C.COGNITION: 1}))) == "frag.error.score_range"


def test_a_rasgo_of_plus_four_is_refused_for_characters_but_not_monsters() -> None:
    assert key_of(lambda: validate(barbara(traits=[Trait("Fuerza", C.ACTION, 4)]))) == \
        "frag.error.trait_range"
    duke = Character.new("Duque", {C.ACTION: 3, C.INTERACTION: 3, C.COGNITION: 3}, Rank.MONSTER,
                         traits=[Trait("Implacable", C.COGNITION, 4, supernatural=True)])
    assert validate(duke).best_bonus(["Implacable"]) == 4


def test_rasgo_points_per_characteristic_are_limited_by_its_score() -> None:
    too_many = [Trait("Correr", C.INTERACTION, 2), Trait("Mentir", C.INTERACTION, 1)]
    assert key_of(lambda: validate(barbara(traits=too_many))) == "frag.error.trait_points"


def test_repeated_rasgos_are_refused() -> None:
    twice = [Trait("Escala", C.ACTION, 1), Trait("escala", C.COGNITION, 1)]
    assert key_of(lambda: validate(barbara(traits=twice))) == "frag.error.trait_repeated"


@pytest.mark.parametrize(("qualities", "key"), [
    (Qualities("", ("a", "b"), ("c",)), "frag.error.concept_missing"),
    (Qualities("x", ("a",), ("c",)), "frag.error.milestones"),
    (Qualities("x", ("a", "b"), ()), "frag.error.complications"),
    (Qualities("x", ("a", "b"), ("c",), frozenset({"z"})), "frag.error.quality_unknown"),
])
def test_main_characters_need_concept_two_hitos_one_complicacion(qualities, key) -> None:
    assert key_of(lambda: validate(barbara(qualities=qualities))) == key


def test_secondary_characters_need_no_budget_nor_qualities() -> None:
    coachman = Character.new("Cochero", {C.ACTION: 2, C.INTERACTION: 1, C.COGNITION: 1},
                             Rank.SECONDARY)
    assert validate(coachman).rank is Rank.SECONDARY


def test_best_bonus_takes_the_single_highest_applicable_rasgo() -> None:
    sheet = barbara()
    assert sheet.best_bonus(["Tenacidad", "Escala"]) == 2
    assert sheet.best_bonus(["discreta"]) == 1
    assert sheet.best_bonus(["Nada"]) == 0


def test_the_duke_costs_barbara_two_points_of_cognition() -> None:
    harm = apply_loss(barbara(), C.COGNITION, 2)
    assert (harm.before, harm.after, harm.out) == (4, 2, None)
    assert harm.character.score(C.COGNITION) == Score(2, 4)


@pytest.mark.parametrize(("characteristic", "cause"), [
    (C.ACTION, OutCause.MAIMED), (C.INTERACTION, OutCause.CATATONIA),
    (C.COGNITION, OutCause.MADNESS)])
def test_a_characteristic_at_zero_takes_the_character_out(characteristic, cause) -> None:
    harm = apply_loss(barbara(), characteristic, 9)
    assert harm.after == 0
    assert harm.out is cause


def test_script_protection_ignores_the_loss() -> None:
    harm = apply_loss(barbara(), C.ACTION, 3, protected=True)
    assert (harm.loss, harm.after, harm.out) == (0, 3, None)


def test_full_strength_rolls_totals_instead_of_current() -> None:
    hurt = barbara().lose(C.COGNITION, 2)
    assert hurt.dice(C.COGNITION) == 2
    assert hurt.__class__(**{**hurt.__dict__, "full_strength": True}).dice(C.COGNITION) == 4


def test_sheet_data_round_trip() -> None:
    sheet = barbara().lose(C.ACTION, 1)
    data = sheet.to_data()
    assert data["scores"]["action"] == {"current": 2, "total": 3}  # type: ignore[index]
    assert Character.from_data(data) == sheet


@pytest.mark.parametrize("broken", [
    {"name": "X"},
    {"name": "X", "scores": {"action": {"total": "tres"}}},
    {"name": "X", "rank": "god", "scores": {}},
])
def test_unreadable_sheets_raise_input_errors(broken: dict[str, object]) -> None:
    with pytest.raises(InputError) as caught:
        Character.from_data(broken)
    assert caught.value.key == "frag.error.sheet_field"


def test_sheet_data_is_validated() -> None:
    data = barbara().to_data()
    data["superacion"] = -1
    assert key_of(lambda: Character.from_data(data)) == "frag.error.superacion_negative"
