"""Guided character creation: the 9-point budget, rasgo points, cualidades, monsters."""

from solo.procedures.steps import Ask, run_scripted
from solo.systems.fragmentos.procedures.creation import guided_character
from solo.systems.fragmentos.rules.character import Character, Score, Trait
from solo.systems.fragmentos.rules.character import Characteristic as C
from solo.systems.fragmentos.rules.conflict import Rank

BARBARA = [
    "Barbara", "Aristócrata fugitiva",
    "6", "3",            # Acción: 6 is out of range, asked again
    "0", "2",            # Interacción: at least 1; Cognición takes the other 4
    "Escala", "2", "", "Correr", "1",          # Acción: 3 points, all spent (empty refused)
    "Tenacidad", "3", "1", "escala", "Mentir", "1",   # +3 over budget, a repeated name
    "Discreta", "1", "Latín", "3", "",
    "Huyó del convento", "Vio morir a su padre", "Engreída",
]


def test_barbara_is_created_with_every_part_of_the_sheet() -> None:
    run = run_scripted(guided_character(lang="es"), BARBARA)
    sheet: Character = run.result
    assert sheet.name == "Barbara"
    assert (sheet.action, sheet.interaction, sheet.cognition) == (Score(3, 3), Score(2, 2),
                                                                 Score(4, 4))
    assert sheet.superacion == 5
    assert sheet.traits == (Trait("Escala", C.ACTION, 2), Trait("Correr", C.ACTION, 1),
                            Trait("Tenacidad", C.INTERACTION, 1), Trait("Mentir", C.INTERACTION, 1),
                            Trait("Discreta", C.COGNITION, 1), Trait("Latín", C.COGNITION, 3))
    assert sheet.qualities.milestones == ("Huyó del convento", "Vio morir a su padre")
    assert sheet.qualities.complications == ("Engreída",)
    assert [e.key for e in run.errors] == [
        "frag.error.number_range", "frag.error.number_range", "frag.error.trait_points_left",
        "frag.error.number_range", "frag.error.trait_repeated"]
    assert run.shown[-1] == sheet
    recorded = [line for entry in run.recorded for line in entry.lines]
    assert recorded[0] == ("[PC:Barbara|Acción 3/3|Interacción 2/2|Cognición 4/4|Superación 5]")
    assert recorded[1].startswith("(note: Rasgos: Escala +2 (Acción), Correr +1 (Acción)")
    assert "Complicación: Engreída" in recorded[2]


def test_every_step_explains_its_rule() -> None:
    run = run_scripted(guided_character(lang="en"), BARBARA)
    asks = [s for s in run.steps if isinstance(s, Ask)]
    assert all(a.explain for a in asks)


def test_score_ranges_keep_the_rest_possible() -> None:
    # with Acción 5, Interacción must leave 1..5 for Cognición: 1..3
    answers = ["Nia", "Médica", "5", "4", "3", "A", "3", "B", "2", "C", "3", "D", "1", "",
               "x", "y", "z"]
    run = run_scripted(guided_character(), answers)
    assert [e.key for e in run.errors] == ["frag.error.number_range"]
    assert run.result.cognition == Score(1, 1)


def test_a_monster_has_free_scores_and_traits_above_three() -> None:
    answers = ["El Duque", "7", "4", "3", "Fuerza", "5", "", "", "Implacable", "4", "",
               "Volar", "implacable"]
    run = run_scripted(guided_character(Rank.MONSTER), answers)
    duke: Character = run.result
    assert duke.rank is Rank.MONSTER
    assert duke.action == Score(7, 7)
    assert duke.best_bonus(["Implacable", "Fuerza"]) == 5
    assert [tr.supernatural for tr in duke.traits] == [False, True]
    assert [e.key for e in run.errors] == ["frag.error.not_a_choice"]
    assert not any(isinstance(s, Ask) and s.prompt == "frag.ask.concept" for s in run.steps)
    recorded = [line for entry in run.recorded for line in entry.lines]
    assert recorded[0] == "[N:El Duque|Acción 7/7|Interacción 4/4|Cognición 3/3]"


def test_character_new_with_a_name_skips_the_name_question() -> None:
    run = run_scripted(guided_character(lang="es", name=" Bárbara  de Luna "), BARBARA[1:])
    assert run.result.name == "Bárbara  de Luna"  # trimmed, its inner spacing as typed
    asks = [s.prompt for s in run.steps if isinstance(s, Ask)]
    assert "frag.ask.name" not in asks
    assert asks[0] == "frag.ask.concept"


def test_character_new_takes_the_name_in_the_shell(tmp_path) -> None:
    from tests.conftest import Shell

    shell = Shell(tmp_path)
    shell.run("campaign new Noche --system fragmentos")
    shell.feed("\n".join(BARBARA[1:]) + "\n")
    run = shell.run("frag character new Kenji")
    assert "opciones que no conozco" not in run.err
    assert run.result.character.name == "Kenji"
