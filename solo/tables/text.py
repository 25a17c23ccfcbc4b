"""Texts in several languages, with inline dice `{1d6}` and references `{table:id}`.

A row's text is a mapping from language code to a template. Inside a
template, `{1d4}` is rolled when the row is drawn and `{table:core/giros}`
is replaced by a draw on that table; `{{` and `}}` write literal braces.

>>> [p.source for p in placeholders("Aparecen {1d4} ratas y {table:core/giros}")]
['1d4', 'table:core/giros']
>>> fill("{1d4} rats", ["3"])
'3 rats'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import field
from types import MappingProxyType

from solo.i18n import DEFAULT_LANGUAGE, LANGUAGES
from solo.record import record

REFERENCE_PREFIX = "table:"
_PLACEHOLDER = re.compile(r"\{\{|\}\}|\{([^{}]*)\}")


@record
class Placeholder:
    """One `{...}` in a template: a dice expression or a table reference."""

    source: str

    @property
    def table_id(self) -> str | None:
        """The referenced table's id, or None for inline dice.

        >>> Placeholder("table:core/giros").table_id
        'core/giros'
        """
        if self.source.startswith(REFERENCE_PREFIX):
            return self.source[len(REFERENCE_PREFIX):].strip()
        return None

    @property
    def dice(self) -> str | None:
        """The inline dice expression, or None for a reference."""
        return None if self.table_id is not None else self.source.strip()


def placeholders(template: str) -> list[Placeholder]:
    """Return the placeholders of a template, in order.

    >>> placeholders("{{literal}} {2d6}")
    [Placeholder(source='2d6')]
    """
    return [Placeholder(m.group(1)) for m in _PLACEHOLDER.finditer(template)
            if m.group(1) is not None]


def fill(template: str, values: Sequence[str]) -> str:
    """Replace each placeholder, in order, with the next value.

    >>> fill("{{x}} {1d6}", ["4"])
    '{x} 4'
    """
    supply = iter(values)

    def replace(match: re.Match[str]) -> str:
        whole = match.group(0)
        if whole in ("{{", "}}"):
            return whole[0]
        return next(supply)

    return _PLACEHOLDER.sub(replace, template)


def pieces(template: str) -> list[tuple[str, bool]]:
    """The template as the player reads it, in pieces: literal text and placeholders (True).

    Doubled braces read as one brace; a placeholder stays as written (it is rolled on a draw).

    >>> pieces("{{x}} sale {1d6} veces")
    [('{x} sale ', False), ('{1d6}', True), (' veces', False)]
    """
    found: list[tuple[str, bool]] = []
    literal = ""
    start = 0
    for match in _PLACEHOLDER.finditer(template):
        literal += template[start:match.start()]
        start = match.end()
        if match.group(1) is None:  # `{{` or `}}`
            literal += match.group(0)[0]
            continue
        if literal:
            found.append((literal, False))
            literal = ""
        found.append((match.group(0), True))
    literal += template[start:]
    if literal:
        found.append((literal, False))
    return found


def readable(template: str) -> str:
    """The template's text as the player reads it: doubled braces single.

    >>> readable("Sol {{y}} y {1d4} nubes")
    'Sol {y} y {1d4} nubes'
    """
    return "".join(text for text, _placeholder in pieces(template))


def unbalanced(template: str) -> bool:
    """Whether a brace is left open or closed on its own.

    >>> unbalanced("a {1d6"), unbalanced("a {1d6}")
    (True, False)
    """
    rest = _PLACEHOLDER.sub("", template)
    return "{" in rest or "}" in rest


@record
class Text:
    """A text in each language it was written in; `line` is where it is in the file."""

    by_language: Mapping[str, str] = field(default_factory=dict)
    line: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_language", MappingProxyType(dict(self.by_language)))

    def in_language(self, lang: str) -> str:
        """Return the text in `lang`, else in the default language, else any.

        >>> Text({"es": "Hola"}).in_language("en")
        'Hola'
        """
        for code in (lang, DEFAULT_LANGUAGE, *LANGUAGES):
            if code in self.by_language:
                return self.by_language[code]
        return next(iter(self.by_language.values()), "")

    def missing(self) -> tuple[str, ...]:
        """Return the project's languages this text lacks.

        >>> Text({"es": "Hola"}).missing()
        ('en',)
        """
        return tuple(code for code in LANGUAGES if not self.by_language.get(code, "").strip())

    def to_json(self) -> dict[str, str]:
        """Return the texts by language."""
        return dict(self.by_language)

    def __hash__(self) -> int:
        return hash((tuple(sorted(self.by_language.items())), self.line))
