"""Issue 27, Tricube: the optional foe rule reachable (traits stored with the foe, used by the
guided and quick challenge), the one Karma of a challenge paid by the roller or an ally, no
retired character offered in a versus, and every chance line exact by enumeration."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import RuleError
from solo.i18n import use_language
from solo.procedures.steps import Ask, Message, RollFor, run_scripted
from solo.systems.tricube.procedures.challenge import challenge, chance_message, quirk_preview
from solo.systems.tricube.procedures.chances import share
from solo.systems.tricube.procedures.versus import versus
from solo.systems.tricube.rules.character import Affliction, Character, new_character
from solo.systems.tricube.rules.effort import EffortTracker, foe
from solo.systems.tricube.rules.foes import FoeTrait, foe_step
from solo.systems.tricube.rules.opposed import Verdict
from solo.systems.tricube.rules.opposed import versus as judge
from tests.conftest import area_state, run_cli

NIA = "ágil\nladrona\nganzúas\ncuriosa\n"
BRUNO = "fuerte\nherrero\nbrazos de hierro\ngruñón\n"


def nia() -> Character:
    return new_character("Nia", "ágil", "ladrona", "ganzúas", "curiosa")


def bruno() -> Character:
    return new_character("Bruno", "fuerte", "herrero", "brazos de hierro", "gruñón")


def asked(run: Any) -> list[Ask]:
    return [step for step in run.steps if isinstance(step, Ask)]


def lines(run: Any) -> list[str]:
    return [line for entry in run.recorded for line in entry.lines]


def witch() -> EffortTracker:
    return foe("Bruja", 2, 5, traits=(FoeTrait.AGILE, FoeTrait.WEAK))


# --- the foe rule, by the table ---------------------------------------------------------------

@pytest.mark.parametrize(("against", "traits", "level", "step"), [
    ("agile", ("agile",), 1, 1), ("agile", ("clumsy",), 1, -1), ("brawny", ("agile",), 1, 0),
    ("brawny", ("weak",), 2, 0), ("crafty", ("crafty", "stupid"), 1, 0),
    ("crafty", (), 3, 1), ("agile", (), 1, 0), ("agile", ("agile",), 2, 2),
])
def test_foe_step_follows_the_rule(against: str, traits: tuple[str, ...], level: int,
                                   step: int) -> None:
    # Nia is level 1: a foe of level 2 or more adds 1, one of level 1 nothing.
    assert foe_step(against=against, foe_traits=traits, foe_level=level,
                    character_level=1) == step


def test_the_guided_challenge_against_a_foe_asks_the_trait_and_moves_the_difficulty() -> None:
    with use_language("es"):
        run = run_scripted(challenge(ScriptedRng([6, 6, 3]), nia(), dice=3, difficulty=5,
                                     quirk=False, karma=False, action_text="", tracker=witch(),
                                     failure_cost=1), ["ágil"])
    (question,) = [a for a in asked(run) if a.prompt == "tricube.ask.foe_trait"]
    assert question.default == "agile"                       # Nia's own trait
    step = [m for m in run.shown if isinstance(m, Message) and m.key == "tricube.msg.foe_step"]
    assert step[0].params == {"name": "Bruja", "step": "+2", "base": 5, "difficulty": 7}
    result = run.result.result
    assert (result.difficulty, result.hits, result.foe) == (7, 0, 2)
    assert "d: +2 (enemigo: Bruja) 3d6>=7=0 (6 6 3) -> Fallo (aciertos: 0)" in lines(run)


def test_a_weak_foe_makes_a_brawny_roll_easier() -> None:
    run = run_scripted(challenge(ScriptedRng([4, 2]), bruno(), dice=2, difficulty=5,
                                 quirk=False, karma=False, action_text="",
                                 foe=witch(), failure_cost=0), ["fuerte"])
    assert run.result.result.difficulty == 5              # weak −1, level 2 +1
    assert run.result.tracker is None                     # defended against: no token taken


def test_a_foe_with_no_traits_asks_nothing_and_only_its_level_counts() -> None:
    orc = foe("Orco", 1, 5)
    run = run_scripted(challenge(ScriptedRng([5, 1, 1]), nia(), dice=3, difficulty=5,
                                 quirk=False, karma=False, action_text="", tracker=orc,
                                 failure_cost=0), [])
    assert "tricube.ask.foe_trait" not in [a.prompt for a in asked(run)]
    assert run.result.result.difficulty == 5
    assert not any(": 5 -> " in line and "enemigo" in line for line in lines(run))


@pytest.mark.parametrize(("dice", "difficulty", "quirk", "step"),
                         list(itertools.product((1, 2, 3), (4, 5, 6), (False, True),
                                                (-2, -1, 0, 1, 2))))
def test_every_chance_line_with_a_foe_is_exact_by_enumeration(dice: int, difficulty: int,
                                                             quirk: bool, step: int) -> None:
    target = difficulty + step + quirk
    rolls = list(itertools.product(range(1, 7), repeat=dice))
    hits = [sum(face >= target for face in roll) for roll in rolls]
    success = Fraction(sum(h >= 1 for h in hits), len(rolls))
    exceptional = Fraction(sum(h >= 2 for h in hits), len(rolls))
    critical = Fraction(sum(h == 0 and all(f == 1 for f in roll)
                            for h, roll in zip(hits, rolls, strict=True)), len(rolls))
    message = chance_message(dice, difficulty, quirk, step)
    assert message.params == {"chance": share(success), "exceptional": share(exceptional),
                              "critical": share(critical)}
    if not quirk:
        with_quirk = Fraction(sum(any(f >= target + 1 for f in roll) for roll in rolls),
                              len(rolls))
        preview = quirk_preview(dice, difficulty, step)
        assert (preview.params["before"], preview.params["after"]) == (share(success),
                                                                       share(with_quirk))
        assert "/" in preview.params["before"] or success in (0, 1)


# --- the one Karma of a challenge, the roller's or an ally's ---------------------------------

def test_an_ally_pays_the_one_karma_and_the_journal_says_whose() -> None:
    with use_language("es"):
        run = run_scripted(challenge(ScriptedRng([4, 2]), nia(), dice=2, difficulty=5,
                                     quirk=False, action_text="", failure_cost=0,
                                     allies=(bruno(),)), ["Bruno", ""])
    summary = run.result
    assert summary.result.karma and summary.result.difficulty == 4
    assert summary.ally is not None and summary.ally.karma == 2
    assert summary.character.karma == 3                       # the roller keeps hers
    (question,) = [a for a in asked(run) if a.prompt == "tricube.ask.karma_who"]
    assert next(c.value for c in question.choices) == "no"
    assert len(question.choices) == 3                         # none, Nia, Bruno
    text = lines(run)
    assert "d: -1 Karma de Bruno (brazos de hierro) 2d6>=4=1 (4 2) -> Éxito (aciertos: 1)" in text
    assert text.index("[PC:Bruno|Karma 2|Resolución 3]") == text.index(
        "d: -1 Karma de Bruno (brazos de hierro) 2d6>=4=1 (4 2) -> Éxito (aciertos: 1)") + 1
    assert summary.to_json()["karma_from"] == "Bruno"


def test_an_ally_without_karma_or_retired_is_not_offered() -> None:
    spent = replace(new_character("Ana", "astuto", "sabia", "libros", "tos"), karma=0)
    worn = replace(bruno(), afflictions=tuple(Affliction(f"a{i}") for i in range(4)))
    allies = (spent, worn)
    run = run_scripted(challenge(ScriptedRng([4, 2]), nia(), dice=2, difficulty=5,
                                 quirk=False, action_text="", failure_cost=0,
                                 allies=allies), ["sí", ""])
    assert next(a.prompt for a in asked(run)) == "tricube.ask.karma"  # yes or no: hers alone
    assert run.result.character.karma == 2 and run.result.ally is None


def test_the_guided_command_saves_the_allys_karma(home: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=home)[0] == 0
    for name, answers in (("Nia", NIA), ("Bruno", BRUNO)):
        assert run_cli("--campaign", "c", "tricube", "pj", "nuevo", name, home=home,
                       stdin=answers)[0] == 0
    code, out, err = run_cli("--json", "--campaign", "c", "tricube", "challenge", "--guided",
                             "--pj", "Nia", "--dice", "4 2", home=home,
                             stdin="abrir\n\n\n3\n\n")
    assert code == 0, err
    assert json.loads(out.strip().splitlines()[-1][out.strip().splitlines()[-1].index("{"):]
                      )["karma_from"] == "Bruno"
    saved = area_state(home, "c", "tricube")["characters"]
    assert (saved["Bruno"]["karma"], saved["Nia"]["karma"]) == (2, 3)
    text = (home / "journals" / "c" / "journal.md").read_text(encoding="utf-8")
    assert "-1 Karma de Bruno (brazos de hierro)" in text


# --- foes in the state, from the command line ---------------------------------------------------

def test_a_foes_traits_are_stored_journaled_and_used_by_the_quick_challenge(home: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=home)[0] == 0
    assert run_cli("--campaign", "c", "tricube", "pj", "nuevo", "Nia", home=home,
                   stdin=NIA)[0] == 0
    code, _, err = run_cli("--campaign", "c", "tricube", "effort", "foe", "Bruja", "--level",
                           "2", "--rasgos", "ágil, débil", home=home)
    assert code == 0, err
    assert area_state(home, "c", "tricube")["trackers"]["Bruja"]["traits"] == ["agile", "weak"]
    text = (home / "journals" / "c" / "journal.md").read_text(encoding="utf-8")
    assert "=> Bruja: nivel 2; rasgos: ágil, débil" in text
    code, _, err = run_cli("--campaign", "c", "tricube", "effort", "foe", "Lobo", "--traits",
                           "veloz", home=home)
    assert code != 0 and "veloz" in err and "Traceback" not in err
    assert "Lobo" not in area_state(home, "c", "tricube")["trackers"]
    # Quick: Nia (agile) against the agile Bruja of level 2: 5 + 2 = 7, the 6s miss.
    code, out, err = run_cli("--json", "--campaign", "c", "tricube", "challenge", "--effort",
                             "Bruja", "--dice", "6 6 1", "--cost", "0", home=home)
    assert code == 0, err
    data = json.loads(out.strip().splitlines()[-1])
    assert (data["difficulty"], data["hits"], data["foe"]) == (7, 0, 2)
    # Quick, brawny (the option): weak −1, level +1.
    code, out, err = run_cli("--json", "--campaign", "c", "tricube", "challenge", "--effort",
                             "Bruja", "--rasgo", "fuerte", "--dice", "5 1 1", "--cost", "0",
                             home=home)
    assert code == 0, err
    assert json.loads(out.strip().splitlines()[-1])["difficulty"] == 5
    text = (home / "journals" / "c" / "journal.md").read_text(encoding="utf-8")
    assert "d: +2 (enemigo: Bruja) 3d6>=7=0 (6 6 1) -> Fallo" in text


# --- versus: no retired character offered; exact chances ---------------------------------------

def test_the_versus_prompt_lists_no_retired_character_and_refuses_one_typed() -> None:
    worn = replace(bruno(), afflictions=tuple(Affliction(f"a{i}") for i in range(4)))
    ana = new_character("Ana", "astuto", "sabia", "libros", "tos")
    steps = versus(ScriptedRng([]), (nia(), worn, ana), active="Nia", action_text="")
    first = next(steps)
    assert isinstance(first, Ask)
    assert first.params["names"] == "Nia, Ana"
    run = run_scripted(versus(ScriptedRng([5, 5, 5, 2, 2, 2]), (nia(), worn, ana),
                              active="Nia", action_text="", dice=(3, 3),
                              quirks=(False, False), karma=(False, False), failure_cost=0),
                       ["", "Bruno", "Ana"])
    assert [e.key for e in run.errors] == ["tricube.error.retired"]
    assert run.result.result.verdict is Verdict.FIRST


@pytest.mark.parametrize(("first", "second"), [(1, 1), (2, 3), (3, 2), (3, 3)])
def test_the_versus_chance_line_is_exact_by_enumeration(first: int, second: int) -> None:
    run = run_scripted(versus(ScriptedRng([3] * (first + second)), (nia(), bruno()),
                              names=("Nia", "Bruno"), action_text="", dice=(first, second),
                              quirks=(False, False), karma=(False, False), failure_cost=0), [])
    (chance,) = [s.odds for s in run.steps if isinstance(s, RollFor)
                 and isinstance(s.odds, Message) and s.odds.key == "tricube.msg.versus_chance"]
    counts = dict.fromkeys(Verdict, 0)
    rolls = list(itertools.product(itertools.product(range(1, 7), repeat=first),
                                   itertools.product(range(1, 7), repeat=second)))
    for a, b in rolls:
        counts[judge(a, b).verdict] += 1
    for verdict in Verdict:
        assert chance.params[f"p_{verdict.value}"] == share(Fraction(counts[verdict],
                                                                     len(rolls)))


def test_a_foe_with_a_bad_trait_in_the_state_is_one_line() -> None:
    with pytest.raises(RuleError):
        EffortTracker.from_data({"name": "X", "tokens": 1, "remaining": 1, "level": 1,
                                 "traits": ["veloz"]})


def test_the_quick_challenge_names_the_ally_who_pays(home: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=home)[0] == 0
    for name, answers in (("Nia", NIA), ("Bruno", BRUNO)):
        assert run_cli("--campaign", "c", "tricube", "pj", "nuevo", name, home=home,
                       stdin=answers)[0] == 0
    code, out, err = run_cli("--json", "--campaign", "c", "tricube", "challenge", "--pj", "Nia",
                             "--dice", "4 2", "--aliado", "Bruno", "--cost", "0", home=home)
    assert code == 0, err
    data = json.loads(out.strip().splitlines()[-1])
    assert (data["difficulty"], data["outcome"], data["karma_from"]) == (4, "success", "Bruno")
    saved = area_state(home, "c", "tricube")["characters"]
    assert (saved["Bruno"]["karma"], saved["Nia"]["karma"]) == (2, 3)
    text = (home / "journals" / "c" / "journal.md").read_text(encoding="utf-8")
    assert "d: -1 Karma de Bruno (brazos de hierro) 2d6>=4=1 (4 2) -> Éxito (aciertos: 1)" in text
    assert run_cli("--campaign", "c", "tricube", "karma", "-2", "--pj", "Bruno", home=home)[0] == 0
    written = text
    code, _, err = run_cli("--campaign", "c", "tricube", "challenge", "--pj", "Nia", "--dice",
                           "4 2", "--ally", "Bruno", home=home)
    assert code != 0 and "Bruno" in err and "Traceback" not in err
    after = (home / "journals" / "c" / "journal.md").read_text(encoding="utf-8")
    assert "d: " not in after[len(written):]                 # refused before any die
