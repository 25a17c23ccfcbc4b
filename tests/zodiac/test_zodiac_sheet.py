"""Characters, skills, Vínculos and states (zodiac.md §1.8, §1.11, §1.12)."""

import pytest

from solo.errors import RuleError
from solo.systems.zodiac.rules.bonds import (
    Bond,
    add_bond,
    check_creation_bonds,
    close_bonds,
    fulfil_bond,
    renounce_bond,
)
from solo.systems.zodiac.rules.character import SAMPLE_DATA, Character, check_new_character
from solo.systems.zodiac.rules.request import ActionRequest
from solo.systems.zodiac.rules.scores import Action, Attribute
from solo.systems.zodiac.rules.skills import (
    Skill,
    SkillKind,
    parse_skill_kind,
    skill_bonus,
    skill_cost,
    skills_cost,
    trained_against,
)
from solo.systems.zodiac.rules.states import (
    Harm,
    Severity,
    Special,
    StateEffects,
    States,
    add_special,
    apply_states,
    parse_state_word,
    recover,
    state_effects,
    take_state,
)


def sample(**changes):
    return Character.from_data({**SAMPLE_DATA, **changes})


def test_skill_cost_example():
    assert skill_cost(2) == 4
    assert skills_cost([Skill("natación", SkillKind.TRAINED, Attribute.FUE)],
                       {"fue": 2}) == 4


def test_skill_bonus_rules():
    b_fue = Skill("correr", SkillKind.BASIC, Attribute.FUE, ("correr", "saltar", "trepar"))
    a_fue = Skill("escalar", SkillKind.ADVANCED, Attribute.FUE, ("trepar",))
    a_agi = Skill("saltos", SkillKind.ADVANCED, Attribute.AGI, ("saltar",))
    e_fue = Skill("natación", SkillKind.TRAINED, Attribute.FUE)
    assert skill_bonus([b_fue], Action.ATLETISMO) == 1
    assert skill_bonus([b_fue, a_agi], Action.ATLETISMO) == 3
    assert skill_bonus([a_fue, a_agi], Action.ATLETISMO) == 3  # capped
    assert skill_bonus([e_fue, a_fue], Action.ATLETISMO) == 2
    assert trained_against([e_fue])
    with pytest.raises(RuleError) as twice:
        skill_bonus([b_fue, a_fue], Action.ATLETISMO)
    assert twice.value.key == "zodiac.error.skill_twice"
    with pytest.raises(RuleError) as wrong:
        skill_bonus([a_agi], Action.AGUANTE)
    assert wrong.value.key == "zodiac.error.skill_not_for_action"


def test_skill_uses_limits_and_kinds():
    with pytest.raises(RuleError):
        Skill("x", SkillKind.ADVANCED, Attribute.FUE, ("a", "b"))
    with pytest.raises(RuleError):
        Skill("x", SkillKind.BASIC, Attribute.FUE, ("a", "b", "c", "d"))
    assert parse_skill_kind("conocimiento") is SkillKind.KNOWLEDGE
    with pytest.raises(RuleError):
        parse_skill_kind("z")


def test_character_round_trip_and_derived_values():
    pj = sample(skills=[{"name": "natación", "kind": "e", "attribute": "fue"}])
    assert pj.karma == 4
    assert pj.derived(Action.ATLETISMO).at == -1
    assert Character.from_data(pj.to_data()) == pj
    assert check_new_character(pj) is pj
    assert pj.skill("Natacion").kind is SkillKind.TRAINED
    assert pj.skills_for(Action.ATLETISMO) == pj.skills
    with pytest.raises(RuleError):
        pj.skill("volar")


def test_27_point_character_is_refused():
    pj = sample(scores={"fue": 3, "agi": 3, "des": 3, "per": 3, "int": 3, "vol": 3,
                        "rec": 3, "con": 3, "ter": 3})
    with pytest.raises(RuleError) as err:
        check_new_character(pj)
    assert err.value.key == "zodiac.error.score_sum"


