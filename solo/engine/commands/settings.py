"""`setting [NAME [on|off]]`: the engine's campaign switches (tension bending the oracle…)."""

from __future__ import annotations

import argparse

from solo.commands.base import Command, Context, new_parser
from solo.engine.commands.state import journal_lang, load_state, save_state
from solo.engine.rules.settings import SETTINGS, parse_setting, parse_switch
from solo.i18n import t
from solo.journal.entry import mechanics, meta
from solo.record import record


@record
class SettingsView:
    """Every engine setting with its value and what it does; `changed` names the one just set."""

    values: tuple[tuple[str, bool], ...]
    changed: str | None = None

    def to_json(self) -> dict[str, object]:
        """`{"settings": {name: value}, "changed": name}`."""
        return {"settings": dict(self.values), "changed": self.changed}


def setting_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`setting [NAME [on|off]]`."""
    parser = new_parser(parser_class, "setting", "cmd.help.setting")
    parser.epilog = "\n".join(f"{name}: {t(key)}" for name, (_default, key) in SETTINGS.items())
    parser.add_argument("name", nargs="?", metavar="|".join(SETTINGS),
                        help=t("engine.setting.help.name"))
    parser.add_argument("value", nargs="?", metavar=t("engine.setting.metavar.value"),
                        help=t("engine.setting.help.value"))
    return parser


def run_setting(ctx: Context, args: argparse.Namespace) -> SettingsView:
    """Show the settings, or switch one on or off (journaled, undoable)."""
    campaign = ctx.require_campaign()
    state = load_state(campaign)
    if args.name is None:
        return SettingsView(tuple((name, state.setting(name)) for name in SETTINGS))
    name = parse_setting(args.name)
    if args.value is None:
        return SettingsView(((name, state.setting(name)),))
    value = parse_switch(args.value)
    state = state.with_setting(name, value)
    save_state(campaign, state, label=f"setting {name} {value}")
    lang = journal_lang(ctx)
    ctx.record(mechanics(meta(t("engine.setting.line", lang, name=name,
                                value=t(_SWITCH_NAMES[value], lang)))))
    return SettingsView(((name, value),), name)


_SWITCH_NAMES = {True: "engine.setting.on", False: "engine.setting.off"}

SETTING_COMMANDS = (
    Command("setting", ("ajuste",), "cmd.help.setting", setting_parser, run_setting),
)
