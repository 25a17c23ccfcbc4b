"""Read a word of a fixed set typed in either language; list the set in the player's language.

Each id `x` has a catalog key `<prefix>x` (the prefix ends with a dot): its name per language.

>>> read_name("Presagios", ("omens", "threat"), "frag.topic.", "frag.error.bad_topic")
'omens'
>>> list_names(("omens", "threat"), "frag.topic.", "es")
'presagios, amenaza'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from solo.errors import InputError
from solo.i18n import normalize, t

LANGUAGES = ("es", "en")


def list_names(ids: Iterable[str], prefix: str, lang: str | None = None) -> str:
    """The names of `ids` in `lang` (the player's by default), comma-separated."""
    return ", ".join(t(f"{prefix}{i}", lang) for i in ids)


def find_name(text: str, ids: Iterable[str], prefix: str,
              aliases: Mapping[str, str] | None = None) -> str | None:
    """The id `text` names (its id, its name in either language, or an alias), or None.

    >>> find_name("amenaza", ("omens", "threat"), "frag.topic."), find_name("x", (), "p.")
    ('threat', None)
    """
    word = normalize(str(text)).strip()
    for i in ids:
        names = {normalize(i), *(normalize(t(f"{prefix}{i}", lang)) for lang in LANGUAGES)}
        if word in names or word.replace(" ", "-") in names:
            return i
    return (aliases or {}).get(word)


def read_name(text: str, ids: Iterable[str], prefix: str, error_key: str,
              aliases: Mapping[str, str] | None = None) -> str:
    """The id `text` names, or `InputError(error_key)` listing the names in the player's tongue."""
    ids = tuple(ids)
    found = find_name(text, ids, prefix, aliases)
    if found is None:
        raise InputError(error_key, value=text, choices=list_names(ids, prefix))
    return found
