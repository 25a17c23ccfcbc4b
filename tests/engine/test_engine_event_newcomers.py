"""An event that brings a new character or thread offers to put it on the campaign's lists."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from solo.dice.rng import ScriptedRng
from solo.engine.procedures.event import offer_add, random_event
from solo.engine.rules.focus import Focus
from solo.engine.rules.state import EngineState
from solo.procedures.steps import run_scripted

# the focus die's face of each newcomer focus (tests/engine/test_engine_events.py FOCUS_FACES)
NEW_FACES = {Focus.NEW_NPC: 11, Focus.NEW_THREAD: 63}


def new_event(library: Any, focus: Focus) -> Any:
    rng = ScriptedRng([NEW_FACES[focus], 2, 2])
    event = random_event(library, rng, EngineState())
    rng.finish()
    assert event.focus is focus
    return event


# the name holds a `|`: quoted, so the tag splits back (solo.journal.entry.tag_field)
@pytest.mark.parametrize(("focus", "line"), [(Focus.NEW_NPC, '[N:"Mara \\"la Tuerta\\"; | >"]'),
                                             (Focus.NEW_THREAD,
                                              '[Thread:"Mara \\"la Tuerta\\"; | >"|Abierto]')])
def test_a_named_newcomer_joins_its_list_and_the_journal(library: Any, focus: Focus,
                                                         line: str) -> None:
    event = new_event(library, focus)
    run = run_scripted(offer_add(event, EngineState(), "es"), ['Mara "la Tuerta"; | >'])
    state = run.result
    assert state is not None
    names = [entry.name for entry in (state.npcs if focus is Focus.NEW_NPC
                                      else state.threads).entries]
    assert names == ['Mara "la Tuerta"; | >']
    assert run.recorded[0].lines == (line,)


def test_pressing_enter_adds_nobody(library: Any) -> None:
    run = run_scripted(offer_add(new_event(library, Focus.NEW_NPC), EngineState(), "es"), [""])
    assert run.result is None and run.recorded == ()


def test_other_foci_offer_nothing(library: Any) -> None:
    rng = ScriptedRng([1, 2, 2])
    event = random_event(library, rng, EngineState())
    assert event.focus is Focus.REMOTE_EVENT
    assert run_scripted(offer_add(event, EngineState(), "es"), []).result is None


def test_one_shot_adds_with_the_option_and_asks_nothing_without_it(cli: Any, home: Path) -> None:
    code, _out, err = cli("--home", str(home), "campaign", "new", "c", "--system", "none")
    assert code == 0, err
    base = ("--home", str(home), "--campaign", "c", "--json")
    code, out, err = cli(*base, "event", "--dice", "11")  # no question one-shot
    assert code == 0, err and json.loads(out)["focus"] == "new_npc"
    code, out, err = cli(*base, "event", "--dice", "11", "--add", "Mara")
    assert code == 0, err
    code, out, err = cli(*base, "npc", "list")
    assert code == 0, err
    assert [entry["name"] for entry in json.loads(out)["entries"]] == ["Mara"]


def test_the_shell_shows_the_event_before_asking_the_newcomers_name(home: Path) -> None:
    from tests.conftest import Shell

    shell = Shell(home)
    shell.run("campaign new c --system none")
    shell.feed("Mara\n")
    run = shell.run("event --dice 11")
    question = run.out.index("El suceso trae a alguien o algo nuevo")   # the question's rule
    panel = run.out.index("Suceso aleatorio")
    assert panel < question                      # the event first, then its question
    assert run.out.count("Suceso aleatorio") == 1   # and the event is not printed again after it
    assert run.result.focus is Focus.NEW_NPC
    assert [entry.name for entry in shell.run("npc list").result.entries] == ["Mara"]
