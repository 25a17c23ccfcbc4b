"""One language at a time: every catalog text, every command's help and cmd2's own words.

Each catalog text of each language, each command's `--help` (and each subcommand's) one-shot,
the same help in the shell (cmd2's headings) and cmd2's built-in commands are read in Spanish
and in English; none may hold a word of the other language (`tests/core/language_words.py`:
the word lists, what a player types that is left out, and the allow-list with its reasons).
"""

from __future__ import annotations

import argparse
from functools import cache
from pathlib import Path

import pytest

from solo.i18n import LANGUAGES
from tests.conftest import Shell, run_cli
from tests.core.language_words import ALLOWED_KEYS, ENGLISH, SPANISH, foreign

BUILTINS = ("help", "history", "set", "shortcuts", "quit", "alias", "alias create", "alias delete",
            "alias list", "macro", "macro create", "macro delete", "macro list", "edit",
            "run_script", "shell", "run_pyscript")
AREAS = ("core", "cmd", "dice", "table", "campaign", "journal", "cli", "error", "outcome",
         "engine", "fate", "zodiac", "frag", "tricube")
"""Every catalog area: the core's, the solo GM's and each game system's."""


@cache
def command_paths() -> tuple[tuple[str, ...], ...]:
    """Every command and subcommand, by its first name, with every name a player may type."""
    from solo.commands import all_commands
    from solo.commands.parsing import PlainParser

    paths: list[tuple[str, ...]] = []

    def walk(parser: argparse.ArgumentParser, path: tuple[str, ...]) -> None:
        paths.append(path)
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                seen: set[int] = set()
                for name, sub in action.choices.items():
                    if id(sub) not in seen:
                        seen.add(id(sub))
                        walk(sub, (*path, name))

    for _area, command in all_commands():
        walk(command.build(PlainParser), (command.name,))
    return tuple(paths)


@cache
def commands() -> frozenset[str]:
    """Every command's name and alias, and cmd2's built-ins: typed as they are."""
    from solo.commands import index

    names = {name for entry in index() for name in (entry.name, *entry.aliases)}
    return frozenset(name.lower() for name in {*names, *(b.split()[0] for b in BUILTINS)})


@cache
def typed_words() -> frozenset[str]:
    """Every command and subcommand name and alias (typed as they are, in either language)."""
    from solo.commands import all_commands
    from solo.commands.parsing import PlainParser

    words: set[str] = set()

    def walk(parser: argparse.ArgumentParser) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                words.update(action.choices)
                for sub in action.choices.values():
                    walk(sub)

    for _area, command in all_commands():
        walk(command.build(PlainParser))
    cmd2s = {"create", "delete", "list"}  # `alias list`, `macro create`: cmd2's subcommands
    return frozenset(word.lower() for word in words | cmd2s) | commands()


def giveaways(text: str, lang: str, *, help: bool = True) -> list[str]:
    """The lines of `text` holding a word of the other language (typed words left out)."""
    return [line.strip() for line in text.splitlines()
            if foreign(line, lang, typed_words(), commands(), help=help)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_catalog_text_is_in_its_language(lang: str) -> None:
    from solo.i18n import catalog

    wrong = {key: foreign(text, lang, typed_words(), commands())
             for area in AREAS for key, text in catalog(area, lang).items()
             if key not in ALLOWED_KEYS}
    assert {key: words for key, words in wrong.items() if words} == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_commands_help_is_in_one_language(tmp_path: Path, lang: str) -> None:
    wrong = {}
    for path in command_paths():
        code, out, err = run_cli("--lang", lang, *path, "--help", home=tmp_path)
        assert code == 0, (path, err)
        lines = giveaways(out + err, lang)
        if lines:
            wrong[" ".join(path)] = lines
    assert wrong == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_commands_help_in_the_shell_is_in_one_language(tmp_path: Path, lang: str) -> None:
    shell = Shell(tmp_path)
    shell.run(f"set lang {lang}")
    wrong = {}
    for path in command_paths():
        run = shell.run("help " + " ".join(path))
        assert "Traceback" not in run.out + run.err
        lines = giveaways(run.out + run.err, lang)
        if lines:
            wrong[" ".join(path)] = lines
    assert wrong == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cmd2s_own_commands_and_messages_are_in_one_language(tmp_path: Path, lang: str) -> None:
    shell = Shell(tmp_path)
    shell.run(f"set lang {lang}")
    lines = [f"help {name}" for name in BUILTINS] + [
        "help", "help -v", "set", "set dice x", "set zz 1", "history 999", "history -r", "history --bogus",
        "alias create roll x", "alias create t roll 1d6", "alias delete zz", "alias delete t",
        "macro create m roll {2}", "macro delete zz", "run_script /nope", "shortcuts",
        "odds --bogus", "tension 99", "set dados físicos", "set dice digital", "set json sí",
        "set", "set lang " + lang]
    wrong = {}
    for line in lines:
        run = shell.run(line)
        assert "Traceback" not in run.out + run.err
        found = giveaways(run.out + run.err, lang)
        if found:
            wrong[line] = found
    assert wrong == {}


@pytest.mark.parametrize(("typed", "lang", "shown"), [
    ("set dados físicos", "es", "dados: ahora físicos"),
    ("set dice physical", "en", "dice: now physical"),
    ("set idioma es", "es", "idioma: ahora es")])
def test_a_setting_is_named_in_the_players_language(tmp_path: Path, typed: str, lang: str,
                                                    shown: str) -> None:
    shell = Shell(tmp_path)
    shell.run(f"set lang {lang}")
    assert shell.run(typed).out.strip() == shown


@pytest.mark.parametrize(("text", "lang"), [
    ("Show the settings and change one", "es"), ("usage: roll", "es"),
    ("dice: ahora físicos", "es"), ("new, list, use, npc o remove", "es"),
    ("{new,discover,known}", "es"), ("fate (condensed)", "es"), ("3 shifts", "es"),
    ("muestra los ajustes", "en"), ("faltan datos: valor", "en"),
    ("with TABLE (criaturas, lugares…)", "en"), ("omen (presagio)", "en")])
def test_the_giveaways_are_found(text: str, lang: str) -> None:
    assert giveaways(text, lang, help=False) == [text]


def test_typed_words_are_not_giveaways() -> None:
    assert giveaways("uso: table [-h] list|show|roll ... --to NOMBRE", "es") == []
    assert giveaways("--ignore-states, --sin-estados   the journal (es|en)", "en") == []
    assert giveaways("Ábrela con: campaign open «x» o «scene new»", "es") == []
    assert giveaways("  add (añadir, nuevo)    añade uno", "es") == []


def test_the_word_lists_hold_no_word_of_both_languages() -> None:
    assert not SPANISH & ENGLISH
