"""The `solo` program: one-shot commands, or the shell when none is given.

The one-shot path imports only what its command needs: `solo roll 4dF` never
imports cmd2, rich or yaml.

Everything `main` does runs inside one error guard: bad input is one line and exit 2; output or a
campaign file that cannot be written (a full disk, `/dev/full`, a stdout closed with `>&-`) is one
line and exit 1, and a refusal that cannot be said (stderr closed or full) is exit 1 with nothing
on stdout; a closed pipe (`solo --help | head -1`) ends quietly, as `git` and `ls` do; Ctrl-C is
exit 130; a bug is one line pointing to a crash log (see `solo.crashlog`) and exit 1. No traceback
reaches the screen unless `--debug`.
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Iterable, Sequence
from typing import Any, TextIO

from solo.errors import SoloError, os_reason
from solo.options import Options

GLOBAL_FLAGS = {"--json": "json", "--debug": "debug", "--depurar": "debug"}
GLOBAL_OPTIONS = {"--seed": "seed", "--lang": "lang", "--home": "home", "--campaign": "campaign",
                  "--semilla": "seed", "--idioma": "lang", "--campaña": "campaign"}
EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT = 0, 1, 2


def split_globals(argv: Sequence[str]) -> tuple[Options, list[str]]:
    """Read the global options; return them and the command line that follows."""
    options = Options()
    index = 0
    while index < len(argv) and argv[index].startswith("--"):
        word, _, inline = argv[index].partition("=")
        if word in GLOBAL_FLAGS:
            setattr(options, GLOBAL_FLAGS[word], True)
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
    if "\0" in value:
        from solo.errors import InputError

        raise InputError("cli.nul_in_option", option=typed)
    if name == "seed":
        from solo.commands.numbers import SEED_MAX
        from solo.numbers import read_number

        options.seed = read_number(value, 0, SEED_MAX, key="cli.bad_seed", name=typed)
    elif name == "home":
        from pathlib import Path

        options.home = Path(value)
    else:
        setattr(options, name, value)


def _check_home(options: Options) -> None:
    """Refuse a home that is a file, a device or a FIFO (one that does not exist yet is made
    when a command first writes there)."""
    from solo.files import kind_of

    home = options.home_given()
    if kind_of(home) in ("file", "other"):
        from solo.errors import InputError

        raise InputError("cli.home_not_folder", home=str(home))


def main(argv: Sequence[str] | None = None) -> int:
    """Run `solo` with `argv` (default: the process's arguments); return the exit code."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    closed = claim_closed_streams()
    options, ready = Options(), False
    real_stdout = sys.stdout
    try:
        options, command_line = split_globals(arguments)
        ready = True
        _check_home(options)
        from solo.crashlog import set_debug

        set_debug(options.debug)
        if command_line in ([], ["shell"]):
            _set_up_language(options)
            if closed:  # a shell that cannot show what it does, or its errors, is no shell
                raise OutputFailed(closed_error())
            from solo.shell.app import run_shell

            try:
                return run_shell(options)
            except OSError as error:  # what escapes the shell's own guard: its prompt and intro
                if error.filename is None:
                    raise OutputFailed(error) from error
                raise
        sys.stdout = _GuardedOutput(real_stdout)
        _set_up_language(options)
        code = _run_one_shot(options, command_line)
        sys.stdout.flush()
        return code
    except BaseException as error:  # the one guard: every way out is one line or silence
        if isinstance(error, SystemExit):
            raise
        return _handle(error, options, arguments, real_stdout, ready)
    finally:
        sys.stdout = real_stdout


def run() -> int:
    """The installed `solo` program and `python -m solo`: `main`, with Python's cycle collector
    held while it starts and skipped when it ends (see `solo.collector`)."""
    from solo import collector

    collector.hold()
    try:
        return main()
    finally:
        collector.leave()


def _set_up_language(options: Options) -> None:
    from solo.commands.argparse_words import install
    from solo.i18n import set_language

    set_language(options.language())
    install()


def _run_one_shot(options: Options, command_line: list[str]) -> int:
    if command_line[0] in ("-h", "--help", "help", "ayuda"):
        from solo.oneshot import print_usage

        return print_usage()
    if command_line[0] in ("--version", "version"):
        from solo import __version__

        print(f"solo {__version__}")
        return EXIT_OK
    if command_line[0] in ("clear", "limpiar") and len(command_line) == 1:
        if sys.stdout.isatty():  # the shell's `clear`, typed at the system's prompt
            sys.stdout.write("\x1b[H\x1b[2J")
        return EXIT_OK
    from solo.oneshot import main_guard

    return main_guard(options, command_line)


def _handle(error: BaseException, options: Options, arguments: Sequence[str],
            real_stdout: TextIO, ready: bool) -> int:
    """Turn anything that escaped a command into an exit code and at most one line.

    `ready`: the global options were all read (else an error speaks the `--lang` typed, if any).
    """
    from solo.errors import SoloError, from_os_error

    if isinstance(error, KeyboardInterrupt):
        return 130
    if isinstance(error, BrokenPipeError) or (
            isinstance(error, OutputFailed) and isinstance(error.error, BrokenPipeError)):
        _silence(real_stdout)
        return EXIT_OK
    if isinstance(error, OutputFailed):
        _silence(real_stdout)
        from solo.i18n import t

        _say(t("error.output", reason=os_reason(error.error)))
        return EXIT_FAILED
    if isinstance(error, ValueError) and "null byte" in str(error):
        error = SoloError("error.nul_in_path")
    if isinstance(error, OSError):
        error = from_os_error(error)
    if isinstance(error, SoloError):
        code = _fail(error, None if ready else _language_in(arguments))
        if options.json and not _say_json(error, None if ready else _language_in(arguments),
                                          real_stdout):
            return EXIT_FAILED
        return code
    from solo.crashlog import unexpected

    _say(unexpected(error, options.home_folder(), ["solo", *arguments]))
    return EXIT_FAILED


def claim_closed_streams() -> bool:
    """Give each standard stream the system closed (`solo roll 3d6 >&-`) a stand-in; return
    whether stdout or stderr was one of them.

    Its number is taken by the null device, so that no file solo opens gets it (a campaign
    file written as if it were the output); stdin then reads nothing, and a closed stdout or
    stderr refuses every write (`ClosedStream`): the command ends with exit 1 and, when
    stderr is open, one line.
    """
    closed = False
    for number, name in enumerate(("stdin", "stdout", "stderr")):
        if getattr(sys, name) is not None:  # Python makes it None when the number is closed
            continue
        try:
            os.fstat(number)
        except OSError:
            null = os.open(os.devnull, os.O_RDONLY)  # the lowest free number: this one
            if null != number:
                os.dup2(null, number)
                os.close(null)
        if number == 0:
            sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115 (the program's own)
        else:
            setattr(sys, name, ClosedStream())
            closed = True
    return closed


def closed_error() -> OSError:
    """What writing to a closed stream raises."""
    import errno

    return OSError(errno.EBADF, os.strerror(errno.EBADF))


class ClosedStream(io.TextIOBase):
    """stdout or stderr when the system closed it: every write fails as it would."""

    encoding = "utf-8"  # what a console asks for (nothing is ever written)

    def write(self, _text: str) -> int:
        """Fail: the stream is closed."""
        raise closed_error()


class OutputFailed(Exception):
    """The program's own output could not be written (not an `OSError`: no file is to blame)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error)
        self.error = error


class _GuardedOutput:
    """stdout, whose write failures say they are the output's (not a campaign file's)."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except OSError as error:
            raise OutputFailed(error) from error

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as error:
            raise OutputFailed(error) from error

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _silence(stream: TextIO) -> None:
    """Send what is left in the real stdout's buffer to /dev/null (no error again at exit)."""
    if stream is not sys.__stdout__:
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, stream.fileno())
        os.close(null)
    except (OSError, ValueError):
        pass


