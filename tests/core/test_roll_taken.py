"""A roll shown is a roll taken: leaving after the dice is answering each later question with
its default.

Each guided command of every system (and the solo GM's) is played in the shell, in process,
by a player who answers at random (the menu walk's player), on the shell's seeded dice. For
every question asked after the command's first roll, one run presses Ctrl-C there and another
presses Enter there and at every later question of that command: the campaign's state and its
journal must be the same, the command is not cancelled, and the shell said, in one line, which
answer it took. A question asked before any dice still cancels the command, as it always did.
A Fate conflict is kept open where it stands instead (its own tests:
`tests/fate/test_fate_conflict_kept.py`), and a Fate challenge or contest left between two tasks
or exchanges ends there, half-way.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from solo.i18n import LANGUAGES
from solo.procedures.steps import Ask
from tests.conftest import Shell
from tests.core.test_menu_numbers import Player

COMMANDS = {
    "fate": ["fate do", "fate challenge", "fate contest Rival"],
    "zodiac": ["zodiac action", "zodiac crossroads"],
    "fragmentos": ["frag reto --guided", "frag conflicto"],
    "tricube": ["tricube challenge --guided", "tricube versus"],
}
ENGINE = ["scene new Otra"]
"""The solo GM's command that asks after a roll (a scene the dice interrupt or alter)."""
SEEDS = (1, 2, 3, 4)
MOST_QUESTIONS = 12
"""The first this many questions after a roll are tried, one run each (a command asks few)."""
LEFT = {"es": "Se toma la respuesta por defecto", "en": "Taking the default answer"}
CANCELLED = {"es": "Procedimiento interrumpido", "en": "Procedure interrupted"}
HALF_WAY = {"es": "queda a medias", "en": "left half-way"}
NEXT_TASK = {"fate.challenge.ask_action", "fate.do.ask_approach", "fate.do.ask_skill"}
"""The first question of a Fate challenge's next task or a contest's next exchange: leaving
there, with nothing rolled for it, ends the challenge or the contest half-way."""


class Counting:
    """How many rolls the command being driven has announced (the driver's own count)."""

    rolls = 0


@pytest.fixture(autouse=True)
def _count_rolls(monkeypatch: pytest.MonkeyPatch) -> None:
    from solo.shell import driver

    real_init, real_rolled = driver.Leaving.__init__, driver.Leaving.rolled

    def init(self: driver.Leaving) -> None:
        Counting.rolls = 0
        real_init(self)

    def rolled(self: driver.Leaving) -> None:
        Counting.rolls += 1
        real_rolled(self)

    monkeypatch.setattr(driver.Leaving, "__init__", init)
    monkeypatch.setattr(driver.Leaving, "rolled", rolled)


class Leaver(Player):
    """The menu walk's player, who leaves (or just presses Enter from then on) at the
    `at`-th question asked after a roll."""

    def __init__(self, seed: int, at: int, leave: bool) -> None:
        super().__init__(seed)
        self.at, self.leave = at, leave
        self.after = 0
        self.reached: Ask | None = None

    def ask(self, question: Ask) -> str:
        if Counting.rolls:
            self.after += 1
            if self.after >= self.at:
                if self.after == self.at:
                    self.reached = question
                    if self.leave:
                        raise KeyboardInterrupt
                return ""
        return super().ask(question)


def _setup(home: Path, system: str, lang: str, seed: int,
           monkeypatch: pytest.MonkeyPatch) -> None:
    """A campaign with the tour's character, a thread and a character in the lists."""
    player = Player(seed)
    monkeypatch.setattr("solo.shell.app_io.AppIo.ask", lambda _io, q: player.ask(q))
    shell = Shell(home, seed=seed)
    shell.run(f"set lang {lang}")
    for line in (f"tour {system}", "thread add Huida", "npc add Tomás", "scene new Tercera"):
        shell.run(line)


def _play(home: Path, line: str, lang: str, seed: int, player: Leaver,
          monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setattr("solo.shell.app_io.AppIo.ask", lambda _io, q: player.ask(q))
    shell = Shell(home, seed=seed)
    shell.run(f"set lang {lang}")
    shell.run("campaign open " + _campaign(home))
    run = shell.run(line)
    return run.out + run.err


def _campaign(home: Path) -> str:
    return next(p.name for p in (home / "journals").iterdir() if p.is_dir())


def _kept(home: Path) -> tuple[str, str]:
    """The campaign's state (its areas) and its journal, as saved."""
    folder = home / "journals" / _campaign(home)
    state = json.loads((folder / "state.json").read_text(encoding="utf-8"))
    journal = (folder / "journal.md").read_text(encoding="utf-8")
    return json.dumps(state.get("areas"), sort_keys=True, ensure_ascii=False), journal


def _cases() -> list[tuple[str, str]]:
    return [(system, line) for system, lines in COMMANDS.items() for line in lines] + [
        ("fate", line) for line in ENGINE]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("system", "line"), _cases())
def test_leaving_after_a_roll_is_taking_each_default(
        tmp_path: Path, system: str, line: str, lang: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    met: set[str] = set()
    for seed in SEEDS:
        base = tmp_path / f"base{seed}"
        _setup(base, system, lang, seed, monkeypatch)
        for at in range(1, MOST_QUESTIONS + 1):
            left, stayed = tmp_path / f"left{seed}-{at}", tmp_path / f"stayed{seed}-{at}"
            shutil.copytree(base, left)
            shutil.copytree(base, stayed)
            leaver = Leaver(seed, at, leave=True)
            shown = _play(left, line, lang, seed, leaver, monkeypatch)
            if leaver.reached is None:
                break  # the command asked fewer questions after its roll
            question = leaver.reached.prompt
            met.add(question)
            assert "Traceback" not in shown
            assert CANCELLED[lang] not in shown, (line, seed, question)
            if HALF_WAY[lang] in shown:  # a challenge or contest between two tasks: it ends
                assert question in NEXT_TASK or LEFT[lang] in shown, (line, seed, question)
                break  # (after a default, at the next task) and the later tasks roll nothing
            assert LEFT[lang] in shown, (line, seed, question)
            _play(stayed, line, lang, seed, Leaver(seed, at, leave=False), monkeypatch)
            assert _kept(left) == _kept(stayed), (line, seed, question)
            shutil.rmtree(left)
            shutil.rmtree(stayed)
    assert met, f"{line}: no question after a roll with these seeds"


def test_leaving_before_any_roll_still_cancels(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    _setup(tmp_path, "tricube", "es", 1, monkeypatch)
    before = _kept(tmp_path)

    class Gone(Player):
        def ask(self, question: Ask) -> str:
            raise KeyboardInterrupt

    shown = _play(tmp_path, "tricube challenge --guided", "es", 1, Gone(1), monkeypatch)
    assert CANCELLED["es"] in shown
    assert LEFT["es"] not in shown
    state, journal = _kept(tmp_path)
    assert state == before[0]
    assert re.sub(r"\s+", "", journal) == re.sub(r"\s+", "", before[1])
