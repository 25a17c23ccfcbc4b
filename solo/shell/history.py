"""The shell's command history: its file in the home, and the bytes written there at quit."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from solo.i18n import t

if TYPE_CHECKING:
    from pathlib import Path

    from cmd2.history import History

HISTORY_FILE = ".solo_history"


def history_file(home: Path) -> str:
    """Where the command history is kept; "" (none kept) when a device or a FIFO is there,
    said in one line (reading it could wait for ever)."""
    from solo.files import kind_of

    path = home / HISTORY_FILE
    if kind_of(path) == "other":
        print(t("core.history_not_a_file", path=str(path)), file=sys.stderr)
        return ""
    return str(path)


def history_bytes(history: History) -> bytes:
    """The history as cmd2 reads it back: JSON, compressed with lzma's smallest window.

    Preset 0: a 256 KiB window is plenty for a thousand commands, and the default preset's
    8 MiB window took 14 ms of every quit (cmd2 reads either; it detects the preset). A byte
    that was not UTF-8 in a line (a lone surrogate, only ever inside a JSON string) is kept as
    JSON's own escape, `\\udcff`, which reads back as the line typed.
    """
    import lzma

    return lzma.compress(history.to_json().encode("utf-8", "backslashreplace"), preset=0)
