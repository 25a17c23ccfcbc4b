"""argparse in the player's language, through argparse's own gettext hook.

argparse asks `argparse._(msgid)` (and `argparse.ngettext`) for every message it builds:
its errors (`"the following arguments are required: %s"`) and its help headings
(`"usage: "`, `"options"`). `install()` points that hook at the catalogs: each msgid has a
`core.argparse.*` entry with the same `%s`/`%(name)s` placeholders, so argparse fills in
the values itself and the message reaches `SoloParserMixin.error` already translated.

>>> from solo.i18n import use_language
>>> with use_language("es"):
...     gettext("unrecognized arguments: %s") % "--foo"
'opciones que no conozco: --foo'
>>> gettext("a message argparse never asks for")
'a message argparse never asks for'
"""

from __future__ import annotations

import argparse

from solo.i18n import t

#: argparse's msgid (Python 3.11) -> the catalog entry saying it (same placeholders).
MESSAGES = {
    "usage: ": "core.argparse.usage",
    "positional arguments": "core.argparse.positionals",
    "options": "core.argparse.options",
    "show this help message and exit": "core.argparse.help",
    "argument %(argument_name)s: %(message)s": "core.argparse.argument",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "core.argparse.unknown_parser",
    "unrecognized arguments: %s": "core.argparse.unrecognized",
    "not allowed with argument %s": "core.argparse.conflict",
    "ignored explicit argument %r": "core.argparse.ignored",
    "the following arguments are required: %s": "core.argparse.required",
    "one of the arguments %s is required": "core.argparse.one_of",
    "expected one argument": "core.argparse.expected_one",
    "expected at most one argument": "core.argparse.expected_at_most_one",
    "expected at least one argument": "core.argparse.expected_at_least_one",
    "ambiguous option: %(option)s could match %(matches)s": "core.argparse.ambiguous",
    "unexpected option string: %s": "core.argparse.unexpected",
    "invalid %(type)s value: %(value)r": "core.argparse.value",
    "invalid choice: %(value)r (choose from %(choices)s)": "core.argparse.choice",
    "can't open '%(filename)s': %(error)s": "core.argparse.cannot_open",
}
#: argparse's plural msgids -> (one, many) catalog entries.
PLURALS = {
    ("expected %s argument", "expected %s arguments"): (
        "core.argparse.expected_n_one", "core.argparse.expected_n"),
}


def gettext(message: str) -> str:
    """argparse's `message` in the language in use (as given when the catalogs lack it)."""
    key = MESSAGES.get(message)
    return t(key) if key else message


def ngettext(singular: str, plural: str, count: int) -> str:
    """argparse's message for `count` things in the language in use."""
    keys = PLURALS.get((singular, plural))
    if keys is None:
        return singular if count == 1 else plural
    return t(keys[0] if count == 1 else keys[1])


def install() -> None:
    """Make argparse ask the catalogs for its words (once at start-up: one-shot and shell)."""
    argparse._ = gettext  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
