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


VAULT = Path(__file__).resolve().parents[1] / "fixtures" / "vault"


def test_import_a_vault_folder_check_it_and_roll_across_its_notes(tmp_path: Path) -> None:
    import shutil

    shutil.copytree(VAULT, tmp_path / "vault")
    with Terminal(tmp_path, "--seed", "3") as term:
        term.type("campaign new paramo --system none")
        term.type("tabla importar vault/Oracles/", "mias/oracles/personajes/personajes-rol",
                  "conservan? una referencia")
        term.type("tabla comprobar", r"Oracles/Tablas_Varias\.md:43")
        term.type("set dados físicos")   # every draw of the chain is the player's to roll
        term.send("table roll mias/oracles/tablas-varias/encuentros")
        term.answer(r"Tira 1 d6", "3")                 # Un viajero con [[Rol]] como oficio
        term.answer(r"Tira 1 d8", "8")                 # Rol: Tira dos veces
        term.answer(r"Tira 1 d8", "2")
        term.answer(r"Tira 1 d8", "5")
        term.expect(r"personajes-rol\s.*1d8=8", "Cartógrafa")
        term.type("set dados digitales")
        term.type("tabla exportar mias/oracles/core/core-tema --a tema.md", "tema.md")
        term.quit()
    written = journal(tmp_path, "paramo")
    assert ('tbl: mias/oracles/tablas-varias/encuentros 1d6=3 -> "Un viajero con Tira dos '
            'veces: Cartógrafa; Médico de a bordo como oficio"') in written
    assert (tmp_path / "tema.md").read_text("utf-8").startswith("# Tema\n")
