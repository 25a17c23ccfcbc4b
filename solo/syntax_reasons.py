"""Why a JSON or YAML text could not be read, in the player's language.

The parsers explain themselves in English (`Expecting value`, `mapping values are not allowed
here`); the common explanations have catalog entries, found by how the parser's text starts.
Any other explanation becomes a general one: the line number, given beside it, says where.

>>> from solo.i18n import use_language
>>> with use_language("es"):
...     json_reason("Expecting ',' delimiter"), yaml_reason("found character that cannot start")
('falta una coma', 'hay un carácter que no puede ir ahí (¿un tabulador en vez de espacios?)')
>>> with use_language("en"):
...     yaml_reason("something new in PyYAML 9")
'the text is not well formed here'
"""

from __future__ import annotations

from solo.i18n import t

JSON_REASONS = {
    "Expecting value": "core.syntax.value",
    "Expecting property name": "core.syntax.key_quotes",
    "Expecting ':' delimiter": "core.syntax.colon",
    "Expecting ',' delimiter": "core.syntax.comma",
    "Unterminated string": "core.syntax.open_quote",
    "Invalid control character": "core.syntax.control",
    "Invalid \\escape": "core.syntax.escape",
    "Invalid \\u": "core.syntax.escape",
    "Extra data": "core.syntax.extra",
}
"""How `json`'s explanation starts -> the catalog's."""

YAML_REASONS = {
    "mapping values are not allowed": "core.syntax.yaml_colon",
    "found character": "core.syntax.yaml_character",
    "found a tab character": "core.syntax.yaml_character",
    "could not find expected ':'": "core.syntax.colon",
    "did not find expected key": "core.syntax.yaml_indent",
    "expected <block end>": "core.syntax.yaml_indent",
    "did not find expected '-' indicator": "core.syntax.yaml_indent",
    "found unexpected end of stream": "core.syntax.open_quote",
    "found unexpected ':'": "core.syntax.yaml_colon",
    "did not find expected node content": "core.syntax.value",
    "did not find expected ',' or ']'": "core.syntax.comma",
    "did not find expected ',' or '}'": "core.syntax.comma",
    "expected ',' or ']'": "core.syntax.comma",
    "expected ',' or '}'": "core.syntax.comma",
    "found undefined alias": "core.syntax.yaml_alias",
    "found duplicate anchor": "core.syntax.yaml_alias",
    "found unknown escape character": "core.syntax.escape",
    "unhashable key": "core.syntax.yaml_key",
}
"""How PyYAML's (or libyaml's) explanation starts -> the catalog's."""


def _reason(text: str, reasons: dict[str, str]) -> str:
    for start, key in reasons.items():
        if text.startswith(start):
            return t(key)
    return t("core.syntax.other")


def json_reason(text: str) -> str:
    """`json`'s explanation (`JSONDecodeError.msg`) in the player's words."""
    return _reason(text, JSON_REASONS)


def yaml_reason(text: str) -> str:
    """PyYAML's explanation (`problem` or `context`) in the player's words."""
    return _reason(text, YAML_REASONS)
