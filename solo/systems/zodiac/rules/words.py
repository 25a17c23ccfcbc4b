"""Read a Zodiac word the player typed: the words live in the catalogs, refusals are rule errors.

>>> read_word("sí", {True: "core.word.yes", False: "core.word.no"}, "core.word.bad")
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from solo.errors import InputError, RuleError
from solo.i18n.words import parse_word

V = TypeVar("V")


def read_word(text: str, words: Mapping[V, str], error_key: str, /, **params: object) -> V:
    """`parse_word`, refusing with `RuleError(error_key, …)` so a guided question asks again."""
    try:
        return parse_word(text, words, error_key, prefixes=True, **params)
    except InputError as error:
        raise RuleError(error.key, **error.params) from None
