"""A new character never silently replaces a sheet of the same name: a name typed on the command
line is refused before any question, a name answered is refused and asked again (every system)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import Shell, run_cli

TRICUBE = ["astuto", "maga", "piromancia", "nariz verrugosa"]
FRAG = ["Barbara", "1", "1", "1", "", "", "", "", "", "", ""]


def test_tricube_refuses_a_taken_name_and_asks_again(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    shell.run("campaign new cripta --system tricube")
    shell.feed("\n".join(["Maga", *TRICUBE]) + "\n")
    assert shell.run("tricube character new").result.name == "Maga"
    refused = shell.run("tricube character new maga")  # case aside: the same name
    assert "Ya hay un personaje llamado «Maga» en esta campaña" in refused.out + refused.err
    shell.feed("\n".join(["MAGA", "Brujo", *TRICUBE]) + "\n")
    again = shell.run("tricube character new")
    assert again.out.count("Ya hay un personaje llamado «Maga»") == 1
    assert again.result.name == "Brujo"
    listed = shell.run("tricube character list").out
    assert "Maga" in listed and "Brujo" in listed


def test_fate_refuses_a_taken_name_and_asks_again(tmp_path: Path) -> None:
    nia = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\n{name}\n\n5\n\n\n"
    assert run_cli("campaign", "new", "tren", "--system", "fate", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "tren", "fate", "character", "new", home=tmp_path,
                   stdin=nia.format(name="Nia"))[0] == 0
    code, out, err = run_cli("--campaign", "tren", "fate", "character", "new", home=tmp_path,
                             stdin=nia.format(name="nía\nOna"))
    assert code == 0, err
    assert "Ya hay un personaje llamado «Nia» en esta campaña" in out + err
    code, out, _err = run_cli("--campaign", "tren", "fate", "sheet", "Nia",
                              home=tmp_path)
    assert code == 0 and "Ladrona de trenes" in out  # Nia's sheet is still hers
    assert run_cli("--campaign", "tren", "fate", "sheet", "Ona", home=tmp_path)[0] == 0


@pytest.mark.parametrize("typed", ["Barbara", "barbara"])
def test_fragmentos_refuses_a_name_typed_on_the_command_line_before_asking(
        tmp_path: Path, typed: str) -> None:
    from tests.fragmentos.test_frag_creation import BARBARA

    shell = Shell(tmp_path)
    shell.run("campaign new Noche --system fragmentos")
    shell.feed("\n".join(BARBARA) + "\n")
    assert shell.run("frag character new").result.character.name == "Barbara"
    refused = shell.run(f"frag character new {typed}")
    assert "Ya hay un personaje llamado «Barbara» en esta campaña" in refused.out + refused.err
    assert refused.result is None  # no question was asked
