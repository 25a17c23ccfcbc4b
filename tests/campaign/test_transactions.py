"""One command, one transaction: all of its state or none, one undo step, journal and state agree."""

from __future__ import annotations

import json
import os
import shutil
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from solo.campaign import diff, staged
from solo.campaign.store import Campaign
from solo.errors import CampaignError
from solo.journal.entry import mechanics, prose
from solo.journal.store import JournalStore
from tests.conftest import area_state, cli_json, run_cli

NOW = datetime(2026, 11, 29, 14, 10, tzinfo=UTC)
FIXTURES = Path(__file__).parent / "fixtures"


def _journal(home: Path, name: str = "c") -> str:
    return (home / "journals" / name / "journal.md").read_text(encoding="utf-8")


def _document(home: Path, name: str = "c") -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        (home / "journals" / name / "state.json").read_text(encoding="utf-8"))
    return data


def test_a_command_that_changes_several_areas_is_one_undo_step(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "c", "none", "es", NOW)
    with campaign.transaction("varias cosas"):
        campaign.save("engine", {"tension": 7})
        campaign.save("fate", {"characters": {}})
        campaign.update(scene=3)
        campaign.record(mechanics("d: 1d6=4 -> 4"))
    assert len(_document(tmp_path)["history"]) == 1
    undone = campaign.undo()
    assert (undone.area, undone.label) == ("campaign, engine, fate", "varias cosas")
    again = Campaign.open(tmp_path, "c")
    assert (again.load("engine"), again.load("fate"), again.settings.scene) == ({}, {}, 0)
    assert _journal(tmp_path).count("d: 1d6=4") == 1


def test_a_failing_command_writes_nothing(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "c", "none", "es", NOW)
    before = (_journal(tmp_path), _document(tmp_path))
    with pytest.raises(CampaignError), campaign.transaction("falla"):
        campaign.save("engine", {"tension": 9})
        campaign.record(mechanics("d: 1d6=4 -> 4"))
        raise CampaignError("campaign.undo.empty")
    assert (_journal(tmp_path), _document(tmp_path)) == before
    assert campaign.load("engine") == {}


def test_scene_new_with_the_wrong_faces_leaves_no_heading(tmp_path: Path) -> None:
    run_cli("campaign", "new", "c", home=tmp_path)
    before = (_journal(tmp_path), _document(tmp_path))
    code, _out, err = run_cli("--campaign", "c", "scene", "new", "El faro", "--dice", "1 2",
                              home=tmp_path)
    assert code == 2, err
    assert (_journal(tmp_path), _document(tmp_path)) == before


def test_undone_headings_are_never_reused(tmp_path: Path) -> None:
    run_cli("campaign", "new", "c", home=tmp_path)
    for line in (["session", "start"], ["scene", "new", "Uno", "--dice", "10"], ["undo"],
                 ["scene", "new", "Otra", "--dice", "10"], ["undo"], ["undo"],
                 ["session", "start"]):
        code, _out, err = run_cli("--campaign", "c", *line, home=tmp_path)
        assert code == 0, (line, err)
    text = _journal(tmp_path)
    assert text.count("## Sesión 1\n") == 1 and text.count("## Sesión 2\n") == 1
    assert text.count("### S1 ") == 1 and text.count("### S2 ") == 1
    assert "(note: Deshecho: scene new Otra --dice 10)" in text
    assert "(note: Deshecho: session start)" in text


def test_undo_reverses_exactly_the_last_command(tmp_path: Path) -> None:
    run_cli("campaign", "new", "c", home=tmp_path)
    cli_json("--campaign", "c", "tension", "up", home=tmp_path)
    cli_json("--campaign", "c", "thread", "add", "El faro", home=tmp_path)
    cli_json("--campaign", "c", "undo", home=tmp_path)
    state = area_state(tmp_path, "c", "engine")
    assert (state["tension"], state["threads"]) == (6, [])


def test_a_crash_before_the_journal_got_its_text_changes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    campaign = Campaign.create(tmp_path, "c", "none", "es", NOW)
    before = (_journal(tmp_path), _document(tmp_path))

    def die(self: JournalStore, text: str) -> int:
        raise SystemExit("killed")

    monkeypatch.setattr(JournalStore, "append_text", die)
    with pytest.raises(SystemExit), campaign.transaction("x"):
        campaign.save("engine", {"tension": 8})
        campaign.record(mechanics("d: 1d6=6 -> 6"))
    monkeypatch.undo()
    assert Campaign.open(tmp_path, "c").load("engine") == {}    # the next state is dropped
    assert (_journal(tmp_path), _document(tmp_path)) == before
    assert not (tmp_path / "journals" / "c" / staged.NEXT_FILE).exists()


