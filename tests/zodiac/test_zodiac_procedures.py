"""The guided procedures driven end to end with scripted answers and dice."""

from dataclasses import dataclass, field

import pytest

from solo.dice.rng import ScriptedRng
from solo.errors import RuleError
from solo.procedures.steps import Ask, Message, run_scripted
from solo.systems.zodiac.procedures.creation import create_character
from solo.systems.zodiac.procedures.crossroads import CrossroadsSides, crossroads
from solo.systems.zodiac.rules.character import SAMPLE_DATA, Character
from solo.systems.zodiac.rules.crossroads import Conviction, Side
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.scores import Action, Derivation, Social
from solo.systems.zodiac.rules.skills import SkillKind

SCORES = ["2 esbelta", "3 ágil", "2", "2", "3 lista", "2", "3", "3", "2"]


def lines(transcript):
    return [line for entry in transcript.recorded for line in entry.lines]


def asks(transcript):
    return [s for s in transcript.steps if isinstance(s, Ask)]


def test_create_character_end_to_end():
    answers = ["Nia", "exploradora", *SCORES,
               "e", "fue", "natación: nadar",        # ·E· FUE 2 -> 4 PX
               "a", "agi", "saltos: saltar",         # ·A· AGI 3 -> 3 PX
               "",                                   # done
               "Servir al consejo", "Encontrar a su hermano",
               "Proteger a Tomás", "Pagar la deuda", "", "no"]
    transcript = run_scripted(create_character("es"), answers)
    pj = transcript.result
    assert isinstance(pj, Character)
    assert pj.karma == 4
    assert pj.pk == 4
    assert pj.traits["fue"] == "esbelta"
    assert [(s.name, s.kind) for s in pj.skills] == [("natación", SkillKind.TRAINED),
                                                    ("saltos", SkillKind.ADVANCED)]
    assert [b.text for b in pj.bonds] == ["Proteger a Tomás", "Pagar la deuda"]
    assert any(isinstance(item, Derivation) for item in transcript.shown)
    assert lines(transcript)[0] == "[PC:Nia|Karma 4|PK 4]"
    assert "natación" in lines(transcript)[1]
    assert transcript.errors == ()
    assert all(a.explain for a in asks(transcript)[:3])


def test_create_character_reasks_bad_answers():
    answers = ["", "Nia", "exploradora",
               "6", "x", "2 esbelta", "3", "2", "2", "3", "2",
               "5", "5",         # 14 + 5 + 5 = 24 is fine, but then TER must be 0
               "1", "0",
               "b", "fue", "correr: a, b, c, d", "correr: correr",
               "", "Servir", "Buscar", "", "Uno", "Dos", "Tres", "Cuatro", "no"]
    transcript = run_scripted(create_character(), answers)
    keys = [e.key for e in transcript.errors]
    assert keys == ["zodiac.error.empty_answer", "zodiac.error.score_range",
                    "zodiac.error.score_number", "zodiac.error.sum_running",
                    "zodiac.error.skill_uses", "zodiac.error.empty_answer"]
    assert len(transcript.result.bonds) == 4
    assert transcript.result.score_sum == 24


def test_create_character_checks_the_sum_while_typing():
    answers = ["Ana", "x", "5", "5", "5", "5", "5", "4", "0", "0", "0", "0",
               "", "o", "e", "v1", "v2", "", "no"]
    transcript = run_scripted(create_character(), answers)
    assert [e.key for e in transcript.errors] == ["zodiac.error.sum_running"]
    assert transcript.result.karma == 2


def test_create_character_needs_a_sum_of_twenty():
    answers = ["Ana", "x", "0", "0", "0", "0", "0", "0", "5", "5", "5", "5",
               "", "o", "e", "v1", "v2", "", "no"]
    transcript = run_scripted(create_character(), answers)
    assert [e.key for e in transcript.errors] == ["zodiac.error.sum_running"]
    assert transcript.result.karma == 6


