"""Guided procedures driven end to end with scripted answers and scripted dice."""

from __future__ import annotations

import io
from dataclasses import dataclass

import pytest
from rich.console import Console

from solo.dice.rng import ScriptedRng
from solo.i18n import t, use_language
from solo.procedures.steps import Ask, ScriptExhausted, run_scripted
from solo.render import render
from solo.systems.fate.procedures.absorb import absorb_hit, auto_absorb
from solo.systems.fate.procedures.create import create_character
from solo.systems.fate.procedures.do import DoSummary, OddsPreview, do_action
from solo.systems.fate.rules.actions import Action, Cost
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.aspects import Aspect, AspectKind, boost
from solo.systems.fate.rules.character import Character, Stunt, mook, new_condensed, new_fae
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.odds import outcome_odds
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.skills import Skill

EVA_SKILLS = {Skill.INVESTIGATE: 4, Skill.LORE: 3, Skill.NOTICE: 3, Skill.ACADEMICS: 2,
              Skill.WILL: 2, Skill.EMPATHY: 2, Skill.CRAFTS: 1, Skill.ATHLETICS: 1,
              Skill.FIGHT: 1, Skill.DRIVE: 1}


@dataclass(frozen=True)
class FakeDraw:
    table_id: str
    dice: str
    value: int | None
    text: str

    def in_language(self, lang: str) -> str:
        return f"{self.text} ({lang})"


def _nia(**kw: object) -> Character:
    return new_fae("Nia", "Ladrona de trenes", "Debo dinero a la Cofradía",
                   approaches=PRESETS["ladron"], **kw)  # type: ignore[arg-type]


def _asks(transcript: object) -> list[Ask]:
    return [s for s in transcript.steps if isinstance(s, Ask)]  # type: ignore[attr-defined]


# --- character creation -------------------------------------------------------------------

def test_create_fae_character_with_a_preset() -> None:
    answers = ["Ladrona de trenes", "Debo dinero a la Cofradía", "Hermana de Tomás", "Nia",
               "Bajita, gorra gris", "ladron", "", "Sombra en el andén",
               "+2 a Furtivo para esconderse en una estación"]
    run = run_scripted(create_character(Edition.FAE), answers)
    nia = run.result
    assert nia.name == "Nia"
    assert nia.approaches == PRESETS["ladron"]
    assert nia.aspects == ("Hermana de Tomás",)
    assert nia.stunts == (Stunt("Sombra en el andén",
                                "+2 a Furtivo para esconderse en una estación"),)
    assert (nia.refresh, nia.fate_points) == (3, 3)
    assert run.errors == ()
    lines = run.recorded[0].lines
    assert lines[0].startswith("[PC:Nia|PF 3|[1][2][3]|Ladrona de trenes|")  # aspects: its tags
    assert all(a.explain for a in _asks(run)[:3])


def test_create_fae_custom_order_reasks_bad_answers() -> None:
    answers = ["Concepto", "Problema", "Otro", "Nia", "", "nada", "custom",
               "rapido, furtivo", "rapido, furtivo, cauto, sagaz, llamativo, energico",
               "Uno", "Dos", ""]
    run = run_scripted(create_character(Edition.FAE), answers)
    assert [e.key for e in run.errors] == ["fate.error.choice", "fate.error.approach_order"]
    sheet = run.result
    assert sheet.rating("Rápido") == 3
    assert sheet.rating("Vigoroso") == 0
    assert sheet.aspects == ("Otro", "Uno", "Dos")


def test_create_condensed_character_builds_the_pyramid() -> None:
    answers = ["Investigadora antártica", "Curiosa sin remedio", "Veterana del hielo", "Carolina",
               "", "investigar", "saber, conocimientos", "conocimientos, percepcion", "erudicion",
               "erudición, voluntad, empatía", "oficios, atletismo, pelea, conducir", "", ""]
    run = run_scripted(create_character(Edition.CONDENSED), answers)
    assert [e.key for e in run.errors] == ["fate.error.skill", "fate.error.rung_count"]
    carolina = run.result
    assert carolina.skills[Skill.INVESTIGATE] == 4
    assert carolina.skills[Skill.CRAFTS] == 1
    assert [len(tr.boxes) for tr in carolina.tracks] == [3, 4]


