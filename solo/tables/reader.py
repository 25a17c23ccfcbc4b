"""Read a table's plain data, keeping every problem with its line (used by `model`).

`LineDict` is the mapping the loader builds: it knows its own line and each
key's. `Reader` collects the problems of one table as it is built, so the
linter can report them all at once.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from solo.errors import TableError
from solo.i18n import DEFAULT_LANGUAGE, LANGUAGES
from solo.tables import dice as table_dice
from solo.tables.text import Text, placeholders, unbalanced

if TYPE_CHECKING:
    from pathlib import Path

ID_PATTERN = re.compile(r"[a-z0-9ñ][a-z0-9ñ_-]*(?:/[a-z0-9ñ][a-z0-9ñ_-]*)+")


class LineDict(dict[Any, Any]):
    """A mapping read from a file that remembers the line of itself and of each key."""

    line: int | None = None
    key_lines: dict[str, int]

    def __init__(self, *args: Any, line: int | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.line = line
        self.key_lines = {}


def line_of(data: object, key: str | None = None) -> int | None:
    """Return the line of `data` (or of its `key`), if the loader recorded it.

    >>> line_of({"a": 1}) is None
    True
    """
    if isinstance(data, LineDict):
        return data.key_lines.get(key, data.line) if key is not None else data.line
    return None


class Reader:
    """Collect every problem of one table while building it."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.errors: list[TableError] = []
        self.lang = DEFAULT_LANGUAGE
        self.plain = False

    def fail(self, key: str, line: int | None, **params: object) -> None:
        shown = {name: _short(value) for name, value in params.items()}
        error = TableError(key, path=self.path, line=line, **shown)
        if not any(e.key == error.key and e.params == error.params for e in self.errors):
            self.errors.append(error)

    def text(self, data: Mapping[str, Any], key: str, where: str) -> Text | None:
        return self.text_value(data.get(key), line_of(data, key), where)

    def text_value(self, value: object, line: int | None, where: str) -> Text | None:
        if isinstance(value, str | int | float) and not isinstance(value, bool):
            self.plain = True
            self.template(str(value), line, where)
            return Text({self.lang: str(value)}, line)
        if not isinstance(value, Mapping) or not value:
            self.fail("table.bad_text", line, field=where)
            return None
        texts: dict[str, str] = {}
        for lang, words in value.items():
            if lang not in LANGUAGES:
                self.fail("table.unknown_language", line_of(value, lang) or line, field=where,
                          lang=lang, choices=", ".join(LANGUAGES))
            elif isinstance(words, bool):
                self.fail("table.bool_text", line_of(value, lang) or line, field=where, lang=lang)
            elif not isinstance(words, str | int | float):
                self.fail("table.bad_text", line_of(value, lang) or line, field=where)
            else:
                texts[lang] = str(words)
                self.template(texts[lang], line_of(value, lang) or line, where)
        return Text(texts, line)

    def template(self, words: str, line: int | None, where: str) -> None:
        if unbalanced(words):
            self.fail("table.unbalanced_braces", line, field=where)
            return
        for holder in placeholders(words):
            if holder.table_id is not None:
                if not ID_PATTERN.fullmatch(holder.table_id):
                    self.fail("table.bad_reference", line, field=where, ref=holder.table_id)
            elif holder.dice is not None and table_dice.check(holder.dice, odds=False):
                self.fail("table.bad_inline_dice", line, field=where, dice=holder.dice)

    def extra_fields(self, data: Mapping[str, Any], allowed: frozenset[str],
                     where: str) -> dict[str, Any]:
        extra: dict[str, Any] = {}
        for key, value in data.items():
            if key in allowed:
                continue
            import difflib  # only a misspelt key asks for a close one

            close = difflib.get_close_matches(str(key), sorted(allowed), n=1, cutoff=0.75)
            if close or not isinstance(key, str):
                self.fail("table.misspelt_field", line_of(data, str(key)), field=key, where=where,
                          close=close[0] if close else ", ".join(sorted(allowed)))
            else:
                extra[key] = value
        return extra


def _short(value: object) -> object:
    """A value as a message may show it: scalars (long texts cut), else the kind of thing.

    >>> _short("x" * 100)[-2:], _short([1, 2]), _short(3)
    ('x…', 'list', 3)
    """
    if isinstance(value, str):
        return value if len(value) <= 60 else value[:59] + "…"
    if value is None or isinstance(value, int | float):
        return value
    return "mapping" if isinstance(value, Mapping) else type(value).__name__
