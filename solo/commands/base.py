"""What a command is: an argparse parser factory and a `run` over a `Context`.

Commands here are plain Python: the cmd2 shell turns each into a `do_` method,
and the one-shot `solo CMD …` path runs them without importing cmd2 at all.
`run` returns a result (rendered by the shell, kept as `last_result`, printed by
`--json`) or a guided `Procedure`, which the caller drives.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

from solo.commands.parser_walk import each_argument
from solo.dice.faces import parse_faces
from solo.dice.rng import ChainRng, Rng, ScriptedRng
from solo.errors import CampaignError, InputError
from solo.i18n import current_language, normalize, t
from solo.journal.entry import Entry
from solo.record import record

if TYPE_CHECKING:
    from datetime import datetime
    from pathlib import Path

    from solo.campaign.store import Campaign
    from solo.tables.library import Library

ParserFactory = Callable[[type[argparse.ArgumentParser]], argparse.ArgumentParser]


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
                 append_changes: bool = False, interactive: bool = False) -> None:
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

    def dice(self, typed: str | None) -> Rng:
        """The generator for one roll: the player's typed faces, or the usual dice."""
        if typed is None:
            return self.rng
        return ScriptedRng(parse_faces(typed))

    def typed_first(self, typed: str | None) -> Rng:
        """The dice of a guided command: the player's typed faces for its first rolls, then the
        session's dice (digital, or physical ones asked for).

        Every guided command takes `--dice` this way (`add_dice_option`); faces left unused
        when the procedure took a branch that rolled less are no error.
        """
        if typed is None:
            return self.rng
        return ChainRng(ScriptedRng(parse_faces(typed)), self.rng)

    def announce(self, who: str, why: str, params: dict[str, object]) -> None:
        """Say whose roll comes next and why, for dice the player rolls by hand (their question
        names it, as a procedure's `RollFor` does); nothing for digital dice."""
        expect = getattr(self.rng, "expect", None)
        if expect is not None:
            from solo.procedures.steps import RollFor

            expect(RollFor(who, why, params))

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


