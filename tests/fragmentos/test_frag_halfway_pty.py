"""Through a terminal: a reto left half-way keeps the amenaza its journal already paid."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import area_state
from tests.fragmentos.test_frag_commands import campaign
from tests.pty_helpers import CTRL_C, Terminal, journal

PROMPT_NOCHE = r"solo \[Noche[^\]]*\]> "


def test_a_dangerous_reto_left_at_the_quality_question_keeps_its_amenaza(
        tmp_path: Path) -> None:
    campaign(tmp_path)  # Barbara, amenaza 2
    term = Terminal(tmp_path, "--campaign", "Noche", prompt=PROMPT_NOCHE)
    term.send("frag reto --dice '2 2 3'")
    term.answer("Intro para no anotarlo", "Saltar al tren")
    term.answer("3. Cognición", "1")                # Acción
    term.answer("motosierra", "")                  # no weapon
    term.answer("rasgo", "")                       # no trait
    term.answer("dificultad tiene", "9")
    term.answer("peligroso", "1")                  # yes: the amenaza pays 2 → 1
    term.expect(r"¿Activas una cualidad")          # failed: a cualidad is offered
    term.press(CTRL_C)                             # the player leaves there: a roll shown is
    seen = term.wait_prompt()                      # a roll taken, no cualidad, the loss paid
    assert "Se toma la respuesta por defecto: no activar ninguna" in seen
    assert "interrumpido" not in seen and "Traceback" not in seen
    threat = term.type("frag amenaza")
    sheet = term.type("frag character show")
    term.quit()
    written = journal(tmp_path, "Noche")
    assert "(note: Amenaza 2 → 1)\n@ Saltar al tren" in written
    assert re.search(r"d: 3d6\S*=3 \(2 2 3\) vs TN 9 -> Fracaso", written), written
    state = area_state(tmp_path, "Noche", "fragmentos")
    last = re.findall(r"\(note: Amenaza \d+ → (\d+)\)", written)[-1]
    assert state["threat"] == int(last) and f"Amenaza {last}" in threat  # as the journal says
    lost = re.findall(r"\[PC:Barbara\|Acción (\d+)→(\d+)\]", written)
    assert lost, written                            # the dangerous failure's loss, journaled
    assert state["characters"]["Barbara"]["scores"]["action"]["current"] == int(lost[-1][1])
    assert f"Acción {lost[-1][1]}" in sheet or f"{lost[-1][1]}/" in sheet
