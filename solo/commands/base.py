"""What a command is: an argparse parser factory and a `run` over a `Context`.

Commands here are plain Python: the cmd2 shell turns each into a `do_` method,
and the one-shot `solo CMD …` path runs them without importing cmd2 at all.
`run` returns a result (rendered by the shell, kept as `last_result`, printed by
`--json`) or a guided `Procedure`, which the caller drives.
"""

from __future__ import annotations

import argparse
import contextlib
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar

from solo.commands.parsing import guard_text
from solo.dice.faces import parse_faces
from solo.dice.rng import Rng, ScriptedRng
from solo.errors import CampaignError, InputError
from solo.i18n import current_language, t
from solo.record import record

if TYPE_CHECKING:
    from datetime import datetime
    from pathlib import Path

    from solo.campaign.store import Campaign
    from solo.journal.entry import Entry
    from solo.procedures.steps import RollFor
    from solo.tables.library import Library

ParserFactory = Callable[[type[argparse.ArgumentParser]], argparse.ArgumentParser]
Progress = Callable[[str, int], contextlib.AbstractContextManager[Callable[[int], None]]]
"""How far a long task got (`table sim`): `progress(label, total)` gives `report(done)`."""


@contextlib.contextmanager
def no_progress(_label: str, _total: int) -> Iterator[Callable[[int], None]]:
    """Show nothing of how far a long task got (tests; a caller with no terminal)."""
    yield lambda _done: None


def _now() -> datetime:
    """The local time (`datetime` is imported when a command first asks for the time)."""
    from datetime import datetime

    return datetime.now().astimezone()


