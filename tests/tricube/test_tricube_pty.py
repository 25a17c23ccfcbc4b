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
    child.expect("el defecto no devuelve nada a Maga")  # Karma and Resolve are full
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
    assert "=> El defecto no devuelve nada: Karma y Resolución completos" in journal
    assert "=> Pierde 1 de Resolución" in journal
    assert "[PC:Maga|Karma 3|Resolución 2]" in journal
    sheet = _sheet(tmp_path)
    assert (sheet["karma"], sheet["resolve"]) == (3, 2)


NIA = "\n".join(["Nia", "ágil", "ladrona", "ganzúas", "curiosa"]) + "\n"
BRUNO = "\n".join(["Bruno", "fuerte", "herrero", "brazos de hierro", "gruñón"]) + "\n"


def test_guided_versus_with_physical_dice_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=tmp_path)[0] == 0
    for answers in (BRUNO, NIA):               # the last one created is the active one
        assert run_cli("--campaign", "c", "tricube", "character", "new", home=tmp_path,
                       stdin=answers)[0] == 0
    child = spawn_solo(tmp_path, "--campaign", "c")
    child.expect(PROMPT_C)
    child.sendline("set dice physical")        # the program asks each side's faces
    child.expect(PROMPT_C)
    child.sendline("tricube versus")
    child.expect("Qué se disputan")
    child.sendline("la llave del faro")
    child.expect(r"primer bando.*\[Nia\]")     # the active character by default
    child.sendline("")
    child.expect("rasgo ágil")                 # fits the trait: yes (the default)
    child.expect("2. no")
    child.send(ENTER)
    child.expect("Hace falta un saber")        # outside knowledge: no (the default)
    child.expect("2. no")
    child.send(ENTER)
    child.expect("curiosa")                    # quirk: none (the default)
    child.send(ENTER)
    child.expect(r"Contra quién.*\[Bruno\]")
    child.sendline("")
    child.expect("rasgo fuerte")               # Bruno's roll does not fit: "no" is second
    child.expect("2. no")
    child.send(DOWN)
    child.send(ENTER)
    child.expect("Hace falta un saber")
    child.expect("2. no")
    child.send(ENTER)
    child.expect("gruñón")
    child.send(ENTER)
    child.expect(r"Probabilidades: gana Nia \d+\.\d%, gana Bruno \d+\.\d%")
    child.expect("Tira 3 d6 por Nia \\(enfrentado a Bruno\\)")   # whose dice, and why
    child.sendline("5 5 2")
    child.expect("Tira 2 d6 por Bruno \\(enfrentado a Nia\\)")
    child.sendline("5 3")
    child.expect(r"Gana Nia \(igualó con más dados\)")
    child.expect("Cuánta Resolución cuesta")   # the price: the program as GM (the default)
    child.expect("1 de Resolución")
    child.send(ENTER)
    child.expect("A Bruno le queda 2 de Resolución")
    child.expect(PROMPT_C)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = _journal(tmp_path)
    assert "@ Nia vs Bruno: la llave del faro" in journal
    assert "d: 3d6=5,5,2 (Nia) vs 5 -> Éxito" in journal
    assert "d: 2d6=5,3 (Bruno) vs 5 -> Fallo" in journal
    assert "-> Gana Nia" in journal
    assert "=> Bruno pierde 1 de Resolución" in journal
    code, out, err = run_cli("--json", "--campaign", "c", "tricube", "character", "show",
                             "Bruno", home=tmp_path)
    assert code == 0, err
    assert json.loads(out)["resolve"] == 2
