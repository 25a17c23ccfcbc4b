"""Issue 27 through a terminal: the guided Action asks its skills and modifiers (two-digit menu
numbers), with physical dice, and Ctrl-C half-way leaves nothing rolled."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import spawn_solo
from tests.zodiac.test_zodiac_pty_choices import CTRL_C, ENTER, PROMPT_V, _start


def test_guided_action_asks_skills_and_modifiers_with_two_digit_numbers(tmp_path: Path) -> None:
    child = _start(tmp_path)
    child.sendline("zodiac action")
    child.expect(r"15\. Defensa")
    child.sendline("03")                                  # Atletismo
    child.expect("Qué CD tiene")
    child.send(ENTER)
    child.expect(r"Qué habilidades aplicas \(natación")   # Nia's ·E· natación (FUE)
    child.send(ENTER)
    child.expect(r"AT -1 contra CD 7 · 1d12")             # the odds before any choice
    child.expect(r"12\. · Elegir Pasiva")
    child.sendline("09")                                   # Tirar con Seguridad
    child.expect(r"AT -1 contra CD 7 · Tirar con Seguridad \(1d6\)")  # the odds again
    child.expect(r" 9\. ✔ Tirar con Seguridad")
    child.sendline("10")                                   # Carácter instead: 2d6
    child.expect(r"Tirada de Carácter \(2d6\)")
    child.expect(r"10\. ✔ Tirada de Carácter")
    child.sendline("11")                                   # Enfrentada
    child.expect(r"11\. ✔ Acción Enfrentada")
    child.send(ENTER)                                      # roll
    child.expect(r"Tira 2 d6 por Nia")
    child.sendline("4 4")
    child.expect(r"Éxito\+Beneficio")                     # 4 + 4 - 1 = 7: the exact CD
    child.expect("se gasta el PK apostado")
    child.expect(PROMPT_V)
    # Ctrl-C at the modifier menu: nothing rolled, nothing journaled, the shell goes on.
    child.sendline("zodiac action")
    child.expect(r"15\. Defensa")
    child.sendline("11")                                   # Reflejos
    child.expect("Qué CD tiene")
    child.send(ENTER)
    child.expect(r"12\. · Elegir Pasiva")
    child.send(CTRL_C)
    child.expect("interrumpido")
    child.expect(PROMPT_V)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "v" / "journal.md").read_text(encoding="utf-8")
    assert journal.count("d: ") == 1
    assert "Reflejos" not in journal


def test_the_modifier_menu_in_english_and_the_safe_failure(tmp_path: Path) -> None:
    _start(tmp_path).close()
    child = spawn_solo(tmp_path, "--lang", "en", "--campaign", "v")
    child.expect(PROMPT_V)
    child.sendline("zodiac action --cd 3 --dice 6")
    child.expect(r"15\. Defence")
    child.sendline("3")                                    # Athletics
    child.expect(r"Which skills apply|skills")
    child.send(ENTER)
    child.expect(r"Any modifier")
    child.expect(r"12\. · Choose Passive")
    child.sendline("09")                                   # Playing it Safe: 1d6
    child.expect(r" 9\. ✔ Playing it Safe")
    child.sendline("7")                                    # Focus Points
    child.expect(r"How many Focus Points")
    child.sendline("+3")
    child.expect(r" 7\. ✔ Focus Points \(\+3\)")
    child.send(ENTER)                                      # 6 - 1 + 3 = 8 vs CD 3
    child.expect(r"Take a Failure with no Consequence instead\?")
    child.sendline("1")
    child.expect(r"Failure(\x1b\[0m)?\r\n")                # a plain Failure, nothing after it
    child.expect(PROMPT_V)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "v" / "journal.md").read_text(encoding="utf-8")
    assert "d: 1d6-1+3=8 (6) vs TN 3" in journal
    # the journal is in the campaign's language (Spanish here), the screen in the player's
    assert "=> Fracaso, sin la Consecuencia (Tirando con Seguridad)" in journal
