"""A named NPC may open its turn with an advantage (the GM's policy, asked of 4dF), shown in one
line and journaled; it then spends the free invoke against the player's roll."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from itertools import product

from solo.dice.rng import ScriptedRng
from solo.i18n import t, use_language
from solo.procedures.steps import Message, run_scripted
from solo.systems.fate.procedures.conflict import conflict
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.aspects import Aspect, AspectKind
from solo.systems.fate.rules.character import Role, mook, new_fae
from solo.systems.fate.rules.conflict import Fighter
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.npc_plan import plans_advantage


def _said(run: object, lang: str = "es") -> list[str]:
    return [t(m.key, lang, **m.params) for m in run.shown  # type: ignore[attr-defined]
            if isinstance(m, Message)]


def _lines(run: object) -> list[str]:
    return [line for entry in run.recorded for line in entry.lines]  # type: ignore[attr-defined]


def _fighters() -> tuple[Fighter, ...]:
    nia = new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"])
    brute = replace(new_fae("Bruto", "Matón", "Impaciente", approaches=PRESETS["forzudo"]),
                    role=Role.NPC)
    return (Fighter("Nia", "pjs", nia), Fighter("Bruto", "cofradía", brute))


def test_the_policy_picks_an_advantage_31_times_in_81_for_a_named_npc_only() -> None:
    brute = _fighters()[1].sheet
    rolls = [sum(faces) for faces in product((-1, 0, 1), repeat=4)]
    chance = Fraction(sum(plans_advantage(brute, holds=0, gm_roll=r) for r in rolls), 81)
    assert chance == Fraction(31, 81)
    assert not any(plans_advantage(brute, holds=1, gm_roll=r) for r in rolls)
    assert not any(plans_advantage(mook("M", Edition.FAE), holds=0, gm_roll=r) for r in rolls)


def test_an_npc_creates_an_advantage_and_spends_its_invoke_against_the_player(
        ) -> None:
    rng = ScriptedRng([0, 0, 0, 0,  0, 0, 0, 0,      # Nia 3 vs Bruto 3: a tie, her boost
                       1, 0, 0, 0,                   # the GM's plan for Bruto: +1, an advantage
                       0, 0, 0, 0,                   # Bruto: Vigoroso 3 vs Fair 2, a success
                       1, 0, 0, 0,  0, 0, 0, 0,      # Nia 4 vs 3: turned by Bruto's invoke
                       0, 0, 0, 0])                  # the GM's plan: 0, he attacks
    run = run_scripted(conflict(_fighters(), rng, gm_points=0, lang="es"),
                       ["", "", "attack", "sneaky", "", "Ventaja",
                        "attack", "sneaky", "", "", "concede"])
    assert not run.errors, run.errors
    rng.finish()
    said = _said(run)
    assert ("Bruto crea una ventaja con Vigoroso (4dF+3=+3 (0000) contra +2): «Bruto toma "
            "posición», 1 invocación(es) gratuita(s) suya(s).") in said, said
    assert ("La oposición usa una invocación gratuita de «Bruto toma posición»: ahora contra +5."
            in said), said
    assert "El DJ decide que Bruto ataca (4dF=0 (0000))." in said
    lines = _lines(run)
    at = lines.index("d: ¿crea Bruto una ventaja? 4dF=+1 (+000) -> sí")
    assert lines[at + 1:at + 4] == [
        "@ Bruto crea una ventaja (Vigoroso +3)",
        "d: 4dF+3=+3 (0000) vs TN +2 -> Éxito (1)",
        "=> Aspecto «Bruto toma posición» (invocaciones gratuitas: 1, de Bruto)"], lines
    # The invoke is spent: the aspect stays, with none left.
    assert Aspect("Bruto toma posición", AspectKind.SITUATION, 0, holder="Bruto") in \
        run.result.aspects


def test_a_failed_npc_advantage_is_shown_in_english_and_nothing_is_made() -> None:
    rng = ScriptedRng([0, 0, 0, 0,  0, 0, 0, 0,      # a tie: her boost
                       1, 1, 0, 0,                   # the GM's plan: +2, an advantage
                       -1, -1, -1, -1])              # Bruto: 3 - 4 vs 2, a failure
    with use_language("en"):
        run = run_scripted(conflict(_fighters(), rng, gm_points=0, lang="en"),
                           ["", "", "attack", "sneaky", "", "Edge", "concede"])
        said = _said(run, "en")
    assert not run.errors, run.errors
    rng.finish()
    assert ("Bruto tries to create an advantage with Forceful (4dF+3=-1 (----) against "
            "+2) and fails.") in said, said
    assert not [a for a in run.result.aspects if "position" in a.name]
    assert "@ Bruto creates an advantage (Forceful +3)" in _lines(run)