def test_create_character_refuses_skill_over_budget():
    scores = ["0", "5", "5", "5", "5", "2", "1", "1", "0"]  # sum 24; FUE 0 costs 6 PX
    answers = ["Ana", "x", *scores,
               "e", "vol", "calma",        # 4 PX, 8 left
               "e", "fue", "nadar",        # 6 PX, 2 left
               "c", "fue", "agi", "rito",  # FUE too dear; AGI 5 costs 1, 1 left
               "b", "agi", "x: y",         # 1 PX, 0 left: the loop ends by itself
               "o", "e", "v1", "v2", ""]
    transcript = run_scripted(create_character(), answers)
    assert [e.key for e in transcript.errors] == ["zodiac.error.skill_too_dear"]
    assert transcript.result.karma == 2
    assert len(transcript.result.skills) == 4


def pc(**changes):
    return Character.from_data({**SAMPLE_DATA, **changes})


@dataclass(frozen=True)
class FakeDraw:
    table_id: str
    dice: str = "1d12"
    value: int | None = 4
    text: dict = field(default_factory=lambda: {"es": "Un dilema", "en": "A dilemma"})

    def in_language(self, lang):
        return self.text[lang]


def test_crossroads_with_resolve_journals_choice_roll_and_grade():
    rng = ScriptedRng([12, 8])
    answers = ["El consejo ordena abandonar a su hermano", "obligation", "presencia", "",
               "resolve", "tirar", "dado", "no"]
    transcript = run_scripted(crossroads([pc()], rng), answers)
    rng.finish()
    summary = transcript.result
    assert summary.side is Side.OBLIGATION
    assert summary.action is Action.PRESENCIA
    assert summary.conviction is Conviction.RESOLVE
    assert summary.character.pk == 3
    assert summary.result.kept == (8,)
    assert summary.result.grade is Grade.SUCCESS_BENEFIT
    assert any(isinstance(i, CrossroadsSides) for i in transcript.shown)
    text = "\n".join(lines(transcript))
    assert "Encrucijada: El consejo ordena abandonar a su hermano" in text
    assert "Nia sigue su párrafo de Obligaciones sociales: «Servir al consejo»" in text
    assert "Convicción de Nia: Ventaja por 1 PK (quedan 3 PK)" in text
    assert "d: 2d12kl1-1=7 (12 8) vs TN 7 -> Éxito+Beneficio" in text


def test_crossroads_resolve_refused_at_zero_pk():
    rng = ScriptedRng([9, 5])
    answers = ["Suceso", "emotion", "ingenio", "estándar", "resolve", "doubt", "tirar", "no",
               "no"]
    transcript = run_scripted(crossroads([pc(pk=0)], rng), answers)
    assert [e.key for e in transcript.errors] == ["zodiac.error.conviction_no_pk"]
    summary = transcript.result
    assert summary.conviction is Conviction.DOUBT
    assert summary.character.pk == 1
    # Desventaja keeps the worse grade: 9-1=8 Éxito vs 5-1=4 Fracaso+Consecuencia.
    assert summary.result.grade is Grade.FAILURE_CONSEQUENCE
    assert summary.gift_to == ""


def test_crossroads_doubt_at_seven_offers_the_gift_and_conversion_and_social_swap():
    rng = ScriptedRng([6, 7])
    answers = ["Suceso", "motivación", "atletismo", "7", "duda", "Tomás", "tirar", "sí", "con",
               "+1"]
    transcript = run_scripted(crossroads([pc(pk=7)], rng, lang="es"), answers)
    summary = transcript.result
    assert summary.surplus == 1
    assert summary.gift_to == "Tomás"
    assert summary.character.pk == 7
    assert summary.result.grade is Grade.SUCCESS_COMPLICATION
    assert summary.social is Social.CON
    assert summary.character.scores["con"] == 4
    assert summary.character.karma == 3
    text = "\n".join(lines(transcript))
    assert "El PK sobrante es para Tomás" in text
    assert "=> Se acepta Éxito+Complicación en lugar del Fracaso" in text
    assert "Situación Social de Nia: CON +1 (Karma 3)" in text
    assert any(a.prompt == "zodiac.ask.gift" for a in asks(transcript))


