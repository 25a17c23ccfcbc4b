"""Tension that bends the oracle's answers (`oracle.tension_shifts`), with exact odds."""

from __future__ import annotations

import itertools
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from solo.dice.rng import ScriptedRng
from solo.engine.oracle.chances import answer_odds, odds_matrix, oracle_odds
from solo.engine.oracle.consult import consult
from solo.engine.oracle.levels import Answer, Likelihood
from solo.engine.oracle.spec import DEFAULT_SHIFT, OracleSpec, from_data
from solo.engine.rules.state import EngineState
from solo.errors import TableError
from tests.conftest import area_state, cli_json, refused, run_cli, write_area_state

_FATE_BANDS = ((-3, Answer.NO_AND), (-1, Answer.NO), (0, None), (2, Answer.YES))


def _fate_answer(total: int) -> Answer | None:
    for highest, answer in _FATE_BANDS:
        if total <= highest:
            return answer
    return Answer.YES_AND


def _brute_force(level: int, shift: int) -> dict[Answer, Fraction]:
    """Every 4dF roll: push a non-zero total `shift` away from 0 (never across 0 when pulled)."""
    counts = dict.fromkeys(Answer, Fraction(0))
    for faces in itertools.product((-1, 0, 1), repeat=4):
        total = sum(faces) + level
        if total > 0:
            total = max(total + shift, 1)
        elif total < 0:
            total = min(total - shift, -1)
        answer = _fate_answer(total)
        if answer is None:  # a tie: the extra die says yes-but or no-but, half and half
            counts[Answer.YES_BUT] += Fraction(1, 2)
            counts[Answer.NO_BUT] += Fraction(1, 2)
        else:
            counts[answer] += 1
    return {answer: count / 81 for answer, count in counts.items()}


@pytest.mark.parametrize("level", list(Likelihood))
@pytest.mark.parametrize("shift", [-2, -1, 0, 1, 2])
def test_shifted_odds_match_brute_force(fate_oracle: OracleSpec, level: Likelihood,
                                        shift: int) -> None:
    assert answer_odds(fate_oracle, level, shift) == _brute_force(fate_oracle.levels[level],
                                                                  shift)


@pytest.mark.parametrize("tension", range(1, 10))
def test_tension_bends_how_strong_an_answer_is_never_whether_it_is_yes(
        fate_oracle: OracleSpec, tension: int) -> None:
    plain = oracle_odds(fate_oracle, Likelihood.LIKELY, tension)
    bent = oracle_odds(fate_oracle, Likelihood.LIKELY, tension, shifts=True)
    assert bent.yes == plain.yes and bent.event == plain.event
    shift = DEFAULT_SHIFT[tension - 1]
    extremes = (Answer.YES_AND, Answer.NO_AND)
    moved = sum(bent.outcomes[a] for a in extremes) - sum(plain.outcomes[a] for a in extremes)
    assert (moved > 0) == (shift > 0) and (moved < 0) == (shift < 0)


def test_the_d6_oracle_bends_around_its_own_middle(d6_oracle: OracleSpec) -> None:
    assert d6_oracle.middle == (3, 4)
    assert [d6_oracle.shifted(total, 1) for total in (1, 3, 4, 6)] == [0, 2, 5, 7]
    assert [d6_oracle.shifted(total, -1) for total in (1, 3, 4, 6)] == [2, 3, 4, 5]
    high = odds_matrix(d6_oracle, 9, shifts=True).rows[Likelihood.EVEN]
    assert high[Answer.YES_AND] > Fraction(1, 6)


def test_consult_with_shifts_reads_the_bent_total(fate_oracle: OracleSpec) -> None:
    faces = [1, 1, 0, 0]  # +2 at 50/50: a plain yes
    plain = consult(fate_oracle, Likelihood.EVEN, ScriptedRng(faces), 9)
    bent = consult(fate_oracle, Likelihood.EVEN, ScriptedRng(faces), 9, shifts=True)
    assert (plain.answer, plain.total, plain.shift) == (Answer.YES, 2, 0)
    assert (bent.answer, bent.total, bent.shift) == (Answer.YES_AND, 3, 1)
    calm = consult(fate_oracle, Likelihood.EVEN, ScriptedRng([-1, -1, -1, 0]), 1, shifts=True)
    assert (calm.answer, calm.total, calm.shift) == (Answer.NO, -2, 1)


