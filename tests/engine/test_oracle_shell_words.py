"""The oracle in the shell: `o` as its shortcut, Tab offering the likelihood words."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import Shell
from tests.core.test_completion import complete


def test_o_asks_the_oracle(home: Path) -> None:
    shell = Shell(home)
    shell.run("campaign new c")
    asked = shell.run("o ¿Llueve? --odds vl --dice ++00")
    assert asked.err == ""
    assert (asked.result.result.odds.value, asked.result.result.answer.value) == (
        "muy-probable", "yes_and")
    journal = (home / "journals" / "c" / "journal.md").read_text("utf-8")
    assert "? ¿Llueve? (Muy probable)" in journal


def test_tab_offers_the_likelihoods_in_the_players_language(home: Path) -> None:
    shell = Shell(home)
    spanish = complete(shell, "oracle ¿Hay luz? --odds ")
    assert {"imposible", "casi-imposible", "muy-probable", "seguro", "p", "mp"} <= spanish
    assert "very-likely" not in spanish
    assert complete(shell, "oracle --odds muy") == {"muy-improbable", "muy-probable"}
    assert complete(shell, "o --odds cas") == {"casi-imposible", "casi-seguro", "casi-cierto"}
    shell.run("set lang en")
    english = complete(shell, "oracle --odds ")
    assert {"impossible", "nearly-impossible", "very-likely", "certain", "l", "vl", "u", "vu",
            "c", "i"} <= english
    assert complete(shell, "oracle --odds very") == {"very-unlikely", "very-likely"}


def test_tab_offers_the_likelihoods_to_odds_oracle_too(home: Path) -> None:
    shell = Shell(home)
    assert complete(shell, "odds oracle --odds muy") == {"muy-improbable", "muy-probable"}
    assert complete(shell, "odds oraculo --tension 9 --probabilidad cas") == {
        "casi-imposible", "casi-seguro", "casi-cierto"}
    assert complete(shell, "odds oracle --tension ") == set()     # a number: nothing to offer
    assert complete(shell, "odds 3d6 --odds ") == set()           # no oracle: no likelihoods
