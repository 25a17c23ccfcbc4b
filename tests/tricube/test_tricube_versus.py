"""Opposed challenges with quirks and Karma, and the guided `tricube versus`, scripted."""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import replace
from fractions import Fraction

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import RuleError
from solo.i18n import use_language
from solo.procedures.steps import Ask, Message, run_scripted
from solo.systems.tricube.procedures.versus import Versus, versus
from solo.systems.tricube.rules.afflictions import lose_resolve
from solo.systems.tricube.rules.challenge import Outcome, QuirkReward
from solo.systems.tricube.rules.character import Affliction, Character, new_character
from solo.systems.tricube.rules.odds import versus_odds
from solo.systems.tricube.rules.opposed import Verdict, karma_would_help, spend_karma
from solo.systems.tricube.rules.opposed import versus as judge


@pytest.fixture(autouse=True)
def spanish() -> object:
    with use_language("es"):
        yield


def nia() -> Character:
    return new_character("Nia", "ágil", "ladrona", "ganzúas", "curiosa")


def bruno() -> Character:
    return new_character("Bruno", "fuerte", "herrero", "brazos de hierro", "gruñón")


def asked(run: object) -> list[str]:
    return [s.prompt for s in run.steps if isinstance(s, Ask)]  # type: ignore[attr-defined]


def journal(run: object) -> list[str]:
    return [line for e in run.recorded for line in e.lines]  # type: ignore[attr-defined]


# --- the rules: quirks and Karma in an opposed roll ---------------------------------------

@pytest.mark.parametrize(("first", "second", "quirks", "karma", "verdict", "outcomes"), [
    ((5, 2), (5, 3), (True, False), (False, False), Verdict.SECOND,
     (Outcome.FAILURE, Outcome.SUCCESS)),
    ((5, 2), (4, 4, 1), (True, False), (False, True), Verdict.SECOND,
     (Outcome.FAILURE, Outcome.SUCCESS)),
    ((4, 2), (4, 3), (True, True), (False, False), Verdict.DRAW,
     (Outcome.FAILURE, Outcome.FAILURE)),
    ((5, 3), (6, 1), (False, False), (True, False), Verdict.DRAW,
     (Outcome.SUCCESS, Outcome.SUCCESS)),
    ((5, 5, 5), (6, 1), (False, False), (True, False), Verdict.FIRST,
     (Outcome.SUCCESS, Outcome.FAILURE)),
    ((1, 1), (2,), (False, False), (True, False), Verdict.SECOND,
     (Outcome.CRITICAL_FAILURE, Outcome.SUCCESS)),
    ((6, 6), (3,), (True, False), (False, False), Verdict.FIRST,
     (Outcome.EXCEPTIONAL, Outcome.FAILURE)),
])
def test_quirks_and_karma_move_each_sides_difficulty(
        first: tuple[int, ...], second: tuple[int, ...], quirks: tuple[bool, bool],
        karma: tuple[bool, bool], verdict: Verdict, outcomes: tuple[Outcome, Outcome]) -> None:
    result = judge(first, second, quirks=quirks, karma=karma)
    assert result.verdict is verdict
    assert (result.first.outcome, result.second.outcome) == outcomes
    for index, side in enumerate(result.sides):
        other = result.sides[1 - index]
        assert side.difficulty == max(other.faces) + quirks[index] - karma[index]


def test_without_quirk_or_karma_nothing_changes() -> None:
    rolls = [r for n in (1, 2, 3) for r in itertools.product(range(1, 7), repeat=n)]
    for a in rolls[::11]:
        for b in rolls[::13]:
            plain = judge(a, b)
            assert plain == judge(a, b, quirks=(False, False), karma=(False, False))
            if max(a) != max(b):
                assert plain.verdict is (Verdict.FIRST if max(a) > max(b) else Verdict.SECOND)


