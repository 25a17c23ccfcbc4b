"""Look a message up in the player's language: the catalogs, the language in use, `t`.

The bottom of the translation layer (stdlib and `solo.text` only): `solo.errors` shows its
messages through it, and `solo.i18n`, above the errors, adds what reads a language or a word a
player typed (and refuses it with an `InputError`). Import these names from `solo.i18n`.

Catalogs live in `solo/i18n/<lang>/<area>.py` as a `MESSAGES` dict; a key's
first dotted part names its area (`"dice.faces.bad"` is in `dice.py`), so each
area is imported only when first used.

>>> t("core.argparse", "es", prog="roll", detail="x")
'roll: x'
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Mapping
from contextvars import ContextVar
from functools import cache
from typing import Any

from solo.text import inert

LANGUAGES = ("es", "en")
DEFAULT_LANGUAGE = "es"

LANGUAGE_IN_USE: ContextVar[str] = ContextVar("solo_language", default=DEFAULT_LANGUAGE)
"""The language in use (`solo.i18n.set_language` and `use_language` switch it, checked)."""
_loaded: dict[tuple[str, str], Mapping[str, str]] = {}
#: area -> the package holding its `<lang>.py` catalogs (areas not named here: `solo.i18n.<lang>`);
#: each game system's area is registered by the registry (`solo.systems`), never named here
_homes: dict[str, str] = {"engine": "solo.engine.messages"}
_REGISTRY = "solo.systems"
"""The registry of game systems: importing it registers each system's catalog."""


def register_catalog(area: str, package: str) -> None:
    """Let the keys of `area` be found in `package` (`<package>.es`, `<package>.en`)."""
    _homes[area] = package
    for lang in LANGUAGES:
        _loaded.pop((lang, area), None)


def current_language() -> str:
    """The language in use."""
    return LANGUAGE_IN_USE.get()


def catalog(area: str, lang: str) -> Mapping[str, str]:
    """The messages of one area in one language."""
    found = _loaded.get((lang, area))
    if found is None:
        try:
            home = _homes.get(area)
            name = f"{home}.{lang}" if home else f"solo.i18n.{lang}.{area}"
            module = importlib.import_module(name)
            found = module.MESSAGES
        except ModuleNotFoundError:
            if home is None and _REGISTRY not in sys.modules:
                # a game system's catalog: the registry says where it lives (and registers it)
                importlib.import_module(_REGISTRY)
                return catalog(area, lang)
            found = {}
        _loaded[(lang, area)] = found
    return found


def t(key: str, lang: str | None = None, /, **params: object) -> str:
    """Return the message `key` in `lang` (default: the language in use)."""
    language = lang or current_language()
    area = key.split(".", 1)[0]
    text = catalog(area, language).get(key)
    if text is None:
        text = catalog(area, DEFAULT_LANGUAGE).get(key, key)
    if not params:
        return text
    values = {name: inert(value) if isinstance(value, str) else value
              for name, value in params.items()}
    try:  # player text in a message is shown, never obeyed: its controls made visible
        if "|" in text and re.search(_PLURAL_FIELD, text):
            return str(_plurals().format(text, **values))
        return text.format(**values)
    except (KeyError, IndexError, ValueError):
        return text


#: A plural field (`{n:# tabla|# tablas}`); compiled by `re` when a message first has a `|`.
_PLURAL_FIELD = r"\{\w+:[^{}]*\|[^{}]*\}"


@cache
def _plurals() -> Any:
    """The formatter of plural fields (`string` is imported when a message first has one)."""
    import string

    class Plurals(string.Formatter):
        """`{n:# tabla|# tablas}`: the first form for one, the second for any other count."""

        def format_field(self, value: object, format_spec: str) -> str:
            if "|" in format_spec and isinstance(value, int):
                one, _, other = format_spec.partition("|")
                return (one if value in (1, -1) else other).replace("#", str(value))
            return str(super().format_field(value, format_spec))

    return Plurals()


def plural(text: str, **params: object) -> str:
    """Format `text` with its plural fields chosen by their counts.

    >>> plural("{n:# presagio|# presagios}", n=1), plural("quedan {n:# punto|# puntos}", n=0)
    ('1 presagio', 'quedan 0 puntos')
    >>> plural("{n:queda # punto|quedan # puntos}", n=1)
    'queda 1 punto'
    """
    return str(_plurals().format(text, **params))


def has(key: str, lang: str | None = None) -> bool:
    """Whether the catalog of `lang` has `key`."""
    return key in catalog(key.split(".", 1)[0], lang or current_language())


def normalize(word: str) -> str:
    """Lower-case, trimmed, without accents, each run of spaces one space: how typed values
    are compared (`Dos   Espacios` finds `dos espacios`).

    >>> normalize("  Dos   Espacios "), normalize("Tomás\tel  Rojo")
    ('dos espacios', 'tomas el rojo')
    """
    if word.isascii():  # nothing to decompose: most typed words (and no C extension to load)
        return " ".join(word.lower().split())
    import unicodedata  # a C extension, loaded when an accented word is first compared

    decomposed = unicodedata.normalize("NFKD", " ".join(word.lower().split()))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))
