"""Issue 13 through a terminal: Fragmentos' guided conflict knows the rival; the reto's ladder."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import run_cli, spawn_solo
from tests.fragmentos.test_frag_pty_loops import BARBARA, PROMPT_NOCHE, _campaign, _journal

ENTER, DOWN, UP, CTRL_C = "\r", "\x1b[B", "\x1b[A", "\x03"
DUKE = "\n".join(["Duque", "3", "3", "3", "", "", "Implacable +4", "", ""]) + "\n"


def _start(home: Path) -> pexpect.spawn:
    _campaign(home)
    code, _, err = run_cli("--campaign", "noche", "frag", "character", "new", "--rank", "monster",
                           home=home, stdin=DUKE)
    assert code == 0, err
    child = spawn_solo(home, "--campaign", "noche")
    child.expect(PROMPT_NOCHE)
    child.sendline("set dice physical")
    child.expect(PROMPT_NOCHE)
    return child


def test_guided_conflict_against_a_sheet_in_play_with_physical_dice(tmp_path: Path) -> None:
    assert BARBARA
    child = _start(tmp_path)
    child.sendline("frag conflicto")
    child.expect("Contra quién es el conflicto")
    child.expect(r"Duque \(monstruo\)")
    child.send(ENTER)                                   # the first sheet in play: the Duke
    child.expect("Qué intenta hacer")
    child.sendline("Sostener la mirada del Duque")
    child.expect("Qué característica de Barbara")
    child.expect("3. Cognición")
    child.send(DOWN)
    child.send(DOWN)
    child.send(ENTER)                                   # Cognición
    child.expect("motosierra")
    child.send(ENTER)
    child.expect("Qué rasgo encaja mejor")
    child.expect("Discreta \\+1")                    # ningún, Latín, Escala, Correr, …, Discreta
    for _ in range(6):
        child.send(DOWN)
    child.send(ENTER)
    child.expect("Qué característica de Duque")
    child.expect("3. Cognición")
    child.send(DOWN)
    child.send(DOWN)
    child.send(ENTER)
    child.expect("motosierra")
    child.send(ENTER)
    child.expect("Qué rasgo encaja mejor")
    child.expect("Implacable \\+4")
    child.send(DOWN)
    child.send(ENTER)
    child.expect("2. no")                               # dangerous? the cursor is on "no"
    child.send(UP)
    child.send(ENTER)
    child.expect("Barbara contra Duque")               # the odds, by name, before the dice
    child.expect(r"Tira 4 d6 por Barbara \(conflicto contra Duque\)")
    child.sendline("2 2 3 5")
    child.expect(r"Tira 3 d6 por Duque \(conflicto contra Barbara\)")
    child.sendline("1 3 3")
    child.expect("gana Duque")
    child.expect(r"Tira 1 d36 por el presagio \(presagio 1 de 1")  # the Duke's 1: a presagio
    child.sendline("7")
    child.expect("Engreída")                            # a cualidad to win? none (the default)
    child.send(ENTER)
    child.expect(r"Barbara pierde 2: 1 por perder el conflicto peligroso y 1 por los 1 que sacó"
                 r" Duque")
    child.expect("protección de guion")
    child.expect("2. no")                               # the menu is up
    child.send(CTRL_C)                                  # leaves before deciding
    child.expect("interrumpido")
    child.expect(PROMPT_NOCHE)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = _journal(tmp_path)
    assert "@ Sostener la mirada del Duque" in journal
    assert ("d: 4d6=5 [2 2 3 5] +1 = 6 (Barbara) vs 3d6=4 [1 3 3] +4 = 8 (Duque) -> gana Duque"
            in journal)                                 # the round: one line, both sides
    assert "tbl: fragmentos/presagios d36=7" in journal


def test_guided_reto_offers_the_ladder_and_takes_physical_dice(tmp_path: Path) -> None:
    child = _start(tmp_path)
    child.sendline("frag reto")
    child.expect("Qué intenta hacer")
    child.sendline("Trepar la tapia")
    child.expect("Qué característica de Barbara")
    child.send(ENTER)                                   # Acción
    child.expect("motosierra")
    child.send(ENTER)
    child.expect("Qué rasgo encaja mejor")
    child.expect("Discreta \\+1")
    child.send(DOWN)
    child.send(DOWN)                                    # ningún, Latín, Escala
    child.send(ENTER)
    child.expect(r"fácil 4, normal 5, difícil 6, muy difícil 7, o un número\) \[5\]")
    child.sendline("difícil")
    child.expect("2. no")
    child.send(ENTER)
    child.expect(r"Tira 3 d6 por Barbara \(reto contra dificultad 6\)")
    child.sendline("2 4 4")
    child.expect("Éxito")
    child.expect(PROMPT_NOCHE)
    child.sendline("frag reto")
    child.expect("Qué intenta hacer")
    child.send(CTRL_C)
    child.expect("interrumpido")
    child.expect(PROMPT_NOCHE)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert "d: 3d6=5 [2 4 4] +2 Escala = 7 vs 6 -> Éxito" in _journal(tmp_path)
