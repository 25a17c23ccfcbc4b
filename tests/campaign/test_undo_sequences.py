"""`undo` takes back exactly the last command that wrote to the campaign (state, journal or both).

Random sequences of commands that change the state, commands that only journal (a roll, an
oracle answer, the player's notes and Lonelog lines), commands that only read, commands that
fail, and `undo` — run one-shot, in one shell, or both taking turns — are checked against a
model: a stack of (what the player typed, the state before it). Each `undo` names the top of
the stack, puts the state back as it was before that command and journals the note; a
command that only journaled is voided by that note and never lets `undo` reach past it.
"""

from __future__ import annotations

import contextlib
import json
import shlex
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.campaign.changes import ChangeLog, replay
from solo.campaign.store import HISTORY_LIMIT
from tests.conftest import Shell, cli_json, run_cli

STATE, JOURNAL, READ, FAIL = "state", "journal", "read", "fail"
NOTE = "Llueve; «no» | > \" ' sobre el andén"
COMMANDS: dict[str, list[tuple[str, ...]]] = {
    STATE: [("thread", "add", "Hilo {n}"), ("npc", "add", "Pnj {n}"),
            ("clock", "new", "Reloj {n}", "4"), ("session", "start"),
            ("scene", "new", "Escena {n}", "--dice", "10")],
    JOURNAL: [("roll", "1d6"), ("oracle", "¿Llueve {n}?"), ("table", "roll", "core/giros"),
              ("note", NOTE), ("act", "Abro la puerta {n}"), ("consequence", "Chirría"),
              ("question", "¿Hay luz? -> No"), ("meta", "la tirada {n} era con ventaja"),
              ("fate", "roll", "--bonus", "2")],
    READ: [("thread", "list"), ("tension",), ("journal", "--lines", "2"), ("npc", "list")],
    FAIL: [("thread", "remove", "Nadie"), ("roll", "1d0"), ("note",),
           ("clock", "tick", "Ninguno")],
}
RAW_TEXT = {"note", "act", "consequence", "question", "meta"}
"""Commands that take the rest of the shell's line as typed (no quoting)."""

KINDS = [STATE, STATE, JOURNAL, JOURNAL, JOURNAL, READ, FAIL, "undo", "undo", "undo"]
"""What a step does, as often as a player would: mostly writing, undo now and then."""
step = st.tuples(st.sampled_from(KINDS), st.integers(0, 8))


@dataclass
class Player:
    """One campaign played one-shot, in one shell, or both; and the model of its undo."""

    home: Path
    shell: Shell | None = None
    stack: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    """(label, state before) of each command that wrote, the last on top."""
    names: int = 0

    def state(self) -> dict[str, Any]:
        """The state undo takes back, as the next command will read it (change log included)."""
        folder = self.home / "journals" / "u"
        document = json.loads((folder / "state.json").read_text(encoding="utf-8"))
        log = ChangeLog(folder)
        document = replay(document, log.read(locked=False), log.path, fresh=True)
        return {"settings": document["settings"], "areas": document["areas"]}

    def journal(self) -> str:
        return (self.home / "journals" / "u" / "journal.md").read_text(encoding="utf-8")

    def run(self, argv: tuple[str, ...], in_shell: bool) -> tuple[bool, str, Any]:
        """Run a command; return (it succeeded, its label as undo names it, its result)."""
        if in_shell:
            if self.shell is None:
                self.shell = Shell(self.home)
                assert self.shell.run("campaign open u").err == ""
            line = (" ".join(argv) if argv[0] in RAW_TEXT else shlex.join(argv))
            ran = self.shell.run(line)
            return ran.err == "", " ".join(line.split()), ran.result
        code, out, _err = run_cli("--json", "--seed", "7", "--campaign", "u", *argv,
                                  home=self.home)
        result = json.loads(out.strip().splitlines()[-1]) if code == 0 and out.strip() else None
        return code == 0, " ".join(argv), result


def _undone(result: Any) -> tuple[str, str]:
    if isinstance(result, dict):
        return result["area"], result["label"]
    return result.area, result.label


def _nothing_written(journal: str, now: str) -> bool:
    """The journal is as it was (a one-shot may close the block a shell left open)."""
    return now in (journal, journal + "```\n")


@contextlib.contextmanager
def _campaign() -> Iterator[Player]:
    """A fresh home with the campaign `u` (no system: every core command applies)."""
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        assert run_cli("campaign", "new", "u", home=home)[0] == 0
        player = Player(home)
        try:
            yield player
        finally:
            if player.shell is not None:
                player.shell.app.postloop()