class Context:
    """The world a command sees: home folder, dice, clock, open campaign.

    `home` may be given as text: it becomes a `Path` when a command first asks for it (a
    one-shot `solo roll` never does, and never imports `pathlib`).
    """

    def __init__(self, home: Path | str, rng: Rng, clock: Callable[[], datetime] = _now,
                 campaign: Campaign | None = None, seed: int | None = None,
                 append_changes: bool = False, interactive: bool = False,
                 progress: Progress = no_progress) -> None:
        self._home = home
        self.rng = rng
        self.clock = clock
        self.campaign = campaign
        self.seed = seed
        self.append_changes = append_changes
        """Commit by appending to the campaign's change log (the shell: cost stays flat)."""
        self.interactive = interactive
        """A player at the shell, who can be asked the choices a quick command's options left
        open."""
        self.progress = progress
        """The terminal's display of a long task, given by the caller (the renderers draw it:
        a command never imports them)."""
        self.show_odds = True
        """Whether a roll's exact odds are shown before its dice (`set odds off` hides them)."""
        self.say: Callable[[object], None] | None = None
        """Where a quick command's odds are said before its dice: the shell's screen, a
        one-shot's output; None when its output is JSON alone."""
        self._library: Library | None = None
        self._running: tuple[contextlib.ExitStack, str] | None = None
        """The running command's transactions and label (a campaign it opens joins them)."""
        self._in_command: list[Campaign] = []
        """The campaigns the running command is changing (let go while a question waits)."""

    @property
    def home_given(self) -> Path | str:
        """The home folder as given: enough to ask whether a file is there, without `pathlib`."""
        return self._home

    @property
    def home(self) -> Path:
        """The home folder."""
        if isinstance(self._home, str):
            from pathlib import Path

            self._home = Path(self._home)
        return self._home

    @property
    def lang(self) -> str:
        """The language in use."""
        return current_language()

    def require_campaign(self) -> Campaign:
        """The open campaign, or an error telling how to open one."""
        if self.campaign is None:
            raise CampaignError("campaign.none_open")
        return self.campaign

    def open_campaign(self, campaign: Campaign) -> None:
        """Make `campaign` the open one (closing the journal block of the previous one).

        Its system and edition must be ones the registry knows (a hand-edited `state.json`
        naming another is refused, naming the field)."""
        from solo.systems import check_settings

        settings = campaign.settings
        mistake = check_settings(settings.system, settings.edition)
        if mistake is not None:
            raise mistake.at(campaign.state_path)
        self.close_campaign()
        campaign.append_changes = self.append_changes
        self.campaign = campaign
        if self._running is not None:  # what the command does there is one step of its own
            stack, label = self._running
            stack.enter_context(campaign.transaction(label))
            self._in_command.append(campaign)

    def close_campaign(self) -> None:
        """Close the open campaign, if any (closing its journal's open block)."""
        if self.campaign is not None:
            self.campaign.close()
        self.campaign = None

    @contextlib.contextmanager
    def transaction(self, label: str) -> Iterator[None]:
        """Run one command as one change of the open campaign (nothing without one).

        A command that opens or closes a campaign commits what it did to the one it started on;
        what it goes on doing in a campaign it opens or makes (a tour) is one change there,
        with the same label: one undo step.
        """
        if self._running is not None:
            yield
            return
        from solo.text import without_surrogates

        label = without_surrogates(label)
        with contextlib.ExitStack() as stack:
            if self.campaign is not None:
                stack.enter_context(self.campaign.transaction(label))
                self._in_command.append(self.campaign)
            self._running = (stack, label)
            try:
                yield
            finally:
                self._running, self._in_command = None, []

    @contextlib.contextmanager
    def waiting(self) -> Iterator[None]:
        """Wait for the player without holding any campaign: what the command did so far is
        saved, and others may change its campaigns until the block ends."""
        with contextlib.ExitStack() as stack:
            for campaign in {id(c): c for c in self._in_command}.values():
                stack.enter_context(campaign.waiting())
            yield

    def record(self, entry: Entry) -> None:
        """Append to the open campaign's journal (nothing without one)."""
        if self.campaign is not None:
            self.campaign.record(entry)

    def dice(self, typed: str | None, option: str = "--dice") -> Rng:
        """The dice of a command: the player's typed faces for its first roll, then the
        session's dice (digital, or physical ones asked for).

        What the first roll is: `solo.dice.typed` (one batch, or a rule's `one_roll`). Faces
        that do not fill it exactly are refused, naming `option`; faces left unused when the
        command took a branch that rolled nothing are no error.
        """
        if typed is None:
            return self.rng
        from solo.dice.typed import ChainRng

        return ChainRng(ScriptedRng(parse_faces(typed)), self.rng, option)

    def announce(self, who: str, why: str, params: dict[str, object],
                 odds: object | None = None) -> None:
        """A roll a command makes itself, announced as a procedure's `RollFor` is: its odds
        shown first (`odds` may be the function that works them out), physical dice told whose
        it is and why."""
        if (odds is None or self.say is None) and getattr(self.rng, "expect", None) is None:
            return  # nothing to say, no one to tell (a one-shot `roll` imports no procedures)
        from solo.procedures.steps import RollFor

        self.roll_for(RollFor(who, why, params, odds))

    def roll_for(self, roll: RollFor) -> None:
        """The roll about to be made by a command the shell does not drive step by step (a
        quick one): its exact odds said first, unless hidden (`set odds off`, `SOLO_ODDS=no`)
        or there is nowhere to say them (`--json`); physical dice told whose roll it is."""
        if self.show_odds and self.say is not None:
            odds = roll.odds_now()
            if odds is not None:
                self.say(odds)
        expect = getattr(self.rng, "expect", None)
        if expect is not None:
            expect(roll)

    @staticmethod
    def finish(rng: Rng) -> None:
        """Complain about typed faces that the roll did not use."""
        if isinstance(rng, ScriptedRng):
            rng.finish()

    def simulation_rng(self) -> Rng:
        """Dice for simulations (thousands of draws): never the player's physical dice."""
        from solo.dice.rng import SeededRng

        return SeededRng(self.seed)

    def library(self) -> Library:
        """The random tables: bundled ones plus the player's (loaded once)."""
        if self._library is None:
            from solo.tables.load import load_library

            self._library = load_library(self.home)
        return self._library

    def forget_tables(self) -> None:
        """Reload the tables next time (after `table new` or `table check`)."""
        self._library = None


