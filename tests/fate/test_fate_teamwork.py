"""Help by the book: +1 per helping ally (Accelerated), +1 per helper at +1 or more capped by
the team's best (Condensed); a helper gives up its next action in a conflict."""

from __future__ import annotations

from pathlib import Path

from solo.dice.rng import ScriptedRng
from solo.i18n import t
from solo.procedures.steps import Ask, Message, run_scripted
from solo.systems.fate.procedures.conflict import conflict
from solo.systems.fate.procedures.contest import challenge
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.character import mook, new_condensed, new_fae
from solo.systems.fate.rules.conflict import Fighter
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.skills import Skill
from tests.conftest import run_cli
from tests.fate.test_fate_pty_loops import _campaign, _journal

SKILLS = {Skill.FIGHT: 4, Skill.ATHLETICS: 3, Skill.PHYSIQUE: 3, Skill.WILL: 2, Skill.NOTICE: 2,
          Skill.EMPATHY: 2, Skill.ACADEMICS: 1, Skill.CRAFTS: 1, Skill.LORE: 1, Skill.STEALTH: 1}


def _said(run: object) -> list[str]:
    return [t(m.key, "es", **m.params) for m in run.shown  # type: ignore[attr-defined]
            if isinstance(m, Message)]


def _lines(run: object) -> list[str]:
    return [line for entry in run.recorded for line in entry.lines]  # type: ignore[attr-defined]


def test_a_helper_adds_one_in_fae_and_gives_up_its_next_action() -> None:
    nia = new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"])
    tomas = new_fae("Tomás", "Hermano", "Ingenuo", approaches=PRESETS["forzudo"])
    fighters = (Fighter("Nia", "pjs", nia), Fighter("Tomás", "pjs", tomas),
                Fighter("Matón", "npcs", mook("Matón", Edition.FAE)))
    # Nia (Sneaky 3 + Tomás 1) rolls ---0: 1 vs Matón 0 + 0000: a 1-shift hit on his box.
    rng = ScriptedRng([-1, -1, -1, 0, 0, 0, 0, 0])
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "attack", "sneaky", "tomás", "", "concede", "concede"])
    assert not run.errors, run.errors
    rng.finish()
    helpers = next(s for s in run.steps if isinstance(s, Ask)
                   and s.prompt == "fate.help_step.ask")
    assert [t(c.label, "es", **c.params) for c in helpers.choices] == ["Tomás +1"]
    said = _said(run)
    assert "Te ayudan Tomás: +1." in said
    assert "Tomás ya gastó su acción ayudando." in said
    lines = _lines(run)
    assert "@ Nia ataca a Matón (Furtivo +3, ayuda de Tomás +1)" in lines, lines
    assert "d: 4dF+4=+1 (---0) vs TN 0 -> Éxito (1)" in lines
    assert "=> Tomás gastó su acción ayudando" in lines


def test_condensed_help_counts_helpers_at_plus_one_and_is_capped_in_a_challenge() -> None:
    ana = new_condensed("Ana", "Médica", "Curiosa", skills=SKILLS)
    eva = new_condensed("Eva", "Ingeniera", "Temeraria", skills={
        **dict.fromkeys(SKILLS, 0), Skill.FIGHT: 4, Skill.PHYSIQUE: 3, Skill.NOTICE: 3,
        Skill.WILL: 2, Skill.EMPATHY: 2, Skill.CRAFTS: 2, Skill.ATHLETICS: 1, Skill.LORE: 1,
        Skill.STEALTH: 1, Skill.SHOOT: 1})
    leo = new_condensed("Leo", "Cartero", "Lento", skills={
        **dict.fromkeys(SKILLS, 0), Skill.FIGHT: 4, Skill.PHYSIQUE: 3, Skill.NOTICE: 3,
        Skill.WILL: 2, Skill.EMPATHY: 2, Skill.CRAFTS: 2, Skill.LORE: 1, Skill.STEALTH: 1,
        Skill.SHOOT: 1, Skill.DRIVE: 1})
    rng = ScriptedRng([0, 0, 0, 0])
    run = run_scripted(challenge(ana, rng, allies=(eva, leo), lang="es"),
                       ["Cruzar el río", "Nadar", "overcome", "4", "athletics", "1, 2", "", "", ""])
    assert not run.errors, run.errors
    rng.finish()
    # Eva (Atletismo +1) counts, Leo (+0) does not: Ana's +3 +1 = +4 against +4.
    assert "@ Nadar (Atletismo, ayuda de Eva, Leo +1)" in _lines(run), _lines(run)
    assert "d: 4dF+4=+4 (0000) vs TN +4 -> Empate (0)" in _lines(run)


def test_no_help_question_without_allies_and_fate_do_offers_the_other_pcs(
        tmp_path: Path) -> None:
    _campaign(tmp_path)
    assert run_cli("--campaign", "tren", "fate", "character", "new", "Tomás", home=tmp_path,
                   stdin="Hermano\nIngenuo\nAmigo\n\n1\n\n\n")[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "use", "Nia", home=tmp_path)[0] == 0
    code, _, err = run_cli("--campaign", "tren", "fate", "do", "--dice", "0000",
                             home=tmp_path,
                             stdin="Saltar\n2\n2\n1\n5\nTomás\n\n")
    assert code == 0, err
    assert "@ Saltar (Superar, Rápido +2; ayuda de Tomás +1)" in _journal(tmp_path)
