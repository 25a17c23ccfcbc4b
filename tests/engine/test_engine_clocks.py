"""Clocks and progress tracks: rules, commands, journal tags, undo, the pending queue."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.engine.rules.clocks import Board, ProgressKind
from solo.errors import CampaignError, InputError
from tests.conftest import area_state, cli_json, refused, run_cli, write_area_state

CLOCK, TRACK = ProgressKind.CLOCK, ProgressKind.TRACK


def test_ticks_fill_and_take_back_within_the_segments() -> None:
    board = Board().add(CLOCK, "La guardia", 4).add(TRACK, "El viaje", 10)
    board, clock, filled = board.tick(CLOCK, None, 3)
    assert (clock.filled, filled) == (3, False)
    board, clock, filled = board.tick(CLOCK, "LA GUARDIA", 5)
    assert (clock.filled, clock.full, filled) == (4, True, True)
    with pytest.raises(InputError) as full:  # already full: it ticks no further
        board.tick(CLOCK, "la guardia", 1)
    assert full.value.key == "engine.clock.already_full"
    board, clock, _ = board.tick(CLOCK, "la guardia", -9)
    assert clock.filled == 0
    with pytest.raises(InputError) as empty:  # nothing left to take back
        board.tick(CLOCK, "la guardia", -1)
    assert empty.value.key == "engine.clock.already_empty"
    board, track, _ = board.tick(TRACK, None, 2)
    assert track.tag_text == "Track:El viaje 2/10"
    assert Board.from_data(board.to_data()) == board


def test_a_tick_without_a_name_goes_to_the_newest_that_is_not_full() -> None:
    board = Board().add(CLOCK, "Uno", 1).add(CLOCK, "Dos", 2)
    board, _, _ = board.tick(CLOCK, "Dos", 2)
    assert board.find(CLOCK, None).name == "Uno"


@pytest.mark.parametrize(("action", "key"), [
    (lambda b: b.add(CLOCK, "a", 3), "engine.clock.exists"),
    (lambda b: b.add(CLOCK, " ", 3), "engine.clock.no_name"),
    (lambda b: b.add(CLOCK, "b", 0), "engine.clock.bad_segments"),
    (lambda b: b.find(CLOCK, "zeta"), "engine.clock.unknown"),
    (lambda b: b.find(TRACK, None), "engine.clock.none"),
])
def test_mistakes_are_one_clear_error(action: object, key: str) -> None:
    board = Board().add(CLOCK, "A", 3)
    with pytest.raises(InputError) as error:
        action(board)  # type: ignore[operator]
    assert error.value.key == key


def test_a_hand_edited_clock_is_a_campaign_error() -> None:
    for bad in ([{"name": "x", "segments": 4, "filled": 9}], [{"name": "x"}], "x",
                [{"kind": "reloj", "name": "x", "segments": 2}]):
        with pytest.raises(CampaignError):
            Board.from_data(bad)


def _campaign(home: Path) -> None:
    code, _out, err = run_cli("campaign", "new", "c", "--system", "none", home=home)
    assert code == 0, err


def _run(home: Path, *argv: str) -> dict[str, object]:
    return cli_json("--campaign", "c", *argv, home=home)


def test_a_clock_that_fills_is_journaled_and_queued_as_pending(home: Path) -> None:
    _campaign(home)
    made = _run(home, "clock", "new", "La", "guardia", "llega", "3")
    assert made["item"] == {"kind": "clock", "name": "La guardia llega", "segments": 3,
                            "filled": 0}
    assert _run(home, "reloj", "marcar", "2")["item"]["filled"] == 2  # type: ignore[index]
    full = _run(home, "clock", "tick", "la guardia llega")
    assert full["filled_now"] and full["pending"] == 1
    pending = _run(home, "pending", "list")
    assert [item["text"] for item in pending["items"]] == [  # type: ignore[union-attr]
        "Reloj lleno: La guardia llega"]
    journal = (home / "journals" / "c" / "journal.md").read_text("utf-8")
    for line in ("[Clock:La guardia llega 0/3]", "[Clock:La guardia llega 2/3]",
                 "[Clock:La guardia llega 3/3]", "=> Reloj lleno: La guardia llega",
                 "(note: pendiente #1, otro: Reloj lleno: La guardia llega)"):
        assert line in journal


def test_a_full_clock_ticks_no_further_and_unticking_takes_it_off_the_queue(home: Path) -> None:
    _campaign(home)
    _run(home, "clock", "new", "La marea", "2")
    assert _run(home, "clock", "tick", "La marea", "2")["pending"] == 1
    before = (home / "journals" / "c" / "journal.md").read_text("utf-8")
    code, out, err = run_cli("--campaign", "c", "clock", "tick", "la marea", home=home)
    assert (code, out) == (2, "")  # bad input: exit 2
    assert err == "«La marea» ya está lleno (2/2): no se llena más.\n"
    assert (home / "journals" / "c" / "journal.md").read_text("utf-8") == before
    assert before.count("[Clock:La marea 2/2]") == 1
    back = _run(home, "clock", "tick", "La marea", "-1")
    assert back["unqueued"] == 1 and back["item"]["filled"] == 1  # type: ignore[index]
    assert _run(home, "pending", "list")["items"] == []
    queue = area_state(home, "c", "engine")["pending"]
    assert [(i["id"], i["status"], i["note"]) for i in queue] == [(1, "dismissed",
                                                                   "ya no está lleno")]
    journal = (home / "journals" / "c" / "journal.md").read_text("utf-8")
    assert "[Clock:La marea 1/2]" in journal
    assert "=> Descartado #1 «Reloj lleno: La marea»: ya no está lleno" in journal
    # full again: it owes again, with a new number
    assert _run(home, "clock", "tick", "La marea")["pending"] == 2
    _run(home, "undo")  # the undo puts the first debt back as it was
    assert _run(home, "clock", "tick", "La marea", "-1")["unqueued"] is None
    code, _out, err = run_cli("--campaign", "c", "clock", "tick", "-3", home=home)
    assert code == 2 and err == "«La marea» está vacío (0/2): no hay nada que quitar.\n"


def test_undo_takes_a_tick_back_and_tracks_default_to_ten_boxes(home: Path) -> None:
    _campaign(home)
    assert _run(home, "track", "new", "El", "viaje")["item"]["segments"] == 10  # type: ignore
    assert _run(home, "track", "new", "Otro", "5", "--casillas", "4")["item"] == {
        "kind": "track", "name": "Otro 5", "segments": 4, "filled": 0}
    _run(home, "track", "remove", "Otro 5")
    _run(home, "track", "mark", "3")
    _run(home, "undo")
    items = _run(home, "track", "list")["items"]
    assert items == [{"kind": "track", "name": "El viaje", "segments": 10, "filled": 0}]
    _run(home, "track", "remove", "el viaje")
    assert area_state(home, "c", "engine")["clocks"] == []
    journal = (home / "journals" / "c" / "journal.md").read_text("utf-8")
    assert "(note: [Track:El viaje 0/10] retirado)" in journal


@pytest.mark.parametrize("argv", [("clock", "new", "X", "0"), ("clock", "new", "X", "101"),
                                  ("clock", "new", "X"), ("clock", "tick", "99999"),
                                  ("clock", "tick", "Nadie"), ("track", "new", "Y", "--boxes", "0")])
def test_bad_numbers_and_names_are_refused_in_one_line(home: Path, argv: tuple[str, ...]) -> None:
    _campaign(home)
    _run(home, "clock", "new", "A", "4")
    refused("--campaign", "c", *argv, home=home)


def test_clocks_in_the_toolbar_and_old_states_load(home: Path, shell: object) -> None:
    from tests.conftest import Shell

    _campaign(home)
    _run(home, "clock", "new", "La marea", "6")
    _run(home, "clock", "tick", "2")
    state = area_state(home, "c", "engine")
    del state["clocks"], state["scene_open"]  # saved before clocks existed
    write_area_state(home, "c", "engine", state)
    assert _run(home, "clock", "list")["items"] == []
    _run(home, "clock", "new", "La marea", "6")
    _run(home, "clock", "tick", "2")
    assert isinstance(shell, Shell)
    shell.run("campaign open c")
    assert "La marea 2/6" in shell.in_context(shell.app._compute_toolbar)
