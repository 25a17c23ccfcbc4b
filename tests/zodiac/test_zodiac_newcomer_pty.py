"""Issue 12 through a terminal: a name on `character new`, the questions' examples and colons,
the menu of the PJ's Actions, and Déjà vu on a TS that failed on its own."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import run_cli, spawn_solo
from tests.zodiac.test_zodiac_pty import CREATION, ENTER, PROMPT_V

SCORES = (("FUE", "2 esbelta"), ("AGI", "3"), ("DES", "2"), ("PER", "2"), ("INT", "3"),
          ("VOL", "2"), ("REC", "3 humilde"), ("CON", "3"), ("TER", "2"))


def _journal(home: Path) -> str:
    return (home / "journals" / "v" / "journal.md").read_text(encoding="utf-8")


def test_character_new_with_a_name_then_the_actions_menu(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "v", "--system", "zodiac", home=tmp_path)[0] == 0
    child = spawn_solo(tmp_path, "--campaign", "v")
    child.expect(PROMPT_V)
    child.sendline("zodiac character new Kenji")
    child.expect("concepto")
    assert "llama tu PJ" not in child.before and "no conozco" not in child.before
    child.sendline("exploradora")
    child.expect(r"FUE \(0–5\) y su Rasgo, p\. ej\. «2 esbelta» \(suma hasta ahora: 0\):")
    child.sendline("2 esbelta")
    for score, answer in SCORES[1:]:
        example = r", p\. ej\. «1 humilde»" if score == "REC" else ""
        child.expect(f"{score} \\(0–5\\) y su Rasgo{example} \\(suma hasta ahora: \\d+\\):")
        child.sendline(answer)
    child.expect("He terminado")               # no skills: the default ends them
    child.send(ENTER)
    child.expect("Escribe el párrafo de Obligaciones sociales de tu PJ:")
    child.sendline("Servir al consejo")
    child.expect("Escribe el párrafo de Motivación emocional de tu PJ:")
    child.sendline("Encontrar a su hermano")
    child.expect(r"Vínculo 1 \(entre 2 y 4; Intro para terminar cuando ya tengas 2\):")
    child.sendline("Proteger a Tomás")
    child.expect("Vínculo 2")
    child.sendline("Pagar la deuda")
    child.expect("Vínculo 3")
    child.sendline("")
    child.expect("PX sin gastar")
    child.send(ENTER)                          # "No" is the default
    child.expect("Kenji — exploradora")
    child.expect(r"REC 3(\x1b\[[0-9;]*m)* \(humilde\)")  # styles between, no line break
    child.expect(PROMPT_V)
    child.sendline("zodiac action --dice 8")   # no Action named: the PJ's 15, with their values
    child.expect(r"Qué Acción intenta Kenji\?")
    child.expect(r" 3\. Atletismo — PB 3 · AT -1 · CDE 6")
    child.expect(r"15\. Defensa — PB")
    child.send("03" + ENTER)
    child.expect(r"CD")                         # then its CD, standard by default
    child.send(ENTER)
    if child.expect([r"Qué habilidades aplicas", r"Algún modificador"]) == 0:
        child.send(ENTER)                      # its skills, none by default
        child.expect(r"Algún modificador")     # then the modifiers, with the odds
    child.expect(r"12\. · Elegir Pasiva")
    child.send(ENTER)                          # none: roll now
    child.expect(r"Éxito\+Beneficio")
    child.expect(PROMPT_V)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = _journal(tmp_path)
    assert "[PC:Kenji|Karma 4|PK 4]" in journal
    assert "@ Kenji: Atletismo vs CD 7" in journal
    assert "d: 1d12-1=7 (8) vs TN 7 -> Éxito+Beneficio" in journal


def test_deja_vu_rerolls_a_failed_ts_with_its_odds_first(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "v", "--system", "zodiac", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "v", "zodiac", "character", "new", home=tmp_path,
                   stdin=CREATION)[0] == 0
    child = spawn_solo(tmp_path, "--campaign", "v")
    child.expect(PROMPT_V)
    child.sendline("zodiac ts fue --dice 3")
    child.expect("Fallada")
    child.expect(PROMPT_V)
    child.sendline("zodiac karma dejavu --dice 5")
    child.expect(r"Si repites la TS FUE \(\+2\): con 7 o más se supera")
    child.expect(r"33\.33")                   # Superada: a 5 or a 6, before the die
    child.expect(r"\[5\]")
    child.expect("Superada")
    child.expect(PROMPT_V)
    child.sendline("zodiac karma dejavu --dice 6")
    child.expect("ya se repitió con Deja Vu")
    child.expect(PROMPT_V)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = _journal(tmp_path)
    assert "=> Nia usa El efecto Deja Vu (quedan 3 PK)" in journal
    assert "d: TS FUE 1d6+2=7 (5) vs TN 7 -> Superada (Deja Vu: 3 → 5)" in journal
