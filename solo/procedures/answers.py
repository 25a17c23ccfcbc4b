"""Answers every procedure reads the same way: yes or no, in Spanish or English.

>>> read_yes_no("Sí", "x"), read_yes_no("n", "x")
(True, False)
"""

from __future__ import annotations

from solo.errors import InputError
from solo.i18n import normalize

YES_WORDS = frozenset({"s", "si", "y", "yes", "1", "true"})
NO_WORDS = frozenset({"n", "no", "0", "false"})


def read_yes_no(text: str, error_key: str, /, **params: object) -> bool:
    """Yes or no (accents and case ignored), else an `InputError(error_key, **params)`."""
    word = normalize(text)
    if word in YES_WORDS:
        return True
    if word in NO_WORDS:
        return False
    raise InputError(error_key, **params)