def guard_text(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Check every value typed for `parser` (and its subcommands) with `solo.text.check_text`.

    A NUL is refused naming the option; the lines of a value are folded into one (names,
    aspects, titles and questions live on one line). Each argument's own `type` runs after.
    """
    return each_argument(parser, _guard)


def _guard(action: argparse.Action) -> None:
    if action.nargs != 0 and not isinstance(action.type, str):
        field_name = (action.option_strings[0] if action.option_strings
                      else action.metavar if isinstance(action.metavar, str) else action.dest)
        action.type = _checked(action.type, str(field_name))


def _checked(convert: Callable[[str], Any] | None, field_name: str) -> Callable[[str], Any]:
    from solo.text import check_text

    def checked(value: str) -> Any:
        text = check_text(value, field_name)
        return text if convert is None else convert(text)

    checked.__name__ = getattr(convert, "__name__", "text")  # argparse names it in errors
    for mark in ("solo_bounds", "solo_step"):  # a bounded number keeps its range (tests walk it)
        if hasattr(convert, mark):
            setattr(checked, mark, getattr(convert, mark))
    return checked


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


def add_dice_option(parser: argparse.ArgumentParser, example: str | None = None) -> None:
    """`--dice FACES`: faces the player rolled with real dice.

    `example` is the catalog key of faces of the command's own dice (`"9"` for a d12…);
    without one the help shows generic faces.
    """
    help_text = (t("core.option.dice_for", example=t(example)) if example
                 else t("core.option.dice"))
    parser.add_argument("--dice", "--dados", dest="dice", metavar="FACES", help=help_text)


def default_subcommand(parser: argparse.ArgumentParser, name: str) -> None:
    """Read words that name none of `parser`'s subcommands as the words of subcommand `name`.

    `scene El puente` is `scene new El puente`; a first word that is a subcommand (or one of
    its aliases) keeps its meaning, so a title starting with one is typed after `new`
    (`scene new end of days`). The command alone and `-h`/`--help` are left as they are.
    """
    parser.default_subcommand = name  # type: ignore[attr-defined]


def with_default_subcommand(parser: argparse.ArgumentParser, words: list[str]) -> list[str]:
    """`words`, led by the parser's default subcommand when they name none of its own.

    >>> parser = argparse.ArgumentParser(prog="scene")
    >>> subs = parser.add_subparsers(dest="sub")
    >>> _ = subs.add_parser("new", aliases=["nueva"]), subs.add_parser("end")
    >>> default_subcommand(parser, "new")
    >>> with_default_subcommand(parser, ["El", "puente"])
    ['new', 'El', 'puente']
    >>> with_default_subcommand(parser, ["nueva", "end", "of", "days"])
    ['nueva', 'end', 'of', 'days']
    >>> with_default_subcommand(parser, []), with_default_subcommand(parser, ["--help"])
    ([], ['--help'])
    """
    default = getattr(parser, "default_subcommand", None)
    if not isinstance(default, str) or not words or words[0] in ("-h", "--help"):
        return words
    names = {name for action in parser._actions
             if isinstance(action, argparse._SubParsersAction) for name in action.choices}
    return words if words[0] in names else [default, *words]


HELP_WORDS = ("help", "ayuda")


def with_help_word(parser: argparse.ArgumentParser, words: list[str]) -> list[str]:
    """`zodiac help`, `campaign ayuda`: a help word alone where a subcommand goes asks for `-h`.

    >>> parser = argparse.ArgumentParser(prog="scene")
    >>> _ = parser.add_subparsers(dest="sub").add_parser("new")
    >>> with_help_word(parser, ["Ayuda"]), with_help_word(parser, ["help", "me"])
    (['-h'], ['help', 'me'])
    >>> with_help_word(argparse.ArgumentParser(prog="note"), ["help"])
    ['help']
    """
    if len(words) != 1 or words[0].casefold() not in HELP_WORDS:
        return words
    names = {name for action in parser._actions
             if isinstance(action, argparse._SubParsersAction) for name in action.choices}
    return ["-h"] if names and words[0] not in names else words


def complete_with(action: argparse.Action, provider: str) -> argparse.Action:
    """Mark an argument to be tab-completed by the shell's provider `provider`."""
    action.solo_complete = provider  # type: ignore[attr-defined]
    return action


FACE_OPTIONS = ("--dice", "--dados")
"""Options whose value is dice faces: a value starting with a minus is still theirs."""


def glue_faces(words: Sequence[str]) -> list[str]:
    """Join a faces option to a value that starts with `-`, so argparse does not read an option.

    >>> glue_faces(["roll", "--dice", "-+0+", "--bonus", "2"])
    ['roll', '--dice=-+0+', '--bonus', '2']
    >>> glue_faces(["--dados", "--00"]), glue_faces(["--dice"]), glue_faces(["--dice", "4 2"])
    (['--dados=--00'], ['--dice'], ['--dice', '4 2'])
    """
    glued: list[str] = []
    position = 0
    while position < len(words):
        word = words[position]
        following = words[position + 1] if position + 1 < len(words) else None
        if word in FACE_OPTIONS and following is not None and following.startswith("-"):
            glued.append(f"{word}={following}")
            position += 2
        else:
            glued.append(word)
            position += 1
    return glued


def expression_last(words: Sequence[str], mode: str) -> list[str]:
    """Put a dice expression after `--`, so `-4d6` or `2d6 -1d4` is not read as options.

    `roll`: every word but `--dice FACES`, `-h` and long options (`--bogus`, left to argparse
    to refuse in the player's language) is the expression; `odds`: all the words when the
    first one starts with a minus and is not a long option. No dice term starts with `--` and
    a letter, so `-1d4`, `-d6` and `--5` stay dice.

    >>> expression_last(["2d6", "-1d4", "--dice=3 4 2"], "roll")
    ['--dice=3 4 2', '--', '2d6', '-1d4']
    >>> expression_last(["-1d4"], "odds"), expression_last(["fate", "--bonus", "2"], "odds")
    (['--', '-1d4'], ['fate', '--bonus', '2'])
    >>> expression_last(["2d6", "--bogus"], "roll"), expression_last(["--bogus"], "odds")
    (['--bogus', '--', '2d6'], ['--bogus'])
    """
    help_words = ("-h", "--help")
    if mode == "odds":
        starts = (bool(words) and words[0].startswith("-") and words[0] not in help_words
                  and not _long_option(words[0]))
        return ["--", *words] if starts else list(words)
    options: list[str] = []
    expression: list[str] = []
    position = 0
    while position < len(words):
        word = words[position]
        if word in FACE_OPTIONS and position + 1 < len(words):
            options += [word, words[position + 1]]
            position += 1
        elif word.split("=")[0] in FACE_OPTIONS or word in help_words or _long_option(word):
            options.append(word)
        elif word != "--":
            expression.append(word)
        position += 1
    return options + (["--", *expression] if expression else [])


def _long_option(word: str) -> bool:
    """`--bogus`, `--dice=…`: an option's shape, never a dice expression's."""
    return word.startswith("--") and word[2:3].isalpha()


class SoloParserMixin:
    """Raise argparse's errors as one line (already in the player's language: `argparse_words`)."""

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        """argparse's parsing, with faces that start with a minus kept as `--dice`'s value.

        A parser marked `expression_words` (`roll`, `odds`) reads words that start with a
        minus as its dice expression (`expression_last`).
        """
        words = None if args is None else glue_faces(list(args))
        if words is not None:
            words = with_help_word(self, words)  # type: ignore[arg-type]
            words = with_default_subcommand(self, words)  # type: ignore[arg-type]
        mode = getattr(self, "expression_words", None)
        if words is not None and isinstance(mode, str):
            words = expression_last(words, mode)
        if words is not None:
            self._refuse_unknown_options(words)
        parsed = super().parse_known_args(words, namespace)  # type: ignore[misc]
        default = getattr(self, "default_subcommand", None)
        left = parsed[1]
        if (isinstance(default, str) and words and left and words[0] != default
                and not any(word.startswith("-") for word in left)):
            # `scene end of days`: `end` takes no words; maybe the player meant a title
            raise InputError("core.default_subcommand", prog=getattr(self, "prog", ""),
                             sub=words[0], extra=" ".join(left), default=default,
                             words=" ".join(words))
        return parsed

    def _refuse_unknown_options(self, words: Sequence[str]) -> None:
        """Say first that an option is unknown (argparse would first complain of missing data:
        `odds --bogus`). Only long options are checked, and only by a parser without
        subcommands (a subcommand's options are its own parser's to check)."""
        actions: list[argparse.Action] = getattr(self, "_actions", [])
        if any(isinstance(action, argparse._SubParsersAction) for action in actions):
            return
        # after a first plain word, the rest of the line may be text, minus signs and all
        rest_is_text = any(action.nargs == argparse.REMAINDER for action in actions)
        known: dict[str, argparse.Action] = getattr(self, "_option_string_actions", {})
        for word in words:
            if word == "--" or (rest_is_text and not word.startswith("-")):
                return
            option = word.split("=", 1)[0]
            if _long_option(option) and not any(name.startswith(option) for name in known):
                self.error(argparse._("unrecognized arguments: %s") % word)  # type: ignore[attr-defined]

    def error(self, message: str) -> NoReturn:
        """Raise `InputError` instead of printing usage and exiting."""
        raise InputError("core.argparse", detail=message, prog=getattr(self, "prog", ""))

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        """argparse's own check, with a value outside the choices told in the player's quotes,
        each choice named once (`acción` and `accion` are one word to the player)."""
        choices = action.choices
        if choices is not None and value not in choices:
            subcommand = isinstance(action, argparse._SubParsersAction)  # its usage names them
            raise argparse.ArgumentError(None if subcommand else action, t(
                "core.argparse.not_a_choice", value=value, choices=listed_choices(choices)))
        argparse.ArgumentParser._check_value(self, action, value)  # type: ignore[arg-type]


def listed_choices(choices: Iterable[object]) -> str:
    """The choices as a player reads them: in order, a word that differs only by its accents or
    case left out.

    >>> listed_choices(["action", "acción", "accion", "ts", "TS"])
    'action, acción, ts'
    """
    seen: dict[str, str] = {}
    for choice in choices:
        seen.setdefault(normalize(str(choice)), str(choice))
    return ", ".join(seen.values())


class PlainParser(SoloParserMixin, argparse.ArgumentParser):
    """The parser of the one-shot path: argparse with errors for the player."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _PlainFormatter)
        super().__init__(*args, **kwargs)


class _PlainFormatter(argparse.HelpFormatter):
    """argparse's formatter, sized without `shutil` (argparse imports it, and with it the
    compression modules, for every option added: a tenth of a one-shot's start)."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:
        super().__init__(prog, indent_increment, max_help_position,
                         terminal_columns() - 2 if width is None else width)


def terminal_columns() -> int:
    """The terminal's width as `shutil.get_terminal_size` reads it: `$COLUMNS`, stdout, 80."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


def parse_int(text: str, key: str = "core.bad_number") -> int:
    """Read an integer typed by the player (accepts `+2`)."""
    try:
        return int(text.strip())
    except ValueError:
        raise InputError(key, value=text) from None
