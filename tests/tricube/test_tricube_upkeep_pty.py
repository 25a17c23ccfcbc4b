"""Issue 12 through a terminal: a defeated character sits out the scene (sheet, a warning when
they roll anyway), the quirk question says what it would change, `scene end` brings them back."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.tricube.test_tricube_pty import _journal
from tests.tricube.test_tricube_pty_choices import ENTER, PROMPT_C, _start


def test_defeat_sits_out_then_scene_end(tmp_path: Path) -> None:
    child = _start(tmp_path)
    child.sendline("scene new La cripta --dice 10")
    child.expect(PROMPT_C)
    child.sendline("tricube resolve -3 --affliction quemaduras")
    child.expect("fuera hasta que acabe")                       # on the sheet
    child.expect(PROMPT_C)
    child.sendline("tricube challenge --guided")
    child.expect("Maga cayó derrotado en esta escena")          # warned, not refused
    child.expect("Qué intenta hacer Maga")
    child.sendline("leer el grimorio")
    child.expect("rasgo astuto")
    child.expect("2. no")
    child.send(ENTER)                                           # fits her trait: 3 dice
    child.expect("Hace falta un saber")
    child.expect("2. no")
    child.send(ENTER)
    child.expect("6 \\(difícil\\)")
    child.send(ENTER)                                           # difficulty 5
    child.expect("Con un defecto \\(dificultad 6\\): éxito 70% → 42%")
    child.expect("nariz verrugosa")
    child.send(ENTER)                                           # no quirk
    child.expect("Probabilidad de éxito: 70%")
    child.expect(r"Tira 3 d6 por Maga \(desafío contra 5\)")
    child.sendline("6 5 2")
    child.expect("Éxito excepcional")
    child.expect(PROMPT_C)
    child.sendline("scene end --kept")
    child.expect("Fin de escena: Maga vuelve al juego tras su derrota")
    child.expect(PROMPT_C)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = _journal(tmp_path)
    assert "=> Maga queda fuera del resto de la escena" in journal
    assert "=> Fin de escena: Maga vuelve al juego tras su derrota." in journal
