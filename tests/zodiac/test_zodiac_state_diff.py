"""A scripted Zodiac session: after each command, every change to a PJ's sheet (PK, PX, states,
Vínculos, Situación Social) and to the pending queue has its journal line, naming whose, in the
order it happened (issue 27, "the journal tells what the state knows")."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from tests.conftest import run_cli
from tests.zodiac.test_zodiac_commands import CREATION

SESSION: list[tuple[tuple[str, ...], str]] = [
    (("zodiac", "action", "atletismo", "--cd", "7", "--dice", "8"), ""),
    (("zodiac", "karma", "gain", "2"), ""),
    (("zodiac", "karma", "spend", "inspiracion"), ""),
    (("zodiac", "karma", "twist", "--dice", "1 5"), ""),
    (("zodiac", "action", "atletismo", "--cd", "7", "--dice", "4"), ""),
    (("zodiac", "karma", "dejavu", "1", "--dice", "9"), ""),
    (("zodiac", "state", "take", "heridas", "grave"), ""),
    (("zodiac", "bond", "add", "Salvar el pueblo"), ""),
    (("zodiac", "bond", "cumplir", "1"), ""),
    (("zodiac", "bond", "cerrar"), ""),
    (("zodiac", "crossroads", "--dice", "9 3"),
     "Suceso\nobligation\natletismo\n\n\nduda\n\ncon\n+1\n"),
]


def _state(home: Path) -> dict[str, Any]:
    document = json.loads((home / "journals" / "z" / "state.json").read_text("utf-8"))
    return dict(document["areas"])


def _journal(home: Path) -> str:
    return (home / "journals" / "z" / "journal.md").read_text(encoding="utf-8")


def _changes(before: dict[str, Any], after: dict[str, Any]) -> list[tuple[str, str, Any]]:
    """(whose, what, now): a PJ's PK, PX, states, Vínculos, scores; a pending item (whose: #id)."""
    found: list[tuple[str, str, Any]] = []
    for name, pj in after["zodiac"]["characters"].items():
        old = before["zodiac"]["characters"][name]
        for field in ("pk", "px"):
            if old[field] != pj[field]:
                found.append((name, field, pj[field]))
        for state, marks in pj["states"]["altered"].items():
            if old["states"]["altered"].get(state) != marks:
                found.append((name, "state", state))
        for index, bond in enumerate(pj["bonds"]):
            if index >= len(old["bonds"]) or old["bonds"][index] != bond:
                found.append((name, "bond", bond["text"]))
        for score, value in pj["scores"].items():
            if old["scores"][score] != value:
                found.append((name, "score", f"{score.upper()} {value - old['scores'][score]:+d}"))
    old_items = {item["id"]: item for item in before.get("engine", {}).get("pending", [])}
    for item in after.get("engine", {}).get("pending", []):
        if old_items.get(item["id"]) != item:
            found.append((f"#{item['id']}", "pending", item["status"]))
    return found


def _line_of(change: tuple[str, str, Any], lines: list[str]) -> int | None:
    whose, what, now = change
    for index, line in enumerate(lines):
        if whose not in line:
            continue
        if what in ("pk", "px") and re.search(rf"\b{now}\b", line) and what.upper() in line:
            return index
        if what == "state" and now.lower() in line.lower():
            return index
        if what in ("bond", "pending"):
            return index
        if what == "score" and now in line:
            return index
    return None


def test_every_change_of_a_scripted_zodiac_session_has_its_line(home: Path) -> None:
    assert run_cli("campaign", "new", "z", "--system", "zodiac", home=home)[0] == 0
    assert run_cli("--campaign", "z", "zodiac", "character", "new", home=home,
                   stdin=CREATION)[0] == 0
    seen: set[str] = set()
    for argv, answers in SESSION:
        before, written = _state(home), _journal(home)
        code, _, err = run_cli("--campaign", "z", *argv, home=home, stdin=answers)
        assert code == 0, (argv, err)
        lines = _journal(home)[len(written):].splitlines()
        rolls = [i for i, line in enumerate(lines) if line.startswith("d: ")]
        for change in _changes(before, _state(home)):
            place = _line_of(change, lines)
            assert place is not None, (argv, change, lines)
            if change[1] == "pending" and rolls:               # what the roll left, after it
                assert place > rolls[-1], (argv, lines)
            seen.add(change[1])
    assert seen == {"pk", "px", "state", "bond", "score", "pending"}
