"""The guided reto, end to end with scripted answers and dice."""

from fractions import Fraction

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import RuleError
from solo.journal.entry import Kind
from solo.procedures.steps import Ask, Message, run_scripted
from solo.systems.fragmentos.procedures.reto import Forecast, RetoSummary, guided_reto
from solo.systems.fragmentos.rules.character import Character, Qualities, Trait
from solo.systems.fragmentos.rules.character import Characteristic as C
from solo.systems.fragmentos.rules.harm import Harm
from solo.systems.fragmentos.rules.reto import Reto
from solo.systems.fragmentos.rules.superacion import Use
from solo.tables.load import load_library
from solo.tables.pick import Draw, draw

LIBRARY = load_library()


def barbara(points: int = 5, **scores: int) -> Character:
    values = {C.ACTION: 3, C.INTERACTION: 2, C.COGNITION: 4}
    sheet = Character.new("Barbara", values,
                          traits=[Trait("Escala", C.ACTION, 2), Trait("Tenacidad", C.INTERACTION, 1),
                                  Trait("Discreta", C.COGNITION, 1)],
                          qualities=Qualities("Aristócrata", ("Convento", "Padre"), ("Engreída",)),
                          superacion=points)
    for name, current in scores.items():
        sheet = sheet.with_score(C(name), current)
    return sheet


def play(answers: list[str], faces: list[int], character: Character | None = None,
         threat: int = 2):
    rng = ScriptedRng(faces)
    proc = guided_reto(rng, lambda table_id: draw(LIBRARY, table_id, rng),
                       character=character, threat=threat, lang="es")
    transcript = run_scripted(proc, answers)
    rng.finish()
    return transcript


def lines(transcript) -> list[str]:
    return [line for entry in transcript.recorded for line in entry.lines]


def test_barbara_climbs_the_cemetery_wall_with_escala() -> None:
    run = play(["Trepar la tapia del cementerio", "acción", "0", "Escala", "7", "no"], [2, 4, 4],
               barbara())
    summary: RetoSummary = run.result
    assert summary.reto.total == 7
    assert summary.reto.success
    assert summary.attempts == 1
    assert lines(run) == ["@ Trepar la tapia del cementerio",
                          "d: Escala 3d6kh1+1+2=7 (2 4 4) vs TN 7 -> Éxito"]
    assert all(entry.kind is Kind.MECHANICS for entry in run.recorded)


def test_odds_are_shown_before_the_roll() -> None:
    run = play(["", "action", "0", "-", "5", "no"], [2, 4, 4], barbara())
    forecast, reto = run.rolls[0].odds, run.shown[0]
    assert run.rolls[0].who == "Barbara"
    assert isinstance(forecast, Forecast)
    assert isinstance(reto, Reto)
    assert forecast.outcomes["success"] == Fraction(163, 216)  # type: ignore[index]
    assert forecast.omen_at_least_one == Fraction(91, 216)
    assert forecast.to_json()["dice"] == 3


def test_every_presagio_draws_an_omen_journals_it_and_raises_the_threat() -> None:
    run = play(["", "action", "0", "-", "6", "no"], [1, 1, 6, 16, 3, 33], barbara())
    summary: RetoSummary = run.result
    assert summary.reto.success
    assert summary.reto.omens == 2
    assert len(summary.omens) == 2
    assert all(isinstance(d, Draw) for d in summary.omens)
    assert (summary.threat_before, summary.threat) == (2, 3)
    recorded = lines(run)
    assert recorded[1] == 'tbl: fragmentos/presagios d36=16 -> "Suenan 3 golpes secos dentro de la pared"'
    assert recorded[2] == 'tbl: fragmentos/presagios d36=33 -> "Durante un segundo ves tu propio cadáver"'
    assert recorded[3] == "(note: Amenaza 2 → 3)"
    assert any(isinstance(m, Message) and m.key == "frag.msg.threat_rises" for m in run.shown)


def test_one_presagio_against_a_high_threat_does_not_raise_it() -> None:
    run = play(["", "action", "0", "-", "6", "no"], [1, 6, 6, 5], barbara(), threat=4)
    assert run.result.threat == 4
    assert run.result.omens[0].value == 5