def test_creation_checks_skills_bonds_and_paragraphs():
    pricey = [{"name": f"s{i}", "kind": "b", "attribute": "fue"} for i in range(4)]
    with pytest.raises(RuleError) as cost:
        check_new_character(sample(skills=pricey))
    assert cost.value.key == "zodiac.error.skills_cost"
    with pytest.raises(RuleError) as bonds:
        check_new_character(sample(bonds=["uno"]))
    assert bonds.value.key == "zodiac.error.bonds_creation"
    with pytest.raises(RuleError) as paragraphs:
        check_new_character(sample(crossroads={"obligation": "x"}))
    assert paragraphs.value.key == "zodiac.error.paragraphs_missing"


def test_bad_character_data():
    with pytest.raises(RuleError) as err:
        Character.from_data({"name": "x"})
    assert err.value.key == "zodiac.error.character_data"
    with pytest.raises(RuleError):
        sample(scores={**SAMPLE_DATA["scores"], "fue": 6})
    with pytest.raises(RuleError):
        sample(pk=8)
    with pytest.raises(RuleError):
        sample(name=" ")


def test_bonds_max_six_and_session_end():
    bonds = ()
    for i in range(6):
        bonds = add_bond(bonds, f"v{i}")
    with pytest.raises(RuleError) as err:
        add_bond(bonds, "séptimo")
    assert err.value.key == "zodiac.error.bonds_full"
    bonds = fulfil_bond(bonds, 2)
    bonds = renounce_bond(bonds, 1)
    kept, px = close_bonds(bonds)
    assert px == 1
    assert [b.text for b in kept] == ["v2", "v3", "v4", "v5"]
    with pytest.raises(RuleError):
        fulfil_bond(kept, 9)
    with pytest.raises(RuleError):
        add_bond((), "  ")
    with pytest.raises(RuleError):
        check_creation_bonds((Bond("a"),) * 5)


def test_states_grave_marks_leve_and_effects_add_up():
    change = take_state(States(), Harm.FATIGA, Severity.GRAVE)
    assert change.marked is Severity.GRAVE
    assert (Harm.FATIGA, Severity.LEVE) in change.states.altered
    effects = state_effects(change.states)
    assert effects == StateEffects(weakness=True, hindered=True, disadvantage=False,
                                   cannot_act=False)
    request = apply_states(ActionRequest(at=0, cd=7), effects)
    assert request.weakness
    assert request.hindered
    assert not apply_states(ActionRequest(at=0, cd=7), effects, trained=True).hindered


def test_states_climb_and_overflow():
    states = States()
    for expected in (Severity.LEVE, Severity.GRAVE, Severity.PERSISTENTE):
        change = take_state(states, Harm.HERIDAS, Severity.LEVE)
        assert change.marked is expected
        states = change.states
    assert state_effects(states).disadvantage
    over = take_state(states, Harm.HERIDAS, Severity.GRAVE)
    assert over.overflow is Special.INCAPACITADO
    assert state_effects(over.states).cannot_act
    with pytest.raises(RuleError) as err:
        apply_states(ActionRequest(at=0, cd=7), state_effects(over.states))
    assert err.value.key == "zodiac.error.cannot_act"
    assert apply_states(ActionRequest(at=0, cd=7), state_effects(over.states),
                        defied=True) == ActionRequest(at=0, cd=7)


def test_shock_grave_stops_actions():
    shocked = take_state(States(), Harm.SHOCK, Severity.GRAVE).states
    assert state_effects(shocked).cannot_act
    assert not state_effects(take_state(States(), Harm.SHOCK, Severity.LEVE).states).cannot_act


def test_recovery_and_data():
    states = add_special(take_state(States(), Harm.EMOCION, Severity.LEVE).states,
                         Special.DERRIBADO)
    assert States.from_data(states.to_data()) == states
    states = recover(states, (Harm.EMOCION, Severity.LEVE))
    states = recover(states, Special.DERRIBADO)
    assert states == States()
    with pytest.raises(RuleError):
        recover(states, Special.DERRIBADO)
    with pytest.raises(RuleError):
        States.from_data({"altered": {"heridas": ["fatal"]}})
    assert parse_state_word("wounds") is Harm.HERIDAS
    with pytest.raises(RuleError):
        parse_state_word("dormido")
