"""Fate's guided loops once more through the real program in a terminal, with physical dice.

Each prompt for dice says whose they are and why; the odds come before every roll the
player decides on; notes keep `; | > " '` as typed; Ctrl-C half-way keeps what the journal
already has. Menus are answered with numbers of one digit, arrows or labels.
"""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import run_cli
from tests.fate.test_fate_pty_loops import (
    _approach,
    _journal,
    _no_invoke,
    _quit,
    _shell,
    _start,
    faces_for,
)
from tests.pty_helpers import CTRL_C, ENTER

NOTE = 'Saltar al "vagón" | > de cola; ya \'mismo\''
CAROLINA = ("Investigadora antártica\nCuriosa\nVeterana del hielo\nCarolina\n\ninvestigar\n"
            "conocimientos, percepcion\nerudicion, voluntad, empatia\n"
            "oficios, atletismo, pelea, conducir\n\n\n")


def test_do_against_a_rival_with_physical_dice_and_a_note(tmp_path: Path) -> None:
    term = _start(tmp_path)
    term.send("fate do")
    term.answer("Qué intentas hacer", NOTE)
    term.expect("Qué se opone")
    term.expect("Un rival que tira")
    term.press("3" + ENTER)                     # a rival who rolls, by its number
    term.answer("Bonificación del rival", "1")
    term.expect("Qué acción es")
    term.expect("Defender")
    term.press(ENTER)                           # overcome
    _approach(term, 4)                         # Rápido +2
    term.expect(r"4dF \+2 vs 4dF \+1")          # both sides roll: the odds say so
    term.expect(faces_for("Nia", "supera con Rápido \\+2"))   # the player's dice first
    term.send("+000")
    term.answer(faces_for("el rival", "se opone con \\+1"), "0000")
    term.expect(r"Tirada por el rival: 4dF\+1=\+1 \(0000\)")   # shown, not only journaled
    term.expect(r"vs \+1")
    _no_invoke(term, r"Llevas \+3 contra \+1: Éxito")
    term.expect("Lo consigues")
    _quit(term)
    journal = _journal(tmp_path)
    assert (f"@ {NOTE} (Superar, Rápido +2)\nd: rival 4dF+1=+1 (0000) -> oposición +1\n"
            "d: 4dF+2=+3 (+000) vs TN +1 -> Éxito (2)") in journal


def test_ctrl_c_in_a_challenge_keeps_the_task_already_journaled(tmp_path: Path) -> None:
    term = _start(tmp_path)
    term.send("fate challenge")
    term.answer("Cómo se llama el desafío", NOTE)
    term.answer("Tareas del desafío", "Saltar, Esconderse")
    term.expect("Tarea «Saltar»")
    term.expect("Crear una ventaja")
    term.press("superar" + ENTER)               # a menu answered by its label
    term.answer("Dificultad", "bueno")                     # the ladder's word
    _approach(term, 4)
    term.answer(faces_for("Nia", "Saltar: Rápido \\+2"), "++00")
    _no_invoke(term)
    term.expect("Tarea «Esconderse»")
    term.expect("Crear una ventaja")
    term.press(CTRL_C)                      # the player stops half-way, between two tasks
    term.expect(re.escape(f"{NOTE}: queda a medias"))
    _quit(term)
    journal = _journal(tmp_path)
    assert f"=> Desafío: {NOTE}" in journal
    assert "@ Saltar (Rápido)\nd: 4dF+2=+4 (++00) vs TN +2 -> Éxito (2)" in journal
    assert "Esconderse (" not in journal


def test_ctrl_c_in_a_contest_keeps_the_exchange_already_journaled(tmp_path: Path) -> None:
    term = _start(tmp_path)
    term.send("fate contest Guardia --vs 1")
    _approach(term, 5)                         # Furtivo +3
    term.answer(faces_for("Guardia", "se opone con \\+1"), "-000")
    term.expect(r"Tirada por Guardia: 4dF\+1=0 \(-000\)")
    term.expect(r"4dF \+3 vs 0")
    term.answer(faces_for("Nia", "intercambio 1, Furtivo \\+3"), "0000")
    _no_invoke(term, r"Llevas \+3 contra 0: Éxito con estilo")
    term.expect(r"Nia \+3\s+Guardia 0")
    _approach(term, 0)                         # exchange 2: the approach menu, then Ctrl-C
    term.expect(faces_for("Guardia", "se opone con \\+1"))
    term.press(CTRL_C)                         # between two exchanges: no winner
    term.expect("La competición queda a medias")
    _quit(term)
    journal = _journal(tmp_path)
    assert "d: Guardia 4dF+1=0 (-000) -> oposición 0\nd: Nia (Furtivo) 4dF" in journal
    assert (" vs TN 0 -> Intercambio 1: Nia 3, Guardia 0\n"
            "=> Victorias: Nia 2, Guardia 0") in journal
    assert "Intercambio 2" not in journal


