"""No command line a player can type shows a traceback or an internal error.

The one-shot fuzz starts from the minimal valid line of a leaf command (the table in
`test_numbers_bounds.py`, which covers every leaf) in a campaign of its system, and adds,
replaces or drops words: random text, the leaf's own option names, huge and odd numbers,
markup and escape payloads, empty strings. The budget is fixed and the examples are
derandomized (the `solo` profile), so `make test` explores the same lines on every run.
"""

from __future__ import annotations

import argparse
import contextlib
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from solo.commands import all_commands
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
            " ", "%(x)s", "{x}", "<b>", "`", "# título", "```"]
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
