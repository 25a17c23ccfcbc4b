"""Fate's invoke list of twelve read whole in a terminal: `11` is the eleventh, never the first."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import run_cli, spawn_solo

NIA = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"
PROMPT = r"solo \[tren[^\]]*\]> "


def test_two_digit_number_in_the_invoke_list(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=tmp_path,
                   stdin=NIA)[0] == 0
    for number in range(1, 9):
        assert run_cli("--campaign", "tren", "fate", "aspect", "add", f"Humo {number}",
                       home=tmp_path)[0] == 0
    child = spawn_solo(tmp_path, "--seed", "3", "--campaign", "tren")
    child.expect(PROMPT)
    child.sendline("fate do")
    child.expect("intentas")
    child.sendline("Saltar")
    child.expect("Un rival que tira")
    child.sendline("2")
    child.expect("Dificultad")
    child.sendline("-10")
    child.expect("Defender")
    child.sendline("1")
    child.expect("Furtivo")
    child.sendline("5")
    child.expect("12. Humo 8")                  # done, three PC aspects, eight of the scene
    child.sendline("11")                        # the eleventh: Humo 7
    child.expect("Para qué")
    child.sendline("1")
    child.expect("Cómo pagas la invocación de «Humo 7»")
    child.sendcontrol("c")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_the_choice_made_with_the_arrows_is_shown_under_the_menu(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=tmp_path,
                   stdin=NIA)[0] == 0
    child = spawn_solo(tmp_path, "--campaign", "tren")
    child.expect(PROMPT)
    child.sendline("fate do")
    child.expect("intentas")
    child.sendline("Saltar")
    child.expect(r">  1\. Nada: lo consigo sin tirar")   # the mark starts on the first
    child.expect("3. Un rival que tira")
    child.send("\x1b[B")
    child.send("\x1b[B")
    child.send("\r")                                    # the third, by the arrows
    child.expect(r"\r\n(\x1b\[[0-9;]*m)*→ Un rival que tira")  # the choice, under the menu
    child.expect("Bonificación del rival")
    child.sendline("1")
    child.expect("Defender")
    child.sendline("2")                                 # by its number: shown the same way
    child.expect(r"→ Crear una ventaja")
    child.sendcontrol("c")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