def test_a_crash_after_the_journal_got_its_text_is_finished_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    campaign = Campaign.create(tmp_path, "c", "none", "es", NOW)

    def die(folder: Path) -> None:
        raise SystemExit("killed")

    monkeypatch.setattr(staged, "install", die)
    with pytest.raises(SystemExit), campaign.transaction("x"):
        campaign.save("engine", {"tension": 8})
        campaign.record(mechanics("d: 1d6=6 -> 6"))
    monkeypatch.undo()
    assert "d: 1d6=6" in _journal(tmp_path)
    assert _document(tmp_path)["areas"] == {}
    assert Campaign.open(tmp_path, "c").load("engine") == {"tension": 8}   # put in place
    assert _document(tmp_path)["areas"] == {"engine": {"tension": 8}}
    Campaign.open(tmp_path, "c")
    assert _journal(tmp_path).count("d: 1d6=6") == 1


def test_a_crash_while_the_state_log_line_was_written_finishes_the_journal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    campaign = Campaign.create(tmp_path, "c", "none", "es", NOW)
    campaign.append_changes = True
    campaign.save("engine", {"tension": 7})          # the first: the whole state, log marked

    def die(self: JournalStore, text: str) -> int:
        raise SystemExit("killed")

    monkeypatch.setattr(JournalStore, "append_text", die)
    with pytest.raises(SystemExit), campaign.transaction("x"):
        campaign.save("engine", {"tension": 8})
        campaign.record(mechanics("d: 1d6=6 -> 6"))
    monkeypatch.undo()
    assert "d: 1d6=6" not in _journal(tmp_path)
    assert Campaign.open(tmp_path, "c").load("engine") == {"tension": 8}
    assert _journal(tmp_path).count("d: 1d6=6") == 1
    Campaign.open(tmp_path, "c")
    assert _journal(tmp_path).count("d: 1d6=6") == 1


def test_a_torn_journal_append_is_completed(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "c", "none", "es", NOW)
    campaign.record(prose("Una frase entera que se cortó."))
    path = campaign.journal.path
    whole = path.read_bytes()
    with path.open("r+b") as handle:
        handle.truncate(len(whole) - 9)
    Campaign.open(tmp_path, "c")
    assert path.read_bytes() == whole


