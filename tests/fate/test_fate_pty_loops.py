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
BRUTO = "Matón de la Cofradía\nImpaciente\nPuños de hierro\nBruto\n\n5\n\n\n"  # an NPC, thief too


def faces_for(who: str, why: str) -> str:
    """The physical-dice question for `who`'s 4dF, saying why they roll."""
    return rf"Tira 4 dF por {who} \({why}\) y escribe las caras"


def _campaign(home: Path) -> Path:
    """A Fate campaign `tren` with Nia in `home`."""
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=home)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=home,
                   stdin=NIA)[0] == 0
    return home


def _start(home: Path, *setup: tuple[str, ...]) -> Any:
    """A Fate campaign with Nia (and whatever `setup` adds), the shell in physical-dice mode."""
    _campaign(home)
    for argv in setup:
        code, _, err = run_cli("--campaign", "tren", *argv, home=home)
        assert code == 0, err
    return _shell(home)


def _shell(home: Path) -> Any:
    """The shell on campaign `tren`, in physical-dice mode."""
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
    child.expect("Orden de turnos: Nia, Matón")
    child.expect("Turno de Nia")
    child.expect("Rendirse")
    child.send(ENTER)                           # attack: the lone thug is not asked for
    _approach(child, 5)                         # Furtivo +3
    child.expect(r"4dF \+3 vs 4dF \+2")          # the odds first, then the attacker's dice
    child.expect(faces_for("Nia", "ataca a Matón con Furtivo \\+3"))
    child.sendline("----")
    child.expect(faces_for("Matón", "se defiende con Vigoroso \\+2"))
    child.sendline("++++")
    child.expect(r"Tirada por Matón: 4dF=\+4 \(\+\+\+\+\) \+2 = \+6")
    _no_invoke(child)
    child.expect(faces_for("Matón", "ataca a Nia con Vigoroso \\+2"))
    child.sendline("++++")
    child.expect(r"Matón ataca a Nia: 4dF=\+4 \(\+\+\+\+\) \+2 = \+6")
    child.expect("Cómo se defiende Nia")
    child.expect("Furtivo \\+3")
    child.send(ENTER)                           # Cauto +2
    child.expect(r"4dF \+2 vs \+6")
    child.expect(faces_for("Nia", "se defiende con Cauto \\+2"))
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


def _no_invoke(child: Any, change: str = "") -> None:
    """Answer the invoke question with "done" (after checking what it says +2 would change)."""
    child.expect("Invocas un aspecto")
    if change:
        child.expect(change)
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
    child.expect(r"4dF \+2 vs \+2")             # the task's odds before its dice
    child.expect(r"Éxito crítico[^\n]*5/81")
    child.expect(faces_for("Nia", "Saltar: Rápido \\+2"))
    child.sendline("++00")
    child.expect("vs \\+2 Bueno")                # the roll, shown
    child.expect("Éxito")
    _no_invoke(child, r"Llevas \+4 contra \+2: Éxito\. Con \+2: Éxito crítico")
    child.expect("Tarea «Esconderse»")          # create an advantage is the second
    child.expect("Crear una ventaja")
    child.send("2" + ENTER)                     # a menu answered by its number
    child.expect("Dificultad")
    child.sendline("3")
    _approach(child, 5)                         # Furtivo +3
    child.expect(faces_for("Nia", "Esconderse: Furtivo \\+3"))
    child.sendline("---0")
    child.expect("vs \\+3 Grande")
    child.expect("Fallo")
    _no_invoke(child)
    child.expect("Dejas que el aspecto exista")  # a failed advantage: the rival's invoke or none
    child.expect("2. No")
    child.send("no" + ENTER)                    # a menu answered by its label
    child.expect("Huir del tren: lo consigues a medias, con complicaciones")
    _quit(child)
    journal = _journal(tmp_path)
    assert "=> Desafío: Huir del tren" in journal
    assert ("@ Saltar (Rápido)\nd: 4dF=+2 (++00) +2 = +4 vs +2 Bueno -> Éxito (2)\n"
            "=> Lo consigues.") in journal
    assert ("@ Esconderse (Furtivo)\nd: 4dF=-3 (---0) +3 = 0 vs +3 Grande -> Fallo (-3)\n"
            "=> No creas el aspecto; o lo creas, pero la invocación gratuita es para el rival.\n"
            "=> Acepta el fallo") in journal
    assert "=> Huir del tren: lo consigues a medias, con complicaciones." in journal