def test_engreida_turns_barbaras_failure_into_a_success() -> None:
    run = play(["Intimidar al cochero", "interaccion", "0", "-", "5", "no", "Engreída"], [2, 3],
               barbara())
    summary: RetoSummary = run.result
    assert summary.reto.success
    assert summary.reto.forced
    assert summary.character is not None
    assert summary.character.superacion == 4
    assert summary.threat == 3             # her own quality: the point feeds the threat
    assert summary.spent == (Use.ACTIVATE_QUALITY,)
    assert lines(run)[-5:] == ["d: 2d6kh1=3 (2 3) vs TN 5 -> Fracaso",
                               "=> Barbara activa la cualidad «Engreída»",
                               "[PC:Barbara|Superación 5→4]", "(note: Amenaza 2 → 3)",
                               "-> Éxito (forzado)"]


def test_dangerous_failure_with_script_protection_costs_superacion_not_cognition() -> None:
    run = play(["", "cognicion", "0", "-", "9", "si", "-", "si", "no"], [1, 2, 3, 5, 7],
               barbara())
    summary: RetoSummary = run.result
    assert summary.character is not None
    assert summary.character.score(C.COGNITION).current == 4
    assert summary.character.superacion == 4
    assert summary.harms[0].protected
    # 2, minus 1 to declare the danger, +1 for a presagio reaching half, +1 for the spent point
    assert summary.threat == 3
    assert lines(run)[-4:] == ["=> Barbara invoca la protección de guion",
                               "[PC:Barbara|Superación 5→4]", "(note: Amenaza 2 → 3)",
                               "=> Protección de guion de Barbara: Cognición no baja"]


def test_dangerous_failure_without_protection_loses_one_plus_the_ones() -> None:
    run = play(["", "cognicion", "0", "-", "9", "si", "-", "no", "no"], [1, 2, 3, 5, 7],
               barbara())
    harm = run.result.harms[0]
    assert isinstance(harm, Harm)
    assert (harm.loss, harm.before, harm.after) == (2, 4, 2)
    assert "=> [PC:Barbara|Cognición 4→2]" in lines(run)


def test_a_characteristic_at_zero_takes_barbara_out_with_its_narration() -> None:
    run = play(["", "accion", "0", "-", "9", "si", "-", "no"], [1, 1, 5, 6], barbara(action=2))
    summary: RetoSummary = run.result
    assert summary.character is not None
    assert summary.character.out is not None
    assert summary.character.out.value == "maimed"
    assert lines(run)[-2:] == ["=> Heridas graves o mutilaciones: Barbara queda fuera de la historia.",
                               "(note: Amenaza 2 → 3)"]   # being taken out raises the threat
    # no retry is offered to a character who is out
    assert not any(isinstance(s, Ask) and s.prompt == "frag.ask.retry" for s in run.steps)


def test_at_threat_eight_there_is_no_script_protection() -> None:
    run = play(["", "accion", "0", "-", "9", "si", "-", "no"], [2, 3, 4], barbara(), threat=8)
    assert any(isinstance(m, Message) and m.key == "frag.msg.no_protection" for m in run.shown)
    assert not any(isinstance(s, Ask) and s.prompt == "frag.ask.protection" for s in run.steps)
    assert run.result.character.score(C.ACTION).current == 2


def test_a_retry_costs_superacion_and_rolls_again() -> None:
    run = play(["", "accion", "1", "Escala", "9", "no", "-", "si"], [2, 3, 4, 4, 6, 6, 6, 2],
               barbara())
    summary: RetoSummary = run.result
    assert summary.attempts == 2
    assert summary.reto.success
    assert summary.character is not None
    assert summary.character.superacion == 4
    assert summary.spent == (Use.RETRY,)
    assert summary.threat == 3


def test_without_superacion_a_retry_would_fail_without_rolling() -> None:
    run = play(["", "accion", "0", "-", "9", "no", "-"], [2, 3, 4], barbara(points=0))
    assert any(isinstance(m, Message) and m.key == "frag.msg.no_retry" for m in run.shown)
    assert run.result.attempts == 1