def test_a_full_disk_leaves_journal_and_state_as_they_were(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    campaign = Campaign.create(tmp_path, "c", "none", "es", NOW)
    before = (_journal(tmp_path), _document(tmp_path))
    real_write = os.write
    journal_fd: list[int] = []
    real_open = os.open

    def tracking_open(path: Any, flags: int, *args: Any) -> int:
        fd = real_open(path, flags, *args)
        if str(path).endswith("journal.md") and flags & os.O_APPEND:
            journal_fd.append(fd)
        return fd

    def full(fd: int, data: Any) -> int:
        if fd in journal_fd:
            real_write(fd, bytes(data[:7]))
            raise OSError(28, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(os, "open", tracking_open)
    monkeypatch.setattr(os, "write", full)
    with pytest.raises(CampaignError) as caught, campaign.transaction("thread add"):
        campaign.save("engine", {"threads": [1]})
        campaign.record(prose("palabra " * 2000))
    monkeypatch.undo()
    assert str(campaign.journal.path) in caught.value.message()
    assert (_journal(tmp_path), _document(tmp_path)) == before
    with pytest.raises(CampaignError):
        campaign.undo()


def test_a_second_writer_sees_the_first_ones_changes_and_fences(tmp_path: Path) -> None:
    shell_side = Campaign.create(tmp_path, "c", "none", "es", NOW)
    shell_side.record(mechanics("d: 1d6=1 -> 1"))
    other = Campaign.open(tmp_path, "c")
    other.record(prose("Entre medias."))
    other.save("engine", {"tension": 3})
    shell_side.record(mechanics("d: 1d6=2 -> 2"))
    with shell_side.transaction("tension"):
        assert shell_side.load("engine") == {"tension": 3}
        shell_side.save("engine", {"tension": 4})
    text = _journal(tmp_path)
    assert text.endswith("d: 1d6=1 -> 1\n```\n\nEntre medias.\n\n```lonelog\nd: 1d6=2 -> 2\n")
    assert Campaign.open(tmp_path, "c").load("engine") == {"tension": 4}


def test_a_checkpoint_keeps_a_guided_step_when_the_rest_is_cancelled(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "c", "none", "es", NOW)
    with pytest.raises(KeyboardInterrupt), campaign.transaction("fate conflict"):
        campaign.save("fate", {"stress": 1})
        campaign.record(mechanics("=> Nia marca estrés 1"))
        campaign.checkpoint()
        campaign.save("fate", {"stress": 2})
        raise KeyboardInterrupt
    again = Campaign.open(tmp_path, "c")
    assert again.load("fate") == {"stress": 1}
    assert "=> Nia marca estrés 1" in _journal(tmp_path)
    assert again.undo().label == "fate conflict"
    assert again.load("fate") == {}


def test_a_guided_command_whose_effects_were_reset_is_voided_not_skipped(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "c", "fate", "es", NOW)
    campaign.save("fate", {"stress": 0}, label="fate character new")
    with campaign.transaction("thread add Uno"):
        campaign.save("engine", {"threads": ["Uno"]})
    with campaign.transaction("fate conflict Matón"):      # stress taken, then cleared at the end
        campaign.save("fate", {"stress": 1})
        campaign.record(mechanics("=> Nia marca estrés 1"))
        campaign.checkpoint()
        campaign.save("fate", {"stress": 0})
        campaign.record(mechanics("=> Fin del conflicto"))
    history = _document(tmp_path)["history"]
    assert [(step["label"], step["edits"]) for step in history][-1] == ("fate conflict Matón", [])
    undone = campaign.undo()
    assert (undone.area, undone.label) == ("journal", "fate conflict Matón")
    assert campaign.load("engine") == {"threads": ["Uno"]}  # never the command before it
    assert campaign.undo().label == "thread add Uno"


def test_a_command_that_wrote_nothing_leaves_no_step(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "c", "none", "es", NOW)
    with campaign.transaction("thread list"):
        campaign.load("engine")
    with campaign.transaction("journal export"):
        campaign.record(mechanics("d: 1d6=4 -> 4"))
    with campaign.transaction("journal export"):
        campaign.close_block()                             # a closing fence is no writing
    assert [step["label"] for step in _document(tmp_path)["history"]] == ["journal export"]


def test_undo_history_holds_the_changes_not_copies(tmp_path: Path) -> None:
    campaign = Campaign.create(tmp_path, "c", "none", "es", NOW)
    npcs = [{"name": f"PNJ {n}", "weight": 1, "status": "open"} for n in range(1000)]
    campaign.save("engine", {"npcs": npcs})
    for number in range(60):
        campaign.save("engine", {"npcs": [*npcs, {"name": f"nuevo {number}"}]})
    history = json.dumps(_document(tmp_path)["history"])
    assert len(history) < 20_000


@pytest.mark.foreign_journal  # the earlier layout's journal, kept as it was
def test_a_campaign_of_the_earlier_layout_is_migrated_once(tmp_path: Path) -> None:
    folder = tmp_path / "journals" / "viejo"
    shutil.copytree(FIXTURES / "v1-viejo", folder)
    journal = (folder / "journal.md").read_bytes()
    campaign = Campaign.open(tmp_path, "viejo")
    assert (campaign.settings.system, campaign.settings.session) == ("fate", 1)
    assert campaign.load("engine")["tension"] == 6
    assert [n["name"] for n in campaign.load("engine")["npcs"]] == ["Guardia"]
    assert (folder / "backup-v1" / "campaign.yaml").is_file()
    assert (folder / "backup-v1" / ".history").is_dir()
    assert not (folder / "campaign.yaml").exists()
    assert (folder / "journal.md").read_bytes() == journal
    assert Campaign.open(tmp_path, "viejo").load("engine")["tension"] == 6
    assert campaign.undo().label.startswith("scene new")
    assert campaign.load("engine")["scene"] == 0
    code, _out, err = run_cli("--campaign", "viejo", "scene", "new", "Otra", "--dice", "10",
                             home=tmp_path)
    assert code == 0, err
    assert "### S2 *Otra*" in (folder / "journal.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(("old", "new"), [
    ({"a": 1, "b": [1, 2, 3]}, {"a": 2, "b": [1, 3], "c": None}),
    ([1, 2, 3], [0, 1, 2, 3, 4]),
    ({"x": {"y": [{"z": 1}]}}, {"x": {"y": [{"z": 2}]}}),
    ({"k": "v"}, {}),
    ([], [{"n": 1}]),
    ([1, 2, 3, 4], [2, 3, 4, 5]),
    ([1, 2, 3, 4], [3, 4, 5, 6, 7]),
])
def test_diff_edits_replay(old: Any, new: Any) -> None:
    assert diff.apply(old, diff.diff(old, new)) == new
    assert diff.apply(new, diff.diff(new, old)) == old


def test_a_full_disk_while_saving_state_names_the_file(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    run_cli("campaign", "new", "c", home=tmp_path)
    before = (_journal(tmp_path), _document(tmp_path))
    real_write = os.write

    def full(fd: int, data: Any) -> int:
        if os.readlink(f"/proc/self/fd/{fd}").endswith(staged.NEXT_FILE):
            raise OSError(28, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", full)
    code, _out, err = run_cli("--campaign", "c", "thread", "add", "El faro", home=tmp_path)
    monkeypatch.undo()
    assert code == 1                                # a full disk: exit 1, as documented
    assert "state.json" in err and "el disco está lleno" in err
    assert (_journal(tmp_path), _document(tmp_path)) == before
    code, _out, err = run_cli("--campaign", "c", "undo", home=tmp_path)
    assert code == 2 and "nada que deshacer" in err


def test_the_shell_appends_changes_and_folds_them_in_when_it_closes(tmp_path: Path) -> None:
    from solo.campaign.changes import CHANGES_FILE
    from tests.conftest import Shell

    run_cli("campaign", "new", "c", home=tmp_path)
    shell = Shell(tmp_path)
    shell.run("campaign open c")
    state = tmp_path / "journals" / "c" / "state.json"
    shell.run("note Empieza.")                         # the first: the whole state, marked
    before = state.read_bytes()
    assert json.loads(before)["log"] is True            # a change log continues it
    shell.run("thread add El faro")
    shell.run("tension up")
    assert state.read_bytes() == before                 # the whole state was not rewritten
    log = tmp_path / "journals" / "c" / CHANGES_FILE
    assert len(log.read_text(encoding="utf-8").splitlines()) == 2
    other = cli_json("--campaign", "c", "thread", "list", home=tmp_path)  # sees both changes
    assert [entry["name"] for entry in other["entries"]] == ["El faro"]
    assert area_state(tmp_path, "c", "engine")["tension"] == 6   # the one-shot folded them in
    shell.run("npc add Guardia")                        # the shell sees what the one-shot wrote
    shell.run("undo")
    shell.run("undo")
    assert shell.run("tension").result.tension == 5
    closed = shell.run("campaign close")
    assert closed.err == ""                              # closing after changes is no crash
    assert not log.exists() or log.read_bytes() == b""
    assert area_state(tmp_path, "c", "engine")["tension"] == 5


def test_a_change_line_cut_short_by_a_crash_never_counts(tmp_path: Path) -> None:
    from solo.campaign.changes import CHANGES_FILE

    campaign = Campaign.create(tmp_path, "c", "none", "es", NOW)
    campaign.append_changes = True
    campaign.save("engine", {"tension": 6})      # the whole state, marked as continued by the log
    campaign.save("engine", {"tension": 7})
    log = tmp_path / "journals" / "c" / CHANGES_FILE
    whole = log.read_bytes()
    campaign.save("engine", {"tension": 8})
    log.write_bytes(log.read_bytes()[: len(whole) + 10])      # the second line, torn
    again = Campaign.open(tmp_path, "c")
    assert again.load("engine") == {"tension": 7}
    assert [notice.key for notice in again.take_notices()] == ["campaign.changes.torn"]
    assert log.read_bytes() == whole                          # cut off, said once
    assert Campaign.open(tmp_path, "c").take_notices() == []
    again.append_changes = True
    again.save("engine", {"tension": 9})
    assert Campaign.open(tmp_path, "c").load("engine") == {"tension": 9}
    assert len(log.read_text(encoding="utf-8").splitlines()) == 2


def test_opening_another_campaign_in_the_shell_closes_the_first_whole(tmp_path: Path) -> None:
    from solo.campaign.changes import CHANGES_FILE
    from tests.conftest import Shell

    shell = Shell(tmp_path)
    shell.run("campaign new a --system zodiac")
    shell.run("zodiac action --at 2 --cd 9 --dice 8")   # a mechanics block left open
    shell.run("thread add El faro")
    made = shell.run("campaign new b --system frag")
    assert made.err == ""
    assert "«b»" in made.out
    journal = _journal(tmp_path, "a")
    assert journal.count("```lonelog") == journal.count("```") // 2 == 1   # the block is closed
    assert "El faro" in journal
    log = tmp_path / "journals" / "a" / CHANGES_FILE
    assert not log.exists() or log.read_bytes() == b""                      # folded in
    assert [row["name"] for row in area_state(tmp_path, "a", "engine")["threads"]] == ["El faro"]
    assert shell.run("thread add Otra").err == ""         # b is open and takes commands
    assert "Otra" in _journal(tmp_path, "b")
