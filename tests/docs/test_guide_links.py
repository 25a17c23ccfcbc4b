"""No broken link in the player's guide (both languages) or the README: every relative link names
a file that exists, and every `#anchor` a heading of that page, as GitHub and the `make docs` site
both spell it (mkdocs is not needed: this reads the Markdown)."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from tests.docs.transcripts import GUIDES, ROOT

LINK = re.compile(r"(?<!!)\[(?:[^\]\\]|\\.)*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^(`{3,}|~{3,})")


def prose(text: str) -> str:
    """`text` without its fenced blocks and inline code (links there are examples, not links)."""
    kept, fence = [], None
    for line in text.split("\n"):
        match = FENCE.match(line)
        if fence is None and match:
            fence = match[1]
        elif fence is not None and line.strip() == fence:
            fence = None
        elif fence is None:
            kept.append(re.sub(r"`[^`]*`", "", line))
    return "\n".join(kept)


def github_slug(heading: str) -> str:
    """A heading's anchor on GitHub: lower case, punctuation dropped, each space a hyphen."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def site_slug(heading: str) -> str:
    """A heading's anchor in the site (Python-Markdown's `slugify_unicode`, set in mkdocs.yml)."""
    text = unicodedata.normalize("NFKC", heading)
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    return re.sub(r"[-\s]+", "-", text)


def anchors(page: Path) -> set[str]:
    """The anchors both GitHub and the site give the page's headings (those that agree)."""
    headings = [line.lstrip("#").strip() for line in prose(page.read_text("utf-8")).split("\n")
                if re.match(r"#{1,6} ", line)]
    return {github_slug(h) for h in headings if github_slug(h) == site_slug(h)}


def broken(page: Path) -> list[str]:
    """The page's links that lead nowhere, each with why."""
    found = []
    for target in LINK.findall(prose(page.read_text("utf-8"))):
        if re.match(r"[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        if not linked.exists():
            found.append(f"{target}: no such file")
        elif anchor and (linked.suffix != ".md" or anchor not in anchors(linked)):
            found.append(f"{target}: no heading with that anchor")
    return found


PAGES = sorted([*GUIDES["es"].glob("*.md"), *GUIDES["en"].glob("*.md"), ROOT / "README.md"])


@pytest.mark.parametrize("page", PAGES, ids=lambda page: str(page.relative_to(ROOT)))
def test_no_broken_link(page: Path) -> None:
    assert broken(page) == []


def test_a_broken_link_and_anchor_are_caught(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text("# Tiradas rápidas\n\n## Dados (d6)\n", "utf-8")
    page = tmp_path / "b.md"
    page.write_text("[ok](a.md#tiradas-rápidas) [ok](a.md#dados-d6) [x](c.md) [y](a.md#nada)\n"
                    "`[code](z.md)` [web](https://example.org/x)\n```\n[in](fence.md)\n```\n",
                    "utf-8")
    assert broken(page) == ["c.md: no such file", "a.md#nada: no heading with that anchor"]



@pytest.mark.parametrize(("lang", "column"), [("es", 0), ("en", 1)])
def test_the_site_lists_every_page_in_reading_order(lang: str, column: int) -> None:
    from solo.guide import PAGES

    config = (ROOT / "docs" / f"mkdocs.{lang}.yml").read_text("utf-8")
    nav = re.findall(r"^  - (\S+\.md)$", config.split("\nnav:\n")[1], re.MULTILINE)
    assert nav == [pair[column] for pair in PAGES]
    assert f"docs_dir: {GUIDES[lang].name}\n" in config
