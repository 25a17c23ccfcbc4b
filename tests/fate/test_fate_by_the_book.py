"""Issue 12's Fate points at the lowest layer, with scripted dice: who holds an advantage,
every aspect in play, conflicts' choices, recovery by a healer, what the journal tells."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from solo.dice.rng import ScriptedRng
from solo.i18n import t
from solo.procedures.steps import Ask, Message, RollFor, Show, run_scripted
from solo.systems.fate.procedures.absorb import absorb_record, auto_absorb
from solo.systems.fate.procedures.conflict import conflict
from solo.systems.fate.procedures.contest import contest
from solo.systems.fate.procedures.do import do_action
from solo.systems.fate.procedures.invoke_loop import invoke_loop
from solo.systems.fate.procedures.recover import recover
from solo.systems.fate.rules.actions import Action
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.aspects import GM, Aspect, AspectKind
from solo.systems.fate.rules.character import Role, Stunt, mook, new_condensed, new_fae
from solo.systems.fate.rules.conflict import Fighter, settle_consequences
from solo.systems.fate.rules.consequences import Severity
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.fate_points import next_scene_pool
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.resolve import resolve_faces
from solo.systems.fate.rules.skills import Skill
from tests.conftest import run_cli

SKILLS = {Skill.FIGHT: 4, Skill.ATHLETICS: 3, Skill.PHYSIQUE: 3, Skill.WILL: 2, Skill.NOTICE: 2,
          Skill.EMPATHY: 2, Skill.ACADEMICS: 1, Skill.CRAFTS: 1, Skill.LORE: 1, Skill.STEALTH: 1}


def _nia(**kw: object) -> object:
    return new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"],
                   **kw)  # type: ignore[arg-type]


def _lines(run: object) -> list[str]:
    return [line for entry in run.recorded for line in entry.lines]  # type: ignore[attr-defined]


def _messages(run: object) -> list[Message]:
    return [m for m in run.shown if isinstance(m, Message)]  # type: ignore[attr-defined]


# --- 7. who owns an advantage --------------------------------------------------------------

def test_the_player_is_offered_only_their_own_free_invokes() -> None:
    theirs = Aspect("Emboscada", AspectKind.SITUATION, 1, holder="Rojas")
    mine = Aspect("Humo", AspectKind.SITUATION, 1, holder="Nia")
    roll = resolve_faces((0, 0, 0, 0), 2, 3)
    run = run_scripted(invoke_loop(roll, (theirs, mine), ScriptedRng([]), invoker="Nia",
                                   fate_points=0, gm_points=0, theirs=frozenset()),
                       ["2", "bonus", "free", "cancel", "3", "bonus", "free", ""])
    menu = run.steps[0]
    assert isinstance(menu, Ask)
    assert [c.label for c in menu.choices[1:]] == ["fate.choice.aspect",
                                                   "fate.choice.aspect_free"]
    payment = next(s for s in run.steps if isinstance(s, Ask) and s.prompt == "fate.do.ask_payment")
    assert [c.value for c in payment.choices] == ["fate_point", "cancel"]   # Rojas's is his
    assert [e.key for e in run.errors] == ["fate.error.choice"]
    assert run.result.result.total == 4


def test_the_other_side_spends_its_free_invoke_when_it_turns_the_result() -> None:
    theirs = Aspect("Emboscada", AspectKind.SITUATION, 2, holder="Rojas")
    roll = resolve_faces((0, 0, 0, 0), 4, 3)          # success by 1: +2 turns it into a fail
    run = run_scripted(invoke_loop(roll, (theirs,), ScriptedRng([]), invoker="Nia",
                                   fate_points=0, gm_points=0, theirs=frozenset({"Rojas", GM}),
                                   lang="es"), [""])
    assert run.result.result.outcome is Outcome.FAIL
    assert run.result.aspects[0].free_invokes == 1    # one was enough
    assert "=> La oposición invoca «Emboscada»: +2 a la oposición (gratuita)" in \
        run.result.lines
    assert any(isinstance(m, Message) and m.key == "fate.invoke.theirs" for m in run.shown)


def test_a_consequence_inflicted_gives_its_free_invoke_to_the_attacker() -> None:
    brute = replace(new_fae("Bruto", "Matón de la Cofradía", "Impaciente",
                            approaches=PRESETS["forzudo"]), role=Role.NPC)
    fighters = (Fighter("Nia", "pjs", _nia()), Fighter("Bruto", "cofradía", brute))
    # Nia attacks: Sneaky 3 + (----) = -1 vs Bruto Forceful 3 + 0000: fails.
    # Bruto (the GM's plan 0000: an attack): Forceful 3 + ++++ = 7; Nia defends Quick 2 + 0000:
    # 5 shifts -> box 3 + mild.
    rng = ScriptedRng([-1] * 4 + [0] * 8 + [1] * 4 + [0] * 4)
    run = run_scripted(conflict(fighters, rng, lang="es"),
                       ["", "", "attack", "sneaky", "", "quick", "", "1", "Costilla rota",
                        "concede"])
    held = [a for a in run.result.aspects if a.name == "Costilla rota"]
    assert held and held[0].holder == "Bruto" and held[0].free_invokes == 1


# --- 8. every aspect in play ---------------------------------------------------------------

def test_the_opponents_aspects_can_be_invoked_and_the_point_goes_to_them() -> None:
    brute = replace(new_fae("Bruto", "Matón de la Cofradía", "Impaciente",
                            approaches=PRESETS["forzudo"]), role=Role.NPC)
    fighters = (Fighter("Nia", "pjs", _nia()), Fighter("Bruto", "cofradía", brute))
    # Nia 0 + 3 vs Bruto 0 + 3: a tie; she invokes his Impaciente (the 5th choice) for +2.
    # Bruto (the GM's plan 0000: an attack) 0 + 3 vs Nia's Quick 0 + 2: a 1-shift hit on her
    # box 1; then she concedes.
    rng = ScriptedRng([0] * 20)
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "attack", "sneaky", "5", "bonus", "fate_point", "", "quick",
                        "", "1", "concede"])
    assert not run.errors
    menu = next(s for s in run.steps if isinstance(s, Ask) and s.prompt == "fate.do.ask_invoke")
    assert "Impaciente" in [c.params.get("name") for c in menu.choices]
    lines = _lines(run)
    at = lines.index("=> Invoca «Impaciente»: +2 a tu tirada (Pagar un punto Fate)")
    # 6. a hostile invoke: the point goes to the GM's pool (after the scene), not to Bruto
    assert lines[at + 1] == ("=> Invocación hostil: el punto de Bruto va a la reserva del DJ "
                             "tras la escena")
    shown = [s for s in run.shown if isinstance(s, Message)]
    assert "fate.invoke.hostile" in [m.key for m in shown]
    assert run.result.hostile == (GM,)        # the conflict hands it to its command to keep
    assert run.result.gm_points == 0


# --- 10. conflicts ---------------------------------------------------------------------------

def test_turn_order_is_shown_and_journaled() -> None:
    brute = replace(new_fae("Bruto", "Matón", "Impaciente", approaches=PRESETS["forzudo"]),
                    role=Role.NPC)
    fighters = (Fighter("Bruto", "cofradía", brute), Fighter("Nia", "pjs", _nia()))
    run = run_scripted(conflict(fighters, ScriptedRng([]), lang="es"), ["", "", "concede"])
    assert Message("fate.conflict.order", {"order": "Nia, Bruto"}, "rule") in run.shown
    assert "(note: Orden: Nia, Bruto)" in _lines(run)


def test_condensed_overcome_failure_may_take_a_hit_instead() -> None:
    ana = new_condensed("Ana", "Médica", "Curiosa", skills=SKILLS)
    rng = ScriptedRng([-1, -1, 0, 0])          # Athletics 3 - 2 = 1 vs +3: fails by 2
    run = run_scripted(do_action(ana, rng, lang="es"),
                       ["Saltar el foso", "fixed", "3", "overcome", "atletismo", "", "no",
                        "sí", "1"])
    assert "=> Elige encajar un golpe de 2" in _lines(run)
    assert run.result.effect.took_hit == 2
    assert run.result.character.tracks[0].marks() != ana.tracks[0].marks()


def test_condensed_failed_discover_lets_the_opponent_reveal_an_aspect() -> None:
    ana = new_condensed("Ana", "Médica", "Curiosa", skills=SKILLS)
    rng = ScriptedRng([-1, -1, -1, 0, 0, 0, 0, 0])
    run = run_scripted(do_action(ana, rng, lang="es"),
                       ["Leer al capitán", "active", "2", "advantage", "discover", "empatía",
                        "", "Sabe quién eres"])
    revealed = [a for a in run.result.aspects if a.name == "Sabe quién eres"]
    assert revealed == [Aspect("Sabe quién eres", AspectKind.SITUATION, 1, holder=GM)]
    assert "=> Aspecto «Sabe quién eres»: la invocación gratuita es de la oposición" in \
        _lines(run)
    assert "«Sabe quién eres» queda en juego, pero la invocación gratuita es de la oposición." \
        in [t(m.key, "es", **m.params) for m in _messages(run)]


def test_recovery_rolls_the_healers_skill_with_its_odds() -> None:
    ana = new_condensed("Ana", "Médica", "Curiosa", skills=SKILLS)
    patient = new_condensed("Eva", "Ingeniera", "Temeraria", skills={
        **dict.fromkeys(SKILLS, 0), Skill.FIGHT: 4, Skill.ATHLETICS: 3, Skill.PHYSIQUE: 3,
        Skill.WILL: 2, Skill.NOTICE: 2, Skill.CRAFTS: 2, Skill.LORE: 1, Skill.STEALTH: 1,
        Skill.DRIVE: 1, Skill.SHOOT: 1})
    slots = list(patient.consequences)
    slots[0] = replace(slots[0], aspect="Brazo roto")
    patient = replace(patient, consequences=tuple(slots))
    run = run_scripted(recover(patient, Severity.MILD, rng=ScriptedRng([0, 0, 1, 0]),
                               skill="academics", healer=replace(
                                   ana, skills={**ana.skills, Skill.ACADEMICS: 2})), [])
    (roll,) = run.rolls
    assert roll.who == "Ana" and roll.odds is not None
    assert run.result.roll.bonus == 2 and run.result.started


def test_fae_recovery_rolls_an_approach_named_in_either_language() -> None:
    nia = _nia()
    slots = list(nia.consequences)  # type: ignore[attr-defined]
    slots[0] = replace(slots[0], aspect="Tobillo torcido")
    nia = replace(nia, consequences=tuple(slots))  # type: ignore[type-var]
    for typed in ("cauto", "Careful"):
        run = run_scripted(recover(nia, Severity.MILD, rng=ScriptedRng([1, 1, 0, 0]),  # type: ignore[arg-type]
                                   skill=typed, lang="es"), [])
        (roll,) = run.rolls
        assert roll.who == "Nia" and roll.params["using"] == "Cauto"
        assert run.result.started


# --- 11. the journal tells what happened ---------------------------------------------------

def test_reroll_stunt_and_failure_choice_are_journaled() -> None:
    nia = _nia(stunts=(Stunt("Dedos ágiles", "+1 al Furtivo cuando roba"),))
    nia = replace(nia, fate_points=2)
    rng = ScriptedRng([-1, -1, -1, -1, 0, 0, 0, 0])
    run = run_scripted(do_action(nia, rng, lang="es"),
                       ["Robar la llave", "fixed", "5", "overcome", "sneaky", "2",
                        "2", "reroll", "fate_point", "",
                        "no"])
    lines = _lines(run)
    assert lines[0] == "@ Robar la llave (Superar, Furtivo +3; proeza «Dedos ágiles» +1)"
    # the label gives Furtivo its own rating (+3); the stunt says its +1; the roll adds both
    assert "d: repite 4dF=0 (0000) -> sustituye a 4dF=-4 (----)" in lines
    assert "=> Acepta el fallo" in lines
    assert [r.why for r in run.rolls] == ["fate.roll.why.act", "fate.roll.why.reroll"]
    assert t(run.rolls[0].why, "es", **run.rolls[0].params) == "supera con Furtivo +4"
    assert run.result.result.action is Action.OVERCOME


NIA_PRESET = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"


def _campaign(home: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=home)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=home,
                   stdin=NIA_PRESET)[0] == 0


def _journal(home: Path) -> str:
    return (home / "journals" / "tren" / "journal.md").read_text(encoding="utf-8")


def test_a_compel_journals_the_aspect_compelled(tmp_path: Path) -> None:
    _campaign(tmp_path)
    code, _out, err = run_cli("--campaign", "tren", "fate", "compel", "accept", "DEBO",
                              home=tmp_path)       # the start of it, any case: as on the sheet
    assert code == 0, err
    code, _out, err = run_cli("--campaign", "tren", "fate", "compel", "rechazar",
                              "Hermana de Tomas", home=tmp_path)   # accents optional
    assert code == 0, err
    assert ("=> Nia acepta la forzada de «Debo dinero»\n[PC:Nia|PF 4]" in _journal(tmp_path))
    assert ("=> Nia rechaza la forzada de «Hermana de Tomás»\n[PC:Nia|PF 3]"
            in _journal(tmp_path))
    code, _out, err = run_cli("--campaign", "tren", "fate", "compel", "accept", "Valiente",
                              home=tmp_path)
    assert code != 0
    assert err.strip().splitlines() == [
        "No hay ningún aspecto «Valiente» que forzar; hay: Ladrona de trenes, Debo dinero, "
        "Hermana de Tomás."]
    assert "PF 4]\n```\n" not in _journal(tmp_path).split("rechaza")[1]   # nothing changed


def test_an_npc_is_tagged_as_an_npc_when_it_takes_a_hit() -> None:
    brute = replace(new_fae("Bruto", "Matón", "Impaciente", approaches=PRESETS["forzudo"]),
                    role=Role.NPC)
    hurt = auto_absorb(brute, 4, lang="es")
    assert absorb_record(hurt, "es").entry.lines == (
        "=> Bruto encaja el golpe [N:Bruto|[1][X][3]|«Herida leve»]",)
    out = auto_absorb(mook("Matón", Edition.FAE, boxes=1), 3, lang="es")
    assert absorb_record(out, "es").entry.lines == (
        "=> Matón queda fuera de combate [N:Matón|fuera de combate]",)


# --- 5. a consequence lives on its sheet, listed once ---------------------------------------

def test_consequences_of_a_conflict_go_back_to_their_sheets_once() -> None:
    brute = replace(new_fae("Bruto", "Matón", "Impaciente", approaches=PRESETS["forzudo"]),
                    role=Role.NPC)
    hurt = auto_absorb(brute, 4, lang="es").character
    in_scene = (Aspect("Herida leve", AspectKind.CONSEQUENCE, 0, "Bruto", "Nia"),
                Aspect("Humo", AspectKind.SITUATION, 1))
    sheets, scene = settle_consequences((hurt, _nia()), in_scene)
    assert [a.name for a in scene] == ["Humo"]
    taken = next(a for a in sheets[0].character_aspects() if a.kind is AspectKind.CONSEQUENCE)
    assert (taken.name, taken.free_invokes, taken.holder) == ("Herida leve", 0, "Nia")


# --- 7. the GM pays from its pool when it turns a result ------------------------------------

def test_the_gm_pays_to_invoke_the_opponents_aspect_when_it_turns_the_result() -> None:
    own = Aspect("Matón de la Cofradía", AspectKind.CHARACTER, owner="Bruto")
    hurt = Aspect("Nariz rota", AspectKind.CONSEQUENCE, owner="Bruto")
    roll = resolve_faces((0, 0, 0, 0), 4, 3)          # Nia succeeds by 1: +2 makes it a fail
    run = run_scripted(invoke_loop(roll, (hurt, own), ScriptedRng([]), invoker="Nia",
                                   fate_points=0, gm_points=2,
                                   theirs=frozenset({"Bruto", GM}), lang="es"), [""])
    looped = run.result
    assert looped.result.outcome is Outcome.FAIL and looped.result.vs == 5
    assert looped.gm.fate_points == 1                 # each aspect once a roll when paid
    assert looped.lines == ("=> Bruto invoca «Matón de la Cofradía»: +2 a la oposición "
                            "(reserva del DJ, quedan 1)",)
    assert "fate.invoke.gm_pays" in [m.key for m in run.shown if isinstance(m, Message)]


def test_the_gm_keeps_its_points_when_an_invoke_would_not_turn_the_result() -> None:
    own = Aspect("Matón de la Cofradía", AspectKind.CHARACTER, owner="Bruto")
    roll = resolve_faces((-1, -1, -1, 0), 2, 2)       # Nia fails by 3: +2 changes nothing
    run = run_scripted(invoke_loop(roll, (own,), ScriptedRng([]), invoker="Nia",
                                   fate_points=0, gm_points=2,
                                   theirs=frozenset({"Bruto", GM}), lang="es"), [""])
    assert run.result.gm.fate_points == 2 and run.result.lines == ()


def test_a_hostile_invoke_feeds_the_next_scenes_gm_pool() -> None:
    assert next_scene_pool(1, 2, 0) == 3               # one per PC, plus the two points
    assert next_scene_pool(1, 0, None) is None


def _until(proc: Any, prompt: str, answers: list[str], seen: list[Any] | None = None) -> Ask:
    """Drive `proc` with `answers` until it asks `prompt`; return that question."""
    given = iter(answers)
    step = next(proc)
    while not (isinstance(step, Ask) and step.prompt == prompt):
        if seen is not None:
            seen.append(step)
        step = proc.send(next(given)) if isinstance(step, Ask) else next(proc)
    return step


def test_a_conflicts_other_action_is_an_overcome_or_an_advantage() -> None:
    fighters = (Fighter("Nia", "pjs", _nia()), Fighter("Matón", "npcs", mook("Matón",
                                                                            Edition.FAE)))
    menu = _until(conflict(fighters, ScriptedRng([0] * 8), gm_points=0), "fate.do.ask_action",
                  ["", "", "act", "Cegarlo con humo", "fixed", "1"])
    assert [c.value for c in menu.choices] == ["overcome", "advantage"]


def test_a_mook_attacks_with_force_and_the_defence_menu_names_plain_ratings() -> None:
    fighters = (Fighter("Nia", "pjs", _nia()), Fighter("Matón", "npcs", mook("Matón",
                                                                            Edition.FAE)))
    # Nia attacks with Forceful 0 against his 0: a tie, a boost; then he attacks her.
    proc = conflict(fighters, ScriptedRng([0] * 12), gm_points=0)
    seen: list[Any] = []
    menu = _until(proc, "fate.conflict.ask_defense", ["", "", "attack", "forceful", "",
                                                      "Ventaja"], seen)
    # He declares the attack; she answers (defends or concedes) before his dice are rolled.
    assert [s for s in seen if isinstance(s, RollFor)][-1].why == "fate.roll.why.defend"
    comes = [s.item for s in seen if isinstance(s, Show) and isinstance(s.item, Message)
             and s.item.key == "fate.conflict.npc_comes"]
    assert t(comes[-1].key, "es", **comes[-1].params) == "Matón va a por Nia con Vigoroso 0."
    assert menu.choices[-1].value == "concede"
    attack = proc.send("careful")                               # Cauto: then his dice
    while not isinstance(attack, RollFor):
        attack = next(proc)
    assert (attack.who, attack.why) == ("Matón", "fate.roll.why.attack")
    assert t(attack.why, "es", **attack.params) == "ataca a Nia con Vigoroso 0"
    assert menu.params["name"] == "Nia"
    assert {c.label for c in menu.choices[:-1]} == {"fate.choice.rating"}
    assert t(menu.choices[0].label, "es", **menu.choices[0].params) == "Cauto +2"


def test_a_boost_the_other_side_holds_is_not_offered_and_nothing_left_is_not_asked() -> None:
    theirs = Aspect("Tambaleante", AspectKind.BOOST, 1, holder="Rojas")
    roll = resolve_faces((0, 0, 0, 0), 4, 3)                      # Nia succeeds by 1
    run = run_scripted(invoke_loop(roll, (theirs,), ScriptedRng([]), invoker="Nia",
                                   fate_points=3, gm_points=0, theirs=frozenset({"Rojas"}),
                                   lang="es"), [])
    assert not [s for s in run.steps if isinstance(s, Ask)]     # only "done": not asked
    assert run.result.result.vs == 5                              # Rojas spends his boost
    assert run.result.aspects == ()                               # and it vanishes


def test_a_contest_keeps_the_gm_pool_and_the_point_a_hostile_invoke_owes() -> None:
    rng = ScriptedRng([0, 0, 0, 0, 1, 1, 0, 0])      # the guard 0 + 0, then Nia +2 + 2
    tired = Aspect("Guardia cansada", AspectKind.CHARACTER, owner="Guardia")
    run = run_scripted(contest(_nia(), rng, opponent="Guardia", opponent_bonus=0, target=1,
                               gm_points=1, scene_aspects=(tired,), lang="es"),
                       ["quick", "a3", "bonus", "fate_point", ""])  # Nia invokes the guard's
    summary = run.result
    assert summary.winner == "Nia"
    assert (summary.gm_points, summary.hostile) == (1, (GM,))  # the GM's pool gets it, after
    assert ("=> Invocación hostil: el punto de Guardia va a la reserva del DJ tras la escena"
            in _lines(run))
