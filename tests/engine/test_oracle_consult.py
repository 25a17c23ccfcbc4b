"""Answering questions with scripted dice: every band, ties, events, bad faces."""

from __future__ import annotations

import pytest

from solo.dice.faces import parse_faces
from solo.dice.rng import ScriptedRng
from solo.engine.oracle.consult import check_tension, consult
from solo.engine.oracle.levels import Answer, Likelihood, parse_level
from solo.engine.oracle.spec import OracleSpec
from solo.errors import DiceEntryError, InputError, RuleError
from solo.jsonable import to_jsonable


def ask(spec: OracleSpec, faces: str, level: Likelihood = Likelihood.EVEN, tension: int = 5,
        question: str = "") -> object:
    rng = ScriptedRng(parse_faces(faces))
    result = consult(spec, level, rng, tension, question)
    rng.finish()
    return result


def test_acceptance_example(fate_oracle: OracleSpec) -> None:
    result = ask(fate_oracle, "+0+-", Likelihood.LIKELY, question="¿Está la puerta cerrada?")
    data = to_jsonable(result)
    assert data["question"] == "¿Está la puerta cerrada?"
    assert data["odds"] == "probable"
    assert data["faces"] == [1, 0, 1, -1]
    assert data["answer"] == "yes"
    assert data["event"] is False
    assert data["total"] == 2 and data["modifier"] == 1
    assert data["decided_by"] is None and data["tiebreak"] == []


@pytest.mark.parametrize(("faces", "level", "total", "answer"), [
    ("----", Likelihood.EVEN, -4, Answer.NO_AND),
    ("--0-", Likelihood.LIKELY, -2, Answer.NO),
    ("-000", Likelihood.EVEN, -1, Answer.NO),
    ("-000", Likelihood.UNLIKELY, -2, Answer.NO),
    ("-00-", Likelihood.UNLIKELY, -3, Answer.NO_AND),
    ("+000", Likelihood.EVEN, 1, Answer.YES),
    ("++00", Likelihood.EVEN, 2, Answer.YES),
    ("++0+", Likelihood.EVEN, 3, Answer.YES_AND),
    ("0000", Likelihood.ALMOST_CERTAIN, 3, Answer.YES_AND),
    ("0000", Likelihood.ALMOST_IMPOSSIBLE, -3, Answer.NO_AND),
    ("----", Likelihood.ALMOST_CERTAIN, -1, Answer.NO),
    ("++++", Likelihood.ALMOST_IMPOSSIBLE, 1, Answer.YES),
])
def test_every_band_of_the_fate_oracle(fate_oracle: OracleSpec, faces: str, level: Likelihood,
                                       total: int, answer: Answer) -> None:
    result = ask(fate_oracle, faces, level)
    assert (result.total, result.answer, result.decided_by) == (total, answer, None)


def test_a_tie_rolls_one_more_die(fate_oracle: OracleSpec) -> None:
    result = ask(fate_oracle, "+-00+")
    assert (result.total, result.answer, result.tiebreak, result.decided_by) == \
        (0, Answer.YES_BUT, (1,), 4)
    result = ask(fate_oracle, "0-00-", Likelihood.LIKELY)
    assert (result.answer, result.decided_by) == (Answer.NO_BUT, 4)


def test_a_blank_extra_die_is_rolled_again(fate_oracle: OracleSpec) -> None:
    result = ask(fate_oracle, "000000-")
    assert result.answer is Answer.NO_BUT
    assert result.tiebreak == (0, 0, -1)
    assert result.decided_by == 6


def test_a_tie_without_the_extra_die_asks_for_it(fate_oracle: OracleSpec) -> None:
    with pytest.raises(DiceEntryError) as caught:
        ask(fate_oracle, "+-00")
    assert caught.value.key == "dice.entry.too_few"


def test_extra_faces_are_an_error(fate_oracle: OracleSpec) -> None:
    with pytest.raises(DiceEntryError):
        ask(fate_oracle, "+0+-+", Likelihood.LIKELY)


