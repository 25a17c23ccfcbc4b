"""Answers every procedure reads the same way: yes or no, in Spanish or English.

>>> read_yes_no("Sí", "x"), read_yes_no("n", "x")
(True, False)
"""

from __future__ import annotations

from solo.i18n.words import parse_word

#: The catalog words of each answer (either language: `sí`, `s`, `yes`, `y`, `1`, `true`…).
WORDS = {True: "core.word.yes", False: "core.word.no"}


def read_yes_no(text: str, error_key: str, /, **params: object) -> bool:
    """Yes or no (accents and case ignored), else an `InputError(error_key, **params)`."""
    return parse_word(text, WORDS, error_key, prefixes=False, **params)
