"""cmd2's own commands in solo's words: `set`, the help of the built-ins, `history`.

`SoloApp` builds on this class. `set` is cmd2's, rewritten so a setting's value is read in
either language and shown in the player's (`sí`, `físicos`); the parsers of cmd2's commands get
the catalog's help (`cmd2_help`) when first handed out, and again after the language changed;
`history N` past the end is refused in one line instead of crashing.
"""

from __future__ import annotations

import argparse
from typing import Any

import cmd2
from cmd2 import Choices

from solo.errors import SoloError
from solo.i18n import current_language, t


def builder_name(source: Any) -> str:
    """The parser's name from its builder (`_build_history_parser` -> `history`)."""
    function = getattr(source, "__func__", source)
    name = str(getattr(function, "__name__", ""))
    if name.startswith("_build_") and name.endswith("_parser"):
        return name[len("_build_"):-len("_parser")]
    return ""


class LocalizedParsers(cmd2.cmd2.CommandParsers):
    """cmd2's parsers, each handed out with the catalog's help in the language in use
    (`cmd2_help`): localized when first asked for, and again after the language changed."""

    def get(self, command_method: Any) -> Any:
        parser: Any = super().get(command_method)
        language = current_language()
        named = parser is not None and bool(parser.__dict__.get("_solo_name"))
        if named and parser.__dict__.get("_solo_language") != language:
            from solo.shell.cmd2_help import localize

            localize(parser)
            parser._solo_language = language
        return parser


class Cmd2Builtins(cmd2.Cmd):
    """cmd2's application with its built-in commands speaking the player's language."""

    def _build_parser(self, owner: Any, parser_source: Any) -> Any:
        """Build a command's parser as cmd2 does, named after its builder (`history`): the
        catalog's help is given when the parser is handed out (`LocalizedParsers`)."""
        parser = super()._build_parser(owner, parser_source)
        parser.__dict__["_solo_name"] = builder_name(parser_source)
        return parser

    def _localize_builtin_help(self) -> None:
        """From now on, cmd2's parsers are handed out with the help of the language in use.

        cmd2 builds `alias` and `macro` (and their subcommands) as it starts: they are given
        their help when first asked for, not before the first prompt (issue 16: start-up).
        """
        if not isinstance(self.command_parsers, LocalizedParsers):
            parsers = LocalizedParsers(self)
            parsers._parsers = self.command_parsers._parsers
            self.command_parsers = parsers

    def _describe_settings(self, descriptions: dict[str, str]) -> None:
        """Give each setting its description in the language in use."""
        for name, key in descriptions.items():
            self.settables[name].description = t(key)

    def choices_dice(self) -> Choices:
        """The dice modes, in the player's words."""
        from solo.i18n.words import shown_word
        from solo.shell.settings import DICE

        return Choices.from_values(shown_word(key) for key in DICE.values())

    def choices_switch(self) -> Choices:
        """Yes and no, in the player's words."""
        from solo.i18n.words import shown_word
        from solo.shell.settings import SWITCH

        return Choices.from_values(shown_word(key) for key in SWITCH.values())

    def _get_settable_choices(self) -> Choices:
        """The settings for completion, each with its value in the player's words."""
        from cmd2 import CompletionItem

        from solo.shell.settings import shown_value

        return Choices(items=[
            CompletionItem(name, display_meta=t("cmd.setting.now", value=shown_value(setting.value),
                                                description=setting.description),
                           table_data=[shown_value(setting.value), setting.description])
            for name, setting in self.settables.items()])

    # cmd2's own builder, given this class (its setting choices are the ones above)
    @cmd2.with_argparser(cmd2.Cmd.__dict__["_build_set_parser"], preserve_quotes=True)
    def do_set(self, args: argparse.Namespace) -> None:
        """Show the settings or change one.

        Each value is read in either language and shown in the player's (`sí`, `físicos`).
        """
        from cmd2.rich_utils import Cmd2SimpleTable
        from cmd2.string_utils import strip_quotes
        from rich.table import Column

        from solo.shell.cmd2_words import KEPT_SETTINGS
        from solo.shell.settings import (
            changed,
            choices_of,
            setting_named,
            shown_name,
            shown_value,
        )

        self.last_result = False
        if args.param:
            args.param = setting_named(args.param) or args.param  # `set dados físicos`
            setting = self.settables.get(args.param)
            if setting is None:
                self.perror(t("cmd.cmd2.no_setting", name=args.param,
                              choices=", ".join(shown_name(name) for name in KEPT_SETTINGS)))
                return
            if args.value:
                try:
                    setting.value = strip_quotes(args.value)
                except (SoloError, ValueError):
                    self.perror(t("cmd.cmd2.setting_refused", name=shown_name(args.param),
                                  choices=choices_of(setting.val_type)))
                    return
                self.pfeedback(changed(args.param, setting.value))
                self.last_result = True
                return
        names = [args.param] if args.param else sorted(self.settables)
        table = Cmd2SimpleTable(
            Column(t("cmd.cmd2.name"), no_wrap=True), Column(t("cmd.cmd2.value"), overflow="fold"),
            Column(t("cmd.cmd2.description"), overflow="fold"))
        self.last_result = {}
        for name in names:
            setting = self.settables[name]
            table.add_row(shown_name(name), shown_value(setting.value), setting.description)
            self.last_result[name] = setting.value
        self.poutput()
        self.poutput(table, soft_wrap=False)
        self.poutput()

    def _get_history(self, args: argparse.Namespace) -> Any:
        """cmd2's history items, with a number out of range refused in one line."""
        try:
            return super()._get_history(args)
        except IndexError:
            raise SoloError("cmd.cmd2.msg.no_history_item", number=args.arg,
                            count=len(self.history)) from None
