"""The pending queue's life cycle: add, show, resolve or dismiss, keep the history."""

from __future__ import annotations

import pytest

from solo.engine.rules.pending import PendingKind, PendingQueue, PendingStatus, parse_kind
from solo.errors import CampaignError, InputError, RuleError


def test_life_cycle() -> None:
    queue = PendingQueue()
    queue, first = queue.add(PendingKind.COMPLICATION, "El guardia te ha visto", "fate", scene=1)
    queue, second = queue.add(PendingKind.PRESAGIO, "Un cuervo en la ventana", "fragmentos", 1)
    queue, third = queue.add(PendingKind.BOOST, "Ventaja: a cubierto", "fate", 2)
    assert (first.id, second.id, third.id) == (1, 2, 3)
    assert (first.source, first.scene, second.kind) == ("fate", 1, PendingKind.PRESAGIO)
    assert [i.id for i in queue.open_items] == [1, 2, 3]
    queue = queue.resolve(2, "El cuervo trajo una carta")
    queue = queue.dismiss(3)
    assert [i.id for i in queue.open_items] == [1]
    assert queue.get(2).status is PendingStatus.RESOLVED and queue.get(2).note
    assert queue.get(3).status is PendingStatus.DISMISSED
    assert len(queue.items) == 3  # nothing is deleted
    queue, fourth = queue.add(PendingKind.COST, "Debes un favor al contrabandista")
    assert fourth.id == 4
    with pytest.raises(RuleError) as caught:
        queue.resolve(2)
    assert caught.value.key == "engine.pending.settled"
    with pytest.raises(InputError):
        queue.dismiss(99)
    assert PendingQueue.from_data(queue.to_data()) == queue


def test_empty_text_is_refused() -> None:
    with pytest.raises(InputError):
        PendingQueue().add(PendingKind.OTHER, "  ")


@pytest.mark.parametrize(("typed", "kind"), [
    ("complicación", PendingKind.COMPLICATION), ("Complication", PendingKind.COMPLICATION),
    ("presagio", PendingKind.PRESAGIO), ("omen", PendingKind.PRESAGIO),
    ("impulso", PendingKind.BOOST), ("boost", PendingKind.BOOST),
    ("Encrucijada", PendingKind.AFTERMATH), ("aftermath", PendingKind.AFTERMATH),
    ("coste", PendingKind.COST), ("cost", PendingKind.COST), ("otro", PendingKind.OTHER),
])
def test_kinds_in_both_languages(typed: str, kind: PendingKind) -> None:
    assert parse_kind(typed) is kind


def test_unknown_kind() -> None:
    with pytest.raises(InputError) as caught:
        parse_kind("deuda de sangre")
    assert caught.value.key == "engine.pending.bad_kind"


@pytest.mark.parametrize("data", [{"x": 1}, [{"id": 1}], [{"id": "a", "kind": "cost", "text": "x"}]])
def test_damaged_queue(data: object) -> None:
    with pytest.raises(CampaignError):
        PendingQueue.from_data(data)
