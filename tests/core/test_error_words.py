"""Error details in the player's language: the system's reasons, parse errors, argument names."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from solo.errors import from_os_error, os_reason
from solo.i18n import use_language
from tests.conftest import Shell, refused, run_cli


@pytest.mark.parametrize(("code", "spanish", "english"), [
    (errno.ENOENT, "no existe", "it does not exist"),
    (errno.EACCES, "no tienes permiso", "permission denied"),
    (errno.EPERM, "no tienes permiso", "permission denied"),
    (errno.EISDIR, "es una carpeta, no un archivo", "it is a folder, not a file"),
    (errno.ENOSPC, "el disco está lleno", "the disk is full"),
    (errno.EROFS, "el disco es de solo lectura", "the disk is read-only"),
])
def test_the_systems_reasons_are_said_in_each_language(code: int, spanish: str,
                                                       english: str) -> None:
    error = OSError(code, "English words from the system", "/x/y")
    with use_language("es"):
        assert os_reason(error) == spanish
        assert str(from_os_error(error)) == f"No se puede usar /x/y: {spanish}."
    with use_language("en"):
        assert os_reason(error) == english


def test_a_reason_without_an_entry_keeps_the_systems_words() -> None:
    with use_language("es"):
        assert os_reason(OSError(errno.ECHILD, "No child processes")) == "No child processes"


def test_a_missing_file_to_import_is_spanish(tmp_path: Path) -> None:
    err = refused("table", "import", str(tmp_path / "nada" / "t.yaml"), home=tmp_path)
    assert "No such file" not in err


@pytest.mark.parametrize(("text", "spanish"), [
    ('{"rows": [1 2]}', "falta una coma"),
    ('{"rows": ', "falta un valor (o sobra una coma)"),
    ("{'rows': 1}", "los nombres de campo van entre comillas dobles"),
    ('{"rows": [1]} x', "sobra texto después de los datos"),
])
def test_json_that_does_not_parse_is_explained_in_spanish(tmp_path: Path, text: str,
                                                          spanish: str) -> None:
    source = tmp_path / "roto.json"
    source.write_text(text, "utf-8")
    err = refused("table", "import", str(source), home=tmp_path)
    assert err.strip().endswith(f"): {spanish}"), err


@pytest.mark.parametrize(("text", "spanish"), [
    ("id: x\nname: a: b\n", "aquí no puede ir «:» (¿falta poner el texto entre comillas?)"),
    ("id: x\nrows:\n\t- a\n", "hay un carácter que no puede ir ahí (¿un tabulador en vez de espacios?)"),
])
def test_yaml_that_does_not_parse_is_explained_in_spanish(tmp_path: Path, text: str,
                                                          spanish: str) -> None:
    source = tmp_path / "rota.yaml"
    source.write_text(text, "utf-8")
    err = refused("table", "import", str(source), home=tmp_path)
    assert f"el YAML no es válido: {spanish}." in err, err


@pytest.mark.parametrize("line", [["odds", "--bogus"], ["roll", "--bogus"], ["odds", "--bo=1"]])
def test_an_unknown_option_is_named_before_missing_data(tmp_path: Path, line: list[str]) -> None:
    err = refused(*line, home=tmp_path)
    assert "opciones que no conozco: --bo" in err and "faltan datos" not in err
    shell = Shell(tmp_path)
    assert "opciones que no conozco: --bo" in shell.run(" ".join(line)).err


def test_a_players_text_after_a_word_may_hold_double_dashes(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "none", home=tmp_path)[0] == 0
    code, _out, err = run_cli("--campaign", "c", "note", "hola --bogus y más", home=tmp_path)
    assert code == 0, err


def test_an_argument_is_named_in_the_players_language(tmp_path: Path) -> None:
    run_cli("campaign", "new", "c", "--system", "none", home=tmp_path)
    spanish = refused("--campaign", "c", "tension", "99", home=tmp_path)
    english = refused("--lang", "en", "--campaign", "c", "tension", "99", home=tmp_path)
    assert spanish.startswith("tension: valor: «99»") and english.startswith("tension: value:")
    assert "faltan datos: NOMBRE" in refused("campaign", "new", home=tmp_path)
    assert "missing: NAME" in refused("--lang", "en", "campaign", "new", home=tmp_path)
    code, out, _ = run_cli("roll", "--help", home=tmp_path)
    assert code == 0 and "--dice CARAS" in out and "FACES" not in out


def test_hand_edited_data_that_breaks_is_said_without_pythons_words(tmp_path: Path) -> None:
    from tests.conftest import area_state, write_area_state
    from tests.zodiac.test_zodiac_commands import CREATION

    run_cli("campaign", "new", "c", "--system", "zodiac", home=tmp_path)
    run_cli("--campaign", "c", "zodiac", "character", "new", home=tmp_path, stdin=CREATION)
    data = area_state(tmp_path, "c", "zodiac")
    del data["characters"]["Nia"]["scores"]
    write_area_state(tmp_path, "c", "zodiac", data)
    err = refused("--campaign", "c", "zodiac", "character", "show", home=tmp_path)
    state = tmp_path / "journals" / "c" / "state.json"
    assert err.strip() == f"{state}: falta el campo «areas.zodiac.characters.Nia.scores»."
    english = refused("--lang", "en", "--campaign", "c", "zodiac", "character", "show",
                      home=tmp_path)
    assert english.strip() == (
        f"{state}: the field 'areas.zodiac.characters.Nia.scores' is missing.")
