"""Issue 13 through a terminal: the Zodiac Action's choices after the dice, physical dice, Ctrl-C."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import run_cli, spawn_solo
from tests.zodiac.test_zodiac_pty import CREATION

ENTER, DOWN, UP, CTRL_C = "\r", "\x1b[B", "\x1b[A", "\x03"
PROMPT_V = r"solo \[v[^\]]*\]> "


def _start(home: Path) -> pexpect.spawn:
    assert run_cli("campaign", "new", "v", "--system", "zodiac", home=home)[0] == 0
    assert run_cli("--campaign", "v", "zodiac", "character", "new", home=home,
                   stdin=CREATION)[0] == 0
    child = spawn_solo(home, "--campaign", "v")
    child.expect(PROMPT_V)
    child.sendline("set dice physical")
    child.expect(PROMPT_V)
    return child


def test_action_with_advantage_chosen_after_the_first_die_and_the_conversion(
        tmp_path: Path) -> None:
    child = _start(tmp_path)
    child.sendline("zodiac action atletismo --cd 7 --ventaja")
    child.expect(r"Tira 1 d12 por Nia \(Atletismo, CD 7\)")
    child.sendline("3")
    child.expect("Primer dado: 3")
    child.expect("Con \\+2: Fracaso\\+Consecuencia")      # 3 - 1 + 2 = 4: what +2 gives
    child.expect("Con un dado extra: ")
    child.expect(r"\+2 al resultado")                      # the menu: the extra die first
    child.sendline("1")                                    # (the default is +2: no more dice)
    child.expect(r"Tira 1 d12 por Nia \(dado extra de la Ventaja\)")
    child.sendline("6")                                    # 6 - 1 = 5: the better die
    child.expect(r"Fracaso\+Consecuencia \(5 contra CD 7\)\. ¿Aceptas Éxito\+Complicación")
    child.expect("2\\. No")
    child.send(UP)
    child.send(ENTER)
    child.expect("Éxito\\+Complicación")
    child.expect(PROMPT_V)
    # Ctrl-C half-way through the next roll: nothing rolled, the shell goes on.
    child.sendline("zodiac action atletismo --cd 7")
    child.expect(r"Tira 1 d12 por Nia \(Atletismo, CD 7\)")
    child.send(CTRL_C)
    child.expect("interrumpido")
    child.expect(PROMPT_V)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "v" / "journal.md").read_text(encoding="utf-8")
    assert "d: 2d12kh1-1=5 (3 6) vs TN 7 -> Fracaso+Consecuencia" in journal
    assert "=> Se acepta Éxito+Complicación en lugar del Fracaso" in journal
    assert journal.count("d: ") == 1


def test_crossroads_with_physical_dice_odds_first_and_ctrl_c_half_way(tmp_path: Path) -> None:
    child = _start(tmp_path)
    child.sendline("zodiac crossroads")
    child.expect("Describe el suceso")
    child.sendline("Una carta del consejo")
    child.expect(r"2\. Motivación emocional")           # the side menu itself, ready
    child.send(ENTER)
    child.expect("Defensa")                                # Aguante is the first Action
    child.send(ENTER)
    child.expect("Qué CD tiene")
    child.sendline("")
    child.expect("Qué habilidades aplicas")
    child.sendline("")
    child.expect("Desventaja y ganas 1 PK")
    child.send(ENTER)                                      # conviction: Ventaja for 1 PK
    child.expect("Algún modificador")
    child.send(ENTER)
    child.expect(r"AT [-+]?\d+ contra CD 7")               # the odds before the dice
    child.expect(r"Tira 1 d12 por Nia \(Aguante, CD 7\)")
    child.sendline("8")
    child.expect("Primer dado: 8")
    child.expect(r"\+2 al resultado")
    child.send(CTRL_C)                                     # leaves at the Ventaja question:
    child.expect("Se toma la respuesta por defecto: \\+2")  # the die shown is a roll taken
    child.expect(PROMPT_V)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "v" / "journal.md").read_text(encoding="utf-8")
    assert "@ Encrucijada: Una carta del consejo" in journal
    assert "=> Convicción de Nia: Ventaja por 1 PK (quedan 3 PK)" in journal
    assert "d: 1d12-2+2=8 (8) vs TN 7 -> Éxito" in journal     # the +2 the default took
    assert "pendiente #1, secuela de Encrucijada" in journal
