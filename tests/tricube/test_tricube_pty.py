"""Tricube's guided loops driven end to end through the real `solo` program in a terminal."""

from __future__ import annotations

import json
from pathlib import Path

import pexpect

from tests.conftest import run_cli, spawn_solo

ENTER, DOWN = "\r", "\x1b[B"
PROMPT_C = r"solo \[c[^\]]*\]> "
MAGA = "\n".join(["Maga", "astuto", "maga", "piromancia", "nariz verrugosa"]) + "\n"


def _journal(home: Path) -> str:
    return (home / "journals" / "c" / "journal.md").read_text(encoding="utf-8")


def _sheet(home: Path) -> dict[str, object]:
    code, out, err = run_cli("--json", "--campaign", "c", "tricube", "character", "show",
                             home=home)
    assert code == 0, err
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def test_character_creation_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=tmp_path)[0] == 0
    child = spawn_solo(tmp_path, "--campaign", "c")
    child.expect(PROMPT_C)
    child.sendline("tricube character new")
    child.expect("llama el personaje")
    child.sendline("Maga")
    child.expect("astuto")                     # the trait menu: crafty is the third
    child.send(DOWN)
    child.send(DOWN)
    child.send(ENTER)
    child.expect("concepto")
    child.sendline("maga")
    child.expect("Qué ventaja tiene")
    child.sendline("piromancia")
    child.expect("Qué defecto tiene")
    child.sendline("nariz verrugosa")
    child.expect("Maga, astuto maga: Karma 3, Resolución 3")
    child.expect("nariz verrugosa")            # the sheet
    child.expect(PROMPT_C)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert ("[PC:Maga|astuto maga|Ventaja: piromancia|Defecto: nariz verrugosa|Karma 3|"
            "Resolución 3]" in _journal(tmp_path))
    sheet = _sheet(tmp_path)
    assert (sheet["name"], sheet["trait"], sheet["concept"]) == ("Maga", "crafty", "maga")


def test_guided_challenge_with_typed_faces_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "tricube", "character", "new", home=tmp_path,
                   stdin=MAGA)[0] == 0
    child = spawn_solo(tmp_path, "--campaign", "c")
    child.expect(PROMPT_C)
    child.sendline("set dice physical")        # the program asks for the faces
    child.expect(PROMPT_C)
    child.sendline("tricube challenge --guided")
    child.expect("Qué intenta hacer Maga")
    child.sendline("cruzar el puente podrido")
    child.expect("rasgo astuto")               # fits the trait: yes (first)
    child.expect("2. no")
    child.send(ENTER)
    child.expect("Hace falta un saber")        # outside knowledge: the default, no
    child.expect("2. no")
    child.send(ENTER)
    child.expect("Se tiran 3 dados")
    child.expect("6 \\(difícil\\)")            # difficulty: the default, 5
    child.send(ENTER)
    child.expect("nariz verrugosa")            # quirk: the PJ's own is the second
    child.send(DOWN)
    child.send(ENTER)
    child.expect("Probabilidad de éxito: 42%")
    child.expect("Tira 3 d6")
    child.sendline("3 4 2")
    child.expect("aciertos: 0")
    child.expect("recupera 1 de Karma gracias al defecto")
    child.expect("1 de Resolución")            # the price: "1" is the third
    child.send(DOWN)
    child.send(DOWN)
    child.send(ENTER)
    child.expect("A Maga le queda 2 de Resolución")
    child.expect(PROMPT_C)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = _journal(tmp_path)
    assert "@ cruzar el puente podrido" in journal
    assert ("d: 3d6=3,4,2 vs 5 +1 defecto (nariz verrugosa) = 6 -> Fallo (aciertos: 0)"
            in journal)
    assert "=> Recupera 1 de Karma por el defecto" in journal
    assert "=> Pierde 1 de Resolución" in journal
    assert "[PC:Maga|Karma 3|Resolución 2]" in journal
    sheet = _sheet(tmp_path)
    assert (sheet["karma"], sheet["resolve"]) == (3, 2)
