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

from collections.abc import Iterable
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


class WriteFailed(CampaignError):
    """A campaign file the system would not write (a full disk): the program's failure, not
    the player's input (exit 1), and the command changed nothing."""


class InputError(SoloError):
    """A command line the program cannot understand."""


class _Absent:
    """The value of a field that is not there at all."""

    def __repr__(self) -> str:
        return "ABSENT"


ABSENT: object = _Absent()
"""The value of a `FieldError`'s field that is not there at all."""

Expected = tuple[tuple[str, dict[str, object]], ...]
"""What a field may hold: catalog keys and their parameters, any one of them."""


def one_of(words: Iterable[object], *, null: bool = False) -> Expected:
    """What a field may hold: one of `words` (or null).

    >>> one_of(["es", "en"], null=True)[1:]
    (('campaign.expected.word', {'word': 'en'}), ('campaign.type.null', {}))
    """
    said: list[tuple[str, dict[str, object]]] = [
        ("campaign.expected.word", {"word": str(word)}) for word in words]
    return (*said, ("campaign.type.null", {})) if null else tuple(said)


class FieldError(CampaignError):
    """A saved field that holds what it may not: the file, the field's path, what was expected
    there and what there is, in one line (the loader that reads the file names it: `at`).

    >>> from solo.i18n import use_language
    >>> error = FieldError("weight", (("campaign.expected.range", {"low": 1, "high": 3}),), 10**8)
    >>> with use_language("en"):
    ...     str(error.at("state.json", "threads[0]"))
    "state.json: 'threads[0].weight' should be a whole number from 1 to 3 but holds 100000000."
    >>> with use_language("es"):
    ...     str(FieldError("areas", (), ABSENT, path="state.json"))
    'state.json: falta el campo «areas».'
    """

    def __init__(self, field: str, expected: Expected, got: object, *, path: str = "",
                 reason: SoloError | str | None = None) -> None:
        key = "campaign.field_rule" if reason is not None else (
            "campaign.field_missing" if got is ABSENT else "campaign.field_type")
        super().__init__(key, path=path, field=field)
        self.field, self.expected, self.got, self.path = field, expected, got, path
        self.reason = reason

    @classmethod
    def because(cls, field: str, reason: SoloError | str) -> FieldError:
        """A field whose value a rule refuses: the rule's own words say why."""
        return cls(field, (), None, reason=reason)

    def at(self, path: PathLike[str] | str, prefix: str = "") -> FieldError:
        """The same mistake, in the file `path` under the field `prefix`."""
        joined = f"{prefix}.{self.field}" if prefix and self.field and self.field[0] != "[" \
            else prefix + self.field
        return FieldError(joined.strip("."), self.expected, self.got, path=str(path),
                          reason=self.reason)

    def within(self, prefix: str) -> FieldError:
        """The same mistake, its field inside `prefix` (a reader of a part of an area)."""
        return self.at(self.path, prefix)

    def message(self, lang: str | None = None) -> str:
        """One line: file, field, what was expected and what is there (or that it is missing)."""
        if self.reason is not None:
            reason = self.reason if isinstance(self.reason, str) else self.reason.message(lang)
            return t("campaign.field_rule", lang, path=self.path, field=self.field,
                     reason=reason.rstrip("."))
        if self.got is ABSENT:
            return t("campaign.field_missing", lang, path=self.path, field=self.field)
        said = [t(key, lang, **params) for key, params in self.expected]
        expected = said[0] if len(said) == 1 else t(
            "campaign.expected.either", lang, some=", ".join(said[:-1]), last=said[-1])
        return t("campaign.field_type", lang, path=self.path, field=self.field,
                 expected=expected, got=value_words(self.got, lang))


class naming:
    """Name `field` in a mistake raised while reading it (a `FieldError` inside it, a rule's
    refusal, or data of the wrong kind).

    >>> try:
    ...     with naming("characters.Ana"):
    ...         raise RuleError("frag.error.name_empty")
    ... except FieldError as error:
    ...     error.field, error.reason.key
    ('characters.Ana', 'frag.error.name_empty')
    """

    def __init__(self, field: str) -> None:
        self.field = field

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: object, error: BaseException | None, trace: object) -> None:
        if isinstance(error, FieldError):
            raise error.within(self.field) from None
        if isinstance(error, SoloError):
            raise FieldError.because(self.field, error) from None
        if isinstance(error, KeyError | TypeError | ValueError | AttributeError | IndexError):
            raise FieldError.because(self.field, data_reason(error)) from None


#: The type of a value found where another was expected -> the catalog key of its words.
_FOUND_WORDS = {dict: "campaign.type.object", list: "campaign.type.list",
                type(None): "campaign.type.null"}
_SHOWN_DIGITS = 24
_SHOWN_TEXT = 40


def value_words(value: object, lang: str | None = None) -> str:
    """What a field holds, as the player reads it: short values as they are, others by kind.

    >>> from solo.i18n import use_language
    >>> with use_language("es"):
    ...     value_words(1.5), value_words(10**30), value_words("xx"), value_words([1])
    ('1.5', 'un número de 31 cifras', '«xx»', 'una lista […]')
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        size = value.bit_length() * 0.302 if value else 0  # about the digits, never str(huge)
        if size > _SHOWN_DIGITS:
            return t("campaign.found.digits", lang, digits=len(str(abs(value)))
                     if size < 4000 else int(size) + 1)
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        shown = value if len(value) <= _SHOWN_TEXT else value[: _SHOWN_TEXT - 1] + "…"
        return t("campaign.found.text", lang, text=shown)
    return t(_FOUND_WORDS.get(type(value), "campaign.type.other"), lang)


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
    "ENOSPC": "error.errno.full", "EDQUOT": "error.errno.full", "EFBIG": "error.errno.too_big",
    "EROFS": "error.errno.read_only", "ENAMETOOLONG": "error.errno.too_long",
    "ELOOP": "error.errno.loop", "EBUSY": "error.errno.busy", "ETXTBSY": "error.errno.busy",
    "EMFILE": "error.errno.too_many", "ENFILE": "error.errno.too_many",
    "EIO": "error.errno.io", "EXDEV": "error.errno.cross_device",
    "ENOTEMPTY": "error.errno.not_empty", "EINVAL": "error.errno.invalid",
    "EBADF": "error.errno.closed",
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
