"""Every player-facing string goes through `t`: one lookup in the catalogs.

Catalogs live in `solo/i18n/<lang>/<area>.py` as a `MESSAGES` dict; a key's
first dotted part names its area (`"dice.faces.bad"` is in `dice.py`), so each
area is imported only when first used. The lookup itself is `solo.catalogs` (below
`solo.errors`, which shows its messages through it); this package adds what reads a language
or a word the player typed, and is where every other module imports it from.

>>> t("core.argparse", "es", prog="roll", detail="x")
'roll: x'
>>> normalize("  Oráculo ")
'oraculo'

Counts agree with their noun through a plural field, `{n:# form one|# form other}` (`#` is
the number): `plural("{n:# presagio|# presagios}", n=1)` is `'1 presagio'`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from solo.catalogs import (
    DEFAULT_LANGUAGE,
    LANGUAGE_IN_USE,
    LANGUAGES,
    catalog,
    current_language,
    has,
    normalize,
    plural,
    register_catalog,
    t,
)

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "catalog", "check_language",
           "current_language", "has", "normalize", "plural", "register_catalog", "set_language",
           "t", "use_language"]

_LANGUAGE_NAMES = {
    "es": "es", "espanol": "es", "castellano": "es", "spanish": "es",
    "en": "en", "ingles": "en", "english": "en",
}


def check_language(lang: str) -> str:
    """Return the code of `lang` (`es`, `espanol`, `English`...), or raise.

    >>> check_language("Inglés")
    'en'
    """
    code = _LANGUAGE_NAMES.get(lang) or _LANGUAGE_NAMES.get(normalize(lang))
    if code is None:
        from solo.errors import InputError

        raise InputError("error.bad_language", lang=lang, choices=", ".join(LANGUAGES))
    return code


def set_language(lang: str) -> None:
    """Switch the language for the rest of this context."""
    LANGUAGE_IN_USE.set(check_language(lang))


@contextmanager
def use_language(lang: str) -> Iterator[None]:
    """Use `lang` inside a `with` block."""
    token = LANGUAGE_IN_USE.set(check_language(lang))
    try:
        yield
    finally:
        LANGUAGE_IN_USE.reset(token)


