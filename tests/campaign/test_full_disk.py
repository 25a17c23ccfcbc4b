"""A full disk at any byte of any write leaves the campaign whole: the old state and journal, or
the new ones, never a state the journal does not show.

The file-size limit (`RLIMIT_FSIZE`, with `SIGXFSZ` ignored) makes the system refuse, with
`EFBIG`, any write past a byte: swept over every byte of the next state's write, of the change
log's line and of the journal's append, for one-shot commands and in the shell (its first
command writes the whole state, the next ones a line of the log). The journal is made longer
than the state first, so that every byte of each write is reached on its own. After every
trial the campaign is opened again, as the next command would: its state and journal are
exactly those before the command (exit 1 and one line naming the file) or exactly those after
it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

DRIVER = r"""
import contextlib, io, json, os, resource, shutil, signal, sys
from pathlib import Path

signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
from solo.campaign.changes import CHANGES_FILE
from solo.campaign.staged import NEXT_FILE
from solo.campaign.store import Campaign
from solo.cli import main
from tests.conftest import Shell

root, mode = Path(sys.argv[1]), sys.argv[2]
_SOFT, HARD = resource.getrlimit(resource.RLIMIT_FSIZE)
FILES = ("state.json", CHANGES_FILE, "journal.md")


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--home", str(home), *argv])
    return code, err.getvalue()


def limited(limit, action):
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, HARD))
    try:
        return action()
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (HARD, HARD))


def snapshot():
    folder = home / "journals" / "c"
    return {name: (folder / name).read_bytes() for name in FILES if (folder / name).exists()}


def restore(files):
    folder = home / "journals" / "c"
    for name in (*FILES, NEXT_FILE):
        with contextlib.suppress(FileNotFoundError):
            os.unlink(folder / name)
    for name, data in files.items():
        (folder / name).write_bytes(data)


def seen():
    # the campaign as the next command finds it, and its journal after that
    campaign = Campaign.open(home, "c")
    document = campaign._committed
    kept = {"settings": document["settings"], "areas": document["areas"],
            "undo steps": len(document.get("history") or [])}
    journal = (home / "journals" / "c" / "journal.md").read_bytes()
    left = (home / "journals" / "c" / NEXT_FILE).exists()
    return kept, journal, left


home = root / "home"
assert run("campaign", "new", "c")[0] == 0
assert run("--campaign", "c", "note", "Prólogo " * 300)[0] == 0   # the journal: longer
for line in (["thread", "add", "El faro"], ["npc", "add", "Guardia"]):
    assert run("--campaign", "c", *line)[0] == 0
problems, trials = [], 0
if mode == "one-shot":
    commands = [("thread", "add", "Otra"), ("note", "Llueve."), ("tension", "up"), ("undo",)]
else:
    commands = [("first", "thread add Otra"), ("first", "undo"), ("next", "npc add Vigía"),
                ("next", "note Llueve."), ("next", "undo")]
    shell = Shell(home)
    assert shell.run("campaign open c").err == ""
start = snapshot()
for command in commands:
    restore(start)
    if mode != "one-shot":
        if command[0] == "next":            # the log continues the state: lines are appended
            assert shell.run("tension up").err == ""
    before_files = snapshot()
    before = seen()
    restore(before_files)
    journal_size = len(before_files["journal.md"])
    log_size = len(before_files.get(CHANGES_FILE, b""))
    if mode == "one-shot":
        act = lambda: run("--campaign", "c", *command)
    else:
        act = lambda: (0, "") if not (err := shell.run(command[1]).err) else (1, err)
    code, err = act()
    assert code == 0, (command, err)
    after = seen()
    grown = snapshot()
    state_size = len(grown["state.json"]) + 64
    limits = set(range(journal_size, len(grown["journal.md"]) + 1))
    if mode == "one-shot" or command[0] == "first":
        limits |= set(range(0, state_size))
    else:
        limits |= set(range(log_size, len(grown.get(CHANGES_FILE, b"")) + 1))
    for limit in sorted(limits):
        restore(before_files)
        code, err = limited(limit, act)
        trials += 1
        now = seen()
        expected = before if code else after
        problem = None
        if code not in (0, 1) or "Traceback" in err or "crash" in err:
            problem = f"exit {code}: {err}"
        elif code and len(err.strip().splitlines()) != 1:
            problem = f"not one line: {err!r}"
        elif code and "el archivo ha llegado al tamaño máximo" not in err:
            problem = f"reason not said: {err!r}"
        elif now[0] != expected[0]:
            problem = f"state: {now[0]} != {expected[0]}"
        elif now[1] != expected[1]:
            problem = "journal differs"
        elif now[2]:
            problem = "a next state was left"
        if problem:
            problems.append({"command": " ".join(command), "limit": limit, "code": code,
                             "problem": problem[:400]})
print(json.dumps({"trials": trials, "problems": problems[:20]}))
"""


def _sweep(tmp_path: Path, mode: str) -> dict[str, object]:
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", DRIVER, str(tmp_path), mode], cwd=root,
                          capture_output=True, text=True, timeout=900, check=False,
                          env={"PYTHONPATH": str(root), "SOLO_LANG": "es", "PATH": "/usr/bin"})
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_a_full_disk_at_any_byte_of_a_one_shot_command(tmp_path: Path) -> None:
    result = _sweep(tmp_path, "one-shot")
    assert result["problems"] == []
    assert isinstance(result["trials"], int) and result["trials"] > 2000


def test_a_full_disk_at_any_byte_of_a_shell_command(tmp_path: Path) -> None:
    result = _sweep(tmp_path, "shell")
    assert result["problems"] == []
    assert isinstance(result["trials"], int) and result["trials"] > 1000
