"""Appending reads a bounded tail of the journal, whatever the tail holds; export streams (issue 16).

Whether the journal ends inside a mechanics block is found in its last 64 KiB, else from the note
kept beside it (`.journal.md.fence`), checked against the journal's length and last bytes, else
(a journal edited by hand) from the whole file once.
"""

from __future__ import annotations

import tracemalloc
from pathlib import Path

import pytest

from solo.journal import store as store_module
from solo.journal.entry import mechanics, prose
from solo.journal.export import export_prose, prose_only
from solo.journal.store import JournalStore

#: the file-store tests append bare entries without a campaign (no front matter): not Lonelog
pytestmark = pytest.mark.foreign_journal

LONG = 200_000  # bytes: more than the tail read


@pytest.fixture
def ranges(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """The (low, end) ranges of the journal searched for a fence line."""
    seen: list[tuple[int, int]] = []
    real = store_module._last_fence

    def recording(path: Path, low: int, end: int) -> bool | None:
        seen.append((low, end))
        return real(path, low, end)

    monkeypatch.setattr(store_module, "_last_fence", recording)
    return seen


def _long_mechanics(path: Path) -> JournalStore:
    """A journal whose open block holds more mechanics than the tail read."""
    store = JournalStore(path)
    store.append(prose("Empieza."))
    store.append(mechanics(*(f"d: 1d6={n % 6 + 1} tirada {n}" for n in range(LONG // 20))))
    store.append(mechanics("d: 1d6=6 la última"))  # this append notes the answer
    return store


def _long_prose(path: Path) -> JournalStore:
    """A journal whose last block is closed and followed by more prose than the tail read."""
    store = JournalStore(path)
    store.append(mechanics("d: 1d6=4"))
    store.append(prose("Una frase larga de relato que sigue y sigue. " * (LONG // 40)))
    return store


@pytest.mark.parametrize(("make", "expected"), [(_long_mechanics, True), (_long_prose, False)])
def test_a_long_tail_without_fences_is_answered_from_the_note(
        tmp_path: Path, ranges: list[tuple[int, int]], make: object, expected: bool) -> None:
    path = tmp_path / "journal.md"
    make(path)  # type: ignore[operator]
    ranges.clear()
    store = JournalStore(path)
    assert store.fence_open() is expected
    size = path.stat().st_size
    assert ranges == [(size - 65536, size)]  # the tail only: never the whole file
    assert path.with_name(".journal.md.fence").read_text().startswith(
        "open " if expected else "closed ")


def test_the_next_entry_goes_in_the_right_place(tmp_path: Path) -> None:
    path = tmp_path / "journal.md"
    _long_prose(path)
    JournalStore(path).append(mechanics("d: 1d6=2"))
    assert path.read_text().endswith("y sigue.\n\n```lonelog\nd: 1d6=2\n")
    _long_mechanics(tmp_path / "other.md")
    JournalStore(tmp_path / "other.md").append(prose("Fin."))
    assert (tmp_path / "other.md").read_text().endswith("la última\n```\n\nFin.\n")


def test_a_journal_edited_by_hand_is_read_whole_once(tmp_path: Path,
                                                     ranges: list[tuple[int, int]]) -> None:
    path = tmp_path / "journal.md"
    _long_prose(path)
    with path.open("a", encoding="utf-8") as handle:  # an editor appends a sentence
        handle.write("Añadido a mano.\n")
    ranges.clear()
    assert JournalStore(path).fence_open() is False
    assert ranges[-1][0] == 0  # the note no longer matched: the whole file was read
    ranges.clear()
    assert JournalStore(path).fence_open() is False
    assert all(low > 0 for low, _end in ranges)  # and noted again


def test_a_wrong_note_is_not_believed(tmp_path: Path) -> None:
    path = tmp_path / "journal.md"
    store = _long_prose(path)
    size = path.stat().st_size
    note = path.with_name(".journal.md.fence")
    note.write_text(f"open {size} {'00' * 64} open\n", "ascii")  # other last bytes: not this journal
    assert store.fence_open() is False


def test_export_streams_in_flat_memory(tmp_path: Path) -> None:
    path = tmp_path / "journal.md"
    line = "Una frase de relato que se repite para llenar el diario. " * 4 + "\n"
    with path.open("w", encoding="utf-8") as handle:
        for number in range(40_000):  # about 9 MB
            handle.write(line if number % 50 else "\n```lonelog\nd: 1d6=4\n```\n\n")
    tracemalloc.start()
    export_prose(path, tmp_path / "prose.md")
    _current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 1_000_000, peak
    exported = (tmp_path / "prose.md").read_text(encoding="utf-8")
    assert exported == prose_only(path.read_text(encoding="utf-8"))
    assert "lonelog" not in exported


@pytest.mark.parametrize("text", [
    "", "\n\n", "```lonelog\nd: 1\n```\n", "Hola\n\n\n\nAdiós\n\n", "Hola\n   \n", "  \nHola",
    "Hola\n```lonelog\nsin cerrar\n", "\n\nHola\n```\nno es lonelog\n```\n",
])
def test_prose_only_keeps_its_answers(text: str) -> None:
    kept: list[str] = []  # the list-based version export used before it streamed
    inside = False
    for line in text.splitlines():
        stripped = line.strip()
        if not inside and stripped == "```lonelog":
            inside = True
            continue
        if inside:
            inside = stripped != "```"
            continue
        if stripped or (kept and kept[-1].strip()):
            kept.append(line)
    assert prose_only(text) == "\n".join(kept).strip("\n") + "\n"


@pytest.mark.parametrize("tail", [
    "```lonelog\nd: 1\n", "```lonelog\nd: 1\n```\n", "  ```lonelog  \nx ``` y\n",
    "```lonelog\n" + "x" * 70_000 + "\n", "```\n" + ("```lonelog\n" "```\n") * 3 + "a```b\n",
    "```lonelog\n" + ("palabra ``` no es una valla\n" * 5000), "sin vallas\n",
])
def test_the_fence_search_agrees_with_reading_every_line(tmp_path: Path, tail: str) -> None:
    path = tmp_path / "journal.md"
    path.write_text("Inicio.\n" * 20_000 + tail, encoding="utf-8")
    expected = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() in ("```lonelog", "```"):
            expected = line.strip() == "```lonelog"
    assert JournalStore(path).fence_open() is expected


def test_no_note_is_written_while_the_last_fence_is_well_inside_the_tail(tmp_path: Path) -> None:
    path = tmp_path / "journal.md"
    path.write_text("Relato largo. " * (LONG // 14) + "\n", encoding="utf-8")
    store = JournalStore(path)
    store.append(mechanics("d: 1d6=4"))  # opens a block near the end
    note = path.with_name(".journal.md.fence")
    note.unlink(missing_ok=True)
    JournalStore(path).append(mechanics("d: 1d6=5"))  # its fence is a few bytes back
    assert not note.exists()
    JournalStore(path).append(mechanics(*(f"d: 1d6={n % 6 + 1} tirada {n}" for n in range(3000))))
    assert note.read_text().startswith("open ")  # the fence is now far back: noted
    assert JournalStore(path).fence_open() is True