def test_karma_once_per_side_and_only_when_it_helps() -> None:
    result = judge((5, 2), (6, 1))
    assert karma_would_help(result, 0)
    assert not karma_would_help(result, 1)           # 6 against 5 already wins, with one hit
    after = spend_karma(result, 0)
    assert after.first.karma and after.verdict is Verdict.DRAW
    assert not karma_would_help(after, 0)
    with pytest.raises(RuleError):
        spend_karma(after, 0)
    assert not karma_would_help(judge((1, 1), (6,)), 0)   # all ones stay a critical failure


@pytest.mark.parametrize(("first", "second"), [(1, 3), (2, 2), (3, 1)])
@pytest.mark.parametrize("quirks", list(itertools.product((False, True), repeat=2)))
def test_versus_odds_with_quirks_match_brute_force(first: int, second: int,
                                                   quirks: tuple[bool, bool]) -> None:
    rolls_a = list(itertools.product(range(1, 7), repeat=first))
    rolls_b = list(itertools.product(range(1, 7), repeat=second))
    counts = Counter(judge(a, b, quirks=quirks).verdict for a in rolls_a for b in rolls_b)
    total = len(rolls_a) * len(rolls_b)
    odds = versus_odds(first, second, quirks=quirks)
    assert odds == {v: Fraction(counts[v], total) for v in Verdict}
    assert sum(odds.values()) == 1


# --- the guided procedure ------------------------------------------------------------------

def test_guided_versus_with_quirk_karma_and_price() -> None:
    rng = ScriptedRng([5, 2, 4, 4, 1])
    run = run_scripted(versus(rng, (nia(), bruno()), active="Nia"),
                       ["un pulso por la llave", "", "no", "no", "curiosa",
                        "bruno", "sí", "no", "no", "sí", "", "1"])
    rng.finish()
    match: Versus = run.result
    assert asked(run) == [
        "tricube.ask.versus_action", "tricube.ask.first_side", "tricube.ask.fits_trait",
        "tricube.ask.knowledge", "tricube.ask.quirk", "tricube.ask.second_side",
        "tricube.ask.fits_trait", "tricube.ask.knowledge", "tricube.ask.quirk",
        "tricube.ask.versus_karma", "tricube.ask.perk", "tricube.ask.cost"]
    assert match.names == ("Nia", "Bruno")
    assert (match.result.verdict, match.result.tie_break) == (Verdict.SECOND, True)
    assert match.reports is not None
    first, second = match.reports
    # Nia's Karma is full (3 of 3): the quirk's payback has nowhere to go, and it is said.
    assert (first.reward, first.resolve_lost) == (None, 1)
    assert any(isinstance(i, Message) and i.key == "tricube.msg.reward_full" for i in run.shown)
    assert first.character is not None and first.character.resolve == 2
    assert second.character is not None and second.character.karma == 2
    assert second.perk == "brazos de hierro"
    assert journal(run) == [
        "@ Nia vs Bruno: un pulso por la llave",
        "d: Nia +1 defecto (curiosa) 2d6>=5=1 (5 2) -> Fallo",
        "d: Bruno -1 Karma (brazos de hierro) 3d6>=4=2 (4 4 1) -> Éxito",
        "-> Gana Bruno",
        "=> El defecto no devuelve nada: Karma y Resolución completos",
        "=> Nia pierde 1 de Resolución",
        "[PC:Nia|Karma 3|Resolución 2]",
        "[PC:Bruno|Karma 2|Resolución 3]",
    ]
    data = match.to_json()
    assert data["second"]["karma"] is True
    assert data["first"]["quirk"] is True
    assert (data["first"]["resolve_lost"], data["verdict"]) == (1, "second")


