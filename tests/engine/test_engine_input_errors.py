"""Bad input to the engine's commands: one line on stderr, in the player's language, exit 2."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.conftest import run_cli


def refused(*argv: str, home: Path) -> str:
    code, _out, err = run_cli(*argv, home=home)
    assert code == 2, err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    return err


def test_unknown_odds_listed_in_english(home: Path) -> None:
    err = refused("--lang", "en", "oracle", "x", "--odds", "nope", home=home)
    assert "Almost impossible, Very unlikely" in err
    assert "casi-imposible" not in err
    assert "muy-improbable" not in err


def test_unknown_odds_listed_in_spanish(home: Path) -> None:
    err = refused("oracle", "x", "--odds", "nope", home=home)
    assert "Casi imposible, Muy improbable" in err


@pytest.mark.parametrize("level", ["Very likely", "muy probable", "Muy-Probable", "very_likely"])
def test_listed_names_are_accepted(home: Path, level: str) -> None:
    code, out, err = run_cli("--json", "oracle", "x", "--odds", level, "--dice", "+0-0",
                             home=home)
    assert code == 0, err
    assert json.loads(out)["odds"] == "muy-probable"


@pytest.mark.parametrize(("faces", "given"), [("5 5", 2), ("45 10 10", 3)])
def test_event_faces_are_the_focus_alone(home: Path, faces: str, given: int) -> None:
    err = refused("event", "--dice", faces, home=home)
    assert re.findall(r"\d+", err) == ["1", str(given)]
    assert "--dice" in err


def test_too_few_meaning_faces(home: Path) -> None:
    err = refused("event", "--meaning", "--dice", "5", home=home)
    assert sorted(re.findall(r"\d+", err)) == ["1", "2"]


def test_the_faces_an_event_uses_are_enough(home: Path) -> None:
    code, out, err = run_cli("--json", "event", "--dice", "45", home=home)
    assert code == 0, err
    assert json.loads(out)["draws"][0]["roll"] == 45