def test_create_refuses_an_empty_high_concept() -> None:
    with pytest.raises(ScriptExhausted):
        run_scripted(create_character(Edition.FAE), ["  "])


# --- doing things ---------------------------------------------------------------------------

def test_do_overcome_jumping_between_carriages() -> None:
    rng = ScriptedRng([1, 0, -1, 1])
    with use_language("es"):
        run = run_scripted(do_action(_nia(), rng),
                           ["Saltar al vagón siguiente", "fixed", "bueno", "overcome", "quick",
                            "done"])
    summary: DoSummary = run.result
    assert summary.result is not None
    assert (summary.result.total, summary.result.shifts) == (3, 1)
    assert summary.result.outcome is Outcome.SUCCESS
    assert summary.effect is not None
    assert summary.effect.achieved
    # The roll is announced with its odds: whose dice, why, 4dF+2 against +2.
    (roll,) = run.rolls
    assert (roll.who, t(roll.why, "es", **roll.params)) == ("Nia", "supera con Rápido +2")
    assert isinstance(roll.odds, OddsPreview)
    assert roll.odds.outcomes == outcome_odds(2, 2)
    first = run.recorded[0].lines
    assert first[0] == "@ Saltar al vagón siguiente (Superar, Rápido +2)"
    assert first[1] == "d: 4dF+2=+3 (+0-+) vs TN +2 -> Éxito (1)"
    assert run.recorded[1].lines == ("=> Lo consigues.",)
    rng.finish()


def test_do_nothing_opposes_no_roll() -> None:
    run = run_scripted(do_action(_nia(), ScriptedRng([])), ["Abrir la puerta", "none"])
    assert run.result.result is None
    assert run.recorded[0].lines[0] == "@ Abrir la puerta"


def test_do_eva_creates_on_fire_with_one_free_invoke() -> None:
    eva = new_condensed("Eva", "Ingeniera", "Temeraria", skills=EVA_SKILLS)
    rng = ScriptedRng([0, 1, 1, 1])
    run = run_scripted(do_action(eva, rng, lang="es"),
                       ["Lanzar un cóctel molotov al shoggoth", "fixed", "grande", "Crear una ventaja",
                        "new", "Ardendo", "aparellos", "oficios", "done"])
    assert [e.key for e in run.errors] == ["fate.error.skill"]
    summary = run.result
    assert (summary.result.total, summary.result.shifts) == (4, 1)
    assert summary.effect.created == Aspect("Ardendo", AspectKind.SITUATION, 1, holder="Eva")
    assert summary.aspects[-1].name == "Ardendo"
    assert "=> Aspecto «Ardendo» (invocaciones gratuitas: 1)" in run.recorded[1].lines


def test_do_invoke_loop_paid_free_and_refused() -> None:
    scene = (Aspect("Andén resbaladizo", AspectKind.SITUATION, 1),)
    rng = ScriptedRng([-1, -1, 0, 0])   # -2 + Rápido 2 = 0 vs 2: fail
    answers = ["Saltar", "fixed", "2", "overcome", "quick",
               "a1", "bonus", "fate_point",                 # +2 paying a point: tie
               "a1",                                        # same aspect twice: not offered
               "a3", "bonus", "free",                       # the scene's free invoke: success
               "a3",                                        # it is spent now: not offered
               "done"]
    run = run_scripted(do_action(_nia(), rng, scene_aspects=scene), answers)
    assert [e.key for e in run.errors] == ["fate.error.choice", "fate.error.choice"]
    menus = [s for s in run.steps if isinstance(s, Ask) and s.prompt == "fate.do.ask_invoke"]
    assert {"a1", "a3"} <= {c.value for c in menus[0].choices}
    assert {"a1", "a3"} & {c.value for c in menus[-1].choices} == set()   # both invoked
    summary = run.result
    assert summary.result.total == 4
    assert summary.result.outcome is Outcome.SUCCESS
    assert summary.character.fate_points == 2
    assert [a.free_invokes for a in summary.aspects] == [0]
    assert len(summary.invokes) == 2


