"""The guided `fate do` driven end to end through the real `solo` program in a terminal."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import run_cli, spawn_solo

ENTER, DOWN = "\r", "\x1b[B"
NIA = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"


def test_guided_do_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=tmp_path,
                   stdin=NIA)[0] == 0
    child = spawn_solo(tmp_path, "--seed", "3", "--campaign", "tren")
    child.expect(r"solo \[tren[^\]]*\]> ")
    child.sendline("fate do")
    child.expect("intentas")
    child.sendline("Saltar al vagón de cola")
    child.expect("Un rival que tira")          # opposition menu: the second choice
    child.send(DOWN)
    child.send(ENTER)
    child.expect("Dificultad")
    child.sendline("-10")
    child.expect("Defender")                   # action menu: overcome is first
    child.send(ENTER)
    child.expect("Furtivo")                    # approach menu: Quick is the fifth
    for _ in range(4):
        child.send(DOWN)
    child.send(ENTER)
    child.expect("Éxito crítico")              # the odds table, then the roll
    child.expect("Invocas")
    child.expect("Ya está")
    child.send(ENTER)
    child.expect("impulso")
    child.sendline("Tren en la curva")
    child.expect(r"solo \[tren[^\]]*\]> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "tren" / "journal.md").read_text(encoding="utf-8")
    assert "@ Saltar al vagón de cola (Superar, Rápido +2)" in journal
    assert "vs -10 Terrible -> Éxito crítico" in journal
    assert "=> Impulso «Tren en la curva»" in journal


def test_character_creation_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=tmp_path)[0] == 0
    child = spawn_solo(tmp_path, "--campaign", "tren")
    child.expect(r"solo \[tren[^\]]*\]> ")
    child.sendline("fate character new")
    child.expect("Concepto principal")
    child.sendline("Mecánico del tren")
    child.expect("Problema")
    child.sendline("Nunca dice que no")
    child.expect("Otro aspecto")
    child.sendline("Manos de grasa")
    child.expect("Nombre del personaje")
    child.sendline("Tomás")
    child.expect("Apariencia")
    child.sendline("")
    child.expect("El espadachín")              # the presets menu: keep the first (strongman)
    child.send(ENTER)
    child.expect("refresco es 3")
    child.expect("opcional 1")
    child.sendline("")
    child.expect("proeza")
    child.sendline("")
    child.expect("Vigoroso \\+3")              # the sheet
    child.expect(r"solo \[tren[^\]]*\]> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "tren" / "journal.md").read_text(encoding="utf-8")
    assert "[PC:Tomás|PF 3|[1][2][3]]" in journal
