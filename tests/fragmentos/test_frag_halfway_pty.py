"""Through a terminal: a reto left half-way keeps the amenaza its journal already paid."""

from __future__ import annotations

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
    term.press(CTRL_C)                             # the player leaves there
    seen = term.wait_prompt()
    assert "Procedimiento interrumpido" in seen and "Traceback" not in seen
    assert "Amenaza 1" in term.type("frag amenaza")  # as the journal says, not 2
    term.quit()
    assert "=> Amenaza 2 -> 1\n@ Saltar al tren" in journal(tmp_path, "Noche")
    assert area_state(tmp_path, "Noche", "fragmentos")["threat"] == 1