@pytest.mark.parametrize(("faces", "first_tension"), [
    ("++++", 1), ("----", 2), ("0000+", 3), ("+-+-+", 4), ("-+-+-", 5),
    ("+0+0", 6), ("-0-0", 7), ("0+0+", 8), ("0-0-", 9),
])
def test_fate_events_climb_the_ladder(fate_oracle: OracleSpec, faces: str,
                                      first_tension: int) -> None:
    for tension in range(1, 10):
        assert ask(fate_oracle, faces, tension=tension).event is (tension >= first_tension)


@pytest.mark.parametrize("faces", ["++-+", "+0-0+", "0+00", "+-0-"])
def test_no_event_without_a_repeated_pair(fate_oracle: OracleSpec, faces: str) -> None:
    assert ask(fate_oracle, faces, tension=9).event is False


@pytest.mark.parametrize(("faces", "level", "total", "answer"), [
    ("1 1", Likelihood.EVEN, 0, Answer.NO_AND),
    ("1 6", Likelihood.EVEN, 2, Answer.NO),
    ("3 3", Likelihood.EVEN, 3, Answer.NO_BUT),
    ("4 4", Likelihood.EVEN, 4, Answer.YES_BUT),
    ("4 5", Likelihood.EVEN, 5, Answer.YES),
    ("6 6", Likelihood.EVEN, 7, Answer.YES_AND),
    ("1 1", Likelihood.ALMOST_CERTAIN, 3, Answer.NO_BUT),
    ("6 6", Likelihood.ALMOST_IMPOSSIBLE, 4, Answer.YES_BUT),
    ("3 2", Likelihood.LIKELY, 3, Answer.NO_BUT),
])
def test_every_band_of_the_d6_oracle(d6_oracle: OracleSpec, faces: str, level: Likelihood,
                                     total: int, answer: Answer) -> None:
    result = ask(d6_oracle, faces, level)
    assert (result.total, result.answer) == (total, answer)
    assert result.dice == "1d6+1d6"


@pytest.mark.parametrize(("face", "first_tension"), [(6, 1), (1, 3), (5, 5), (2, 7), (4, 9)])
def test_d6_events_on_doubles(d6_oracle: OracleSpec, face: int, first_tension: int) -> None:
    for tension in range(1, 10):
        assert ask(d6_oracle, f"{face} {face}", tension=tension).event is \
            (tension >= first_tension)
    assert ask(d6_oracle, "3 3", tension=9).event is False
    assert ask(d6_oracle, "6 5", tension=9).event is False


@pytest.mark.parametrize("tension", [0, 10, -1])
def test_tension_out_of_range(fate_oracle: OracleSpec, tension: int) -> None:
    with pytest.raises(RuleError) as caught:
        ask(fate_oracle, "+0+-", tension=tension)
    assert caught.value.key == "engine.tension.out_of_range"
    assert check_tension(1) == 1


@pytest.mark.parametrize(("typed", "level"), [
    ("casi-imposible", Likelihood.ALMOST_IMPOSSIBLE), ("Casi imposible", Likelihood.ALMOST_IMPOSSIBLE),
    ("almost impossible", Likelihood.ALMOST_IMPOSSIBLE), ("muy improbable", Likelihood.VERY_UNLIKELY),
    ("VERY_UNLIKELY", Likelihood.VERY_UNLIKELY), ("improbable", Likelihood.UNLIKELY),
    ("unlikely", Likelihood.UNLIKELY), ("50/50", Likelihood.EVEN), ("50-50", Likelihood.EVEN),
    ("even", Likelihood.EVEN), ("probable", Likelihood.LIKELY), ("likely", Likelihood.LIKELY),
    ("Muy Probable", Likelihood.VERY_LIKELY), ("very likely", Likelihood.VERY_LIKELY),
    ("casi-seguro", Likelihood.ALMOST_CERTAIN), ("almost certain", Likelihood.ALMOST_CERTAIN),
    ("+2", Likelihood.VERY_LIKELY), ("-3", Likelihood.ALMOST_IMPOSSIBLE), ("0", Likelihood.EVEN),
])
def test_levels_in_both_languages(typed: str, level: Likelihood) -> None:
    assert parse_level(typed) is level


@pytest.mark.parametrize("typed", ["quizás", "", "5", "maybe"])
def test_unknown_level(typed: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_level(typed)
    assert caught.value.key == "engine.level.unknown"
