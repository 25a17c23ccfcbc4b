"""`fate stunt add|list|remove`: the stunt the creation lets one choose later, by the refresh."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.errors import RuleError
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.character import Stunt, mook, new_fae
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.stunts import add_stunt, remove_stunt
from tests.conftest import run_cli
from tests.fate.test_fate_pty_loops import _campaign, _journal, _quit, _sheet, _start


def _nia() -> object:
    return new_fae("Nia", "Ladrona", "Deudas", approaches=PRESETS["ladron"])


def test_three_stunts_are_free_then_each_costs_one_refresh_down_to_one() -> None:
    nia = _nia()
    refreshes = []
    for n in range(5):
        nia = add_stunt(nia, Stunt(f"P{n}", "+2"))  # type: ignore[arg-type]
        refreshes.append(nia.refresh)  # type: ignore[attr-defined]
    assert refreshes == [3, 3, 3, 2, 1]
    with pytest.raises(RuleError) as caught:
        add_stunt(nia, Stunt("P5", "+2"))  # type: ignore[arg-type]
    assert caught.value.key == "fate.error.too_many_stunts"
    after, gone = remove_stunt(nia, "p0")  # type: ignore[arg-type]
    assert (after.refresh, gone.name, len(after.stunts)) == (2, "P0", 4)
    assert after.fate_points == 3                       # the points in hand stay


def test_an_npc_pays_no_refresh_and_a_name_is_taken_once() -> None:
    bruto = mook("Bruto", Edition.FAE)
    for n in range(4):
        bruto = add_stunt(bruto, Stunt(f"P{n}", "+2"))
    assert bruto.refresh == mook("Bruto", Edition.FAE).refresh
    with pytest.raises(RuleError) as caught:
        add_stunt(bruto, Stunt("p0", "+1"))
    assert caught.value.key == "fate.error.stunt_taken"


def test_stunt_add_list_remove_from_the_command_line(tmp_path: Path) -> None:
    _campaign(tmp_path)
    code, out, err = run_cli("--campaign", "tren", "fate", "stunt", "add", "Sombra", "--text",
                             "+2 al Furtivo de noche", home=tmp_path)
    assert code == 0, err
    assert "Sombra: +2 al Furtivo de noche" in out
    code, out, err = run_cli("--campaign", "tren", "fate", "proeza", "lista", home=tmp_path)
    assert code == 0 and "Sombra: +2 al Furtivo de noche" in out, err
    assert _sheet(tmp_path)["stunts"] == [{"name": "Sombra", "text": "+2 al Furtivo de noche"}]
    code, out, err = run_cli("--campaign", "tren", "fate", "stunt", "remove", "Nada",
                             home=tmp_path)
    assert (code, out) == (2, "")
    assert err.strip() == "No hay ninguna proeza «Nada»; hay: Sombra."
    code, out, err = run_cli("--campaign", "tren", "fate", "stunt", "remove", "sombra",
                             home=tmp_path)
    assert code == 0, err
    assert _sheet(tmp_path)["stunts"] == []
    journal = _journal(tmp_path)
    assert "=> Nia gana la proeza «Sombra» (+2 al Furtivo de noche); refresco 3" in journal
    assert "=> Nia deja la proeza «Sombra»; refresco 3" in journal


def test_the_creation_promise_holds_through_a_terminal(tmp_path: Path) -> None:
    # Nia was made without a stunt ("Enter to choose one later"); later, guided.
    term = _start(tmp_path)
    term.send("fate stunt add")
    term.answer("Nombre de la proeza", "Sombra | \"la\" ; noche")
    term.answer("Qué hace", "+2 al Furtivo de noche")
    term.expect("Sombra \\| \"la\" ; noche: \\+2 al Furtivo de noche")
    term.send("fate stunt remove")
    term.expect("Qué proeza\\? Escribe su nombre.")
    _quit(term)
    assert _sheet(tmp_path)["stunts"] == [{"name": "Sombra | \"la\" ; noche",
                                           "text": "+2 al Furtivo de noche"}]
