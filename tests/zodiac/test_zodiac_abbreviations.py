"""Zodiac keeps its rulebook's abbreviations (PK, CD, TS…) and explains each in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import run_cli
from tests.zodiac.test_zodiac_commands import CREATION

# An abbreviation: two to three capitals (FUE, CDE) or a state's (E.ALT).
ABBREVIATION = re.compile(r"(?<![\w.])(?:E\.[A-Z]{3}|[A-Z]{2,3})(?![\w.])")
# Any game's words (the game master, DJ in Spanish) and argument names, not Zodiac's own.
ENGLISH = {"GM", "DJ", "PC", "NPC", "XP", "USE", "USO", "DIE", "TEXT", "NAME", "KIND", "GRADE"}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_abbreviation_the_interface_shows_is_in_the_glossary(lang: str) -> None:
    from solo.i18n import t

    catalog = __import__(f"solo.systems.zodiac.messages.{lang}", fromlist=["MESSAGES"]).MESSAGES
    glossary = t("zodiac.rules.abbreviations", lang)
    shown = {found for text in catalog.values() for found in ABBREVIATION.findall(text)}
    missing = {found for found in shown - ENGLISH
               if not re.search(rf"(?<![\w.]){re.escape(found)}(?![\w.])", glossary)}
    assert missing == set()


def test_the_english_glossary_expands_each_abbreviation_in_english(home: Path) -> None:
    code, out, _ = run_cli("--lang", "en", "zodiac", "rules", "abbreviations", home=home)
    flat = " ".join(out.replace("│", " ").split())
    assert code == 0
    for explained in ("CD — Clase de Dificultad, the difficulty", "PK — Puntos de Karma, Karma points",
                      "TS — Tirada Simple, a Simple Roll", "CDE — Clase de Dificultad Enfrentada",
                      "FUE Strength", "PX — experience points (XP)"):
        assert explained in flat
    assert "siglas" in run_cli("--lang", "es", "zodiac", "rules", "siglas", home=home)[1]


def test_the_english_sheet_and_derived_table_explain_their_columns(home: Path) -> None:
    assert run_cli("campaign", "new", "v", "--system", "zodiac", home=home)[0] == 0
    assert run_cli("--campaign", "v", "zodiac", "character", "new", home=home,
                   stdin=CREATION)[0] == 0
    code, sheet, _ = run_cli("--lang", "en", "--campaign", "v", "zodiac", "character", "show",
                             home=home)
    flat = " ".join(sheet.replace("│", " ").split())
    assert code == 0
    assert "PB base score · AT roll adjustment · CDE passive defence · PK Karma points" in flat
    assert "every abbreviation: zodiac rules abbreviations" in flat
    derived = run_cli("--lang", "en", "--campaign", "v", "zodiac", "derive", home=home)[1]
    assert "AT roll adjustment (added to the d12) · CDE passive defence (AT + 7)" in (
        " ".join(derived.split()))
    spanish = run_cli("--lang", "es", "--campaign", "v", "zodiac", "derive", home=home)[1]
    assert "CDE defensa pasiva (AT + 7)" in " ".join(spanish.split())
