"""Quick Tricube commands run the guided procedures with their answers pre-filled."""

from __future__ import annotations

from dataclasses import replace

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import InputError, RuleError
from solo.i18n import use_language
from solo.journal.entry import Entry
from solo.procedures.prefilled import quiet, run_quick
from solo.procedures.steps import run_scripted
from solo.systems.tricube.procedures.answers import parse_cost, parse_optional, parse_reward
from solo.systems.tricube.procedures.challenge import challenge
from solo.systems.tricube.procedures.versus import versus
from solo.systems.tricube.rules.challenge import Outcome, QuirkReward, karma_spent
from solo.systems.tricube.rules.character import new_character
from solo.systems.tricube.rules.dice import Trait, parse_difficulty, parse_trait
from solo.systems.tricube.rules.foes import FoeTrait, parse_foe_trait


def _lines(entries: list[Entry]) -> list[str]:
    return [line for entry in entries for line in entry.lines]


def test_a_roll_without_its_price_only_reports_the_roll() -> None:
    kept: list[Entry] = []
    with use_language("es"):
        summary = run_quick(challenge(ScriptedRng([2, 2]), dice=2, difficulty=5, quirk=True,
                                      quirk_name="curiosa", karma=False, action_text="",
                                      settle_price=False), {}, kept.append)
    assert summary.result.outcome is Outcome.FAILURE
    assert (summary.resolve_lost, summary.reward) == (0, None)
    assert _lines(kept) == ["d: +1 defecto (curiosa) 2d6>=6=0 (2 2) -> Fallo (aciertos: 0)"]


def test_quick_answers_settle_a_character_as_the_guided_questions_do() -> None:
    nia = replace(new_character("Nia", "ágil", "ladrona", "ganzúas", "curiosa"), karma=2)
    answers = {"tricube.ask.cost": "2", "tricube.ask.reward": "karma", "tricube.ask.perk": "-"}
    kept: list[Entry] = []
    summary = run_quick(challenge(ScriptedRng([2, 2]), nia, dice=2, difficulty=5, quirk=True,
                                  quirk_name="curiosa", karma=False, action_text=""),
                        answers, kept.append)
    assert (summary.resolve_lost, summary.reward) == (2, QuirkReward.KARMA)
    guided = run_scripted(challenge(ScriptedRng([2, 2]), nia, dice=2, difficulty=5),
                          ["", "curiosa", "2"])
    assert _lines(kept) == [line for entry in guided.recorded for line in entry.lines]


def test_no_karma_left_is_refused_before_rolling() -> None:
    spent = replace(new_character("Nia", "ágil", "ladrona", "ganzúas", "curiosa"), karma=0)
    rng = ScriptedRng([3, 4])
    with pytest.raises(RuleError):
        run_quick(challenge(rng, spent, dice=2, difficulty=5, quirk=False, karma=True,
                            action_text=""), {"tricube.ask.perk": "-"}, [].append)
    assert rng.remaining == 2
    with pytest.raises(RuleError):
        karma_spent(2)


def test_a_quick_defeat_still_asks_the_affliction() -> None:
    hurt = replace(new_character("Nia", "ágil", "ladrona", "ganzúas", "curiosa"), resolve=1)
    run = run_scripted(quiet(challenge(ScriptedRng([2]), hurt, dice=1, difficulty=5, quirk=False,
                                       karma=False, action_text=""),
                             {"tricube.ask.cost": "gm"}), ["brazo roto"])
    assert run.result.defeated
    assert run.shown == ()
    with pytest.raises(InputError):
        run_quick(challenge(ScriptedRng([2]), hurt, dice=1, difficulty=5, quirk=False,
                            karma=False, action_text=""), {"tricube.ask.cost": "0x"}, [].append)


def test_a_quick_versus_judges_the_rolls_without_price() -> None:
    kept: list[Entry] = []
    match = run_quick(versus(ScriptedRng([4, 4, 5]), names=("Ana", "Beto"), dice=(2, 1),
                             action_text="", settle_price=False),
                      {"tricube.ask.quirk": "no", "tricube.ask.versus_karma": "no"}, kept.append)
    assert match.reports is None
    assert match.result.verdict.value == "second"
    assert _lines(kept)[0] == "@ Ana vs Beto"


@pytest.mark.parametrize(("text", "value"), [
    ("strong", Trait.BRAWNY), ("ÁGILES", Trait.AGILE), ("astuta", Trait.CRAFTY),
    ("cra", Trait.CRAFTY)])
def test_traits_are_catalog_words(text: str, value: Trait) -> None:
    assert parse_trait(text) is value


def test_other_typed_words_come_from_the_catalogs() -> None:
    assert [parse_difficulty(w) for w in ("estándar", "media", "Easy", "difícil")] == [5, 5, 4, 6]
    assert parse_foe_trait("estúpida") is FoeTrait.STUPID
    assert parse_reward("r") is QuirkReward.RESOLVE
    assert parse_reward("resolve") is QuirkReward.RESOLVE
    assert (parse_cost("MJ"), parse_cost("program")) == (1, 1)
    assert parse_optional("Nada") == ""
    assert parse_optional("nariz") == "nariz"


def test_a_small_chance_never_reads_as_zero() -> None:
    from fractions import Fraction

    from solo.systems.tricube.procedures.chances import share

    assert share(Fraction(1, 216)) == "1/216 (0.5%)"     # a critical failure on three dice
    assert share(Fraction(1, 46656)) == "1/46656 (<0.05%)"
    assert share(Fraction(0)) == "0 (0.0%)"
    assert share(Fraction(7, 10)) == "7/10 (70.0%)"
