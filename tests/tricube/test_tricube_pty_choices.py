"""Issue 13 through a terminal: Tricube's off-trait roll of one die, Karma that says what it
changes, the dice before the affliction question, versus by name; physical dice and Ctrl-C."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import run_cli, spawn_solo
from tests.tricube.test_tricube_pty import MAGA, PROMPT_C, _journal

ENTER, DOWN, UP, CTRL_C = "\r", "\x1b[B", "\x1b[A", "\x03"
BRUNO = "\n".join(["Bruno", "fuerte", "herrero", "brazos de hierro", "gruñón"]) + "\n"


def _start(home: Path) -> pexpect.spawn:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=home)[0] == 0
    for sheet in (MAGA, BRUNO):
        assert run_cli("--campaign", "c", "tricube", "character", "new", home=home,
                       stdin=sheet)[0] == 0
    assert run_cli("--campaign", "c", "tricube", "character", "use", "Maga", home=home)[0] == 0
    child = spawn_solo(home, "--campaign", "c")
    child.expect(PROMPT_C)
    child.sendline("set dice physical")
    child.expect(PROMPT_C)
    return child


def test_off_trait_outside_knowledge_one_die_karma_and_ctrl_c(tmp_path: Path) -> None:
    child = _start(tmp_path)
    child.sendline("tricube challenge --guided")
    child.expect("Qué intenta hacer Maga")
    child.sendline("forzar la reja")
    child.expect("rasgo astuto")
    child.expect("2. no")
    child.send(DOWN)                                   # off-trait
    child.send(ENTER)
    child.expect("Hace falta un saber")
    child.expect("2. no")
    child.send(UP)                                     # outside her knowledge
    child.send(ENTER)
    child.expect("Se tira 1 dado")                     # one die: the singular
    child.expect("6 \\(difícil\\)")
    child.send(ENTER)                                  # difficulty 5
    child.expect("nariz verrugosa")
    child.send(ENTER)                                  # no quirk
    child.expect("Probabilidad de éxito: 33%")         # the odds before the die
    child.expect(r"Tira 1 d6 por Maga \(desafío contra 5\)")
    child.sendline("4")
    child.expect(r"¿Gastar un Karma para bajar la dificultad a 4\? Quedaría en Éxito")
    child.expect("2. no")                              # the menu is up
    child.send(CTRL_C)                                 # leaves at the Karma question
    child.expect("interrumpido")
    child.expect(PROMPT_C)
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_versus_by_name_with_physical_dice_and_the_dice_before_the_affliction(
        tmp_path: Path) -> None:
    child = _start(tmp_path)
    child.sendline("tricube resolve -2 --pc Bruno")   # Bruno is down to 1 Resolve
    child.expect(PROMPT_C)
    child.sendline("tricube versus --cost 1")
    child.expect("Qué se disputan")
    child.sendline("el martillo")
    child.expect(r"primer bando.*\[Maga\]")
    child.sendline("")
    child.expect("rasgo astuto")
    child.expect("2. no")
    child.send(ENTER)
    child.expect("Hace falta un saber")
    child.expect("2. no")
    child.send(ENTER)
    child.expect("nariz verrugosa")
    child.send(ENTER)
    child.expect(r"Contra quién.*\[Bruno\]")
    child.sendline("")
    child.expect("rasgo fuerte")
    child.expect("2. no")
    child.send(ENTER)
    child.expect("Hace falta un saber")
    child.expect("2. no")
    child.send(ENTER)
    child.expect("gruñón")
    child.send(ENTER)
    child.expect(r"Probabilidades: gana Maga")         # the odds before the first die
    child.expect(r"Tira 3 d6 por Maga \(enfrentado a Bruno\)")
    child.sendline("6 6 2")
    child.expect(r"Tira 3 d6 por Bruno \(enfrentado a Maga\)")
    child.sendline("1 1 1")
    child.expect("Gana Maga")
    # The defeat's question shows the dice that brought it (a critical: 2 Resolve).
    child.expect(r"Derrota de Bruno \(\[1\] \[1\] \[1\], −2 de Resolución\)")
    child.sendline("un brazo roto")
    child.expect(PROMPT_C)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = _journal(tmp_path)
    assert "d: 3d6=6,6,2 (Maga) vs 1" in journal
    assert "un brazo roto" in journal
