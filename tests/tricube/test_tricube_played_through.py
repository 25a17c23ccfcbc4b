"""Issue 13, Tricube Tales: penalties apply, versus with quirks and Karma, names that don't collide."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import RuleError
from solo.procedures.prefilled import run_quick
from solo.procedures.steps import Ask, Message, run_scripted
from solo.systems.tricube.procedures.challenge import challenge
from solo.systems.tricube.procedures.versus import versus
from solo.systems.tricube.rules.challenge import QuirkReward
from solo.systems.tricube.rules.character import Affliction, new_character
from solo.systems.tricube.rules.opposed import Verdict
from tests.conftest import run_cli


def nia():
    return new_character("Nia", "ágil", "ladrona", "ganzúas", "curiosa")


def bruno():
    return new_character("Bruno", "fuerte", "herrero", "brazos de hierro", "gruñón")


# 10. Penalties apply ----------------------------------------------------------------------------

def test_off_trait_and_outside_knowledge_roll_one_die(home: Path) -> None:
    code, out, _ = run_cli("--json", "tricube", "challenge", "--off-trait", "--outside",
                           "--dice", "5", home=home)
    assert code == 0 and json.loads(out)["faces"] == [5]
    code, _, err = run_cli("tricube", "challenge", "--sin-rasgo", "--sin-saber", "--dice", "4 5",
                           home=home)
    assert code == 2 and "2 caras" in err and "1 dados" in err


def test_guided_off_trait_outside_rolls_one_die():
    run = run_scripted(challenge(ScriptedRng([5]), nia(), difficulty=5, quirk=False,
                                 action_text="", failure_cost=0), ["no", "sí", ""])
    assert run.result.result.faces == (5,)


def test_a_retired_character_cannot_roll():
    worn = replace(nia(), afflictions=tuple(Affliction(f"a{i}") for i in range(4)))
    with pytest.raises(RuleError) as refused:
        next(challenge(ScriptedRng([]), worn))
    assert refused.value.key == "tricube.error.retired"
    assert "4 aflicciones" in refused.value.message("es")
    with pytest.raises(RuleError):  # named by an option: refused in one line
        run_scripted(versus(ScriptedRng([]), (worn, bruno()), names=("Nia", "Bruno")), [""])


def test_the_quirks_refund_goes_where_it_can_and_says_so():
    # Success with a quirk: Karma or Resolve; Resolve is full, so it goes to Karma, unasked.
    spent = replace(nia(), karma=2)
    run = run_scripted(challenge(ScriptedRng([6, 6, 2]), spent, dice=3, difficulty=5,
                                 quirk=True, quirk_name="curiosa", karma=False,
                                 action_text=""), [])
    assert run.result.reward is QuirkReward.KARMA and run.result.character.karma == 3
    assert not any(isinstance(s, Ask) and s.prompt == "tricube.ask.reward" for s in run.steps)
    moved = [i for i in run.shown if isinstance(i, Message) and i.key == "tricube.msg.reward_moved"]
    assert moved and moved[0].params["name"] == "Nia"


# 11. Versus: quirks and Karma on each side; the dice before the affliction --------------------------

def test_quick_versus_takes_each_sides_quirk_and_karma(home: Path) -> None:
    code, out, _ = run_cli("--json", "tricube", "versus", "--dice", "5 3", "--against", "6 1",
                           "--karma", "--against-quirk", home=home)
    data = json.loads(out)
    assert code == 0
    assert data["first"]["karma"] is True and data["second"]["quirk"] is True
    assert data["first"]["difficulty"] == 5   # Bruno's 6, less 1 for the Karma


def test_the_karma_question_says_what_it_would_change():
    rng = ScriptedRng([5, 2, 6, 1])
    run = run_scripted(versus(rng, (nia(), bruno()), active="Nia"),
                       ["", "", "no", "no", "no", "", "no", "no", "no", "no", "0"])
    question = next(s for s in run.steps if isinstance(s, Ask)
                    and s.prompt == "tricube.ask.versus_karma")
    assert question.params["verdict"] == "Empate: el resultado favorece a ambos por igual"
    assert run.result.result.verdict is Verdict.SECOND


def test_the_dice_are_shown_before_the_affliction_question():
    beaten = replace(nia(), resolve=1)
    run = run_scripted(challenge(ScriptedRng([2, 3]), beaten, dice=2, difficulty=5,
                                 quirk=False, karma=False, action_text="", failure_cost=1),
                       ["una cicatriz"])
    question = next(s for s in run.steps if isinstance(s, Ask)
                    and s.prompt == "tricube.ask.affliction")
    assert question.params["faces"] == "[2] [3]"
    assert run.result.affliction == Affliction("una cicatriz")


def test_quick_and_guided_reach_the_same_versus_with_quirks_and_karma():
    answers = {"tricube.ask.perk": "-"}
    quick = run_quick(versus(ScriptedRng([5, 3, 6, 1]), names=("A", "B"), dice=(2, 2),
                             action_text="", settle_price=False, quirks=(False, True),
                             karma=(True, False)), answers, lambda _entry: None)
    assert (quick.result.first.karma, quick.result.second.quirk) == (True, True)


@pytest.mark.parametrize(("line", "named"), [
    (("tricube", "character", "use"), "NOMBRE"),
    (("tricube", "effort", "new"), "NOMBRE, FICHAS"),
    (("tricube", "advance"), "TIPO, TEXTO"),
    (("frag", "character", "use"), "NOMBRE"),
    (("zodiac", "character", "use"), "NOMBRE"),
])
def test_missing_data_is_named_in_the_players_words(home: Path, line: tuple[str, ...],
                                                    named: str) -> None:
    code, _, err = run_cli(*line, home=home)
    assert code == 2 and err.strip().endswith(named)
