"""cmd2's own words follow the interface's language: help, settings, shortcuts, refusals."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.shell.cmd2_words import translated
from tests.conftest import Shell, ShellRun

ENGLISH_OF_CMD2 = ("Name", "Description", "Value", "Shortcuts for other commands",
                   "Error setting", "not supported", "Exit this application", "List available")


def test_spanish_help_settings_and_shortcuts_hold_no_english(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    runs = [shell.run(line) for line in ("help", "help -v", "set", "shortcuts", "set lang xx",
                                         "set nada 1")]
    printed = "".join(run.out + run.err for run in runs)
    for english in ENGLISH_OF_CMD2:
        assert english not in printed
    assert "Nombre" in runs[1].out and "Descripción" in runs[1].out
    assert "Sale de solo" in runs[1].out
    assert "Atajos de otras órdenes:" in runs[3].out
    assert "No se puede poner ese valor en «idioma»: elige entre es, en." in runs[4].err
    assert "No hay ningún ajuste «nada»: los ajustes son idioma, dados, probabilidades, json, redirección." in runs[5].err


def test_cmd2s_own_commands_and_settings_a_player_does_not_need_are_out_of_sight(
        tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    listed = shell.run("help").out
    for hidden in ("alias", "macro", "run_script", "shell "):
        assert hidden not in listed
    settings = shell.run("set").out
    assert "editor" not in settings and "timing" not in settings


def test_english_interface_keeps_cmd2s_words_in_english(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    shell.run("set lang en")
    out = shell.run("help -v").out
    assert "Name" in out and "Leave solo" in out
    assert "Nombre" not in out


def said(run: ShellRun) -> str:
    """The one line a command printed (cmd2 sends feedback to either stream)."""
    return (run.out + run.err).strip()


@pytest.mark.parametrize("text", ["Nia", "", "Name of the rose"])
def test_other_text_is_left_alone(text: str) -> None:
    assert translated(text) == text


def test_spanish_settings_show_and_read_spanish_values(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    listed = shell.run("set").out
    assert "digitales" in listed and " no " in listed
    assert "True" not in listed and "False" not in listed and "digital " not in listed
    for typed in ("físicos", "fisicos", "physical"):
        shell.run("set dice digitales")
        run = shell.run(f"set dice {typed}")
        assert said(run) == "dados: ahora físicos" and shell.app.dice == "physical"
    assert said(shell.run("set json sí")) == "json: ahora sí" and shell.app.json is True
    assert said(shell.run("set json false")) == "json: ahora no" and shell.app.json is False
    assert said(shell.run("set dice quizá")) == (
        "No se puede poner ese valor en «dados»: elige entre digitales, físicos.")
    assert shell.run("set dice").result == {"dice": "physical"}  # data keeps its one value
    parser = shell.app.command_parsers.get(shell.app.do_set)
    assert parser is not None
    param = next(action for action in parser._actions if action.dest == "param")
    completion = param.get_choices_provider()(shell.app)  # what `set <Tab>` lists
    values = {item.text: next(iter(item.table_data)) for item in completion.items}
    assert values["dice"] == "físicos"


def test_a_setting_is_also_named_in_spanish(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    assert said(shell.run("set dados físicos")) == "dados: ahora físicos"
    assert shell.app.dice == "physical"
    assert shell.run("set Dados").result == {"dice": "physical"}
    assert said(shell.run("set idioma en")) == "lang: now en"
    assert said(shell.run("set colores sí")).startswith("There is no setting 'colores'")


def test_english_settings_show_english_values_and_read_both(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    shell.run("set lang en")
    assert said(shell.run("set dice digitales")) == "dice: now digital"
    assert said(shell.run("set json yes")) == "json: now yes"
    listed = shell.run("set").out
    assert "digital: the program rolls" in listed and "show every result as JSON" in listed
    assert "digitales" not in listed and "muestra" not in listed


@pytest.mark.parametrize(("line", "spanish", "english"), [
    ("help set", ("Uso: set [-h] [ajuste] [valor]", "el ajuste que quieres ver o cambiar"),
     ("Usage: set [-h] [setting] [value]", "the setting to show or change")),
    ("help history", ("-o, --output-file ARCHIVO", "borra todo el historial", "Presentación:"),
     ("-o, --output-file FILE", "clear the whole history", "Display:")),
    ("help alias create", ("Crea un alias o cambia uno que ya existe.", "Notas:"),
     ("Create an alias or change an existing one.", "Notes:")),
    ("help macro", ("Una macro es como un alias", "SUBORDEN", "borra macros"),
     ("A macro is like an alias", "SUBCOMMAND", "delete macros")),
    ("help quit", ("Sale de solo",), ("Leave solo",)),
    ("help run_script", ("el archivo del guion",), ("the script file",)),
])
def test_cmd2s_builtin_help_follows_the_language(tmp_path: Path, line: str,
                                                 spanish: tuple[str, ...],
                                                 english: tuple[str, ...]) -> None:
    shell = Shell(tmp_path)
    out = shell.run(line).out
    assert all(text in out for text in spanish), out
    shell.run("set lang en")
    out = shell.run(line).out
    assert all(text in out for text in english), out
    shell.run("set lang es")
    assert all(text in shell.run(line).out for text in spanish)


def test_cmd2s_messages_and_a_history_number_out_of_range(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    assert said(shell.run("history 999")) == (
        "No hay ninguna orden 999 en el historial (tiene 0 órdenes).")
    assert said(shell.run("alias create t roll 1d6")) == "Alias «t» creado."
    assert said(shell.run("alias delete zz")) == "No hay ningún alias «zz»."
    assert said(shell.run("run_script /no/such/script")) == (
        "No puedo leer el guion /no/such/script: no existe.")
