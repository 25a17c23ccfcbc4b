"""The global options that come before a command (`--home`, `--lang`, `--json`…), as read.

Below the program's entry (`solo.cli`), the one-shot path (`solo.oneshot`) and the shell
(`solo.shell`), which all take them: none of those imports another for them.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from solo.record import record

if TYPE_CHECKING:
    from pathlib import Path


@record(frozen=False)
class Options:
    """The global options that come before the command."""

    json: bool = False
    debug: bool = False
    seed: int | None = None
    lang: str | None = None
    home: Path | None = None
    campaign: str | None = None

    def home_folder(self) -> Path:
        """`--home`, else `$SOLO_HOME`, else the current folder."""
        from pathlib import Path

        return Path(self.home_given())

    def home_given(self) -> Path | str:
        """The home folder as given (a command makes it a `Path` if it needs one: `pathlib`
        costs a one-shot `solo roll` a tenth of its start)."""
        return self.home if self.home is not None else os.environ.get("SOLO_HOME") or "."

    def language(self) -> str:
        """`--lang`, else `$SOLO_LANG`, else Spanish."""
        return self.lang or os.environ.get("SOLO_LANG") or "es"
