"""Every example of the player's guide is true: each page's transcript, shell and journal blocks
are run (fixed seeds, a fresh temporary home) and must read as the program prints them now.

When behaviour changes on purpose, rewrite the pages with `make guide-transcripts` and read the
diff before committing it.
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path

import pytest

from solo.guide import PAGES
from tests.docs.transcripts import GUIDES, ROOT, page_language, pages, parse, regenerate

PAIRS = dict(PAGES)


@pytest.mark.parametrize("page", pages(), ids=lambda page: f"{page.parent.name}/{page.name}")
def test_page_transcripts_are_what_the_program_does(page: Path) -> None:
    text = page.read_text("utf-8")
    new = regenerate(text, page_language(page))
    diff = "\n".join(difflib.unified_diff(text.split("\n"), new.split("\n"), "page", "program",
                                          lineterm="", n=1))
    assert new == text, f"{page}: the program now prints otherwise (make guide-transcripts):\n{diff}"


def test_both_languages_have_the_same_pages() -> None:
    assert sorted(path.name for path in GUIDES["es"].glob("*.md")) == sorted(PAIRS)
    assert sorted(path.name for path in GUIDES["en"].glob("*.md")) == sorted(PAIRS.values())


def _shape(page: Path) -> list[tuple[str, str, str, list[str]]]:
    """What both languages' examples must share: each block's kind, seed and home, and each
    command's words that are options or numbers (the prose a player types is translated)."""
    shapes = []
    for block in parse(page.read_text("utf-8")):
        words = [" ".join(re.findall(r"(?<!\S)(?:--?[a-z][\w-]*|[\d+-][\dd+-]*)(?!\S)", command))
                 for command in block.commands()]
        shapes.append((block.kind, block.options.get("seed", ""), block.options.get("home", ""),
                       words))
    return shapes


@pytest.mark.parametrize(("spanish", "english"), PAIRS.items())
def test_both_languages_have_the_same_examples(spanish: str, english: str) -> None:
    es, en = _shape(GUIDES["es"] / spanish), _shape(GUIDES["en"] / english)
    assert [(kind, seed, home, len(words)) for kind, seed, home, words in es] == \
        [(kind, seed, home, len(words)) for kind, seed, home, words in en]


def test_blocks_are_found_and_run_in_a_temporary_home() -> None:
    before = Path.cwd()
    page = ("# t\n\n```solo-transcript seed=3\n$ solo campaign new t --system fate --pc Ana\n"
            "$ solo --campaign t note Hola\n```\n\n````solo-journal t\n````\n")
    new = regenerate(page, "es")
    assert "$ solo campaign new t --system fate --pc Ana\nCampaña «t» creada" in new
    assert "Anotado en el diario." in new
    assert "\n# t\n\nHola\n" in new.split("````solo-journal t")[1]
    assert Path.cwd() == before
    assert not (before / "journals" / "t").exists()
    assert not (ROOT / "journals" / "t").exists()


def test_a_changed_output_is_caught() -> None:
    page = "```solo-transcript seed=3\n$ solo roll 3d6\n3d6: [1 1 1] = 3\n```\n"
    assert regenerate(page, "es") == "```solo-transcript seed=3\n$ solo roll 3d6\n3d6: [2 5 5] = 12\n```\n"


def test_an_unclosed_block_is_refused() -> None:
    with pytest.raises(ValueError, match="never closed"):
        parse("```solo-transcript\n$ solo roll 1d6\n")


def test_answers_are_shown_where_they_are_read_and_the_unread_at_the_end() -> None:
    page = ("```solo-transcript seed=3\n$ solo campaign new t --system tricube --pc Tom\n"
            "$ solo --campaign t tricube character new Tom\n< astuto\n< Cazador\n< Amuletos\n"
            "< Confiado\n< sobra\n```\n")
    body = parse(regenerate(page, "es"))[0].body
    assert body[body.index("¿Qué rasgo tiene?") + 1] == "< astuto"
    assert body[body.index("¿Qué defecto tiene?") + 1] == "< Confiado"
    assert body[-1] == "< sobra"
    assert body.count("< sobra") == 1
    assert parse(regenerate(page, "es"))[0].steps()[1] == (
        "solo --campaign t tricube character new Tom",
        ["astuto", "Cazador", "Amuletos", "Confiado", "sobra"])


def test_a_file_block_is_written_into_the_next_blocks_home() -> None:
    page = ("```solo-file tables/mias/x.yaml\nid: mias/x\nname: X\ndice: 1d2\nrows:\n"
            "  - range: 1-2\n    text: Siempre\n```\n\n"
            "```solo-transcript seed=3\n$ solo table roll mias/x\n```\n")
    new = regenerate(page, "es")
    assert "$ solo table roll mias/x\nmias/x 1d2=1 → Siempre\n" in new
    assert not (ROOT / "tables" / "mias" / "x.yaml").exists()


def test_a_shell_block_shows_the_prompt_before_each_line() -> None:
    page = "```solo-shell seed=3\nsolo []> campaign new t --system none\nsolo []> tension\n```\n"
    body = parse(regenerate(page, "en"))[0].body
    assert body[0] == "solo [no campaign]> campaign new t --system none"
    assert "solo [t·none·T5]> tension" in body


def unfit_answers(text: str, lang: str) -> list[int]:
    """The lines of the blocks whose answers no longer fit the questions: a guided command cut
    short (answers missing), or answers no question read (left at the end of its output)."""
    from solo.i18n import t

    cut = t("core.cancelled", lang)
    found = []
    for block in parse(text):
        outputs: list[tuple[int, list[str]]] = []
        for number, line in enumerate(block.body, start=block.start + 2):
            if block.command_line(line) is not None:
                outputs.append((number, []))
            elif outputs:
                outputs[-1][1].append(line)
        found += [number for number, out in outputs
                  if any(cut in line for line in out)
                  or (out and (out[-1] == "<" or out[-1].startswith("< ")))]
    return found


@pytest.mark.parametrize("page", pages(), ids=lambda page: f"{page.parent.name}/{page.name}")
def test_no_example_leaves_a_question_unanswered(page: Path) -> None:
    """Answers that no longer fit the questions (a question added or removed): fix the page's
    `<` lines, then re-record."""
    assert unfit_answers(page.read_text("utf-8"), page_language(page)) == []


def test_answers_that_no_longer_fit_are_caught() -> None:
    extra = ("```solo-transcript seed=3\n$ solo campaign new t --system tricube --pc Tom\n"
             "$ solo --campaign t tricube character new Tom\n< astuto\n< Cazador\n< Amuletos\n"
             "< Confiado\n< sobra\n```\n")
    missing = extra.replace("< Confiado\n< sobra\n", "")
    assert unfit_answers(regenerate(extra, "es"), "es") == [4]
    assert unfit_answers(regenerate(missing, "es"), "es") == [4]
    assert unfit_answers(regenerate(extra.replace("< sobra\n", ""), "es"), "es") == []
