"""Issue 27 through a terminal: a guided conflict asks about danger in its own words, a rival
picked by a two-digit menu number, physical dice, and every point spent journaled as the state
keeps it, even when the player leaves with Ctrl-C half-way."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import run_cli
from tests.fragmentos.test_frag_pty_loops import PROMPT_NOCHE, _campaign, _journal, _state
from tests.pty_helpers import CTRL_C, ENTER, Terminal

SHADOWS = [f"Sombra {letter}" for letter in "ABCDEFGHIJ"]


def _shadow(name: str) -> str:
    return "\n".join([name, "3", "3", "3", "", "", "", ""]) + "\n"


def test_conflict_and_retry_journal_what_the_state_keeps(tmp_path: Path) -> None:
    _campaign(tmp_path)
    for name in SHADOWS:
        code, _, err = run_cli("--campaign", "noche", "frag", "character", "new", "--rank",
                               "monstruo", home=tmp_path, stdin=_shadow(name))
        assert code == 0, err
    term = Terminal(tmp_path, "--campaign", "noche", prompt=PROMPT_NOCHE)
    term.send("set dice physical")
    term.wait_prompt()
    term.send("frag conflicto")
    term.expect("Contra quién es el conflicto")
    term.expect(r"10\. Sombra J \(monstruo\)")
    term.send("10")                                     # the tenth sheet in play, typed
    term.answer("Qué intenta hacer", "Cerrarle el paso; \"sin\" | > 'miedo'")
    term.expect("Qué característica de Barbara")
    term.send("1")                                      # Acción: 3 dice
    term.expect("motosierra")
    term.press(ENTER)
    term.expect("Qué rasgo encaja mejor")
    term.press(ENTER)                                   # none
    term.expect("Qué característica de Sombra J")
    term.send("1")
    term.expect("motosierra")
    term.press(ENTER)
    term.answer("mejor rasgo del rival", "")            # a sheet without rasgos: 0
    seen = " ".join(term.expect("sacado quien gana", "Es un conflicto peligroso").split())
    assert "cada 1 que haya sacado quien gana" in seen          # the winner's 1s count
    assert "hayas sacado" not in seen and "reto" not in seen   # the conflict's own words
    term.send("1")                                      # sí (free against a monster)
    term.answer(r"Tira 3 d6 por Barbara \(conflicto contra Sombra J\)", "2 3 4")
    term.answer(r"Tira 3 d6 por Sombra J \(conflicto contra Barbara\)", "1 5 5")
    term.expect("gana Sombra J")
    term.answer(r"Tira 2 d6 \(decenas y unidades: 1 d36\) por el presagio", "2 1")  # the 7th
    term.expect("Engreída")
    term.press(ENTER)                                   # no cualidad
    term.expect("protección de guion")
    term.expect("2. no")
    term.send("1")                                      # sí: a point instead of 2 of Acción
    term.expect("Protección de guion de Barbara: Acción no baja")
    term.wait_prompt()
    block = _journal(tmp_path).rsplit("```lonelog", 1)[1]
    assert re.search(r"\(note: Amenaza 2 → 3\)\n=> Barbara invoca la protección de guion\n"
                     r"\[PC:Barbara\|Superación 5→4\]\n\(note: Amenaza 3 → 4\)\n"
                     r"=> Protección de guion de Barbara: Acción no baja\n", block), block

    term.send("frag reto")
    term.answer("Qué intenta hacer", "Trepar")
    term.expect("Qué característica de Barbara")
    term.send("1")
    term.expect("motosierra")
    term.press(ENTER)
    term.expect("Qué rasgo encaja mejor")
    term.press(ENTER)
    term.answer(r"o un número\) \[5\]", "7")
    term.expect("Es un reto peligroso")
    term.press(ENTER)                                   # no
    term.answer(r"Tira 3 d6 por Barbara \(reto contra dificultad 7\)", "2 3 3")
    term.expect("Fracaso")
    term.expect("activar ninguna")
    term.press(ENTER)
    term.expect("intentarlo de nuevo")
    term.send("1")                                      # sí: a retry for a point
    term.expect(r"Tira 3 d6 por Barbara")
    term.press(CTRL_C)                  # the player leaves at the retry's dice: it was paid,
    faces = term.expect(r"Se tiran los dados por ti: (\d) (\d) (\d)")  # so they are rolled
    term.finish()                       # the questions after it take their defaults
    block = _journal(tmp_path).rsplit("@ Trepar", 1)[1]
    assert block.count("d: ") == 2                      # the first roll and the retry
    assert ("d: 3d6kh1+1=4 (2 3 3) vs TN 7 -> Fracaso\n"
            "=> Barbara gasta superación para intentarlo de nuevo\n"
            "[PC:Barbara|Superación 4→3]\n(note: Amenaza 4 → 5)\n") in block
    rolled = " ".join(re.findall(r"\d", faces.split(":")[-1]))
    assert f"({rolled})" in block.split("intentarlo de nuevo")[1]  # the retry, journaled
    sheet = _state(tmp_path)["characters"]["Barbara"]       # kept once the shell has quit
    assert sheet["scores"]["action"]["current"] == 3
    threat = int(re.findall(r"\(note: Amenaza \d+ → (\d+)\)", block)[-1])
    superacion = re.findall(r"\[PC:Barbara\|Superación \d+→(\d+)\]", block)
    assert _state(tmp_path)["threat"] == threat              # as journaled
    assert sheet["superacion"] == int(superacion[-1])
