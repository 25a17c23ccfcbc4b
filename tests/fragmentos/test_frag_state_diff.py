"""A scripted Fragmentos session: after each command, every change to a sheet or the amenaza
has its journal line, naming whose (issue 27, "the journal tells what the state knows")."""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path
from typing import Any

from tests.fragmentos.test_frag_commands import campaign, journal, solo_json, state

ANA = "\n".join(["Ana", "Enfermera", "3", "3", "Curar", "3", "Calmar", "3", "Leer", "3", "",
                 "Guerra", "Viuda", "Miedosa"]) + "\n"
DUKE = "\n".join(["Duque", "3", "3", "3", "", "", "Implacable +4", "", ""]) + "\n"
WORDS = {"action": "Acción", "interaction": "Interacción", "cognition": "Cognición"}

SESSION: list[tuple[str, ...]] = [
    ("frag", "reto", "--characteristic", "cognicion", "--dice", "1 2 2 3", "--difficulty", "7",
     "--peligroso", "--protect"),
    ("frag", "reto", "--characteristic", "accion", "--dice", "1 2 3", "--difficulty", "9",
     "--peligroso"),
    ("frag", "reto", "--characteristic", "interaccion", "--dice", "2 3", "--difficulty", "6",
     "--retry"),
    ("frag", "reto", "--characteristic", "interaccion", "--dice", "1 2", "--difficulty", "7",
     "--quality", "Engreída"),
    ("frag", "conflicto", "--characteristic", "cognicion", "--dice", "6 6 5 1",
     "--vs", "Duque", "--vs-characteristic", "cognicion", "--vs-dice", "2 3 4", "--peligroso"),
    ("frag", "superacion", "gm"),
    ("frag", "superacion", "premio"),
    ("frag", "superacion", "fuerzas"),
    ("frag", "scene", "Duque:monstruo", "--hurry", "Barbara"),
    ("frag", "superacion", "descansar", "--focus", "accion"),
    ("frag", "superacion", "cualidad", "Miedosa", "--owner", "Ana", "--harms"),
    ("frag", "amenaza", "raise", "2"),
]


def _changes(before: dict[str, Any], after: dict[str, Any]) -> list[tuple[str, str, Any, Any]]:
    """(whose, what, before, after) for each field of a sheet, and the amenaza, that moved."""
    found = []
    if before.get("threat") != after.get("threat"):
        found.append(("", "threat", before.get("threat"), after.get("threat")))
    for name, sheet in after["characters"].items():
        old = before["characters"].get(name)
        if old is None:
            continue
        for ch, word in WORDS.items():
            a, b = old["scores"][ch]["current"], sheet["scores"][ch]["current"]
            if a != b:
                found.append((name, word, a, b))
        for field in ("superacion", "full_strength"):
            if old[field] != sheet[field]:
                found.append((name, field, old[field], sheet[field]))
        for quality in set(sheet["qualities"]["crossed_out"]) - set(old["qualities"]["crossed_out"]):
            found.append((name, "crossed_out", "", quality))
    return found


def _told(change: tuple[str, str, Any, Any], lines: list[str]) -> bool:
    whose, what, a, b = change
    if what == "threat":
        moves = [tuple(map(int, m.groups())) for line in lines
                 if (m := re.fullmatch(r"\(note: Amenaza (\d+) → (\d+)\)", line))]
        return bool(moves) and moves[0][0] == a and moves[-1][1] == b and all(
            x[1] == y[0] for x, y in pairwise(moves))
    if what == "superacion":
        return (f"[PC:{whose}|Superación {a}→{b}]" in lines
                or any(line.startswith(f"[PC:{whose}|") and line.endswith(f"|Superación {b}]")
                       for line in lines))
    if what == "full_strength":
        return any(whose in line and "fuerzas de flaqueza" in line for line in lines)
    if what == "crossed_out":
        return any(whose in line and b in line for line in lines)
    return (f"=> [PC:{whose}|{what} {a}→{b}]" in lines or f"=> [N:{whose}|{what} {a}→{b}]" in lines
            or any(line.startswith(f"[PC:{whose}|") and f"|{what} {b}/" in line
                   for line in lines))


def test_every_change_of_a_scripted_session_has_its_line(home: Path) -> None:
    opened = campaign(home)
    solo_json(*opened, "frag", "character", "new", home=home, stdin=ANA)
    solo_json(*opened, "frag", "character", "new", "--rank", "monster", home=home, stdin=DUKE)
    solo_json(*opened, "frag", "character", "use", "Barbara", home=home)
    seen: set[str] = set()
    for argv in SESSION:
        before, written = state(home), journal(home)
        solo_json(*opened, *argv, home=home)
        lines = journal(home)[len(written):].splitlines()
        changes = _changes(before, state(home))
        assert changes, argv                                 # each command changes something
        for change in changes:
            assert _told(change, lines), (argv, change, lines)
            seen.add(change[1])
    assert seen == {"threat", "superacion", "full_strength", "Acción", "Cognición"}
