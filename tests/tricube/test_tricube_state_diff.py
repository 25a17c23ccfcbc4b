"""A scripted Tricube session: after each command, every change to a sheet or an effort track
has its journal line, naming whose, in the order it happened (issue 27, "the journal tells what
the state knows")."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from tests.conftest import run_cli

NIA = "ágil\nladrona\nganzúas\ncuriosa\n"
BRUNO = "fuerte\nherrero\nbrazos de hierro\ngruñón\n"
POOLS = {"karma": "Karma", "resolve": "Resolución"}

SESSION: list[tuple[tuple[str, ...], str]] = [
    (("tricube", "effort", "new", "Puerta", "2"), ""),
    (("tricube", "effort", "foe", "Bruja", "--level", "2", "--traits", "astuto"), ""),
    (("tricube", "challenge", "--dice", "5 5 1", "--effort", "Puerta", "--cost", "0"), ""),
    (("tricube", "challenge", "--dice", "2 2", "--quirk", "--cost", "1"), ""),
    (("tricube", "challenge", "--dice", "3 4", "--karma"), ""),
    (("tricube", "karma", "-1", "--pj", "Bruno"), ""),
    # Against the crafty Bruja of level 2, agile Nia rolls at 6; Bruno's Karma brings it to 5.
    (("tricube", "challenge", "--guided", "--effort", "Bruja", "--dice", "5 2 2"),
     "golpe\n\n\n3\n\n"),
    (("tricube", "resolve", "-1"), ""),
    (("tricube", "affliction", "add", "fobia", "a", "las", "arañas"), ""),
    (("tricube", "advance", "perk", "oído fino"), ""),
    (("tricube", "advance", "karma"), ""),
    (("tricube", "effort", "drop", "Bruja"), ""),
]


def _state(home: Path) -> dict[str, Any]:
    document = json.loads((home / "journals" / "c" / "state.json").read_text("utf-8"))
    return dict(document["areas"]["tricube"])


def _journal(home: Path) -> str:
    return (home / "journals" / "c" / "journal.md").read_text(encoding="utf-8")


def _changes(before: dict[str, Any], after: dict[str, Any]) -> list[tuple[str, str, Any]]:
    """(whose, what, now) for each pool, list and track that moved."""
    found: list[tuple[str, str, Any]] = []
    for name, sheet in after["characters"].items():
        old = before["characters"][name]
        for field in ("karma", "resolve", "karma_max", "resolve_max", "advances"):
            if old[field] != sheet[field]:
                found.append((name, field, sheet[field]))
        for field in ("perks", "quirks"):
            found += [(name, field, item) for item in sheet[field] if item not in old[field]]
        gone = {a["name"] for a in sheet["afflictions"]} - {a["name"] for a in old["afflictions"]}
        found += [(name, "affliction", item) for item in sorted(gone)]
    tracks, old_tracks = after.get("trackers") or {}, before.get("trackers") or {}
    for name in tracks.keys() | old_tracks.keys():
        now, then = tracks.get(name), old_tracks.get(name)
        if now != then:
            found.append((name, "track", now["remaining"] if now else None))
    return found


def _line_of(change: tuple[str, str, Any], lines: list[str]) -> int | None:
    """The first new line that tells `change`, naming whose; None when none does."""
    whose, what, now = change
    for index, line in enumerate(lines):
        if whose not in line:
            continue
        if what in POOLS and (f"|{POOLS[what]} {now}" in line or f"{POOLS[what]} {now}]" in line):
            return index
        if what in ("karma_max", "resolve_max") and re.search(rf"máxim[oa] {now}\b", line):
            return index
        if what == "advances" and f"avance {now}" in line:
            return index
        if what in ("perks", "quirks", "affliction") and str(now) in line:
            return index
        if what == "track" and ((now is None and "fuera de juego" in line)
                                or (now is not None and f"quedan {now}/" in line)):
            return index
    return None


def test_every_change_of_a_scripted_tricube_session_has_its_line(home: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=home)[0] == 0
    for name, sheet in (("Nia", NIA), ("Bruno", BRUNO)):
        assert run_cli("--campaign", "c", "tricube", "pj", "nuevo", name, home=home,
                       stdin=sheet)[0] == 0
    assert run_cli("--campaign", "c", "tricube", "character", "use", "Nia", home=home)[0] == 0
    seen: set[str] = set()
    for argv, answers in SESSION:
        before, written = _state(home), _journal(home)
        code, _, err = run_cli("--campaign", "c", *argv, home=home, stdin=answers)
        assert code == 0, (argv, err)
        lines = _journal(home)[len(written):].splitlines()
        changes = _changes(before, _state(home))
        assert changes, argv                                    # each command changes something
        places = []
        for change in changes:
            place = _line_of(change, lines)
            assert place is not None, (argv, change, lines)
            places.append((change[0], place))
            seen.add(change[1])
        bruno = [p for who, p in places if who == "Bruno"]
        nia = [p for who, p in places if who == "Nia"]
        if bruno and nia and "--guided" in argv:                # the ally paid before the roll
            assert min(bruno) <= max(nia), (argv, lines)        # settled, in that order
    assert seen >= {"karma", "resolve", "karma_max", "advances", "perks", "affliction", "track"}
