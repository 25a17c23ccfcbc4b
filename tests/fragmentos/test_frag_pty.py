"""The guided reto driven end to end through the real `solo` program in a pseudo-terminal."""

from __future__ import annotations

from pathlib import Path

from tests.pty_helpers import DOWN, ENTER, Terminal, journal


def test_guided_reto_through_a_terminal(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--seed", "3")
    term.send("campaign new noche --system fragmentos")
    term.wait_prompt()
    term.send("frag reto --dice '2 4 4'")
    term.expect("Intro")
    term.send("Trepar la tapia del cementerio")
    term.expect("puntos tiene")
    term.send("3")
    term.expect("motosierra")              # the weapon menu: keep the first choice
    term.press(ENTER)
    term.expect("mejor rasgo")
    term.send("2")
    term.expect("dificultad tiene")
    term.send("7")
    term.expect("peligroso")
    term.expect("no")
    term.press(DOWN)
    term.press(ENTER)
    term.expect("163/216")                 # the odds come before the roll
    term.expect("contra 7")
    term.expect("Éxito")
    term.wait_prompt()
    term.quit()
    written = journal(tmp_path, "noche")
    assert "@ Trepar la tapia del cementerio" in written
    assert "d: 3d6=5 [2 4 4] +2 = 7 vs 7 -> Éxito" in written
