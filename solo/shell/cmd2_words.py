"""cmd2's own words in the player's language: help headers, built-in commands, settings.

cmd2 4.x writes a few fixed English texts (the columns of `help -v` and `set`, the
descriptions of its built-in commands, `shortcuts`' heading, a setting's refusal). Everything
cmd2 prints passes through `SoloApp.print_to`, which hands it here: each known text becomes
its catalog entry, in tables too; anything else is left as it is.
"""

from __future__ import annotations

import re
from functools import cache
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
    "Show the settings or change one.": "cmd.cmd2.set",
    "All aliases deleted": "cmd.cmd2.msg.aliases_deleted",
    "All macros deleted": "cmd.cmd2.msg.macros_deleted",
    "Either --all or alias name(s) must be specified": "cmd.cmd2.msg.alias_which",
    "Either --all or macro name(s) must be specified": "cmd.cmd2.msg.macro_which",
    "Alias cannot have the same name as a command": "cmd.cmd2.msg.name_is_command",
    "Macro cannot have the same name as a command": "cmd.cmd2.msg.name_is_command",
    "Alias cannot have the same name as a macro": "cmd.cmd2.msg.alias_is_macro",
    "Macro cannot have the same name as an alias": "cmd.cmd2.msg.macro_is_alias",
    "Argument numbers must be greater than 0": "cmd.cmd2.msg.macro_zero",
    "Cowardly refusing to run all previously entered commands.": "cmd.cmd2.msg.history_all",
    "If this is what you want to do, specify '1:' as the range of history.":
        "cmd.cmd2.msg.history_all_hint",
}
_PATTERNS = (
    ("Alias '", r"Alias '(?P<name>.*)' created", "cmd.cmd2.msg.alias_created"),
    ("Alias '", r"Alias '(?P<name>.*)' overwritten", "cmd.cmd2.msg.alias_changed"),
    ("Alias '", r"Alias '(?P<name>.*)' deleted", "cmd.cmd2.msg.alias_deleted"),
    ("Alias '", r"Alias '(?P<name>.*)' (?:does not exist|not found)", "cmd.cmd2.msg.no_alias"),
    ("Invalid alias name: ", r"Invalid alias name: .*", "cmd.cmd2.msg.bad_name"),
    ("Macro '", r"Macro '(?P<name>.*)' created", "cmd.cmd2.msg.macro_created"),
    ("Macro '", r"Macro '(?P<name>.*)' overwritten", "cmd.cmd2.msg.macro_changed"),
    ("Macro '", r"Macro '(?P<name>.*)' deleted", "cmd.cmd2.msg.macro_deleted"),
    ("Macro '", r"Macro '(?P<name>.*)' (?:does not exist|not found)", "cmd.cmd2.msg.no_macro"),
    ("Invalid macro name: ", r"Invalid macro name: .*", "cmd.cmd2.msg.bad_name"),
    ("Not all numbers between 1 and ",
     r"Not all numbers between 1 and (?P<most>\d+) are present in the argument placeholders",
     "cmd.cmd2.msg.macro_gaps"),
    (" saved to ", r"(?P<n>\d+) commands? saved to (?P<path>.*)", "cmd.cmd2.msg.history_saved"),
    ("Error saving history file '", r"Error saving history file '(?P<path>.*)': (?P<reason>.*)",
     "cmd.cmd2.msg.history_unsaved"),
    ("Problem accessing script from '",
     r"Problem accessing script from '(?P<path>.*)': (?P<reason>.*)",
     "cmd.cmd2.msg.script_unreadable"),
    ("' is not an ASCII or UTF-8 encoded text file",
     r"'(?P<path>.*)' is not an ASCII or UTF-8 encoded text file", "cmd.cmd2.msg.script_not_text"),
    ("' appears to be a Python file", r"'(?P<path>.*)' appears to be a Python file",
     "cmd.cmd2.msg.script_python"),
)
"""cmd2's messages that hold a name, a number or a path: (a literal every such message holds,
its pattern, the catalog entry saying it). A pattern is compiled the first time a text holds its
literal: the shell's start (its intro passes through `translated`) compiles none (issue 16)."""
_PREFIXES = {
    "Shortcuts for other commands:": "cmd.cmd2.shortcuts_heading",
    "Error setting ": "cmd.cmd2.setting_refused",
    "Invalid syntax: ": "cmd.cmd2.invalid_syntax",
    "Parameter '": "cmd.cmd2.no_setting",
}

HIDDEN = ("alias", "macro", "run_script", "shell", "run_pyscript", "edit")
"""cmd2's commands a player of solo does not need: kept working, left out of `help`."""

KEPT_SETTINGS = ("lang", "dice", "odds", "json", "redirect")
"""The settings `set` lists; cmd2's others (editor, timing, …) are removed."""


def translated(text: str) -> str:
    """cmd2's fixed text in the language in use (any other text unchanged).

    >>> from solo.i18n import use_language
    >>> with use_language("es"):
    ...     translated("Name"), translated("Shortcuts for other commands:\\n@: act")
    ('Nombre', 'Atajos de otras órdenes:\\n@: act')
    >>> with use_language("es"):
    ...     translated("Alias 't' created")
    'Alias «t» creado.'
    >>> translated("Nia")
    'Nia'
    """
    key = _FIXED.get(text)
    if key is not None:
        return t(key)
    from solo.shell.settings import shown_name

    for prefix, prefix_key in _PREFIXES.items():
        if text.startswith(prefix):
            rest = text[len(prefix):]
            if prefix_key == "cmd.cmd2.setting_refused":
                name, _, detail = rest.partition(": ")
                choices = _compiled(_CHOICES).search(detail)
                return t(prefix_key, name=shown_name(name),
                         choices=choices.group(1).replace("'", "") if choices else "?")
            if prefix_key == "cmd.cmd2.invalid_syntax":
                return t(prefix_key)
            if prefix_key == "cmd.cmd2.no_setting":
                return t(prefix_key, name=rest.partition("'")[0],
                         choices=", ".join(shown_name(name) for name in KEPT_SETTINGS))
            return t(prefix_key) + rest
    for literal, pattern, pattern_key in _PATTERNS:
        found = _compiled(pattern).fullmatch(text) if literal in text else None
        if found is not None:
            fields: dict[str, object] = dict(found.groupdict())
            if "reason" in fields:
                fields["reason"] = _reason(str(fields["reason"]))
            if "n" in fields:
                fields["n"] = int(str(fields["n"]))
            return t(pattern_key, **fields)
    return text


def _reason(text: str) -> str:
    """An OS error's text (`[Errno 2] No such file…`) in the player's language."""
    from solo.errors import os_reason

    number = re.match(r"\[Errno (\d+)\]", text)
    return os_reason(OSError(int(number.group(1)), text)) if number else text


_CHOICES = r"\(choose from (.*)\)"


@cache
def _compiled(pattern: str) -> re.Pattern[str]:
    """`pattern` compiled, once."""
    return re.compile(pattern)


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
