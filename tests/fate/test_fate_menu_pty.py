"""Fate's invoke list of twelve read whole in a terminal: `11` is the eleventh, never the first."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run_cli
from tests.pty_helpers import CTRL_C, Terminal

NIA = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"
PROMPT = r"solo \[tren[^\]]*\]> "


def test_two_digit_number_in_the_invoke_list(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=tmp_path,
                   stdin=NIA)[0] == 0
    for number in range(1, 9):
        assert run_cli("--campaign", "tren", "fate", "aspect", "add", f"Humo {number}",
                       home=tmp_path)[0] == 0
    term = Terminal(tmp_path, "--seed", "3", "--campaign", "tren")
    term.send("fate do")
    term.answer("intentas", "Saltar")
    term.answer("Un rival que tira", "2")
    term.answer("Dificultad", "-10")
    term.answer("Defender", "1")
    term.answer("Furtivo", "5")
    term.expect("12. Humo 8")                  # done, three PC aspects, eight of the scene
    term.send("11")                        # the eleventh: Humo 7
    term.answer("Para qué", "1")
    term.expect("Cómo pagas la invocación de «Humo 7»")
    term.press(CTRL_C)
    term.finish()


def test_the_choice_made_with_the_arrows_is_shown_under_the_menu(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=tmp_path,
                   stdin=NIA)[0] == 0
    term = Terminal(tmp_path, "--campaign", "tren")
    term.send("fate do")
    term.answer("intentas", "Saltar")
    term.expect(r">  1\. Nada: lo consigo sin tirar")   # the mark starts on the first
    term.expect("3. Un rival que tira")
    term.press("\x1b[B")
    term.press("\x1b[B")
    term.press("\r")                                    # the third, by the arrows
    term.expect(r"\r\n(\x1b\[[0-9;]*m)*→ Un rival que tira")  # the choice, under the menu
    term.answer("Bonificación del rival", "1")
    term.answer("Defender", "2")                                 # by its number: shown the same way
    term.expect(r"→ Crear una ventaja")
    term.press(CTRL_C)
    term.finish()
