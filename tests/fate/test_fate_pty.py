"""The guided `fate do` driven end to end through the real `solo` program in a terminal."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run_cli
from tests.pty_helpers import DOWN, ENTER, Terminal, journal

NIA = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"


def test_guided_do_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=tmp_path,
                   stdin=NIA)[0] == 0
    term = Terminal(tmp_path, "--seed", "3", "--campaign", "tren", prompt=r"solo \[tren[^\]]*\]> ")
    term.send("fate do")
    term.answer("intentas", "Saltar al vagón de cola")
    term.expect("Un rival que tira")          # opposition menu: the second choice
    term.press(DOWN)
    term.press(ENTER)
    term.answer("Dificultad", "-10")
    term.expect("Defender")                   # action menu: overcome is first
    term.press(ENTER)
    term.expect("Furtivo")                    # approach menu: Quick is the fifth
    for _ in range(4):
        term.press(DOWN)
    term.press(ENTER)
    term.expect("Éxito con estilo")              # the odds table, then the roll
    term.expect("Invocas")
    term.expect("Ya está")
    term.press(ENTER)
    term.answer("impulso", "Tren en la curva")
    term.finish()
    written = journal(tmp_path, "tren")
    assert "@ Saltar al vagón de cola (Superar, Rápido +2)" in written
    assert "vs TN -10 -> Éxito con estilo" in written
    assert "=> Impulso «Tren en la curva»" in written


def test_character_creation_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=tmp_path)[0] == 0
    term = Terminal(tmp_path, "--campaign", "tren", prompt=r"solo \[tren[^\]]*\]> ")
    term.send("fate character new")
    term.answer("Concepto principal", "Mecánico del tren")
    term.answer("Problema", "Nunca dice que no")
    term.answer("Otro aspecto", "Manos de grasa")
    term.answer("Nombre del personaje", "Tomás")
    term.answer("Apariencia", "")
    term.expect("El espadachín")              # the presets menu: keep the first (strongman)
    term.press(ENTER)
    term.expect("refresco es 3")
    term.answer("opcional 1", "")
    term.answer("proeza", "")
    term.finish("Vigoroso \\+3")              # the sheet
    written = journal(tmp_path, "tren")
    assert "[PC:Tomás|PF 3|[1][2][3]|" in written
