"""Bad input to `frag …` exits 2 with one line in the player's language; names in either language."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import cli_json as ok
from tests.conftest import refused, run_cli

BARBARA = "\n".join([
    "Barbara", "Aristócrata fugitiva", "3", "2",
    "Escala", "2", "Correr", "1", "Tenacidad", "1", "Mentir", "1", "Discreta", "1", "Latín", "3",
    "", "Huyó del convento", "Vio morir a su padre", "Engreída"]) + "\n"






def opened(home: Path) -> tuple[str, ...]:
    run_cli("campaign", "new", "Noche", "--system", "fragmentos", home=home)
    ok("--campaign", "Noche", "frag", "character", "new", home=home, stdin=BARBARA)
    return ("--campaign", "Noche")


@pytest.mark.parametrize("use", ["reintentar", "Reintentar", "retry"])
def test_superacion_uses_in_spanish_or_english(home: Path, use: str) -> None:
    data = ok(*opened(home), "frag", "superacion", use, home=home)
    assert data["use"] == "retry"
    assert data["superacion"] == 4


def test_unknown_superacion_use_lists_spanish_names(home: Path) -> None:
    err = refused("frag", "superacion", "nope", home=home)
    assert "reintentar, proteger, cualidad" in err
    assert "retry" not in err


def test_unknown_superacion_use_lists_english_names_in_english(home: Path) -> None:
    err = refused("--lang", "en", "frag", "superacion", "nope", home=home)
    assert "retry, protect, quality" in err


def test_threat_actions(home: Path) -> None:
    err = refused("frag", "amenaza", "nope", home=home)
    assert "ver, fijar, subir, gastar" in err
    assert "show" not in err
    assert "show, set, raise, spend" in refused("--lang", "en", "frag", "amenaza", "nope",
                                                 home=home)
    assert ok(*opened(home), "frag", "amenaza", "subir", home=home)["threat"] == 3


@pytest.mark.parametrize("argv", [("frag", "reto", "--rank", "nope"),
                                  ("frag", "reto", "--score", "2", "--difficulty", "3",
                                   "--rank", "nope"),
                                  ("frag", "conflicto", "--score", "2", "--vs-score", "2",
                                   "--vs-rank", "nope")])
def test_unknown_rank(home: Path, argv: tuple[str, ...]) -> None:
    err = refused(*argv, home=home)
    assert "principal, secundario, monstruo" in err
    assert "main, secondary, monster" in refused("--lang", "en", *argv, home=home)


def test_rules_title_in_the_players_language(home: Path) -> None:
    code, out, _err = run_cli("frag", "rules", "presagios", home=home)
    assert code == 0
    assert "Fragmentos · presagios" in out
    assert "omens" not in out
    assert ok("frag", "rules", "presagios", home=home)["topic"] == "omens"
    code, out, _err = run_cli("--lang", "en", "frag", "rules", "presagios", home=home)
    assert "Fragmentos · omens" in out


def test_unknown_topic_lists_spanish_names(home: Path) -> None:
    err = refused("frag", "rules", "cocina", home=home)
    assert "presagios" in err
    assert "omens" not in err


@pytest.mark.parametrize(("argv", "option", "needed", "given"), [
    (("--dice", "1 2 3", "--vs-score", "2", "--vs-dice", "1"), "--vs-dice", 2, 1),
    (("--dice", "1 2", "--vs-score", "2", "--vs-dice", "1 6"), "--dice", 3, 2),
])
def test_too_few_typed_faces_name_the_side(home: Path, argv: tuple[str, ...], option: str,
                                           needed: int, given: int) -> None:
    err = refused("frag", "conflicto", "--score", "3", *argv, home=home)
    assert option in err
    assert f"necesita {needed}; has escrito {given}" in err
    assert f"has escrito {given}" in err


def test_enough_typed_faces_are_used(home: Path) -> None:
    data = ok("frag", "conflicto", "--score", "3", "--dice", "1 2 3", "--vs-score", "2",
              "--vs-dice", "1 5", home=home)
    assert (data["total"], data["vs_total"]) == (3, 5)


def test_hurry_must_name_someone_in_the_scene(home: Path) -> None:
    err = refused("frag", "scene", "Orco:monster", "--hurry", "nadie", home=home)
    assert "nadie" in err
    assert "Orco" in err


def test_hurry_accents_optional(home: Path) -> None:
    data = ok(*opened(home), "frag", "scene", "Orco:monstruo", "--hurry", "barbara", home=home)
    assert data["order"] == ["Barbara", "Orco"]


@pytest.mark.parametrize("argv", [("--quality", "nope"),
                                  ("--score", "2", "--difficulty", "2", "--dice", "6 6",
                                   "--quality", "nope")])
def test_quality_without_a_sheet_is_refused(home: Path, argv: tuple[str, ...]) -> None:
    refused("frag", "reto", *argv, home=home)


def test_unknown_quality_on_the_sheet_is_refused_even_on_a_success(home: Path) -> None:
    err = refused(*opened(home), "frag", "reto", "--characteristic", "accion", "--dice", "6 6 6",
                  "--difficulty", "3", "--quality", "nope", home=home)
    assert "nope" in err
