"""Import an Obsidian Dice Roller table and roll it, in the real program through a terminal."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import PROMPT, spawn_solo

NOTE = """\
# Tabernas de la costa

| dice: 1d6 | Taberna |
|---|---|
| 1-2 | El Ancla Rota |
| 3,4 | La Sirena "Tuerta" |
| 5-6 | Casa Mérida; cierra tarde |
"""


def test_import_a_dice_roller_table_and_roll_it(tmp_path: Path) -> None:
    (tmp_path / "tabernas.md").write_text(NOTE, encoding="utf-8")
    child = spawn_solo(tmp_path, "--seed", "3")
    child.expect(PROMPT)
    child.sendline("campaign new costa --system none")
    child.expect(PROMPT)
    child.sendline("tabla importar tabernas.md")
    child.expect("Importada de tabernas.md")
    child.expect(PROMPT)
    child.sendline("table roll mias/tabernas --dice 4")
    child.expect('La Sirena "Tuerta"')
    child.expect(PROMPT)
    child.sendline("table roll mias/tabernas --pick 6")
    child.expect(r"\(elegida\)")
    child.expect("Casa Mérida; cierra tarde")
    child.expect(PROMPT)
    child.sendline("table roll mias/tabernas --pick 9")
    child.expect("elige entre 1-6")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "costa" / "journal.md").read_text(encoding="utf-8")
    assert 'tbl: mias/tabernas 1d6=4 -> "La Sirena \\"Tuerta\\""' in journal
    assert 'tbl: mias/tabernas 1d6=6 (elegida) -> "Casa Mérida; cierra tarde"' in journal
    table = (tmp_path / "tables" / "mias" / "tabernas.yaml").read_text(encoding="utf-8")
    assert 'source: "tabernas.md (Obsidian Dice Roller)"' in table
