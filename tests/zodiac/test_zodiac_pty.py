"""Zodiac's guided loops driven end to end through the real `solo` program in a terminal."""

from __future__ import annotations

import json
from pathlib import Path

import pexpect

from tests.conftest import run_cli, spawn_solo

ENTER, DOWN, UP = "\r", "\x1b[B", "\x1b[A"
PROMPT_V = r"solo \[v[^\]]*\]> "
CREATION = "\n".join(["Nia", "exploradora", "2 esbelta", "3", "2", "2", "3", "2", "3", "3",
                      "2", "e", "fue", "natación: nadar", "", "Servir al consejo",
                      "Encontrar a su hermano", "Proteger a Tomás", "Pagar la deuda", "", "no"]) + "\n"


def _journal(home: Path) -> str:
    return (home / "journals" / "v" / "journal.md").read_text(encoding="utf-8")


def test_character_creation_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "v", "--system", "zodiac", home=tmp_path)[0] == 0
    child = spawn_solo(tmp_path, "--campaign", "v")
    child.expect(PROMPT_V)
    child.sendline("zodiac character new")
    child.expect("llama tu PJ")
    child.sendline("Nia")
    child.expect("concepto")
    child.sendline("exploradora")
    for score, answer in (("FUE", "2 esbelta"), ("AGI", "3"), ("DES", "2"), ("PER", "2"),
                          ("INT", "3"), ("VOL", "2"), ("REC", "3"), ("CON", "3"), ("TER", "2")):
        child.expect(f"{score} \\(0")
        child.sendline(answer)
    child.expect("tu Karma es 4")
    child.expect("He terminado")               # skill kinds: the cursor starts on the default,
    child.send(UP)                             # "He terminado" (fifth); ·E· is the third
    child.send(UP)
    child.send(ENTER)
    child.expect("VOL 2 — cuesta 4 PX")        # attributes: FUE is the first
    child.send(ENTER)
    child.expect("Nombre de la habilidad E")
    child.sendline("natación: nadar")
    child.expect("Te quedan 8 PX")             # again the kinds: "He terminado", the default
    child.expect("He terminado")
    child.send(ENTER)
    child.expect("párrafo de Obligaciones")
    child.sendline("Servir al consejo")
    child.expect("párrafo de Motivación")
    child.sendline("Encontrar a su hermano")
    child.expect("Vínculo 1")
    child.sendline("Proteger a Tomás")
    child.expect("Vínculo 2")
    child.sendline("Pagar la deuda")
    child.expect("Vínculo 3")
    child.sendline("")                         # optional: Intro ends the bonds
    child.expect("Te quedan 8 PX sin gastar")  # one-session adventure: +1 PK for them
    child.send(UP)                             # the cursor starts on "No"
    child.send(ENTER)
    child.expect("Nia — exploradora")          # the sheet
    child.expect("Karma 4 · PK 5/7")
    child.expect(r"natación \(FUE\): nadar")
    child.expect(PROMPT_V)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = _journal(tmp_path)
    assert "[PC:Nia|Karma 4|PK 5]" in journal
    assert ("PJ nuevo: exploradora; FUE 2 AGI 3 DES 2 PER 2 INT 3 VOL 2 REC 3 CON 3 TER 2; "
            "habilidades: ·E· natación (FUE); Vínculos: Proteger a Tomás; Pagar la deuda"
            in journal)
    code, out, _ = run_cli("--json", "--campaign", "v", "zodiac", "karma", home=tmp_path)
    assert code == 0
    assert json.loads(out)["pk"] == 5


def test_crossroads_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "v", "--system", "zodiac", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "v", "zodiac", "character", "new", home=tmp_path,
                   stdin=CREATION)[0] == 0
    child = spawn_solo(tmp_path, "--campaign", "v")
    child.expect(PROMPT_V)
    child.sendline("zodiac crossroads --dice 6")
    child.expect("Describe el suceso")
    child.sendline("El consejo llama")
    child.expect("Motivación emocional")       # the side menu: obligation is the first
    child.send(ENTER)
    child.expect("Defensa")                    # the Action menu: Presencia is the ninth
    for _ in range(8):
        child.send(DOWN)
    child.send(ENTER)
    child.expect("Qué CD tiene")
    child.sendline("")                         # Intro = 7
    child.expect("Qué habilidades aplicas")
    child.sendline("")
    child.expect("Desventaja y ganas 1 PK")    # conviction: resolve is the first
    child.send(ENTER)
    child.expect("Algún modificador")          # the situation adds none: Intro rolls
    child.send(ENTER)
    child.expect("Primer dado: 6")
    child.expect(r"\+2 al resultado")          # advantage: +2 is the second
    child.send(DOWN)
    child.send(ENTER)
    child.expect("Éxito\\+Beneficio")
    child.expect("TER \\(Territorio\\)")       # social standing: "No le afecta" is the first
    child.send(ENTER)
    child.expect(r"Nia sigue su párrafo de Obligaciones sociales \(PK 3\)")
    child.expect(PROMPT_V)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = _journal(tmp_path)
    assert "@ Encrucijada: El consejo llama" in journal
    assert "=> Nia sigue su párrafo de Obligaciones sociales: «Servir al consejo»" in journal
    assert "=> Convicción de Nia: Ventaja por 1 PK (quedan 3 PK)" in journal
    assert "@ Presencia vs CD 7" in journal
    assert "d: 1d12-1+2=7 (6) vs TN 7 -> Éxito+Beneficio" in journal
    code, out, _ = run_cli("--json", "--campaign", "v", "zodiac", "karma", home=tmp_path)
    assert code == 0
    assert json.loads(out)["pk"] == 3
