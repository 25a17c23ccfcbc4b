"""The player's guide: where its pages are and their table of contents.

The guide is Markdown in `docs/guia/` (Spanish) and `docs/guide/` (English). A wheel ships both
folders as the data packages `solo.bundled_guide.guia` and `solo.bundled_guide.guide` (setup.py),
so an installed `solo` finds them without a checkout; a checkout finds its own `docs/`.

>>> [spanish for spanish, _english in PAGES][:2]
['index.md', 'empezar.md']
>>> title_of("# Empezar\\n\\nTexto")
'Empezar'
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

PAGES = (
    ("index.md", "index.md"),
    ("empezar.md", "getting-started.md"),
    ("fate.md", "fate.md"),
    ("zodiac.md", "zodiac.md"),
    ("fragmentos.md", "fragmentos.md"),
    ("tricube.md", "tricube.md"),
    ("director.md", "game-master.md"),
    ("tablas.md", "tables.md"),
    ("diario.md", "journal.md"),
    ("dados.md", "dice.md"),
    ("preguntas.md", "faq.md"),
)
"""Each Spanish page and its English twin, in reading order (the table of contents)."""

FOLDERS = {"es": "guia", "en": "guide"}


def guide_folder(lang: str) -> Path | None:
    """The folder of the guide in `lang`: the installed package's, else the checkout's."""
    name = FOLDERS.get(lang, "guia")
    try:
        spec = importlib.util.find_spec(f"solo.bundled_guide.{name}")
    except ModuleNotFoundError:
        spec = None
    for location in (spec.submodule_search_locations or ()) if spec is not None else ():
        if (Path(location) / "index.md").is_file():
            return Path(location)
    checkout = Path(__file__).resolve().parent.parent / "docs" / name
    return checkout if (checkout / "index.md").is_file() else None


def title_of(text: str) -> str:
    """A page's title: its first `# ` heading (else its first line)."""
    lines = text.splitlines()
    return next((line[2:].strip() for line in lines if line.startswith("# ")),
                lines[0].strip() if lines else "")


def contents(lang: str) -> tuple[Path, list[tuple[str, str]]] | None:
    """The guide's folder in `lang` and its pages as (file name, title), in reading order."""
    folder = guide_folder(lang)
    if folder is None:
        return None
    column = 1 if lang == "en" else 0
    pages = [(pair[column], folder / pair[column]) for pair in PAGES]
    return folder, [(name, title_of(path.read_text("utf-8"))) for name, path in pages
                    if path.is_file()]
