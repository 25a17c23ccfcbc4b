"""No engine command line a player can type shows a traceback or an internal error."""

from __future__ import annotations

import contextlib
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo.commands import area_commands
from tests.conftest import Shell, run_cli

INTERNAL = ("Traceback", "Algo ha fallado dentro de solo", "Something failed inside solo")
NAMES = sorted({name for c in area_commands("engine") for name in (c.name, *c.aliases)})
WORDS = ["new", "nueva", "end", "add", "añadir", "list", "close", "roll", "remove", "resolve",
         "dismiss", "--dice", "--dice=--00", "--odds", "50/50", "probable", "casi seguro",
         "--tension", "0", "10", "5", "--oracle", "d6", "fate", "x", "--odds-table", "--kept",
         "--lost", "--review", "--weight", "-1", "99", "#1", "presagio", "coste", "+0-+", "6 6",
         "1", "tricube", "zodiac", "'", '"', "ñ", "--", "{0}", "%s", "\\", "--help"]
TOKENS = st.one_of(st.sampled_from(WORDS), st.text(st.characters(blacklist_characters="|<>"),
                                                  max_size=5))
LINES = st.tuples(st.sampled_from([n for n in NAMES if n not in ("tour", "tutorial")]),
                  st.lists(TOKENS, max_size=5)).map(lambda p: " ".join([p[0], *p[1]]))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines=st.lists(LINES, min_size=1, max_size=4))
def test_engine_lines_never_break_the_shell(lines: list[str]) -> None:
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
        shell = Shell(Path(folder), stdin="\n" * 20)
        shell.run("campaign new fuzz --system none")
        for line in lines:
            run = shell.run(line.replace("\x00", ""))
            for marker in INTERNAL:
                assert marker not in run.err + run.out, (line, run.err)


@settings(max_examples=60, deadline=None)
@given(words=st.tuples(st.sampled_from(NAMES), st.lists(TOKENS, max_size=4)))
def test_engine_one_shot_lines_never_break(words: tuple[str, list[str]]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        argv = [w.replace("\x00", "") for w in (words[0], *words[1])]
        code, out, err = run_cli(*argv, home=Path(folder))
        assert code in (0, 2), (argv, err)
        for marker in INTERNAL:
            assert marker not in err + out, (argv, err)
