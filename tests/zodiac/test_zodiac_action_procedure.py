"""`zodiac action` is one procedure: the guided questions and the quick options reach the same roll."""

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import InputError, RuleError
from solo.procedures.prefilled import run_quick
from solo.procedures.steps import Ask, run_scripted
from solo.systems.zodiac.procedures.action import ActionSetup, action_roll
from solo.systems.zodiac.rules.character import SAMPLE_DATA, Character
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.passive import PassiveResult


def nia() -> Character:
    return Character.from_data(SAMPLE_DATA)


def test_guided_action_asks_the_action_and_cd_then_rolls_and_journals():
    transcript = run_scripted(action_roll(ActionSetup(pc=nia()), ScriptedRng([9]), ScriptedRng([]),
                                          "es"), ["volar", "atletismo", "7"])
    assert [s.prompt for s in transcript.steps if isinstance(s, Ask)][:3] == [
        "zodiac.ask.action", "zodiac.ask.action", "zodiac.ask.cd"]
    assert [e.key for e in transcript.errors] == ["zodiac.error.unknown_action"]
    done = transcript.result
    assert done.result.request.cd == 7
    assert done.what == f"{nia().name}: Atletismo"
    assert len(transcript.recorded) == 1


def test_quick_answers_reach_the_same_roll_and_journal_as_the_guided_ones():
    answers = {"zodiac.ask.action": "athletics", "zodiac.ask.cd": "compleja",
               "zodiac.ask.skills": ""}
    kept: list[object] = []
    quick = run_quick(action_roll(ActionSetup(pc=nia()), ScriptedRng([12]), ScriptedRng([]),
                                  "en"), answers, kept.append)
    guided = run_scripted(action_roll(ActionSetup(pc=nia()), ScriptedRng([12]), ScriptedRng([]),
                                      "en"), ["athletics", "compleja", ""])
    assert quick == guided.result
    assert [str(e) for e in kept] == [str(e) for e in guided.recorded]
    assert quick.result.request.cd == 13


def test_quick_refuses_a_bad_prefilled_answer_in_one_error():
    with pytest.raises(InputError) as error:
        run_quick(action_roll(ActionSetup(pc=nia()), ScriptedRng([5]), ScriptedRng([])),
                  {"zodiac.ask.action": "volar", "zodiac.ask.cd": "7"}, lambda _entry: None)
    assert error.value.key == "zodiac.error.unknown_action"


def test_without_a_pc_the_options_alone_make_the_roll_and_at_is_needed():
    done = run_quick(action_roll(ActionSetup({"at": 0, "cd": 7}), ScriptedRng([7]),
                                 ScriptedRng([])), {}, lambda _entry: None)
    assert done.result.grade is Grade.SUCCESS_BENEFIT
    assert done.what == "d12"
    with pytest.raises(InputError) as error:
        run_quick(action_roll(ActionSetup({"cd": 7}), ScriptedRng([]), ScriptedRng([])), {},
                  lambda _entry: None)
    assert error.value.key == "zodiac.error.at_needed"


def test_passive_uses_the_cde_and_rolls_nothing():
    done = run_quick(action_roll(ActionSetup({"at": 0, "cd": 7}, passive=True, cde=8),
                                 ScriptedRng([]), ScriptedRng([])), {}, lambda _entry: None)
    assert isinstance(done.result, PassiveResult)
    assert (done.result.value, done.what) == (8, "CDE")


def test_a_ts_rolls_under_a_score_of_the_sheet_or_an_actions_pb():
    from solo.systems.zodiac.rules.scores import Action, Attribute

    pc = nia()
    assert pc.ts_score("FUE") == (pc.scores["fue"], Attribute.FUE)
    assert pc.ts_score("stealth") == (pc.derived(Action.DISCRECION).pb, Action.DISCRECION)
    with pytest.raises(RuleError) as refused:
        pc.ts_score("nada de nada")
    assert refused.value.key == "zodiac.error.unknown_action"
