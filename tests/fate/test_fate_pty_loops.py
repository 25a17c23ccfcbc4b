"""Fate's challenge, contest, conflict and absorb loops driven through the real program in a terminal.

The shell is set to physical dice (`set dice physical`), so every roll asks for its faces
and the tests type them: the outcome is fixed without a seed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pexpect

from tests.conftest import run_cli, spawn_solo

ENTER, DOWN = "\r", "\x1b[B"
PROMPT_TREN = r"solo \[tren[^\]]*\]> "
NIA = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"   # the thief preset
FACES = r"Tira 4 dF y escribe las caras"


def _start(home: Path, *setup: tuple[str, ...]) -> Any:
    """A Fate campaign with Nia (and whatever `setup` adds), the shell in physical-dice mode."""
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=home)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=home,
                   stdin=NIA)[0] == 0
    for argv in setup:
        code, _, err = run_cli("--campaign", "tren", *argv, home=home)
        assert code == 0, err
    child = spawn_solo(home, "--campaign", "tren")
    child.expect(PROMPT_TREN)
    child.sendline("set dice physical")
    child.expect(PROMPT_TREN)
    return child


def _quit(child: Any) -> None:
    child.expect(PROMPT_TREN)
    child.sendline("quit")
    child.expect(pexpect.EOF)


def _first_exchange(child: Any) -> None:
    """Exchange 1 against the thug: Nia (Rápido 2) goes first and misses; he hits her for 4."""
    child.expect("Turno de Nia")
    child.expect("Rendirse")
    child.send(ENTER)                           # attack
    child.expect("A quién atacas")
    child.expect("Matón \\(PNJ\\)")
    child.send(ENTER)
    _approach(child, 5)                         # Furtivo +3
    child.expect(FACES)                         # the thug's defense, then Nia's attack
    child.sendline("++++")
    child.expect(FACES)
    child.sendline("----")
    _no_invoke(child)
    child.expect(FACES)                         # the thug attacks
    child.sendline("++++")
    child.expect(r"Matón ataca a Nia: 4dF=\+4 \(\+\+\+\+\) \+2 = \+6")
    child.expect("Cómo se defiende Nia")
    child.expect("Furtivo \\+3")
    child.send(ENTER)                           # Cauto +2
    child.expect(FACES)
    child.sendline("0000")
    child.expect("vs \\+6 Fantástico")
    child.expect("Fallo")
    _no_invoke(child)
    child.expect("Nia encaja un golpe de 4")    # the absorb step: box 2 and a mild consequence
    child.expect("Grave \\(6\\)")
    child.send(ENTER)
    child.expect("Nombre de la consecuencia Leve")
    child.sendline("Costilla rota")


def _journal(home: Path) -> str:
    return (home / "journals" / "tren" / "journal.md").read_text(encoding="utf-8")


def _sheet(home: Path, name: str = "Nia") -> dict[str, Any]:
    code, out, err = run_cli("--json", "--campaign", "tren", "fate", "sheet", name, home=home)
    assert code == 0, err
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def _approach(child: Any, downs: int) -> None:
    """Pick an approach in the menu (Cauto, Ingenioso, Llamativo, Vigoroso, Rápido, Furtivo)."""
    child.expect("Con qué estilo")
    child.expect("Furtivo \\+3")
    for _ in range(downs):
        child.send(DOWN)
    child.send(ENTER)


def _no_invoke(child: Any) -> None:
    child.expect("Invocas un aspecto")
    child.expect("Ya está")
    child.send(ENTER)


def test_challenge_through_a_terminal(tmp_path: Path) -> None:
    child = _start(tmp_path)
    child.sendline("fate challenge")
    child.expect("Cómo se llama el desafío")
    child.sendline("Huir del tren")
    child.expect("Tareas del desafío")
    child.sendline("Saltar, Esconderse")
    child.expect("Tarea «Saltar»")              # overcome is the first action
    child.expect("Crear una ventaja")
    child.send(ENTER)
    child.expect("Dificultad")
    child.sendline("2")
    _approach(child, 4)                         # Rápido +2
    child.expect(FACES)
    child.sendline("++00")
    child.expect("vs \\+2 Bueno")                # the roll, shown
    child.expect("Éxito")
    child.expect("Tarea «Esconderse»")          # create an advantage is the second
    child.expect("Crear una ventaja")
    child.send(DOWN)
    child.send(ENTER)
    child.expect("Dificultad")
    child.sendline("3")
    _approach(child, 5)                         # Furtivo +3
    child.expect(FACES)
    child.sendline("---0")
    child.expect("vs \\+3 Grande")
    child.expect("Fallo")
    child.expect("Huir del tren: lo consigues a medias, con complicaciones")
    _quit(child)
    journal = _journal(tmp_path)
    assert "=> Desafío: Huir del tren" in journal
    assert "@ Saltar (Rápido)\nd: 4dF=+2 (++00) +2 = +4 vs +2 Bueno -> Éxito (2)" in journal
    assert "@ Esconderse (Furtivo)\nd: 4dF=-3 (---0) +3 = 0 vs +3 Grande -> Fallo (-3)" in journal
    assert "=> Huir del tren: lo consigues a medias, con complicaciones." in journal


def test_contest_with_a_twist_through_a_terminal(tmp_path: Path) -> None:
    child = _start(tmp_path)
    child.sendline("fate contest Guardia --vs 2")
    for number, (guard, nia) in enumerate((("0000", "0000"), ("0000", "++++"),
                                           ("0000", "+000")), start=1):
        _approach(child, 4)                     # Rápido +2
        child.expect(FACES)                     # the guard's dice first, then Nia's
        child.sendline(guard)
        child.expect(FACES)
        child.sendline(nia)
        _no_invoke(child)
        if number == 1:                         # 2 against 2: a tie brings a twist
            child.expect("empate: giro")
            child.expect("Tira 1 d12")
            child.sendline("5")
            child.expect("Giro: Humo espeso")
    child.expect("Nia gana la competición")
    child.expect(r"\(Nia 3, Guardia 0\)")
    _quit(child)
    journal = _journal(tmp_path)
    assert ("Intercambio 1: Nia (Rápido) 2 vs Guardia 2\n"
            'tbl: fate/giros 1d12=5 -> "Humo espeso"\n'
            "=> Victorias: Nia 0, Guardia 0") in journal
    assert "Intercambio 2: Nia (Rápido) 6 vs Guardia 2\n=> Victorias: Nia 2, Guardia 0" in journal
    assert "Intercambio 3: Nia (Rápido) 3 vs Guardia 2\n=> Victorias: Nia 3, Guardia 0" in journal
    code, out, err = run_cli("--json", "--campaign", "tren", "fate", "aspect", home=tmp_path)
    assert code == 0, err
    assert "Humo espeso" in out                 # the twist stays as a situation aspect


def test_conflict_with_an_absorbed_hit_through_a_terminal(tmp_path: Path) -> None:
    child = _start(tmp_path, ("fate", "character", "npc", "Matón", "--good", "vigoroso",
                              "--boxes", "1"))
    child.sendline("fate conflict Matón")
    child.expect("Aspectos de situación de la escena")
    child.sendline("Vagón volcado")
    child.expect("Zonas de la escena")
    child.sendline("Andén, Vías")
    _first_exchange(child)
    # exchange 2: Nia hits with style and takes the thug out
    child.expect("Turno de Nia")
    child.expect("Rendirse")
    child.send(ENTER)
    child.expect("Matón \\(PNJ\\)")
    child.send(ENTER)
    _approach(child, 5)
    child.expect(FACES)
    child.sendline("0000")
    child.expect(FACES)
    child.sendline("++00")
    _no_invoke(child)
    child.expect("Restas 1 al golpe de 3")
    child.expect("2. No")
    child.send(DOWN)
    child.send(ENTER)
    child.expect("Matón queda fuera de combate")
    child.expect("queda en pie el bando PJ")
    _quit(child)
    journal = _journal(tmp_path)
    assert "=> Aspecto «Vagón volcado» (invocaciones gratuitas: 0)\n=> Zonas: Andén, Vías" in journal
    assert ("@ Matón ataca a Nia (Vigoroso +2)\nd: ataque 4dF=+4 (++++) +2 = +6 -> oposición +6\n"
            "d: 4dF=0 (0000) +2 = +2 vs +6 Fantástico -> Fallo (-4)") in journal
    assert "=> Nia: [1][X][3]; consecuencias: «Costilla rota»" in journal
    assert "d: 4dF=+2 (++00) +3 = +5 vs +2 Bueno -> Éxito crítico (3)" in journal
    assert "=> Matón queda fuera de combate\n=> Fin del conflicto: gana el bando PJ" in journal
    sheet = _sheet(tmp_path)
    assert sheet["tracks"][0]["checked"] == [False, True, False]
    assert sheet["consequences"][0]["aspect"] == "Costilla rota"


def test_absorb_a_hit_through_a_terminal(tmp_path: Path) -> None:
    child = _start(tmp_path)
    child.sendline("fate absorb 4")
    child.expect("Nia encaja un golpe de 4")
    child.expect("Estrés —; consecuencias: Moderada \\(4\\)")
    child.expect("Grave \\(6\\)")
    child.send(DOWN)                            # the third plan: a moderate consequence alone
    child.send(DOWN)
    child.send(ENTER)
    child.expect("Nombre de la consecuencia Moderada")
    child.sendline("Brazo roto")
    child.expect("Moderada \\(4\\): Brazo roto")   # the sheet after the hit
    _quit(child)
    assert "=> Nia: [1][2][3]; consecuencias: «Brazo roto»" in _journal(tmp_path)
    sheet = _sheet(tmp_path)
    assert sheet["tracks"][0]["checked"] == [False, False, False]
    assert [c["aspect"] for c in sheet["consequences"]] == ["", "Brazo roto", ""]


def test_ctrl_c_half_way_through_a_conflict_keeps_the_harm_already_journaled(
        tmp_path: Path) -> None:
    child = _start(tmp_path, ("fate", "character", "npc", "Matón", "--good", "vigoroso",
                              "--boxes", "1"))
    child.sendline("fate conflict Matón")
    child.expect("Aspectos de situación de la escena")
    child.sendline("")
    child.expect("Zonas de la escena")
    child.sendline("")
    _first_exchange(child)
    child.expect("Turno de Nia")                # exchange 2: the player gives up half-way
    child.expect("Rendirse")
    child.sendcontrol("c")
    _quit(child)
    assert "=> Nia: [1][X][3]; consecuencias: «Costilla rota»" in _journal(tmp_path)
    sheet = json.dumps(_sheet(tmp_path), ensure_ascii=False)
    assert "Costilla rota" in sheet
    code, _out, err = run_cli("--campaign", "tren", "undo", home=tmp_path)
    assert code == 0, err
    assert "Costilla rota" not in json.dumps(_sheet(tmp_path), ensure_ascii=False)
    assert "(note: Deshecho: fate conflict Matón)" in _journal(tmp_path)