def test_contest_with_a_twist_through_a_terminal(tmp_path: Path) -> None:
    child = _start(tmp_path)
    child.sendline("fate contest Guardia --vs 2")
    for number, (guard, nia) in enumerate((("0000", "0000"), ("0000", "++++"),
                                           ("0000", "+000")), start=1):
        _approach(child, 4)                     # Rápido +2
        child.expect(faces_for("Guardia", "se opone con \\+2"))   # the guard's dice first
        child.sendline(guard)
        child.expect(r"Tirada por Guardia: 4dF=0 \(0000\) \+2 = \+2")
        child.expect(r"4dF \+2 vs \+2")           # Nia's odds against the guard's effort
        child.expect(faces_for("Nia", f"intercambio {number}, Rápido \\+2"))
        child.sendline(nia)
        _no_invoke(child)
        if number == 1:                         # 2 against 2: a tie brings a twist
            child.expect("empate: giro")
            child.expect(r"Tira 1 d12 por el DJ \(un giro tras el empate\)")
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
    child.send(ENTER)                           # attack
    _approach(child, 5)                         # Furtivo +3
    child.expect(faces_for("Nia", "ataca a Matón con Furtivo \\+3"))
    child.sendline("++++")
    child.expect(faces_for("Matón", "se defiende con Vigoroso \\+2"))
    child.sendline("0000")
    _no_invoke(child, r"Llevas \+7 contra \+2: Éxito crítico")
    child.expect("Restas 1 al golpe de 5")
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
    assert ("@ Nia ataca a Matón (Furtivo +3)\n"
            "d: Matón se defiende con Vigoroso: 4dF=0 (0000) +2 = +2 -> oposición +2\n"
            "d: 4dF=+4 (++++) +3 = +7 vs +2 Bueno -> Éxito crítico (5)") in journal
    assert "=> Matón queda fuera de combate [N:Matón|fuera de combate]\n=> Fin del conflicto: gana el bando PJ" in journal
    sheet = _sheet(tmp_path)
    assert sheet["tracks"][0]["checked"] == [False, True, False]
    assert sheet["consequences"][0]["aspect"] == "Costilla rota"
    assert sheet["consequences"][0]["holder"] == "Matón"    # he earned its free invoke
    code, out, err = run_cli("--json", "--campaign", "tren", "fate", "aspect", home=tmp_path)
    assert code == 0, err
    assert "Costilla rota" not in out          # on her sheet, not a second time in the scene


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


def test_the_player_answers_the_gm_invoke_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("--campaign", "tren", "fate", "character", "new", "--as-npc",
                   home=_campaign(tmp_path), stdin=BRUTO)[0] == 0
    child = _shell(tmp_path)
    child.sendline("fate conflict Bruto")
    child.expect("Aspectos de situación de la escena")
    child.sendline("")
    child.expect("Zonas de la escena")
    child.sendline("")
    child.expect("Turno de Nia")
    child.expect("Rendirse")
    child.send(ENTER)                           # attack
    _approach(child, 5)                         # Furtivo +3
    child.expect(faces_for("Nia", "ataca a Bruto con Furtivo \\+3"))
    child.sendline("+000")
    child.expect(faces_for("Bruto", "se defiende con Furtivo \\+3"))
    child.sendline("0000")
    _no_invoke(child, r"Llevas \+4 contra \+3: Éxito")
    child.expect(r"Bruto invoca «Matón de la Cofradía» con un punto de la reserva del DJ "
                 r"\(quedan 0\): ahora contra \+5")
    child.expect(r"vs \+5 Excelente")
    child.expect("Fallo")
    child.expect(r"La otra parte ha dado la vuelta al resultado \(Fallo\)")
    child.expect(r"Llevas \+4 contra \+5: Fallo")   # the question again, with the new odds
    child.expect("Ladrona de trenes")
    child.send("2" + ENTER)                     # her high concept
    child.expect("Para qué")
    child.send(ENTER)                           # +2
    child.expect("Cómo pagas")
    child.send(ENTER)                           # a fate point
    child.expect(r"vs \+5 Excelente")
    child.expect("Éxito")
    _no_invoke(child, r"Llevas \+6 contra \+5: Éxito")
    child.expect("Impactas")                    # the GM has nothing left: her hit stands
    child.expect(faces_for("Bruto", "ataca a Nia con Furtivo \\+3"))
    child.sendcontrol("c")
    _quit(child)
    assert ("d: 4dF=+1 (+000) +5 = +6 vs +5 Excelente -> Éxito (1)\n"
            "=> Bruto invoca «Matón de la Cofradía»: +2 a la oposición (reserva del DJ, "
            "quedan 0)\n"
            "=> Invoca «Ladrona de trenes»: +2 a tu tirada (Pagar un punto Fate)\n"
            "=> Impactas") in _journal(tmp_path)
    assert _sheet(tmp_path)["fate_points"] == 2
