"""How a command's words are read: argparse, with errors for the player and a few kindnesses.

Every value typed is checked (`guard_text`); dice faces may start with a minus (`--dice -+0`);
`roll` and `odds` read words that start with a minus as their expression; a help word alone asks
for the help; a parser may have a default subcommand; `--x=--` is the value `--`. The one-shot
path parses with `PlainParser`, the shell with cmd2's parser and the same `SoloParserMixin`.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NoReturn

from solo.commands.parser_walk import each_argument
from solo.errors import InputError
from solo.i18n import normalize, t
from solo.text import fold_lines


def guard_text(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Check every value typed for `parser` (and its subcommands) with `check_text`.

    A NUL is refused naming the option; the lines of a value are folded into one (names,
    aspects, titles and questions live on one line). Each argument's own `type` runs after.
    """
    return each_argument(parser, _guard)


def check_text(value: str, field: str) -> str:
    r"""`value` typed for `field`, refused when it holds a NUL, its lines folded into one.

    >>> check_text("Nia\nla Roja", "NAME")
    'Nia la Roja'
    >>> try:
    ...     check_text("a\x00b", "NAME")
    ... except InputError as error:
    ...     print(error.message("en"))
    NAME: the text holds a NUL character (\x00); type it again without it.
    """
    if "\x00" in value:
        raise InputError("core.text.nul", field=field)
    return fold_lines(value)


def _guard(action: argparse.Action) -> None:
    if action.nargs != 0 and not isinstance(action.type, str):
        field_name = (action.option_strings[0] if action.option_strings
                      else action.metavar if isinstance(action.metavar, str) else action.dest)
        action.type = _checked(action.type, str(field_name))


def _checked(convert: Callable[[str], Any] | None, field_name: str) -> Callable[[str], Any]:
    def checked(value: str) -> Any:
        text = check_text(value, field_name)
        return text if convert is None else convert(text)

    checked.__name__ = getattr(convert, "__name__", "text")  # argparse names it in errors
    for mark in ("solo_bounds", "solo_step"):  # a bounded number keeps its range (tests walk it)
        if hasattr(convert, mark):
            setattr(checked, mark, getattr(convert, mark))
    return checked


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
            self._refuse_second_dashes(words)
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

    def _refuse_second_dashes(self, words: Sequence[str]) -> None:
        """Refuse a `--` after the first (Python 3.11's argparse drops it, leaving a value
        empty): after the first `--` every word is a value, and `--` is none (text that takes
        the rest of the line keeps it)."""
        actions: list[argparse.Action] = getattr(self, "_actions", [])
        if any(isinstance(action, argparse._SubParsersAction) or action.nargs == argparse.REMAINDER
               for action in actions):
            return
        if words.count("--") > 1:
            raise InputError("core.second_dashes", prog=getattr(self, "prog", ""))

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

    def _get_values(self, action: argparse.Action, arg_strings: list[str]) -> Any:
        """argparse's reading of an option's words, with `--x=--` read as the value `--`.

        argparse drops a `--` among an option's words (it means "no more options" on its
        own); an option that takes one value can only have been given it glued, `--x=--`.
        """
        if (action.option_strings and action.nargs in (None, argparse.OPTIONAL)
                and arg_strings == ["--"]):
            value = self._get_value(action, "--")  # type: ignore[attr-defined]
            self._check_value(action, value)
            return value
        return super()._get_values(action, arg_strings)  # type: ignore[misc]

    def error(self, message: str) -> NoReturn:
        """Raise `InputError` instead of printing usage and exiting."""
        raise InputError("core.argparse", detail=message, prog=getattr(self, "prog", ""))

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        """argparse's own check, with a value outside the choices told in the player's quotes,
        each choice named once (`acción` and `accion` are one word to the player)."""
        choices = action.choices
        if choices is not None and value not in choices:
            subcommand = isinstance(action, argparse._SubParsersAction)  # its usage names them
            shown = action.metavar  # the words of the player's language, `{nuevo,lista}`
            words = (shown[1:-1].split(",") if isinstance(shown, str)
                     and shown.startswith("{") and shown.endswith("}") else None)
            raise argparse.ArgumentError(None if subcommand or words else action, t(
                "core.argparse.not_a_choice", value=value,
                choices=", ".join(words) if words else listed_choices(choices)))
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




def readable(args: argparse.Namespace) -> argparse.Namespace:
    r"""`args`, each text's bytes that were not UTF-8 written as their escapes (`\xff`).

    A name typed with such a byte is stored as it is shown (as a journal note is): no file
    could hold the lone surrogate Python reads it as. Paths (`Path` values) keep their bytes.

    >>> readable(argparse.Namespace(name="a\udcffb", words=["x\udcfe"], n=3))
    Namespace(name='a\\xffb', words=['x\\xfe'], n=3)
    """
    from solo.text import without_surrogates

    for name, value in vars(args).items():
        if isinstance(value, str):
            setattr(args, name, without_surrogates(value))
        elif isinstance(value, list) and any(isinstance(item, str) for item in value):
            setattr(args, name, [without_surrogates(item) if isinstance(item, str) else item
                                 for item in value])
    return args
