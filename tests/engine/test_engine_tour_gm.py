"""The game master's tour (`tour` with no system), and what every tour suggests: a default at
every question, each from the tour's own story, and each answer of the oracle read as it means."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import pexpect
import pytest

from solo.commands.base import Context
from solo.dice.rng import ScriptedRng, SeededRng
from solo.engine.commands.scene import run_tour_command
from solo.engine.commands.state import load_state
from solo.engine.oracle.spec import OracleSpec
from solo.engine.procedures.tour import TourKeys, TourPlan, choose_pregen, run_tour, suggesting
from solo.engine.procedures.tour_gm import gm_plan
from solo.engine.rules.state import EngineState
from solo.i18n import t
from solo.procedures.steps import Ask, Left, Message, Procedure, Show
from tests.engine.test_engine_tours import PLANNERS, auto, pregens
from tests.pty_helpers import ENTER, Terminal, journal

#: Questions whose empty answer means "nothing more" (the bookkeeping says so: Enter: no more).
# questions whose Enter is an answer of its own: "none" (no more threads, no scene aspects…)
NOTHING_MORE = {"engine.scene.end.new_thread", "engine.scene.end.new_npc",
                "fate.conflict.ask_aspects", "fate.conflict.ask_zones"}
STORY = ("scene", "question", "note", "thread", "npc", "pending", "scene2")


def _plan(system: str, lang: str, library: Any, seed: int = 1) -> TourPlan:
    rng = SeededRng(seed)
    if system == "none":
        return gm_plan(rng, library, lang)
    _row, data = auto(choose_pregen(library, pregens(system), rng, lang))[0]
    return PLANNERS[system](data, rng, library, lang)


TOURS = ["none", *sorted(PLANNERS)]


@pytest.mark.parametrize("system", TOURS)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_question_of_every_tour_has_a_default(system: str, lang: str, library: Any,
                                                     fate_oracle: OracleSpec) -> None:
    for seed in range(1, 9):
        for control in ("yes", "no"):
            rng = SeededRng(seed)
            plan = _plan(system, lang, library, seed)
            _summary, steps = auto(run_tour(plan, 1, EngineState(), library, rng, fate_oracle,
                                            lang), control=control)
            for step in steps:
                if isinstance(step, Ask) and step.prompt not in NOTHING_MORE:
                    assert step.default, (system, seed, step.prompt)


def test_each_tour_tells_its_own_story(library: Any) -> None:
    for lang in ("es", "en"):
        told: dict[str, str] = {}
        for system in TOURS:
            keys = _plan(system, lang, library).keys
            assert isinstance(keys, TourKeys)
            for part in STORY:
                text = t(getattr(keys, part), lang)
                assert text and text not in told, (system, part, told.get(text))
                told[text] = system
    fate = " ".join(t(getattr(_plan("fate", lang, library).keys, part), lang).lower()
                    for part in STORY for lang in ("es", "en"))
    for train in ("tren", "train", "vagón", "carriage", "andén", "platform"):
        assert train not in fate  # the README's example story is not the tour's


def test_each_answer_is_explained_as_it_means() -> None:
    for lang, either in (("es", "te convenga o no"), ("en", "whether it suits you or not")):
        for answer in ("yes_and", "no_and"):
            assert either in t(f"engine.tour.answer.{answer}", lang)
        for text in (t(f"engine.tour.answer.{a}", lang)
                     for a in ("yes_and", "yes", "yes_but", "no_but", "no", "no_and")):
            for slant in ("favor", "your way", "empeora", "worse", "se salva", "saved"):
                assert slant not in text, text


def test_the_game_masters_tour_with_scripted_dice(library: Any, fate_oracle: OracleSpec) -> None:
    # dice in order: oracle 4dF (-1: no), the twist's d20, the second scene's d10, the event
    # (focus 85: the current context, then action and subject)
    rng = ScriptedRng([-1, 0, 0, 0, 13, 9, 85, 1, 1])
    plan = gm_plan(rng, library, "en")
    summary, steps = auto(run_tour(plan, 1, EngineState(), library, rng, fate_oracle, "en"))
    rng.finish()
    assert summary.oracle.result.answer.value == "no"
    assert summary.roll.table_id == "core/giros" and summary.roll.roll == 13
    assert summary.second.check.die == 9 and summary.event.focus.value == "current_context"
    shown = [s.item.key for s in steps if isinstance(s, Show) and isinstance(s.item, Message)]
    assert shown[:3] == ["engine.tour.gm.intro", "engine.tour.dice", "engine.tour.gm.character"]
    assert "engine.tour.answer.no" in shown and "engine.tour.gm.step_roll" in shown
    lines = [line for s in steps if hasattr(s, "entry") for line in s.entry.lines]
    assert "### S1 *I come ashore at the fishing village as evening falls*" in lines
    assert any(line.startswith("tbl: core/giros 1d20=13 -> ") for line in lines)
    assert "(note: pending #1, other: Someone saw my face)" in lines


@pytest.mark.parametrize("typed", [None, "ninguno", "none"])
def test_tour_alone_plays_the_game_master_in_a_campaign_of_no_system(typed: str | None,
                                                                      home: Path) -> None:
    ctx = Context(home, SeededRng(7))
    summary, _steps = auto(run_tour_command(ctx, argparse.Namespace(system=typed)))
    assert ctx.campaign is not None
    assert (ctx.campaign.settings.name, ctx.campaign.settings.system) == ("tour", "none")
    state = load_state(ctx.campaign)
    assert (state.scene, state.tension, state.scene_open) == (2, 3, False)  # two scenes, kept
    assert state.threads.entries and state.npcs.entries and state.pending.items
    written = (ctx.campaign.folder / "journal.md").read_text(encoding="utf-8")
    assert "\npcs: Irene\n" in written  # (its lines are journaled by the driver: below)
    assert summary.system == "none"
    ctx.close_campaign()


def _enter_to_the_end(term: Terminal, done: str) -> str:
    """Press Enter at every question, as a newcomer would, until `done` shows."""
    seen = ""
    for _ in range(60):
        found = term.child.expect([done, pexpect.TIMEOUT], timeout=3)
        seen += term.child.before + (term.child.after if found == 0 else "")
        if found == 0:
            return seen
        term.press(ENTER)
    raise AssertionError("the tour did not end")


@pytest.mark.parametrize(("lang", "done", "lines"), [
    ("es", "Primera partida terminada",
     ("### S1 *Desembarco en el pueblo de pescadores al caer la tarde*",
      "? ¿Me espera alguien en el embarcadero? (50/50)", "[Thread:Encontrar a mi hermano|Abierto]",
      "[N:La barquera]", "Llego cuando cae la tarde; nadie sale a recibirme.",
      "(note: pendiente #1, otro: Alguien vio mi cara)", "### S2 *Sigo el rastro hasta el muelle*",
      "(note: Fin de S2")),
    ("en", "First game finished",
     ("### S1 *I come ashore at the fishing village as evening falls*",
      "? Is anyone waiting for me on the jetty? (50/50)", "[Thread:Find my brother|Open]",
      "[N:The ferrywoman]", "I arrive as evening falls; nobody comes out to meet me.",
      "(note: pending #1, other: Someone saw my face)", "### S2 *I follow the trail to the docks*",
      "(note: End of S2")),
])
def test_the_game_masters_tour_through_a_terminal(lang: str, done: str, lines: tuple[str, ...],
                                                  tmp_path: Path) -> None:
    with Terminal(tmp_path, "--lang", lang, "--seed", "5") as term:
        term.send("tour")
        seen = _enter_to_the_end(term, done)
        assert "Traceback" not in seen
        term.wait_prompt()
        assert term.prompt_seen.startswith("solo [tour")
        term.quit()
    written = journal(tmp_path, "tour")
    for line in lines:
        assert line in written, line
    assert "tbl: core/giros 1d20=" in written


@pytest.mark.parametrize(("lang", "done", "scene", "attempt"), [
    ("es", "Primera partida terminada", "### S1 *Persigo al ladrón de mapas por los tejados",
     "Saltar al tejado de la tienda de especias"),
    ("en", "First game finished", "### S1 *I chase the map thief across the market rooftops*",
     "Leap onto the spice shop's roof"),
])
def test_the_fate_tour_through_a_terminal_on_its_own_story(lang: str, done: str, scene: str,
                                                           attempt: str, tmp_path: Path) -> None:
    with Terminal(tmp_path, "--lang", lang, "--seed", "3") as term:
        term.send("tour fate")
        assert "Traceback" not in _enter_to_the_end(term, done)
        term.wait_prompt()
        term.quit()
    written = journal(tmp_path, "tour-fate")
    assert scene in written and attempt in written
    assert "vs TN +2" in written  # the suggested opposition: a fair difficulty, rolled against


def test_suggesting_passes_a_left_on_to_the_procedure_it_wraps() -> None:
    """A tour's fight left half-way keeps itself open: the `Left` reaches the conflict."""
    def long() -> Procedure[str]:
        try:
            yield Ask("x.what")
        except Left:
            return "kept"
        return "done"

    wrapped = suggesting(long(), {"x.what": "Saltar"})
    first = next(wrapped)
    assert isinstance(first, Ask) and first.default == "Saltar"
    with pytest.raises(StopIteration) as done:
        wrapped.throw(Left())
    assert done.value.value == "kept"
