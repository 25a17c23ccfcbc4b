"""Python's cycle collector, held while the program starts and skipped when it ends.

Starting the shell builds tens of thousands of objects that live until it quits (cmd2,
prompt_toolkit, rich, every command's parser), and the collector would walk them again and again
while they are made, then once more as the interpreter ends: a fifth of the shell's start and
quit, a tenth of a one-shot's. Almost nothing made while starting is cyclic garbage, so the
installed `solo` program holds the collector until the command is about to run, then freezes what
exists (it is never walked again) and lets the collector work as usual; at the very end it freezes
everything once more, so the interpreter's last collections have nothing to walk.

Only the program's entry (`solo.cli.run`) holds the collector: `release` and `leave` do nothing in
a process that did not (a test calling `solo.cli.main` keeps its own collector).
"""

from __future__ import annotations

import gc

_entered = False  # the program's entry held the collector (not a test calling `main`)


def hold() -> None:
    """Pause the collector while the program starts."""
    global _entered  # noqa: PLW0603  (one switch for the whole process)
    _entered = True
    gc.disable()


def release() -> None:
    """Start-up is over: what exists now is kept out of every later collection, which resumes."""
    if _entered and not gc.isenabled():
        gc.freeze()
        gc.enable()


def leave() -> None:
    """The program ends: nothing is left for the interpreter's last collections to walk."""
    if _entered:
        gc.freeze()
