"""A shell left at a question never holds the campaign: one-shots run at once meanwhile, and
what they change survives the shell command's end.

The real program in a pseudo-terminal waits at each kind of question — free text and a menu
(`fate character new`), the faces of physical dice (`oracle`) — while one-shot commands change
the same campaign, some of them the very area the shell's command is about to save (the Fate
characters). Each one-shot ends at once, without the "waiting for another solo" notice; the
shell's command then ends as it would have, its changes put over theirs, one undo step.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from solo.campaign.store import Campaign
from tests.conftest import run_cli
from tests.pty_helpers import ENTER, Terminal, journal

NIA = "Ladrona de trenes\nDebo dinero\nHermana de Tomás\nNia\n\n5\n\n\n"
QUICK = 8.0
"""Seconds a one-shot may take on a loaded machine: waiting for the shell would be forever."""


def one_shot(home: Path, *argv: str) -> str:
    """Run a one-shot on campaign `c` while the shell waits: it must end, at once, with 0."""
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "solo", "--home", str(home), "--campaign", "c",
                           *argv], capture_output=True, text=True, timeout=30, check=False,
                          env={"SOLO_LANG": "es", "PATH": "/usr/bin", "HOME": str(home)})
    took = time.monotonic() - started
    assert done.returncode == 0, done.stderr
    assert "espero a que termine" not in done.stderr, done.stderr
    assert took < QUICK, (argv, took)
    return done.stdout


def _state(home: Path) -> dict[str, Any]:
    campaign = Campaign.open(home, "c")
    return {"engine": campaign.load("engine"), "fate": campaign.load("fate")}


def _characters(fate: dict[str, Any]) -> dict[str, Any]:
    found = fate.get("characters") or {}
    return {item["name"]: item for item in found} if isinstance(found, list) else found


def test_one_shots_run_while_the_shell_waits_at_every_kind_of_question(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "fate", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "fate", "character", "new", home=tmp_path,
                   stdin=NIA)[0] == 0
    nia_points = _characters(_state(tmp_path)["fate"])["Nia"]["fate_points"]
    term = Terminal(tmp_path, "--campaign", "c", prompt=r"solo \[c[^\]]*\]> ")
    term.type("thread add El faro")                      # the log continues the state now
    term.send("fate character new")
    term.expect("Concepto principal")                    # free text
    one_shot(tmp_path, "thread", "add", "Desde fuera; | > \"ya\"")
    one_shot(tmp_path, "fate", "aspect", "add", "Humo espeso")   # the area the shell saves
    term.send("Mecánico del tren")
    term.answer("Problema", "Nunca dice que no")
    term.answer("Otro aspecto", "Manos de grasa")
    term.answer("Nombre del personaje", "Tomás")
    term.answer("Apariencia", "")
    term.expect("El espadachín")                         # a menu
    one_shot(tmp_path, "fate", "points", "+1", "--pc", "Nia")
    one_shot(tmp_path, "npc", "add", "Guardia")
    term.press(ENTER)
    term.expect("refresco es 3")
    term.answer("opcional 1", "")
    term.answer("proeza", "")
    term.expect("Vigoroso \\+3")
    term.wait_prompt()
    term.type("set dice physical")
    term.send("oracle ¿Llueve?")
    term.expect("escribe las caras")                     # physical dice
    one_shot(tmp_path, "tension", "up")
    one_shot(tmp_path, "note", "Mientras tanto.")
    term.send("+ + 0 -")
    term.wait_prompt()
    state = _state(tmp_path)
    engine, characters = state["engine"], _characters(state["fate"])
    assert [row["name"] for row in engine["threads"]] == ["El faro", "Desde fuera; | > \"ya\""]
    assert [row["name"] for row in engine["npcs"]] == ["Guardia"]
    assert engine["tension"] == 6
    assert set(characters) == {"Nia", "Tomás"}
    assert characters["Nia"]["fate_points"] == nia_points + 1
    assert "Humo espeso" in json.dumps(state["fate"], ensure_ascii=False)
    written = journal(tmp_path, "c")
    for shown in ("Desde fuera;", "[N:Guardia]", "Humo espeso",
                  "[PC:Tomás|PF 3|[1][2][3]|", "Mientras tanto.", "(note: Tensión 5 → 6)",
                  "¿Llueve?"):
        assert written.count(shown) == 1, shown
    for label in ("oracle ¿Llueve?", "note Mientras tanto.", "tension up",   # last first
                  "fate character new"):                                     # Tomás: one step
        assert f"Deshecho: {label}" in term.type("undo")
    state = _state(tmp_path)
    after = _characters(state["fate"])
    assert set(after) == {"Nia"} and after["Nia"]["fate_points"] == nia_points + 1
    assert "Humo espeso" in json.dumps(state["fate"], ensure_ascii=False)
    assert state["engine"]["tension"] == 5 and len(state["engine"]["threads"]) == 2
    term.quit()


def test_a_field_both_changed_keeps_the_shell_commands_value_and_says_so(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "scene", "new", "Uno", "--dice", "10",
                   home=tmp_path)[0] == 0
    term = Terminal(tmp_path, "--campaign", "c", prompt=r"solo \[c[^\]]*\]> ")
    term.send("scene end")
    term.expect("control de la escena")                  # the shell read tension 5
    one_shot(tmp_path, "tension", "up")                  # 5 → 6
    one_shot(tmp_path, "thread", "add", "Desde fuera")
    term.send("1")                                       # kept control: 5 → 4, as it read it
    term.answer("hilo nuevo", "")
    term.answer("personaje nuevo", "")
    shown = term.wait_prompt()
    assert ("Mientras esperaba tu respuesta, otra orden de solo cambió lo mismo que esta "
            "(engine.tension); se queda lo que ha hecho esta.") in " ".join(shown.split())
    engine = _state(tmp_path)["engine"]
    assert engine["tension"] == 4
    assert [row["name"] for row in engine["threads"]] == ["Desde fuera"]
    term.type("undo")                                    # the scene's end, in one step
    engine = _state(tmp_path)["engine"]
    assert (engine["tension"], engine["scene_open"]) == (6, True)
    assert [row["name"] for row in engine["threads"]] == ["Desde fuera"]
    term.quit()
