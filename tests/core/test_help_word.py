"""`zodiac help`, `campaign ayuda`: a help word alone where a subcommand goes shows the command's
help, one-shot and in the shell; where a command takes text it stays text. A word that is no
subcommand is refused in the player's quotes, each choice named once."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import Shell, run_cli


@pytest.mark.parametrize(("words", "usage"), [
    (["zodiac", "help"], "uso: zodiac [-h]"),
    (["zodiac", "Ayuda"], "uso: zodiac [-h]"),
    (["campaign", "ayuda"], "uso: campaign [-h] new|open|list|close"),
    (["scene", "help"], "uso: scene [-h] new|end|show"),
    (["table", "ayuda"], "uso: table [-h] list|show|roll|new|import|export|check|sim"),
])
def test_a_help_word_shows_the_commands_help_one_shot(tmp_path: Path, words: list[str],
                                                      usage: str) -> None:
    code, out, err = run_cli(*words, home=tmp_path)
    assert (code, err) == (0, "")
    assert out.startswith(usage)


def test_a_help_word_in_english(tmp_path: Path) -> None:
    code, out, _err = run_cli("--lang", "en", "frag", "help", home=tmp_path)
    assert code == 0 and out.startswith("usage: frag [-h]")


def test_a_help_word_in_the_shell(shell: Shell) -> None:
    shown = shell.run("tricube ayuda")
    assert shown.err == ""
    assert shown.out.startswith("Uso: tricube [-h]")  # cmd2 capitalises its headings


def test_a_help_word_with_more_words_is_not_help(tmp_path: Path) -> None:
    code, out, err = run_cli("zodiac", "help", "me", home=tmp_path)
    assert (code, out) == (2, "")
    assert err.startswith("zodiac: «help» no es una opción válida; elige entre: action, acción,")


def test_a_command_that_takes_text_keeps_the_word(tmp_path: Path) -> None:
    code, out, _err = run_cli("--seed", "1", "oracle", "help", home=tmp_path)
    assert code == 0 and "help" in out and "uso:" not in out


def test_an_unknown_subcommand_names_each_choice_once(tmp_path: Path) -> None:
    code, _out, err = run_cli("zodiac", "hlep", home=tmp_path)
    assert code == 2
    assert err == ("zodiac: «hlep» no es una opción válida; elige entre: action, acción, ts, "
                   "derive, derivar, crossroads, encrucijada, idea, rules, reglas, character, "
                   "personaje, pj, karma, bond, vínculo, state, estado, rewrite, reescribir\n")
    code, _out, err = run_cli("--lang", "en", "campaign", "new", "x", "fate", "--edition",
                              "\x1b[31mzz", home=tmp_path)
    assert code == 2
    assert err == "Unknown edition '\\x1b[31mzz': choose from fae, condensed.\n"
