"""The help of cmd2's built-in commands (`set`, `history`, `alias`…) in the player's language.

cmd2 builds a command's argparse parser the first time it is needed, with a builder named
`_build_<name>_parser`, and keeps it. `localize(parser, name)` gives such a parser the
catalog's texts: its description and notes, each argument's help and shown name, its group
titles and its subcommands' summaries. Texts are found by the builder's name and each
argument's `dest`, never by cmd2's English wording, so a parser can be localized again when
the player changes the language.
"""

from __future__ import annotations

import argparse
from typing import Any

from solo.i18n import t

DESCRIPTION = ""
"""The entry of a parser's description."""
NOTES = "#notes"
"""The entry of the text below the arguments (cmd2's `Notes`/`Note` block)."""

TEXTS: dict[str, dict[str, str]] = {
    "help": {DESCRIPTION: "cmd.cmd2.help", "verbose": "cmd.cmd2.help.verbose",
             "command": "cmd.cmd2.help.command", "subcommands": "cmd.cmd2.help.subcommands"},
    "history": {DESCRIPTION: "cmd.cmd2.history", "run": "cmd.cmd2.history.run",
                "edit": "cmd.cmd2.history.edit", "output_file": "cmd.cmd2.history.output_file",
                "clear": "cmd.cmd2.history.clear", "script": "cmd.cmd2.history.script",
                "expanded": "cmd.cmd2.history.expanded", "verbose": "cmd.cmd2.history.verbose",
                "all": "cmd.cmd2.history.all", "arg": "cmd.cmd2.history.arg"},
    "set": {DESCRIPTION: "cmd.cmd2.set.long", "param": "cmd.cmd2.set.param",
            "value": "cmd.cmd2.set.value"},
    "base_set": {DESCRIPTION: "cmd.cmd2.set.long", "param": "cmd.cmd2.set.param"},
    "shortcuts": {DESCRIPTION: "cmd.cmd2.shortcuts"},
    "quit": {DESCRIPTION: "cmd.cmd2.quit"},
    "_eof": {DESCRIPTION: "cmd.cmd2.eof", NOTES: "cmd.cmd2.eof.notes"},
    "alias": {DESCRIPTION: "cmd.cmd2.alias", "create": "cmd.cmd2.alias.create",
              "delete": "cmd.cmd2.alias.delete", "list": "cmd.cmd2.alias.list"},
    "alias_create": {DESCRIPTION: "cmd.cmd2.alias_create", NOTES: "cmd.cmd2.alias_create.notes",
                     "name": "cmd.cmd2.alias_create.name",
                     "command": "cmd.cmd2.alias_create.command",
                     "command_args": "cmd.cmd2.arguments"},
    "alias_delete": {DESCRIPTION: "cmd.cmd2.alias_delete", "all": "cmd.cmd2.alias_delete.all",
                     "names": "cmd.cmd2.alias_delete.names"},
    "alias_list": {DESCRIPTION: "cmd.cmd2.alias_list", "names": "cmd.cmd2.alias_list.names"},
    "macro": {DESCRIPTION: "cmd.cmd2.macro", "create": "cmd.cmd2.macro.create",
              "delete": "cmd.cmd2.macro.delete", "list": "cmd.cmd2.macro.list"},
    "macro_create": {DESCRIPTION: "cmd.cmd2.macro_create", NOTES: "cmd.cmd2.macro_create.notes",
                     "name": "cmd.cmd2.macro_create.name",
                     "command": "cmd.cmd2.alias_create.command",
                     "command_args": "cmd.cmd2.arguments"},
    "macro_delete": {DESCRIPTION: "cmd.cmd2.macro_delete", "all": "cmd.cmd2.macro_delete.all",
                     "names": "cmd.cmd2.macro_delete.names"},
    "macro_list": {DESCRIPTION: "cmd.cmd2.macro_list", "names": "cmd.cmd2.macro_list.names"},
    "edit": {DESCRIPTION: "cmd.cmd2.edit", NOTES: "cmd.cmd2.edit.notes",
             "file_path": "cmd.cmd2.edit.file_path"},
    "run_script": {DESCRIPTION: "cmd.cmd2.run_script", "script_path": "cmd.cmd2.script_path"},
    "_relative_run_script": {DESCRIPTION: "cmd.cmd2.relative_run_script",
                             NOTES: "cmd.cmd2.relative_run_script.notes",
                             "script_path": "cmd.cmd2.script_path"},
    "shell": {DESCRIPTION: "cmd.cmd2.shell", "command": "cmd.cmd2.shell.command",
              "command_args": "cmd.cmd2.arguments"},
    "run_pyscript": {DESCRIPTION: "cmd.cmd2.run_pyscript", "script_path": "cmd.cmd2.script_path",
                     "script_arguments": "cmd.cmd2.arguments"},
}
"""Builder name -> argument `dest` (or DESCRIPTION, NOTES, a subcommand's name) -> catalog key."""

