"""Issue 27 through a terminal: the Encrucijada's modifier menu on top of the conviction, in
Spanish and English, with physical dice, two-digit numbers and Ctrl-C at the menu."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import spawn_solo
from tests.zodiac.test_zodiac_pty_choices import CTRL_C, DOWN, ENTER, PROMPT_V, _start

EVENT = "Una carta; del | consejo > \"ya\" 'hoy'"


def _to_the_menu(child: pexpect.spawn, event: str, action_prompt: str) -> None:
    child.sendline("zodiac crossroads")
    child.expect(r"(Describe el suceso|Describe the event)")
    child.sendline(event)
    child.expect(r"2\. (Motivación emocional|Emotional drive)")
    child.send(ENTER)                                       # the obligation
    child.expect(action_prompt)
    child.sendline("03")                                    # Atletismo, as two digits
    child.expect(r"(Qué CD tiene|What is its CD)")
    child.send(ENTER)
    child.expect(r"(Qué habilidades aplicas|Which skills apply)")
    child.send(ENTER)


def test_resolve_cancelled_by_the_situations_disadvantage_in_spanish(tmp_path: Path) -> None:
    child = _start(tmp_path)
    _to_the_menu(child, EVENT, r"15\. Defensa")
    child.expect("Desventaja y ganas 1 PK")
    child.send(ENTER)                                       # Convicción: Ventaja for 1 PK
    child.expect(r"la contraria la anula")                  # the rule, said once
    child.expect(r" 2\. ✔ Ventaja de tu convicción")
    child.expect(r"10\. · Acción Enfrentada")               # ten items: no Pasiva, no Carácter
    child.sendline("3")                                     # the situation's Desventaja
    child.expect(r" 3\. ✔ Desventaja")
    child.sendline("02")                                    # the conviction's: it stays
    child.expect("Esa la fija tu convicción")
    child.send(ENTER)                                       # roll: one die, no Ventaja question
    child.expect(r"Tira 1 d12 por Nia \(Atletismo, CD 7\)")
    child.sendline("9")
    child.expect(r"TER \(Territorio\)")                     # straight to the social question
    child.send(ENTER)
    child.expect(PROMPT_V)
    # Ctrl-C at the menu of a second Encrucijada: its conviction stays paid, nothing rolled.
    _to_the_menu(child, "Otra", r"15\. Defensa")
    child.expect("Desventaja y ganas 1 PK")
    child.send(ENTER)
    child.expect(r"10\. · Acción Enfrentada")
    child.send(CTRL_C)
    child.expect("interrumpido")
    child.expect(PROMPT_V)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "v" / "journal.md").read_text(encoding="utf-8")
    assert "@ Encrucijada: Una carta; del | consejo > \"ya\" 'hoy'" in journal
    assert "=> Convicción de Nia: Ventaja por 1 PK (quedan 3 PK)" in journal
    assert "d: 1d12-1=8 (9) vs TN 7 -> Éxito" in journal
    assert "=> Convicción de Nia: Ventaja por 1 PK (quedan 2 PK)" in journal
    assert journal.count("d: ") == 1
    assert "Primer dado" not in journal


def test_doubt_cancelled_by_the_situations_advantage_in_english(tmp_path: Path) -> None:
    _start(tmp_path).close()
    child = spawn_solo(tmp_path, "--lang", "en", "--campaign", "v")
    child.expect(PROMPT_V)
    child.sendline("set dice physical")
    child.expect(PROMPT_V)
    _to_the_menu(child, "A letter", r"15\. Defence")
    child.expect("Disadvantage and you gain 1 PK")
    child.send(DOWN)
    child.send(ENTER)                                       # Doubt: Disadvantage, +1 PK
    child.expect(r" 3\. ✔ Disadvantage from your doubt")
    child.sendline("2")                                     # the situation's Advantage
    child.expect(r" 2\. ✔ Advantage")
    child.sendline("09")                                    # Playing it Safe: 1d6
    child.expect(r" 9\. ✔ Playing it Safe")
    child.send(ENTER)
    child.expect(r"Roll 1 d6 for Nia \(Athletics, CD 7\)")
    child.sendline("6")                                     # 6 - 1 = 5 vs 7
    child.expect(r"Take Success\+Complication instead\?")   # after the roll is shown
    child.send(ENTER)                                       # No
    child.expect(r"TER \(Territory\)")
    child.send(ENTER)
    child.expect(r"\(PK 5\)")
    child.expect(PROMPT_V)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "v" / "journal.md").read_text(encoding="utf-8")
    assert "=> Duda de Nia: Desventaja y +1 PK (tiene 5 PK)" in journal
    assert "d: 1d6-1=5 (6) vs TN 7" in journal
