"""Through a terminal: a Fate roll left at its next question keeps what its journal shows.

`fate do`, `challenge` and `contest` journal a roll with its invokes before the effect's
questions (a serious cost, an aspect's name) and before the next task or exchange: the
fate point paid, the aspect created, are in the saved state too when the player leaves. A roll
shown is a roll taken: leaving after it takes each later question's default (said in one line),
and the procedure goes on to its end, its later dice rolled for the player; a challenge or a
contest left between two tasks or exchanges ends there, half-way, without a verdict.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run_cli
from tests.fate.test_fate_pty_loops import (
    _approach,
    _journal,
    _no_invoke,
    _sheet,
    _start,
    faces_for,
)
from tests.pty_helpers import CTRL_C, ENTER, Terminal

PAID = "=> Invoca «Ladrona de trenes»: +2 a tu tirada (Pagar un punto Fate)"


def _invoke_high_concept(term: Terminal) -> None:
    """At the invoke question: her high concept, for +2, paid with a fate point; then done."""
    term.expect("Invocas un aspecto")
    term.expect("Ladrona de trenes")
    term.press("2" + ENTER)
    seen = term.expect("Para qué", "2. Volver a tirar los cuatro dados", ">")
    assert "3. +2 a la oposición" not in seen   # her own roll: +2 or a reroll only
    term.press(ENTER)                           # +2
    term.expect("Cómo pagas")
    term.press(ENTER)                           # a fate point


def _left(term: Terminal, *shown: str) -> str:
    """Ctrl-C at the question on screen, after a roll: `shown` is what the shell says (by
    default: its default is taken, and the procedure goes on to its end); what was shown."""
    term.press(CTRL_C)
    seen = term.expect(*(shown or ("Se toma la respuesta por defecto",)))
    seen += term.wait_prompt()
    assert "interrumpido" not in seen and "Traceback" not in seen
    term.quit()
    return seen


def test_a_do_left_at_its_effect_question_keeps_the_fate_point_it_journaled(
        tmp_path: Path) -> None:
    term = _start(tmp_path)
    assert _sheet(tmp_path)["fate_points"] == 3
    term.send("fate do")
    term.answer("Qué intentas hacer", "Saltar al vagón")
    term.answer("Un rival que tira", "2")       # a fixed difficulty
    term.answer("Dificultad", "2")
    term.answer("Defender", "1")                # overcome
    _approach(term, 4)                          # Rápido +2
    term.answer(faces_for("Nia", "supera con Rápido \\+2"), "----")
    _invoke_high_concept(term)
    _no_invoke(term, r"Llevas 0 contra \+2: Fallo")
    term.expect("pagando un precio serio")      # the effect's first question
    _left(term)                                 # no: the failure stands
    assert f"d: 4dF+4=0 (----) vs TN +2 -> Fallo (-2)\n{PAID}" in _journal(tmp_path)
    assert _sheet(tmp_path)["fate_points"] == 2  # as the journal says


def test_a_challenge_left_at_its_next_task_keeps_the_point_and_the_aspect_created(
        tmp_path: Path) -> None:
    term = _start(tmp_path)
    term.send("fate challenge")
    term.answer("Cómo se llama el desafío", "Huir del tren")
    term.answer("Tareas del desafío", "Humo, Saltar")
    term.expect("Tarea «Humo»")
    term.expect("Crear una ventaja")
    term.press("2" + ENTER)                     # create an advantage
    term.answer("Dificultad", "2")
    term.answer("Sobre qué aspecto", "1")       # a new one, named before the dice
    term.answer("Qué aspecto quieres crear", "Vagón lleno de humo")
    _approach(term, 4)                          # Rápido +2
    term.answer(faces_for("Nia", "Humo: Rápido \\+2"), "++00")
    _invoke_high_concept(term)
    _no_invoke(term, r"Llevas \+6 contra \+2: Éxito con estilo")
    term.expect("Tarea «Saltar»")               # the next task: the player leaves there
    term.expect("Crear una ventaja")
    _left(term, "Huir del tren: queda a medias")  # between two tasks: nothing rolled for it
    journal = _journal(tmp_path)
    assert journal.count("d: 4dF") == 1
    assert "(note: desafío «Huir del tren» dejado a medias: 1 de 2 tareas)" in journal
    assert f"d: 4dF+4=+6 (++00) vs TN +2 -> Éxito con estilo (4)\n{PAID}" in journal
    assert "=> Aspecto «Vagón lleno de humo» (invocaciones gratuitas: 2)" in journal
    assert _sheet(tmp_path)["fate_points"] == 2
    code, out, err = run_cli("--json", "--campaign", "tren", "fate", "aspect", home=tmp_path)
    assert code == 0, err
    assert "Vagón lleno de humo" in json.dumps(json.loads(out), ensure_ascii=False)


def test_a_contest_left_at_its_next_exchange_keeps_the_fate_point_it_journaled(
        tmp_path: Path) -> None:
    term = _start(tmp_path)
    term.send("fate contest Guardia --vs 1")
    _approach(term, 5)                          # Furtivo +3
    term.answer(faces_for("Guardia", "se opone con \\+1"), "-000")
    term.answer(faces_for("Nia", "intercambio 1, Furtivo \\+3"), "----")
    _invoke_high_concept(term)
    _no_invoke(term, r"Llevas \+1 contra 0: Éxito")
    term.expect(r"Nia \+1\s+Guardia 0")
    term.expect("Con qué estilo")               # exchange 2: the player leaves there
    _left(term, "La competición queda a medias")  # between two exchanges: no winner
    assert f"{PAID}\n=> Victorias: Nia 1, Guardia 0" in _journal(tmp_path)
    assert "(note: competición dejada a medias: Nia 1, Guardia 0)" in _journal(tmp_path)
    assert _sheet(tmp_path)["fate_points"] == 2
