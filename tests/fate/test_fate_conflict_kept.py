"""A Fate conflict left half-way is kept open: `seguir` takes it up exactly where it was, and
dropping it is a concession with its fate points (1 + one per consequence taken in it).

Played in process, in the shell, on the shell's seeded dice, by a player who attacks on each
turn and takes every other question's default (Enter); the player leaves (Ctrl-C) at a chosen
question of the second exchange.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from solo.procedures.steps import Ask
from tests.conftest import Shell, run_cli
from tests.fate.test_fate_pty_loops import NIA
from tests.pty_helpers import saved

TURN_STARTS = {"fate.conflict.ask_turn", "fate.conflict.ask_defense"}


class Fighter:
    """Attacks on its turn, takes each default (the first choice where there is none); leaves
    where `leave_at` says (once)."""

    def __init__(self, leave_at: Callable[[Ask, int], bool] | None = None) -> None:
        self.leave_at = leave_at
        self.turns = 0
        self.asked: list[str] = []

    def ask(self, question: Ask) -> str:
        self.asked.append(question.prompt)
        if question.prompt in TURN_STARTS:
            self.turns += 1
        if self.leave_at is not None and self.leave_at(question, self.turns):
            self.leave_at = None
            raise KeyboardInterrupt
        if question.prompt == "fate.conflict.ask_turn":
            return "1"                                  # attack
        if question.prompt == "fate.conflict.ask_open":
            return "1"
        assert len(self.asked) < 400, self.asked[-5:]   # a question asked again and again
        if question.default is None and question.choices:
            return "1"                                  # the first approach, skill…
        return ""


def _campaign(home: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=home)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=home,
                   stdin=NIA)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "npc", "Matón", "--good",
                   "vigoroso", home=home)[0] == 0


def _shell(home: Path, player: Fighter, monkeypatch: pytest.MonkeyPatch, seed: int) -> Shell:
    monkeypatch.setattr("solo.shell.app_io.AppIo.ask", lambda _io, q: player.ask(q))
    shell = Shell(home, seed=seed)
    shell.run("campaign open tren")
    return shell


def _journal(home: Path) -> str:
    return (home / "journals" / "tren" / "journal.md").read_text(encoding="utf-8")


def _fate(home: Path) -> dict[str, Any]:
    """Fate's saved data as a command reads it (the shell's changes appended, not yet folded)."""
    return saved(home, "tren", "fate")


def _third_turn(question: Ask, turns: int) -> bool:
    """The second exchange's first turn, before its dice (each exchange has two turns)."""
    return question.prompt in TURN_STARTS and turns == 3


SEEDS = (1, 2, 3, 5, 8)


def _kept_at_third_turn(home: Path, seed: int, monkeypatch: pytest.MonkeyPatch) -> str:
    _campaign(home)
    shell = _shell(home, Fighter(_third_turn), monkeypatch, seed)
    run = shell.run("fate conflict Matón")
    return run.out + run.err


