"""Contests with several participants per side (FAE every one rolls; Condensed one roller and
helpers) and Condensed's harmful contests, with scripted dice."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from rich.console import Console

from solo.dice.rng import ScriptedRng
from solo.errors import InputError, RuleError
from solo.i18n import use_language
from solo.procedures.steps import run_scripted
from solo.render import render
from solo.render.theme import THEME
from solo.systems.fate.procedures.contest import ContestSummary, contest
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.character import Character, new_condensed, new_fae
from solo.systems.fate.rules.contest import (
    Effort,
    Participant,
    check_contest_harm,
    failure_shifts,
    parse_participant,
    score_exchange,
    side_effort,
    side_rolls,
)
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.skills import Skill
from solo.systems.fate.rules.stress import TrackKind
from tests.conftest import run_cli

NIA = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"


def _nia() -> Character:
    return new_fae("Nia", "Ladrona", "Deudas", approaches=PRESETS["ladron"])   # Quick +2


def _ana() -> Character:
    return new_condensed("Ana", "Médica", "Curiosa", skills={
        Skill.FIGHT: 4, Skill.ATHLETICS: 3, Skill.PHYSIQUE: 3, Skill.WILL: 2, Skill.NOTICE: 2,
        Skill.SHOOT: 2, Skill.INVESTIGATE: 1, Skill.CRAFTS: 1, Skill.LORE: 1, Skill.STEALTH: 1})


# --- rules -----------------------------------------------------------------------------------

def test_parse_participant() -> None:
    assert parse_participant("Tomás:2") == Participant("Tomás", 2)
    assert parse_participant("  Perro  negro ") == Participant("Perro  negro", 0)  # as typed
    assert parse_participant("Guardia:-1") == Participant("Guardia", -1)
    with pytest.raises(InputError):
        parse_participant(":2")
    with pytest.raises(InputError):
        parse_participant("Tomás:mucho")


def test_fae_every_participant_rolls() -> None:
    team = [Participant("A", 1), Participant("B", 0)]
    rng = ScriptedRng([1, 1, 0, 0, -1, 0, 0, 0])
    assert side_rolls(Edition.FAE, team, rng) == (Effort("A", (1, 1, 0, 0), 1),
                                                   Effort("B", (-1, 0, 0, 0), 0))
    rng.finish()
    assert side_effort([3, -1]) == 3


def test_condensed_one_roller_helpers_add_one() -> None:
    # the best (+3) rolls; +1 for the +2 helper, nothing for the +0 one
    team = [Participant("A", 2), Participant("B", 3), Participant("C", 0)]
    rng = ScriptedRng([0, 0, 0, -1])
    assert side_rolls(Edition.CONDENSED, team, rng) == (Effort("B", (0, 0, 0, -1), 4),)
    rng.finish()
    # the teamwork bonus never exceeds the team's highest rating
    many = [Participant("L", 1), *(Participant(str(i), 1) for i in range(4))]
    assert side_rolls(Edition.CONDENSED, many, ScriptedRng([0] * 4))[0].bonus == 2


def test_failure_shifts_and_harm_editions() -> None:
    assert failure_shifts(score_exchange({"Ana": 2, "Ola": 5}), "Ana") == 3
    assert failure_shifts(score_exchange({"Ana": 5, "Ola": 2}), "Ana") == 0
    assert failure_shifts(score_exchange({"Ana": 3, "Ola": 3}), "Ana") == 0
    check_contest_harm(Edition.CONDENSED)
    with pytest.raises(RuleError):
        check_contest_harm(Edition.FAE)


# --- FAE: everyone rolls, the side's best counts -----------------------------------------------

def test_fae_an_ally_roll_can_carry_the_side() -> None:
    # order of the dice: the guard, then Tomás, then Nia
    # exchange 1: guard 2+0=2, Tomás 1+4=5, Nia 2-4=-2: the side counts 5, ahead by 3 -> 2
    # exchange 2: guard 2+0=2, Tomás 1-4=-3, Nia 2+1=3: the side counts 3 -> 1 (3 in all)
    rng = ScriptedRng([0, 0, 0, 0, 1, 1, 1, 1, -1, -1, -1, -1,
                       0, 0, 0, 0, -1, -1, -1, -1, 1, 0, 0, 0])
    run = run_scripted(contest(_nia(), rng, opponent="Guardia", opponent_bonus=2, target=3,
                               allies=(Participant("Tomás", 1),), lang="es"),
                       ["quick", ""] * 2)
    summary = run.result
    assert [e.totals for e in summary.exchanges] == [{"Nia": 5, "Guardia": 2},
                                                     {"Nia": 3, "Guardia": 2}]
    assert [e.victories for e in summary.exchanges] == [2, 1]
    assert summary.winner == "Nia"
    lines = run.recorded[0].lines
    assert lines[:2] == ("d: Guardia 4dF+2=+2 (0000) -> oposición +2",
                         "d: Tomás 4dF+1=+5 (++++) -> oposición +5")
    assert lines[2].startswith("d: Nia (Rápido) 4dF")
    assert lines[2].endswith(" vs TN +2 -> Intercambio 1: Nia 5, Guardia 2")
    rng.finish()


def test_fae_several_rivals_each_roll_and_tie_for_highest_brings_a_twist() -> None:
    # exchange 1: guard 1+0=1, dog 3+1=4; Nia 2+2=4: a tie for highest between sides -> twist
    # exchange 2: guard 1+4=5, dog 3-1=2; Nia 2+0=2: the rivals count 5, ahead by 3 -> 2
    # exchange 3: guard 1+0=1, dog 3+0=3; Nia 2-1=1: 1 more, the rivals win with 3
    rng = ScriptedRng([0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0,
                       1, 1, 1, 1, -1, 0, 0, 0, 0, 0, 0, 0,
                       0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0])
    run = run_scripted(contest(_nia(), rng, opponent="Guardia", opponent_bonus=1, target=3,
                               rivals=(Participant("Perro", 3),), lang="es"),
                       ["quick", "", "Humo", "quick", "", "quick", ""])
    summary = run.result
    assert [e.twist for e in summary.exchanges] == [True, False, False]
    assert [e.totals["Guardia"] for e in summary.exchanges] == [4, 5, 3]
    assert summary.winner == "Guardia"
    assert summary.victories == {"Nia": 0, "Guardia": 3}
    assert summary.aspects[0].name == "Humo"
    rng.finish()


def test_fae_helpers_still_add_one_and_allies_roll() -> None:
    # Nia Quick 2 + 1 helper = 3, Tomás +0 rolls too; guard +0
    # dice: guard 0000, Tomás 0000, Nia 0000: the side counts 3 against 0 -> 2 victories
    # then guard ----, Tomás 0000, Nia 0000: 3 against -4 -> 2 more
    rng = ScriptedRng([0] * 12 + [-1] * 4 + [0] * 8)
    run = run_scripted(contest(_nia(), rng, opponent="Guardia", opponent_bonus=0, target=3,
                               helpers=(0,), allies=(Participant("Tomás", 0),)),
                       ["quick", ""] * 2)
    assert [e.totals["Nia"] for e in run.result.exchanges] == [3, 3]
    assert run.result.victories["Nia"] == 4
    rng.finish()


# --- Condensed: one roller per side, helpers +1, harmful contests ----------------------------

def test_condensed_one_roller_per_side_with_allies_and_rivals_helping() -> None:
    # Ana Athletics 3, allies Tomás +2 (+1) and Bea +0 (nothing): 4
    # rivals: Perro +3 is the best and rolls, Ola +2 helps: 4
    # only eight dice an exchange: Perro 0000 = 4, Ana +000 = 5 -> 1 victory, three times
    rng = ScriptedRng([0, 0, 0, 0, 1, 0, 0, 0] * 3)
    run = run_scripted(contest(_ana(), rng, opponent="Ola", opponent_bonus=2, target=3,
                               allies=(Participant("Tomás", 2), Participant("Bea", 0)),
                               rivals=(Participant("Perro", 3),), lang="es"),
                       ["atletismo", ""] * 3)
    summary = run.result
    assert [e.totals for e in summary.exchanges] == [{"Ana": 5, "Ola": 4}] * 3
    assert summary.winner == "Ana"
    assert run.recorded[0].lines[0] == "d: Perro 4dF+4=+4 (0000) -> oposición +4"
    rng.finish()


def test_condensed_harmful_contest_losers_take_a_hit() -> None:
    # exchange 1: Ola 5+0=5, Ana 3+0=3: Ola scores 1 and Ana takes a hit of 2 (two boxes)
    # exchange 2: Ola 5-4=1, Ana 3+4=7: 2 victories, no hit; exchange 3: Ola 1, Ana 3: 1
    rng = ScriptedRng([0, 0, 0, 0, 0, 0, 0, 0,
                       -1, -1, -1, -1, 1, 1, 1, 1,
                       -1, -1, -1, -1, 0, 0, 0, 0])
    run = run_scripted(contest(_ana(), rng, opponent="Ola", opponent_bonus=5, target=3,
                               harmful=True, lang="es"),
                       ["atletismo", "", "1", "atletismo", "", "atletismo", ""])
    summary = run.result
    assert summary.winner == "Ana"
    assert not summary.taken_out
    assert summary.victories == {"Ana": 3, "Ola": 1}
    physical = summary.character.tracks[0]
    assert physical.marks().count("X") == 2
    shown = [s for s in run.shown if getattr(s, "key", "") == "fate.contest.hit"]
    assert [s.params["shifts"] for s in shown] == [2]      # type: ignore[attr-defined]
    lines = [line for entry in run.recorded for line in entry.lines]
    assert "=> Ana: [X][X][1][1][1][1] [1][1][1][1]; consecuencias: —" in lines
    rng.finish()


def test_condensed_harmful_contest_taken_out_loses() -> None:
    # a mental hit of 17 (Ola 9+4=13 against Ana's Empathy 0-4=-4): four boxes and every
    # consequence absorb 16 at most, so Ana is taken out and Ola wins at once
    rng = ScriptedRng([1, 1, 1, 1, -1, -1, -1, -1])
    run = run_scripted(contest(_ana(), rng, opponent="Ola", opponent_bonus=9, target=3,
                               harmful=True, track=TrackKind.MENTAL, lang="es"),
                       ["empatia", ""])
    summary = run.result
    assert summary.taken_out
    assert summary.winner == "Ola"
    assert len(summary.exchanges) == 1
    rng.finish()


def test_fae_contest_cannot_be_harmful() -> None:
    with pytest.raises(RuleError):
        run_scripted(contest(_nia(), ScriptedRng([]), opponent="Ola", opponent_bonus=1,
                             target=3, harmful=True), [])


# --- the command -------------------------------------------------------------------------------

def _campaign(home: Path, edition: str) -> None:
    code, _, err = run_cli("campaign", "new", "Tren", "--system", "fate", "--edition", edition,
                           home=home)
    assert code == 0, err


def test_contest_one_shot_with_allies_and_rivals(home: Path) -> None:
    _campaign(home, "fae")
    assert run_cli("--campaign", "Tren", "fate", "character", "new", home=home,
                   stdin=NIA)[0] == 0
    code, out, err = run_cli("--seed", "3", "--json", "--campaign", "Tren", "fate", "contest",
                             "Guardia", "--vs", "1", "--ally", "Tomás:2", "--aliado", "Bea",
                             "--rival", "Perro:bueno", home=home, stdin="quick\n\n" * 40)
    assert code == 0, err
    data = json.loads(out.strip().splitlines()[-1])
    assert data["winner"] == "Guardia"
    assert data["taken_out"] is False
    journal = next(home.rglob("journal.md")).read_text(encoding="utf-8")
    assert "d: Tomás 4dF" in journal and "d: Perro 4dF" in journal and "d: Bea 4dF" in journal


def test_contest_one_shot_harm_only_in_condensed(home: Path) -> None:
    _campaign(home, "fae")
    assert run_cli("--campaign", "Tren", "fate", "character", "new", home=home,
                   stdin=NIA)[0] == 0
    code, _, err = run_cli("--campaign", "Tren", "fate", "contest", "Ola", "--harm", home=home)
    assert code != 0
    assert "Condensado" in err


CAROLINA = ("Investigadora antártica\nCuriosa\nVeterana del hielo\nCarolina\n\ninvestigar\n"
            "conocimientos, percepcion\nerudicion, voluntad, empatia\n"
            "oficios, atletismo, pelea, conducir\n\n\n")


def test_contest_one_shot_harmful_in_condensed(home: Path) -> None:
    _campaign(home, "condensed")
    assert run_cli("--campaign", "Tren", "fate", "character", "new", home=home,
                   stdin=CAROLINA)[0] == 0
    # a blizzard far above her: she keeps losing exchanges and absorbing mental hits
    code, out, err = run_cli("--seed", "1", "--json", "--campaign", "Tren", "fate", "contest",
                             "Ventisca", "--vs", "8", "--rival", "Frío:2", "--harm", "mental",
                             home=home, stdin="voluntad\n\n1\nHelada\n" * 30)
    assert code == 0, err
    data = json.loads(out.strip().splitlines()[-1])
    assert data["winner"] == "Ventisca"
    mental = next(tr for tr in data["character"]["tracks"] if tr["kind"] == "mental")
    assert any(mental["checked"]) or data["taken_out"]
    assert "Carolina:" in next(home.rglob("journal.md")).read_text(encoding="utf-8")


@pytest.mark.parametrize(("lang", "words"), [("es", "--aliado"), ("en", "--ally")])
def test_contest_help_lists_the_new_options(home: Path, lang: str, words: str) -> None:
    code, out, _ = run_cli("--lang", lang, "fate", "contest", "--help", home=home)
    assert code == 0
    assert words in out and "--rival" in out and "--harm" in out


def test_render_a_contest_lost_by_being_taken_out() -> None:
    summary = ContestSummary(("Ana", "Ola"), {"Ana": 0, "Ola": 1}, "Ola",
                             (score_exchange({"Ana": 1, "Ola": 4}),), (), _ana(), True)
    out = io.StringIO()
    with use_language("es"):
        Console(file=out, width=100, color_system=None, theme=THEME).print(render(summary, "fate"))
    assert "Ana queda fuera de combate" in out.getvalue()
    assert "Ola gana la competición" in out.getvalue()
