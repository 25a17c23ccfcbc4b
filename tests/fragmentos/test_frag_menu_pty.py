"""Fragmentos' longest menu (a sheet's traits) read whole in a terminal: `11` is the eleventh."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import area_state, write_area_state
from tests.fragmentos.test_frag_commands import campaign
from tests.pty_helpers import Terminal, journal

PROMPT_NOCHE = r"solo \[Noche[^\]]*\]> "


def test_two_digit_number_in_the_trait_menu(tmp_path: Path) -> None:
    campaign(tmp_path)
    data = area_state(tmp_path, "Noche", "fragmentos")
    barbara = data["characters"]["Barbara"]
    barbara["rank"] = "secondary"              # no budget: as many traits as the sheet says
    barbara["traits"] = [{"name": f"Rasgo {n}", "characteristic": "action", "bonus": 1,
                          "supernatural": False} for n in range(1, 12)]
    write_area_state(tmp_path, "Noche", "fragmentos", data)
    term = Terminal(tmp_path, "--campaign", "Noche", prompt=PROMPT_NOCHE)
    term.send("frag reto --dice '2 4 4'")
    term.answer("Intro para no anotarlo", "Trepar la tapia")
    term.answer("3. Cognición", "1")                        # Acción: three dice
    term.answer("motosierra", "")                         # no weapon, the default
    term.expect("12. Rasgo 11")               # none, then eleven traits
    term.send("11")                       # the eleventh entry: Rasgo 10
    term.answer("dificultad tiene", "6")
    term.answer("peligroso", "no")
    term.finish("contra 6")
    written = journal(tmp_path, "Noche")
    assert "d: Rasgo 10 3d6kh1+1+1=6 (2 4 4) vs TN 6 -> Éxito" in written
