"""Fragmentos' refusals name a characteristic in the player's language, never its code."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import area_state, run_cli, write_area_state
from tests.fragmentos.test_frag_commands import campaign


def test_too_many_trait_points_names_the_characteristic_in_spanish(home: Path) -> None:
    opened = campaign(home)
    data = area_state(home, "Noche", "fragmentos")
    data["characters"]["Barbara"]["traits"] = [
        {"name": f"Rasgo {n}", "characteristic": "action", "bonus": 1, "supernatural": False}
        for n in range(1, 6)]
    write_area_state(home, "Noche", "fragmentos", data)
    code, _out, err = run_cli(*opened, "frag", "character", "show", home=home)
    assert code == 2
    assert "Los rasgos de Acción suman 5 puntos, pero solo hay 3." in err
    assert "action" not in err
