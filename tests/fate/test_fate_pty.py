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
    term.expect("intentas")
    term.send("Saltar al vagón de cola")
    term.expect("Un rival que tira")          # opposition menu: the second choice
    term.press(DOWN)
    term.press(ENTER)
    term.expect("Dificultad")
    term.send("-10")
    term.expect("Defender")                   # action menu: overcome is first
    term.press(ENTER)
    term.expect("Furtivo")                    # approach menu: Quick is the fifth
    for _ in range(4):
        term.press(DOWN)
    term.press(ENTER)
    term.expect("Éxito crítico")              # the odds table, then the roll
    term.expect("Invocas")
    term.expect("Ya está")
    term.press(ENTER)
    term.expect("impulso")
    term.send("Tren en la curva")
    term.wait_prompt()
    term.quit()
    written = journal(tmp_path, "tren")
    assert "@ Saltar al vagón de cola (Superar, Rápido +2)" in written
    assert "vs -10 Terrible -> Éxito crítico" in written
    assert "=> Impulso «Tren en la curva»" in written


def test_character_creation_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=tmp_path)[0] == 0
    term = Terminal(tmp_path, "--campaign", "tren", prompt=r"solo \[tren[^\]]*\]> ")
    term.send("fate character new")
    term.expect("Concepto principal")
    term.send("Mecánico del tren")
    term.expect("Problema")
    term.send("Nunca dice que no")
    term.expect("Otro aspecto")
    term.send("Manos de grasa")
    term.expect("Nombre del personaje")
    term.send("Tomás")
    term.expect("Apariencia")
    term.send("")
    term.expect("El espadachín")              # the presets menu: keep the first (strongman)
    term.press(ENTER)
    term.expect("refresco es 3")
    term.expect("opcional 1")
    term.send("")
    term.expect("proeza")
    term.send("")
    term.expect("Vigoroso \\+3")              # the sheet
    term.wait_prompt()
    term.quit()
    written = journal(tmp_path, "tren")
    assert "[PC:Tomás|PF 3|[1][2][3]]" in written