def _say(line: str) -> bool:
    """One line on stderr; whether it was written (not if stderr is closed or full too)."""
    try:
        print(line, file=sys.stderr)
        sys.stderr.flush()
    except (OSError, ValueError):
        return False
    return True


def _fail(error: SoloError, lang: str | None = None) -> int:
    """Say why the command was refused: exit 2 (1 for a write that failed), or 1 when even
    that line could not be written."""
    from solo.errors import WriteFailed

    if not _say(error.message(lang)):
        return EXIT_FAILED
    return EXIT_FAILED if isinstance(error, WriteFailed) else EXIT_BAD_INPUT


def _say_json(error: SoloError, lang: str | None, stream: TextIO) -> bool:
    """Under `--json`, the error as a JSON object on stdout: `{"error", "key", "column"}`;
    whether it was written."""
    import json

    column = error.params.get("column")
    data = {"error": error.message(lang), "key": error.key,
            "column": column if isinstance(column, int) else None}
    try:
        print(json.dumps(data, ensure_ascii=False), file=stream)
        stream.flush()
    except (OSError, ValueError):
        return False
    return True


def _language_in(arguments: Sequence[str]) -> str | None:
    """The `--lang` among the global options, for an error found before they were all read.

    >>> _language_in(["--home", "x", "--lang", "en", "roll"]), _language_in(["--lang=en"])
    ('en', 'en')
    """
    for index, word in enumerate(arguments):
        name, _, inline = word.partition("=")
        if name in ("--lang", "--idioma"):
            value = inline or (arguments[index + 1] if index + 1 < len(arguments) else "")
            from solo.i18n import LANGUAGES

            return value if value in LANGUAGES else None
    return None
