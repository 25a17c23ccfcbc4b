"""Run many one-shot `solo` command lines with an installed `solo`, each in a process of its own.

Run by the venv's Python (`python smoke_driver.py JOBS.json RESULTS.json`), never imported by the
tests: it imports only the installed `solo`. To keep ~200 runs fast it imports the installed
modules once, then forks one child per command line; each child runs `solo.cli.main` on its own
stdin, stdout and stderr files and exits with its exit code, exactly as the `solo` script would.
A module missing from the installation fails in the child that needs it, like for a player.

JOBS.json: a list of {"argv": [...], "stdin": "..."}; RESULTS.json: the same list with "code",
"out" and "err" added.
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import signal
import sys
import tempfile
import traceback
from typing import Any

SECONDS_PER_COMMAND = 120


def _preload() -> None:
    """Import every installed module of solo that imports (the children then start at once)."""
    import solo

    for info in pkgutil.walk_packages(solo.__path__, "solo.", onerror=lambda _name: None):
        if info.name.endswith(".__main__"):  # that one runs the program
            continue
        try:
            importlib.import_module(info.name)
        except Exception:  # the child that needs it will show the failure
            continue


def _child(job: dict[str, Any], folder: str) -> None:
    """In the forked process: wire the files to fds 0-2, run solo, exit with its code."""
    code = 99
    try:
        signal.alarm(SECONDS_PER_COMMAND)
        for fd, name, mode in ((0, "in", os.O_RDONLY), (1, "out", os.O_WRONLY | os.O_CREAT),
                               (2, "err", os.O_WRONLY | os.O_CREAT)):
            handle = os.open(os.path.join(folder, name), mode, 0o600)
            os.dup2(handle, fd)
            os.close(handle)
        sys.stdin = open(0, encoding="utf-8", closefd=False)  # noqa: SIM115
        sys.stdout = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
        sys.stderr = open(2, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
        sys.argv = ["solo", *job["argv"]]
        from solo.cli import main

        code = main(job["argv"])
    except SystemExit as done:
        code = done.code if isinstance(done.code, int) else 1
    except BaseException:
        traceback.print_exc()
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def run(job: dict[str, Any]) -> dict[str, Any]:
    """Run one command line in a forked child; return the job with its code, stdout, stderr."""
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "in"), "w", encoding="utf-8") as stdin:
            stdin.write(job.get("stdin", ""))
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            _child(job, folder)
        _pid, status = os.waitpid(pid, 0)
        texts = {}
        for name in ("out", "err"):
            path = os.path.join(folder, name)
            if os.path.exists(path):
                with open(path, encoding="utf-8", errors="replace") as file:
                    texts[name] = file.read()
            else:
                texts[name] = ""
    return {**job, "code": os.waitstatus_to_exitcode(status), **texts}


def main(jobs_path: str, results_path: str) -> int:
    """Run every job of JOBS.json; write RESULTS.json."""
    with open(jobs_path, encoding="utf-8") as file:
        jobs = json.load(file)
    _preload()
    results = [run(job) for job in jobs]
    with open(results_path, "w", encoding="utf-8") as file:
        json.dump(results, file, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
