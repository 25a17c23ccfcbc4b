"""Estorbo and TS within a scene, the scene's and the session's upkeep, announced rolls."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.i18n import t
from solo.procedures.steps import Message, run_scripted
from solo.systems.zodiac.procedures.announced import (
    deja_vu_roll,
    reroll_odds,
    reroll_ts_odds,
    ts_roll,
    twist_odds,
    twist_roll,
)
from solo.systems.zodiac.rules.action import roll_action
from solo.systems.zodiac.rules.bonds import Bond
from solo.systems.zodiac.rules.character import SAMPLE_DATA, Character
from solo.systems.zodiac.rules.encumbrance import encumbered_ts
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.request import ActionRequest
from solo.systems.zodiac.rules.scores import Attribute, Social
from solo.systems.zodiac.rules.upkeep import Done, scene_end, session_end
from tests.conftest import area_state, run_cli
from tests.zodiac.test_zodiac_commands import CREATION, solo_json

FUE = Attribute.FUE
NONE: frozenset[Attribute] = frozenset()


# -- the rule ---------------------------------------------------------------------------------

def test_first_encumbered_ts_is_rolled_and_its_failure_is_remembered() -> None:
    first = encumbered_ts(2, FUE, NONE, ScriptedRng([4]), encumbered=True)
    assert (first.roll.die, first.roll.total, first.roll.passed) == (4, 6, False)
    assert first.failed == {FUE}


def test_later_ts_on_that_attribute_fails_without_a_die() -> None:
    rng = ScriptedRng([6])
    later = encumbered_ts(5, FUE, frozenset({FUE}), rng, encumbered=True)
    assert (later.roll.passed, later.roll.automatic, later.roll.die) == (False, True, 0)
    assert rng.remaining == 1  # nothing was rolled


def test_a_failure_already_noted_counts_even_when_estorbo_is_not_said_again() -> None:
    later = encumbered_ts(5, FUE, frozenset({FUE}), ScriptedRng([]), encumbered=False)
    assert later.roll.automatic


def test_a_passed_or_unencumbered_ts_remembers_nothing() -> None:
    assert encumbered_ts(3, FUE, NONE, ScriptedRng([4]), encumbered=True).failed == NONE
    assert encumbered_ts(3, FUE, NONE, ScriptedRng([1]), encumbered=False).failed == NONE


def test_other_attributes_and_other_scores_are_rolled_as_usual() -> None:
    failed = frozenset({FUE})
    agi = encumbered_ts(3, Attribute.AGI, failed, ScriptedRng([4]), encumbered=False)
    rec = encumbered_ts(3, Social.REC, failed, ScriptedRng([3]), encumbered=False)
    assert (agi.roll.passed, rec.roll.passed, rec.roll.automatic) == (True, False, False)


def test_scene_end_forgets_the_failures_and_says_which() -> None:
    nia = Character.from_data(SAMPLE_DATA).with_(
        encumbrance_failed=frozenset({Attribute.VOL, FUE}))
    after, notes = scene_end(nia)
    assert after.encumbrance_failed == NONE
    assert [(n.done, n.who, n.what) for n in notes] == [
        (Done.ENCUMBRANCE_CLEARED, "Nia", "FUE"), (Done.ENCUMBRANCE_CLEARED, "Nia", "VOL")]


def test_session_end_closes_fulfilled_bonds_and_gives_the_free_use_back() -> None:
    nia = Character.from_data(SAMPLE_DATA).with_(
        bonds=(Bond("a", fulfilled=True), Bond("b"), Bond("c", fulfilled=True)),
        free_use_spent=True, px=2, encumbrance_failed=frozenset({FUE}))
    after, notes = session_end(nia)
    assert (after.px, [b.text for b in after.bonds], after.free_use_spent) == (4, ["b"], False)
    assert after.encumbrance_failed == NONE
    assert [(n.done, n.count) for n in notes] == [
        (Done.ENCUMBRANCE_CLEARED, 0), (Done.BONDS_CLOSED, 2), (Done.FREE_USE_BACK, 0)]


def test_session_end_with_nothing_to_do_notes_nothing() -> None:
    nia = Character.from_data(SAMPLE_DATA)
    assert session_end(nia) == (nia, ())


def test_old_sheets_load_and_failures_round_trip() -> None:
    old = Character.from_data(SAMPLE_DATA)
    assert "encumbrance_failed" not in old.to_data()
    marked = old.with_(encumbrance_failed=frozenset({FUE}))
    assert marked.to_data()["encumbrance_failed"] == ["fue"]
    assert Character.from_data(marked.to_data()) == marked


# -- announced rolls --------------------------------------------------------------------------

def test_ts_is_announced_with_whose_dice_why_and_its_odds() -> None:
    run = run_scripted(ts_roll(2, FUE, "TS FUE", "Nia", NONE, ScriptedRng([4]),
                               encumbered=True), [])
    (announced,) = run.rolls
    assert (announced.who, announced.why, dict(announced.params)) == (
        "Nia", "zodiac.why.ts", {"label": "TS FUE"})
    assert announced.odds.chance == Fraction(1, 3)
    assert run.result.failed == {FUE}
    assert run.shown == (Message("zodiac.msg.ts_encumbered", {"name": "Nia", "score": "TS FUE"},
                                 "rule"),)


def test_ts_that_fails_alone_is_not_announced_and_says_why() -> None:
    run = run_scripted(ts_roll(5, FUE, "TS FUE", "Nia", frozenset({FUE}), ScriptedRng([]),
                               encumbered=True), [])
    assert run.rolls == ()
    assert run.shown == (Message("zodiac.msg.ts_fails_alone",
                                 {"name": "Nia", "score": "TS FUE"}, "warning"),)
    assert run.result.roll.automatic


def test_reroll_odds_are_exact() -> None:
    first = roll_action(ActionRequest(at=0, cd=7), ScriptedRng([3]))
    odds = reroll_odds(first, 1)
    assert sum(odds.outcomes.values()) == 1
    assert odds.outcomes[Grade.SUCCESS_BENEFIT] == Fraction(1, 12)   # a 7
    assert odds.outcomes[Grade.SUCCESS] == Fraction(1, 4)            # 8, 9, 10
    assert next(iter(odds.outcomes)) is Grade.SUCCESS_BENEFIT  # best first


def test_reroll_odds_fold_in_the_ts_after_a_natural_one() -> None:
    first = roll_action(ActionRequest(at=0, cd=7, pb=3), ScriptedRng([5]))
    odds = reroll_odds(first, 1)
    # a natural 1 (1/12) then a TS PB 3: passed 1/2 -> Complicación, failed -> Catástrofe
    assert odds.outcomes[Grade.FAILURE_CATASTROPHE] == Fraction(1, 24)


def test_reroll_ts_odds() -> None:
    first = roll_action(ActionRequest(at=0, cd=7, pb=3), ScriptedRng([1, 2]))
    odds = reroll_ts_odds(first)
    assert odds.outcomes == {Grade.FAILURE_COMPLICATION: Fraction(1, 2),
                             Grade.FAILURE_CATASTROPHE: Fraction(1, 2)}


def test_deja_vu_is_announced_then_rolled() -> None:
    first = roll_action(ActionRequest(at=0, cd=7), ScriptedRng([3]))
    run = run_scripted(deja_vu_roll(first, 1, "Nia", ScriptedRng([7]), ScriptedRng([])), [])
    (announced,) = run.rolls
    assert (announced.who, announced.why, dict(announced.params)) == (
        "Nia", "zodiac.why.deja_vu", {"number": 1})
    assert announced.odds.outcomes[Grade.SUCCESS_BENEFIT] == Fraction(1, 12)
    assert (run.result.grade, run.result.rerolled) == (Grade.SUCCESS_BENEFIT, (1, 3))


def test_deja_vu_to_a_natural_one_announces_its_ts() -> None:
    first = roll_action(ActionRequest(at=0, cd=7, pb=3), ScriptedRng([5]))
    run = run_scripted(deja_vu_roll(first, 1, "Nia", ScriptedRng([1]), ScriptedRng([2])), [])
    assert [r.why for r in run.rolls] == ["zodiac.why.deja_vu", "zodiac.why.ts_pb"]
    assert run.result.grade is Grade.FAILURE_CATASTROPHE


def test_deja_vu_on_a_missing_die_is_refused_before_any_step() -> None:
    from solo.errors import RuleError

    first = roll_action(ActionRequest(at=0, cd=7), ScriptedRng([3]))
    with pytest.raises(RuleError):
        deja_vu_roll(first, 2, "Nia", ScriptedRng([7]), ScriptedRng([]))


def test_twist_odds_and_announcement() -> None:
    first = roll_action(ActionRequest(at=0, cd=7), ScriptedRng([7]))
    odds = twist_odds(first)
    assert sum(odds.outcomes.values()) == 1
    # only a double (6 in 36) leaves the exact hit where it was
    assert odds.outcomes[Grade.SUCCESS_BENEFIT] == Fraction(1, 6)
    assert odds.pk == Fraction(5, 6)
    run = run_scripted(twist_roll(first, "el DJ", "Nia", ScriptedRng([2, 5])), [])
    (announced,) = run.rolls
    assert (announced.who, announced.why, dict(announced.params)) == (
        "el DJ", "zodiac.why.twist", {"name": "Nia"})
    assert announced.odds == odds
    assert (run.result.shift, run.result.pk_gained) == (-3, True)


# -- through the commands ---------------------------------------------------------------------

def _campaign(home: Path) -> tuple[str, ...]:
    assert run_cli("campaign", "new", "e", "--system", "zodiac", home=home)[0] == 0
    opened = ("--campaign", "e")
    solo_json(*opened, "zodiac", "character", "new", home=home, stdin=CREATION)
    return opened


def _failed(home: Path) -> list[str]:
    return list(area_state(home, "e", "zodiac")["characters"]["Nia"]
                .get("encumbrance_failed") or [])


def test_estorbo_ts_then_scene_end_through_the_commands(home: Path) -> None:
    opened = _campaign(home)
    assert run_cli(*opened, "scene", "new", "El puerto", "--dice", "10", home=home)[0] == 0
    first = solo_json(*opened, "zodiac", "ts", "fue", "--estorbo", "--dice", "3", home=home)
    assert (first["die"], first["total"], first["passed"]) == (3, 5, False)
    assert _failed(home) == ["fue"]
    code, out, err = run_cli(*opened, "zodiac", "ts", "FUE", "--dice", "6", home=home)
    assert code == 0, err
    assert "Nia ya falló una TS FUE con Estorbo en esta escena" in out + err
    again = solo_json(*opened, "zodiac", "ts", "fue", home=home)
    assert (again["passed"], again["automatic"]) == (False, True)
    code, out, err = run_cli(*opened, "scene", "end", "--kept", home=home)
    assert code == 0, err
    assert "las TS de FUE de Nia vuelven a tirarse" in out
    assert _failed(home) == []
    journal = (home / "journals" / "e" / "journal.md").read_text(encoding="utf-8")
    assert "-> TS FUE: Fallada (sola, por el Estorbo)" in journal
    assert "=> Fin de escena: las TS de FUE de Nia vuelven a tirarse" in journal


def test_estorbo_needs_an_attribute(home: Path) -> None:
    opened = _campaign(home)
    code, _out, err = run_cli(*opened, "zodiac", "ts", "rec", "--estorbo", "--dice", "3",
                              home=home)
    assert code != 0
    assert t("zodiac.error.encumbrance_attribute", "es") in err


def test_session_end_closes_fulfilled_bonds(home: Path) -> None:
    opened = _campaign(home)
    assert run_cli(*opened, "session", "start", home=home)[0] == 0
    assert run_cli(*opened, "zodiac", "bond", "fulfil", "1", home=home)[0] == 0
    before = area_state(home, "e", "zodiac")["characters"]["Nia"]["px"]
    code, out, err = run_cli(*opened, "session", "end", home=home)
    assert code == 0, err
    assert "Nia borra 1 Vínculo cumplido y gana 1 PX." in out
    nia = area_state(home, "e", "zodiac")["characters"]["Nia"]
    assert (nia["px"], [b["text"] for b in nia["bonds"]]) == (before + 1, ["Pagar la deuda"])
    journal = (home / "journals" / "e" / "journal.md").read_text(encoding="utf-8")
    assert "=> Nia borra 1 Vínculo cumplido y gana 1 PX." in journal


def test_deja_vu_and_twist_show_their_odds_first(home: Path) -> None:
    opened = _campaign(home)
    solo_json(*opened, "zodiac", "action", "atletismo", "--cd", "7", "--dice", "3", home=home)
    code, out, err = run_cli(*opened, "zodiac", "karma", "dejavu", "1", "--dice", "8",
                             home=home)
    assert code == 0, err
    assert out.index("Si repites el dado 1 (d12)") < out.index("1d12  [8]")
    assert "Éxito+Beneficio        8.33    1/12" in out
    code, out, err = run_cli(*opened, "zodiac", "karma", "twist", "--dice", "4 4", home=home)
    assert code == 0, err
    assert out.index("Lo que puede dejar el giro del DJ") < out.index("Giro del DJ: 4 y 4")
    assert "te cueste un grado y ganes 1 PK: 5/6 (83%)" in out
