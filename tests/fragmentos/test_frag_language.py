"""Fragmentos' refusals name a characteristic in the player's language, never its code."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.i18n import t
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


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("es", "1 por el 1 que sacó B", "2 por los 1 que sacó B"),
    ("en", "1 for the 1 rolled by B", "2 for the 1s rolled by B")])
def test_counts_of_ones_and_points_agree_with_their_number(lang: str, one: str, two: str) -> None:
    def loss(ones: int) -> str:
        return t("frag.msg.conflict_loss", lang, loser="A", winner="B", loss=ones + 1, ones=ones)

    assert one in loss(1) and two in loss(2)
    none = t("frag.msg.conflict_loss_no_ones", lang, loser="A", winner="B")
    assert "0" not in none and "B" in none
    if lang == "es":
        assert t("frag.ask.retry", lang, points=1).endswith("(te queda 1)")
        assert t("frag.ask.protection", lang, points=2, loss=2).endswith("(te quedan 2)")
