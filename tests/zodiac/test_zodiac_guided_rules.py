"""Issue 27, Zodiac: the guided roll asks every modifier, and the bookkeeping tells the truth."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from solo.dice.rng import ScriptedRng
from solo.procedures.steps import Ask, Message, run_scripted
from solo.systems.zodiac.procedures.action import ActionSetup, action_roll
from solo.systems.zodiac.procedures.roll import ActionOdds
from solo.systems.zodiac.rules.action import ActionResult
from solo.systems.zodiac.rules.character import SAMPLE_DATA, Character
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.request import RollMode
from tests.conftest import cli_json as solo_json
from tests.conftest import run_cli


def nia(**changes: object) -> Character:
    return Character.from_data({**SAMPLE_DATA, **changes})


def guided(dice: list[int], answers: list[str], **setup: object) -> object:
    return run_scripted(action_roll(ActionSetup(pc=nia(), ask_modifiers=True, **setup),
                                    ScriptedRng(dice), ScriptedRng([]), "es"), answers)


def asked(run: object) -> list[str]:
    return [s.prompt for s in run.steps if isinstance(s, Ask)]  # type: ignore[attr-defined]


def odds_shown(run: object) -> list[ActionOdds]:
    return [s for s in run.shown if isinstance(s, ActionOdds)]  # type: ignore[attr-defined]


def test_the_modifier_menu_defaults_to_rolling_with_the_odds_first():
    # Atletismo AT -1, die 8: 7 vs CD 7. Enter at the menu rolls at once.
    run = guided([8], ["atletismo", "7", ""])
    assert "zodiac.ask.modifier" in asked(run)
    assert run.result.result.grade is Grade.SUCCESS_BENEFIT
    assert odds_shown(run)[0].request.at == -1
    assert not run.rolls[0].odds  # the odds were on screen already: not shown twice


def test_each_modifier_chosen_updates_the_odds_before_the_roll():
    # Entorpecida (−3), then 2 Puntos de Foco: 10 - 1 - 3 + 2 = 8 vs CD 7.
    run = guided([10], ["atletismo", "7", "entorpecida", "foco", "+2", "tirar"])
    first, hindered, focused = odds_shown(run)
    assert not first.request.hindered and hindered.request.hindered
    assert focused.request.focus == 2
    # Éxito (total 8-10): dice 9-11 at AT -1; none at -4 (the 12 is natural); 10-11 with +2.
    success = [odds.outcomes[Grade.SUCCESS] for odds in (first, hindered, focused)]
    assert success == [Fraction(1, 4), 0, Fraction(1, 6)]
    assert (run.result.result.total, run.result.result.grade) == (8, Grade.SUCCESS)


def test_a_trivial_task_asks_no_modifier_and_rolls_nothing():
    run = guided([], ["atletismo", "trivial"])
    assert "zodiac.ask.modifier" not in asked(run) and run.rolls == ()
    assert run.result.result.grade is Grade.SUCCESS


def test_minimizada_from_the_menu_rolls_a_d6_and_says_so():
    run = guided([6], ["atletismo", "7", "minimizada", "", "no"])
    result = run.result.result
    assert result.request.minimized and result.dice == (6,)
    assert "d: 1d6-1=5 (6) vs TN 7" in "\n".join(map(str, run.recorded))


def test_seguridad_under_debilidad_is_refused_and_the_menu_asked_again():
    run = guided([5], ["atletismo", "7", "debilidad", "seguridad", "", "no"])
    errors = [s for s in run.shown if isinstance(s, Message) and s.style == "error"]
    assert [e.key for e in errors] == ["zodiac.error.safe_weakness"]
    assert run.result.result.request.mode is RollMode.NORMAL


def test_caracter_without_pk_is_refused_in_the_menu():
    run = run_scripted(action_roll(ActionSetup(pc=nia(pk=0), ask_modifiers=True),
                                   ScriptedRng([6]), ScriptedRng([]), "es"),
                       ["atletismo", "7", "caracter", "", "no"])
    assert any(isinstance(s, Message) and s.key == "zodiac.error.no_pk" for s in run.shown)


def test_ventaja_switched_on_in_the_menu_is_chosen_after_the_first_die():
    run = guided([5], ["atletismo", "7", "ventaja", "", "+2", "no"])
    assert asked(run)[-2:] == ["zodiac.ask.advantage", "zodiac.ask.convert"]
    assert run.result.result.total == 6  # 5 - 1 + 2


def test_pasiva_from_the_menu_rolls_nothing():
    # Atletismo CDE 6 vs CD 7: below it, the player chooses (here the Fracaso).
    run = guided([], ["atletismo", "7", "pasiva", "", "no"])
    assert run.rolls == ()
    assert run.result.result.grade is Grade.FAILURE_CONSEQUENCE


def test_the_conversion_is_asked_after_the_roll_is_shown_without_its_hint():
    run = guided([5], ["atletismo", "7", "", "no"])
    steps = run.steps
    shown = next(i for i, s in enumerate(steps)
                 if getattr(s, "item", None).__class__ is ActionResult)
    assert shown < next(i for i, s in enumerate(steps)
                        if isinstance(s, Ask) and s.prompt == "zodiac.ask.convert")
    assert not steps[shown].item.convertible       # the question says it, not a hint
    assert run.result.result == steps[shown].item  # the same roll: not printed again


def test_seguridad_offers_a_plain_failure_for_a_success_with_consequence():
    # Tirar con Seguridad, AT -1: die 5 needs 11 for a Consecuencia; with CD 3: 4 → margin +1.
    # CD 2 (trivial is below 3): use Foco +3: 5 - 1 + 3 = 7 vs CD 3 → Éxito+Consecuencia.
    run = guided([5], ["atletismo", "3", "seguridad", "foco", "3", "", "sí"])
    assert asked(run)[-1] == "zodiac.ask.safe_failure"
    assert run.result.result.grade is Grade.FAILURE
    assert run.result.converted
    assert "=> Fracaso, sin la Consecuencia (Tirando con Seguridad)" in "\n".join(
        map(str, run.recorded))


def test_trivial_rolls_nothing_and_journals_no_dice(home: Path):
    assert run_cli("campaign", "new", "q", "--system", "zodiac", home=home)[0] == 0
    code, out, _err = run_cli("--campaign", "q", "zodiac", "action", "--at", "-1", "--cd",
                              "trivial", home=home)
    assert code == 0
    assert "vs CD" not in out and "1d12" not in out
    assert "Tarea trivial: Éxito sin tirar" in out
    journal = (home / "journals" / "q" / "journal.md").read_text(encoding="utf-8")
    assert "d:" not in journal and "=> Éxito: tarea trivial, sin tirada" in journal


def test_minimized_one_shot_shows_the_d6(home: Path):
    code, out, _err = run_cli("zodiac", "action", "reflejos", "--minimized", "--dice", "6",
                              "--at", "0", home=home)
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "AT 0 contra CD 7 · 1d6"  # the odds first, of the die rolled
    assert any(line.startswith("1d6  [6] = 6 vs CD 7") for line in lines)


def _campaign(home: Path, pk: int | None = None) -> None:
    from tests.zodiac.test_zodiac_commands import CREATION

    assert run_cli("campaign", "new", "q", "--system", "zodiac", home=home)[0] == 0
    solo_json("--campaign", "q", "zodiac", "character", "new", home=home, stdin=CREATION)
    if pk is not None:
        assert run_cli("--campaign", "q", "zodiac", "karma", "gain", str(pk),
                       home=home)[0] == 0


def test_a_consequence_is_not_pending_a_complication_is(home: Path):
    _campaign(home)
    solo_json("--campaign", "q", "zodiac", "action", "atletismo", "--dice", "12", home=home)
    assert solo_json("--campaign", "q", "pending", home=home)["items"] == []
    solo_json("--campaign", "q", "zodiac", "action", "atletismo", "--dice", "2", home=home)
    assert [i["text"] for i in solo_json("--campaign", "q", "pending", home=home)["items"]] == [
        "Fracaso+Complicación: Nia: Atletismo"]


def test_the_free_karma_of_a_bond_is_journaled_as_free(home: Path):
    _campaign(home)
    solo_json("--campaign", "q", "zodiac", "action", "atletismo", "--dice", "5", home=home)
    assert run_cli("--campaign", "q", "zodiac", "karma", "spend", "yo-primero", "--free",
                   home=home)[0] == 0
    journal = (home / "journals" / "q" / "journal.md").read_text(encoding="utf-8")
    assert "Nia usa ¡Yo primero! gratis, por un Vínculo (sigue con 4 PK)" in journal


def test_a_new_bond_at_seven_pk_says_the_pk_is_to_spare(home: Path):
    _campaign(home, pk=3)
    assert run_cli("--campaign", "q", "zodiac", "bond", "add", "Salvar", "al", "gato",
                   "--after-session", home=home)[0] == 0
    journal = (home / "journals" / "q" / "journal.md").read_text(encoding="utf-8")
    assert "Nia ya tiene el máximo de PK (7): sobra 1 PK del Vínculo nuevo" in journal
    assert "(tiene 7)" not in journal


def test_a_pending_number_is_never_used_twice_after_undo(home: Path):
    _campaign(home)
    solo_json("--campaign", "q", "zodiac", "action", "atletismo", "--dice", "2", home=home)
    assert run_cli("--campaign", "q", "undo", home=home)[0] == 0
    solo_json("--campaign", "q", "zodiac", "action", "atletismo", "--dice", "3", home=home)
    assert run_cli("--campaign", "q", "pending", "add", "otra", "cosa", home=home)[0] == 0
    ids = [i["id"] for i in solo_json("--campaign", "q", "pending", home=home)["items"]]
    assert ids == [2, 3]  # #1 is in the journal already: the undone item keeps it
    journal = (home / "journals" / "q" / "journal.md").read_text(encoding="utf-8")
    assert journal.count("(note: pendiente #1, ") == 1
