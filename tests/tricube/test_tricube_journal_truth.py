"""Issue 27, Tricube: the guided challenge asks the effort track; the journal names the quirk,
the perk, the affliction added and the complication once after its roll; no retired rival by
default; the odds as exact fractions. Scripted dice throughout."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from solo.dice.rng import ScriptedRng
from solo.i18n import use_language
from solo.procedures.steps import Ask, Message, run_scripted
from solo.systems.tricube.procedures.challenge import challenge, chance_message
from solo.systems.tricube.procedures.versus import versus
from solo.systems.tricube.rules.character import Affliction, Character, new_character
from solo.systems.tricube.rules.effort import effort, foe
from tests.conftest import area_state, run_cli

NIA = "ágil\nladrona\nganzúas\ncuriosa\n"


def nia() -> Character:
    return new_character("Nia", "ágil", "ladrona", "ganzúas", "curiosa")


def asked(run: Any) -> list[Ask]:
    return [step for step in run.steps if isinstance(step, Ask)]


def lines(run: Any) -> list[str]:
    return [line for entry in run.recorded for line in entry.lines]


@pytest.fixture
def campaign(home: Path) -> Path:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=home)[0] == 0
    assert run_cli("--campaign", "c", "tricube", "pj", "nuevo", "Nia", home=home,
                   stdin=NIA)[0] == 0
    return home


def solo(home: Path, *argv: str) -> tuple[int, str, str]:
    return run_cli("--campaign", "c", *argv, home=home)


def journal(home: Path) -> str:
    return (home / "journals" / "c" / "journal.md").read_text(encoding="utf-8")


# --- the effort track, asked ---------------------------------------------------------------

def test_the_guided_challenge_asks_which_track_and_takes_its_difficulty() -> None:
    tracks = (effort("Muro", 2, 4), foe("Orco", 2, 6), replace(effort("Puerta", 1), remaining=0))
    with use_language("es"):
        run = run_scripted(challenge(ScriptedRng([6, 4, 2]), nia(), trackers=tracks,
                                     action_text="trepar"),
                           ["Muro", "", "", "", ""])
    question = asked(run)[0]
    assert question.prompt == "tricube.ask.effort"
    assert [c.value for c in question.choices] == ["no", "Muro", "Orco"]   # no overcome one
    assert question.default == "no"
    assert "tricube.ask.difficulty" not in [a.prompt for a in asked(run)]
    assert run.result.result.difficulty == 4                  # the wall's
    assert (run.result.tracker.name, run.result.removed, run.result.tracker.remaining) == (
        "Muro", 2, 0)
    assert lines(run)[:3] == ["@ trepar", "d: 3d6>=4=2 (6 4 2) -> Éxito excepcional (aciertos: 2)",
                              "=> Muro: quedan 0/2 fichas"]


def test_none_chosen_asks_the_difficulty_and_no_track_moves() -> None:
    with use_language("es"):
        run = run_scripted(challenge(ScriptedRng([6, 4, 2]), nia(),
                                     trackers=(effort("Muro", 2, 4),), action_text=""),
                           ["1", "", "", "hard", ""])
    assert [a.prompt for a in asked(run)][:4] == ["tricube.ask.effort", "tricube.ask.fits_trait",
                                                 "tricube.ask.knowledge",
                                                 "tricube.ask.difficulty"]
    assert run.result.tracker is None
    assert run.result.result.difficulty == 6


def test_without_tracks_in_play_nothing_more_is_asked() -> None:
    run = run_scripted(challenge(ScriptedRng([6, 4, 2]), nia(), action_text="",
                                 trackers=(replace(effort("Muro", 2), remaining=0),)),
                       ["", "", "", "", "no"])
    assert "tricube.ask.effort" not in [a.prompt for a in asked(run)]


def test_the_guided_command_saves_the_track_chosen(campaign: Path) -> None:
    assert solo(campaign, "tricube", "effort", "foe", "Orco", "--level", "2")[0] == 0
    code, out, err = run_cli("--json", "--campaign", "c", "tricube", "challenge", "--guided",
                             "--dice", "6 6 1", home=campaign, stdin="golpear\n2\n\n\n\n")
    # (a level-2 Orco against a level-1 character: difficulty 5 + 1, the optional foe rule)
    assert code == 0, err
    assert json.loads(out)["effort"]["remaining"] == 0
    assert area_state(campaign, "c", "tricube")["trackers"]["Orco"]["remaining"] == 0
    assert "=> Orco: quedan 0/2 fichas" in journal(campaign)


# --- the quick form names the sheet's quirk and perk ----------------------------------------

def test_quick_quirk_and_karma_name_the_characters_own(campaign: Path) -> None:
    assert solo(campaign, "tricube", "challenge", "--dice", "2 2", "--quirk", "--cost", "0")[0] == 0
    assert solo(campaign, "tricube", "challenge", "--dice", "3 4", "--karma")[0] == 0
    assert solo(campaign, "tricube", "challenge", "--dice", "2 2", "--quirk", "CURIOSA",
                "--cost", "0")[0] == 0
    text = journal(campaign)
    assert text.count("d: +1 defecto (curiosa) 2d6>=6=0 (2 2) -> Fallo (aciertos: 0)") == 2
    assert "d: -1 Karma (ganzúas) 2d6>=4=1 (3 4) -> Éxito (aciertos: 1)" in text
    assert "(?)" not in text


def test_several_quirks_or_perks_are_named_by_option(campaign: Path) -> None:
    for kind, name in (("defecto", "gruñona"), ("ventaja", "disfraces")):
        assert solo(campaign, "tricube", "avance", kind, name)[0] == 0
    code, out, err = solo(campaign, "tricube", "challenge", "--dice", "2 2", "--quirk")
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and "--quirk" in err and "curiosa, gruñona" in err
    code, _, err = solo(campaign, "tricube", "challenge", "--dice", "3 4", "--karma")
    assert code == 2 and "--perk" in err and "ganzúas, disfraces" in err
    assert solo(campaign, "tricube", "challenge", "--dice", "3 4", "--perk", "Disfraces",
                "--quirk", "gruñona", "--cost", "0")[0] == 0
    assert ("d: +1 defecto (gruñona) -1 Karma (disfraces) 2d6>=5=0 (3 4) -> Fallo (aciertos: 0)"
            in journal(campaign))


def test_without_a_sheet_the_modifiers_name_nobody(home: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=home)[0] == 0
    assert solo(home, "tricube", "challenge", "--dice", "3 4", "--karma", "--quirk")[0] == 0
    assert solo(home, "tricube", "versus", "--dice", "4 4", "--against", "4 3", "--quirk",
                "--against-karma")[0] == 0
    text = journal(home)
    assert "d: +1 defecto -1 Karma 2d6>=5=0 (3 4) -> Fallo (aciertos: 0)" in text
    assert "d: Primero +1 defecto 2d6>=5=" in text and "d: Segundo -1 Karma 2d6>=3=" in text
    assert "(?)" not in text


# --- a complication's pending line: after its roll, once ------------------------------------

def test_the_complication_is_written_once_after_the_roll(campaign: Path) -> None:
    assert solo(campaign, "tricube", "challenge", "--dice", "1 1", "--cost", "1")[0] == 0
    text = journal(campaign)
    block = text[text.rindex("```lonelog"):].splitlines()
    assert block[1] == "d: 2d6>=5=0 (1 1) -> Fallo crítico (aciertos: 0)"
    assert block[2].startswith("tbl: tricube/complicaciones 1d36=")
    assert block[3].startswith("(note: pendiente #1, complicación: ")
    assert text.count("(note: pendiente #") == 1
    assert block[4] == "=> Nia pierde 2 de Resolución"


# --- an affliction added by hand ------------------------------------------------------------

def test_an_affliction_added_is_journaled_as_added_in_english(home: Path) -> None:
    assert run_cli("--lang", "en", "campaign", "new", "c", "--system", "tricube",
                   home=home)[0] == 0
    assert run_cli("--lang", "en", "--campaign", "c", "tricube", "character", "new", "Nia", home=home,
                   stdin="agile\nthief\nlockpicks\ncurious\n")[0] == 0
    assert run_cli("--lang", "en", "--campaign", "c", "tricube", "affliction", "add",
                   "broken", "arm", "--permanent", home=home)[0] == 0
    text = journal(home)
    assert "=> Nia suffers an affliction: broken arm (permanent)" in text
    assert "Defeat" not in text


# --- no retired rival offered ---------------------------------------------------------------

def _retired(name: str) -> Character:
    return replace(new_character(name, "fuerte", "herrero", "martillo", "gruñón"),
                   afflictions=tuple(Affliction(f"herida {n}") for n in range(4)))


def test_a_retired_character_is_never_the_default_side() -> None:
    roster = (nia(), _retired("Bruno"), new_character("Ana", "astuto", "sabia", "libros", "tos"))
    steps = versus(ScriptedRng([6, 2, 3, 3]), roster, active="Nia", action_text="")
    first = next(steps)
    assert isinstance(first, Ask)
    assert (first.prompt, first.default) == ("tricube.ask.first_side", "Nia")
    for answer in ("", "", "", ""):            # Nia: fits, no knowledge, no quirk
        step = steps.send(answer)
        while not isinstance(step, Ask):
            step = next(steps)
        if step.prompt == "tricube.ask.second_side":
            break
    assert step.default == "Ana"


def test_a_retired_active_character_is_not_offered_first() -> None:
    roster = (_retired("Bruno"), nia())
    first = next(versus(ScriptedRng([]), roster, active="Bruno", action_text=""))
    assert isinstance(first, Ask)
    assert first.default == "Nia"


# --- exact odds -----------------------------------------------------------------------------

@pytest.mark.parametrize(("dice", "difficulty", "quirk"),
                         list(itertools.product((1, 2, 3), (4, 5, 6), (False, True))))
def test_the_chance_line_is_exact_by_enumeration(dice: int, difficulty: int,
                                                 quirk: bool) -> None:
    target = difficulty + quirk
    rolls = list(itertools.product(range(1, 7), repeat=dice))
    hits = [sum(face >= target for face in roll) for roll in rolls]
    success = Fraction(sum(h >= 1 for h in hits), len(rolls))
    exceptional = Fraction(sum(h >= 2 for h in hits), len(rolls))
    critical = Fraction(sum(all(f == 1 for f in roll) for roll in rolls), len(rolls))
    message = chance_message(dice, difficulty, quirk)
    assert isinstance(message, Message)
    for key, value in (("chance", success), ("exceptional", exceptional),
                       ("critical", critical)):
        exact = str(value.numerator) if value.denominator == 1 else str(value)
        assert str(message.params[key]).startswith(f"{exact} (")
        assert str(message.params[key]).endswith("%)")


def test_a_defeat_that_brings_the_fourth_affliction_says_who_retires(campaign: Path) -> None:
    for name in ("tos", "cojera", "fiebre"):
        assert solo(campaign, "tricube", "affliction", "add", name)[0] == 0
    assert solo(campaign, "tricube", "resolve", "-3", "--affliction", "miedo")[0] == 0
    text = journal(campaign)
    assert ("=> Derrota de Nia: miedo (temporal)\n=> Nia queda fuera del resto de la escena\n"
            "=> Nia se retira: más de 3 aflicciones\n") in text
    assert text.count("se retira") == 1


def test_a_track_dropped_leaves_a_line(campaign: Path) -> None:
    assert solo(campaign, "tricube", "effort", "new", "Muro", "2")[0] == 0
    assert solo(campaign, "tricube", "challenge", "--dice", "5 1", "--effort", "muro")[0] == 0
    assert solo(campaign, "tricube", "effort", "drop", "MURO")[0] == 0
    assert "=> Muro: fuera de juego (quedaban 1/2 fichas)" in journal(campaign)
    assert area_state(campaign, "c", "tricube").get("trackers", {}) == {}
