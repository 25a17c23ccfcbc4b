"""The journal only grows: fenced mechanics, prose outside, export without mechanics."""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.journal.entry import mechanics, prose, scene_heading
from solo.journal.export import export_prose
from solo.journal.store import JournalStore

#: the file-store tests append bare entries without a campaign (no front matter): not Lonelog
pytestmark = pytest.mark.foreign_journal


def test_mechanics_share_a_block_until_prose(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "journal.md")
    store.append(mechanics("@ Saltar", "d: 4dF=+1 = +4 -> Éxito"))
    store.append(mechanics("=> Aterriza"))
    store.append(prose("Nia contiene la respiración."))
    store.append(mechanics("? ¿Hay alguien? (probable)"))
    store.close_block()
    assert store.path.read_text() == (
        "\n```lonelog\n@ Saltar\nd: 4dF=+1 = +4 -> Éxito\n=> Aterriza\n```\n"
        "\nNia contiene la respiración.\n"
        "\n```lonelog\n? ¿Hay alguien? (probable)\n```\n")


def test_a_new_store_sees_a_block_left_open(tmp_path: Path) -> None:
    path = tmp_path / "journal.md"
    JournalStore(path).append(mechanics("d: 1d6=4"))
    store = JournalStore(path)
    store.append(mechanics("d: 1d6=5"))
    store.append(scene_heading(2, "El puente"))
    assert path.read_text() == "\n```lonelog\nd: 1d6=4\nd: 1d6=5\n```\n\n### S2 *El puente*\n"


def test_open_block_found_far_back(tmp_path: Path) -> None:
    path = tmp_path / "journal.md"
    first = JournalStore(path)
    for number in range(2000):
        first.append(mechanics(f"d: 1d6={number % 6 + 1}"))
    later = JournalStore(path)
    later.append(prose("Fin."))
    assert path.read_text().endswith("d: 1d6=2\n```\n\nFin.\n")


def test_appending_never_rewrites(tmp_path: Path) -> None:
    path = tmp_path / "journal.md"
    store = JournalStore(path)
    store.append(prose("Uno"))
    before = path.read_bytes()
    store.append(mechanics("d: 1d6=3"))
    assert path.read_bytes().startswith(before)


def test_export_drops_mechanics_only(tmp_path: Path) -> None:
    path = tmp_path / "journal.md"
    store = JournalStore(path)
    store.append(scene_heading(1, "Inicio"))
    store.append(mechanics("d: 1d6=3"))
    store.append(prose("Nia corre."))
    before = path.read_text()
    export_prose(path, tmp_path / "prose.md")
    assert (tmp_path / "prose.md").read_text() == "### S1 *Inicio*\n\nNia corre.\n"
    assert path.read_text() == before


def test_tail_returns_the_last_lines(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "journal.md")
    for number in range(100):
        store.append(prose(f"línea {number}"))
    assert store.tail(3) == ["línea 98", "", "línea 99"]
