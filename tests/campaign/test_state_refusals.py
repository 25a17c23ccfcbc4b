"""The hand edits of `state.json` the reliability report found, each refused as a player meets
it: a one-shot, exit 2, one line naming the file, the field and what it may hold (or the line,
when the text is not JSON), at once."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.campaign.full_states import make_full_campaign
from tests.conftest import HANG_GUARD, run_cli

Edit = Callable[[dict[str, Any]], None]


def _campaign(home: Path, system: str = "fate") -> Path:
    return make_full_campaign(home, system)


def _edited(state: Path, edit: Edit) -> None:
    document = json.loads(state.read_text("utf-8"))
    edit(document)
    state.write_text(json.dumps(document, ensure_ascii=False), "utf-8")


def _refused(home: Path, *command: str, lang: str = "es") -> str:
    started = time.monotonic()
    code, _out, err = run_cli("--lang", lang, "--campaign", "c", *command, home=home)
    assert time.monotonic() - started < HANG_GUARD
    assert code == 2, err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    return err.strip()


def _set(*path: str | int, value: Any) -> Edit:
    def edit(document: dict[str, Any]) -> None:
        node = document
        for step in path[:-1]:
            node = node[step]
        node[path[-1]] = value
    return edit


@pytest.mark.parametrize(("system", "edit", "command", "said"), [
    ("fate", lambda d: d.pop("areas"), ("thread", "list"), "falta el campo «areas»."),
    ("fate", _set("areas", "engine", "threads", 0, "weight", value=10**18), ("thread", "list"),
     "en «areas.engine.threads[0].weight» se esperaba un número entero de 1 a 3 y hay "
     "1000000000000000000."),
    ("fate", _set("areas", "engine", "threads", 0, "weight", value=10**8), ("thread", "list"),
     "«areas.engine.threads[0].weight» se esperaba un número entero de 1 a 3 y hay 100000000."),
    ("fate", _set("areas", "engine", "npcs", 0, "weight", value=-4), ("npc", "roll"),
     "«areas.engine.npcs[0].weight» se esperaba un número entero de 1 a 3 y hay -4."),
    ("fate", _set("areas", "engine", "threads", 0, "weight", value=1.5), ("thread", "list"),
     "«areas.engine.threads[0].weight» se esperaba un número entero de 1 a 3 y hay 1.5."),
    ("fate", _set("format", value=99), ("thread", "list"),
     "lo escribió un solo más nuevo (formato 99; este lee hasta el 2): actualiza solo para "
     "abrir esta campaña."),
    ("fate", _set("format", value=1), ("thread", "list"),
     "en «format» se esperaba el formato 2 y hay 1."),
    ("fate", _set("settings", "system", value="ajedrez"), ("thread", "list"),
     "en «settings.system» se esperaba «none», «fate», «zodiac», «fragmentos» o «tricube» y "
     "hay «ajedrez»."),
    ("fate", _set("settings", "edition", value="d20"), ("thread", "list"),
     "en «settings.edition» se esperaba «fae», «condensed» o null y hay «d20»."),
    ("fate", _set("settings", "lang", value="xx"), ("thread", "list"),
     "en «settings.lang» se esperaba «es» o «en» y hay «xx»."),
    ("fate", _set("settings", "session", value=10**20), ("thread", "list"),
     "en «settings.session» se esperaba un número entero de 0 a 1000000 y hay "
     "100000000000000000000."),
    ("fate", _set("settings", "name", value="../fuera"), ("thread", "list"),
     "«settings.name» no vale: «../fuera» no vale como nombre de campaña"),
    ("fate", _set("areas", "engine", "tension", value=10**30), ("tension",),
     "en «areas.engine.tension» se esperaba un número entero de 1 a 9 y hay un número de 31 "
     "cifras."),
    ("fate", _set("areas", "engine", "clocks", 0, "segments", value=10**18), ("clock", "list"),
     "en «areas.engine.clocks[0].segments» se esperaba un número entero de 1 a 100 y hay "
     "1000000000000000000."),
    ("fate", _set("areas", "engine", "clocks", 0, "filled", value=-3), ("clock", "list"),
     "en «areas.engine.clocks[0].filled» se esperaba un número entero de 0 a 100 y hay -3."),
    ("fate", _set("areas", "engine", "clocks", 0, "filled", value=9), ("clock", "list"),
     "en «areas.engine.clocks[0].filled» se esperaba un número entero de 0 a 6 y hay 9."),
    ("fate", _set("areas", "engine", "pending", 0, "kind", value="deuda"), ("pending", "list"),
     "en «areas.engine.pending[0].kind» se esperaba «complication», «presagio», «boost», "
     "«aftermath», «cost» o «other» y hay «deuda»."),
    ("fate", _set("areas", "engine", "settings", value={"oracle.tension": True}),
     ("setting",), "en «areas.engine.settings» se esperaba «oracle.tension_shifts», "
     "«oracle.tension_odds» o «scene.check_first» y hay «oracle.tension»."),
    ("fate", _set("areas", "fate", "characters", "Nia", "approaches", "careful", value=10**18),
     ("fate", "sheet"), "en «areas.fate.characters.Nia.approaches.careful» se esperaba un "
     "número entero de -2 a 5 y hay 1000000000000000000."),
    ("fate", _set("areas", "fate", "active", value="nadie"), ("fate", "sheet"),
     "en «areas.fate.active» se esperaba «Nia», «Rufo», «Guardias» o null y hay «nadie»."),
    ("fate", _set("areas", "fate", "characters", "Nia", "tracks", 0, "checked", value=[True]),
     ("fate", "sheet"), "«areas.fate.characters.Nia» no vale:"),
    ("fate", _set("areas", "fate", "deck", "left", 0, value="+++X"), ("fate", "deck"),
     "«areas.fate.deck» no vale:"),
    ("fate", _set("areas", "fate", "gm_points", value={"a": 1}), ("fate", "aspect", "list"),
     "en «areas.fate.gm_points» se esperaba un número entero de 0 a 99 o null y hay un "
     "objeto {…}."),
    ("zodiac", _set("areas", "zodiac", "characters", "Nia", "px", value=10**9),
     ("zodiac", "character", "show"),
     "en «areas.zodiac.characters.Nia.px» se esperaba un número entero de 0 a 999 y hay "
     "1000000000."),
    ("zodiac", _set("areas", "zodiac", "last_action", "dice", value=[5, 9, 1, 2, 3]),
     ("zodiac", "karma"), "en «areas.zodiac.last_action.dice» se esperaba una lista de 4 "
     "elementos como mucho y hay una lista […]."),
    ("fragmentos", _set("areas", "fragmentos", "threat", value=-1), ("frag", "amenaza"),
     "en «areas.fragmentos.threat» se esperaba un número entero de 0 a 99 y hay -1."),
    ("fragmentos", _set("areas", "fragmentos", "characters", "Bárbara", "scores", "action",
                        "total", value=5), ("frag", "character", "show"),
     "«areas.fragmentos.characters.Bárbara» no vale:"),
    ("tricube", _set("areas", "tricube", "trackers", "Cerradura", "remaining", value=9),
     ("tricube", "effort", "list"), "«areas.tricube.trackers.Cerradura» no vale:"),
    ("tricube", _set("areas", "tricube", "characters", "Leo", "advances", value=10**6),
     ("tricube", "character", "list"), "en «areas.tricube.characters.Leo.advances» se esperaba "
     "un número entero de 0 a 999 y hay 1000000."),
    ("fate", _set("history", 0, "edits", 0, value=["mover", ["areas"]]), ("undo",),
     "en «history[0].edits[0]» se esperaba un cambio:"),
])
def test_a_hand_edit_is_one_line_with_file_and_field(tmp_path: Path, system: str, edit: Edit,
                                                      command: tuple[str, ...],
                                                      said: str) -> None:
    state = _campaign(tmp_path, system)
    _edited(state, edit)
    line = _refused(tmp_path, *command)
    assert line.startswith(str(state)), line
    assert said in line, line


def test_the_same_line_in_english(tmp_path: Path) -> None:
    state = _campaign(tmp_path)
    _edited(state, _set("areas", "engine", "threads", 0, "weight", value=1.5))
    assert _refused(tmp_path, "thread", "list", lang="en") == (
        f"{state}: 'areas.engine.threads[0].weight' should be a whole number from 1 to 3 but "
        "holds 1.5.")


@pytest.mark.parametrize(("text", "line"), [
    (b'{"format": 2, "areas": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", 1),
    (b'{\n"format": 2,\n"x": ' + b"[" * 100_000, 3),
    (b'{\n"format": 2,\n"seq": 1e400\n}', 3),
    (b'{\n"format": 2,\n"seq": ' + b"9" * 5000 + b"\n}", 3),
    (b'{\n"format": 2,\n"seq": 1', 3),
    (b'{\n"format": 2,\n"seq": [1,]}', 3),
])
def test_a_text_that_is_no_state_names_its_line(tmp_path: Path, text: bytes, line: int) -> None:
    state = _campaign(tmp_path)
    state.write_bytes(text)
    said = _refused(tmp_path, "thread", "list")
    assert said.startswith(f"{state}, línea {line}: "), said
