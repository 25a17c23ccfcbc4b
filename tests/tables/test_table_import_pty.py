"""Import an Obsidian Dice Roller table and roll it, in the real program through a terminal."""

from __future__ import annotations

from pathlib import Path

from tests.pty_helpers import Terminal, journal

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
    with Terminal(tmp_path, "--seed", "3") as term:
        term.type("campaign new costa --system none")
        term.type("tabla importar tabernas.md", "Importada de tabernas.md")
        term.type("table roll mias/tabernas --dice 4", 'La Sirena "Tuerta"')
        term.type("table roll mias/tabernas --pick 6", r"\(elegida\)", "Casa Mérida; cierra tarde")
        term.type("table roll mias/tabernas --pick 9", "elige entre 1-6")
        term.quit()
    written = journal(tmp_path, "costa")
    assert 'tbl: mias/tabernas 1d6=4 -> "La Sirena \\"Tuerta\\""' in written
    assert 'tbl: mias/tabernas 1d6=6 (elegida) -> "Casa Mérida; cierra tarde"' in written
    table = (tmp_path / "tables" / "mias" / "tabernas.yaml").read_text(encoding="utf-8")
    assert 'source: "tabernas.md (Obsidian Dice Roller)"' in table
