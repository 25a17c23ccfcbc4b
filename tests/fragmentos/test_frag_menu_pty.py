"""Fragmentos' longest menu (a sheet's traits) read whole in a terminal: `11` is the eleventh."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import area_state, spawn_solo, write_area_state
from tests.fragmentos.test_frag_commands import campaign

PROMPT_NOCHE = r"solo \[Noche[^\]]*\]> "


def test_two_digit_number_in_the_trait_menu(tmp_path: Path) -> None:
    campaign(tmp_path)
    data = area_state(tmp_path, "Noche", "fragmentos")
    barbara = data["characters"]["Barbara"]
    barbara["rank"] = "secondary"              # no budget: as many traits as the sheet says
    barbara["traits"] = [{"name": f"Rasgo {n}", "characteristic": "action", "bonus": 1,
                          "supernatural": False} for n in range(1, 12)]
    write_area_state(tmp_path, "Noche", "fragmentos", data)
    child = spawn_solo(tmp_path, "--campaign", "Noche")
    child.expect(PROMPT_NOCHE)
    child.sendline("frag reto --dice '2 4 4'")
    child.expect("Intro para no anotarlo")
    child.sendline("Trepar la tapia")
    child.expect("3. Cognición")
    child.sendline("1")                        # Acción: three dice
    child.expect("motosierra")
    child.sendline("")                         # no weapon, the default
    child.expect("12. Rasgo 11")               # none, then eleven traits
    child.sendline("11")                       # the eleventh entry: Rasgo 10
    child.expect("dificultad tiene")
    child.sendline("6")
    child.expect("peligroso")
    child.sendline("no")
    child.expect("contra 6")
    child.expect(PROMPT_NOCHE)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "Noche" / "journal.md").read_text(encoding="utf-8")
    assert "d: 3d6=5 [2 4 4] +1 Rasgo 10 = 6 vs 6 -> Éxito" in journal
