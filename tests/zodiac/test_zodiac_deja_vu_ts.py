"""Déjà vu on a TS rolled on its own (`zodiac ts`, then `karma dejavu [ts]`): 1 PK, once."""

import json
from fractions import Fraction
from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import RuleError
from solo.procedures.steps import run_scripted
from solo.systems.zodiac.procedures.announced import TsOdds, deja_vu_ts_roll
from solo.systems.zodiac.rules.last_ts import (
    LastTs,
    check_rerollable,
    deja_vu_ts,
    encumbrance_after,
    last_ts,
)
from solo.systems.zodiac.rules.scores import Attribute
from solo.systems.zodiac.rules.simple import simple_from_die
from tests.conftest import Shell, area_state, run_cli
from tests.zodiac.test_zodiac_newcomer import AFTER_NAME

FAILED = LastTs("Nia", "TS FUE", 2, 3)


def test_the_reroll_keeps_the_second_die_and_remembers_the_first() -> None:
    again = deja_vu_ts(FAILED, ScriptedRng([5]))
    assert (again.die, again.rerolled, again.roll.total, again.roll.passed) == (5, 3, 7, True)
    worse = deja_vu_ts(FAILED, ScriptedRng([1]))
    assert (worse.roll.total, worse.roll.passed) == (3, False)     # the second result stands


@pytest.mark.parametrize(("ts", "key"), [
    (LastTs("Nia", "TS FUE", 2, 5), "zodiac.error.ts_not_failed"),       # 7: passed
    (LastTs("Nia", "TS FUE", 2, 0), "zodiac.error.ts_alone"),            # Estorbo, no die
    (LastTs("Nia", "TS FUE", 2, 1, rerolled=3), "zodiac.error.ts_rerolled"),
])
def test_only_a_rolled_failed_ts_is_rerolled_and_only_once(ts: LastTs, key: str) -> None:
    with pytest.raises(RuleError) as error:
        check_rerollable(ts)
    assert error.value.key == key


def test_a_passed_reroll_takes_back_the_estorbo_mark_of_its_failure() -> None:
    failed = last_ts("Nia", "TS FUE", simple_from_die(2, 3), Attribute.FUE)
    marks = frozenset({Attribute.FUE, Attribute.AGI})
    assert encumbrance_after(deja_vu_ts(failed, ScriptedRng([6])), marks) == {Attribute.AGI}
    assert encumbrance_after(deja_vu_ts(failed, ScriptedRng([2])), marks) == marks
    plain = last_ts("Nia", "TS FUE", simple_from_die(2, 3))
    assert encumbrance_after(deja_vu_ts(plain, ScriptedRng([6])), marks) == marks


def test_the_reroll_is_announced_with_its_odds_before_the_die() -> None:
    run = run_scripted(deja_vu_ts_roll(FAILED, "Nia", ScriptedRng([4])), [])
    (roll_for,) = run.rolls
    assert (roll_for.who, roll_for.why, dict(roll_for.params)) == (
        "Nia", "zodiac.why.deja_vu_ts_alone", {"label": "TS FUE"})
    assert roll_for.odds == TsOdds("TS FUE", 2, Fraction(1, 3), again=True)   # a 5 or a 6
    assert (run.result.roll.total, run.result.roll.passed) == (6, False)


def test_the_state_keeps_the_last_ts_through_the_campaign_file() -> None:
    assert LastTs.from_data(FAILED.to_data()) == FAILED
    rerolled = deja_vu_ts(last_ts("Nia", "TS FUE", simple_from_die(2, 3), Attribute.FUE),
                          ScriptedRng([6]))
    assert LastTs.from_data(rerolled.to_data()) == rerolled


def _json(home: Path, *argv: str) -> dict:
    code, out, err = run_cli("--json", "--campaign", "v", *argv, home=home)
    assert code == 0, err
    return json.loads(out.strip().splitlines()[-1])


