"""A player finds the guide: `solo --help` names it, the shell's first line says how to ask for
it, and `help guide` / `ayuda guía` print where it is and its table of contents."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.guide import PAGES, contents
from tests.conftest import Shell, run_cli
from tests.docs.transcripts import GUIDES, ROOT


def test_help_names_the_guide_in_spanish(tmp_path: Path) -> None:
    code, out, _err = run_cli("--help", home=tmp_path)
    assert code == 0
    index = GUIDES["es"] / "index.md"
    assert out.rstrip("\n").split("\n")[-1] == \
        f"Guía del jugador: {index} (en el intérprete: ayuda guía)"


def test_help_names_the_guide_in_english(tmp_path: Path) -> None:
    code, out, _err = run_cli("--lang", "en", "--help", home=tmp_path)
    assert code == 0
    index = GUIDES["en"] / "index.md"
    assert out.rstrip("\n").split("\n")[-1] == f"Player's guide: {index} (in the shell: help guide)"


@pytest.mark.parametrize(("lang", "words"), [("es", "ayuda guía"), ("en", "help guide")])
def test_the_shell_start_line_names_the_guide(lang: str, words: str) -> None:
    from solo.i18n import t

    assert f"{words} " in t("core.intro", lang)


@pytest.mark.parametrize("line", ["ayuda guía", "ayuda guia", "help guide", "help guía"])
def test_help_guide_prints_the_path_and_every_page(tmp_path: Path, line: str) -> None:
    shell = Shell(tmp_path)
    out = shell.run(line).out
    lines = out.rstrip("\n").split("\n")
    assert lines[0] == f"Guía del jugador: {GUIDES['es'] / 'index.md'}"
    assert lines[1] == "Páginas:"
    listed = [row.split()[0] for row in lines[2:-1]]
    assert listed == [spanish for spanish, _english in PAGES]
    assert "  empezar.md           Empezar" in lines
    assert "  preguntas.md         Preguntas frecuentes" in lines
    assert lines[-1].startswith("Léela en cualquier visor de Markdown")


def test_help_guide_in_english_lists_the_english_pages(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    shell.run("set lang en")
    lines = shell.run("help guide").out.rstrip("\n").split("\n")
    assert lines[0] == f"Player's guide: {GUIDES['en'] / 'index.md'}"
    assert [row.split()[0] for row in lines[2:-1]] == [english for _spanish, english in PAGES]
    assert "  getting-started.md   Getting started" in lines


def test_every_page_of_the_contents_exists_with_a_title() -> None:
    for lang in ("es", "en"):
        found = contents(lang)
        assert found is not None
        folder, pages = found
        assert folder == GUIDES[lang]
        assert len(pages) == len(PAGES)
        assert all(title and not title.startswith("#") for _name, title in pages)


def test_the_readme_links_both_guides_first() -> None:
    top = (ROOT / "README.md").read_text("utf-8").split("\n")[:12]
    assert any("[Guía del jugador](docs/guia/index.md)" in line for line in top)
    assert any("[Player's guide](docs/guide/index.md)" in line for line in top)


@pytest.mark.parametrize(("lang", "shown"), [("es", "guía"), ("en", "guide")])
def test_help_lists_the_guide_once_in_the_language_in_use(tmp_path: Path, lang: str,
                                                          shown: str) -> None:
    shell = Shell(tmp_path)
    shell.run(f"set lang {lang}")
    out = shell.run("help").out
    topics = out.rstrip("\n").split("\n")[-1].split()
    assert topics == [shown]
