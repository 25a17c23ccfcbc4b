"""The interactive shell: a cmd2 application over the plain commands."""

from __future__ import annotations

import argparse
import contextlib
import inspect
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import cmd2
from cmd2 import Choices, CommandSet, Settable, plugin

from solo.commands import argparse_words
from solo.commands.base import Command, Context
from solo.commands.odds_providers import ORACLE_NAMES
from solo.commands.parsing import readable
from solo.dice.rng import Rng, SeededRng
from solo.errors import SoloError, os_reason
from solo.i18n import LANGUAGES, current_language, normalize, set_language, t
from solo.shell.builtins import Cmd2Builtins
from solo.shell.commandsets import (
    SHORTCUTS,
    aliases,
    command_sets,
    free_text_names,
    raw_text_names,
)
from solo.shell.guide_help import GuideHelp
from solo.shell.history import history_file
from solo.shell.lineparse import SoloStatementParser
from solo.shell.progress import terminal_progress

if TYPE_CHECKING:
    from solo.options import Options
    from solo.procedures.steps import Procedure

_LONGEST_NAME = 40  # an unknown word longer than this is no misspelt command
#: `odds oracle --odds <Tab>`: the oracle's likelihood options.
LIKELIHOOD_OPTIONS = frozenset({"--odds", "--probabilidad"})


def _command_line(command: Command, args: argparse.Namespace) -> str:
    """What the player typed for a command (the label its undo step carries)."""
    statement = getattr(args, "cmd2_statement", None)
    raw = getattr(statement, "raw", None) if statement is not None else None
    if raw is None:
        raw = f"{command.name} {getattr(args, 'text', '')}"
    return " ".join(str(raw).split())


