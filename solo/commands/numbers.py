"""Argparse types for every number a command reads: each has a range, refused in one line.

`bounded(low, high)` reads an integer; `bounded_word(low, high)` is for slots
that take a word as well as a number (`tension up`, `--difficulty normal`,
`pending resolve #3`): words pass as typed, numbers must be in range. Either
way a value out of range stops the command while it is parsed, so nothing is
saved. Both carry their range as `solo_bounds`, which the tests walk.

>>> bounded(1, 30)("+4"), bounded_word(-9, 9)("up"), bounded_word(1, 99)("#3")
(4, 'up', '#3')
>>> bounded_words(-9, 9)("1, +2 bueno"), bounded_words(0, 5, tail=":")("Ana:3")
('1, +2 bueno', 'Ana:3')
>>> bounded_word(1, 9, step=2)("-2"), bounded(1, 99, prefix="#")("#3")
('-2', 3)
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Final, TypeVar

from solo import numbers
from solo.errors import InputError
from solo.numbers import looks_numeric, read_number

T = TypeVar("T")

# The global `--seed`: what a Mersenne Twister seed is usually written as.
SEED_MAX: Final = 2**32 - 1
# Lines of the journal `journal show --lines` prints.
MOST_LINES: Final = 10_000
# A record number (`pending resolve 3`, `#3`): `solo.numbers.MOST_ID`, which the state shares.
MOST_ID: Final = numbers.MOST_ID


def bounded(low: int, high: int, *, prefix: str = "") -> Callable[[str], int]:
    """An argparse `type=`: a whole number from `low` to `high` (after an optional `prefix`)."""
    def number(text: str) -> int:
        try:
            return read_number(text.strip().removeprefix(prefix) if prefix else text, low, high)
        except InputError as error:
            raise argparse.ArgumentTypeError(error.message()) from None
    number.solo_bounds = (low, high)  # type: ignore[attr-defined]
    return number


def bounded_word(low: int, high: int, *, prefix: str = "#",
                 step: int | None = None) -> Callable[[str], str]:
    """An argparse `type=` for a word or a number: the text as typed, a number only in range.

    A leading `prefix` (`#3`) is ignored when checking the number. With `step`,
    a signed number (`+2`, `-1`) is a change, from `-step` to `step`.
    """
    def word_or_number(text: str) -> str:
        bare = text.strip().removeprefix(prefix) if prefix else text.strip()
        if looks_numeric(bare):
            change = step is not None and bare[:1] in "+-"
            try:
                read_number(bare, *((-step, step) if change and step else (low, high)))
            except InputError as error:
                raise argparse.ArgumentTypeError(error.message()) from None
        elif bare.lstrip("+-").isdigit():  # digits that are not ASCII (`²`, `٣`)
            raise argparse.ArgumentTypeError(InputError(
                "core.number.not_number", value=text, low=low, high=high).message())
        return text
    word_or_number.solo_bounds = (low, high)  # type: ignore[attr-defined]
    word_or_number.solo_step = step  # type: ignore[attr-defined]
    return word_or_number


def bounded_words(low: int, high: int, *, tail: str = "") -> Callable[[str], str]:
    """An argparse `type=` for several words or numbers (`1,2 bueno`), each number in range.

    With `tail` (`:`), only what follows the last `tail` is checked (`Tomás:2`).
    """
    one = bounded_word(low, high, prefix="")

    def words(text: str) -> str:
        checked = text.rpartition(tail)[2] if tail else text
        for word in checked.replace(",", " ").split():
            one(word)
        return text
    words.solo_bounds = (low, high)  # type: ignore[attr-defined]
    return words


def bounded_then(low: int, high: int, read: Callable[[str], T]) -> Callable[[str], T]:
    """An argparse `type=` that checks a typed number's range, then reads the text with `read`.

    For slots whose reader also knows words (`--cd estándar`).
    """
    check = bounded_word(low, high, prefix="")

    def then(text: str) -> T:
        return read(check(text))
    then.solo_bounds = (low, high)  # type: ignore[attr-defined]
    then.__name__ = getattr(read, "__name__", "value")
    return then


def bounds_of(action: argparse.Action) -> tuple[int, int] | None:
    """The range of a bounded argument (None for one that takes no number)."""
    found = getattr(action.type, "solo_bounds", None)
    return found if isinstance(found, tuple) else None
