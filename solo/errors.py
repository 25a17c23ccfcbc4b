r"""The one error hierarchy: every message is written for the player.

An error carries a catalog key and its parameters, so it is shown in the
player's language when it is printed, not when it is raised.

>>> from solo.i18n import use_language
>>> with use_language("en"):
...     str(SoloError("core.argparse", prog="roll", detail="x"))
'roll: x'

Its parameters are often the player's own text or a file name, so they are
shown inert (`solo.text.inert`): an escape sequence in a table id is printed
as `\x1b[2J`, never sent to the terminal, and a newline cannot split the line.

>>> with use_language("en"):
...     str(SoloError("core.argparse", prog="roll", detail="\x1b[2Jx\ny"))
'roll: \\x1b[2Jx\\x0ay'
"""

from __future__ import annotations

from os import PathLike
from typing import TYPE_CHECKING

from solo.text import inert

if TYPE_CHECKING:
    from pathlib import Path


class SoloError(Exception):
    """Bad input or a broken file, explained in one line for the player."""

    def __init__(self, key: str, /, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def message(self, lang: str | None = None) -> str:
        """Return the message in `lang` (default: the language in use)."""
        from solo.i18n import t

        return t(self.key, lang, **self.shown_params())

    def shown_params(self) -> dict[str, object]:
        """The parameters as the message shows them: text and paths inert, on one line."""
        return {name: inert(str(value), newlines=False) if isinstance(value, str | PathLike)
                else value for name, value in self.params.items()}

    def __str__(self) -> str:
        return self.message()


class NotationError(SoloError):
    """A dice expression or a list of typed faces that cannot be read."""


class DiceEntryError(SoloError):
    """Faces typed by the player that do not fit the roll."""


class RuleError(SoloError):
    """A request the game's rules do not allow (a 27-point character, a 7th Vínculo...)."""


class TableError(SoloError):
    """A random table that is broken; names the file and the line."""

    def __init__(self, key: str, /, *, path: Path | str, line: int | None = None,
                 **params: object) -> None:
        from pathlib import Path  # a table's error: the tables already imported it

        super().__init__(key, path=str(path), line=line if line is not None else "?", **params)
        self.path = Path(path)
        self.line = line

    def message(self, lang: str | None = None) -> str:
        from solo.i18n import t

        shown = self.shown_params()
        if self.line is None:
            return f"{shown['path']}: {super().message(lang)}"
        where = t("error.where", lang, path=shown["path"], line=shown["line"])
        return f"{where}: {super().message(lang)}"


class CampaignError(SoloError):
    """A campaign that cannot be created, opened or saved."""


class InputError(SoloError):
    """A command line the program cannot understand."""


def from_os_error(error: OSError) -> SoloError:
    """A file the system would not read or write, said for the player.

    >>> from solo.i18n import use_language
    >>> with use_language("en"):
    ...     str(from_os_error(NotADirectoryError(20, "Not a directory", "/etc/passwd/x")))
    'Cannot use /etc/passwd/x: Not a directory.'
    """
    return SoloError("error.os", path=error.filename or "?", reason=error.strerror or str(error))