@pytest.mark.parametrize("seed", SEEDS)
def test_left_between_turns_the_conflict_is_kept_and_seguir_ends_it(
        tmp_path: Path, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    shown = _kept_at_third_turn(tmp_path, seed, monkeypatch)
    if "Fin del conflicto" in _journal(tmp_path):
        pytest.skip("this seed's conflict ended in its first exchange")
    assert "Queda a medias: conflicto contra Matón, intercambio 2" in shown
    assert "interrumpido" not in shown
    held = _fate(tmp_path)["held"]
    assert held["what"] == {"es": "conflicto contra Matón, intercambio 2",
                            "en": "conflict against Matón, exchange 2"}
    assert held["conflict"]["exchange"] == 2
    assert "(note: conflicto contra Matón, intercambio 2: queda a medias)" in _journal(tmp_path)
    sheets_then = {name: _fate(tmp_path)["characters"][name] for name in ("Nia", "Matón")}
    waiting = held["conflict"]["waiting"]
    # the next command says it is open; `seguir` takes it up at that very turn
    player = Fighter()
    shell = _shell(tmp_path, player, monkeypatch, seed)
    told = shell.run("fate sheet")
    assert "Queda a medias: conflicto contra Matón, intercambio 2. «seguir»" in told.err
    assert "Queda a medias" not in shell.run("fate sheet").err  # said once, not at every command
    assert {name: _fate(tmp_path)["characters"][name] for name in ("Nia", "Matón")} == sheets_then
    run = shell.run("seguir")
    assert "Traceback" not in run.out + run.err
    assert player.asked[0] in TURN_STARTS            # the turn it was left at, before its dice
    journal = _journal(tmp_path)
    assert "(note: sigue el conflicto contra Matón, intercambio 2)" in journal
    after = journal.split("sigue el conflicto")[1]
    assert "Intercambio 2" not in after.split("Intercambio 3")[0]  # not started again
    assert f"{waiting[0]}" in after
    assert "Fin del conflicto" in after
    assert "held" not in _fate(tmp_path)
    assert "Queda a medias" not in shell.run("fate sheet").err


def test_left_after_a_roll_the_turn_ends_by_its_defaults_then_is_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _campaign(tmp_path)

    def at_invoke_of_exchange_2(question: Ask, turns: int) -> bool:
        return question.prompt == "fate.do.ask_invoke" and turns >= 3

    for seed in SEEDS:
        home = tmp_path / str(seed)
        _campaign(home)
        player = Fighter(at_invoke_of_exchange_2)
        run = _shell(home, player, monkeypatch, seed).run("fate conflict Matón")
        if player.leave_at is not None:
            continue  # no invoke asked in the second exchange with this seed
        shown = run.out + run.err
        assert "Se toma la respuesta por defecto: Ya está: no invoco nada más" in shown
        assert "interrumpido" not in shown
        journal = _journal(home)
        if "Fin del conflicto" in journal:
            assert "held" not in _fate(home)    # the defaults ended it
            continue
        assert "queda a medias" in journal
        held = _fate(home)["held"]["conflict"]
        assert held["exchange"] >= 2
        for fighter in held["fighters"]:  # what the turn rolled stands, kept in both places
            saved = _fate(home)["characters"][fighter["name"]]
            assert fighter["sheet"]["tracks"] == saved["tracks"]
            assert fighter["sheet"]["fate_points"] == saved["fate_points"]
        return
    pytest.fail("no seed asked an invoke in the second exchange")


@pytest.mark.parametrize("seed", SEEDS)
def test_dropping_a_kept_conflict_is_a_concession_with_its_points(
        tmp_path: Path, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    _kept_at_third_turn(tmp_path, seed, monkeypatch)
    if "held" not in _fate(tmp_path):
        pytest.skip("this seed's conflict ended in its first exchange")
    conflict = _fate(tmp_path)["held"]["conflict"]
    nia = next(f for f in conflict["fighters"] if f["name"] == "Nia")
    points = _fate(tmp_path)["characters"]["Nia"]["fate_points"]
    consequences = [c["aspect"] for c in _fate(tmp_path)["characters"]["Nia"]["consequences"]
                    if c.get("aspect")]
    assert nia["consequences_taken"] == len(consequences)
    code, out, err = run_cli("--campaign", "tren", "seguir", "--dejar", home=tmp_path)
    assert code == 0, err
    gained = 1 + len(consequences)
    assert f"Nia se rinde: sale del conflicto a su manera y queda con {points + gained} PF" in out
    after = _fate(tmp_path)
    assert after["characters"]["Nia"]["fate_points"] == points + gained
    assert [c["aspect"] for c in after["characters"]["Nia"]["consequences"]
            if c.get("aspect")] == consequences        # the consequences stay
    assert "held" not in after
    assert f"=> Nia se rinde y queda con {points + gained} PF" in _journal(tmp_path)
    code, _out, err = run_cli("--campaign", "tren", "seguir", home=tmp_path)
    assert code != 0
    assert "No queda nada a medias" in err


def test_a_new_conflict_while_one_is_open_offers_to_drop_it_first(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for seed in SEEDS:
        home = tmp_path / str(seed)
        _kept_at_third_turn(home, seed, monkeypatch)
        if "held" in _fate(home):
            break
    else:
        pytest.fail("no seed left the conflict open")
    points = _fate(home)["characters"]["Nia"]["fate_points"]
    taken = next(f for f in _fate(home)["held"]["conflict"]["fighters"]
                 if f["name"] == "Nia")["consequences_taken"]
    player = Fighter(lambda question, _turns: question.prompt == "fate.conflict.ask_turn")

    def answer(question: Ask) -> str:
        if question.prompt == "fate.conflict.ask_open":
            player.asked.append(question.prompt)
            return "2"                                  # drop it, start this one
        return Fighter.ask(player, question)

    monkeypatch.setattr("solo.shell.app_io.AppIo.ask", lambda _io, q: answer(q))
    shell = Shell(home, seed=seed)
    shell.run("campaign open tren")
    shell.run("fate conflict Matón")
    assert player.asked[0] == "fate.conflict.ask_open"
    journal = _journal(home)
    assert f"=> Nia se rinde y queda con {points + 1 + taken} PF" in journal
    assert "held" not in _fate(home)