def test_with_no_superacion_an_own_quality_is_crossed_out() -> None:
    run = play(["", "accion", "0", "-", "9", "no", "Padre"], [2, 3, 4], barbara(points=0))
    summary: RetoSummary = run.result
    assert summary.reto.success
    assert "Padre" in summary.character.qualities.crossed_out
    assert any(isinstance(m, Message) and m.key == "frag.msg.quality_crossed" for m in run.shown)


def test_without_a_sheet_the_score_and_trait_are_asked_as_numbers() -> None:
    run = play(["", "4", "0", "1", "8", "si"], [1, 3, 3, 2, 20])
    summary: RetoSummary = run.result
    assert (summary.reto.total, summary.reto.success, summary.reto.loss) == (5, False, 2)
    assert any(isinstance(m, Message) and m.key == "frag.msg.loss" for m in run.shown)


def test_bad_answers_are_asked_again() -> None:
    run = play(["", "fuerza", "acción", "4", "0", "Volar", "-", "0", "5", "quizá", "no"],
               [2, 4, 4], barbara())
    assert [e.key for e in run.errors] == [
        "frag.error.characteristic", "frag.error.number_range", "frag.error.not_a_choice",
        "frag.error.number_range", "frag.error.yes_no"]
    assert run.result.reto.total == 5


def test_summary_json_has_the_reto_and_the_omen_texts() -> None:
    from solo.jsonable import to_jsonable

    data = to_jsonable(play(["", "action", "0", "-", "6", "no"], [1, 6, 6, 5], barbara()).result)
    assert data["total"] == 7
    assert data["omen_texts"][0]["en"] == "A mirror fogs up and a handprint shows on it"
    assert data["character"]["superacion"] == 5


@pytest.mark.parametrize("answer", ["si", "sí", "yes", "s", "Y"])
def test_yes_in_both_languages(answer: str) -> None:
    run = play(["", "accion", "0", "-", "9", answer, "-", "no", "no"], [2, 3, 4], barbara())
    assert run.result.reto.dangerous


def test_declaring_danger_costs_the_threat_a_point_below_eight() -> None:
    run = play(["", "accion", "0", "-", "5", "si"], [2, 4, 4], barbara(), threat=3)
    assert run.result.threat == 2
    assert "(note: Amenaza 3 → 2)" in lines(run)
    assert any(isinstance(m, Message) and m.key == "frag.msg.danger_paid" for m in run.shown)
    free = play(["", "accion", "0", "-", "5", "si"], [2, 4, 4], barbara(), threat=8)
    assert free.result.threat == 8


def test_danger_the_threat_cannot_pay_is_asked_again() -> None:
    run = play(["", "accion", "0", "-", "5", "si", "no"], [2, 4, 4], barbara(), threat=0)
    assert [e.key for e in run.errors] == ["frag.error.danger_unaffordable"]
    assert not run.result.reto.dangerous


def test_a_character_with_a_characteristic_at_zero_is_out_and_cannot_roll() -> None:
    with pytest.raises(RuleError) as refused:
        play(["", "cognicion", "+0", "-", "4", "no"], [2, 4, 4], barbara(action=0))
    assert refused.value.key == "frag.error.out.maimed"
    assert "Barbara está fuera de la historia" in refused.value.message("es")


def test_a_number_may_be_answered_in_words() -> None:
    spelled = play(["Trepar el muro", "tres", "+0", "dos", "Siete", "no"], [2, 4, 4])
    typed = play(["Trepar el muro", "3", "+0", "2", "7", "no"], [2, 4, 4])
    assert spelled.errors == typed.errors == ()
    assert lines(spelled) == lines(typed)
    assert spelled.result.reto.difficulty == 7 and lines(spelled)[-1].endswith("vs TN 7 -> Éxito")


def test_a_presagio_row_drawn_twice_is_announced_before_it_is_rolled_again() -> None:
    run = play(["", "action", "0", "-", "6", "no"], [1, 1, 6, 7, 7, 20], barbara())
    whys = [roll.why for roll in run.rolls]
    assert whys == ["frag.why.reto", "frag.why.omen", "frag.why.omen", "frag.why.omen_again"]
    assert [d.value for d in run.result.omens] == [7, 20]
    assert lines(run)[2].startswith("tbl: fragmentos/presagios d36=20 ")
