"""No command line a player can type shows a traceback or an internal error."""

from __future__ import annotations

import contextlib
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo.commands import all_commands
from tests.conftest import Shell, run_cli

INTERNAL = ("Traceback", "Algo ha fallado dentro de solo", "Something failed inside solo")

COMMAND_WORDS = sorted({name for _a, c in all_commands() for name in (c.name, *c.aliases)})
OTHER_WORDS = ["new", "open", "list", "close", "show", "roll", "check", "sim", "start", "end",
               "export", "do", "action", "reto", "challenge", "versus", "crossroads", "add",
               "--dice", "--dice=--00", "--times", "--system", "fate", "zodiac", "tricube",
               "frag", "none", "--bonus", "--vs", "--at", "--cd", "--score", "--difficulty",
               "--odds", "50/50", "probable", "3d6", "4dF", "2d12kl1+3", "d%", "0", "-1", "7",
               "999999", "1e9", "+0-+", "'", '"', "\\", "ñ", "☃", "--", "-", "{table:x}",
               "../x", "\x00", "%s", "{0}", "1d0", "0d6", "--help"]
TOKENS = st.one_of(st.sampled_from(OTHER_WORDS),
                   st.text(st.characters(blacklist_characters="|<>"), max_size=6))
LINES = st.tuples(st.sampled_from(COMMAND_WORDS), st.lists(TOKENS, max_size=6)).map(
    lambda parts: " ".join([parts[0], *parts[1]]))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines=st.lists(LINES, min_size=1, max_size=4))
def test_shell_lines_never_break(lines: list[str]) -> None:
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
        shell = Shell(Path(folder))
        shell.run("campaign new fuzz --system none")
        for line in lines:
            run = shell.run(line.replace("\x00", ""))
            for marker in INTERNAL:
                assert marker not in run.err + run.out, (line, run.err)


@settings(max_examples=100, deadline=None)
@given(words=st.tuples(st.sampled_from(COMMAND_WORDS), st.lists(TOKENS, max_size=5)))
def test_one_shot_lines_never_break(words: tuple[str, list[str]]) -> None:
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
        argv = [w.replace("\x00", "") for w in (words[0], *words[1])]
        code, out, err = run_cli(*argv, home=Path(folder))
        assert code in (0, 1, 2), (argv, err)  # 1: `table check` found a broken table
        for marker in INTERNAL:
            assert marker not in err + out, (argv, err)
