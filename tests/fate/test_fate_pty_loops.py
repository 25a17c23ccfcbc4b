"""Fate's challenge, contest, conflict and absorb loops driven through the real program in a terminal.

The shell is set to physical dice (`set dice physical`), so every roll asks for its faces
and the tests type them: the outcome is fixed without a seed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.conftest import run_cli
from tests.pty_helpers import CTRL_C, DOWN, ENTER, Terminal, journal

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


def _start(home: Path, *setup: tuple[str, ...]) -> Terminal:
    """A Fate campaign with Nia (and whatever `setup` adds), the shell in physical-dice mode."""
    _campaign(home)
    for argv in setup:
        code, _, err = run_cli("--campaign", "tren", *argv, home=home)
        assert code == 0, err
    return _shell(home)


def _shell(home: Path) -> Terminal:
    """The shell on campaign `tren`, in physical-dice mode."""
    term = Terminal(home, "--campaign", "tren", prompt=PROMPT_TREN)
    term.send("set dice physical")
    term.wait_prompt()
    return term


def _quit(term: Terminal) -> None:
    term.finish()


def _open_conflict(term: Terminal, foe: str, aspects: str, zones: str) -> None:
    """Start `fate conflict FOE` and set the scene: its situation aspects and zones."""
    term.send(f"fate conflict {foe}")
    term.answer("Aspectos de situación de la escena", aspects)
    term.answer("Zonas de la escena", zones)


def _nia_attacks(term: Terminal, foe: str, faces: str, defence: str, foe_faces: str) -> None:
    """Nia's turn: she attacks `foe` with Furtivo +3 rolling `faces`; the foe defends with
    `defence` (a pattern) rolling `foe_faces`."""
    term.expect("Turno de Nia")
    term.expect("Rendirse")
    term.press(ENTER)                           # attack: a lone foe is not asked for
    _approach(term, 5)                          # Furtivo +3
    term.answer(faces_for("Nia", f"ataca a {foe} con Furtivo \\+3"), faces)
    term.answer(faces_for(foe, f"se defiende con {defence}"), foe_faces)


def _first_exchange(term: Terminal) -> None:
    """Exchange 1 against the thug: Nia (Rápido 2) goes first and misses; he hits her for 4."""
    term.expect("Orden de turnos: Nia, Matón")
    term.expect("Turno de Nia")
    term.expect("Rendirse")
    term.press(ENTER)                           # attack: the lone thug is not asked for
    _approach(term, 5)                         # Furtivo +3
    term.expect(r"4dF \+3 vs 4dF \+2")          # the odds first, then the attacker's dice
    term.answer(faces_for("Nia", "ataca a Matón con Furtivo \\+3"), "----")
    term.answer(faces_for("Matón", "se defiende con Vigoroso \\+2"), "++++")
    term.expect(r"Tirada por Matón: 4dF\+2=\+6 \(\+\+\+\+\)")
    _no_invoke(term)
    term.expect("Matón va a por Nia con Vigoroso \\+2")   # declared before his dice:
    term.expect("Cómo se defiende Nia")                     # she may concede now
    term.expect("Furtivo \\+3")
    term.expect("7. Rendirse antes de su tirada")
    term.send("1")                              # Cauto +2 (Enter would take the best: Furtivo)
    term.answer(faces_for("Matón", "ataca a Nia con Vigoroso \\+2"), "++++")
    term.expect(r"Matón ataca a Nia: 4dF\+2=\+6 \(\+\+\+\+\)")
    term.expect(r"4dF \+2 vs \+6")
    term.answer(faces_for("Nia", "se defiende con Cauto \\+2"), "0000")
    term.expect("vs \\+6 Fantástico")
    term.expect("Fallo")
    _no_invoke(term)
    term.expect("Nia encaja un golpe de 4")    # the absorb step: box 2 and a mild consequence
    term.expect(r"Grave \(6\)")
    term.press(ENTER)
    term.answer("Nombre de la consecuencia Leve", "Costilla rota")


def _journal(home: Path) -> str:
    return journal(home, "tren")


def _sheet(home: Path, name: str = "Nia") -> dict[str, Any]:
    code, out, err = run_cli("--json", "--campaign", "tren", "fate", "sheet", name, home=home)
    assert code == 0, err
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def _approach(term: Terminal, downs: int) -> None:
    """Pick an approach in the menu (Cauto, Ingenioso, Llamativo, Vigoroso, Rápido, Furtivo)."""
    term.expect("Con qué estilo")
    term.expect("Furtivo \\+3")
    for _ in range(downs):
        term.press(DOWN)
    term.press(ENTER)


def _no_invoke(term: Terminal, change: str = "") -> None:
    """Answer the invoke question with "done" (after checking what it says +2 would change)."""
    term.expect("Invocas un aspecto")
    if change:
        term.expect(change)
    term.expect("Ya está")
    term.press(ENTER)


def test_challenge_through_a_terminal(tmp_path: Path) -> None:
    term = _start(tmp_path)
    term.send("fate challenge")
    term.answer("Cómo se llama el desafío", "Huir del tren")
    term.answer("Tareas del desafío", "Saltar, Esconderse")
    term.expect("Tarea «Saltar»")              # overcome is the first action
    term.expect("Crear una ventaja")
    term.press(ENTER)
    term.answer("Dificultad", "2")
    _approach(term, 4)                         # Rápido +2
    term.expect(r"4dF \+2 vs \+2")             # the task's odds before its dice
    term.expect(r"Éxito con estilo[^\n]*5/81")
    term.answer(faces_for("Nia", "Saltar: Rápido \\+2"), "++00")
    term.expect("vs \\+2 Bueno")                # the roll, shown
    term.expect("Éxito")
    _no_invoke(term, r"Llevas \+4 contra \+2: Éxito\. Con \+2: Éxito con estilo")
    term.expect("Tarea «Esconderse»")          # create an advantage is the second
    term.expect("Crear una ventaja")
    term.press("2" + ENTER)                     # a menu answered by its number
    term.answer("Dificultad", "3")
    term.expect("Sobre qué aspecto")           # the aim before the dice: new, hidden or in play
    term.expect("1. Un aspecto nuevo")
    term.expect("2. Descubrir un aspecto oculto")
    term.expect("3. Ladrona de trenes")
    term.press("1" + ENTER)
    term.answer("Qué aspecto quieres crear", "Escondite")
    _approach(term, 5)                         # Furtivo +3
    term.answer(faces_for("Nia", "Esconderse: Furtivo \\+3"), "---0")
    term.expect("vs \\+3 Grande")
    term.expect("Fallo")
    _no_invoke(term)
    term.expect("Dejas que el aspecto exista")  # a failed advantage: the rival's invoke or none
    term.expect("2. No")
    term.press("no" + ENTER)                    # a menu answered by its label
    term.expect("Huir del tren: lo consigues a medias, con complicaciones")
    _quit(term)
    journal = _journal(tmp_path)
    assert "=> Desafío: Huir del tren" in journal
    assert ("@ Saltar (Rápido)\nd: 4dF+2=+4 (++00) vs TN +2 -> Éxito (2)\n"
            "=> Lo consigues.") in journal
    assert ("@ Esconderse (Furtivo, sobre «Escondite»)\nd: 4dF+3=0 (---0) vs TN +3 -> Fallo (-3)\n"
            "=> No creas el aspecto; o lo creas, pero la invocación gratuita es para el rival.\n"
            "=> Acepta el fallo") in journal
    assert "=> Huir del tren: lo consigues a medias, con complicaciones." in journal


def test_contest_with_a_twist_through_a_terminal(tmp_path: Path) -> None:
    term = _start(tmp_path)
    term.send("fate contest Guardia --vs 2")
    for number, (guard, nia) in enumerate((("0000", "0000"), ("0000", "++++"),
                                           ("0000", "+000")), start=1):
        _approach(term, 4)                     # Rápido +2
        term.expect(faces_for("Guardia", "se opone con \\+2"))   # the guard's dice first
        term.send(guard)
        term.expect(r"Tirada por Guardia: 4dF\+2=\+2 \(0000\)")
        term.expect(r"4dF \+2 vs \+2")           # Nia's odds against the guard's effort
        term.answer(faces_for("Nia", f"intercambio {number}, Rápido \\+2"), nia)
        _no_invoke(term)
        if number == 1:                         # 2 against 2: a tie brings a twist
            term.expect("empate: giro")
            term.answer(r"Tira 1 d12 por el DJ \(un giro tras el empate\)", "5")
            term.expect("Giro: Humo espeso")
    term.expect("Nia gana la competición")
    term.expect(r"\(Nia 3, Guardia 0\)")
    _quit(term)
    journal = _journal(tmp_path)
    assert (" vs TN +2 -> Intercambio 1: Nia 2, Guardia 2\n"
            'tbl: fate/giros 1d12=5 -> "Humo espeso"\n'
            "=> Victorias: Nia 0, Guardia 0") in journal
    assert "-> Intercambio 2: Nia 6, Guardia 2\n=> Victorias: Nia 2, Guardia 0" in journal
    assert "-> Intercambio 3: Nia 3, Guardia 2\n=> Victorias: Nia 3, Guardia 0" in journal
    code, out, err = run_cli("--json", "--campaign", "tren", "fate", "aspect", home=tmp_path)
    assert code == 0, err
    assert "Humo espeso" in out                 # the twist stays as a situation aspect


def test_conflict_with_an_absorbed_hit_through_a_terminal(tmp_path: Path) -> None:
    term = _start(tmp_path, ("fate", "character", "npc", "Matón", "--good", "vigoroso",
                              "--boxes", "1"))
    _open_conflict(term, "Matón", "Vagón volcado", "Andén, Vías")
    _first_exchange(term)
    # exchange 2: Nia hits with style and takes the thug out
    _nia_attacks(term, "Matón", "++++", "Vigoroso \\+2", "0000")
    _no_invoke(term, r"Llevas \+7 contra \+2: Éxito con estilo")
    term.expect("Restas 1 al golpe de 5")
    term.expect("2. No")
    term.press(DOWN)
    term.press(ENTER)
    term.expect("Matón queda fuera de combate")
    term.expect("queda en pie el bando PJ")
    _quit(term)
    journal = _journal(tmp_path)
    assert "=> Aspecto «Vagón volcado» (invocaciones gratuitas: 0)\n=> Zonas: Andén, Vías" in journal
    assert ("@ Matón ataca a Nia (Vigoroso +2)\nd: ataque 4dF+2=+6 (++++) -> oposición +6\n"
            "d: 4dF+2=+2 (0000) vs TN +6 -> Fallo (-4)") in journal
    assert "=> Nia: [1][X][3]; consecuencias: «Costilla rota»" in journal
    assert ("@ Nia ataca a Matón (Furtivo +3)\n"
            "d: Matón se defiende con Vigoroso: 4dF+2=+2 (0000) -> oposición +2\n"
            "d: 4dF+3=+7 (++++) vs TN +2 -> Éxito con estilo (5)") in journal
    assert "=> Matón queda fuera de combate [N:Matón|fuera de combate]\n=> Fin del conflicto: gana el bando PJ" in journal
    sheet = _sheet(tmp_path)
    assert sheet["tracks"][0]["checked"] == [False, True, False]
    assert sheet["consequences"][0]["aspect"] == "Costilla rota"
    assert sheet["consequences"][0]["holder"] == "Matón"    # he earned its free invoke
    code, out, err = run_cli("--json", "--campaign", "tren", "fate", "aspect", home=tmp_path)
    assert code == 0, err
    assert "Costilla rota" not in out          # on her sheet, not a second time in the scene


def test_absorb_a_hit_through_a_terminal(tmp_path: Path) -> None:
    term = _start(tmp_path)
    term.send("fate absorb 4")
    term.expect("Nia encaja un golpe de 4")
    term.expect(r"Estrés —; consecuencias: Moderada \(4\)")
    term.expect(r"Grave \(6\)")
    term.press(DOWN)                            # the third plan: a moderate consequence alone
    term.press(DOWN)
    term.press(ENTER)
    term.answer("Nombre de la consecuencia Moderada", "Brazo roto")
    term.expect("Moderada \\(4\\): Brazo roto")   # the sheet after the hit
    _quit(term)
    assert "=> Nia: [1][2][3]; consecuencias: «Brazo roto»" in _journal(tmp_path)
    sheet = _sheet(tmp_path)
    assert sheet["tracks"][0]["checked"] == [False, False, False]
    assert [c["aspect"] for c in sheet["consequences"]] == ["", "Brazo roto", ""]


def test_ctrl_c_half_way_through_a_conflict_keeps_the_harm_already_journaled(
        tmp_path: Path) -> None:
    term = _start(tmp_path, ("fate", "character", "npc", "Matón", "--good", "vigoroso",
                              "--boxes", "1"))
    _open_conflict(term, "Matón", "", "")
    _first_exchange(term)
    term.expect("Turno de Nia")                # exchange 2: the player gives up half-way
    term.expect("Rendirse")
    term.press(CTRL_C)
    _quit(term)
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
    term = _shell(tmp_path)
    _open_conflict(term, "Bruto", "", "")
    _nia_attacks(term, "Bruto", "+000", "Furtivo \\+3", "0000")
    _no_invoke(term, r"Llevas \+4 contra \+3: Éxito")
    term.expect(r"Bruto invoca «Matón de la Cofradía» con un punto de la reserva del DJ "
                 r"\(quedan 0\): ahora contra \+5")
    term.expect(r"vs \+5 Excelente")
    term.expect("Fallo")
    term.expect(r"La otra parte ha dado la vuelta al resultado \(Fallo\)")
    term.expect(r"Llevas \+4 contra \+5: Fallo")   # the question again, with the new odds
    term.expect("Ladrona de trenes")
    term.press("2" + ENTER)                     # her high concept
    term.expect("Para qué")
    term.press(ENTER)                           # +2
    term.expect("Cómo pagas")
    term.press(ENTER)                           # a fate point
    term.expect(r"vs \+5 Excelente")
    term.expect("Éxito")
    _no_invoke(term, r"Llevas \+6 contra \+5: Éxito")
    term.expect("Impactas")                    # the GM has nothing left: her hit stands
    # Bruto's turn opens with the GM's plan, asked of physical dice: 0000, he attacks.
    term.answer(faces_for("el DJ", "¿crea Bruto una ventaja antes de atacar\\?"), "0000")
    term.expect("El DJ decide que Bruto ataca \\(4dF=0 \\(0000\\)\\)")
    term.expect("Bruto va a por Nia con Furtivo \\+3")
    term.expect("Rendirse antes de su tirada")
    term.press(CTRL_C)
    _quit(term)
    assert ("d: 4dF+5=+6 (+000) vs TN +5 -> Éxito (1)\n"
            "=> Bruto invoca «Matón de la Cofradía»: +2 a la oposición (reserva del DJ, "
            "quedan 0)\n"
            "=> Invoca «Ladrona de trenes»: +2 a tu tirada (Pagar un punto Fate)\n"
            "=> Impactas") in _journal(tmp_path)
    assert _sheet(tmp_path)["fate_points"] == 2


def test_conceding_before_the_enemys_roll_through_a_terminal(tmp_path: Path) -> None:
    term = _start(tmp_path, ("fate", "character", "npc", "Matón", "--good", "vigoroso",
                              "--boxes", "1"))
    _open_conflict(term, "Matón", "", "")
    term.expect("Turno de Nia")
    term.expect("Rendirse")
    term.press(ENTER)                           # attack
    _approach(term, 5)                          # Furtivo +3
    term.answer(faces_for("Nia", "ataca a Matón con Furtivo \\+3"), "----")
    term.answer(faces_for("Matón", "se defiende con Vigoroso \\+2"), "0000")
    _no_invoke(term)
    term.expect("Matón va a por Nia con Vigoroso \\+2")
    term.expect("7. Rendirse antes de su tirada")
    term.press("7" + ENTER)                     # she concedes: his dice are never asked for
    term.expect("Nia se rinde: sale del conflicto a su manera y queda con 4 PF")
    term.expect("queda en pie el bando PNJ")
    _quit(term)
    journal = _journal(tmp_path)
    assert "=> Nia se rinde y queda con 4 PF" in journal
    assert "d: ataque" not in journal
    assert _sheet(tmp_path)["fate_points"] == 4


def test_a_saved_npc_rolls_its_sheet_in_a_contest_through_a_terminal(tmp_path: Path) -> None:
    term = _start(tmp_path, ("fate", "character", "npc", "Vidal", "--good", "rapido"))
    term.send("fate contest vidal")             # no --vs: his sheet says Rápido +2
    _approach(term, 4)                          # Rápido +2
    term.answer(faces_for("Vidal", "se opone con \\+2"), "-000")
    term.expect(r"Tirada por Vidal: 4dF\+2=\+1 \(-000\)")
    term.answer(faces_for("Nia", "intercambio 1, Rápido \\+2"), "+000")
    _no_invoke(term)
    _approach(term, 0)                          # exchange 2: Cauto, his Cauto is 0
    term.expect(faces_for("Vidal", "se opone con 0"))
    term.press(CTRL_C)                          # she leaves it there
    _quit(term)
    journal = _journal(tmp_path)
    assert "d: Vidal 4dF+2=+1 (-000) -> oposición +1\nd: Nia (Rápido) 4dF" in journal
    assert " vs TN +1 -> Intercambio 1: Nia 3, Vidal 1" in journal
