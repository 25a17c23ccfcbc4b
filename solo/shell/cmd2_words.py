"""cmd2's own words in the player's language: help headers, built-in commands, settings.

cmd2 4.x writes a few fixed English texts (the columns of `help -v` and `set`, the
descriptions of its built-in commands, `shortcuts`' heading, a setting's refusal). Everything
cmd2 prints passes through `SoloApp.print_to`, which hands it here: each known text becomes
its catalog entry, in tables too; anything else is left as it is.
"""

from __future__ import annotations

import re
from typing import Any

from solo.i18n import t

_FIXED = {
    "Name": "cmd.cmd2.name",
    "Value": "cmd.cmd2.value",
    "Description": "cmd.cmd2.description",
    "List available commands or provide detailed help for a specific command.":
        "cmd.cmd2.help",
    "View, run, edit, save, or clear previously entered commands.": "cmd.cmd2.history",
    "Exit this application.": "cmd.cmd2.quit",
    "Set a settable parameter or show current settings of parameters.": "cmd.cmd2.set",
    "List available shortcuts.": "cmd.cmd2.shortcuts",
}
_PREFIXES = {
    "Shortcuts for other commands:": "cmd.cmd2.shortcuts_heading",
    "Error setting ": "cmd.cmd2.setting_refused",
    "Invalid syntax: ": "cmd.cmd2.invalid_syntax",
    "Parameter '": "cmd.cmd2.no_setting",
}

HIDDEN = ("alias", "macro", "run_script", "shell", "run_pyscript", "edit")
"""cmd2's commands a player of solo does not need: kept working, left out of `help`."""

KEPT_SETTINGS = ("lang", "dice", "json", "redirect")
"""The settings `set` lists; cmd2's others (editor, timing, …) are removed."""


def translated(text: str) -> str:
    """cmd2's fixed text in the language in use (any other text unchanged).

    >>> from solo.i18n import use_language
    >>> with use_language("es"):
    ...     translated("Name"), translated("Shortcuts for other commands:\\n@: act")
    ('Nombre', 'Atajos de otras órdenes:\\n@: act')
    >>> translated("Nia")
    'Nia'
    """
    key = _FIXED.get(text)
    if key is not None:
        return t(key)
    for prefix, prefix_key in _PREFIXES.items():
        if text.startswith(prefix):
            rest = text[len(prefix):]
            if prefix_key == "cmd.cmd2.setting_refused":
                name, _, detail = rest.partition(": ")
                choices = _CHOICES.search(detail)
                return t(prefix_key, name=name,
                         choices=choices.group(1).replace("'", "") if choices else "?")
            if prefix_key == "cmd.cmd2.invalid_syntax":
                return t(prefix_key)
            if prefix_key == "cmd.cmd2.no_setting":
                return t(prefix_key, name=rest.partition("'")[0],
                         choices=", ".join(KEPT_SETTINGS))
            return t(prefix_key) + rest
    return text


_CHOICES = re.compile(r"\(choose from (.*)\)")


def translate_table(table: Any) -> None:
    """Translate the headers and plain-text cells of a rich table (nested tables too)."""
    from rich.table import Table

    for column in table.columns:
        if isinstance(column.header, str):
            column.header = translated(column.header)
        cells = column._cells
        for index, cell in enumerate(cells):
            if isinstance(cell, str):
                cells[index] = translated(cell)
            elif isinstance(cell, Table):
                translate_table(cell)
