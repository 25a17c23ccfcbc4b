"""Bad input to `zodiac …` exits 2 with one line in the player's language; names in either one."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import cli_json as ok
from tests.conftest import refused, run_cli

CREATION = "\n".join(["Nia", "exploradora", "2 esbelta", "3", "2", "2", "3", "2", "3", "3",
                      "2", "e", "fue", "natación: nadar", "", "Servir al consejo",
                      "Encontrar a su hermano", "Proteger a Tomás", "Pagar la deuda", "", "no"]) + "\n"






def test_unknown_karma_use_lists_uses_in_spanish(home: Path) -> None:
    err = refused("zodiac", "karma", "spend", "nope", home=home)
    assert "yo-primero" in err
    assert "sobreponerse" in err
    assert "me_first" not in err
    assert "defy_states" not in err


def test_unknown_karma_use_lists_uses_in_english(home: Path) -> None:
    err = refused("--lang", "en", "zodiac", "karma", "spend", "nope", home=home)
    assert "me-first" in err
    assert "defy-states" in err
    assert "yo-primero" not in err


@pytest.mark.parametrize(("word", "use"), [("yo-primero", "me_first"), ("me-first", "me_first"),
                                           ("Inspiración", "inspiration"),
                                           ("¡Yo primero!", "me_first")])
def test_karma_uses_in_either_language(home: Path, word: str, use: str) -> None:
    run_cli("campaign", "new", "k", "--system", "zodiac", home=home)
    ok("--campaign", "k", "zodiac", "character", "new", home=home, stdin=CREATION)
    assert ok("--campaign", "k", "zodiac", "karma", "spend", word, home=home)["use"] == use


@pytest.mark.parametrize("cd", ["-5", "0", "trivial"])
def test_a_trivial_cd_succeeds_without_dice(home: Path, cd: str) -> None:
    done = ok("zodiac", "action", "--at", "0", "--cd", cd, home=home)
    assert (done["grade"], done["trivial"], done["die"]) == ("success", True, 0)


@pytest.mark.parametrize("cd", ["14", "99"])
def test_impossible_cd_is_refused(home: Path, cd: str) -> None:
    err = refused("zodiac", "action", "--at", "0", "--cd", cd, home=home)
    assert "CD" in err
    assert cd in err


@pytest.mark.parametrize("cd", ["1", "7", "13", "compleja"])
def test_possible_cd_is_rolled(home: Path, cd: str) -> None:
    assert ok("zodiac", "action", "--at", "0", "--cd", cd, "--dice", "5", home=home)["die"] == 5


def test_a_pc_with_an_attribute_at_5_rolls_an_impossible_cd_against_13() -> None:
    from solo.systems.zodiac.rules.scores import Action, attempt_cd

    assert attempt_cd(Action.ATLETISMO, 20, 5, 2) == 13