def test_a_players_oracle_may_set_its_own_shifts(d6_data: dict[str, Any]) -> None:
    d6_data["oracle"]["tension_shift"] = [0, 0, 0, 0, 0, 0, 0, 0, 3]
    assert from_data(d6_data, "mine.yaml").shift_for(9) == 3
    d6_data["oracle"]["tension_shift"] = [0, 0, 0]
    with pytest.raises(TableError) as error:
        from_data(d6_data, "mine.yaml")
    assert error.value.key == "engine.spec.bad_shift"


def _campaign(home: Path) -> None:
    code, _out, err = run_cli("campaign", "new", "c", "--system", "none", home=home)
    assert code == 0, err


def _table(home: Path, tension: str) -> dict[str, Any]:
    return cli_json("--campaign", "c", "oracle", "--odds-table", "--tension", tension, home=home)


def test_off_by_default_so_old_campaigns_keep_their_odds(home: Path) -> None:
    _campaign(home)
    assert _table(home, "9")["levels"] == _table(home, "5")["levels"]
    assert not _table(home, "9")["tension_shifts"]
    state = area_state(home, "c", "engine")
    state.pop("settings", None)  # a campaign saved before settings existed
    write_area_state(home, "c", "engine", state)
    assert EngineState.from_data(state).settings == ()
    assert _table(home, "9")["levels"] == _table(home, "5")["levels"]


def test_the_setting_makes_tension_nine_differ_from_five(home: Path) -> None:
    _campaign(home)
    shown = cli_json("--campaign", "c", "setting", "oracle.tension_shifts", "on", home=home)
    assert shown == {"settings": {"oracle.tension_shifts": True},
                     "changed": "oracle.tension_shifts"}
    high, middle = _table(home, "9"), _table(home, "5")
    assert high["tension_shifts"] and high["levels"] != middle["levels"]
    assert high["levels"]["50/50"]["yes_and"] == "5/27"  # (15 of 81 rolls)
    assert middle["levels"]["50/50"]["yes_and"] == "5/81"
    odds = cli_json("--campaign", "c", "odds", "oracle", "--tension", "9", home=home)
    assert odds["outcomes"]["yes_and"] == "5/27"
    reply = cli_json("--campaign", "c", "oracle", "¿Llueve?", "--tension", "9", "--dice",
                     "++00", home=home)
    assert (reply["answer"], reply["total"], reply["shift"]) == ("yes_and", 3, 1)
    journal = (home / "journals" / "c" / "journal.md").read_text("utf-8")
    assert "(note: ajuste oracle.tension_shifts: sí)" in journal
    assert "d: 4dF+1=+3 (++00) -> Sí, y además… (tensión 9: +1)\n" in journal
    assert cli_json("--campaign", "c", "undo", home=home)["area"] == "journal"  # the oracle
    undone = cli_json("--campaign", "c", "undo", home=home)  # then the setting
    assert undone["label"] == "setting oracle.tension_shifts on"
    assert cli_json("--campaign", "c", "oracle", "--dice", "++00", "--tension", "9",
                    home=home)["shift"] == 0


def test_odds_oracle_can_show_shifted_odds_without_a_campaign() -> None:
    code, out, err = run_cli("--json", "odds", "oracle", "--tension", "1", "--shifts")
    assert code == 0, err
    data = json.loads(out)
    assert data["tension_shifts"] and data["outcomes"]["no_and"] == "1/81"


def test_settings_refuse_what_they_do_not_know(home: Path) -> None:
    _campaign(home)
    assert "oracle.tension_shifts" in refused("--campaign", "c", "setting", "caos", home=home)
    refused("--campaign", "c", "setting", "tension_shifts", "quizás", home=home)
    state = area_state(home, "c", "engine")
    state["settings"] = {"oracle.tension_shifts": "yes"}
    write_area_state(home, "c", "engine", state)
    code, _out, err = run_cli("--campaign", "c", "oracle", "--odds-table", home=home)
    assert code != 0 and "Traceback" not in err
