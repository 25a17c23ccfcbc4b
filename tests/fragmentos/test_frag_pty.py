"""The guided reto driven end to end through the real `solo` program in a pseudo-terminal."""

from __future__ import annotations

from pathlib import Path

from tests.pty_helpers import DOWN, ENTER, Terminal, journal


def test_guided_reto_through_a_terminal(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--seed", "3")
    term.send("campaign new noche --system fragmentos")
    term.wait_prompt()
    term.send("frag reto --dice '2 4 4'")
    term.answer("Intro", "Trepar la tapia del cementerio")
    term.answer("puntos tiene", "3")
    term.expect("motosierra")              # the weapon menu: keep the first choice
    term.press(ENTER)
    term.answer("mejor rasgo", "2")
    term.answer("dificultad tiene", "7")
    term.expect("peligroso")
    term.expect("no")
    term.press(DOWN)
    term.press(ENTER)
    term.expect("163/216")                 # the odds come before the roll
    term.expect("contra 7")
    term.finish("Éxito")
    written = journal(tmp_path, "noche")
    assert "@ Trepar la tapia del cementerio" in written
    assert "d: 3d6kh1+1+2=7 (2 4 4) vs TN 7 -> Éxito" in written
