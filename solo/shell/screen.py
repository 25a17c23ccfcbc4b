"""`clear` (`limpiar`): a clean screen, as the terminal's own `clear` gives.

Only the screen is cleared: what scrolled up stays in the terminal's scrollback, and the
journal keeps everything. Nothing is written when the output is not a terminal (a script, a
test), so a transcript holds no control codes.
"""

from __future__ import annotations

from typing import IO, TYPE_CHECKING, Any

from cmd2 import CommandSet, Statement

from solo.i18n import t

if TYPE_CHECKING:
    from solo.shell.app import SoloApp

CLEAR_SCREEN = "\x1b[H\x1b[2J"
"""Cursor home, then erase the whole screen (ECMA-48 CUP and ED 2)."""


def clear_screen(stream: IO[str]) -> bool:
    """Clear the terminal `stream` writes to; whether it was one (nothing written otherwise)."""
    isatty = getattr(stream, "isatty", None)
    if not (callable(isatty) and isatty()):
        return False
    stream.write(CLEAR_SCREEN)
    stream.flush()
    return True


def screen_commands() -> CommandSet[Any]:
    """The shell's `clear`, its help in the language in use (made again when it changes)."""

    def do_clear(self: CommandSet[SoloApp], statement: Statement) -> None:
        if str(statement.args).strip() in ("-h", "--help"):
            self._cmd.poutput(t("cmd.clear.help"))
            return
        clear_screen(self._cmd.stdout)

    do_clear.__doc__ = t("cmd.clear.help")
    attributes = {"DEFAULT_CATEGORY": t("core.category.settings"), "do_clear": do_clear}
    command_set: CommandSet[Any] = type("ScreenCommands", (CommandSet,), attributes)()
    return command_set