def _play(player: Player, kind: str, number: int, in_shell: bool) -> None:
    """Run one step and check it against the model."""
    before, journal = player.state(), player.journal()
    if kind == "undo":
        ok, _label, result = player.run(("undo",), in_shell)
        if not player.stack:
            assert not ok and player.state() == before
            assert _nothing_written(journal, player.journal())
            return
        label, expected = player.stack.pop()
        assert ok
        area, named = _undone(result)
        assert named == label                                    # the last command, by name
        assert player.state() == expected                        # as it was before it
        assert (area == "journal") == (expected == before)       # a journal-only one: voided
        added = player.journal()
        assert added.startswith(journal)                         # the journal only grows
        assert f"(note: Deshecho: {label})" in added[len(journal):]
        return
    choices = COMMANDS[kind]
    player.names += 1  # every name new: a second `thread add` of one thread is another story
    argv = tuple(word.format(n=player.names) for word in choices[number % len(choices)])
    ok, label, _result = player.run(argv, in_shell)
    after, grown = player.state(), player.journal()
    assert ok == (kind != FAIL), (argv, kind)
    assert grown.startswith(journal)
    if kind in (READ, FAIL):                                     # wrote nothing: no undo step
        assert after == before and _nothing_written(journal, grown), argv
        return
    assert (after != before) == (kind == STATE), argv            # journal-only: state untouched
    assert len(grown) > len(journal), argv
    player.stack.append((label, before))


@pytest.mark.parametrize("where", ["one-shot", "shell", "both"])
@given(steps=st.lists(st.tuples(step, st.booleans()), min_size=3, max_size=16))
@settings(max_examples=25)
def test_undo_takes_back_exactly_the_last_command_that_wrote(
        where: str, steps: list[tuple[tuple[str, int], bool]]) -> None:
    with _campaign() as player:
        for (kind, number), shell_turn in steps:
            _play(player, kind, number, where == "shell" or (where == "both" and shell_turn))
        while player.stack:                                      # then undo all, in order
            _play(player, "undo", 0, where == "shell")
        _play(player, "undo", 0, where != "one-shot")            # and nothing is left to undo


def test_the_acceptance_line_voids_the_roll_and_keeps_the_thread(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "u", home=tmp_path)[0] == 0
    cli_json("--campaign", "u", "thread", "add", "Uno", home=tmp_path)
    cli_json("--campaign", "u", "roll", "1d6", home=tmp_path)
    code, out, err = run_cli("--campaign", "u", "undo", home=tmp_path)
    assert (code, out, err) == (0, "Deshecho: roll 1d6\n", "")
    threads = cli_json("--campaign", "u", "thread", "list", home=tmp_path)["entries"]
    assert [thread["name"] for thread in threads] == ["Uno"]
    journal = (tmp_path / "journals" / "u" / "journal.md").read_text(encoding="utf-8")
    assert "[Thread:Uno|Abierto]" in journal                  # the roll stays, voided
    assert journal.index("\nd: 1d6=") < journal.index("(note: Deshecho: roll 1d6)")
    assert cli_json("--campaign", "u", "undo", home=tmp_path)["label"] == "thread add Uno"


def test_journal_only_steps_carry_a_label_and_no_edits(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "u", home=tmp_path)[0] == 0
    shell = Shell(tmp_path)
    shell.run("campaign open u")
    for number in range(HISTORY_LIMIT + 5):
        shell.run(f"roll 1d{number + 2}")
    shell.app.postloop()
    state = json.loads((tmp_path / "journals" / "u" / "state.json").read_text("utf-8"))
    assert len(state["history"]) == HISTORY_LIMIT
    assert all(step["edits"] == [] for step in state["history"])
    assert len(json.dumps(state["history"])) < 100 * HISTORY_LIMIT
    assert state["history"][-1]["label"] == f"roll 1d{HISTORY_LIMIT + 6}"


def test_making_opening_closing_and_exporting_leave_no_step(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    shell.run("campaign new a")
    assert "nada que deshacer" in shell.run("undo").err          # making it is no step
    shell.run("roll 1d6 --dice 2")
    shell.run("journal export")                                 # closes the block: no step
    shell.run("campaign new b")                                 # closes a: no step in a
    shell.run("campaign open a")
    assert shell.run("undo").result.label == "roll 1d6 --dice 2"
    assert "nada que deshacer" in shell.run("undo").err
    shell.run("campaign close")
    assert run_cli("--campaign", "a", "undo", home=tmp_path)[0] == 2


def test_a_tour_is_one_step(tmp_path: Path) -> None:
    code, _out, err = run_cli("--seed", "4", "tour", "tricube", home=tmp_path, stdin="\n" * 60)
    assert code == 0, err
    undone = cli_json("--campaign", "tour-tricube", "undo", home=tmp_path)
    assert undone == {"area": "campaign, engine, tricube", "label": "tour tricube"}
    state = json.loads((tmp_path / "journals" / "tour-tricube" / "state.json").read_text("utf-8"))
    assert state["areas"] == {} and state["settings"]["session"] == 0
    code, _out, err = run_cli("--campaign", "tour-tricube", "undo", home=tmp_path)
    assert (code, err) == (2, "No hay nada que deshacer en esta campaña.\n")
