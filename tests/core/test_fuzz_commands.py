"""No command line a player can type shows a traceback or an internal error.

The one-shot fuzz starts from the minimal valid line of a leaf command (the table in
`test_numbers_bounds.py`, which covers every leaf) in a campaign of its system, and adds,
replaces or drops words: random text, the leaf's own option names, huge and odd numbers,
markup and escape payloads, empty strings. The budget is fixed and the examples are
derandomized (the `solo` profile), so `make test` explores the same lines on every run.

Then, exhaustively: every option of every leaf given values that look like options or signs
(`--x=--`, `--x=-`, `++1`, `--00`), every leaf with a byte that is not UTF-8 in each word (and
the real program's argv and stdin), and every leaf with its stdout or stderr closed (forked
children started as Python starts with `>&-`, and real processes for the issue's examples).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from solo.commands import all_commands
from solo.errors import InputError
from tests.conftest import Shell, run_cli
from tests.core.test_numbers_bounds import CAMPAIGN, MINIMAL, campaign_home, command_line, leaves

INTERNAL = ("Traceback", "Algo ha fallado dentro de solo", "Something failed inside solo")

COMMAND_WORDS = sorted({name for _a, c in all_commands() for name in (c.name, *c.aliases)})
OTHER_WORDS = ["new", "open", "list", "close", "show", "roll", "check", "sim", "start", "end",
               "export", "do", "action", "reto", "challenge", "versus", "crossroads", "add",
               "--dice", "--dice=--00", "--times", "--system", "fate", "zodiac", "tricube",
               "frag", "none", "--bonus", "--vs", "--at", "--cd", "--score", "--difficulty",
               "--odds", "50/50", "probable", "3d6", "4dF", "2d12kl1+3", "d%", "0", "-1", "7",
               "999999", "1e9", "+0-+", "'", '"', "\\", "ñ", "☃", "--", "-", "{table:x}",
               "../x", "\x00", "%s", "{0}", "1d0", "0d6", "--help"]
NUMBERS = ["0", "-1", "+1", "1", "3", "7", "13", "100", "999999999", str(2**63), str(-(2**63)),
           "9" * 40, "9" * 5000, "1e9", "0x10", "1.5", "²", "٣", "#3", "#0", "-0", "+-1", "NaN",
           "Nia:99999999", "Orco:-5", "1,2", "2 bueno", "+99999999999 bueno"]
# Markup and terminal escapes: they must come back as data (or be refused), never break.
PAYLOADS = ["[/]", "[/]x", "[bold red]rojo", "[link=http://x]y[/link]", "[", "]", "\x1b[2Jx",
            "\x1b]8;;http://x\x07y\x1b]8;;\x07", "\x07", "\r", "a\nb", "\t", "\u202e", "",
            " ", "%(x)s", "{x}", "<b>", "`", "# título", "```", "--", "-", "++1", "+-",
            "a\udcffb"]  # the last: the byte 0xff of a command line, as Python reads it
TEXT = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"),
               max_size=8)


@st.composite
def one_shot_lines(draw: st.DrawFn) -> tuple[str, list[str]]:
    """A leaf's minimal line, changed a few times with the words a player (or an attacker) types."""
    leaf = draw(st.sampled_from(sorted(MINIMAL)), label="leaf")
    words = command_line(leaf)
    head = len(leaf.split()) if not leaf.startswith("odds ") else 2
    options = sorted({o for a in PARSERS[leaf]._actions for o in a.option_strings})
    token = st.one_of(st.sampled_from(NUMBERS), st.sampled_from(PAYLOADS), TEXT,
                      st.sampled_from(OTHER_WORDS),
                      st.sampled_from(options) if options else st.just("--help"),
                      st.tuples(st.sampled_from(options or ["--x"]),
                                st.sampled_from(NUMBERS + PAYLOADS)).map("=".join))
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.integers(head, len(words)))
        change = draw(st.sampled_from(("add", "add", "replace", "drop")))
        if change == "add":
            words.insert(where, draw(token))
        elif where < len(words):
            if change == "replace":
                words[where] = draw(token)
            else:
                del words[where]
    return MINIMAL[leaf][0], words


PARSERS: dict[str, argparse.ArgumentParser] = leaves()


@settings(max_examples=1500)
@given(line=one_shot_lines())
def test_one_shot_lines_never_break(line: tuple[str, list[str]]) -> None:
    system, words = line
    with tempfile.TemporaryDirectory() as folder:
        home = campaign_home(system, Path(folder))
        code, out, err = run_cli("--campaign", CAMPAIGN, *words, home=home)
    assert code in (0, 1, 2), (words, err)  # 1: `table check` found a broken table
    for marker in INTERNAL:
        assert marker not in err + out, (words, err)
    assert "error.unexpected" not in err


