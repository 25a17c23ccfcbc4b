"""Read the answers of the Fragmentos procedures: numbers in a range, yes/no, names.

>>> number_in(1, 5)("3")
3
>>> yes_no("Sí"), yes_no("no")
(True, False)
>>> characteristic("cognición")
<Characteristic.COGNITION: 'cognition'>
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from solo.errors import InputError
from solo.i18n import normalize
from solo.i18n.words import parse_word
from solo.numbers import looks_numeric, read_number, spelled
from solo.procedures.answers import read_yes_no
from solo.procedures.steps import Choice
from solo.systems.fragmentos.rules.character import Characteristic
from solo.systems.fragmentos.rules.keys import CHARACTERISTIC_WORDS
from solo.systems.fragmentos.rules.settings import DIFFICULTY_LADDER
from solo.text import one_line

# The highest difficulty a reto can be given (13 dice and a trait of 6 reach at most 84).
MOST_DIFFICULTY = 99

def number_in(low: int, high: int = MOST_DIFFICULTY) -> Callable[[str], int]:
    """Return a reader of whole numbers from `low` to `high`.

    >>> number_in(1)("12")
    12
    """
    def read(text: str) -> int:
        text = spelled(text)  # «tres»
        if not looks_numeric(text):
            raise InputError("frag.error.not_a_number", text=text)
        try:
            return read_number(text, low, high)
        except InputError:
            raise InputError("frag.error.number_range", value=text.strip(), low=low,
                             high=high) from None
    return read


DIFFICULTY_WORDS: dict[int, str] = {
    DIFFICULTY_LADDER["easy"]: "frag.word.difficulty.easy",
    DIFFICULTY_LADDER["normal"]: "frag.word.difficulty.normal",
    DIFFICULTY_LADDER["hard"]: "frag.word.difficulty.hard",
    DIFFICULTY_LADDER["very_hard"]: "frag.word.difficulty.very_hard",
}


def difficulty(text: str) -> int:
    """Read a reto's difficulty: a number, or a step of the ladder in words.

    >>> difficulty("7"), difficulty("normal"), difficulty("Difícil"), difficulty("siete")
    (7, 5, 6, 7)
    """
    text = spelled(text)
    if looks_numeric(text):
        return number_in(1)(text)
    return parse_word(text, DIFFICULTY_WORDS, "frag.error.difficulty_word", text=text)


def yes_no(text: str) -> bool:
    """Read yes or no in either language."""
    return read_yes_no(text, "frag.error.yes_no")


def characteristic(text: str) -> Characteristic:
    """Read a characteristic's name in either language (accents optional, a unique prefix)."""
    return parse_word(text, CHARACTERISTIC_WORDS, "frag.error.characteristic", text=text)


def one_of(values: Iterable[str]) -> Callable[[str], str]:
    """Return a reader that accepts one of `values` (case and accents ignored).

    >>> one_of(["Engreída", "no"])("engreida")
    'Engreída'
    """
    options = {normalize(v): v for v in values}

    def read(text: str) -> str:
        found = options.get(normalize(text))
        if found is None:
            raise InputError("frag.error.not_a_choice", text=text,
                             choices=", ".join(options.values()))
        return found
    return read


def text(answer: str) -> str:
    """Read a non-empty line of text.

    >>> text("  Barbara ")
    'Barbara'
    """
    cleaned = one_line(answer)
    if not cleaned:
        raise InputError("frag.error.empty")
    return cleaned


YES_NO_CHOICES = (Choice("yes", "frag.choice.yes"), Choice("no", "frag.choice.no"))
