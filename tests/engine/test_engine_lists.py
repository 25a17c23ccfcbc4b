"""Threads and characters: weighted lists as data."""

from __future__ import annotations

import pytest

from solo.dice.rng import ScriptedRng
from solo.engine.rules.lists import MAX_WEIGHT, ListKind, Status, WeightedList
from solo.errors import CampaignError, InputError, RuleError


def threads(*names: str) -> WeightedList:
    result = WeightedList(ListKind.THREAD)
    for name in names:
        result = result.add(name)
    return result


def test_add_list_and_weights() -> None:
    lst = threads("Encontrar al asesino", "Salvar a Lía", "encontrar  al asesino")
    assert [(e.name, e.weight) for e in lst.entries] == [("Encontrar al asesino", 2),
                                                         ("Salvar a Lía", 1)]
    for _ in range(5):
        lst = lst.add("Salvar a Lia")
    assert lst.find("salvar a lía").weight == MAX_WEIGHT


@pytest.mark.parametrize(("face", "name"), [(1, "A"), (2, "B"), (3, "B"), (4, "C")])
def test_roll_by_weight_with_typed_faces(face: int, name: str) -> None:
    lst = threads("A", "B", "B", "C")
    rng = ScriptedRng([face])
    entry = lst.roll(rng)
    rng.finish()
    assert entry is not None and entry.name == name


def test_closed_entries_are_not_drawn() -> None:
    lst = threads("A", "B", "C").close("b")
    assert lst.find("B").status is Status.CLOSED
    assert [e.name for e in lst.open_entries] == ["A", "C"]
    assert lst.roll(ScriptedRng([2])).name == "C"  # a d2 now
    with pytest.raises(RuleError) as caught:
        lst.close("B")
    assert caught.value.key == "engine.thread.already_closed"
    assert lst.add("B").find("B").is_open  # adding it again reopens it


def test_an_empty_list_rolls_nothing_and_uses_no_die() -> None:
    rng = ScriptedRng([])
    assert WeightedList(ListKind.NPC).roll(rng) is None
    assert threads("A").close("A").roll(rng) is None
    rng.finish()


def test_find_by_unique_prefix_and_unknown_names() -> None:
    lst = WeightedList(ListKind.NPC).add("Mayordomo").add("Marquesa")
    assert lst.find("mayor").name == "Mayordomo"
    with pytest.raises(InputError) as caught:
        lst.find("ma")
    assert caught.value.key == "engine.npc.unknown"
    with pytest.raises(InputError):
        lst.find("Jardinero")
    assert [e.name for e in lst.remove("Marquesa").entries] == ["Mayordomo"]


@pytest.mark.parametrize("name", ["", "   "])
def test_empty_names_are_refused(name: str) -> None:
    with pytest.raises(InputError) as caught:
        WeightedList(ListKind.NPC).add(name)
    assert caught.value.key == "engine.npc.empty_name"


def test_bad_weight_is_refused() -> None:
    with pytest.raises(RuleError):
        WeightedList(ListKind.NPC).add("X", weight=0)


def test_round_trip_through_data() -> None:
    lst = threads("A", "B", "B").close("A")
    data = lst.to_data()
    assert data == [{"name": "A", "weight": 1, "status": "closed"},
                    {"name": "B", "weight": 2, "status": "open"}]
    assert WeightedList.from_data(ListKind.THREAD, data) == lst
    assert WeightedList.from_data(ListKind.THREAD, None) == WeightedList(ListKind.THREAD)


@pytest.mark.parametrize("data", [{"a": 1}, [{"weight": 2}], [{"name": "x", "status": "??"}], ["x"]])
def test_damaged_data_is_a_campaign_error(data: object) -> None:
    with pytest.raises(CampaignError):
        WeightedList.from_data(ListKind.THREAD, data)
