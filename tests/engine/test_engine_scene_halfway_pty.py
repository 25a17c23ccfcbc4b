"""Through a terminal: a scene left half-way is open in the state, as its journal says."""

from __future__ import annotations

from pathlib import Path

from tests.bookkeeping_pty import end_scene
from tests.pty_helpers import CTRL_C, Terminal, journal


def test_an_altered_scene_left_at_its_question_is_open_as_its_heading_says(
        tmp_path: Path) -> None:
    with Terminal(tmp_path, "--seed", "3") as term:
        term.type("campaign new puerto --system none")
        term.send("scene new El muelle --dice 4")  # 4 at tension 5: altered
        term.expect(r"¿Cómo se altera\?")
        term.press(CTRL_C)  # the player leaves before saying how: the die was shown, the
        seen = term.wait_prompt()  # question takes its default, a draw on the alterations
        assert "Se toma la respuesta por defecto: tira en la tabla de alteraciones" in seen
        assert "interrumpido" not in seen and "Traceback" not in seen
        shown = term.type("scene show")
        assert "S1" in shown
        # the scene the journal opened is open: ending it works, and the next one is S2
        assert "Fin de S1" in end_scene(term.child, term.prompt)  # Enter at the bookkeeping
        term.type("scene new La taberna --dice 10", "S2")
        term.quit()
    written = journal(tmp_path, "puerto")
    assert "El muelle" in written and "Fin de S1" in written
    assert "d: Escena 1d10=4 vs TN 5 -> Alterada\ntbl: engine/alteraciones" in written
