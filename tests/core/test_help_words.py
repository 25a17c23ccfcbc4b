"""One language at a time: every command's help, and cmd2's own, holds no word of the other.

Each command's `--help` (and each subcommand's) is read in Spanish and in English, one-shot;
cmd2's built-in commands through the shell. What a player types is left out first: command and
subcommand names (`show`, `roll`, `tirar` are typed as they are), options (`--para`) and the
words of `x|y` choices. What is left must not hold a tell-tale word of the other language.
"""

from __future__ import annotations

import argparse
import re
from functools import cache
from pathlib import Path

import pytest

from tests.conftest import Shell, run_cli

TELLTALE = {
    "es": re.compile(r"\b(?:the|and|of|with|from|is|are|your|Invalid|[Uu]sage|optional arguments"
                     r"|positional arguments|show this help|not supported|Error setting|does not"
                     r"|created|deleted|Notes|See Also|Formatting|value|name|text|FACES|NAME)\b"),
    "en": re.compile(r"\b(?:el|los|las|del|con|para|una|que|es una|muestra|uso|opciones|datos"
                     r"|elige|faltan|orden|órdenes|ayuda|ajuste|valor|sin campaña)\b"),
}
"""Words that give the other language away (in Spanish output: English ones, and the reverse)."""

OPTION = re.compile(r"(?<![\w-])--?[\w-]+(?:=\S*)?")
CHOICES = re.compile(r"[\w/.+-]+(?:\|[\w/.+-]+)+")
BUILTINS = ("help", "history", "set", "shortcuts", "quit", "alias", "alias create", "alias delete",
            "alias list", "macro", "macro create", "macro delete", "macro list", "edit",
            "run_script", "shell", "run_pyscript")


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
def typed_words() -> frozenset[str]:
    """Every command and subcommand name and alias (typed as they are, in either language)."""
    from solo.commands import all_commands, index
    from solo.commands.parsing import PlainParser

    words = {name for entry in index() for name in (entry.name, *entry.aliases)}

    def walk(parser: argparse.ArgumentParser) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                words.update(action.choices)
                for sub in action.choices.values():
                    walk(sub)

    for _area, command in all_commands():
        walk(command.build(PlainParser))
    return frozenset(words)


def giveaways(text: str, lang: str) -> list[str]:
    """The lines of `text` holding a word of the other language (typed words left out)."""
    found = []
    for line in text.splitlines():
        bare = CHOICES.sub(" ", OPTION.sub(" ", line))
        bare = " ".join(word for word in bare.split() if word.strip("()[],.:;") not in typed_words())
        if TELLTALE[lang].search(bare):
            found.append(line.strip())
    return found


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_commands_help_is_in_one_language(tmp_path: Path, lang: str) -> None:
    wrong = {}
    for path in command_paths():
        code, out, err = run_cli("--lang", lang, *path, "--help", home=tmp_path)
        assert code == 0, (path, err)
        lines = giveaways(out + err, lang)
        if lines:
            wrong[" ".join(path)] = lines
    assert wrong == {}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_cmd2s_own_commands_and_messages_are_in_one_language(tmp_path: Path, lang: str) -> None:
    shell = Shell(tmp_path)
    shell.run(f"set lang {lang}")
    lines = [f"help {name}" for name in BUILTINS] + [
        "help", "help -v", "set", "set dice x", "set nada 1", "history 999", "history -r", "history --bogus",
        "alias create roll x", "alias create t roll 1d6", "alias delete zz", "alias delete t",
        "macro create m roll {2}", "macro delete zz", "run_script /nope", "shortcuts",
        "odds --bogus", "tension 99"]
    wrong = {}
    for line in lines:
        run = shell.run(line)
        assert "Traceback" not in run.out + run.err
        found = giveaways(run.out + run.err, lang)
        if found:
            wrong[line] = found
    assert wrong == {}


@pytest.mark.parametrize(("text", "lang"), [
    ("Show the settings and change one", "es"), ("usage: roll", "es"),
    ("muestra los ajustes", "en"), ("faltan datos: valor", "en")])
def test_the_giveaways_are_found(text: str, lang: str) -> None:
    assert giveaways(text, lang) == [text]


def test_typed_words_are_not_giveaways() -> None:
    assert giveaways("uso: table [-h] list|show|roll ... --to NOMBRE", "es") == []
    assert giveaways("--ignore-states, --sin-estados   the journal (es|en)", "en") == []
