"""NPC questions (react, do) and the detail check: ladders, exact odds, the commands."""

from __future__ import annotations

import itertools
from fractions import Fraction
from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.engine.rules.npc import (
    LADDERS,
    Question,
    Result,
    ask_npc,
    detail_modifier,
    exact_odds,
    read,
)
from tests.conftest import cli_json, refused, run_cli


@pytest.mark.parametrize("question", list(Question))
@pytest.mark.parametrize("modifier", [-3, -1, 0, 2, 3])
def test_exact_odds_match_every_pair_of_dice(question: Question, modifier: int) -> None:
    counted: dict[Result, int] = {}
    for a, b in itertools.product(range(1, 7), repeat=2):
        result = read(question, a + b + modifier)
        counted[result] = counted.get(result, 0) + 1
    odds = exact_odds(question, modifier)
    assert sum(odds.values()) == 1
    assert list(odds) == [result for _high, result in LADDERS[question]]
    for result, chance in odds.items():
        assert chance == Fraction(counted.get(result, 0), 36)


def test_each_ladder_from_its_worst_to_its_best() -> None:
    assert [read(Question.REACT, n) for n in (2, 5, 8, 11, 12)] == [
        Result.HOSTILE, Result.UNFRIENDLY, Result.WARY, Result.FRIENDLY, Result.DEVOTED]
    assert [read(Question.DO, n) for n in (2, 4, 6, 7, 9, 11, 12)] == [
        Result.OPENLY_AGAINST, Result.SECRETLY_AGAINST, Result.OWN_GOAL, Result.HESITATES,
        Result.BARGAINS, Result.HELPS, Result.GOES_BEYOND]
    assert read(Question.DETAIL, 7) is Result.ABOUT_THREAD
    assert [detail_modifier(t) for t in range(1, 10)] == [1, 1, 1, 0, 0, 0, -1, -1, -1]


def test_a_roll_keeps_its_dice_and_odds() -> None:
    roll = ask_npc(Question.DO, ScriptedRng([6, 6]), modifier=-1, name="Ana")
    assert (roll.total, roll.result, roll.name) == (11, Result.HELPS, "Ana")
    assert roll.odds[Result.GOES_BEYOND] == 0


def test_npc_react_and_do_through_the_program(home: Path) -> None:
    run_cli("campaign", "new", "c", "--system", "none", home=home)
    data = cli_json("--campaign", "c", "npc", "reacciona", "La", "posadera", "--actitud", "1",
                    "--dados", "3 4", home=home)
    assert (data["name"], data["total"], data["result"]) == ("La posadera", 8, "wary")
    assert data["outcomes"]["devoted"] == "1/12"
    data = cli_json("--campaign", "c", "--lang", "en", "npc", "do", "--dice", "1 1", home=home)
    assert data["result"] == "openly_against"
    journal = (home / "journals" / "c" / "journal.md").read_text("utf-8")
    assert "? ¿Cómo reacciona La posadera?" in journal and "[N:La posadera]" in journal
    assert "d: 2d6+1=8 (3 4) -> Cauto: escucha, pero no se compromete" in journal
    assert "? ¿Qué hace alguien?" in journal
    refused("--campaign", "c", "npc", "react", "Ana", "--attitude", "4", home=home)


def test_a_listed_npc_asked_about_is_a_reference(home: Path) -> None:
    run_cli("campaign", "new", "c", "--system", "none", home=home)
    run_cli("--campaign", "c", "npc", "add", "El farero", home=home)
    run_cli("--campaign", "c", "npc", "react", "el Farero", "--dice", "3 4", home=home)
    journal = (home / "journals" / "c" / "journal.md").read_text("utf-8")
    assert journal.count("[N:El farero]") == 1  # introduced once, by `npc add`
    assert "[#N:El farero]" in journal.split("? ¿Cómo reacciona el Farero?")[1]


def test_the_detail_check_darkens_with_tension(home: Path) -> None:
    run_cli("campaign", "new", "c", "--system", "none", home=home)
    cli_json("--campaign", "c", "tension", "9", home=home)
    data = cli_json("--campaign", "c", "event", "--detail", "--dice", "4 4", home=home)
    assert (data["question"], data["modifier"], data["total"], data["result"]) == (
        "detail", -1, 7, "about_thread")
    assert data["outcomes"]["for_pc"] == "0/1"  # at −1, twelve is out of reach
