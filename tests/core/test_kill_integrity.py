"""SIGKILL at random points of hundreds of commands, and many processes on one campaign at once.

After every kill: each command reported done is in the journal exactly once, the fences
balance, the state holds exactly what the journal says was added, the campaign opens, and
undo works. The commands run one-shot (in a driver process, `solo.cli.main` in a loop) and
in the shell (the real program in a pseudo-terminal).
"""

from __future__ import annotations

import json
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pexpect

from tests.conftest import PROMPT, run_cli, spawn_solo

DRIVER = r"""
import contextlib, io, sys
from solo.cli import main
home, start = sys.argv[1], int(sys.argv[2])
for number in range(start, start + 400):
    kind = ("note", "thread", "npc")[number % 3]
    line = {"note": ["note", f"nota-{number}"], "thread": ["thread", "add", f"hilo-{number}"],
            "npc": ["npc", "add", f"pnj-{number}"]}[kind]
    with contextlib.redirect_stdout(io.StringIO()):
        code = main(["--home", home, "--campaign", "k", *line])
    sys.stdout.write(f"{number} {code}\n")   # one write: print() makes four when unbuffered
    sys.stdout.flush()
"""

_LONELOG = re.compile(r"^(d:|tbl:|\[|=>|@|\?|->|\(note:|gen:)")


def check_fences(text: str) -> None:
    """Blocks open and close in turn, and every Lonelog line sits inside one."""
    inside = False
    for number, line in enumerate(text.splitlines(), start=1):
        if line == "```lonelog":
            assert not inside, f"line {number}: a block opened inside another"
            inside = True
        elif line == "```":
            assert inside, f"line {number}: a block closed that was not open"
            inside = False
        elif _LONELOG.match(line):
            assert inside, f"line {number}: Lonelog outside a block: {line}"
        elif line.startswith("nota-"):
            assert not inside, f"line {number}: prose inside a block: {line}"


def check_campaign(home: Path, done: set[str], maybe: set[str]) -> None:
    """The journal, the state and the reports agree (once the campaign was opened again)."""
    code, out, err = run_cli("--json", "--campaign", "k", "thread", "list", home=home)
    assert code == 0, err
    threads = {entry["name"] for entry in json.loads(out)["entries"]}
    journal = (home / "journals" / "k" / "journal.md").read_text(encoding="utf-8")
    check_fences(journal)
    code, out, err = run_cli("--json", "--campaign", "k", "npc", "list", home=home)
    assert code == 0, err
    npcs = {entry["name"] for entry in json.loads(out)["entries"]}
    for word in done:
        assert journal.count(_marker(word)) == 1, (word, journal.count(_marker(word)))
    for word in maybe:
        kind, marker = word.split("-")[0], _marker(word)
        assert journal.count(marker) <= 1, word
        if kind != "nota":
            listed = word in (threads if kind == "hilo" else npcs)
            assert listed == (marker in journal), word
    assert {w for w in done if w.startswith("hilo")} <= threads
    assert {w for w in done if w.startswith("pnj")} <= npcs
    assert threads <= {w for w in done | maybe if w.startswith("hilo")}


def _word(number: int) -> str:
    return f"{('nota', 'hilo', 'pnj')[number % 3]}-{number}"


def _marker(word: str) -> str:
    """How the journal shows the entry that added `word`."""
    return {"nota": f"\n{word}\n", "hilo": f"[Thread:{word}|", "pnj": f"[N:{word}]"}[
        word.split("-", maxsplit=1)[0]]


def _shell_line(word: str) -> str:
    """The shell line that adds `word` (a note, a thread or an NPC)."""
    return {"nota": f". {word}", "hilo": f"thread add {word}", "pnj": f"npc add {word}"}[
        word.split("-", maxsplit=1)[0]]


def _argv(word: str) -> list[str]:
    """The one-shot command line that adds `word`."""
    return {"nota": ["note", word], "hilo": ["thread", "add", word],
            "pnj": ["npc", "add", word]}[word.split("-", maxsplit=1)[0]]


