"""Issue 26, Fate at the whole table: Fate's words, the other side shown, NPCs by their sheets,
the player's whole toolbox; scripted dice and answers at the procedures, real entry points."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.i18n import t
from solo.procedures.steps import Message, run_scripted
from solo.systems.fate.messages import en, es
from solo.systems.fate.procedures.conflict import conflict
from solo.systems.fate.procedures.contest import contest
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.aspects import GM
from solo.systems.fate.rules.character import Role, Stunt, mook, new_condensed, new_fae
from solo.systems.fate.rules.conflict import Fighter
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.skills import Skill
from solo.systems.fate.rules.stress import TrackKind
from tests.conftest import area_state, run_cli, write_area_state


def _nia() -> object:
    return new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"])


def _lines(run: object) -> list[str]:
    return [line for entry in run.recorded for line in entry.lines]  # type: ignore[attr-defined]


def _said(run: object, lang: str = "es") -> list[str]:
    return [t(s.key, lang, **s.params) for s in run.shown  # type: ignore[attr-defined]
            if isinstance(s, Message)]


# --- 1. Fate's words -------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "words"), [("es", "Éxito con estilo (4)"),
                                             ("en", "Success with style (4)")])
def test_succeed_with_style_is_named_by_the_book_on_the_roll_line(lang: str, words: str,
                                                                  tmp_path: Path) -> None:
    code, out, err = run_cli("--lang", lang, "fate", "roll", "--dice", "++++", "--vs", "0",
                             home=tmp_path)
    assert (code, err) == (0, "")
    assert words in out


@pytest.mark.parametrize(("lang", "names"), [
    ("es", ["Fallo", "Empate", "Éxito", "Éxito con estilo"]),
    ("en", ["Fail", "Tie", "Success", "Success with style"])])
def test_every_outcome_in_the_odds_table_and_the_rules(lang: str, names: list[str],
                                                       tmp_path: Path) -> None:
    code, out, _ = run_cli("--lang", lang, "odds", "fate", "--bonus", "2", "--vs", "1",
                           home=tmp_path)
    assert code == 0
    assert [line.split("  ")[0].strip() for line in out.splitlines()[2:6]] == names
    assert [t(o.label_key, lang) for o in Outcome] == names
    topic = "resultados" if lang == "es" else "outcomes"
    _, rules, _ = run_cli("--lang", lang, "fate", "rules", topic, home=tmp_path)
    assert names[-1].lower() in " ".join(rules.split()).lower()


@pytest.mark.parametrize("edition", ["fae", "condensed"])
def test_the_journal_names_style_as_the_book_does(edition: str, tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "fate", home=tmp_path)[0] == 0
    code, _, err = run_cli("--campaign", "c", "fate", "roll", "--edition", edition,
                           "--dice", "++++", "--vs", "0", home=tmp_path)
    assert (code, err) == (0, "")
    journal = next(tmp_path.rglob("*.md")).read_text(encoding="utf-8")
    assert "-> Éxito con estilo (4)" in journal


def test_no_catalog_calls_a_fate_outcome_critical() -> None:
    assert not [k for k, v in es.MESSAGES.items() if "crítico" in v.lower()]
    assert not [k for k, v in en.MESSAGES.items() if "critical" in v.lower()]


# --- 2. the other side shown -----------------------------------------------------------------

def test_an_npc_absorbing_a_hit_is_shown_in_one_line_and_journaled() -> None:
    brute = replace(new_fae("Bruto", "Matón", "Impaciente", approaches=PRESETS["forzudo"]),
                    role=Role.NPC)
    fighters = (Fighter("Nia", "pjs", _nia()), Fighter("Bruto", "cofradía", brute))
    # Nia attacks: Sneaky 3 + ++++ = 7 vs Bruto Forceful 3 + 0000: 4 shifts, style.
    # Bruto, losing, fights on (the GM's 4dF: 0000) and attacks (the GM's plan: 0000);
    # Forceful 3 + 0000 vs Nia's Quick 2 + ++00: she holds; then she concedes.
    rng = ScriptedRng([1] * 4 + [0] * 16 + [1, 1, 0, 0])
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "attack", "sneaky", "", "no", "quick", "", "concede"])
    assert not run.errors, run.errors
    said = _said(run)
    assert ("Bruto encaja un golpe de 4: estrés [1][X][3]; consecuencias: «Herida leve»."
            in said), said
    assert "=> Bruto encaja el golpe [N:Bruto|[1][X][3]|«Herida leve»]" in _lines(run)


def test_an_npcs_tie_boost_is_shown_and_journaled_when_made() -> None:
    fighters = (Fighter("Nia", "pjs", _nia()), Fighter("Matón", "npcs", mook("Matón",
                                                                            Edition.FAE)))
    # Nia concedes? No: she attacks and misses (0 vs 0 is a tie: her boost); Matón 0 + 0 vs
    # her Careful 2 - 2 = 0: a tie, his boost.
    rng = ScriptedRng([0] * 12 + [-1, -1, 0, 0])
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "attack", "forceful", "", "Ventaja", "careful", "",
                        "concede"])
    said = _said(run)
    assert "Matón gana el impulso «Ventaja de Matón» (una invocación gratuita)." in said, said
    assert "=> Impulso «Ventaja de Matón» para Matón" in _lines(run)


@pytest.mark.parametrize(("lang", "lines"), [
    ("es", ["Humo denso (de situación; invocaciones gratuitas: 2, para tu bando)",
            "Tambaleante (impulso; invocaciones gratuitas: 1, para tu bando)", "Niebla"]),
    ("en", ["Humo denso (situation; free invokes: 2, for your side)",
            "Tambaleante (boost; free invokes: 1, for your side)", "Niebla"])])
def test_aspect_list_shows_free_invokes_and_whose(lang: str, lines: list[str],
                                                  tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "fate", home=tmp_path)[0] == 0
    for args in (["Humo", "denso", "--free", "2"], ["Tambaleante", "--boost"], ["Niebla"]):
        assert run_cli("--campaign", "c", "fate", "aspect", "add", *args, home=tmp_path)[0] == 0
    code, out, _ = run_cli("--lang", lang, "--campaign", "c", "fate", "aspect", "list",
                           home=tmp_path)
    assert code == 0
    assert [line.strip() for line in out.splitlines()][:2] == lines[:2]
    assert "gratuitas" not in out.splitlines()[2] and "free" not in out.splitlines()[2]


# --- 3. NPCs defend by their sheets ----------------------------------------------------------

SKILLS = {Skill.FIGHT: 4, Skill.ATHLETICS: 3, Skill.PROVOKE: 3, Skill.WILL: 2, Skill.NOTICE: 2,
          Skill.EMPATHY: 2, Skill.ACADEMICS: 1, Skill.CRAFTS: 1, Skill.LORE: 1, Skill.STEALTH: 1}


def _ghoul() -> object:
    return replace(new_condensed("Necrófago", "Hambre de carne", "Torpe", skills={
        Skill.FIGHT: 4, Skill.PHYSIQUE: 3, Skill.ATHLETICS: 3, Skill.NOTICE: 2,
        Skill.STEALTH: 2, Skill.WILL: 1, Skill.SHOOT: 1, Skill.PROVOKE: 1, Skill.LORE: 1,
        Skill.CRAFTS: 2}), role=Role.NPC)


def test_a_mental_attack_in_condensed_is_defended_with_will_and_hurts_the_mind() -> None:
    ana = new_condensed("Ana", "Médica", "Curiosa", skills=SKILLS)
    fighters = (Fighter("Ana", "pjs", ana), Fighter("Necrófago", "npcs", _ghoul()))
    # Ana provokes (3 + ++00 = 5) in a physical conflict; the ghoul defends with Will 1 + 0000:
    # a 4-shift hit on its mental track; then (the GM's plan: 0000, an attack) it comes at
    # her and she concedes first.
    rng = ScriptedRng([1, 1, 0, 0] + [0] * 8)
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "Ana", "attack", "Provocar", "", "no", "concede"])
    assert not run.errors, run.errors
    menu = next(s for s in run.steps if getattr(s, "prompt", "") == "fate.do.ask_skill")
    assert [c.value for c in menu.choices] == ["fight", "provoke", "shoot"]
    lines = _lines(run)
    assert lines[lines.index("@ Ana ataca a Necrófago (Provocar +3)") + 1] == (
        "d: Necrófago se defiende con Voluntad: 4dF+1=+1 (0000) -> oposición +1")
    ghoul = next(f for f in run.result.fighters if f.name == "Necrófago").sheet
    mind = next(tr for tr in ghoul.tracks if tr.kind is TrackKind.MENTAL)
    body = next(tr for tr in ghoul.tracks if tr.kind is TrackKind.PHYSICAL)
    assert sum(mind.checked) + sum(s.value for s in ghoul.consequences if s.aspect) == 4
    assert not any(body.checked)
    rng.finish()


def test_a_mental_attack_in_fae_is_defended_careful_or_clever_not_by_force() -> None:
    brute = replace(new_fae("Bruto", "Matón", "Impaciente", approaches=PRESETS["forzudo"]),
                    role=Role.NPC)                  # Forceful 3, Careful 2, Clever 0
    fighters = (Fighter("Nia", "pjs", _nia()), Fighter("Bruto", "cofradía", brute))
    rng = ScriptedRng([0] * 12)   # Nia, Bruto's defence, the GM's plan for Bruto: attack
    run = run_scripted(conflict(fighters, rng, physical=False, gm_points=0, lang="es"),
                       ["", "", "attack", "clever", "", "concede"])
    assert not run.errors, run.errors
    assert ("d: Bruto se defiende con Cauto: 4dF+2=+2 (0000) -> oposición +2"
            in _lines(run)), _lines(run)


# --- 4. the player's whole toolbox -----------------------------------------------------------

def test_the_player_concedes_before_the_enemy_rolls() -> None:
    brute = replace(new_fae("Bruto", "Matón", "Impaciente", approaches=PRESETS["forzudo"]),
                    role=Role.NPC)
    fighters = (Fighter("Bruto", "cofradía", brute), Fighter("Nia", "pjs", _nia()))
    # Nia (Quick 2) acts first: she misses (0 + 3 vs 3 + ----); Bruto comes at her: she
    # concedes before his dice, which are never rolled (the GM's plan, 0000: he attacks).
    rng = ScriptedRng([0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0])
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "attack", "sneaky", "", "concede"])
    assert not run.errors, run.errors
    rng.finish()                                   # Bruto's attack was never rolled
    said = _said(run)
    at = said.index("Bruto va a por Nia con Vigoroso +3.")
    assert "Nia se rinde: sale del conflicto a su manera y queda con 4 PF." in said[at:]
    assert "=> Nia se rinde y queda con 4 PF" in _lines(run)
    nia = next(f for f in run.result.fighters if f.name == "Nia")
    assert nia.conceded and run.result.winner == "cofradía"
    menu = next(s for s in run.steps if getattr(s, "prompt", "") == "fate.conflict.ask_defense")
    assert menu.choices[-1].value == "concede"


def test_a_saved_npc_in_a_contest_rolls_with_its_sheet_and_its_aspects_are_in_play() -> None:
    brute = replace(new_fae("Bruto", "Matón de la Cofradía", "Impaciente",
                            approaches=PRESETS["forzudo"]), role=Role.NPC)  # Sneaky 1
    # Three exchanges, Nia Sneaky 3 + 0000 against Bruto's own Sneaky 1 + 0000: 3 to 1 each.
    rng = ScriptedRng([0] * 24)
    run = run_scripted(contest(_nia(), rng, opponent="Bruto", opponent_bonus=0, target=3,
                               rival=brute, lang="es"),
                       ["sneaky", "", "sneaky", "", "sneaky", ""])
    assert not run.errors, run.errors
    assert [t(r.why, "es", **r.params) for r in run.rolls if r.who == "Bruto"] == [
        "se opone con +1"] * 3
    assert any(line.startswith("d: Nia (Furtivo) 4dF") and
               line.endswith(" vs TN +1 -> Intercambio 1: Nia 3, Bruto 1") for line in _lines(run))
    menu = next(s for s in run.steps if getattr(s, "prompt", "") == "fate.do.ask_invoke")
    assert "Impaciente" in [c.params.get("name") for c in menu.choices]
    assert run.result.winner == "Nia"
    assert "Impaciente" not in [a.name for a in run.result.aspects]   # his, not the scene's
    rng.finish()


def test_fate_contest_reads_a_saved_npcs_sheet(tmp_path: Path) -> None:
    nia = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"
    assert run_cli("campaign", "new", "c", "--system", "fate", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "fate", "character", "new", home=tmp_path,
                   stdin=nia)[0] == 0
    assert run_cli("--campaign", "c", "fate", "character", "npc", "Vidal", "--good",
                   "rapido", home=tmp_path)[0] == 0
    code, _, err = run_cli("--campaign", "c", "fate", "contest", "vidal", "--dice", "0000",
                           home=tmp_path, stdin="rápido\n\n" * 12)
    assert code == 0, err
    journal = next(tmp_path.rglob("journal.md")).read_text(encoding="utf-8")
    # --dice covers Nia's first roll only: Vidal's dice are the program's, his rating his sheet's
    vidal = re.findall(r"^d: Vidal 4dF\+2=([-+]?\d+) \(([-+0]{4})\) ", journal, re.M)
    assert vidal and all(int(total) == faces.count("+") - faces.count("-") + 2
                         for total, faces in vidal), journal


def test_hostile_invoke_points_reach_the_gm_pool_at_the_next_scene(tmp_path: Path) -> None:
    nia = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"
    assert run_cli("campaign", "new", "c", "--system", "fate", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "fate", "character", "new", home=tmp_path,
                   stdin=nia)[0] == 0
    data = area_state(tmp_path, "c", "fate")
    write_area_state(tmp_path, "c", "fate", {**data, "gm_points": 0, "owed": {"@gm": 2}})
    code, out, err = run_cli("--campaign", "c", "fate", "end", "scene", home=tmp_path)
    assert code == 0, err
    said = ("La reserva del director de juego empieza la próxima escena con uno por PJ más "
            "2 puntos de invocaciones hostiles.")
    assert said in " ".join(out.split())
    assert area_state(tmp_path, "c", "fate")["gm_points"] == 3
    assert f"=> {said}" in next(tmp_path.rglob("journal.md")).read_text(encoding="utf-8")


def test_stunts_apply_to_conflict_attacks_defences_and_contests() -> None:
    nia = new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"],
                  stunts=(Stunt("Golpe bajo", "+2 al atacar con Furtivo por sorpresa"),))
    brute = replace(new_fae("Bruto", "Matón", "Impaciente", approaches=PRESETS["forzudo"]),
                    role=Role.NPC)
    fighters = (Fighter("Nia", "pjs", nia), Fighter("Bruto", "cofradía", brute))
    # Nia: Sneaky 3 + stunt 2 + 0000 = 5 vs Bruto Forceful 3 + 0000: a 2-shift hit.
    # Bruto (the GM's plan 0000: an attack): Forceful 3 + 0000 vs Nia Quick 2 + stunt 2 + 0000
    # = 4: she holds; she concedes.
    rng = ScriptedRng([0] * 20)
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "attack", "sneaky", "s1", "", "quick", "s1", "", "concede"])
    assert not run.errors, run.errors
    lines = _lines(run)
    assert "@ Nia ataca a Bruto (Furtivo +3, proeza «Golpe bajo» +2)" in lines, lines
    assert "d: 4dF+5=+5 (0000) vs TN +3 -> Éxito (2)" in lines
    assert "=> Nia se defiende con proeza «Golpe bajo» +2" in lines
    assert "d: 4dF+4=+4 (0000) vs TN +3 -> Éxito (1)" in lines
    # In a contest the stunt adds to her exchange roll.
    rng = ScriptedRng([0] * 24)
    run = run_scripted(contest(nia, rng, opponent="Guardia", opponent_bonus=3, target=3,
                               lang="es"), ["sneaky", "s1", ""] * 3)
    assert not run.errors, run.errors
    assert any(line.startswith("d: Nia (Furtivo, proeza «Golpe bajo» +2) 4dF") and
               line.endswith(" vs TN +3 -> Intercambio 1: Nia 5, Guardia 3")
               for line in _lines(run)), _lines(run)


def test_full_defence_adds_two_to_each_defence_and_a_boost_when_unused() -> None:
    ana = new_condensed("Ana", "Médica", "Curiosa", skills=SKILLS)
    fighters = (Fighter("Ana", "pjs", ana), Fighter("Necrófago", "npcs", _ghoul()))
    # Exchange 1: Ana guards; the ghoul (Fight 4 + 0000) comes at her; Athletics 3 + 2 + 0000
    # holds. Exchange 2: the ghoul, last to act, hands her the opening (his policy); she was
    # attacked: no boost; she concedes. (The GM's plan for the ghoul, 0000: an attack.)
    rng = ScriptedRng([0] * 12)
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "Ana", "guard", "athletics", "", "concede"])
    assert not run.errors, run.errors
    menu = next(s for s in run.steps if getattr(s, "prompt", "") == "fate.conflict.ask_turn")
    assert [c.value for c in menu.choices] == ["attack", "act", "guard", "concede"]
    lines = _lines(run)
    assert "=> Ana pasa el turno en defensa total" in lines
    assert "=> Defensa total de Ana: +2" in lines
    assert "d: 4dF+5=+5 (0000) vs TN +4 -> Éxito (1)" in lines, lines
    assert not [line for line in lines if "Guardia firme" in line]
    # Guarding last in exchange 1 and first in exchange 2: nobody attacked her, a boost.
    rng = ScriptedRng([0] * 8 + [1, 1, 0, 0])        # she holds: 3 + ++00 against 4
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "Necrófago", "athletics", "", "guard", "Ana", "concede"])
    assert not run.errors, run.errors
    assert "Ana gana el impulso «Guardia firme de Ana» (una invocación gratuita)." in _said(run)
    assert "=> Impulso «Guardia firme de Ana» para Ana" in _lines(run)


def test_fae_offers_no_full_defence() -> None:
    fighters = (Fighter("Nia", "pjs", _nia()), Fighter("Matón", "npcs", mook("Matón",
                                                                            Edition.FAE)))
    run = run_scripted(conflict(fighters, ScriptedRng([]), gm_points=0, lang="es"),
                       ["", "", "concede"])
    menu = next(s for s in run.steps if getattr(s, "prompt", "") == "fate.conflict.ask_turn")
    assert [c.value for c in menu.choices] == ["attack", "act", "concede"]


def test_condensed_turns_pass_from_actor_to_actor_and_npcs_choose_by_their_policy() -> None:
    ana = new_condensed("Ana", "Médica", "Curiosa", skills=SKILLS)
    wolf = replace(mook("Lobo", Edition.CONDENSED, good_at=("fight",)), role=Role.NPC)
    fighters = (Fighter("Ana", "pjs", ana), Fighter("Necrófago", "npcs", _ghoul()),
                Fighter("Lobo", "npcs", wolf))
    # The player opens with the ghoul; he hands the turn to his ally the wolf (his policy);
    # the wolf to Ana, the last one waiting; Ana, last, picks who opens exchange 2: herself.
    # (Each NPC's turn opens with the GM's plan, 0000: an attack.)
    rng = ScriptedRng([0] * 8 + [1, 1, 0, 0] + [0] * 20)
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "Necrófago", "athletics", "", "athletics", "", "attack",
                        "Lobo", "fight", "", "Ana", "concede"])
    assert not run.errors, run.errors
    lines = _lines(run)
    assert [line for line in lines if line.startswith(("(note: turno", "(note: Ana"))] == [
        "(note: turno de Necrófago)", "(note: turno de Lobo, elegido por Necrófago)",
        "(note: turno de Ana, elegido por Lobo)", "(note: Ana vuelve a actuar)"], lines
    assert "Ana vuelve a actuar." in _said(run)
    assert "Necrófago elige a Lobo para actuar ahora." in _said(run)
    asked = [s for s in run.steps if getattr(s, "prompt", "") == "fate.conflict.ask_next"]
    assert len(asked) == 2                   # the player picks only for the situation and Ana


@pytest.mark.parametrize(("lang", "words"), [
    ("es", "¿Qué aspecto se fuerza? Escríbelo detrás: fate compel aceptar ASPECTO (hay: "
           "Ladrona de trenes, Debo dinero, Hermana de Tomás)."),
    ("en", "Which aspect is compelled? Name it after the answer: fate compel aceptar ASPECT "
           "(there are: Ladrona de trenes, Debo dinero, Hermana de Tomás).")])
def test_a_compel_needs_an_aspect(lang: str, words: str, tmp_path: Path) -> None:
    nia = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"
    assert run_cli("campaign", "new", "c", "--system", "fate", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "fate", "character", "new", home=tmp_path,
                   stdin=nia)[0] == 0
    code, out, err = run_cli("--lang", lang, "--campaign", "c", "fate", "compel", "aceptar",
                             home=tmp_path)
    assert (code, out) == (2, "")
    assert err.strip() == words
    assert area_state(tmp_path, "c", "fate")["characters"]["Nia"]["fate_points"] == 3


def test_a_losing_npc_concedes_by_the_gms_dice_and_its_points_go_to_the_gm_pool() -> None:
    brute = replace(new_fae("Bruto", "Matón", "Impaciente", approaches=PRESETS["forzudo"]),
                    role=Role.NPC)
    fighters = (Fighter("Nia", "pjs", _nia()), Fighter("Bruto", "cofradía", brute))
    # Nia: Sneaky 3 + ++++ vs his Forceful 3 + 0000: 4 shifts, box 2 and a mild consequence.
    # His turn: he is losing; the GM's 4dF +1 says he concedes (1 + 1 consequence = 2 points).
    rng = ScriptedRng([1] * 4 + [0] * 4 + [1, 0, 0, 0])
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "attack", "sneaky", "", "no"])
    assert not run.errors, run.errors
    rng.finish()
    lines = _lines(run)
    assert lines[-3:] == ["d: ¿se rinde Bruto? 4dF=+1 (+000) -> sí",
                          "=> Bruto se rinde: 2 puntos para la reserva del DJ en la próxima "
                          "escena", "=> Fin del conflicto: gana el bando pjs"], lines
    assert ("Bruto se rinde: sale del conflicto y la reserva del DJ ganará 2 puntos en la "
            "próxima escena.") in _said(run)
    assert run.result.winner == "pjs" and run.result.hostile == (GM, GM)
    # With the GM's 4dF at 0 he fights on, and says so; then (its plan 0000) he attacks.
    rng = ScriptedRng([1] * 4 + [0] * 16 + [1, 1, 0, 0])
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "attack", "sneaky", "", "no", "quick", "", "concede"])
    assert not run.errors, run.errors
    assert "Bruto va perdiendo, pero sigue luchando (4dF=0 (0000))." in _said(run)


# --- 5. bookkeeping --------------------------------------------------------------------------

def test_a_name_given_is_not_asked_again_and_an_npc_sheet_is_journaled_as_an_npc(
        tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "fate", home=tmp_path)[0] == 0
    code, out, err = run_cli("--campaign", "c", "fate", "character", "new", "Irene",
                             home=tmp_path, stdin="Ladrona de trenes\nDebo dinero\nHermana\n"
                                                  "\n5\n\n\n")
    assert code == 0, err
    assert "Nombre del personaje" not in out
    code, out, err = run_cli("--campaign", "c", "fate", "character", "new", "Bruto",
                             "--as-npc", home=tmp_path,
                             stdin="Matón de la Cofradía\nImpaciente\nLeal al jefe\n\n1\n\n\n")
    assert code == 0, err
    assert "Tu refresco" not in out
    state = area_state(tmp_path, "c", "fate")
    assert state["active"] == "Irene"
    assert (state["characters"]["Bruto"]["role"], state["characters"]["Bruto"]["fate_points"]
            ) == ("npc", 0)
    journal = next(tmp_path.rglob("journal.md")).read_text(encoding="utf-8")
    assert "[PC:Irene|PF 3|[1][2][3]|Ladrona de trenes|" in journal
    assert "[N:Bruto|[1][2][3]|Matón de la Cofradía|" in journal and "[PC:Bruto" not in journal
    code, _, err = run_cli("--campaign", "c", "fate", "character", "new", "irene",
                           home=tmp_path, stdin="x\n" * 20)
    assert code == 2 and "Irene" in err              # refused before any question
