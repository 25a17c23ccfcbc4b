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

from solo.catalogs import t
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
    'Cannot use /etc/passwd/x: a part of the path is a file, not a folder.'
    """
    return SoloError("error.os", path=error.filename or "?", reason=os_reason(error))


_ERRNO_KEYS = {
    "ENOENT": "error.errno.not_found", "EACCES": "error.errno.denied",
    "EPERM": "error.errno.denied", "EISDIR": "error.errno.is_folder",
    "ENOTDIR": "error.errno.not_folder", "EEXIST": "error.errno.exists",
    "ENOSPC": "error.errno.full", "EDQUOT": "error.errno.full",
    "EROFS": "error.errno.read_only", "ENAMETOOLONG": "error.errno.too_long",
    "ELOOP": "error.errno.loop", "EBUSY": "error.errno.busy", "ETXTBSY": "error.errno.busy",
    "EMFILE": "error.errno.too_many", "ENFILE": "error.errno.too_many",
    "EIO": "error.errno.io", "EXDEV": "error.errno.cross_device",
    "ENOTEMPTY": "error.errno.not_empty", "EINVAL": "error.errno.invalid",
}
"""The system's error codes a player meets with files -> the catalog's reason."""


def os_reason(error: OSError) -> str:
    """Why the system refused, in the player's language (the system's own words otherwise).

    >>> import errno
    >>> from solo.i18n import use_language
    >>> with use_language("es"):
    ...     os_reason(PermissionError(errno.EACCES, "Permission denied"))
    'no tienes permiso'
    """
    import errno

    name = errno.errorcode.get(error.errno) if isinstance(error.errno, int) else None
    key = _ERRNO_KEYS.get(name or "")
    if key is not None:
        return t(key)
    return error.strerror or type(error).__name__


def data_reason(error: Exception) -> str:
    """What is wrong with hand-edited data, from the exception reading it, for the player.

    Python's own text (`'NoneType' object is not subscriptable`) is for programmers: a missing
    field is named, any other mistake said in general words.

    >>> from solo.i18n import use_language
    >>> with use_language("es"):
    ...     data_reason(KeyError("pk")), data_reason(TypeError("'NoneType' object…"))
    ('falta el campo «pk»', 'un dato no es del tipo que debe ser')
    """
    if isinstance(error, KeyError) and error.args:
        return t("error.data.missing", field=str(error.args[0]))
    if isinstance(error, IndexError):
        return t("error.data.short")
    if isinstance(error, ValueError):
        return t("error.data.value")
    return t("error.data.type")
