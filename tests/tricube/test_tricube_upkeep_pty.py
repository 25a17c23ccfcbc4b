"""Issue 12 through a terminal: a defeated character sits out the scene (sheet, a warning when
they roll anyway), the quirk question says what it would change, `scene end` brings them back."""

from __future__ import annotations

from pathlib import Path

from tests.bookkeeping_pty import end_scene
from tests.tricube.test_tricube_pty import _journal
from tests.tricube.test_tricube_pty_choices import ENTER, _start


def test_defeat_sits_out_then_scene_end(tmp_path: Path) -> None:
    term = _start(tmp_path)
    term.send("scene new La cripta --dice 10")
    term.wait_prompt()
    term.send("tricube resolve -3 --affliction quemaduras")
    term.expect("fuera hasta que acabe")                       # on the sheet
    term.wait_prompt()
    term.send("tricube challenge --guided")
    term.expect("Maga sufrió una derrota en esta escena")          # warned, not refused
    term.answer("Qué intenta hacer Maga", "leer el grimorio")
    term.expect("rasgo astuto")
    term.expect("2. no")
    term.press(ENTER)                                           # fits her trait: 3 dice
    term.expect("Hace falta un saber")
    term.expect("2. no")
    term.press(ENTER)
    term.expect("difícil \\(6\\)")
    term.press(ENTER)                                           # difficulty 5
    term.expect("Con un defecto \\(dificultad 6\\): éxito 19/27 \\(70.4%\\) → 91/216 \\(42.1%\\)")
    term.expect("nariz verrugosa")
    term.press(ENTER)                                           # no quirk
    term.expect("Probabilidad de éxito: 19/27 \\(70.4%\\)")
    term.answer(r"Tira 3 d6 por Maga \(desafío contra 5\)", "6 5 2")
    term.expect("Éxito excepcional")
    term.wait_prompt()
    ended = " ".join(end_scene(term.child, term.prompt).split())
    assert "Fin de escena: Maga vuelve al juego tras su derrota" in ended
    term.quit()
    journal = _journal(tmp_path)
    assert "=> Maga queda fuera del resto de la escena" in journal
    assert "=> Fin de escena: Maga vuelve al juego tras su derrota." in journal
