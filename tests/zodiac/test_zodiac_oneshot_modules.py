"""A Zodiac roll without a PJ imports no sheet (issue 16: one-shot start-up).

`solo zodiac action --at=N` runs in a fresh interpreter (`solo.cli.main`, output captured), which
then lists the modules it loaded, as in `tests/core/test_oneshot_modules.py`: the sheet's rules
(scores, skills, states, Karma points and uses, Vínculos, Encrucijada…), the sheet's catalog keys and the
saved shape of a campaign are imported only when a PJ or a campaign is read.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from solo.systems.zodiac.commands.state import ZodiacState
from solo.systems.zodiac.commands.state_schema import ZodiacData
from solo.systems.zodiac.rules.character import Character

ROOT = Path(__file__).resolve().parents[2]
CODE = """
import contextlib, io, sys, types
from solo.cli import main
with contextlib.redirect_stdout(io.StringIO()) as out:
    code = main(sys.argv[1:])
print(repr((code, out.getvalue())))
print(" ".join(sorted(name for name, module in sys.modules.items()
                      if type(module) is types.ModuleType)))
"""
# What a PJ's sheet brings, and what a roll on its own never reads.
SHEET = ("rules.character", "rules.scores", "rules.words", "rules.skills", "rules.states",
         "rules.bonds", "rules.crossroads", "rules.keys", "rules.encumbrance", "rules.twist",
         "rules.last_ts", "rules.karma", "rules.odds", "procedures.announced", "commands.state_schema")


def _run(tmp_path: Path, *argv: str) -> tuple[str, set[str]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SOLO_HOME": str(tmp_path), "SOLO_LANG": "es",
           "SOLO_ODDS": "no"}  # the roll alone (its odds before it: tests/core/test_quick_odds)
    done = subprocess.run([sys.executable, "-c", CODE, *argv], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    shown, loaded = done.stdout.split("\n", 1)
    return shown, set(loaded.split())


def _unused(loaded: set[str]) -> list[str]:
    return sorted(name for name in SHEET if f"solo.systems.zodiac.{name}" in loaded)


def test_an_action_without_a_pc_imports_no_sheet(tmp_path: Path) -> None:
    shown, loaded = _run(tmp_path, "zodiac", "action", "--at=0", "--dice", "5")
    assert shown == repr((0, "1d12  [5] = 5 vs CD 7  →  Fracaso+Consecuencia\n"))
    assert _unused(loaded) == []


def test_a_natural_one_rolls_its_ts_pb_without_the_sheet(tmp_path: Path) -> None:
    # the TS PB comes from the AT (pb_for_at imports the scores then, and only then)
    shown, loaded = _run(tmp_path, "zodiac", "action", "--at=0", "--dice", "1",
                         "--ts-dice", "4")
    assert shown == repr((0, "1d12  [1] = 1 vs CD 7  →  Fracaso+Complicación\n"
                             "1 natural\n"
                             "TS 1d6  [4] +3 = 7 (necesita 7)  →  Superada\n"))
    assert _unused(loaded) == ["rules.scores", "rules.words"]


def test_the_state_names_its_sheet_and_saved_shape_when_asked() -> None:
    assert ZodiacState.character_class() is Character
    assert ZodiacState.schema() is ZodiacData


def test_a_hand_edited_sheet_still_names_the_field(tmp_path: Path) -> None:
    # the saved shape is imported when the campaign is read, and checks it as before
    from tests.conftest import run_cli, write_area_state

    run_cli("campaign", "new", "z", "--system", "zodiac", home=tmp_path)
    write_area_state(tmp_path, "z", "zodiac",
                     {"characters": {"Nia": {"name": "Nia", "pk": "tres", "scores": {}}}})
    code, _out, err = run_cli("--lang", "en", "--campaign", "z", "zodiac", "action", "--at=0",
                              "--dice", "5", home=tmp_path)
    assert code == 2
    assert err.strip().endswith(
        "state.json: 'areas.zodiac.characters.Nia.pk' should be a whole number from 0 to 7 but "
        "holds 'tres'.")
