"""What the systems' rolls leave hanging reaches the pending queue."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run_cli


def pending(home: Path, campaign: str) -> list[dict[str, object]]:
    code, out, err = run_cli("--json", "--campaign", campaign, "pending", home=home)
    assert code == 0, err
    items = json.loads(out)["items"]
    assert isinstance(items, list)
    return items


def test_tricube_critical_failure_queues_its_complication(tmp_path: Path) -> None:
    run_cli("campaign", "new", "t", "--system", "tricube", home=tmp_path)
    code, out, _ = run_cli("--json", "--campaign", "t", "tricube", "challenge", "--dice", "1 1",
                           home=tmp_path)
    assert code == 0
    drawn = json.loads(out)["complication"]
    items = pending(tmp_path, "t")
    assert [(i["kind"], i["source"], i["text"]) for i in items] == [
        ("complication", "tricube", drawn)]


def test_tricube_success_queues_nothing(tmp_path: Path) -> None:
    run_cli("campaign", "new", "t", "--system", "tricube", home=tmp_path)
    run_cli("--campaign", "t", "tricube", "challenge", "--dice", "6 2", home=tmp_path)
    assert pending(tmp_path, "t") == []


def test_zodiac_grades_with_something_to_narrate_are_queued(tmp_path: Path) -> None:
    run_cli("campaign", "new", "z", "--system", "zodiac", home=tmp_path)
    # benefit, success, failure + consequence (narrated there and then: nothing owed), then
    # failure + complication (owed to the story)
    for die in ("8", "10", "5", "2"):
        run_cli("--campaign", "z", "zodiac", "action", "--at", "-1", "--cd", "7", "--dice", die,
                home=tmp_path)
    items = pending(tmp_path, "z")
    assert [(i["kind"], i["source"]) for i in items] == [("complication", "zodiac")]
    assert "Fracaso+Complicación" in str(items[0]["text"])
