"""The ladder: numbers with names in each language, and a difficulty parser.

Everything is keyed by the number; names are only for display and for typing.

>>> ladder_name(2, "es"), ladder_name(2, "en")
('Bueno', 'Fair')
>>> [parse_difficulty(text) for text in ("bueno", "fair", "+2", "2")]
[2, 2, 2, 2]
>>> parse_difficulty("Grande")
3
"""

from __future__ import annotations

import argparse
import re

from solo.errors import InputError
from solo.i18n import LANGUAGES, normalize, t
from solo.numbers import read_number
from solo.text import signed

LADDER_TOP = 8
LADDER_BOTTOM = -2
LADDER: tuple[int, ...] = tuple(range(LADDER_TOP, LADDER_BOTTOM - 1, -1))

_NUMBER = re.compile(r"[+-]?[0-9]+")
# The most a typed bonus or difficulty may be: the ladder, with room for stacked bonuses.
LOWEST_VALUE, HIGHEST_VALUE = -10, 20
# Each rung's name.
_RUNG_NAMES = {8: "fate.ladder.8", 7: "fate.ladder.7", 6: "fate.ladder.6", 5: "fate.ladder.5",
               4: "fate.ladder.4", 3: "fate.ladder.3", 2: "fate.ladder.2", 1: "fate.ladder.1",
               0: "fate.ladder.0", -1: "fate.ladder.-1", -2: "fate.ladder.-2"}


def ladder_name(value: int, lang: str | None = None) -> str:
    """Return the ladder word of `value` (beyond the ladder: the nearest end's word).

    >>> ladder_name(10, "en"), ladder_name(-3, "es")
    ('Legendary', 'Terrible')
    """
    rung = max(LADDER_BOTTOM, min(LADDER_TOP, value))
    return t(_RUNG_NAMES[rung], lang)


def ladder_label(value: int, lang: str | None = None) -> str:
    """Return `+2 Bueno`: the number and its name, as the journal writes it.

    >>> ladder_label(2, "es")
    '+2 Bueno'
    """
    return f"{signed(value)} {ladder_name(value, lang)}"


def _names() -> dict[str, int]:
    return {normalize(t(_RUNG_NAMES[rung], lang)): rung
            for lang in LANGUAGES for rung in LADDER}


class LadderValueError(InputError, argparse.ArgumentTypeError):
    """A value that is neither a number nor a ladder word.

    Shown by the program, it is its key's message (`fate.error.difficulty`, `fate.error.bonus`…).
    When `parse_difficulty` is an argparse `type=`, argparse puts the option's name before
    `str(error)`, so that text names no option itself: `--bonus: cannot read 'x'…`.
    """

    def __str__(self) -> str:
        return InputError("fate.error.ladder_value", **self.params).message()


def parse_difficulty(text: str, key: str = "fate.error.difficulty") -> int:
    """Read a value typed as a number (`+2`, `2`, `-1`) or a ladder name in either language.

    A value that cannot be read raises `LadderValueError(key)`: name the option it came from
    (`fate.error.bonus`); the default speaks of a difficulty.
    """
    cleaned = text.strip()
    if _NUMBER.fullmatch(cleaned):
        return read_number(cleaned, LOWEST_VALUE, HIGHEST_VALUE)
    words = normalize(cleaned)
    found = _names().get(words)
    if found is None:
        # "+2 bueno" or "bueno (+2)": take the number when both are typed
        number = _NUMBER.search(cleaned)
        if number is not None:
            return read_number(number.group(), LOWEST_VALUE, HIGHEST_VALUE)
        raise LadderValueError(key, value=text)
    return found
