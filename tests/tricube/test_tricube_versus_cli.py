"""`tricube versus` (guided unless both sides' faces are typed) and the quick challenge's sheet
changes, through the real one-shot entry point."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import Shell, run_cli

NIA = "ágil\nladrona\nganzúas\ncuriosa\n"
BRUNO = "fuerte\nherrero\nbrazos de hierro\ngruñón\n"


def cli(home: Path, *argv: str, stdin: str = "") -> dict[str, Any]:
    code, out, err = run_cli("--json", "--campaign", "c", *argv, home=home, stdin=stdin)
    assert code == 0, err
    if not stdin:
        assert err == ""
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


@pytest.fixture
def party(home: Path) -> Path:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=home)[0] == 0
    for name, answers in (("Bruno", BRUNO), ("Nia", NIA)):
        assert run_cli("--campaign", "c", "tricube", "pj", "nuevo", name, home=home,
                       stdin=answers)[0] == 0
    return home


def _sheet(home: Path, name: str) -> dict[str, Any]:
    return cli(home, "tricube", "pj", "ver", name)


def _journal(home: Path) -> str:
    return (home / "journals" / "c" / "journal.md").read_text(encoding="utf-8")


# --- guided versus -------------------------------------------------------------------------

def test_versus_with_one_side_typed_is_guided_and_charges_the_loser(party: Path) -> None:
    answers = "\n".join(["la llave", "no", "no", "no", "no"]) + "\n"
    data = cli(party, "--seed", "4", "tricube", "versus", "--dice", "6 6 6", "--names", "nia",
               "bruno", "--cost", "1", stdin=answers)  # the seed gives Bruno [2 3]
    assert data["first"]["name"] == "Nia"
    assert data["first"]["faces"] == [6, 6, 6]
    assert len(data["second"]["faces"]) == 2
    assert data["verdict"] == "first"
    assert (data["second"]["resolve_lost"], data["second"]["defeated"]) == (1, False)
    assert data["first"]["resolve_lost"] == 0
    assert _sheet(party, "Bruno")["resolve"] == 2
    assert _sheet(party, "Nia")["resolve"] == 3
    journal = _journal(party)
    assert "@ Nia vs Bruno: la llave" in journal
    assert "d: Nia 3d6>=" in journal and "(6 6 6) -> " in journal
    assert "-> Gana Nia" in journal
    assert "=> Bruno pierde 1 de Resolución" in journal
    assert "[PC:Bruno|Karma 3|Resolución 2]" in journal


def test_versus_without_faces_asks_everything_on_stdin(party: Path) -> None:
    answers = "\n".join(["", "", "sí", "no", "no", "", "sí", "no", "no", "no", "no"]) + "\n"
    data = cli(party, "--seed", "7", "tricube", "versus", "--cost", "0", stdin=answers)
    assert (data["first"]["name"], data["second"]["name"]) == ("Nia", "Bruno")
    assert len(data["first"]["faces"]) == len(data["second"]["faces"]) == 3
    # seed 7: Nia [3 2 4] needs a 6 (Bruno's highest); Bruno [6 1 1] needs a 4 and has it
    assert (data["first"]["faces"], data["second"]["faces"]) == ([3, 2, 4], [6, 1, 1])
    assert data["verdict"] == "second"


def test_versus_needs_no_campaign_for_named_sides(home: Path) -> None:
    code, out, err = run_cli("--json", "tricube", "versus", "--dice", "5 5", "--names",
                             "Orco", "Elfa", "--against-count", "1", "--cost", "0",
                             home=home, stdin="\nno\nno\nno\nno\n")
    assert code == 0, err
    data = json.loads(out)
    assert (data["first"]["name"], data["first"]["faces"]) == ("Orco", [5, 5])
    assert (data["first"]["resolve_lost"], data["second"]["resolve_lost"]) == (0, 0)
    assert len(data["second"]["faces"]) == 1


def test_same_character_on_both_sides_is_refused(party: Path) -> None:
    code, _, err = run_cli("--campaign", "c", "tricube", "versus", "--dice", "4",
                           "--names", "Nia", "nia", home=party, stdin="\n")
    assert code == 2
    assert "nia no puede enfrentarse" in err


def test_quick_versus_with_both_faces_is_unchanged(home: Path) -> None:
    code, out, err = run_cli("--json", "tricube", "versus", "--dice", "6 2", "--against", "5 5",
                             home=home)
    assert (code, err) == (0, "")
    assert json.loads(out) == {
        "first": {"name": "Primero", "faces": [6, 2], "difficulty": 5, "hits": 1,
                  "outcome": "success"},
        "second": {"name": "Segundo", "faces": [5, 5], "difficulty": 6, "hits": 0,
                   "outcome": "failure"},
        "verdict": "first", "tie_break": False}


# --- quick challenge with a character ------------------------------------------------------

def test_quick_critical_failure_costs_the_active_character_twice(party: Path) -> None:
    data = cli(party, "tricube", "challenge", "--dice", "1 1")
    assert (data["outcome"], data["resolve_lost"], data["defeated"]) == (
        "critical_failure", 2, False)
    assert data["complication"]
    assert _sheet(party, "Nia")["resolve"] == 1
    assert _sheet(party, "Bruno")["resolve"] == 3
    journal = _journal(party)
    assert "=> Nia pierde 2 de Resolución" in journal
    assert "[PC:Nia|Karma 3|Resolución 1]" in journal


def test_quick_cost_zero_and_a_chosen_cost(party: Path) -> None:
    assert cli(party, "tricube", "challenge", "--dice", "2 3", "--cost", "0")["resolve_lost"] == 0
    assert _sheet(party, "Nia")["resolve"] == 3
    data = cli(party, "tricube", "challenge", "--dice", "2 3", "--pc", "bruno", "--cost", "2")
    assert data["resolve_lost"] == 2
    assert _sheet(party, "Bruno")["resolve"] == 1


def test_quick_defeat_with_a_named_affliction(party: Path) -> None:
    cli(party, "tricube", "resolucion", "-2")
    data = cli(party, "tricube", "challenge", "--dice", "2 3", "--affliction",
               "tobillo torcido")
    assert (data["resolve_lost"], data["defeated"]) == (1, True)
    sheet = _sheet(party, "Nia")
    assert sheet["resolve"] == 3
    assert sheet["afflictions"] == [{"name": "tobillo torcido", "permanent": False}]
    assert "=> Derrota de Nia: tobillo torcido (temporal)" in _journal(party)


def test_quick_defeat_asks_the_affliction(party: Path) -> None:
    cli(party, "tricube", "resolucion", "-1")
    data = cli(party, "tricube", "challenge", "--dice", "1", "--pc", "Nia",
               stdin="brazo roto\n")
    assert data["defeated"] is True
    assert _sheet(party, "Nia")["afflictions"] == [{"name": "brazo roto", "permanent": True}]


def test_quick_defeat_with_no_answer_takes_the_suggested_affliction(party: Path) -> None:
    cli(party, "tricube", "resolucion", "-1")
    data = cli(party, "tricube", "challenge", "--dice", "1", "--pc", "Nia", stdin="\n")
    assert data["defeated"] is True
    assert _sheet(party, "Nia")["afflictions"] == [{"name": "Agotamiento", "permanent": True}]


def test_quick_quirk_success_pays_back_missing_resolve(party: Path) -> None:
    cli(party, "tricube", "resolucion", "-1")
    data = cli(party, "tricube", "challenge", "--dice", "6 2", "--quirk", "curiosa")
    assert (data["outcome"], data["reward"]) == ("success", "resolve")
    assert _sheet(party, "Nia")["resolve"] == 3
    data = cli(party, "tricube", "challenge", "--dice", "6 2", "--quirk", "curiosa",
               "--karma")
    assert data["reward"] == "karma"
    assert _sheet(party, "Nia")["karma"] == 3


def test_quick_karma_without_any_left_is_refused_before_rolling(party: Path) -> None:
    cli(party, "tricube", "karma", "-3")
    code, _, err = run_cli("--campaign", "c", "tricube", "challenge", "--dice", "3 4",
                           "--karma", home=party)
    assert code == 2
    assert "Karma" in err
    assert "(3 4) -> " not in _journal(party)


def test_shell_quick_challenge_updates_the_sheet(shell: Shell) -> None:
    shell.run("campaign new t --system tricube")
    shell.feed("Nia\n" + NIA)
    shell.run("tricube personaje nuevo")
    run = shell.run("tricube challenge --dice '3 4'")
    assert run.result.resolve_lost == 1
    assert run.result.character.resolve == 2
    assert "Nia" in run.out
