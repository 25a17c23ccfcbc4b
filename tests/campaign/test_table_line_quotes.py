"""`tbl:` lines quote the drawn text so a `"` inside it cannot end the quotation early."""

from __future__ import annotations

from pathlib import Path

from solo.journal.entry import mechanics, quoted, table_line
from solo.tables.pick import Draw
from tests.conftest import run_cli

TAVERNS = """\
| dice: 1d4 | Taberna |
|---|---|
| 1 | La Sirena "Tuerta" |
| 2 | C:\\sótano |
| 3 | {{llave}} |
| 4 | Nada |
"""


def test_a_quote_and_a_backslash_in_the_text_are_escaped() -> None:
    assert quoted('La Sirena "Tuerta"') == '"La Sirena \\"Tuerta\\""'
    assert quoted("C:\\sótano") == '"C:\\\\sótano"'
    assert quoted(' dos\n  líneas ') == '"dos   líneas"'  # lines folded, spacing kept
    assert (table_line("mias/tabernas", "1d6", 4, 'La Sirena "Tuerta"')
            == 'tbl: mias/tabernas 1d6=4 -> "La Sirena \\"Tuerta\\""')


def test_a_table_name_that_is_not_one_word_is_quoted_the_same_way() -> None:
    assert (table_line('El "Tuerto"', "1d6", 2, "x")
            == 'tbl: "El \\"Tuerto\\"" 1d6=2 -> "x"')
    assert table_line("core/giros", "1d20", 7, "y") == 'tbl: core/giros 1d20=7 -> "y"'


def test_a_draw_writes_its_text_escaped_and_the_block_stays_intact() -> None:
    drawn = Draw("mias/tabernas", "1d6", 4, {"es": 'Dijo "```" y se fue'}, roll=4)
    assert (mechanics(drawn.journal_line("es")).lines
            == ('tbl: mias/tabernas 1d6=4 -> "Dijo \\"ˋˋˋ\\" y se fue"',))


def test_an_imported_row_with_quotes_reaches_the_journal_escaped(tmp_path: Path) -> None:
    source = tmp_path / "tabernas.md"
    source.write_text(TAVERNS, encoding="utf-8")
    assert run_cli("campaign", "new", "costa", "--system", "none", home=tmp_path)[0] == 0
    assert run_cli("table", "import", str(source), home=tmp_path)[0] == 0
    for face in ("1", "2"):
        code, _out, err = run_cli("--campaign", "costa", "table", "roll", "mias/tabernas",
                                  "--dice", face, home=tmp_path)
        assert (code, err) == (0, "")
    journal = (tmp_path / "journals" / "costa" / "journal.md").read_text(encoding="utf-8")
    assert '\ntbl: mias/tabernas 1d4=1 -> "La Sirena \\"Tuerta\\""\n' in journal
    assert '\ntbl: mias/tabernas 1d4=2 -> "C:\\\\sótano"\n' in journal
