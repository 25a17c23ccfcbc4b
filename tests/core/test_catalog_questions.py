"""Every question typed into ends with "?" or ":" right before the answer, in both languages."""

from collections.abc import Iterable

import pytest

from solo.i18n import LANGUAGES, catalog, t
from solo.procedures.steps import Ask, Procedure, run_scripted
from solo.systems.fate.procedures.create import create_character as fate_character
from solo.systems.fate.rules.edition import Edition
from solo.systems.fragmentos.procedures.creation import guided_character
from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.tricube.procedures.creation import create_character as tricube_character
from solo.systems.zodiac.procedures.creation import create_character as zodiac_character

ENDINGS = ("?", ":")


def _free_text(procedure: Procedure[object], answers: Iterable[str]) -> list[Ask]:
    run = run_scripted(procedure, answers)
    return [step for step in run.steps if isinstance(step, Ask) and not step.choices]


CREATIONS = {
    "fate": lambda: _free_text(fate_character(Edition.FAE), [
        "Ladrona de trenes", "Debo dinero a la Cofradía", "Hermana de Tomás", "Nia",
        "Bajita, gorra gris", "ladron", "", "Sombra en el andén", "+2 a Furtivo"]),
    "zodiac": lambda: _free_text(zodiac_character(), [
        "Nia", "exploradora", "2 esbelta", "3", "2", "2", "3", "2", "3", "3", "2",
        "e", "fue", "natación: nadar", "", "Servir", "Buscar", "Uno", "Dos", "", "no"]),
    "frag": lambda: _free_text(guided_character(), [
        "Barbara", "Aristócrata", "3", "2", "Escala", "2", "Correr", "1", "Tenacidad", "1",
        "Mentir", "1", "Discreta", "1", "Latín", "3", "", "Huyó", "Vio", "Engreída"]),
    "frag monster": lambda: _free_text(guided_character(Rank.MONSTER), [
        "El Duque", "7", "4", "3", "Fuerza", "5", "", "", "Implacable", "4", "", "Volar",
        "implacable"]),
    "tricube": lambda: _free_text(tricube_character(), [
        "Nia", "ágil", "ladrona", "ganzúas finas", "curiosa"]),
}


@pytest.mark.parametrize("system", sorted(CREATIONS))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_creation_questions_end_with_a_question_mark_or_a_colon(system: str,
                                                                        lang: str) -> None:
    asks = CREATIONS[system]()
    assert asks
    wrong = [text for ask in asks
             if not (text := t(ask.prompt, lang, **ask.params)).endswith(ENDINGS)]
    assert wrong == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_every_zodiac_question_ends_with_a_question_mark_or_a_colon(lang: str) -> None:
    wrong = [f"{key}: {text}" for key, text in catalog("zodiac", lang).items()
             if ".ask." in key and not text.endswith(ENDINGS)]
    assert wrong == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_tricube_typed_questions_end_with_a_question_mark(lang: str) -> None:
    for key in ("tricube.ask.action_any", "tricube.ask.versus_action", "tricube.ask.first_side",
                "tricube.ask.second_side"):
        assert t(key, lang, names="Nia").endswith("?"), key
