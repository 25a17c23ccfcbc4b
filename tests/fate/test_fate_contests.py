"""Challenges, contests and conflicts: the rules and the guided procedures."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import RuleError
from solo.i18n import t
from solo.procedures.steps import Ask, Message, run_scripted
from solo.systems.fate.procedures.conflict import conflict
from solo.systems.fate.procedures.contest import challenge, contest
from solo.systems.fate.rules.actions import Cost
from solo.systems.fate.rules.approaches import PRESETS, Approach
from solo.systems.fate.rules.aspects import Aspect, AspectKind
from solo.systems.fate.rules.character import Character, Role, mook, new_condensed, new_fae
from solo.systems.fate.rules.conflict import (
    Fighter,
    attack_choice,
    defense_choice,
    over,
    sides_left,
    turn_order,
)
from solo.systems.fate.rules.contest import (
    ChallengeTally,
    Contest,
    contest_target,
    score_exchange,
    teamwork_bonus,
)
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.skills import Skill


@dataclass(frozen=True)
class FakeDraw:
    table_id: str
    dice: str
    value: int | None
    text: str

    def in_language(self, lang: str) -> str:
        return self.text


def _nia() -> Character:
    return new_fae("Nia", "Ladrona", "Deudas", approaches=PRESETS["ladron"])


# --- rules -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("totals", "winner", "victories", "twist"), [
    ({"A": 3, "B": 2}, "A", 1, False),
    ({"A": 1, "B": 3}, "B", 1, False),
    ({"A": 5, "B": 2}, "A", 2, False),
    ({"A": 2, "B": 2}, None, 0, True),
    ({"A": 4, "B": 4, "C": 1}, None, 0, True),
    ({"A": 7, "B": 4, "C": 1}, "A", 2, False),
])
def test_score_exchange(totals: dict[str, int], winner: str | None, victories: int,
                        twist: bool) -> None:
    exchange = score_exchange(totals)
    assert (exchange.winner, exchange.victories, exchange.twist) == (winner, victories, twist)


def test_contest_needs_two_sides() -> None:
    with pytest.raises(RuleError):
        score_exchange({"A": 1})


def test_first_to_three_or_five() -> None:
    assert (contest_target(), contest_target(long=True)) == (3, 5)
    state = Contest(("A", "B"))
    state = state.score(score_exchange({"A": 5, "B": 0}))
    assert state.winner is None
    state = state.score(score_exchange({"A": 1, "B": 0}))
    assert state.winner == "A"
    assert state.victories == {"A": 3, "B": 0}


def test_teamwork() -> None:
    assert teamwork_bonus(Edition.FAE, 1, [0, 2, 1]) == 3
    assert teamwork_bonus(Edition.CONDENSED, 3, [1, 0, 2]) == 2
    assert teamwork_bonus(Edition.CONDENSED, 1, [1, 1, 1]) == 1


def test_challenge_verdict() -> None:
    assert ChallengeTally((Outcome.SUCCESS, Outcome.TIE)).verdict == "success"
    assert ChallengeTally((Outcome.FAIL, Outcome.STYLE)).verdict == "partial"
    assert ChallengeTally((Outcome.FAIL,)).verdict == "fail"
    assert ChallengeTally((Outcome.SUCCESS, Outcome.TIE), costs=1).verdict == "cost"


def test_fae_turn_order_by_quick_or_careful() -> None:
    nia = Fighter("Nia", "pcs", _nia())            # Quick 2, Careful 2
    swordsman = Fighter("Espadachín", "npcs", new_fae(
        "Espadachín", "a", "b", approaches=PRESETS["espadachin"]))   # Quick 2, Careful 0
    strong = Fighter("Forzudo", "npcs", new_fae("Forzudo", "a", "b",
                                                approaches=PRESETS["forzudo"]))  # Quick 1
    star = Fighter("Estrella", "pcs", new_fae("Estrella", "a", "b",
                                              approaches=PRESETS["estrella"]))   # Quick 3
    physical = turn_order(Edition.FAE, (strong, nia, swordsman, star), physical=True)
    assert [f.name for f in physical] == ["Estrella", "Nia", "Espadachín", "Forzudo"]
    mental = turn_order(Edition.FAE, (strong, nia, swordsman, star), physical=False)
    assert [f.name for f in mental] == ["Forzudo", "Nia", "Estrella", "Espadachín"]


def test_condensed_order_is_chosen() -> None:
    m = mook("M", Edition.CONDENSED)
    fighters = (Fighter("b", "x", m), Fighter("a", "y", m))
    assert turn_order(Edition.CONDENSED, fighters) == fighters


def test_conflict_ends_when_one_side_remains() -> None:
    m = mook("M", Edition.FAE)
    fighters = [Fighter("a", "x", m), Fighter("b", "y", m), Fighter("c", "y", m, out=True)]
    assert not over(fighters)
    fighters[1] = Fighter("b", "y", m, out=True)
    assert over(fighters)
    assert sides_left(fighters) == ("x",)


def test_npc_choices() -> None:
    ghoul = new_condensed("Necrófago", "Hambre de carne", "Torpe", skills={
        Skill.FIGHT: 4, Skill.PHYSIQUE: 3, Skill.ATHLETICS: 3, Skill.NOTICE: 2,
        Skill.STEALTH: 2, Skill.WILL: 2, Skill.SHOOT: 1, Skill.PROVOKE: 1, Skill.LORE: 1,
        Skill.CRAFTS: 1})
    assert attack_choice(ghoul) == ("fight", 4)
    assert attack_choice(ghoul, physical=False) == ("provoke", 1)
    assert defense_choice(ghoul) == ("fight", 4)
    assert defense_choice(ghoul, physical=False) == ("will", 2)
    assert attack_choice(_nia()) == ("sneaky", 3)


# --- procedures ------------------------------------------------------------------------------

def test_challenge_procedure() -> None:
    # Saltar: +2 (1,1,0,0) +2 = +4 vs +2 -> success; Esconderse: -3 +3 = 0 vs +3 -> fail,
    # turned into success at a serious cost: the verdict is a success at a price.
    rng = ScriptedRng([1, 1, 0, 0, -1, -1, -1, 0])
    run = run_scripted(challenge(_nia(), rng, lang="es"),
                       ["Huir del tren", "Saltar, Esconderse", "overcome", "2", "quick", "",
                        "", "3", "sneaky", "", "sí", "Pierdo la bolsa"])
    summary = run.result
    assert [r.outcome for r in summary.results] == [Outcome.SUCCESS, Outcome.FAIL]
    assert summary.verdict == "cost"
    assert summary.costs == (Cost.NONE, Cost.MAJOR)
    lines = [line for entry in run.recorded for line in entry.lines]
    assert lines[-1] == "=> Huir del tren: lo consigues, pero pagas un precio."
    assert lines[0] == "=> Desafío: Huir del tren"
    assert lines[1] == "@ Saltar (Rápido)"
    assert "=> Elige lograrlo a un precio serio" in lines
    assert "=> Precio: Pierdo la bolsa" in lines
    # Every task is announced with its odds before its dice are rolled.
    assert [t(r.why, "es", **r.params) for r in run.rolls] == ["Saltar: Rápido +2",
                                                               "Esconderse: Furtivo +3"]
    assert all(r.odds is not None for r in run.rolls)
    rng.finish()


def test_challenge_task_creates_an_advantage_the_next_task_invokes() -> None:
    # Task 1 creates «Humo» with one free invoke (held by Nia); task 2 (0 +2 vs +3, a fail)
    # spends it for +2 and succeeds; the invoke question says what +2 would change.
    rng = ScriptedRng([1, 0, 0, 0, 0, 0, 0, 0])
    run = run_scripted(challenge(_nia(), rng, lang="es"),
                       ["Huir", "Distraer, Saltar", "advantage", "2", "new", "Humo", "sneaky", "",
                        "overcome", "3", "quick", "4", "bonus", "free", ""])
    assert [r.outcome for r in run.result.results] == [Outcome.SUCCESS, Outcome.SUCCESS]
    assert run.result.aspects == (Aspect("Humo", AspectKind.SITUATION, 0, holder="Nia"),)
    ask = next(s for s in run.steps if isinstance(s, Ask) and s.prompt == "fate.do.ask_invoke"
               and s.params["total"] == "+2")
    assert (ask.params["now"], ask.params["plus"]) == ("Fallo", "Éxito")
    assert [c.label for c in ask.choices[1:]] == ["fate.choice.aspect", "fate.choice.aspect",
                                                  "fate.choice.aspect_free"]
    rng.finish()


def test_contest_with_a_tie_twist_and_style() -> None:
    # exchange 1: Nia 0+2=2 vs guard 0+2=2 tie; 2: Nia +4+2=6 vs 0+2=2 (2 victories);
    # 3: Nia +1+2=3 vs +0+2=2 (1 victory) -> 3 victories
    rng = ScriptedRng([0, 0, 0, 0, 0, 0, 0, 0,      # the guard rolls first, then Nia
                       0, 0, 0, 0, 1, 1, 1, 1,
                       0, 0, 0, 0, 1, 0, 0, 0])
    drawn: list[str] = []

    def draw(table_id: str) -> FakeDraw:
        drawn.append(table_id)
        return FakeDraw(table_id, "1d12", 5, "Humo espeso")

    run = run_scripted(contest(_nia(), rng, opponent="Guardia", opponent_bonus=2, target=3,
                               draw=draw, lang="es"), ["quick", ""] * 3)
    summary = run.result
    assert summary.winner == "Nia"
    assert summary.victories == {"Nia": 3, "Guardia": 0}
    assert [e.twist for e in summary.exchanges] == [True, False, False]
    assert [r.why for r in run.rolls if r.who == "el DJ"] == ["fate.roll.why.twist"]
    assert drawn == ["fate/giros"]
    assert summary.aspects[0].name == "Humo espeso"
    assert 'tbl: fate/giros 1d12=5 -> "Humo espeso"' in run.recorded[0].lines
    rng.finish()


def test_long_contest_needs_five() -> None:
    rng = ScriptedRng([0, 0, 0, 0, 1, 1, 1, 1] * 3)
    run = run_scripted(contest(_nia(), rng, opponent="Guardia", opponent_bonus=0, target=5),
                       ["quick", ""] * 3)
    assert run.result.victories["Nia"] == 6
    assert len(run.result.exchanges) == 3


def test_fae_conflict_nia_against_a_mook() -> None:
    thug = mook("Matón", Edition.FAE, good_at=("vigoroso",), boxes=1)
    fighters = (Fighter("Matón", "enemigos", thug), Fighter("Nia", "pjs", _nia()))
    # Nia acts first (Quick 2 vs 0): attacks with Sneaky +3, dice ++00 = 5;
    # the thug defends with its best (Forceful +2), dice 0000 = 2 -> 3 shifts, taken out
    # The attacker rolls first, then the defender; a lone enemy is not asked for.
    rng = ScriptedRng([1, 1, 0, 0, 0, 0, 0, 0])
    run = run_scripted(conflict(fighters, rng, lang="es"),
                       ["Vagón volcado", "Andén, Vías", "attack", "sneaky", "done", "no"])
    assert not run.errors
    assert [(r.who, r.odds is not None) for r in run.rolls] == [("Nia", True), ("Matón", False)]
    assert "Tirada por Matón: 4dF+2=+2 (0000)" in [
        t(m.key, "es", **m.params) for m in run.shown if isinstance(m, Message)]
    summary = run.result
    assert summary.winner == "pjs"
    assert summary.exchanges == 1
    assert summary.zones == ("Andén", "Vías")
    assert summary.aspects[0].name == "Vagón volcado"
    assert next(f for f in summary.fighters if f.name == "Matón").out
    lines = [line for entry in run.recorded for line in entry.lines]
    assert "=> Matón queda fuera de combate [N:Matón|fuera de combate]" in lines
    rng.finish()


def test_fae_conflict_npc_turn_and_player_absorbs() -> None:
    brute = new_fae("Bruto", "Matón de la Cofradía", "Impaciente",
                    approaches=PRESETS["forzudo"])
    brute = replace(brute, role=Role.NPC)
    nia = _nia()
    fighters = (Fighter("Nia", "pjs", nia), Fighter("Bruto", "cofradía", brute))
    # exchange 1: Nia concedes? no: Nia (Quick 2) vs Bruto (Quick 1): Nia first.
    # Nia attacks (Sneaky 3, dice 0000 = 3) vs Bruto's defense (Forceful 3, 0000 = 3): tie
    # -> boost for Nia. Bruto attacks: Forceful 3 + ++00 = 5; Nia defends Quick 2 + 0000 = 2
    # -> hit 3: she takes box 3 (the GM's plan for Bruto first, 0000: an attack).
    # Exchange 2: Nia concedes.
    rng = ScriptedRng([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                       1, 1, 0, 0, 0, 0, 0, 0])
    answers = ["", "", "attack", "sneaky", "done", "Bruto tambaleante",
               "quick", "done", "1",
               "concede"]
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"), answers)
    summary = run.result
    final_nia = next(f for f in summary.fighters if f.name == "Nia")
    assert final_nia.conceded
    assert final_nia.sheet.tracks[0].marks() in ("[1][2][X]",)
    assert final_nia.sheet.fate_points == 4
    assert summary.winner == "cofradía"
    lines = [line for entry in run.recorded for line in entry.lines]
    assert "@ Bruto ataca a Nia (Vigoroso +3)" in lines
    assert "d: ataque 4dF+3=+5 (++00) -> oposición +5" in lines
    assert "=> Nia se rinde y queda con 4 PF" in lines
    assert any(a.name == "Bruto tambaleante" for a in summary.aspects)
    rng.finish()


def test_condensed_conflict_asks_who_goes_next() -> None:
    ana = new_condensed("Ana", "Médica", "Curiosa", skills={
        Skill.FIGHT: 4, Skill.ATHLETICS: 3, Skill.PHYSIQUE: 3, Skill.WILL: 2, Skill.NOTICE: 2,
        Skill.SHOOT: 2, Skill.INVESTIGATE: 1, Skill.CRAFTS: 1, Skill.LORE: 1, Skill.STEALTH: 1})
    zombie = mook("Zombi", Edition.CONDENSED, good_at=("pelea",), boxes=1)
    fighters = (Fighter("Zombi", "muertos", zombie), Fighter("Ana", "pjs", ana))
    # Ana goes first: Fight 4 + 0000 vs zombie Athletics 0 + 0000 -> 4 shifts: taken out
    rng = ScriptedRng([0] * 8)
    run = run_scripted(conflict(fighters, rng), ["", "", "Ana", "Zombi", "attack", "Zombi",
                                                 "pelea",
                                                 "done", "no"])
    assert run.result.winner == "pjs"
    rng.finish()


def test_player_may_take_over_the_npc_choices() -> None:
    brute = replace(new_fae("Bruto", "Matón", "Impaciente", approaches=PRESETS["forzudo"]),
                    role=Role.NPC)
    # Bruto is quicker than Nia, so he acts first; the player picks his target and approach
    quick = replace(brute, approaches={**brute.approaches, Approach.QUICK: 3,
                                       Approach.FORCEFUL: 1})
    fighters = (Fighter("Bruto", "cofradía", quick), Fighter("Nia", "pjs", _nia()))
    rng = ScriptedRng([0, 0, 0, 0, 0, 0, 0, 0])   # Bruto Flashy 2 + 0 vs Nia Quick 2 + 0: tie
    run = run_scripted(conflict(fighters, rng, control=True, lang="en"),   # no GM auto-invokes
                       ["", "", "flashy", "quick", "done", "concede"])
    assert not run.errors
    lines = [line for entry in run.recorded for line in entry.lines]
    assert "@ Bruto attacks Nia (Flashy +2)" in lines
    assert run.result.winner == "cofradía"
    assert any(a.kind.value == "boost" and a.holder == "Bruto" for a in run.result.aspects)


def test_contest_helpers_and_invokes() -> None:
    # Nia Quick 2 + 2 helpers (FAE: +1 each) = 4; the guard +2 rolls first (0000 = 2),
    # Nia rolls 0000 = 4: 2 ahead, one victory; she also invokes her trouble (+2): 6, style
    rng = ScriptedRng([0] * 8 * 3)
    run = run_scripted(contest(_nia(), rng, opponent="Guardia", opponent_bonus=2, target=3,
                               helpers=(0, 0)),
                       ["quick", "a2", "bonus", "fate_point", "done", "quick", "", "quick", ""])
    summary = run.result
    assert [e.victories for e in summary.exchanges] == [2, 1]
    assert summary.character.fate_points == 2
    assert summary.winner == "Nia"