def test_one_shots_killed_at_random_points(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "k", home=tmp_path)[0] == 0
    chance = random.Random(11)
    done: set[str] = set()
    maybe: set[str] = set()
    start = 0
    while sum(1 for word in done if not word.startswith("nota")) < 200:
        process = subprocess.Popen([sys.executable, "-c", DRIVER, str(tmp_path), str(start)],
                                   stdout=subprocess.PIPE, text=True)
        assert process.stdout is not None
        first = process.stdout.readline()        # at least one command each round, however slow
        time.sleep(chance.uniform(0.0, 0.6))
        process.send_signal(signal.SIGKILL)
        # A report cut by the kill (no newline yet) does not count: its command is a maybe.
        *reports, _cut = (first + process.stdout.read()).split("\n")
        process.wait()
        finished = [int(line.split()[0]) for line in reports if line.strip()]
        assert all(line.split()[1] == "0" for line in reports if line.strip())
        done.update(_word(n) for n in finished)
        last = max(finished, default=start - 1)
        maybe.add(_word(last + 1))
        start = last + 2
        check_campaign(tmp_path, done, maybe)
    code, out, err = run_cli("--json", "--campaign", "k", "undo", home=tmp_path)
    assert code == 0, err
    label = json.loads(out)["label"]                 # the last command kept: "npc add pnj-N"…
    word = label.split()[-1]
    assert label == " ".join(_argv(word)) and word in done | maybe
    journal = (tmp_path / "journals" / "k" / "journal.md").read_text(encoding="utf-8")
    assert f"(note: Deshecho: {label})" in journal
    if word.startswith("nota"):                      # a note is voided, never erased
        assert journal.count(_marker(word)) == 1
        return
    kind = "thread" if word.startswith("hilo") else "npc"
    code, out, err = run_cli("--json", "--campaign", "k", kind, "list", home=tmp_path)
    assert code == 0, err
    assert word not in {entry["name"] for entry in json.loads(out)["entries"]}


def test_the_shell_killed_at_random_points(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "k", home=tmp_path)[0] == 0
    chance = random.Random(5)
    done: set[str] = set()
    maybe: set[str] = set()
    number = 0
    for _round in range(4):
        child = spawn_solo(tmp_path, "--campaign", "k")
        child.expect(PROMPT)
        for _ in range(15):
            word = _word(number)
            child.sendline(_shell_line(word))
            child.expect(PROMPT)
            done.add(word)
            number += 1
        word = _word(number)
        child.sendline(_shell_line(word))
        time.sleep(chance.uniform(0.0, 0.05))
        child.kill(signal.SIGKILL)
        child.close(force=True)
        maybe.add(word)
        number += 1
        check_campaign(tmp_path, done, maybe)


def test_a_shell_and_a_hundred_one_shots_on_one_campaign(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "k", home=tmp_path)[0] == 0
    child = spawn_solo(tmp_path, "--campaign", "k", timeout=120)
    child.expect(PROMPT)
    running: list[subprocess.Popen[str]] = []
    shots = iter(range(1000, 1100))
    done: set[str] = set()
    shell_number = 0
    while True:
        running = [p for p in running if p.poll() is None]
        for number in shots:
            word = _word(number)
            running.append(subprocess.Popen(
                [sys.executable, "-m", "solo", "--home", str(tmp_path), "--campaign", "k",
                 *_argv(word)],
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True))
            done.add(word)
            if len(running) >= 4:
                break
        else:
            if not running:
                break
        word = _word(shell_number)
        child.sendline(_shell_line(word))
        child.expect(PROMPT)
        done.add(word)
        shell_number += 1
        for process in running:
            if process.poll() is not None:
                assert process.returncode == 0, process.stderr.read() if process.stderr else ""
        if not running and shell_number > 20:
            break
    for process in running:
        assert process.wait() == 0
    child.sendline("quit")
    child.expect(pexpect.EOF)
    check_campaign(tmp_path, done, set())


def test_links_out_of_the_home_are_not_followed(tmp_path: Path) -> None:
    home, outside = tmp_path / "home", tmp_path / "outside"
    home.mkdir()
    outside.mkdir()
    assert run_cli("campaign", "new", "k", home=home)[0] == 0
    journal = home / "journals" / "k" / "journal.md"
    target = outside / "victim.md"
    target.write_text("mío\n", encoding="utf-8")
    journal.unlink()
    journal.symlink_to(target)
    code, _out, err = run_cli("--campaign", "k", "note", "hola", home=home)
    assert code == 2 and "journal.md" in err and "Traceback" not in err
    assert target.read_text(encoding="utf-8") == "mío\n"
    (home / "journals" / "elsewhere").symlink_to(outside, target_is_directory=True)
    code, _out, err = run_cli("--campaign", "elsewhere", "note", "hola", home=home)
    assert code == 2 and "Traceback" not in err
    history = home / ".solo_history"
    history.symlink_to(target)
    child = spawn_solo(home)
    child.expect(PROMPT)
    child.sendline("roll 1d6")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert target.read_text(encoding="utf-8") == "mío\n"
    assert history.is_file() and not history.is_symlink()