def test_recovery_roll_with_physical_dice_shows_its_odds(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", "--edition", "condensed",
                   home=tmp_path)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=tmp_path,
                   stdin=CAROLINA)[0] == 0
    code, _out, err = run_cli("--campaign", "tren", "fate", "absorb", "2", "--track", "mental",
                              home=tmp_path, stdin="2\nAsustada | > \"sí\"\n")
    assert code == 0, err
    term = _shell(tmp_path)
    term.send("fate recover leve --skill empatia")
    term.expect(r"4dF \+2 vs \+2")             # Empathy +2 against a mild's Fair (+2)
    term.expect(faces_for("Carolina", "recuperación de «Asustada \\| > \"sí\"» con "
                                       "Empatía \\+2"))
    term.send("+000")
    term.expect("Éxito")
    _quit(term)
    assert ("d: 4dF+2=+3 (+000) vs TN +2 -> Éxito (1)\n"
            "=> Carolina empieza a recuperarse de «Asustada | > \"sí\"»") in _journal(tmp_path)



def test_the_condensed_skill_is_a_numbered_menu_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", "--edition", "condensed",
                   home=tmp_path)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=tmp_path,
                   stdin=CAROLINA)[0] == 0
    term = _shell(tmp_path)
    term.send("fate do")
    term.answer("Qué intentas hacer", "Forzar la cerradura | > \"ya\"; 'sí'")
    term.expect("Qué se opone")
    term.expect("Un rival que tira")
    term.press("2" + ENTER)                     # a fixed difficulty
    term.answer("Dificultad", "2")
    term.expect("Qué acción es")
    term.expect("Defender")
    term.press(ENTER)                           # overcome
    term.expect("Con qué habilidad")
    term.expect(r"1\. Investigar \+4")           # her best first, every skill listed
    term.expect(r"11\. Robo 0")
    term.expect(r"19\. ")
    term.press(CTRL_C)                          # she thinks better of it half-way
    term.wait_prompt()
    term.send("fate do")
    term.answer("Qué intentas hacer", "Forzar la cerradura")
    term.expect("Qué se opone")
    term.press("2" + ENTER)
    term.answer("Dificultad", "2")
    term.expect("Qué acción es")
    term.press(ENTER)
    term.expect("Con qué habilidad")
    term.expect(r"19\. ")
    term.press("11" + ENTER)                     # two digits: Burglary
    term.expect(faces_for("Carolina", "supera con Robo 0"))
    term.send("++++")
    _no_invoke(term)
    _quit(term)
    journal = _journal(tmp_path)
    assert "Forzar la cerradura | > \"ya\"; 'sí'" not in journal   # the Ctrl-C'd action
    assert "d: 4dF=+4 (++++) vs TN +2 -> Éxito (2)" in journal


def test_full_defence_and_the_npc_hit_shown_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tren", "--system", "fate", "--edition", "condensed",
                   home=tmp_path)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=tmp_path,
                   stdin=CAROLINA)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "npc", "Yeti", "--good", "pelea",
                   "--boxes", "3", home=tmp_path)[0] == 0
    term = _shell(tmp_path)
    term.send("fate conflict Yeti")
    term.answer("Aspectos de situación de la escena", "Ventisca | > \"fría\"")
    term.answer("Zonas de la escena", "")
    term.expect("Quién actúa ahora")
    term.press("1" + ENTER)                     # Carolina first
    term.expect("3. Defensa total")
    term.press("3" + ENTER)
    term.expect("Carolina se pone a la defensiva")
    term.expect("Yeti va a por Carolina con Pelea \\+2")
    term.expect("Rendirse antes de su tirada")
    term.press(ENTER)                           # Athletics +1, and +2 on full defence
    term.answer(faces_for("Yeti", "ataca a Carolina con Pelea \\+2"), "0000")
    term.answer(faces_for("Carolina", "se defiende con Atletismo \\+3"), "+000")
    _no_invoke(term)
    term.expect("Yeti elige a Carolina para actuar ahora")   # exchange 2: the yeti, last to
    term.expect("Turno de Carolina: ¿qué hace")               # act, hands her the opening
    term.press("1" + ENTER)                     # attack
    term.expect("Con qué habilidad")
    term.expect(r"1\. Pelea \+1")
    term.press("1" + ENTER)
    term.answer(faces_for("Carolina", "ataca a Yeti con Pelea \\+1"), "++++")
    term.answer(faces_for("Yeti", "se defiende con Pelea \\+2"), "0000")
    _no_invoke(term)
    term.expect("Restas 1 al golpe de 3")
    term.press("2" + ENTER)                     # no
    term.expect(r"Yeti encaja un golpe de 3: estrés \[X\]\[X\]\[X\]; consecuencias: —\.")
    term.expect("Yeti va a por Carolina")
    term.press(CTRL_C)
    _quit(term)
    journal = _journal(tmp_path)
    assert "=> Carolina pasa el turno en defensa total" in journal
    assert ("=> Defensa total de Carolina: +2\n"
            "d: 4dF+3=+4 (+000) vs TN +2 -> Éxito (2)") in journal
    assert "=> Yeti encaja el golpe [N:Yeti|[X][X][X]]" in journal