METAVARS = {"param": "cmd.cmd2.metavar.param", "value": "cmd.cmd2.metavar.value",
            "command": "cmd.cmd2.metavar.command", "subcommands": "cmd.cmd2.metavar.subcommands",
            "arg": "cmd.cmd2.metavar.items", "FILE": "cmd.cmd2.metavar.file",
            "name": "cmd.cmd2.metavar.name", "names": "cmd.cmd2.metavar.names",
            "command_args": "cmd.cmd2.metavar.arguments",
            "script_arguments": "cmd.cmd2.metavar.arguments",
            "script_path": "cmd.cmd2.metavar.file", "file_path": "cmd.cmd2.metavar.file",
            "SUBCOMMAND": "cmd.cmd2.metavar.subcommand"}
"""How an argument is named in usage lines and errors (by `dest`; subcommands by metavar)."""

GROUP_TITLES = {"formatting": "cmd.cmd2.title.formatting",
                "subcommands": "cmd.cmd2.title.subcommands",
                "Notes": "cmd.cmd2.title.notes", "Note": "cmd.cmd2.title.notes",
                "See Also": "cmd.cmd2.title.see_also"}
"""cmd2's titles of argument groups and note blocks -> catalog key."""

COLUMNS = {"Value": "cmd.cmd2.value", "Description": "cmd.cmd2.description"}
"""The headers of cmd2's completion tables (`set <Tab>`) -> catalog key."""

_ORIGINAL = "_solo_original"  # where a localized object keeps cmd2's own text
_ORIGINAL_COLUMNS = "_solo_columns"


def localize(parser: argparse.ArgumentParser, name: str | None = None) -> None:
    """Give one of cmd2's parsers (and its subcommands' parsers) the catalog's texts."""
    if name is None:
        name = str(getattr(parser, "_solo_name", ""))
    texts = TEXTS.get(name)
    if texts is None:
        return
    parser._solo_name = name  # type: ignore[attr-defined]
    from rich.text import Text

    if DESCRIPTION in texts:
        parser.description = Text(t(texts[DESCRIPTION]))  # type: ignore[assignment]
    _localize_notes(parser, texts)
    parser._positionals.title = t("core.argparse.positionals")
    parser._optionals.title = t("core.argparse.options")
    for group in parser._action_groups:
        _retitle(group)
    for action in parser._actions:
        _localize_action(action, texts)


def _localize_action(action: argparse.Action, texts: dict[str, str]) -> None:
    if action.dest == "help":
        action.help = t("core.argparse.help")
    elif action.dest in texts:
        action.help = t(texts[action.dest])
    original = getattr(action, _ORIGINAL, action.metavar)
    setattr(action, _ORIGINAL, original)
    metavar_key = METAVARS.get(original if isinstance(original, str) else action.dest)
    if metavar_key is not None:
        action.metavar = t(metavar_key)
    columns = getattr(action, _ORIGINAL_COLUMNS, None) or getattr(
        action, "get_table_columns", lambda: None)()
    if columns:
        setattr(action, _ORIGINAL_COLUMNS, columns)
        shown = [t(COLUMNS[column]) if isinstance(column, str) and column in COLUMNS else column
                 for column in columns]
        action.set_table_columns(shown)  # type: ignore[attr-defined]
    if isinstance(action, argparse._SubParsersAction):
        _retitle(action)
        for choice in action._choices_actions:
            if choice.dest in texts:
                choice.help = t(texts[choice.dest])
        for sub_parser in action.choices.values():
            localize(sub_parser)


def _retitle(group: Any) -> None:
    """Translate a group's title, remembering cmd2's own (the key of the translation)."""
    title = getattr(group, "title", None)
    original = getattr(group, _ORIGINAL, title)
    key = GROUP_TITLES.get(original) if isinstance(original, str) else None
    if key is not None:
        setattr(group, _ORIGINAL, original)
        group.title = t(key)


def _localize_notes(parser: argparse.ArgumentParser, texts: dict[str, str]) -> None:
    """Translate the note block under the arguments (a `TextGroup`: title and text)."""
    notes = parser.epilog
    if notes is None or not hasattr(notes, "title"):
        return
    _retitle(notes)
    if NOTES in texts:
        from rich.text import Text

        notes.text = Text(t(texts[NOTES]))  # type: ignore[attr-defined]
