"""A create-an-advantage names its aim before the dice: a new aspect, a hidden one, or one in
play (the roller's own among them); a failure that hands the invoke over says whose it is."""

from __future__ import annotations

from solo.dice.rng import ScriptedRng
from solo.i18n import t
from solo.procedures.steps import Ask, Message, run_scripted
from solo.systems.fate.procedures.contest import challenge
from solo.systems.fate.procedures.do import do_action
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.aspects import GM, Aspect, AspectKind
from solo.systems.fate.rules.character import Character, new_condensed, new_fae
from solo.systems.fate.rules.skills import Skill

SKILLS = {Skill.FIGHT: 4, Skill.ATHLETICS: 3, Skill.PHYSIQUE: 3, Skill.WILL: 2, Skill.NOTICE: 2,
          Skill.EMPATHY: 2, Skill.ACADEMICS: 1, Skill.CRAFTS: 1, Skill.LORE: 1, Skill.STEALTH: 1}
FOG = Aspect("Niebla", AspectKind.SITUATION)


def _nia() -> Character:
    return new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"])


def _ana() -> Character:
    return new_condensed("Ana", "Médica", "Curiosa", skills=SKILLS)


def _lines(run: object) -> list[str]:
    return [line for entry in run.recorded for line in entry.lines]  # type: ignore[attr-defined]


def _said(run: object) -> list[str]:
    return [t(m.key, "es", **m.params) for m in run.shown  # type: ignore[attr-defined]
            if isinstance(m, Message)]


def test_the_aim_is_asked_before_the_dice_and_lists_the_scene_and_the_own_aspects() -> None:
    rng = ScriptedRng([1, 0, 0, 0])     # Furtivo +3: 4 vs 2, a success
    run = run_scripted(do_action(_nia(), rng, scene_aspects=(FOG,), lang="es"),
                       ["Esconderme tras mi fama", "fixed", "2", "advantage", "3", "sneaky",
                        "done"])
    rng.finish()
    target = next(s for s in run.steps if isinstance(s, Ask) and s.prompt == "fate.do.ask_target")
    assert [t(c.label, "es", **c.params) for c in target.choices] == [
        "Un aspecto nuevo", "Descubrir un aspecto oculto",
        "Ladrona de trenes (de personaje, Nia)", "Debo dinero (de personaje, Nia)",
        "Niebla (de situación)"]
    prompts = [s.prompt for s in run.steps if isinstance(s, Ask)]
    assert prompts.index("fate.do.ask_target") < prompts.index("fate.do.ask_approach")
    assert "fate.effect.ask_aspect" not in prompts       # nothing asked after the roll
    # The free invoke sits on Nia's own aspect, held by her, and stays in play.
    held = Aspect("Ladrona de trenes", AspectKind.CHARACTER, 1, owner="Nia", holder="Nia")
    assert held in run.result.aspects
    assert "@ Esconderme tras mi fama (Crear una ventaja, Furtivo +3; sobre «Ladrona de " \
        "trenes»)" in _lines(run)
    assert "=> Aspecto «Ladrona de trenes» (invocaciones gratuitas: 1)" in _lines(run)
    # The next roll offers that free invoke.
    again = run_scripted(do_action(_nia(), ScriptedRng([-1, -1, 0, 0]),
                                   scene_aspects=run.result.aspects, lang="es"),
                         ["Saltar", "fixed", "2", "overcome", "quick", "done", "no"])
    invoke = next(s for s in again.steps if isinstance(s, Ask)
                  and s.prompt == "fate.do.ask_invoke")
    assert "Ladrona de trenes (de personaje; gratuitas: 1)" in [
        t(c.label, "es", **c.params) for c in invoke.choices]


def test_a_new_aspect_is_named_before_the_dice_and_a_failure_says_whose_the_invoke_is() -> None:
    rng = ScriptedRng([-1, -1, 0, 0])   # Rápido +2: 0 vs 4, a failure
    run = run_scripted(do_action(_nia(), rng, lang="es"),
                       ["Tender una trampa", "fixed", "4", "advantage", "1", "Trampa de cuerdas",
                        "quick", "done", "yes"])
    rng.finish()
    prompts = [s.prompt for s in run.steps if isinstance(s, Ask)]
    assert prompts.index("fate.do.ask_new_aspect") < prompts.index("fate.do.ask_approach")
    assert run.result.aspects == (Aspect("Trampa de cuerdas", AspectKind.SITUATION, 1,
                                         holder=GM),)
    assert ("«Trampa de cuerdas» queda en juego, pero la invocación gratuita es de la "
            "oposición.") in _said(run)
    assert "=> Aspecto «Trampa de cuerdas»: la invocación gratuita es de la oposición" in \
        _lines(run)
    assert not any("invocaciones gratuitas: 1" in line for line in _lines(run))


def test_condensed_failed_advantage_on_a_known_aspect_gives_the_opposition_its_invoke() -> None:
    rng = ScriptedRng([-1, -1, -1, 0, 0, 0, 0, 0])  # Empatía +2: -1 vs 2, a failure
    run = run_scripted(do_action(_ana(), rng, scene_aspects=(FOG,), lang="es"),
                       ["Perderme en la niebla", "active", "2", "advantage", "5", "empatía",
                        "done"])
    rng.finish()
    assert run.result.aspects == (Aspect("Niebla", AspectKind.SITUATION, 1, holder=GM),)
    assert "«Niebla» queda en juego, pero la invocación gratuita es de la oposición." in \
        _said(run)
    assert "=> Aspecto «Niebla»: la invocación gratuita es de la oposición" in _lines(run)


def test_a_tie_on_a_new_aspect_offers_its_name_for_the_boost_in_english() -> None:
    rng = ScriptedRng([0, 0, 0, 0])     # Notice +2 vs 2: a tie, a boost
    run = run_scripted(do_action(_ana(), rng, lang="en"),
                       ["Spot the exit", "fixed", "2", "advantage", "new", "Way out", "notice",
                        "done", ""])
    rng.finish()
    assert run.result.aspects == (Aspect("Way out", AspectKind.BOOST, 1, holder="Ana"),)
    assert "@ Spot the exit (Create an advantage, Notice +2; on 'Way out')" in _lines(run)


def test_a_challenge_task_aims_before_its_dice() -> None:
    rng = ScriptedRng([1, 1, 0, 0, 0, 0, 0, 0])
    run = run_scripted(challenge(_nia(), rng, scene_aspects=(FOG,), lang="es"),
                       ["Huir", "Ocultarse, Correr", "advantage", "2", "5", "sneaky", "done",
                        "overcome", "2", "quick", "done", ""])
    rng.finish()
    assert Aspect("Niebla", AspectKind.SITUATION, 2, holder="Nia") in run.result.aspects
    assert "@ Ocultarse (Furtivo, sobre «Niebla»)" in _lines(run)