TOKENS = st.one_of(st.sampled_from(OTHER_WORDS),
                   st.text(st.characters(blacklist_characters="|<>"), max_size=6))
LINES = st.tuples(st.sampled_from(COMMAND_WORDS), st.lists(TOKENS, max_size=6)).map(
    lambda parts: " ".join([parts[0], *parts[1]]))


@settings(max_examples=150)
@given(lines=st.lists(LINES, min_size=1, max_size=4))
def test_shell_lines_never_break(lines: list[str]) -> None:
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
        shell = Shell(Path(folder))
        shell.run("campaign new fuzz --system none")
        for line in lines:
            run = shell.run(line.replace("\x00", ""))
            for marker in INTERNAL:
                assert marker not in run.err + run.out, (line, run.err)


@settings(max_examples=300)
@given(words=st.tuples(st.sampled_from(COMMAND_WORDS), st.lists(TOKENS, max_size=5)))
def test_one_shot_words_without_a_campaign_never_break(words: tuple[str, list[str]]) -> None:
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
        argv = [w.replace("\x00", "") for w in (words[0], *words[1])]
        code, out, err = run_cli(*argv, home=Path(folder))
        assert code in (0, 1, 2), (argv, err)
        for marker in INTERNAL:
            assert marker not in err + out, (argv, err)


# -- every option, given values that look like options or signs ----------------------------

SIGNS = ("--", "-", "++1", "--00", "+", "", "-0", "+-")
APART = ("++1",)  # also typed after the option (a word that starts with `-` is an option)


def _options_taking_values(leaf: str) -> list[str]:
    return sorted({action.option_strings[0] for action in PARSERS[leaf]._actions
                   if action.option_strings and action.nargs != 0})


def _refusal_or_result(words: list[str], code: int, out: str, err: str) -> None:
    assert code in (0, 1, 2), (words, err)  # 1: `table check` found a broken table
    for marker in INTERNAL:
        assert marker not in err + out, (words, err)
    if code == 2:
        assert len(err.strip().splitlines()) == 1, (words, err)


def _parses(leaf: str, words: list[str]) -> bool:
    """Whether `leaf`'s own parser takes `words` (what follows the command's name)."""
    try:
        with contextlib.redirect_stdout(io.StringIO()):  # `-h` prints the help
            PARSERS[leaf].parse_args(words)
    except (InputError, SystemExit):
        return False
    return True


def test_every_option_reads_values_that_look_like_options_or_signs(tmp_path: Path) -> None:
    """`--OPT=VALUE` and `--OPT VALUE` for every option of every command: the value is the
    option's, and its rule takes it or refuses it in one line (argparse dropped `--`: 29
    options broke). Every line the leaf's parser takes runs; a few it refuses run too."""
    homes: dict[str, Path] = {}
    runs = refused = 0
    for leaf in sorted(MINIMAL):
        system = MINIMAL[leaf][0]
        head = len(leaf.split()) if not leaf.startswith("odds ") else 2
        for option in _options_taking_values(leaf):
            for value in SIGNS:
                for form in ("glued", "apart") if value in APART else ("glued",):
                    words = [w for w in command_line(leaf) if not w.startswith(f"{option}=")]
                    words += [f"{option}={value}"] if form == "glued" else [option, value]
                    if not _parses(leaf, words[head:]):
                        refused += 1
                        if refused % 7:  # the parser's own refusal: one line (a sample runs)
                            continue
                    home = homes.get(system) or campaign_home(system, tmp_path)
                    code, out, err = run_cli("--seed", "1", "--campaign", CAMPAIGN, *words,
                                             home=home)
                    _refusal_or_result(words, code, out, err)
                    # a refusal saved nothing: the next value reuses the home
                    homes[system] = home if code == 2 else campaign_home(system, tmp_path)
                    runs += 1
    assert runs > 400 and refused > 500


