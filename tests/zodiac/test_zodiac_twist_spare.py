"""Issue 27: at the cap of 7 PK the GM's twist says its PK is spare, on screen and in the journal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run_cli
from tests.zodiac.test_zodiac_commands import CREATION


def _nia_at_seven(home: Path) -> None:
    assert run_cli("campaign", "new", "g", "--system", "zodiac", home=home)[0] == 0
    assert run_cli("--campaign", "g", "zodiac", "character", "new", home=home,
                   stdin=CREATION)[0] == 0
    assert run_cli("--campaign", "g", "zodiac", "karma", "gain", "3", home=home)[0] == 0
    assert run_cli("--campaign", "g", "zodiac", "action", "atletismo", "--cd", "7",
                   "--dice", "8", home=home)[0] == 0


@pytest.mark.parametrize(("lang", "said", "not_said"), [
    ("es", "sobra 1 PK", "ganas 1 PK"),
    ("en", "1 PK to spare", "you gain 1 PK"),
])
def test_twist_at_seven_says_the_pk_is_spare(home: Path, lang: str, said: str,
                                             not_said: str) -> None:
    _nia_at_seven(home)
    code, out, err = run_cli("--lang", lang, "--campaign", "g", "zodiac", "karma", "twist",
                             "--dice", "1 5", home=home)
    assert code == 0, err
    assert said in out and not_said not in out
    assert ("ya tienes 7 PK, así que el que da sobraría" if lang == "es"
            else "you already hold 7 PK, so the one it pays would be spare") in " ".join(
                out.split())
    journal = (home / "journals" / "g" / "journal.md").read_text(encoding="utf-8")
    assert "=> Nia ya tiene el máximo de PK (7): sobra 1 PK del giro" in journal
    shown = json.loads(run_cli("--json", "--campaign", "g", "zodiac", "karma", home=home)[1])
    assert shown["pk"] == 7


def test_twist_below_seven_still_says_gained(home: Path) -> None:
    assert run_cli("campaign", "new", "g", "--system", "zodiac", home=home)[0] == 0
    run_cli("--campaign", "g", "zodiac", "character", "new", home=home, stdin=CREATION)
    run_cli("--campaign", "g", "zodiac", "action", "atletismo", "--cd", "7", "--dice", "8",
            home=home)
    code, out, _ = run_cli("--json", "--campaign", "g", "zodiac", "karma", "twist", "--dice",
                           "1 5", home=home)
    data = json.loads(out.strip().splitlines()[-1])
    assert (code, data["pk_gained"], data["pk_spare"]) == (0, True, False)
    assert "(tiene 5)" in (home / "journals" / "g" / "journal.md").read_text(encoding="utf-8")



def test_twist_at_seven_through_a_terminal_in_both_languages(home: Path) -> None:
    from tests.pty_helpers import Terminal

    _nia_at_seven(home)
    prompt = r"solo \[g[^\]]*\]> "
    for lang, said, not_said in (("en", "1 PK to spare", "you gain 1 PK"),
                                 ("es", "sobra 1 PK", "ganas 1 PK")):
        with Terminal(home, "--lang", lang, "--campaign", "g", prompt=prompt) as term:
            seen = term.type("zodiac karma twist --dice '1 5'", said)
            assert not_said not in seen
            term.type("zodiac action atletismo --cd 7 --dice 8")   # the next one to twist
            term.quit()
