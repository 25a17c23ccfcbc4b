"""The one error hierarchy: every message is written for the player.

An error carries a catalog key and its parameters, so it is shown in the
player's language when it is printed, not when it is raised.

>>> from solo.i18n import use_language
>>> with use_language("en"):
...     str(SoloError("error.internal_test", detail="x"))
'Test error: x'
"""

from __future__ import annotations

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

        return t(self.key, lang, **self.params)

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
        super().__init__(key, path=str(path), line=line if line is not None else "?", **params)
        self.path = Path(path)
        self.line = line

    def message(self, lang: str | None = None) -> str:
        from solo.i18n import t

        if self.line is None:
            return f"{self.params['path']}: {super().message(lang)}"
        where = t("error.where", lang, path=self.params["path"], line=self.params["line"])
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