def test_the_issue_examples_are_one_line(tmp_path: Path) -> None:
    home = campaign_home("none", tmp_path)
    for words, expected in (
            (["roll", "3d6", "--dice=--"], "Caras necesarias para esta tirada: 3; has escrito 2."),
            (["oracle", "x", "--tension=--"], "oracle: --tension/--tensión: «--» no es un número"),
            (["journal", "--lines=--"], "journal: --lines/--lineas: «--» no es un número"),
            (["oracle", "x", "--odds=--00"], "No conozco la probabilidad «--00»."),
            (["oracle", "x", "--odds", "++1"], "No conozco la probabilidad «++1»."),
            (["roll", "3d6", "--dice=-"], "Caras necesarias para esta tirada: 3; has escrito 1.")):
        code, _out, err = run_cli("--campaign", CAMPAIGN, *words, home=home)
        assert code == 2, (words, err)
        assert len(err.splitlines()) == 1 and err.startswith(expected), (words, err)
    zodiac = campaign_home("zodiac", tmp_path)
    code, _out, err = run_cli("--campaign", CAMPAIGN, "zodiac", "ts", "--score=--", home=zodiac)
    assert code == 2 and err.startswith("zodiac ts: --score/--puntuacion: «--» no es un número")
    assert run_cli("--campaign", CAMPAIGN, "oracle", "x", "--odds=+2", home=home)[0] == 0


# -- bytes that are not UTF-8 -----------------------------------------------------------------

NOT_UTF8 = "\udcff"  # how Python reads the byte 0xff of a command line (surrogate escape)


def _with_bad_bytes(leaf: str) -> list[str]:
    """The minimal line of `leaf`, every word after the command's own taking a byte 0xff."""
    head = len(leaf.split()) if not leaf.startswith("odds ") else 2
    words = command_line(leaf)
    return words[:head] + [word + NOT_UTF8 if not word.startswith("-") else word
                           for word in words[head:]]


def test_no_command_breaks_on_a_byte_that_is_not_utf8(tmp_path: Path) -> None:
    """Every leaf with 0xff in each of its words: saved escaped (`\\xff`), or refused."""
    for leaf in sorted(MINIMAL):
        home = campaign_home(MINIMAL[leaf][0], tmp_path)
        words = _with_bad_bytes(leaf)
        code, out, err = run_cli("--seed", "1", "--campaign", CAMPAIGN, *words, home=home)
        _refusal_or_result(words, code, out, err)
        state = home / "journals" / CAMPAIGN / "state.json"
        text = state.read_bytes().decode("utf-8")  # never a byte that is not UTF-8
        assert "\\udcff" not in text, (words, "a lone surrogate was stored")


def test_a_name_with_a_bad_byte_is_stored_as_it_is_shown(tmp_path: Path) -> None:
    home = campaign_home("none", tmp_path)
    code, out, err = run_cli("--campaign", CAMPAIGN, "thread", "add", f"a{NOT_UTF8}b", home=home)
    assert (code, err) == (0, "") and "a\\xffb" in out
    from tests.conftest import area_state

    assert {"name": "a\\xffb", "weight": 1, "status": "open"} in area_state(
        home, CAMPAIGN, "engine")["threads"]
    code, _out, err = run_cli("--campaign", CAMPAIGN, "thread", "close", f"a{NOT_UTF8}b",
                              home=home)
    assert (code, err) == (0, "")


def _solo(home: Path, *argv: str | bytes, stdin: bytes = b"", close: tuple[int, ...] = (),
          stderr_to: str | None = None) -> tuple[int, bytes, bytes]:
    """The real `solo` program in a process of its own, with the descriptors `close` closed
    (as `>&-` and `2>&-` leave them) or stderr written to `stderr_to` (`/dev/full`)."""
    import os
    import subprocess
    import sys

    def closing() -> None:
        for number in close:
            os.close(number)
        if stderr_to is not None:
            os.dup2(os.open(stderr_to, os.O_WRONLY), 2)

    env = {**os.environ, "SOLO_HOME": str(home), "SOLO_LANG": "es"}
    done = subprocess.run([sys.executable, "-m", "solo", *argv], input=stdin, capture_output=True,
                          env=env, cwd=home, timeout=60, preexec_fn=closing, check=False)
    return done.returncode, done.stdout, done.stderr


def test_the_real_argv_and_answers_keep_bad_bytes_escaped(tmp_path: Path) -> None:
    home = campaign_home("none", tmp_path)
    code, _out, err = _solo(home, "--campaign", CAMPAIGN, "npc", "add", b"N\xfeo")
    assert (code, err) == (0, b"")
    state = (home / "journals" / CAMPAIGN / "state.json").read_text("utf-8")
    assert "N\\\\xfeo" in state  # JSON's escape of the backslash of `N\xfeo`
    fate = campaign_home("fate", tmp_path)
    code, _out, err = _solo(fate, "--campaign", CAMPAIGN, "fate", "character", "new",
                            stdin=b"Ladrona\xff\nDebo dinero\nHermana\nTom\xe1s\n\n5\n\n\n")
    assert (code, err) == (0, b""), err  # the answers, read from stdin, hold the bytes
    state = (fate / "journals" / CAMPAIGN / "state.json").read_text("utf-8")
    assert "Tom\\\\xe1s" in state and "Ladrona\\\\xff" in state


