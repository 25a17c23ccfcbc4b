"""What a one-shot imports is what its command needs (issue 16): start-up is paid per command.

Each command runs in a fresh interpreter (`solo.cli.main`, output captured), which then lists
the modules it loaded. Not a timing: the module set is what `benchmarks/bench_startup.py`'s
ratios come from, and a new import in the hot path shows up here first.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SYSTEMS = ("fate", "zodiac", "fragmentos", "tricube")
CODE = """
import contextlib, io, sys, types
from solo.cli import main
with contextlib.redirect_stdout(io.StringIO()) as out:
    code = main(sys.argv[1:])
assert code == 0 and out.getvalue(), (code, out.getvalue())
print(" ".join(sorted(name for name, module in sys.modules.items()
                      if type(module) is types.ModuleType)))
"""
# What inspect loads: dataclasses imports it, solo defers it (solo/lazy.py).
INSPECT = ("inspect", "ast", "dis", "tokenize")
# Never in a one-shot that does not open the shell or print through rich.
SHELL = ("cmd2", "prompt_toolkit")


def _loaded(tmp_path: Path, *argv: str, odds: bool = True) -> set[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SOLO_HOME": str(tmp_path), "SOLO_LANG": "es",
           "SOLO_ODDS": "sí" if odds else "no"}
    done = subprocess.run([sys.executable, "-c", CODE, *argv], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


def _systems(loaded: set[str]) -> list[str]:
    return sorted(name for name in loaded
                  if name.split(".")[:2] == ["solo", "systems"] and len(name.split(".")) > 2)


def test_roll_imports_only_the_dice(tmp_path: Path) -> None:
    loaded = _loaded(tmp_path, "roll", "4dF")
    heavy = (*SHELL, "rich", "yaml", "msgspec", *INSPECT, "importlib.metadata", "email",
             "shutil", "datetime", "fractions", "decimal", "platform", "traceback", "json")
    assert sorted(loaded & set(heavy)) == []
    assert _systems(loaded) == []
    assert sorted(name for name in loaded  # the registry names its tables' folders: no more
                  if name.startswith(("solo.render", "solo.engine", "solo.campaign", "solo.tables."))
                  and name != "solo.tables.folders") == []


# Every one-shot `benchmarks/bench_startup.py` times, and what it must not import beyond
# another game system: the core ones print plain text (`solo.plain`), so no rich either.
PLAIN = (*SHELL, "rich", "importlib.metadata", "email")
ONE_SHOTS: list[tuple[tuple[str, ...], str | None, tuple[str, ...]]] = [
    (("roll", "4dF"), None, PLAIN),
    # the odds write no journal line
    (("odds", "3d6"), None, (*PLAIN, "yaml", "solo.systems", "solo.render",
                             "solo.journal.entry")),
    # typed dice that bring no random event (which reads the meaning tables)
    (("oracle", "¿Llueve?", "--dice", "++0+"), None, (*PLAIN, "yaml", "solo.tables.load",
                                                     "solo.engine.render", "solo.campaign.store")),
    # a table's plain dice are checked by their bounds, not their odds (no fractions); a
    # bundled table needs no system's folder listed, so no registry (solo.tables.places)
    (("table", "roll", "core/giros"), None, (*PLAIN, "solo.systems", "solo.render",
                                             "solo.tables.lint",
                                             "importlib.resources", "hashlib", "fractions",
                                             "decimal", "solo.dice.odds",
                                             "solo.dice.distribution",
                                             "solo.tables.skeleton",
                                             # its 1d20 is plain dice: no parser
                                             "solo.dice.notation", "solo.dice.tree",
                                             "solo.dice.roll")),
    (("fate", "roll"), "fate", SHELL),
    (("zodiac", "action", "--at=0"), "zodiac", SHELL),
    (("frag", "reto", "--score=3", "--difficulty=4"), "fragmentos", SHELL),
    (("tricube", "challenge", "--count=2"), "tricube", SHELL),
]


@pytest.mark.parametrize(("line", "system", "never"), ONE_SHOTS,
                         ids=[" ".join(line) for line, _system, _never in ONE_SHOTS])
def test_a_one_shot_imports_its_system_alone_and_nothing_it_does_not_show(
        tmp_path: Path, line: tuple[str, ...], system: str | None,
        never: tuple[str, ...]) -> None:
    loaded = _loaded(tmp_path, *line)
    assert {name.split(".")[2] for name in _systems(loaded)} == ({system} if system else set())
    assert sorted(loaded & set(never)) == []


def test_the_dice_and_their_odds_import_no_pathlib() -> None:
    # `pathlib` (with `urllib.parse` and `ipaddress`) costs a fifth of a bare Python's start;
    # this venv's editable install loads it at start-up (`_loaded` would always see it), so the
    # modules are imported without `site`: the player's installed `solo odds` loads none of it
    code = ("import sys; import solo.cli, solo.oneshot, solo.commands.dice, solo.dice.odds, "
            "solo.jsonable; print(sorted({'pathlib', 'urllib.parse', 'fnmatch'} & "
            "set(sys.modules)))")
    done = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True, text=True,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["[]"]


def test_the_list_is_every_one_shot_the_benchmark_times() -> None:
    bench = (ROOT / "benchmarks" / "bench_startup.py").read_text(encoding="utf-8")
    for line, _system, _never in ONE_SHOTS:
        timed = "oracle x" if line[0] == "oracle" else " ".join(line)  # any question
        assert f'("{timed}", ' in bench, timed


def test_a_one_shot_draws_on_a_systems_table_without_importing_the_system(
        tmp_path: Path) -> None:
    # the tables ask the registry for the systems' folders themselves (nothing imported it)
    loaded = _loaded(tmp_path, "table", "roll", "fate/giros")
    assert _systems(loaded) == []
    assert sorted(loaded & {*SHELL, "importlib.metadata", "email"}) == []


# Each game system's one-shot of the bench list (typed faces: no presagio, no complication),
# and modules of its own system it must not load: other subcommands' code, the renderers.
SYSTEM_ONE_SHOTS = {
    "fate": (("fate", "roll", "--dice=+0-+"),
             ("commands.pc", "commands.play", "commands.state", "procedures.conflict",
              "procedures.contest", "procedures.do", "procedures.absorb", "render",
              "rules.character", "rules.deck")),
    "zodiac": (("zodiac", "action", "--at=0", "--dice=8"),
               ("commands.pc", "commands.sheet", "procedures.crossroads", "procedures.creation",
                "render", "rules.topics")),
    "fragmentos": (("frag", "reto", "--score=3", "--difficulty=4", "--dice=2 5 5"),
                   ("commands.pc", "procedures.conflict", "procedures.creation", "render",
                    "rules.topics")),
    "tricube": (("tricube", "challenge", "--count=2", "--dice=6 5"),
                ("commands.pc", "commands.versus", "procedures.versus", "procedures.creation",
                 "render", "rules.topics")),
}


@pytest.mark.parametrize("system", SYSTEM_ONE_SHOTS)
def test_a_system_one_shot_imports_only_its_subcommand(tmp_path: Path, system: str) -> None:
    line, unused = SYSTEM_ONE_SHOTS[system]
    loaded = _loaded(tmp_path, *line)
    assert {name.split(".")[2] for name in _systems(loaded)} == {system}
    assert sorted(f"solo.systems.{system}.{name}" for name in unused
                  if f"solo.systems.{system}.{name}" in loaded) == []
    # its result is printed as plain lines: no rich, no renderer, no table read, no GM
    heavy = (*SHELL, "rich", "yaml", *INSPECT, "importlib.metadata", "email", "json")
    assert sorted(loaded & set(heavy)) == []
    assert sorted(name for name in loaded if name.startswith(
        ("solo.render", "solo.engine", "solo.campaign", "solo.tables.pick"))) == []
    # nor the dice expressions' parser: its rolls are the system's own
    assert sorted(loaded & {"solo.dice.roll", "solo.dice.tree", "solo.dice.notation"}) == []
    # nor the odds engine: a system's odds count its dice with `solo.dice.uniform` alone
    assert sorted(loaded & {"solo.dice.distribution", "solo.dice.odds"}) == []


def test_a_fragmentos_presagio_loads_no_other_system_nor_the_dice_parser(
        tmp_path: Path) -> None:
    # a die showing 1 draws on fragmentos/presagios (1d36): only that system's folder is listed
    loaded = _loaded(tmp_path, "frag", "reto", "--score=3", "--difficulty=4", "--dice=1 3 4")
    assert "solo.tables.pick" in loaded
    assert {name.split(".")[2] for name in _systems(loaded)} == {"fragmentos"}
    assert sorted(loaded & {"solo.dice.notation", "solo.dice.tree", "solo.dice.roll",
                            *SHELL, "rich", "importlib.metadata"}) == []


def test_a_zodiac_action_counts_no_odds_it_does_not_print(tmp_path: Path) -> None:
    # with the odds hidden (SOLO_ODDS=no) a quick Action leaves its roll's odds unread: they
    # are counted (in Fractions) only when shown
    loaded = _loaded(tmp_path, "zodiac", "action", "--at=0", "--dice=8", odds=False)
    assert sorted(loaded & {"fractions", "decimal"}) == []
    assert "fractions" in _loaded(tmp_path, "zodiac", "action", "--at=0", "--dice=8")
