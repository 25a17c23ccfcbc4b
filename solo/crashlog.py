"""What a player sees when solo itself fails: one line, and a crash log that can be reported.

A bug (an exception that is not a `SoloError`) never shows a traceback by default. The full
report — the traceback, the command line, the versions of solo, Python, cmd2 and rich, and the
platform — goes to `<home>/.solo/crash-YYYYMMDD-HHMMSS.log` (the home folder: `--home`, else
`SOLO_HOME`, else the current folder), and the one line says where. With `--debug` (or
`SOLO_DEBUG=1`) the traceback is printed instead and no log is written.
"""

from __future__ import annotations

import contextvars
import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # loaded when a crash is reported: a one-shot that works never pays for them
    from collections.abc import Sequence
    from datetime import datetime
    from pathlib import Path

CRASH_FOLDER = ".solo"
_DEBUG: contextvars.ContextVar[bool] = contextvars.ContextVar("solo_debug", default=False)
_NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
_OFF = ("", "0", "false", "no", "off")


def set_debug(on: bool) -> None:
    """Show tracebacks instead of writing crash logs (the `--debug` option)."""
    _DEBUG.set(on)


def debugging() -> bool:
    """Whether `--debug` was given or `SOLO_DEBUG` is set to something other than 0/false/no.

    >>> set_debug(True)
    >>> debugging()
    True
    >>> set_debug(False)
    """
    return _DEBUG.get() or os.environ.get("SOLO_DEBUG", "").strip().lower() not in _OFF


def versions() -> dict[str, str]:
    """The versions a bug report needs."""
    from importlib import metadata

    from solo import __version__

    found = {"solo": __version__, "python": sys.version.replace("\n", " ")}
    for package in ("cmd2", "rich", "prompt_toolkit", "pyyaml"):
        try:
            found[package] = metadata.version(package)
        except metadata.PackageNotFoundError:
            found[package] = "-"
    import platform

    found["platform"] = platform.platform()
    return found


def report_text(error: BaseException, command_line: Sequence[str], line: str | None = None,
                ) -> str:
    """The crash log's text: what was run, the versions, the traceback."""
    import traceback
    from datetime import datetime

    parts = [f"solo crash report, {datetime.now().astimezone().isoformat(timespec='seconds')}",
             f"command line: {list(command_line)!r}"]
    if line is not None:
        parts.append(f"shell line: {line!r}")
    parts.extend(f"{name}: {value}" for name, value in versions().items())
    parts.append("")
    parts.extend(traceback.format_exception(error))
    return "\n".join(part.rstrip("\n") for part in parts) + "\n"


def write_log(home: Path, text: str, now: datetime | None = None) -> Path:
    """Write `text` to a new `<home>/.solo/crash-….log` (never over a file or through a link)."""
    folder = home / CRASH_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    if folder.is_symlink():
        raise OSError(40, os.strerror(40), str(folder))  # ELOOP: a link, not a folder
    from datetime import datetime

    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    for attempt in range(100):
        path = folder / (f"crash-{stamp}.log" if attempt == 0 else f"crash-{stamp}-{attempt}.log")
        try:
            handle = os.open(path, _NEW_FILE, 0o600)
        except FileExistsError:
            continue
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
        return path
    raise FileExistsError(17, os.strerror(17), str(folder))


def unexpected(error: BaseException, home: Path, command_line: Sequence[str],
               line: str | None = None) -> str:
    """The text to show on stderr for a bug: a traceback when debugging, else one line."""
    import traceback

    from solo.i18n import t

    kind = type(error).__name__
    if debugging():
        return "".join(traceback.format_exception(error)).rstrip("\n")
    try:
        text = report_text(error, command_line, line)
    except Exception:  # the report itself must not fail: keep at least the traceback
        text = "".join(traceback.format_exception(error))
    try:
        path = write_log(home.absolute(), text)
    except (OSError, ValueError) as failure:
        where = str(home / CRASH_FOLDER)
        reason = getattr(failure, "strerror", None) or str(failure)
        return t("error.unexpected_no_log", kind=kind, path=where, reason=reason)
    return t("error.unexpected", kind=kind, path=str(path))
