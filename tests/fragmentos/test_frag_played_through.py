"""Issue 13, Fragmentos: out is out, the guided conflict knows the rival, difficulty taught."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import RuleError
from solo.i18n import t, use_language
from solo.procedures.steps import Ask, Message, run_scripted
from solo.systems.fragmentos.procedures.aftermath import draw_omens
from solo.systems.fragmentos.procedures.conflict import ConflictSummary, guided_conflict
from solo.systems.fragmentos.procedures.creation import guided_character
from solo.systems.fragmentos.procedures.reto import guided_reto
from solo.systems.fragmentos.procedures.tally import Tally
from solo.systems.fragmentos.rules.character import Character, Trait
from solo.systems.fragmentos.rules.character import Characteristic as C
from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.fragmentos.rules.harm import apply_loss
from solo.tables.load import load_library
from solo.tables.pick import draw
from tests.conftest import Shell, run_cli

LIBRARY = load_library()
BARBARA = Character.new("Barbara", {C.ACTION: 3, C.INTERACTION: 2, C.COGNITION: 4},
                        traits=[Trait("Discreta", C.COGNITION, 1)])
DUKE = Character.new("Duque", {C.ACTION: 3, C.INTERACTION: 3, C.COGNITION: 3}, Rank.MONSTER,
                     traits=[Trait("Implacable", C.COGNITION, 4)])
TOMAS = Character.new("Tomás", {C.ACTION: 2, C.INTERACTION: 2, C.COGNITION: 2}, Rank.SECONDARY)


def drawer(rng: ScriptedRng):
    return lambda table_id: draw(LIBRARY, table_id, rng)


# 6. Out is out -------------------------------------------------------------------------------

def test_a_character_out_of_the_story_cannot_make_a_reto_nor_a_conflicto():
    out = BARBARA.lose(C.COGNITION, 4)
    for procedure in (guided_reto(ScriptedRng([]), drawer(ScriptedRng([])), character=out),
                      guided_conflict(ScriptedRng([]), drawer(ScriptedRng([])), character=out),
                      guided_conflict(ScriptedRng([]), drawer(ScriptedRng([])),
                                      character=BARBARA, opponent=out)):
        with pytest.raises(RuleError) as refused:
            next(procedure)
        assert refused.value.key == "frag.error.out.madness"
        assert "Cognición llegó a 0" in refused.value.message("es")


def test_a_protected_loss_of_someone_already_out_takes_no_one_out_again():
    out = BARBARA.lose(C.ACTION, 3)
    harm = apply_loss(out, C.ACTION, 2, protected=True)
    assert harm.out is None and harm.loss == 0


def test_the_quick_reto_of_a_character_out_is_refused_in_one_line(home: Path) -> None:
    run_cli("campaign", "new", "f", "--system", "fragmentos", home=home)
    sheet = "\n".join(["Barbara", "Fugitiva", "1", "4", "Escala +1", "Mentir +2", "Latín +2",
                       "Lógica +2", "Memoria +2", "", "Hito 1", "Hito 2", "Engreída"]) + "\n"
    assert run_cli("--campaign", "f", "frag", "character", "new", home=home, stdin=sheet)[0] == 0
    first = run_cli("--campaign", "f", "frag", "reto", "--characteristic", "accion",
                    "--difficulty", "5", "--peligroso", "--dice", "1", home=home)
    assert first[0] == 0
    code, _, err = run_cli("--campaign", "f", "frag", "reto", "--characteristic", "cognicion",
                           "--difficulty", "5", "--dice", "5 5 5 5", home=home)
    assert code == 2
    assert "Barbara está fuera de la historia" in err


# 7. The guided conflict knows the rival ---------------------------------------------------------

def test_the_guided_conflict_offers_the_sheets_in_play_by_name_and_rank():
    rng = ScriptedRng([2, 2, 3, 5, 1, 3, 3, 7])
    run = run_scripted(guided_conflict(rng, drawer(rng), character=BARBARA, threat=2, lang="es",
                                       rivals=(BARBARA, TOMAS, DUKE)),
                       ["Duque", "", "cognicion", "+0", "Discreta", "cognicion", "+0",
                        "Implacable", "si", "no"])
    first = next(s for s in run.steps if isinstance(s, Ask))
    assert first.prompt == "frag.ask.rival"
    with use_language("es"):
        labels = [t(c.label, **c.params) for c in first.choices]
    assert labels == ["Tomás (personaje secundario)", "Duque (monstruo)",
                      "Otro rival (escribo sus números)"]
    summary: ConflictSummary = run.result
    assert summary.names == ("Barbara", "Duque")
    assert [roll.who for roll in run.rolls] == ["Barbara", "Duque", "el presagio"]
    # The dangerous loss is explained as the rules count it: 1 + the winner's 1s.
    explained = [i for i in run.shown if isinstance(i, Message)
                 and i.key == "frag.msg.conflict_loss"]
    assert explained[0].params == {"loser": "Barbara", "winner": "Duque", "loss": 2, "ones": 1}


# 8. Difficulty is taught, presagios differ, creation counts right -------------------------------

def test_the_guided_reto_offers_the_difficulty_ladder_in_words_with_a_default():
    rng = ScriptedRng([2, 4, 4])
    run = run_scripted(guided_reto(rng, drawer(rng), character=BARBARA, lang="es"),
                       ["", "accion", "+0", "-", "", "no"])
    question = next(s for s in run.steps if isinstance(s, Ask) and s.prompt == "frag.ask.difficulty")
    assert question.default == "5"
    with use_language("es"):
        assert "fácil 4, normal 5, difícil 6, muy difícil 7" in t(question.prompt)
    assert run.result.reto.difficulty == 5
    again = run_scripted(guided_reto(ScriptedRng([2, 4, 4]), drawer(ScriptedRng([])),
                                     character=BARBARA, lang="es"),
                         ["", "accion", "+0", "-", "difícil", "no", "no"])
    assert again.result.reto.difficulty == 6


def test_a_presagio_is_not_drawn_twice_in_one_roll():
    rng = ScriptedRng([7, 7, 9])   # the second 7 is drawn again
    state = Tally(None, 2)
    run_scripted(draw_omens(2, state, drawer(rng), "es"), [])
    assert [omen.value for omen in state.omens] == [7, 9]


def test_a_trait_typed_with_its_value_is_not_doubled_and_monsters_have_no_budget():
    answers = ["Barbara", "Fugitiva", "3", "2", "Escala +2", "Correr 1", "Tenacidad +1",
               "Mentir", "1", "Discreta +1", "Latín +3", "", "Hito 1", "Hito 2", "Engreída"]
    sheet = run_scripted(guided_character(lang="es"), answers).result
    assert [(tr.name, tr.bonus) for tr in sheet.traits] == [
        ("Escala", 2), ("Correr", 1), ("Tenacidad", 1), ("Mentir", 1), ("Discreta", 1),
        ("Latín", 3)]
    monster = run_scripted(guided_character(Rank.MONSTER, "es"),
                           ["Duque", "3", "3", "3", "Fuerte +5", "", "", "Implacable 4", "", ""])
    asked = [s for s in monster.steps if isinstance(s, Ask)
             and s.prompt == "frag.ask.trait_free_action"]
    with use_language("es"):
        assert "sin límite de puntos" in t(asked[0].prompt, **asked[0].params)
    assert [(tr.name, tr.bonus) for tr in monster.result.traits] == [
        ("Fuerte", 5), ("Implacable", 4)]


# 9. The journal block is whole ---------------------------------------------------------------

def test_every_line_of_a_guided_conflict_is_inside_one_fenced_block(home: Path) -> None:
    run_cli("campaign", "new", "f", "--system", "fragmentos", home=home)
    shell = Shell(home)
    shell.run("campaign open f")
    shell.feed("\n".join(["Pelea", "3", "+0", "1", "", "4", "+0", "1", "secundario", "sí"])
               + "\n")
    shell.run("frag conflicto --dice '1 1 5' --vs-dice '6 6 1 2'")
    shell.run("campaign close")
    journal = (home / "journals" / "f" / "journal.md").read_text(encoding="utf-8")
    body = journal.split("---\n", 2)[2]
    outside = [line for number, part in enumerate(body.split("```")) if number % 2 == 0
               for line in part.splitlines() if line.strip()]
    assert outside == ["# f"], outside          # only the campaign's title heading is not fenced
    assert "@ Pelea" in journal and "(note: Amenaza" in journal