def _fails(home: Path, *argv: str) -> str:
    code, _out, err = run_cli("--campaign", "v", *argv, home=home)
    assert code != 0
    assert err.count("\n") == 1, err
    return err


@pytest.fixture
def nia_home(home: Path) -> Path:
    assert run_cli("campaign", "new", "v", "--system", "zodiac", home=home)[0] == 0
    code, _out, err = run_cli("--campaign", "v", "zodiac", "character", "new", "Nia", home=home,
                              stdin="\n".join(AFTER_NAME) + "\n")
    assert code == 0, err
    return home


def test_a_failed_ts_is_rerolled_for_one_pk_once_and_journaled(nia_home: Path) -> None:
    home = nia_home
    assert _json(home, "zodiac", "ts", "fue", "--dice", "3")["passed"] is False   # 3+2 = 5
    again = _json(home, "zodiac", "karma", "dejavu", "ts", "--dice", "5")
    assert (again["die"], again["total"], again["passed"]) == (5, 7, True)
    assert _json(home, "zodiac", "karma")["pk"] == 3
    assert "ya se repitió" in _fails(home, "zodiac", "karma", "dejavu", "ts", "--dice", "6")
    assert _json(home, "zodiac", "karma")["pk"] == 3
    journal = (home / "journals" / "v" / "journal.md").read_text(encoding="utf-8")
    assert "d: TS FUE 1d6+2=5 (3) vs TN 7 -> Fallada" in journal
    assert "=> Nia usa El efecto Deja Vu (quedan 3 PK)" in journal
    assert "d: TS FUE 1d6+2=7 (5) vs TN 7 -> Superada (Deja Vu: 3 → 5)" in journal


def test_bare_dejavu_rerolls_the_last_ts_and_a_passed_one_is_refused(nia_home: Path) -> None:
    home = nia_home
    _json(home, "zodiac", "ts", "vol", "--dice", "6")                    # 8: passed
    assert "fallada" in _fails(home, "zodiac", "karma", "dejavu", "--dice", "6")
    _json(home, "zodiac", "ts", "vol", "--dice", "1")                    # 3: failed
    again = _json(home, "zodiac", "karma", "dejavu", "--dice", "2")      # 4: still failed
    assert (again["total"], again["passed"]) == (4, False)
    assert _json(home, "zodiac", "karma")["pk"] == 3


def test_an_action_after_the_ts_is_what_dejavu_acts_on(nia_home: Path) -> None:
    home = nia_home
    _json(home, "zodiac", "ts", "fue", "--dice", "1")
    _json(home, "zodiac", "action", "atletismo", "--dice", "5")
    assert "fallada" in _fails(home, "zodiac", "karma", "dejavu", "ts", "--dice", "6")
    die = _json(home, "zodiac", "karma", "dejavu", "1", "--dice", "9")  # the Action's die
    assert die["total"] == 8


def test_a_passed_reroll_clears_the_estorbo_it_had_marked(nia_home: Path) -> None:
    home = nia_home
    _json(home, "zodiac", "ts", "fue", "--estorbo", "--dice", "1")
    assert area_state(home, "v", "zodiac")["characters"]["Nia"]["encumbrance_failed"] == ["fue"]
    _json(home, "zodiac", "karma", "dejavu", "--dice", "6")
    assert area_state(home, "v", "zodiac")["characters"]["Nia"].get("encumbrance_failed",
                                                                    []) == []


def test_shell_announces_the_reroll_with_its_odds(home: Path) -> None:
    shell = Shell(home)
    shell.run("campaign new v --system zodiac")
    shell.feed("\n".join(AFTER_NAME) + "\n")
    shell.run("zodiac character new Nia")
    shell.run("zodiac ts fue --dice 3")
    run = shell.run("zodiac karma dejavu --dice 5")
    assert "Si repites la TS FUE (+2): con 7 o más se supera" in run.out
    assert "33.33" in run.out
    assert "Superada" in run.out
    assert run.result.total == 7
