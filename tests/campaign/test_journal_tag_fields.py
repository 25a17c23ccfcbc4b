"""Player text in a tag (`[Thread:…]`, `[N:…]`, `[PC:…]`, `[E:…]`, `[Clock:…]`, `[Track:…]`)
is quoted when it holds `|`, `]` or `\\` (or starts with `"`), so the tag splits back."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.journal.entry import Tag, mechanics, read_tags, reference, tag
from tests.conftest import run_cli

BRIEF = "Encontrar el barco; \"La Gaviota\" | 'rápido' > ya|abierto"
NAMES = (BRIEF, "Ruperto", "El [viejo] ]faro", "El [viejo] faro", "[", "C:\\sótano", '"Rápida" Mara', "a]|[#N:b",
         'fin\\', '"', "Dijo \"sí\" y se fue")


def test_the_briefs_thread_is_quoted_and_splits_back() -> None:
    written = tag("Thread", BRIEF, "Abierto")
    assert written == ('[Thread:"Encontrar el barco; \\"La Gaviota\\" | \'rápido\' > ya|abierto"'
                       '|Abierto]')
    assert read_tags(written) == (Tag("Thread", BRIEF, ("Abierto",)),)


def test_plain_names_stay_bare() -> None:
    assert tag("N", "Capitana Mara", "nerviosa") == "[N:Capitana Mara|nerviosa]"
    assert tag("N", 'Dijo "sí"') == '[N:Dijo "sí"]'
    assert reference("N", "Mara") == "[#N:Mara]"
    assert tag("Clock", "La guardia 3/6") == "[Clock:La guardia 3/6]"


@pytest.mark.parametrize("name", NAMES)
def test_every_field_round_trips_through_the_journal_line(name: str) -> None:
    line = mechanics(f"=> {tag('N', name, name, 'quieto')} y {reference('Thread', name)}").lines[0]
    assert read_tags(line) == (Tag("N", name, (name, "quieto")),
                               Tag("Thread", name, reference=True))


def test_a_tag_left_open_is_no_tag() -> None:
    assert read_tags('[N:"sin cerrar] y [N:Mara]') == (Tag("N", "Mara"),)
    assert read_tags("[N:sin cierre") == ()


def _tags(home: Path, campaign: str) -> list[Tag]:
    text = (home / "journals" / campaign / "journal.md").read_text(encoding="utf-8")
    return [found for line in text.splitlines() for found in read_tags(line)]


def test_the_gm_commands_write_names_that_split_back(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "none", home=tmp_path)[0] == 0
    odd = "Mara | la ]Roja["
    for words in (("thread", "add", BRIEF), ("thread", "close", BRIEF), ("npc", "add", odd),
                  ("npc", "react", odd, "--dice", "3 4"), ("clock", "new", odd, "4"),
                  ("track", "new", odd), ("pending", "add", "presagio", odd)):
        code, _out, err = run_cli("--campaign", "c", *words, home=tmp_path)
        assert (code, err) == (0, ""), words
    found = _tags(tmp_path, "c")
    assert found == [Tag("Thread", BRIEF, ("Abierto",)), Tag("Thread", BRIEF, ("Cerrado",)),
                     Tag("N", odd), Tag("N", odd, reference=True), Tag("Clock", f"{odd} 0/4"),
                     Tag("Track", f"{odd} 0/10")]


def test_a_pcs_name_and_perks_split_back(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "t", "--system", "tricube", home=tmp_path)[0] == 0
    name = 'Ona "la] Roja" | ágil'
    code, _out, err = run_cli("--campaign", "t", "tricube", "character", "new", name,
                              home=tmp_path, stdin="ágil\nladrona\nganzúas|cuerdas\ncuriosa\n")
    assert (code, err) == (0, "")
    pcs = [found for found in _tags(tmp_path, "t") if found.kind == "PC"]
    assert pcs and pcs[0].name == name
    assert "Ventaja: ganzúas|cuerdas" in pcs[0].tags


def test_paired_brackets_stay_bare_and_split_back() -> None:
    written = tag("PC", "Nia", "PF 3", "[1][X][3]")
    assert written == "[PC:Nia|PF 3|[1][X][3]]"
    assert read_tags(f"=> {written} y [N:Bea]") == (Tag("PC", "Nia", ("PF 3", "[1][X][3]")),
                                                   Tag("N", "Bea"))
    assert tag("N", "la ]Roja[") == '[N:"la ]Roja["]'
    assert tag("N", "El [viejo") == '[N:"El [viejo"]'
