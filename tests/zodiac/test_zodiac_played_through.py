"""Issue 13, Zodiac: choices after the dice, modifiers named, no-sheet options, creation, trivial CDs."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from solo.dice.rng import ScriptedRng
from solo.i18n import t, use_language
from solo.procedures.prefilled import run_quick
from solo.procedures.steps import Ask, run_scripted
from solo.systems.zodiac.procedures.action import ActionSetup, action_roll
from solo.systems.zodiac.procedures.roll import ActionOdds, AdvantageOdds, advantage_odds
from solo.systems.zodiac.rules.action import roll_action
from solo.systems.zodiac.rules.character import SAMPLE_DATA, Character
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.notes import result_notes
from solo.systems.zodiac.rules.passive import PassiveResult
from solo.systems.zodiac.rules.request import ActionRequest, Advantage
from solo.systems.zodiac.rules.twist import deja_vu
from tests.conftest import Shell, run_cli
from tests.conftest import cli_json as solo_json


def nia(**changes: object) -> Character:
    return Character.from_data({**SAMPLE_DATA, **changes})


def asked(transcript: object) -> list[str]:
    return [s.prompt for s in transcript.steps if isinstance(s, Ask)]  # type: ignore[attr-defined]


# 1. Choices come after the dice ---------------------------------------------------------------

def test_a_failure_consequence_is_offered_as_success_complication_right_after_the_roll():
    # AT -1 (FUE 2 + AGI 3 → Atletismo) + 5 = 4 vs CD 7: Fracaso+Consecuencia.
    run = run_scripted(action_roll(ActionSetup(pc=nia()), ScriptedRng([5]), ScriptedRng([]),
                                   "es"), ["atletismo", "7", "sí"])
    assert asked(run)[-1] == "zodiac.ask.convert"
    assert run.result.result.grade is Grade.SUCCESS_COMPLICATION
    assert run.result.converted
    assert "Se acepta Éxito+Complicación en lugar del Fracaso" in str(run.recorded[-1])


def test_declining_the_conversion_keeps_the_failure():
    run = run_scripted(action_roll(ActionSetup(pc=nia()), ScriptedRng([5]), ScriptedRng([]),
                                   "es"), ["atletismo", "7", "no"])
    assert run.result.result.grade is Grade.FAILURE_CONSEQUENCE
    assert not run.result.converted


def test_one_shot_convert_applies_to_the_roll_being_made_and_never_refuses_another_grade(
        home: Path) -> None:
    converted = solo_json("zodiac", "action", "--at", "0", "--cd", "7", "--dice", "5",
                          "--convert", home=home)
    assert converted["grade"] == "success_complication"
    # A roll that is not a Fracaso+Consecuencia stands: no error, nothing to roll again.
    kept = solo_json("zodiac", "action", "--at", "0", "--cd", "7", "--dice", "12",
                     "--convert", home=home)
    assert kept["grade"] == "success_consequence"
    # Without --convert the choice is made (no): the result no longer offers it.
    plain = solo_json("zodiac", "action", "--at", "0", "--cd", "7", "--dice", "5", home=home)
    assert (plain["grade"], plain.get("convertible")) == ("failure_consequence", None)


def test_the_shell_asks_the_conversion_after_a_quick_roll(home: Path) -> None:
    shell = Shell(home, stdin="sí\n")
    done = shell.run("zodiac action --at 0 --cd 7 --dice 5")
    assert done.result.grade is Grade.SUCCESS_COMPLICATION
    assert "Fracaso+Consecuencia (5 contra CD 7)" in done.out


def test_ventaja_is_chosen_after_seeing_the_first_die():
    setup = ActionSetup({"advantage": Advantage.DIE}, nia(), advantage=True,
                        choose_advantage=True)
    run = run_scripted(action_roll(setup, ScriptedRng([9]), ScriptedRng([]), "es"),
                       ["atletismo", "7", "+2"])
    # The first die (9) is shown with what each choice would give, then the question.
    shown = [i for i in run.shown if isinstance(i, AdvantageOdds)]
    assert shown and shown[0].first == (9,)
    assert shown[0].bonus == {Grade.SUCCESS: Fraction(1)}  # 9 - 1 + 2 = 10: CD+3, a sure Éxito
    assert asked(run)[-1] == "zodiac.ask.advantage"
    assert (run.result.result.total, run.result.result.dice) == (10, (9,))
    # The odds of the first die came before it, announced for Nia.
    assert run.rolls[0].who == "Nia" and isinstance(run.rolls[0].odds, ActionOdds)


def test_ventaja_by_extra_die_after_the_first_one_rolls_one_more_and_keeps_the_better():
    setup = ActionSetup({"advantage": Advantage.DIE}, nia(), advantage=True,
                        choose_advantage=True)
    run = run_scripted(action_roll(setup, ScriptedRng([3, 8]), ScriptedRng([]), "es"),
                       ["atletismo", "7", "dado"])
    assert (run.result.result.dice, run.result.result.kept) == ((3, 8), (8,))
    assert [r.why for r in run.rolls] == ["zodiac.why.action", "zodiac.why.advantage_die"]


def test_the_advantage_odds_are_exact_against_enumeration():
    request = ActionRequest(at=0, cd=7)
    odds = advantage_odds(request, (4,))
    counted: dict[Grade, Fraction] = {}
    for face in range(1, 13):
        grade = roll_action(ActionRequest(at=0, cd=7, advantage=Advantage.DIE),
                            ScriptedRng([4, face]), ScriptedRng([6])).grade
        counted[grade] = counted.get(grade, Fraction(0)) + Fraction(1, 12)
    assert dict(odds.die) == counted


def test_elegir_pasiva_below_the_cd_lets_the_player_choose():
    setup = ActionSetup({"cd": 7}, passive=True, cde=5)
    run = run_scripted(action_roll(setup, ScriptedRng([]), ScriptedRng([]), "es"), ["sí"])
    assert isinstance(run.result.result, PassiveResult)
    assert run.result.result.grade is Grade.SUCCESS_COMPLICATION


# 2. Modifiers explain themselves --------------------------------------------------------------

def test_each_modifier_is_named_where_the_result_is_shown():
    result = roll_action(ActionRequest(at=0, cd=7, hindered=True, weakness=True,
                                       encumbered=True), ScriptedRng([12]))
    with use_language("es"):
        notes = [t(key, **params) for key, params in result_notes(result)]
    assert notes == ["Acción Entorpecida (-3)",
                     "12 natural con Debilidad: Fracaso+Consecuencia",
                     "Estorbo: el efecto empeora un grado"]


def test_deja_vu_names_the_die_rolled_again(home: Path) -> None:
    first = roll_action(ActionRequest(at=0, cd=7), ScriptedRng([3]))
    again = deja_vu(first, 1, ScriptedRng([7]))
    with use_language("es"):
        assert [t(k, **p) for k, p in result_notes(again)] == [
            "Deja Vu: dado 1 otra vez, 3 → 7"]
    code, out, _ = run_cli("zodiac", "action", "--at", "0", "--cd", "7", "--dice", "12",
                           "--debilidad", home=home)
    assert code == 0 and "12 natural con Debilidad" in out


def test_an_explicit_entorpecida_is_cancelled_by_a_trained_skill():
    pj = nia(skills=[{"name": "natación", "kind": "e", "attribute": "fue"}])
    run = run_scripted(action_roll(ActionSetup({"hindered": True}, pj, skills_named=True),
                                   ScriptedRng([8]), ScriptedRng([]), "es"),
                       ["atletismo", "7", "natación"])
    assert not run.result.result.request.hindered
    assert run.result.result.total == 7


def test_a_cd_above_thirteen_is_explained_when_a_five_lets_the_pc_roll():
    pj = nia(scores={**SAMPLE_DATA["scores"], "fue": 5})
    run = run_scripted(action_roll(ActionSetup(pc=pj), ScriptedRng([8]), ScriptedRng([]), "es"),
                       ["atletismo", "15", "no"])
    result = run.result.result
    assert (result.cd, result.request.capped_from) == (13, 15)
    assert any(getattr(i, "key", "") == "zodiac.note.cd_capped" for i in run.shown)
    assert "CD 15 por encima de 13" in str(run.recorded[-1])


# 3. Options that need no sheet ----------------------------------------------------------------

def test_passive_with_a_cde_needs_no_pc(home: Path) -> None:
    done = solo_json("zodiac", "action", "--passive", "--cde", "8", "--cd", "7", home=home)
    assert (done["mode"], done["value"], done["grade"]) == ("passive", 8, "success_consequence")


def test_missing_data_is_named_in_the_players_words(home: Path) -> None:
    code, _, err = run_cli("zodiac", "rewrite", home=home)
    assert code == 2
    assert "obligaciones|motivación, TEXTO" in err
    assert "side" not in err


# 4. Creation keeps what the rules give -------------------------------------------------------

SCORES = ["2 esbelta", "3", "2", "2", "3", "2", "3", "3", "2"]


def test_unspent_px_are_kept_or_traded_for_one_pk_in_a_one_shot_adventure():
    from solo.systems.zodiac.procedures.creation import create_character

    base = ["Nia", "exploradora", *SCORES, "e", "fue", "natación: nadar", "",
            "Servir al consejo", "Encontrar a su hermano", "Uno", "Dos", ""]
    kept = run_scripted(create_character("es"), [*base, "no"]).result
    assert (kept.px, kept.pk) == (8, 4)
    traded = run_scripted(create_character("es"), [*base, "sí"]).result
    assert (traded.px, traded.pk) == (0, 5)


def test_the_crossroads_starts_with_the_active_pc():
    from solo.systems.zodiac.procedures.crossroads import crossroads

    tomas = nia(name="Tomás")
    with_default = next(crossroads((tomas, nia()), ScriptedRng([7])))
    assert isinstance(with_default, Ask)
    assert with_default.prompt == "zodiac.ask.pc" and with_default.default == "Tomás"


# 5. Trivial CDs ------------------------------------------------------------------------------

def test_a_trivial_task_is_a_success_without_dice():
    setup = ActionSetup(pc=nia())
    run = run_quick(action_roll(setup, ScriptedRng([]), ScriptedRng([]), "es"),
                    {"zodiac.ask.action": "atletismo", "zodiac.ask.cd": "trivial",
                     "zodiac.ask.skills": ""}, lambda _entry: None)
    assert (run.result.grade, run.result.dice, run.result.trivial) == (Grade.SUCCESS, (), True)


# 13. The pending queue tells the truth -------------------------------------------------------------

def test_a_complication_a_reroll_undid_leaves_the_queue_and_clean_grades_never_enter(
        home: Path) -> None:
    from tests.zodiac.test_zodiac_commands import CREATION

    assert run_cli("campaign", "new", "q", "--system", "zodiac", home=home)[0] == 0
    solo_json("--campaign", "q", "zodiac", "character", "new", home=home, stdin=CREATION)
    # Atletismo (AT -1) + 5 = 4 vs CD 7: Fracaso+Consecuencia, narrated now: nothing owed.
    solo_json("--campaign", "q", "zodiac", "action", "atletismo", "--cd", "7", "--dice", "5",
              home=home)
    assert solo_json("--campaign", "q", "pending", home=home)["items"] == []
    # Atletismo (AT -1) + 2 = 1 vs CD 7: Fracaso+Complicación, owed to the story: queued.
    solo_json("--campaign", "q", "zodiac", "action", "atletismo", "--cd", "7", "--dice", "2",
              home=home)
    assert len(solo_json("--campaign", "q", "pending", home=home)["items"]) == 1
    # Deja Vu: the die again, 8 - 1 = 7: Éxito+Beneficio. The consequence is undone.
    again = solo_json("--campaign", "q", "zodiac", "karma", "dejavu", "1", "--dice", "8",
                      home=home)
    assert again["grade"] == "success_benefit"
    assert solo_json("--campaign", "q", "pending", home=home)["items"] == []
    # A clean grade never enters the queue.
    solo_json("--campaign", "q", "zodiac", "action", "atletismo", "--cd", "7", "--dice", "9",
              home=home)
    assert solo_json("--campaign", "q", "pending", home=home)["items"] == []
    journal = (home / "journals" / "q" / "journal.md").read_text(encoding="utf-8")
    assert ": Fracaso+Consecuencia" not in journal
    assert "(note: pendiente #1, complicación: Fracaso+Complicación: Nia: Atletismo)" in journal
    assert ("=> Descartado #1 «Fracaso+Complicación: Nia: Atletismo»: "
            "lo deshizo una tirada o elección posterior") in journal
    assert "[Pending:" not in journal