def test_exact_odds_are_shown_before_the_dice() -> None:
    rng = ScriptedRng([6, 6, 3, 2])
    hurt = replace(nia(), resolve=2)   # Karma full: the quirk's Resolve is the one that fits
    run = run_scripted(versus(rng, (hurt, bruno()), active="Nia"),
                       ["", "", "no", "no", "curiosa", "", "no", "no", "no", "0"])
    chances = [r.odds for r in run.rolls if isinstance(r.odds, Message)
               and r.odds.key == "tricube.msg.versus_chance"]
    assert len(chances) == 1
    odds = versus_odds(2, 2, quirks=(True, False))
    assert odds[Verdict.FIRST] == Fraction(505, 1296)
    assert chances[0].params["p_first"] == "505/1296 (39.0%)"
    assert chances[0].params["p_both_critical"] == "1/1296 (0.1%)"
    assert [roll.who for roll in run.rolls] == ["Nia", "Bruno"]   # the odds with the first
    assert run.result.result.verdict is Verdict.FIRST
    assert run.result.reports[0].reward is QuirkReward.RESOLVE     # she won: Resolve fits


def test_bad_answers_are_asked_again() -> None:
    rng = ScriptedRng([3, 2, 4, 1])
    run = run_scripted(versus(rng, (nia(), bruno()), active="Nia"),
                       ["", "", "quizá", "no", "no", "nada", "NIA", "Bruno", "no", "tal vez",
                        "no", "7", "no", "no", "mucho", "0"])
    assert [e.key for e in run.errors] == ["tricube.error.bad_yes_no",
                                           "tricube.error.same_side",
                                           "tricube.error.bad_yes_no",
                                           "tricube.error.bad_choice",
                                           "tricube.error.bad_number"]
    match = run.result
    assert match.result.verdict is Verdict.SECOND
    assert match.reports[0].resolve_lost == 0
    assert match.reports[0].character.resolve == 3


def test_npc_side_and_a_defeat_by_critical_failure() -> None:
    tired = lose_resolve(bruno(), 2).character
    rng = ScriptedRng([6, 6, 1, 1])
    run = run_scripted(versus(rng, (tired,), names=("Orco", "Bruno"), dice=(2, 2),
                              action_text=""),
                       ["no", "no", "gm", "brazo roto"])
    assert asked(run) == ["tricube.ask.quirk", "tricube.ask.quirk", "tricube.ask.cost",
                          "tricube.ask.affliction"]
    match = run.result
    assert match.result.second.outcome is Outcome.CRITICAL_FAILURE
    orc, hero = match.reports
    assert orc.character is None
    assert (hero.resolve_lost, hero.defeated) == (1, True)
    assert hero.affliction == Affliction("brazo roto", True)
    assert hero.character.resolve == 3
    assert journal(run)[-4:] == ["=> Bruno pierde 2 de Resolución",
                                 "=> Derrota de Bruno: brazo roto (permanente)",
                                 "=> Bruno queda fuera del resto de la escena",
                                 "[PC:Bruno|Karma 3|Resolución 3|brazo roto]"]
    assert hero.character.sitting_out


def test_both_critical_both_pay_twice() -> None:
    rng = ScriptedRng([1, 1])
    run = run_scripted(versus(rng, (nia(), bruno()), names=("Nia", "Bruno"), dice=(1, 1),
                              failure_cost=1, action_text="caer"),
                       ["no", "no"])
    match = run.result
    assert match.result.verdict is Verdict.BOTH_CRITICAL
    assert [r.resolve_lost for r in match.reports] == [2, 2]
    assert "-> Fallo crítico de ambos: los dos sufren algo terrible" in journal(run)
    assert "=> Nia pierde 2 de Resolución" in journal(run)


def test_a_draw_costs_nobody() -> None:
    rng = ScriptedRng([5, 2, 5, 3])
    run = run_scripted(versus(rng, names=("A", "B"), dice=(2, 2), action_text=""),
                       ["no", "no"])
    assert run.result.result.verdict is Verdict.DRAW
    assert "tricube.ask.cost" not in asked(run)
    assert [r.resolve_lost for r in run.result.reports] == [0, 0]