CLOSED = "No se pudo escribir la salida de solo: no está abierta."


def test_a_closed_stdout_is_one_line_and_exit_1_and_the_change_is_kept(tmp_path: Path) -> None:
    home = campaign_home("none", tmp_path)
    assert _solo(home, "roll", "3d6", close=(1,))[::2] == (1, (CLOSED + "\n").encode())
    code, _out, err = _solo(home, "--campaign", CAMPAIGN, "thread", "add", "Cerrada", close=(1,))
    assert (code, err.decode()) == (1, CLOSED + "\n")
    from tests.conftest import area_state

    assert "Cerrada" in str(area_state(home, CAMPAIGN, "engine")["threads"])  # made whole
    assert _solo(home, close=(1,))[::2] == (1, (CLOSED + "\n").encode())  # the shell too
    assert not (home / ".solo").exists()  # no crash log


def test_a_closed_or_full_stderr_is_exit_1_and_nothing_on_stdout(tmp_path: Path) -> None:
    for streams in ({"close": (2,)}, {"stderr_to": "/dev/full"}):
        code, out, _err = _solo(tmp_path, "roll", "badexpr", **streams)  # type: ignore[arg-type]
        assert (code, out) == (1, b""), streams  # the refusal could not be said
        code, out, _err = _solo(tmp_path, "roll", "3d6", "--dice", "1 2 3", **streams)  # type: ignore[arg-type]
        assert (code, out) == (0, b"3d6: [1 2 3] = 6\n"), streams  # nothing to say there
    assert _solo(tmp_path, "roll", "3d6", close=(1, 2))[:2] == (1, b"")
    assert not (tmp_path / ".solo").exists()


def _forked(home: Path, words: list[str], closed: int) -> tuple[int, str, str]:
    """`solo WORDS` in a forked child started as Python starts with `>&-` or `2>&-`: the
    descriptor `closed` closed and its stream None. Its exit code, stdout and stderr."""
    import os
    import sys
    import traceback

    with tempfile.TemporaryDirectory() as folder:
        names = {1: os.path.join(folder, "out"), 2: os.path.join(folder, "err")}
        pid = os.fork()
        if pid == 0:  # the child: never back into pytest
            code = 98
            try:
                os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
                for number, name in names.items():
                    os.dup2(os.open(name, os.O_WRONLY | os.O_CREAT, 0o600), number)
                sys.stdin = open(0, encoding="utf-8", closefd=False)  # noqa: SIM115
                sys.stdout = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
                sys.stderr = open(2, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
                os.close(closed)
                stream = "stdout" if closed == 1 else "stderr"
                setattr(sys, stream, None)
                setattr(sys, f"__{stream}__", None)
                from solo.cli import main

                code = main(["--home", str(home), "--seed", "1", "--campaign", CAMPAIGN,
                             *words])
            except BaseException:
                with open(names[1], "a", encoding="utf-8") as out:
                    traceback.print_exc(file=out)
            finally:
                os._exit(code)
        _pid, status = os.waitpid(pid, 0)
        out, err = (Path(names[number]).read_text("utf-8", "replace") for number in (1, 2))
    return os.waitstatus_to_exitcode(status), out, err


def test_no_command_breaks_with_a_closed_stdout_or_stderr(tmp_path: Path) -> None:
    """Every leaf, its output or its refusal unwritable: exit 1 (and one line, when stderr is
    open) or what it did without writing; never an internal error or a crash log."""
    for leaf in sorted(MINIMAL):
        home = campaign_home(MINIMAL[leaf][0], tmp_path)
        words = command_line(leaf)
        code, out, err = _forked(home, words, closed=1)
        assert code in (0, 1, 2), (words, out, err)
        assert err in ("", CLOSED + "\n") or (code == 2 and len(err.splitlines()) == 1), (
            words, code, err)
        refused = run_cli("--campaign", CAMPAIGN, *words, "--bogus", home=home)[0] == 2
        code, out, err = _forked(home, [*words, "--bogus"], closed=2)
        assert code in (0, 1), (words, code, out)
        assert not any(marker in out for marker in INTERNAL), (words, out)
        if refused:
            assert (code, out) == (1, ""), (words, out)  # a refusal that cannot be said
        assert not (home / ".solo").exists(), (leaf, "a crash log")
