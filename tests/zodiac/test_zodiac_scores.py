"""Scores, the 15 Actions and PB / AT / CDE (zodiac.md §1.2-1.3, acceptance 1-2)."""

import pytest

from solo.errors import RuleError
from solo.systems.zodiac.rules.scores import (
    ACTION_PAIRS,
    Action,
    Attribute,
    Derived,
    derive,
    derive_action,
    npc_cde,
    parse_action,
    parse_score_name,
    pb_for_at,
)

SAMPLE = {Attribute.FUE: 2, Attribute.AGI: 3, Attribute.DES: 2, Attribute.PER: 2,
          Attribute.INT: 3, Attribute.VOL: 2}


def test_atletismo_worked_example():
    assert derive_action(2, 3) == Derived(pb=3, at=-1, cde=6)


def test_fifteen_actions_each_with_two_different_attributes():
    assert len(ACTION_PAIRS) == 15
    assert all(a != b for a, b in ACTION_PAIRS.values())
    assert len({frozenset(p) for p in ACTION_PAIRS.values()}) == 15


@pytest.mark.parametrize(("action", "pb", "at", "cde"), [
    ("aguante", 2, -2, 5), ("amenaza", 2, -2, 5), ("atletismo", 3, -1, 6),
    ("discrecion", 3, 0, 7), ("entereza", 3, -1, 6), ("ingenio", 3, -1, 6),
    ("instinto", 2, -2, 5), ("medicina", 3, -1, 6), ("presencia", 3, -1, 6),
    ("talento", 2, -2, 5), ("reflejos", 3, -1, 6), ("agresividad", 2, -2, 5),
    ("tecnica", 3, -1, 6), ("punteria", 2, -2, 5), ("defensa", 3, -1, 6),
])
def test_sample_character_table(action, pb, at, cde):
    assert derive(SAMPLE).actions[Action(action)] == Derived(pb, at, cde)


@pytest.mark.parametrize(("action", "cde"), [
    ("amenaza", 5), ("discrecion", 7), ("punteria", 5), ("atletismo", 6), ("entereza", 6),
    ("ingenio", 6), ("reflejos", 6), ("defensa", 6), ("medicina", 6), ("presencia", 6),
    ("tecnica", 6),
])
def test_sample_npc_cdes(action, cde):
    a, b = ACTION_PAIRS[Action(action)]
    assert npc_cde(SAMPLE[a], SAMPLE[b]) == cde
    assert npc_cde(SAMPLE[a], SAMPLE[b]) == derive(SAMPLE).actions[Action(action)].cde


def test_derive_json_shape():
    data = derive(SAMPLE).to_json()
    assert list(data) == ["actions"]
    assert len(data["actions"]) == 15
    assert data["actions"]["atletismo"] == {"pb": 3, "at": -1, "cde": 6}


def test_pb_follows_from_at_for_every_pair():
    for a in range(6):
        for b in range(6):
            assert pb_for_at(derive_action(a, b).at) == derive_action(a, b).pb


def test_derive_rejects_missing_and_out_of_range():
    with pytest.raises(RuleError) as missing:
        derive({Attribute.FUE: 2})
    assert missing.value.key == "zodiac.error.missing_scores"
    with pytest.raises(RuleError) as high:
        derive({**SAMPLE, Attribute.FUE: 6})
    assert high.value.key == "zodiac.error.score_range"


def test_names_in_both_languages_and_unknown():
    assert parse_action("PUNTERÍA") is Action.PUNTERIA
    assert parse_action("athletics") is Action.ATLETISMO
    assert parse_score_name("Rec").value == "rec"
    with pytest.raises(RuleError) as err:
        parse_action("volar")
    assert err.value.key == "zodiac.error.unknown_action"
    with pytest.raises(RuleError):
        parse_score_name("xyz")


def test_attempt_cd_limits():
    from solo.systems.zodiac.rules.scores import attempt_cd

    assert attempt_cd(Action.ATLETISMO, 13, 2, 3) == 13
    assert attempt_cd(Action.ATLETISMO, 16, 5, 1) == 13
    with pytest.raises(RuleError) as impossible:
        attempt_cd(Action.ATLETISMO, 14, 4, 4)
    assert impossible.value.key == "zodiac.error.cd_impossible"
    with pytest.raises(RuleError) as zero:
        attempt_cd(Action.ATLETISMO, 7, 0, 5)
    assert zero.value.key == "zodiac.error.attribute_zero"