class SoloApp(GuideHelp, Cmd2Builtins):
    """The `solo` shell."""

    def __init__(self, home: Path, *, seed: int | None = None, campaign: str | None = None,
                 **cmd2_options: Any) -> None:
        argparse_words.install()  # argparse speaks the player's language
        from cmd2.theme import update_theme

        from solo.render.theme import STYLES

        update_theme(STYLES)  # the renderers' named styles, in cmd2's console too
        self.ctx = Context(home=home, rng=SeededRng(seed), seed=seed, append_changes=True,
                           interactive=True, progress=terminal_progress)
        self._digital_rng: Rng = self.ctx.rng
        self._said: list[object] = []
        self._held_said: set[str] = set()  # what was left half-way, said once per run
        self.ctx.say = self._said.append  # said when the command has made its roll (or asks)
        self.lang = current_language()
        self.dice = "digital"
        from solo.shell.settings import odds_wanted

        self.odds = self.ctx.show_odds = odds_wanted(os.environ)
        self.json = False
        self._sets: list[CommandSet[Any]] = []
        self._toolbar: tuple[object, str] | None = None
        cmd2_options.setdefault("allow_redirection", False)
        super().__init__(allow_cli_args=False, auto_load_commands=False, shortcuts=SHORTCUTS,
                         terminators=(), suggest_similar_command=True,
                         enable_bottom_toolbar=True, **cmd2_options)
        self.statement_parser = SoloStatementParser(
            shortcuts=SHORTCUTS, aliases=self.statement_parser.aliases,
            raw_commands=raw_text_names(), free_text_commands=free_text_names(),
            redirection=lambda: self.allow_redirection)
        self._localize_messages()
        self._add_settings()
        self._register_commands()
        self.register_cmdfinalization_hook(self._refresh_prompt)
        from solo.shell.cmd2_words import HIDDEN, KEPT_SETTINGS

        self.hidden_commands.extend(HIDDEN)
        for name in [name for name in self.settables if name not in KEPT_SETTINGS]:
            self.remove_settable(name)
        self._localize_builtin_help()
        if campaign:
            from solo.campaign.store import Campaign

            self.ctx.open_campaign(Campaign.open(home, campaign))
            self._say_notices()
        self._update_prompt()

    # -- commands -------------------------------------------------------------------------
    def _register_commands(self) -> None:
        for old in self._sets:
            self.unregister_command_set(old)
        providers: dict[str, Callable[..., Any]] = {
            "campaigns": SoloApp.choices_campaigns, "tables": SoloApp.choices_tables,
            "systems": SoloApp.choices_systems, "clocks": SoloApp.choices_clocks,
            "tracks": SoloApp.choices_tracks, "threads": SoloApp.choices_threads,
            "open_threads": SoloApp.choices_open_threads, "npcs": SoloApp.choices_npcs,
            "open_npcs": SoloApp.choices_open_npcs, "likelihoods": SoloApp.choices_likelihoods,
            "odds_rest": SoloApp.choices_odds_rest}
        from solo.shell.screen import screen_commands

        self._sets = [*command_sets(providers), screen_commands()]
        for command_set in self._sets:
            self.register_command_set(command_set)
        self.aliases.update(aliases())
        self.aliases.update({"salir": "quit", "ayuda": "help", "historial": "history",
                             "ajustes": "set", "limpiar": "clear"})
        cmd2.Cmd.DEFAULT_CATEGORY = t("core.category.settings")

    def execute(self, area: str, command: Command, args: argparse.Namespace) -> None:
        """Run a command, drive its procedure if it has one, show and keep its result."""
        repeated = False
        readable(args)
        self._said.clear()  # a refused command says nothing of a roll
        outside = getattr(args, "outside_campaign", False)  # `campaign repair`: not through it
        if self.ctx.campaign is not None and command.name != "resume":  # offered until settled,
            for what in self.ctx.campaign.held(current_language()):  # once in the shell's run
                if what not in self._held_said:
                    self._held_said.add(what)
                    self.perror(t("campaign.held", what=what), style=None)
        with (contextlib.nullcontext() if outside
              else self.ctx.transaction(_command_line(command, args))):
            result = command.run(self.ctx, args)
            self.say_pending()
            summary = result
            if inspect.isgenerator(result):
                from solo.procedures.told import untold
                from solo.shell.app_io import AppIo
                from solo.shell.driver import already_shown, drive

                io = AppIo(self)
                result = drive(cast("Procedure[Any]", result), io, self.ctx)
                self.say_pending()
                repeated = already_shown(result, io.shown)
                summary = result if self.json else untold(result, io.shown)
        self.last_result = result
        if self.json or not repeated:  # a result already shown is not printed twice (as text)
            self.show(summary, area)  # nor the parts of its summary it showed on the way
        self._update_prompt()

    def show(self, item: Any, area: str | None = None) -> None:
        """Print a result (as JSON when `set json true`)."""
        if self.json:
            from solo.jsonable import json_text

            self.poutput(json_text(item, indent=2))
        else:
            from solo.render import blank, render

            rendered = render(item, area)
            if not blank(rendered):  # a summary with nothing left to say prints nothing
                self.poutput(rendered, soft_wrap=False)  # rich wraps it to the terminal

    def say_pending(self) -> None:
        """Say what the running command said on the way (a quick roll's odds), in order."""
        while self._said:
            self.say(self._said.pop(0))

    def before_dice(self) -> None:
        """Before physical dice are asked for: the odds first."""
        self.say_pending()

    def say(self, item: Any) -> None:
        """What a command says before its result (a quick roll's odds): on standard error when
        results are JSON, so that standard output holds only the JSON."""
        from solo.render import render

        if self.json:
            self.perror(render(item), style=None, soft_wrap=False)
        else:
            self.poutput(render(item), soft_wrap=False)

    def print_to(self, file: Any, *objects: Any, **kwargs: Any) -> None:
        """Print as cmd2 does, but nothing printed can reach the terminal as control codes.

        cmd2's own output (an unknown command or help topic, `history`, settings) holds what the
        player typed; our renderers are already safe, and this is the last guard for the rest.
        """
        from rich.table import Table

        from solo.render.safe import Inert
        from solo.shell.cmd2_words import translate_table, translated
        from solo.text import inert

        for item in objects:
            if isinstance(item, Table):
                translate_table(item)  # cmd2's help and settings tables, in the player's words
        safe = [inert(translated(item)) if isinstance(item, str) else Inert(item)
                for item in objects]
        super().print_to(file, *safe, **kwargs)

    def _localize_messages(self) -> None:
        """cmd2's own messages for an unknown command or topic, in the language in use."""
        self.default_error = t("core.unknown_command", name="{}")
        self.help_error = t("core.no_help", name="{}")
        self.default_suggestion_message = t("cmd.shell.did_you_mean", name="{}")

    def default(self, statement: cmd2.Statement) -> bool | None:
        """An unknown command, in one line: a long word is cut short and gets no suggestion."""
        name = statement.command
        short = len(name) <= _LONGEST_NAME
        message = self.default_error.format(name if short else name[:_LONGEST_NAME] + "…")
        similar = self._suggest_similar_command(name) if short else None
        if self.suggest_similar_command and similar:
            message += "\n" + self.default_suggestion_message.format(similar)
        self.perror(message, style=None)
        return None

    # -- completion ---------------------------------------------------------------------
    def choices_campaigns(self) -> Choices:
        """The campaign names of this home."""
        from solo.campaign.store import list_campaigns

        return Choices.from_values(s.name for s in list_campaigns(self.ctx.home))

    def choices_systems(self) -> Choices:
        """The game systems a campaign can follow."""
        from solo.commands.campaign import system_choices

        return Choices.from_values(system_choices())

    def choices_tables(self) -> Choices:
        """The ids of every table."""
        try:
            return Choices.from_values(self.ctx.library().ids())
        except SoloError:
            return Choices.from_values([])

    def choices_odds_rest(self, arg_tokens: dict[str, list[str]]) -> Choices:
        """`odds oracle --odds <Tab>`: the likelihood words (a system's own options are read
        when the command runs, so only this value is offered)."""
        rest = arg_tokens.get("rest", [])
        target = (arg_tokens.get("target") or [""])[0]
        if normalize(target) in ORACLE_NAMES and len(rest) >= 2 and rest[-2] in LIKELIHOOD_OPTIONS:
            return self.choices_likelihoods()
        return Choices.from_values([])

    def choices_likelihoods(self) -> Choices:
        """The oracle's likelihood words in the player's language, short forms too."""
        from solo.engine.oracle.levels import level_words

        return Choices.from_values(level_words())

    def choices_clocks(self) -> Choices:
        """The names of the open campaign's clocks."""
        return self._progress_choices("clock")

    def choices_tracks(self) -> Choices:
        """The names of the open campaign's progress tracks."""
        return self._progress_choices("track")

    def _progress_choices(self, kind: str) -> Choices:
        from solo.engine.commands.clocks import progress_names
        from solo.engine.rules.clocks import ProgressKind

        try:
            return Choices.from_values(progress_names(self.ctx, ProgressKind(kind)))
        except SoloError:  # an unreadable campaign state: nothing to offer (running says why)
            return Choices.from_values([])

    def choices_threads(self) -> Choices:
        """The names of the open campaign's plot threads."""
        return self._list_choices("thread", open_only=False)

    def choices_open_threads(self) -> Choices:
        """The names of the open campaign's threads that are still open."""
        return self._list_choices("thread", open_only=True)

    def choices_npcs(self) -> Choices:
        """The names of the open campaign's characters."""
        return self._list_choices("npc", open_only=False)

    def choices_open_npcs(self) -> Choices:
        """The names of the open campaign's characters that are still open."""
        return self._list_choices("npc", open_only=True)

    def _list_choices(self, kind: str, *, open_only: bool) -> Choices:
        from solo.engine.commands.lists import list_names
        from solo.engine.rules.lists import ListKind

        try:
            return Choices.from_values(list_names(self.ctx, ListKind(kind), open_only=open_only))
        except SoloError:  # an unreadable campaign state: nothing to offer (running says why)
            return Choices.from_values([])

    # -- settings -------------------------------------------------------------------------
    def _add_settings(self) -> None:
        from solo.shell.settings import DESCRIPTIONS, read_dice, read_language, read_switch

        switch = SoloApp.choices_switch
        self.add_settable(Settable("lang", read_language, "", self,
                                   choices=LANGUAGES, onchange_cb=self._language_changed))
        self.add_settable(Settable("dice", read_dice, "", self,
                                   choices_provider=SoloApp.choices_dice,
                                   onchange_cb=self._dice_changed))
        self.add_settable(Settable("odds", read_switch, "", self, choices_provider=switch,
                                   onchange_cb=self._odds_changed))
        self.add_settable(Settable("json", read_switch, "", self, choices_provider=switch))
        self.add_settable(Settable("redirect", read_switch, "", self,
                                   settable_attrib_name="allow_redirection",
                                   choices_provider=switch))
        self._describe_settings(DESCRIPTIONS)

    def _language_changed(self, _name: str, _old: Any, new: Any) -> None:
        from solo.shell.settings import DESCRIPTIONS

        set_language(str(new))
        self._localize_messages()
        self._describe_settings(DESCRIPTIONS)
        self._localize_builtin_help()
        self._register_commands()
        self._update_prompt()

    def _odds_changed(self, _name: str, _old: Any, new: Any) -> None:
        self.ctx.show_odds = bool(new)

    def _dice_changed(self, _name: str, _old: Any, new: Any) -> None:
        from solo.shell.app_io import AppIo
        from solo.shell.driver import AskingRng

        self.ctx.rng = (AskingRng(AppIo(self), self.ctx.waiting, self.before_dice,
                                  digital=self._digital_rng)
                        if new == "physical"
                        else self._digital_rng)

    # -- look -----------------------------------------------------------------------------
    def _update_prompt(self) -> None:
        campaign = self.ctx.campaign
        where = (f"{campaign.settings.name}·{campaign.settings.system}" if campaign
                 else t("core.prompt.no_campaign"))
        if campaign is not None:
            tag = self._engine_prompt_tag()
            where += f"·{tag}" if tag else ""
        self.prompt = f"solo [{where}]> "

    def _engine_prompt_tag(self) -> str | None:
        from solo.engine.commands.main import prompt_tag

        try:
            return prompt_tag(self.ctx)
        except SoloError:
            return None

    def get_bottom_toolbar(self) -> Any:
        """Campaign, session, dice mode and the system's trackers (recomputed only on change)."""
        campaign = self.ctx.campaign
        if campaign is not None and campaign.changed_on_disk():
            with contextlib.suppress(SoloError):  # a broken file is reported by the next command
                campaign.refresh()  # another solo changed it: show what is true now
                self._update_prompt()
        key = (id(campaign), campaign.revision if campaign else None, self.dice, self.lang)
        if self._toolbar is None or self._toolbar[0] != key:
            self._toolbar = (key, self._compute_toolbar())
        return self._toolbar[1]

    def _compute_toolbar(self) -> str:
        parts = [t("core.dice.physical" if self.dice == "physical" else "core.dice.digital")]
        campaign = self.ctx.campaign
        if campaign is not None:
            session = campaign.settings.session
            parts.insert(0, t("core.toolbar.session", number=session) if session
                         else t("core.toolbar.no_session"))
            from solo.engine.commands.main import toolbar
            from solo.systems import hooks_of

            hooks = hooks_of(campaign.settings.system)
            for part in (toolbar, hooks.toolbar if hooks else None):
                try:
                    text = part(self.ctx) if part else None
                except SoloError:
                    text = None
                if text:
                    parts.append(text)
        return " · ".join(parts)

    # -- errors and exit ------------------------------------------------------------------
    def pexcept(self, exception: BaseException, **kwargs: Any) -> None:  # noqa: ARG002
        """Show a player's error as one line; a bug as one line naming its crash log."""
        if isinstance(exception, OSError):
            from solo.errors import from_os_error

            exception = from_os_error(exception)
        if isinstance(exception, ValueError) and "null byte" in str(exception):
            exception = SoloError("error.nul_in_path")
        if isinstance(exception, SoloError):
            self.perror(exception.message())
            return
        from solo.crashlog import unexpected

        line = self.history[-1].raw if self.history else None
        self.perror(unexpected(exception, self.ctx.home, ["solo", *sys.argv[1:]], line))

    def _refresh_prompt(self, data: plugin.CommandFinalizationData,
                        ) -> plugin.CommandFinalizationData:
        """Refresh the prompt after every command, also one that failed half-way."""
        self._say_notices()
        self._update_prompt()
        return data

    def _say_notices(self) -> None:
        """What the campaign has to tell (a torn change line dropped…), one line each."""
        if self.ctx.campaign is not None:
            for notice in self.ctx.campaign.take_notices():
                self.perror(notice.message())

    def _persist_history(self) -> None:
        """Write the command history atomically to its own file (a link there is replaced)."""
        if not self.persistent_history_file:
            return
        from solo.atomic import write_atomic
        from solo.shell.history import history_bytes

        self.history.truncate(self._persistent_history_length)
        try:
            write_atomic(Path(self.persistent_history_file), history_bytes(self.history))
        except OSError as error:
            self.perror(t("core.history_unwritable", path=self.persistent_history_file,
                          reason=os_reason(error)))

    def postloop(self) -> None:
        """Close the journal's open block when the shell ends (a campaign that cannot be
        written or read now says why, in one line)."""
        try:
            self.ctx.close_campaign()
        except SoloError as error:
            self.perror(error.message())
        super().postloop()


def run_shell(options: Options) -> int:
    """Start the shell (the `solo` program with no command)."""
    home = options.home_folder()
    try:
        app = SoloApp(home, seed=options.seed, campaign=options.campaign,
                      persistent_history_file=history_file(home), intro=t("core.intro"))
    except SoloError as error:
        import sys

        print(error.message(), file=sys.stderr)
        return 2
    from solo import collector

    collector.release()  # the shell is built: its objects live until it quits
    return int(app.cmdloop() or 0)