def test_crossroads_draws_a_dilemma_when_asked():
    drawn = []

    def draw(table_id):
        drawn.append(table_id)
        return FakeDraw(table_id)

    rng = ScriptedRng([7])
    answers = ["", "1", "atletismo", "", "doubt", "tirar", "no"]
    rng = ScriptedRng([8, 9])
    transcript = run_scripted(crossroads([pc()], rng, draw=draw, lang="en"), answers)
    assert drawn == ["zodiac/dilemas"]
    assert transcript.result.event == "A dilemma"
    assert 'tbl: zodiac/dilemas 1d12=4 -> "A dilemma"' in lines(transcript)


def test_crossroads_natural_one_journals_the_ts():
    rng = ScriptedRng([1, 1, 2])
    answers = ["Suceso", "obligation", "atletismo", "", "doubt", "tirar", "no"]
    transcript = run_scripted(crossroads([pc()], rng, lang="es"), answers)
    assert transcript.result.result.grade is Grade.FAILURE_CATASTROPHE
    assert "d: TS PB 1d6+3=5 (2) vs TN 7 -> Fallada" in lines(transcript)


def test_crossroads_needs_both_paragraphs_and_a_pc():
    with pytest.raises(RuleError) as missing:
        run_scripted(crossroads([pc(crossroads={"obligation": "x"})], ScriptedRng([])), [])
    assert missing.value.key == "zodiac.error.paragraphs_missing"
    with pytest.raises(RuleError):
        run_scripted(crossroads([], ScriptedRng([])), [])


def test_crossroads_picks_among_several_pcs_and_reasks_unknowns():
    other = pc(name="Tomás")
    rng = ScriptedRng([7, 3])
    answers = ["Nadie", "Tomás", "Suceso", "x", "obligation", "volar", "atletismo", "",
               "quizá", "doubt", "tirar", "no"]
    transcript = run_scripted(crossroads([pc(), other], rng), answers)
    assert transcript.result.character.name == "Tomás"
    assert [e.key for e in transcript.errors] == [
        "zodiac.error.unknown_pc", "zodiac.error.unknown_side",
        "zodiac.error.unknown_action", "zodiac.error.unknown_conviction"]
    assert all(isinstance(e, Message) for e in transcript.errors)


def test_crossroads_asks_for_skills_and_applies_them():
    skilled = pc(skills=[{"name": "trepar", "kind": "a", "attribute": "fue"},
                         {"name": "correr", "kind": "b", "attribute": "fue",
                          "uses": ["correr"]}])
    rng = ScriptedRng([6, 8])
    answers = ["Suceso", "obligation", "atletismo", "", "trepar, correr", "trepar",
               "doubt", "tirar", "no"]
    transcript = run_scripted(crossroads([skilled], rng), answers)
    assert [e.key for e in transcript.errors] == ["zodiac.error.skill_twice"]
    result = transcript.result.result
    assert result.request.skill_bonus == 2
    # Desventaja: 6 + 1 = 7 would be the Beneficio, so the 8 (Éxito) is kept.
    assert (result.kept, result.total) == ((8,), 9)
    assert result.grade is Grade.SUCCESS


def test_crossroads_reasks_an_impossible_cd():
    rng = ScriptedRng([9, 10])
    answers = ["Suceso", "obligation", "atletismo", "15", "compleja", "doubt", "tirar", "no"]
    transcript = run_scripted(crossroads([pc()], rng), answers)
    assert [e.key for e in transcript.errors] == ["zodiac.error.cd_impossible"]
    assert transcript.result.result.cd == 13