S = TypeVar("S")


def journal_lang(ctx: Context) -> str:
    """The language journal lines are written in: the campaign's, else the one in use."""
    return ctx.campaign.settings.lang if ctx.campaign is not None else ctx.lang


def load_state(ctx: Context, area: str, from_data: Callable[[dict[str, Any]], S],
               empty: Callable[[], S], schema: type | None = None) -> S:
    """An area's state from the open campaign, or an empty one when none is open.

    `schema`, a TypedDict of the saved shape, lets a hand-edited mistake name its field.
    """
    return empty() if ctx.campaign is None else ctx.campaign.typed(area, from_data, schema)


def save_state(ctx: Context, area: str, data: dict[str, Any], label: str) -> None:
    """Save an area's state in the open campaign (nothing without one); `undo` can take it back."""
    if ctx.campaign is not None:
        ctx.campaign.save(area, data, label=label)


Runner = Callable[[Context, argparse.Namespace], Any]


@record
class Command:
    """One command: its names, help, parser and body.

    `fast` commands run one-shot without the shell's heavier imports; a
    `raw_text` command takes the rest of the line as typed (prose with
    apostrophes), in `args.text`.
    """

    name: str
    aliases: tuple[str, ...]
    help: str
    parser: ParserFactory
    run: Runner
    fast: bool = False
    raw_text: bool = False

    def build(self, parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
        """A fresh parser of `parser_class` for this command (help in the language in use)."""
        from solo.commands.arg_names import name_arguments

        return guard_text(name_arguments(self.parser(parser_class)))


def new_parser(parser_class: type[argparse.ArgumentParser], prog: str,
               help_key: str) -> argparse.ArgumentParser:
    """A parser whose description comes from the catalog."""
    return parser_class(prog=prog, description=t(help_key))


def subcommand(subs: Any, name: str, words_key: str, run: Runner,
               **options: Any) -> argparse.ArgumentParser:
    """Add the subcommand `name`, typed also as any word its catalog entry lists, run by `run`.

    `words_key`'s text in each language lists the words a player may type for it, separated by
    `|` (`"fate.sub.roll": "tirar"`); they become its aliases, written once. `run(ctx, args)` is
    kept with `set_defaults`, so dispatch needs no map of names (`args.run(ctx, args)`).
    """
    from solo.i18n import LANGUAGES
    from solo.i18n.words import words_of

    aliases = list(dict.fromkeys(word for lang in LANGUAGES for word in words_of(words_key, lang)
                                 if word != name))
    parser: argparse.ArgumentParser = subs.add_parser(name, aliases=aliases, **options)
    parser.set_defaults(run=run)
    return parser


def add_dice_option(parser: argparse.ArgumentParser, example: str | None = None, *,
                    covers: str | None = None) -> None:
    """`--dice FACES`: faces the player rolled with real dice, for the command's first roll.

    `covers` is the catalog key naming that roll, and what comes later (`"el d10 de la
    escena; la tabla de alteraciones va aparte"`); None for `roll`, whose faces are the whole
    line. `example` is the catalog key of faces of the command's own dice (`"9"` for a d12…);
    without one the help shows generic faces.
    """
    sample = t(example) if example else t("core.option.dice_sample")
    help_text = (t("core.option.dice_first", roll=t(covers), example=sample) if covers
                 else t("core.option.dice", example=sample))
    parser.add_argument("--dice", "--dados", dest="dice", metavar="FACES", help=help_text)


def complete_with(action: argparse.Action, provider: str) -> argparse.Action:
    """Mark an argument to be tab-completed by the shell's provider `provider`."""
    action.solo_complete = provider  # type: ignore[attr-defined]
    return action


def parse_int(text: str, key: str = "core.bad_number") -> int:
    """Read an integer typed by the player (accepts `+2`)."""
    try:
        return int(text.strip())
    except ValueError:
        raise InputError(key, value=text) from None
