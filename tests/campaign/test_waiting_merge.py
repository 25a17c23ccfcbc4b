"""A command that waited for the player puts its changes over what others saved meanwhile."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from solo.campaign.merge import rebase
from solo.campaign.store import Campaign
from solo.journal.entry import mechanics

NOW = datetime(2026, 11, 29, 14, 10, tzinfo=UTC)


def _threads(campaign: Campaign) -> list[str]:
    return [row["name"] for row in campaign.load("engine").get("threads", [])]


def test_changes_made_while_a_question_waited_are_kept_and_undone_apart(tmp_path: Path) -> None:
    shell = Campaign.create(tmp_path, "c", "none", "es", NOW)
    shell.append_changes = True
    shell.save("engine", {"tension": 5, "threads": [{"name": "A"}]})
    other = Campaign.open(tmp_path, "c")
    with shell.transaction("tour"):
        engine = shell.load("engine")                       # read before the question
        shell.save("engine", {**engine, "threads": [*engine["threads"], {"name": "B"}]})
        shell.record(mechanics("[Thread:B|Abierto]"))
        with shell.waiting(), other.transaction("x"):   # a one-shot, meanwhile
            now = other.load("engine")
            assert [row["name"] for row in now["threads"]] == ["A", "B"]
            other.save("engine", {**now, "tension": 6,
                                   "threads": [*now["threads"], {"name": "X"}]})
        assert _threads(shell) == ["A", "B"]               # its own view, as it read it
        shell.save("engine", {**engine, "threads": [*engine["threads"], {"name": "B"},
                                                   {"name": "C"}]})
    again = Campaign.open(tmp_path, "c")
    assert _threads(again) == ["A", "B", "X", "C"]
    assert again.load("engine")["tension"] == 6
    assert again.undo().label == "tour"                    # one step, the last to finish
    assert _threads(again) == ["A", "X"] and again.load("engine")["tension"] == 6
    assert again.undo().label == "x"
    assert _threads(again) == ["A"] and again.load("engine")["tension"] == 5


def test_nothing_is_merged_when_nobody_else_wrote(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "c", "none", "es", NOW)
    with campaign.transaction("fate character new"):
        campaign.save("fate", {"characters": {"Nia": {"fate_points": 3}}})
        with campaign.waiting():
            pass
        campaign.save("fate", {"characters": {"Nia": {"fate_points": 2}}})
    assert campaign.take_notices() == []
    assert campaign.undo().label == "fate character new"
    assert campaign.load("fate") == {}


def test_a_field_both_changed_is_the_commands_and_named() -> None:
    base = {"areas": {"engine": {"tension": 5, "npcs": [{"name": "Ana", "weight": 1}]}}}
    ours = {"areas": {"engine": {"tension": 4, "npcs": [{"name": "Ana", "weight": 2}]}}}
    theirs = {"areas": {"engine": {"tension": 6, "npcs": [{"name": "Bea", "weight": 1},
                                                          {"name": "Ana", "weight": 3}]}}}
    merged = rebase(base, ours, theirs)
    assert merged.data == {"areas": {"engine": {
        "tension": 4, "npcs": [{"name": "Bea", "weight": 1}, {"name": "Ana", "weight": 2}]}}}
    assert merged.conflicts == ("engine.tension", "engine.npcs[0].weight")


def test_an_item_removed_by_the_other_is_put_back_only_when_changed() -> None:
    base = {"l": [{"name": "A"}, {"name": "B"}]}
    ours = {"l": [{"name": "A"}, {"name": "B"}, {"name": "C"}]}
    theirs = {"l": [{"name": "B"}]}
    assert rebase(base, ours, theirs).data == {"l": [{"name": "B"}, {"name": "C"}]}


def test_an_area_both_made_while_the_question_waited_holds_both(tmp_path: Path) -> None:
    shell = Campaign.create(tmp_path, "c", "fate", "es", NOW)
    other = Campaign.open(tmp_path, "c")
    with shell.transaction("fate character new"):
        shell.record(mechanics("[PC:Marta|PF 3]"))
        with shell.waiting(), other.transaction("fate aspect add Niebla"):
            other.save("fate", {"characters": {}, "aspects": [{"name": "Niebla"}]})
        shell.save("fate", {"characters": {"Marta": {"fate_points": 3}}, "aspects": []})
    assert shell.take_notices() == []
    fate = Campaign.open(tmp_path, "c").load("fate")
    assert fate == {"characters": {"Marta": {"fate_points": 3}}, "aspects": [{"name": "Niebla"}]}
