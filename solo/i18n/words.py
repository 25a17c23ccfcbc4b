"""Read a word the player typed for an enum-like value: the accepted words live in the catalogs.

Each value has a catalog key whose text lists the words a player may type for it,
separated by `|`, the first being the one shown (`"fate.word.forceful": "vigoroso|enérgico"`).
Both languages' words are accepted whatever language is in use; case and accents are
optional; a prefix that only one value's words start with is enough.

>>> answers = {True: "core.word.yes", False: "core.word.no"}
>>> parse_word("Sí", answers, "core.word.bad"), parse_word("n", answers, "core.word.bad")
(True, False)
>>> parse_word("YES", answers, "core.word.bad")
True
>>> try:
...     parse_word("quizá", answers, "core.word.bad")
... except Exception as error:
...     print(error.key, error.params["choices"])
core.word.bad sí, no
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TypeVar

from solo.errors import InputError
from solo.i18n import LANGUAGES, normalize, t

V = TypeVar("V")


def words_of(key: str, lang: str | None = None) -> tuple[str, ...]:
    """The words the catalog text of `key` lists (`"a|b"` → `("a", "b")`), as written.

    >>> words_of("core.word.yes", "es")
    ('sí', 'si', 's', '1')
    """
    return tuple(word.strip() for word in t(key, lang).split("|") if word.strip())


def shown_word(key: str, lang: str | None = None) -> str:
    """The word shown for a value: the first its catalog text lists.

    >>> shown_word("core.word.no", "en")
    'no'
    """
    found = words_of(key, lang)
    return found[0] if found else key


def shown_choices(keys: Iterable[str], lang: str | None = None) -> str:
    """The words a choice takes as a help shows them: each value's first word in `lang`.

    Both languages' words are read (`choices` keeps them all); a screen shows one.

    >>> shown_choices(["core.word.yes", "core.word.no"], "es")
    '{sí,no}'
    """
    return "{" + ",".join(shown_word(key, lang) for key in keys) + "}"


def parse_word(text: str, words: Mapping[V, str], error_key: str, /, *,
               prefixes: bool = True, **params: object) -> V:
    """The value whose catalog words `text` names, else `InputError(error_key, value=…, choices=…)`.

    An exact word wins; otherwise (unless `prefixes` is false) a prefix that only one value's
    words start with.
    """
    typed = normalize(text)
    by_word: dict[str, V] = {}
    for value, key in words.items():
        for lang in LANGUAGES:
            for word in words_of(key, lang):
                by_word.setdefault(normalize(word), value)
    if typed in by_word:
        return by_word[typed]
    if typed and prefixes:
        starting = {value for word, value in by_word.items() if word.startswith(typed)}
        if len(starting) == 1:
            return starting.pop()
    choices = ", ".join(shown_word(key) for key in words.values())
    raise InputError(error_key, **{"value": text, "choices": choices, **params})
