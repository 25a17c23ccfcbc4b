"""The journal's front matter names the player characters known when the campaign is made."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import refused, run_cli


def _front(home: Path, name: str) -> list[str]:
    text = (home / "journals" / name / "journal.md").read_text(encoding="utf-8")
    return text[4:].partition("\n---\n")[0].splitlines()


def test_pcs_given_at_creation_fill_the_header(tmp_path: Path) -> None:
    code, _out, err = run_cli("campaign", "new", "costa", "--pc", "Nia", "--pj",
                              "  Tomás   el Rojo ", "--pc", "NIA", home=tmp_path)
    assert (code, err) == (0, "")
    assert "pcs: Nia, Tomás   el Rojo" in _front(tmp_path, "costa")  # spacing as typed


def test_without_pcs_the_key_is_there_and_empty(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "vacia", home=tmp_path)[0] == 0
    assert "pcs: ''" in _front(tmp_path, "vacia")


def test_a_name_yaml_would_misread_is_quoted(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "rara", "--pc", "No", "--pc", "#1: Ana",
                   home=tmp_path)[0] == 0
    assert "pcs: 'No, #1: Ana'" in _front(tmp_path, "rara")


def test_an_empty_pc_name_is_refused_in_one_line(tmp_path: Path) -> None:
    assert refused("campaign", "new", "x", "--pc", "  ", home=tmp_path) == (
        "--pc necesita el nombre de un personaje.\n")
    assert not (tmp_path / "journals" / "x").exists()


def test_a_pc_who_joins_later_is_noted_by_its_tag_and_the_header_stays(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "tri", "--system", "tricube", "--pc", "Nia",
                   home=tmp_path)[0] == 0
    before = _front(tmp_path, "tri")
    code, _out, err = run_cli("--campaign", "tri", "tricube", "character", "new", "Ona",
                              home=tmp_path, stdin="ágil\nladrona\nganzúas\ncuriosa\n")
    assert (code, err) == (0, "")
    assert _front(tmp_path, "tri") == before
    journal = (tmp_path / "journals" / "tri" / "journal.md").read_text(encoding="utf-8")
    assert "\n[PC:Ona|" in journal