def test_do_reroll_uses_new_dice() -> None:
    rng = ScriptedRng([-1, -1, -1, -1, 1, 1, 0, 0])
    run = run_scripted(do_action(_nia(), rng),
                       ["Saltar", "fixed", "2", "overcome", "quick", "a1", "reroll",
                        "fate_point", "done"])
    assert run.result.result.faces == (1, 1, 0, 0)
    assert run.result.result.total == 4
    rng.finish()


def test_no_plus_two_to_the_opposition_on_ones_own_roll() -> None:
    # On Nia's own roll an invoke gives +2 or a reroll; "oppose" is refused and not listed.
    rng = ScriptedRng([1, 1, 0, 0])     # +2 + 2 = 4 vs 2
    run = run_scripted(do_action(_nia(), rng, gm_points=1),
                       ["Saltar", "fixed", "2", "overcome", "quick", "a2", "oppose", "bonus",
                        "fate_point", "done", "Impulso"])
    use = next(s for s in run.steps if isinstance(s, Ask) and s.prompt == "fate.do.ask_use")
    assert [c.value for c in use.choices] == ["bonus", "reroll"]
    assert [e.key for e in run.errors] == ["fate.error.choice"]
    summary = run.result
    assert (summary.result.total, summary.result.vs) == (6, 2)
    assert (summary.gm_points, summary.hostile_points) == (1, ())
    rng.finish()


def test_do_boost_is_used_once_and_vanishes() -> None:
    scene = (boost("Desequilibrado"),)
    run = run_scripted(do_action(_nia(), ScriptedRng([0, 0, 0, 0]), scene_aspects=scene),
                       ["Empujar", "fixed", "3", "overcome", "quick", "a3", "bonus",
                        "fate_point", "free", "done"])
    assert [e.key for e in run.errors] == ["fate.error.choice"]     # a boost is only free
    payment = next(s for s in run.steps if isinstance(s, Ask) and s.prompt == "fate.do.ask_payment")
    assert [c.value for c in payment.choices] == ["free", "cancel"]
    assert run.result.aspects == ()
    assert run.result.result.total == 4
    assert run.result.character.fate_points == 3


def test_do_tie_draws_a_minor_cost_when_the_program_plays_gm() -> None:
    drawn: list[str] = []

    def draw(table_id: str) -> FakeDraw:
        drawn.append(table_id)
        return FakeDraw(table_id, "1d8", 4, "Encajas un golpe")

    run = run_scripted(do_action(_nia(), ScriptedRng([0, 0, 0, 0]), draw=draw, lang="es"),
                       ["Saltar", "fixed", "2", "overcome", "quick", "done", "yes"])
    assert drawn == ["fate/costes-menores"]
    assert run.result.effect.cost is Cost.MINOR
    assert run.result.effect.cost_text.startswith("Encajas un golpe")
    assert 'tbl: fate/costes-menores 1d8=4 -> "Encajas un golpe (es)"' in run.recorded[1].lines
    cost = run.rolls[-1]                 # physical dice are told whose draw it is, and why
    assert (cost.who, t(cost.why, "es", **cost.params)) == ("el DJ", "sacar un precio menor")


