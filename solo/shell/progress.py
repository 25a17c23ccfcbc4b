"""How far a long task got, on the terminal: what the one-shot path and the shell give a
command as `Context.progress` (the tables' renderer draws it; importing this module imports
nothing heavy, so a one-shot `solo roll` pays nothing for it)."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager


def terminal_progress(label: str, total: int) -> AbstractContextManager[Callable[[int], None]]:
    """`table sim`'s progress: a bar in the shell, a plain line one-shot, on standard error."""
    from solo.render.tables import sim_progress

    return sim_progress(label, total)
