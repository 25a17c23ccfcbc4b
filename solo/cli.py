"""The `solo` program: one-shot commands, or the shell when none is given.

The one-shot path imports only what its command needs: `solo roll 4dF` never
imports cmd2, rich or yaml.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from solo.errors import SoloError

GLOBAL_FLAGS = {"--json": "json"}
GLOBAL_OPTIONS = {"--seed": "seed", "--lang": "lang", "--home": "home", "--campaign": "campaign",
                  "--semilla": "seed", "--idioma": "lang", "--campaña": "campaign"}
EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT = 0, 1, 2


@dataclass
class Options:
    """The global options that come before the command."""

    json: bool = False
    seed: int | None = None
    lang: str | None = None
    home: Path | None = None
    campaign: str | None = None

    def home_folder(self) -> Path:
        """`--home`, else `$SOLO_HOME`, else the current folder."""
        if self.home is not None:
            return self.home
        return Path(os.environ.get("SOLO_HOME") or ".")

    def language(self) -> str:
        """`--lang`, else `$SOLO_LANG`, else Spanish."""
        return self.lang or os.environ.get("SOLO_LANG") or "es"


def split_globals(argv: Sequence[str]) -> tuple[Options, list[str]]:
    """Read the global options; return them and the command line that follows."""
    options = Options()
    index = 0
    while index < len(argv) and argv[index].startswith("--"):
        word, _, inline = argv[index].partition("=")
        if word in GLOBAL_FLAGS:
            options.json = True
            index += 1
            continue
        if word not in GLOBAL_OPTIONS:
            break
        if inline:
            value, index = inline, index + 1
        elif index + 1 < len(argv):
            value, index = argv[index + 1], index + 2
        else:
            from solo.errors import InputError

            raise InputError("cli.missing_value", option=word)
        _set_option(options, GLOBAL_OPTIONS[word], value, word)
    return options, list(argv[index:])


def _set_option(options: Options, name: str, value: str, typed: str) -> None:
    if name == "seed":
        from solo.commands.numbers import SEED_MAX
        from solo.numbers import read_number

        options.seed = read_number(value, 0, SEED_MAX, key="cli.bad_seed", name=typed)
    elif name == "home":
        options.home = Path(value)
    else:
        setattr(options, name, value)


def main(argv: Sequence[str] | None = None) -> int:
    """Run `solo` with `argv` (default: the process's arguments); return the exit code."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    try:
        options, command_line = split_globals(arguments)
        from solo.commands.base import localize_argparse
        from solo.i18n import set_language

        set_language(options.language())
        localize_argparse()
    except SoloError as error:
        return _fail(error)
    if command_line in ([], ["shell"]):
        from solo.shell.app import run_shell

        return run_shell(options)
    if command_line[0] in ("-h", "--help", "help", "ayuda"):
        from solo.oneshot import print_usage

        return print_usage()
    if command_line[0] in ("--version", "version"):
        from solo import __version__

        print(f"solo {__version__}")
        return EXIT_OK
    from solo.oneshot import main_guard

    try:
        return main_guard(options, command_line)
    except SoloError as error:
        return _fail(error)
    except KeyboardInterrupt:
        return 130
    except OSError as error:
        if isinstance(error, BrokenPipeError):
            return EXIT_OK
        from solo.errors import from_os_error

        return _fail(from_os_error(error))
    except Exception as error:  # a bug: one line, never a traceback
        if os.environ.get("SOLO_DEBUG"):
            raise
        from solo.i18n import t

        print(t("error.unexpected", kind=type(error).__name__), file=sys.stderr)
        return EXIT_FAILED


def _fail(error: SoloError) -> int:
    print(error.message(), file=sys.stderr)
    return EXIT_BAD_INPUT
