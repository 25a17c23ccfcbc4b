"""Registries guarded: catalogs agree, every command has help, pure packages stay pure."""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

import solo
from solo.commands import AREAS, NAMES, all_commands, area_commands
from solo.commands.parsing import PlainParser
from solo.i18n import LANGUAGES, catalog, use_language

KEY_LIKE = re.compile(r"[a-z_]+(\.[a-z_0-9]+)+")
CATALOGS = Path(solo.__file__).parent / "i18n"


def areas_in(lang: str) -> set[str]:
    return {p.stem for p in (CATALOGS / lang).glob("*.py") if p.stem != "__init__"}


def test_both_languages_have_the_same_catalog_files() -> None:
    assert areas_in("es") == areas_in("en")


@pytest.mark.parametrize("area", sorted(areas_in("es")))
def test_both_languages_have_the_same_keys(area: str) -> None:
    spanish, english = catalog(area, "es"), catalog(area, "en")
    assert set(spanish) == set(english)
    assert all(key.split(".", 1)[0] == area for key in spanish)


@pytest.mark.parametrize("area", sorted(areas_in("es")))
def test_placeholders_agree_between_languages(area: str) -> None:
    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    spanish, english = catalog(area, "es"), catalog(area, "en")
    for key, text in spanish.items():
        assert fields(text) == fields(english[key]), key


def test_the_index_matches_every_area() -> None:
    assert {entry.area for entry in NAMES.values()} <= set(AREAS)
    for area, command in all_commands():
        entry = NAMES.get(command.name)
        assert entry is not None, f"{command.name} missing from the index"
        assert (entry.area, entry.help, entry.raw_text) == (area, command.help, command.raw_text)
        assert set(command.aliases) <= set(entry.aliases), command.name
        if entry.module:  # the module a one-shot imports holds the very command of the area
            assert command in importlib.import_module(entry.module).COMMANDS, command.name


def _help_texts(parser: argparse.ArgumentParser) -> list[str]:
    texts = [parser.description or ""]
    for action in parser._actions:
        if action.help != argparse.SUPPRESS:
            texts.append(action.help or "")
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                texts.extend(_help_texts(sub))
    return texts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_command_has_help_in_both_languages(lang: str) -> None:
    assert all_commands(), "no commands registered"
    with use_language(lang):
        for _area, command in all_commands():
            parser = command.build(PlainParser)
            texts = _help_texts(parser)
            assert parser.description, command.name
            for text in texts:
                assert not KEY_LIKE.fullmatch(text), f"untranslated key in {command.name}: {text}"
            assert parser.format_help()


def test_areas_with_commands_exist() -> None:
    assert area_commands("dice")
    assert area_commands("campaign")


PURE = ("solo.dice", "solo.engine.rules", "solo.engine.oracle", "solo.procedures",
        "solo.journal.entry", "solo.commands.odds_providers",
        *(f"solo.systems.{name}.rules" for name in ("fate", "zodiac", "fragmentos", "tricube")))
FORBIDDEN = ("cmd2", "rich", "prompt_toolkit", "yaml")


def _modules(package: str) -> list[str]:
    module = importlib.import_module(package)
    if not hasattr(module, "__path__"):
        return [package]
    return [package] + [info.name for info in pkgutil.walk_packages(module.__path__, package + ".")]


def test_pure_packages_import_no_shell_or_yaml() -> None:
    names = [name for package in PURE for name in _modules(package)]
    code = ("import sys\n"
            f"for name in {names!r}:\n    __import__(name)\n"
            f"bad = [m for m in {FORBIDDEN!r} if m in sys.modules]\n"
            "print(','.join(bad))")
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True).stdout.strip()
    assert found == ""


def test_one_shot_roll_imports_no_cmd2_rich_or_yaml() -> None:
    code = ("import sys, io, contextlib\nfrom solo.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n    main(['roll', '4dF'])\n"
            f"print(','.join(m for m in {FORBIDDEN!r} if m in sys.modules))")
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True).stdout.strip()
    assert found == ""


def test_a_system_key_is_found_before_anything_imported_the_registry() -> None:
    import subprocess
    import sys

    code = ("import sys; from solo.i18n import t; "
            "assert 'solo.systems' not in sys.modules; "
            "print(t('zodiac.action.agresividad', 'es'), t('frag.sub.reto', 'en'), "
            "t('tricube.sub.challenge', 'es').split('|')[0])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["Agresividad", "challenge", "desafío"]