def test_do_fail_can_become_success_at_a_serious_cost() -> None:
    def draw(table_id: str) -> FakeDraw:
        return FakeDraw(table_id, "1d8", 2, "Un aliado en peligro")

    run = run_scripted(do_action(_nia(), ScriptedRng([-1, -1, -1, -1]), draw=draw),
                       ["Saltar", "fixed", "2", "overcome", "quick", "done", "yes", "yes"])
    effect = run.result.effect
    assert (effect.achieved, effect.cost) == (True, Cost.MAJOR)
    out = io.StringIO()
    with use_language("es"):
        Console(file=out, width=100, color_system=None).print(render(run.result))
    assert "Elige lograrlo a un precio serio\nPrecio: Un aliado en peligro" in out.getvalue()


def test_do_condensed_tie_may_fail_with_a_boost() -> None:
    eva = new_condensed("Eva", "Ingeniera", "Temeraria", skills=EVA_SKILLS)
    run = run_scripted(do_action(eva, ScriptedRng([0, 0, 0, 0])),
                       ["Forzar la caja fuerte", "fixed", "1", "overcome", "crafts", "done",
                        "yes", "Sé cómo funciona"])
    effect = run.result.effect
    assert (effect.achieved, effect.cost) == (False, Cost.NONE)
    assert effect.boost == boost("Sé cómo funciona", "Eva")


def test_do_active_opponent_rolls_too() -> None:
    rng = ScriptedRng([1, 1, 1, 0, -1, 0, 0, 0])   # mine +3, theirs -1
    run = run_scripted(do_action(_nia(), rng),
                       ["Apuñalar al guardia", "active", "1", "attack", "sneaky", "done",
                        "yes", "Guardia aturdido"])
    result = run.result.result
    assert (result.total, result.vs, result.shifts) == (6, 0, 6)
    assert result.action is Action.ATTACK
    assert run.result.effect.hit == 5
    assert run.result.effect.boost is not None
    assert "d: rival 4dF+1=0 (-000) -> oposición 0" in run.recorded[0].lines


def test_do_stunt_adds_two() -> None:
    nia = _nia(stunts=(Stunt("Sombra", "+2 a Furtivo al esconderse"),))
    run = run_scripted(do_action(nia, ScriptedRng([0, 0, 0, 0])),
                       ["Esconderse", "fixed", "4", "overcome", "sneaky", "2", "done"])
    assert run.result.result.bonus == 5


# --- absorbing ------------------------------------------------------------------------------

def test_absorb_fae_worked_example() -> None:
    run = run_scripted(absorb_hit(_nia(), 4, lang="es"), ["1", "Torcedura en el tobillo"])
    summary = run.result
    assert summary.character.tracks[0].marks() == "[1][X][3]"
    assert summary.consequences == (Aspect("Torcedura en el tobillo", AspectKind.CONSEQUENCE, 1,
                                           "Nia"),)
    assert run.recorded[0].lines == (
        "=> Nia: [1][X][3]; consecuencias: «Torcedura en el tobillo»",)
    ask = _asks(run)[0]
    assert len(ask.choices) == 4
    assert ask.explain == "fate.absorb.explain.fae"


def test_absorb_reasks_an_impossible_choice() -> None:
    run = run_scripted(absorb_hit(_nia(), 2), ["9", "1"])
    assert [e.key for e in run.errors] == ["fate.error.choice"]
    assert run.result.character.tracks[0].marks() == "[1][X][3]"


def test_absorb_taken_out() -> None:
    thug = mook("Matón", Edition.FAE, boxes=1)
    run = run_scripted(absorb_hit(thug, 3, lang="en"), [])
    assert run.result.taken_out
    assert run.recorded[0].lines == ("=> Matón is taken out [N:Matón|taken out]",)


def test_auto_absorb_for_npcs() -> None:
    summary = auto_absorb(_nia(), 5, lang="en")
    assert not summary.taken_out
    assert summary.consequences[0].name.endswith("wound")
    assert auto_absorb(mook("Matón", Edition.FAE, boxes=2), 3).taken_out
