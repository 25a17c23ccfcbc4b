"""The guided challenge and character creation, driven end to end with scripted answers."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from solo.dice.rng import Rng, ScriptedRng, d
from solo.i18n import use_language
from solo.journal.entry import Kind
from solo.procedures.steps import Ask, Message, run_scripted
from solo.systems.tricube.procedures.challenge import ChallengeSummary, challenge
from solo.systems.tricube.procedures.creation import create_character
from solo.systems.tricube.rules.afflictions import lose_resolve
from solo.systems.tricube.rules.challenge import ChallengeResult, Outcome, QuirkReward
from solo.systems.tricube.rules.character import Affliction, Character, new_character, spend_karma
from solo.systems.tricube.rules.dice import Trait
from solo.systems.tricube.rules.effort import effort


@pytest.fixture(autouse=True)
def spanish() -> object:
    with use_language("es"):
        yield


def mage() -> Character:
    return new_character("Maga", "astuta", "maga de la cripta", "piromancia", "nariz verrugosa")


@dataclass(frozen=True)
class FakeDraw:
    table_id: str
    dice: str
    value: int | None
    text: dict[str, str]

    def in_language(self, lang: str) -> str:
        return self.text[lang]


def fake_drawer(rng: Rng) -> tuple[FakeDraw, str]:
    value = rng.roll(d(36), 1)[0]
    return FakeDraw("tricube/complicaciones", "1d36", value,
                    {"es": f"complicación {value}", "en": f"complication {value}"}), ""


def asked(transcript: object) -> list[str]:
    return [s.prompt for s in transcript.steps if isinstance(s, Ask)]  # type: ignore[attr-defined]


def journal(transcript: object) -> list[str]:
    entries = transcript.recorded  # type: ignore[attr-defined]
    assert all(e.kind is Kind.MECHANICS for e in entries)
    return [line for e in entries for line in e.lines]


def test_mage_door_example_guided_with_karma() -> None:
    rng = ScriptedRng([3, 4])
    run = run_scripted(challenge(rng, mage()),
                       ["abrir la puerta con fuego", "no", "no", "5", "no", "sí", "piromancia"])
    rng.finish()
    summary: ChallengeSummary = run.result
    assert (summary.result.faces, summary.result.difficulty) == ((3, 4), 4)
    assert summary.result.outcome is Outcome.SUCCESS
    assert summary.character is not None
    assert summary.character.karma == 2
    assert summary.perk == "piromancia"
    assert asked(run) == ["tricube.ask.action", "tricube.ask.fits_trait", "tricube.ask.knowledge",
                          "tricube.ask.difficulty", "tricube.ask.quirk", "tricube.ask.karma",
                          "tricube.ask.perk"]
    assert journal(run) == [
        "@ abrir la puerta con fuego",
        "d: -1 Karma (piromancia) 2d6>=4=1 (3 4) -> Éxito (aciertos: 1)",
        "[PC:Maga|Karma 2|Resolución 3]",
    ]
    shown = [i for i in run.shown if isinstance(i, ChallengeResult)]
    assert [r.outcome for r in shown] == [Outcome.FAILURE, Outcome.SUCCESS]


def test_every_question_explains_its_rule() -> None:
    rng = ScriptedRng([3, 4])
    run = run_scripted(challenge(rng, mage()), ["", "no", "no", "", "no", "no", "gm"])
    for step in run.steps:
        if isinstance(step, Ask) and step.prompt not in ("tricube.ask.action", "tricube.ask.perk"):
            assert step.explain is not None, step.prompt
            assert step.explain.startswith("tricube.explain.")


def test_bad_answers_are_asked_again() -> None:
    rng = ScriptedRng([6, 6, 2])
    run = run_scripted(challenge(rng, mage()),
                       ["", "quizá", "sí", "no", "7", "banana", "difícil", "3", "no"])
    assert [e.key for e in run.errors] == ["tricube.error.bad_yes_no",
                                           "tricube.error.difficulty_range",
                                           "tricube.error.bad_difficulty",
                                           "tricube.error.bad_choice"]
    assert run.result.result.difficulty == 6
    assert run.result.result.outcome is Outcome.EXCEPTIONAL


def test_quirk_then_resolve_reward_on_success() -> None:
    start = new_character("Bruja", "astuta", "bruja", "pociones", "nariz verrugosa")
    start = lose_resolve(start, 1).character
    rng = ScriptedRng([6, 2])
    run = run_scripted(challenge(rng, start, dice=2, difficulty=5),
                       ["cortejar al joven", "nariz verrugosa", "resolución"])
    summary = run.result
    assert summary.result.difficulty == 6
    assert summary.result.outcome is Outcome.SUCCESS
    assert summary.reward is QuirkReward.RESOLVE
    assert summary.character.resolve == 3
    assert summary.quirk == "nariz verrugosa"
    assert journal(run)[1] == (
        "d: +1 defecto (nariz verrugosa) 2d6>=6=1 (6 2) -> Éxito (aciertos: 1)")
    assert "=> Bruja recupera 1 de Resolución por el defecto" in journal(run)


def test_quirk_on_failure_pays_back_karma_without_asking() -> None:
    start = new_character("Bruja", "astuta", "bruja", "pociones", "nariz verrugosa")
    start = spend_karma(start)
    rng = ScriptedRng([5, 2])
    run = run_scripted(challenge(rng, start, dice=2, difficulty=5, karma=False),
                       ["", "2", "0"])  # 2: the first quirk (1 is none)
    summary = run.result
    assert summary.result.outcome is Outcome.FAILURE
    assert summary.reward is QuirkReward.KARMA
    assert summary.character.karma == 3
    assert "tricube.ask.reward" not in asked(run)


def test_failure_costs_resolve_when_the_program_plays_gm() -> None:
    rng = ScriptedRng([2, 3, 4])
    run = run_scripted(challenge(rng, mage(), dice=3, difficulty=5, quirk=False, karma=False),
                       ["", "gm"])
    assert (run.result.resolve_lost, run.result.character.resolve) == (1, 2)
    assert "=> Maga pierde 1 de Resolución" in journal(run)


def test_critical_failure_costs_double_and_draws_a_complication() -> None:
    rng = ScriptedRng([1, 1, 17])
    run = run_scripted(challenge(rng, mage(), dice=2, difficulty=5, quirk=False,
                                 draw_complication=fake_drawer),
                       ["", "1"])
    rng.finish()
    summary = run.result
    assert summary.result.outcome is Outcome.CRITICAL_FAILURE
    assert summary.result.complication == "complicación 17"
    assert summary.resolve_lost == 2
    assert summary.character.resolve == 1
    assert 'tbl: tricube/complicaciones 1d36=17 -> "complicación 17"' in journal(run)
    assert summary.to_json()["complication"] == "complicación 17"


def test_defeat_by_critical_failure_gives_a_permanent_affliction() -> None:
    start = lose_resolve(mage(), 2).character
    rng = ScriptedRng([1])
    run = run_scripted(challenge(rng, start, dice=1, difficulty=5, quirk=False, failure_cost=1),
                       ["", "brazo roto"])
    summary = run.result
    assert not run.errors
    assert summary.defeated
    assert summary.affliction == Affliction("brazo roto", True)
    assert summary.character.resolve == 3
    assert "=> Derrota de Maga: brazo roto (permanente)" in journal(run)


def test_an_empty_affliction_answer_takes_the_suggested_one() -> None:
    """The dice were shown: leaving the question blank takes the suggested affliction."""
    start = lose_resolve(mage(), 2).character
    run = run_scripted(challenge(ScriptedRng([1]), start, dice=1, difficulty=5, quirk=False,
                                 failure_cost=1),
                       ["", ""])
    assert not run.errors
    assert run.result.affliction == Affliction("Agotamiento", True)
    assert "=> Derrota de Maga: Agotamiento (permanente)" in journal(run)


def test_fourth_affliction_retires_the_character() -> None:
    start = mage()
    for name in ("a", "b", "c"):
        start = Character.from_data({**start.to_data(), "afflictions": [
            *start.to_data()["afflictions"], {"name": name, "permanent": False}]})
    start = replace(start, resolve=1)
    run = run_scripted(challenge(ScriptedRng([2, 3]), start, dice=2, difficulty=5, quirk=False,
                                 karma=False, failure_cost=1),
                       ["", "miedo"])
    assert run.result.character.retired
    assert "=> Maga se retira: más de 3 aflicciones" in journal(run)
    assert any(isinstance(i, Message) and i.key == "tricube.msg.retired" for i in run.shown)


def test_effort_tokens_in_a_challenge() -> None:
    rng = ScriptedRng([6, 6, 2])
    run = run_scripted(challenge(rng, mage(), dice=3, difficulty=5, quirk=False,
                                 tracker=effort("Esqueletos", 2)),
                       ["bola de fuego"])
    assert run.result.removed == 2
    assert run.result.tracker.overcome
    assert "=> Esqueletos: quedan 0/2 fichas" in journal(run)
    assert run.result.to_json()["effort"] == {"name": "Esqueletos", "removed": 2,
                                              "remaining": 0, "tokens": 2}


def test_without_a_character() -> None:
    rng = ScriptedRng([3, 4])
    run = run_scripted(challenge(rng), ["", "no", "no", "normal", "no", "sí", "", "gm"])
    summary = run.result
    assert summary.character is None
    assert summary.result.outcome is Outcome.SUCCESS
    assert journal(run) == ["d: -1 Karma 2d6>=4=1 (3 4) -> Éxito (aciertos: 1)"]


def test_quick_karma_is_spent_even_when_it_does_not_change_the_outcome() -> None:
    run = run_scripted(challenge(ScriptedRng([6, 6]), mage(), dice=2, difficulty=5,
                                 quirk=False, karma=True, action_text=""), [""])
    assert run.result.result.difficulty == 4
    assert run.result.character.karma == 2


def test_no_karma_left_means_no_question() -> None:
    broke = replace(mage(), karma=0)
    run = run_scripted(challenge(ScriptedRng([3, 4]), broke, dice=2, difficulty=5,
                                 quirk=False, failure_cost=0), [""])
    assert "tricube.ask.karma" not in asked(run)


def test_odds_are_shown_before_the_roll() -> None:
    run = run_scripted(challenge(ScriptedRng([6, 6, 6]), dice=3, difficulty=5, quirk=False,
                                 action_text=""), [])
    chance = [odds for odds in (r.odds_now() for r in run.rolls)
              if isinstance(odds, Message) and odds.key == "tricube.msg.chance"]  # announced with the roll
    assert chance[0].params == {"chance": "19/27 (70.4%)", "exceptional": "7/27 (25.9%)",
                                 "critical": "1/216 (0.5%)"}  # exact, and never shown as 0%


def test_english_journal() -> None:
    with use_language("en"):
        run = run_scripted(challenge(ScriptedRng([1, 1]), dice=2, difficulty=5, quirk=False,
                                     action_text="climb"), ["1"])
    assert journal(run) == ["@ climb", "d: 2d6>=5=0 (1 1) -> Critical failure (hits: 0)",
                            "=> Loses 2 Resolve"]


def test_create_character_guided() -> None:
    run = run_scripted(create_character(),
                       ["", "Nia", "sabia", "ágil", "ladrona", "ganzúas finas", "curiosa"])
    character = run.result
    assert character == Character("Nia", Trait.AGILE, "ladrona", ("ganzúas finas",),
                                  ("curiosa",))
    assert [e.key for e in run.errors] == ["tricube.error.empty", "tricube.error.bad_trait"]
    assert journal(run) == [
        "[PC:Nia|ladrona (rasgo ágil)|Ventaja: ganzúas finas|Defecto: curiosa|Karma 3|Resolución 3]"]
    assert asked(run)[-4:] == ["tricube.ask.trait", "tricube.ask.concept",
                               "tricube.ask.perk_new", "tricube.ask.quirk_new"]


def test_journal_in_the_campaign_language_while_playing_in_another() -> None:
    run = run_scripted(challenge(ScriptedRng([1, 1, 5]), dice=2, difficulty=5, quirk=False,
                                 action_text="trepar", journal_lang="en",
                                 draw_complication=fake_drawer), ["1"])
    assert run.result.result.complication == "complicación 5"
    assert journal(run) == ["@ trepar", "d: 2d6>=5=0 (1 1) -> Critical failure (hits: 0)",
                            'tbl: tricube/complicaciones 1d36=5 -> "complication 5"',
                            "=> Loses 2 Resolve"]
