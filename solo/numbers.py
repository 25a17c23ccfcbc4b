"""Read a whole number typed by the player, inside the range the game allows.

Every number a player types (an option, a word of a command, an answer to a
question) goes through `read_number`, so no value can be huge enough to hang or
crash the program: it is refused with one line naming the range.

>>> read_number("+2", -5, 5), read_number(" 7 ", 1, 9)
(2, 7)
>>> looks_numeric("-3"), looks_numeric("#4"), looks_numeric("²"), looks_numeric("normal")
(True, False, False, False)
"""

from __future__ import annotations

import re

from solo.errors import InputError

# ASCII digits only: `"²".isdigit()` is true, but `int("²")` fails.
_NUMBER = re.compile(r"[+-]?[0-9]+")
# More digits than this cannot be inside any range the game uses (and `int()` on
# thousands of digits is slow, or refused by Python).
_MOST_DIGITS = 30
MOST_COUNTED = 1_000_000
"""The most sessions or scenes a campaign counts (the numbers of its headings)."""
MOST_ID = 99_999
"""The most records of one kind a campaign numbers (`pending resolve 3`, `#3`)."""


def spelled(text: str) -> str:
    """`text`, or the digits of the number it spells in words (zero to twenty, either language):
    an answer to "how many?" may be `tres`.

    >>> spelled("Tres"), spelled(" una "), spelled("twenty"), spelled("dieciseis"), spelled("x")
    ('3', '1', '20', '16', 'x')
    """
    word = text.strip()
    if not word or not word.isalpha():
        return text
    from solo.i18n import LANGUAGES, normalize, t

    typed = normalize(word)
    for lang in LANGUAGES:
        for value, group in enumerate(t("core.number.words", lang).split("|")):
            if typed in (normalize(alias) for alias in group.split(",")):
                return str(value)
    return text


def looks_numeric(text: str) -> bool:
    """Whether `text` is written as a whole number (`3`, `+2`, `-1`; ASCII digits)."""
    return _NUMBER.fullmatch(text.strip()) is not None


def read_number(text: str, low: int, high: int, *, key: str = "core.number.not_number",
                name: str = "") -> int:
    """The integer `text` names, if it lies in `low`…`high`; else an `InputError` with the range.

    `key` is the message for a text that is not a number at all (it gets
    `value`, `low` and `high`); `name` (an option such as `--seed`) starts the
    message when given.

    >>> from solo.i18n import use_language
    >>> with use_language("en"):
    ...     try:
    ...         read_number("999999999", 1, 30)
    ...     except InputError as error:
    ...         print(error)
    999999999 is out of range: a whole number from 1 to 30
    """
    word = spelled(text).strip()
    if _NUMBER.fullmatch(word) is None:
        raise _refusal(key, name, text, low, high)
    if len(word.lstrip("+-")) > _MOST_DIGITS or not low <= int(word) <= high:
        raise _refusal("core.number.range", name, word, low, high)
    return int(word)


def _refusal(key: str, name: str, text: str, low: int, high: int) -> InputError:
    if name:
        return InputError("core.number.named", name=name, detail=InputError(
            key, value=_shown(text), low=low, high=high))
    return InputError(key, value=_shown(text), low=low, high=high)


def _shown(text: str) -> str:
    """The typed value as the message quotes it (a long one cut short)."""
    return text if len(text) <= 24 else text[:20] + "…"


def menu_number(text: str, count: int) -> int | None:
    """The 0-based index of the menu entry typed by its number (from 1), or None.

    >>> menu_number(" 2 ", 3), menu_number("4", 3), menu_number("²", 3), menu_number("9" * 5000, 3)
    (1, None, None, None)
    """
    word = text.strip()
    if not (word.isascii() and word.isdigit()) or len(word) > _MOST_DIGITS:
        return None
    return int(word) - 1 if 1 <= int(word) <= count else None
