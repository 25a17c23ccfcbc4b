"""Each tour runs to the end: scripted answers and dice, then the real program on stdin."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from solo.dice.rng import ScriptedRng, SeededRng
from solo.engine.oracle.spec import OracleSpec
from solo.engine.procedures.tour import TourSummary, choose_pregen, run_tour
from solo.engine.rules.state import EngineState
from solo.procedures.steps import Ask, Message, Procedure, Record, Show, run_scripted
from solo.systems import BUILTINS, SystemHooks, find_system

# each system's tour, found through the registry
PLANNERS = {system.name: system.load_hooks().tour_plan for system in BUILTINS if system.pregens}


def pregens(system: str) -> str:
    """The id of `system`'s table of ready-made characters."""
    found = find_system(system)
    assert found is not None and found.pregens is not None
    return found.pregens


def hooks(system: str) -> SystemHooks:
    """The registry's hooks of `system`."""
    found = find_system(system)
    assert found is not None
    return found.load_hooks()


def auto(procedure: Procedure[Any], *, control: str = "yes",
         given: dict[str, list[str]] | None = None) -> tuple[Any, list[Any]]:
    """Answer every question as a newcomer pressing Enter would (first choice if no default).

    `given` answers some questions by prompt key, in turn.
    """
    steps: list[Any] = []
    given = {key: list(answers) for key, answers in (given or {}).items()}
    try:
        step = next(procedure)
        while len(steps) < 500:
            steps.append(step)
            if isinstance(step, Ask):
                if given.get(step.prompt):
                    answer = given[step.prompt].pop(0)
                elif step.prompt == "engine.scene.control_question":
                    answer = control
                elif step.default is not None:
                    answer = step.default
                elif step.choices:
                    answer = step.choices[0].value
                else:
                    answer = "4"  # free text or a number (a difficulty)
                step = procedure.send(answer)
            else:
                step = next(procedure)
    except StopIteration as done:
        return done.value, steps
    raise AssertionError("the procedure keeps asking")


@pytest.mark.parametrize("system", sorted(PLANNERS))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_tour_runs_to_the_end(system: str, seed: int, library: Any,
                                    fate_oracle: OracleSpec) -> None:
    rng = SeededRng(seed)
    _row, data = auto(choose_pregen(library, pregens(system), rng, "es"))[0]
    plan = PLANNERS[system](data, rng, library, "es")
    summary, steps = auto(run_tour(plan, 1, EngineState(), library, rng, fate_oracle, "es"))
    assert isinstance(summary, TourSummary)
    assert summary.end.tension == 3  # two scenes, control kept in both
    assert summary.scene.check is None and summary.second is not None  # the first: unchecked
    assert summary.second.check is not None and summary.event is not None
    state = summary.state
    assert state is not None and state.threads.entries and state.npcs.entries
    assert state.pending.items  # what the roll left hanging, or what the player said
    prompts = [s.prompt for s in steps if isinstance(s, Ask)]
    for asked in ("engine.tour.ask_note", "engine.tour.ask_thread", "engine.tour.ask_npc",
                  "engine.scene.end.new_thread"):
        assert asked in prompts
    explained = [s.explain for s in steps if isinstance(s, Ask) and s.explain]
    assert len(explained) >= 4  # every step says the rule behind it
    rules = [s.item.key for s in steps if isinstance(s, Show) and isinstance(s.item, Message)
             and s.item.style == "rule"]
    found = find_system(system)
    assert found is not None
    assert rules[:2] == [f"{found.catalog_area}.tour.intro", "engine.tour.dice"]
    assert "engine.tour.step.oracle" in rules and "engine.tour.step.end" in rules
    answer_rule = {"engine.tour.answer." + summary.oracle.result.answer.value}
    scene_rule = {"engine.tour.scene." + summary.second.outcome.value}
    assert answer_rule <= set(rules) and scene_rule <= set(rules)  # each result explained
    assert {"engine.tour.step.event", "engine.tour.step.pending", "engine.tour.step.lists",
            "engine.tour.step.note", "engine.tour.step.scene2"} <= set(rules)
    records = [s.entry for s in steps if isinstance(s, Record)]
    assert records[0].lines[0].startswith("### S1 *")
    assert any(r.lines[0].startswith("### S2 *") for r in records)
    assert len(records) >= 4


@pytest.mark.parametrize("system", sorted(PLANNERS))
def test_every_pregen_of_every_system_loads(system: str, library: Any) -> None:
    table = library.get(pregens(system))
    for row in table.rows:
        for lang in ("es", "en"):
            plan = PLANNERS[system](row.extra["pc"][lang], SeededRng(1), library, lang)
            assert plan.name


def test_fate_has_one_pregen_per_example_spread(library: Any) -> None:
    from solo.systems.fate.rules.character import Character

    spreads = set()
    for row in library.get(pregens("fate")).rows:
        sheet = Character.from_data(row.extra["pc"]["es"])
        assert sorted(sheet.approaches.values()) == [0, 1, 1, 2, 2, 3]
        spreads.add(max(sheet.approaches, key=lambda a: sheet.approaches[a]))
    assert len(spreads) == 6  # each approach leads once


def test_tricube_tour_with_scripted_dice(library: Any, fate_oracle: OracleSpec) -> None:
    # dice in order: oracle 4dF, the challenge's d6s, the second scene's d10, the event
    # (focus 85: the current context, then action and subject)
    rng = ScriptedRng([1, 1, 0, -1, 6, 2, 5, 9, 85, 1, 1])
    _row, data = auto(choose_pregen(library, pregens("tricube"), rng, "es"))[0]
    plan = PLANNERS["tricube"](data, rng, library, "es")
    summary, _steps = auto(run_tour(plan, 1, EngineState(), library, rng, fate_oracle, "es"),
                           control="no")
    rng.finish()
    assert summary.scene.check is None
    assert summary.second.check.die == 9 and summary.second.check.tension == 6
    assert summary.oracle.result.answer.value == "yes"
    assert summary.roll.result.faces == (6, 2, 5)
    assert summary.event.focus.value == "current_context"
    assert summary.end.tension == 7


def test_choosing_a_pregen_by_number_or_by_dice(library: Any) -> None:
    run = run_scripted(choose_pregen(library, pregens("fate"), ScriptedRng([]), "en"), ["5"])
    row, data = run.result
    assert data["name"] == "Nia" and row.text.by_language["en"].startswith("Nia")
    rng = ScriptedRng([3])
    row, data = run_scripted(choose_pregen(library, pregens("fate"), rng, "es"), ["random"]).result
    rng.finish()
    assert data["name"] == "Dalia"


def test_tour_through_the_program(cli: Any, home: Path) -> None:
    code, out, err = cli("--home", str(home), "--seed", "4", "tour", "tricube",
                         stdin="\n" * 60)
    journal = home / "journals" / "tour-tricube" / "journal.md"
    assert code == 0, err + out[-2000:]
    text = journal.read_text(encoding="utf-8")
    assert "ruleset: Tricube" in text and "### S1 *" in text and "? " in text
    assert "\npcs: Marta\n" in text  # the campaign is made once the character is picked
    assert "Fin de S1" in text and "### S2 *" in text and "Fin de S2" in text
    assert "(note: pendiente #1, " in text and "[Thread:" in text and "[N:" in text
    from solo.campaign.store import Campaign

    kept = Campaign.open(home, "tour-tricube").load("tricube")
    assert "Marta" in str(kept)  # the character stays in the campaign to play on
    code, _out, err = cli("--home", str(home), "tour", "tricube", stdin="")
    assert code != 0  # no character picked: the tour stops before making its campaign
    assert not (home / "journals" / "tour-tricube-2").exists()
    code, _out, err = cli("--home", str(home), "tour", "tricube", stdin="2\n")
    assert code != 0  # picked, then no more answers: the tour stops, the journal so far is kept
    second = (home / "journals" / "tour-tricube-2" / "journal.md").read_text(encoding="utf-8")
    assert "\npcs: Tomás\n" in second and "## Sesión 1" in second


def test_unknown_tour(cli: Any, home: Path) -> None:
    code, _out, err = cli("--home", str(home), "tour", "ajedrez")
    assert code != 0 and "ajedrez" in err


def test_zodiac_tour_with_scripted_dice(library: Any, fate_oracle: OracleSpec) -> None:
    # dice in order: oracle 4dF, the Action's d12, the second scene's d10, the event: its
    # focus (60: a thread closes), the thread (a d1), action and subject
    rng = ScriptedRng([0, 0, 0, 1, 12, 10, 60, 1, 1, 1])
    _row, data = run_scripted(choose_pregen(library, pregens("zodiac"), rng, "es"), ["1"]).result
    plan = PLANNERS["zodiac"](data, rng, library, "es")
    summary, steps = auto(run_tour(plan, 1, EngineState(), library, rng, fate_oracle, "es"),
                          given={"engine.tour.ask_question": ["¿Hay alguien?"],
                                 "engine.tour.ask_level": ["probable"],
                                 "engine.tour.ask_thread": ["Salir del valle"]})
    rng.finish()
    run = SimpleNamespace(result=summary,
                          recorded=[s.entry for s in steps if isinstance(s, Record)])
    assert summary.event.focus.value == "thread_closes"
    assert summary.event.target == "Salir del valle"
    assert not summary.state.threads.open_entries  # the event closed it (Enter: yes)
    assert summary.roll.die == 12 and summary.roll.cd == 7
    assert summary.oracle.result.answer.value == "yes"
    lines = [line for entry in run.recorded for line in entry.lines]
    assert any(line.startswith("@ Íria: ") for line in lines)
    assert "[Thread:Salir del valle|Cerrado]" in lines
    assert summary.end.tension == 3
    from rich.console import Console

    from solo.render import render
    console = Console(file=__import__("io").StringIO(), width=80, color_system=None)
    console.print(render(summary, "engine"))
    assert "Íria" in console.file.getvalue()  # type: ignore[attr-defined]


def test_presagios_of_the_fragmentos_tour_become_pending(library: Any,
                                                         fate_oracle: OracleSpec) -> None:
    from solo.engine.rules.pending import PendingKind

    found = 0
    for seed in range(1, 30):
        rng = SeededRng(seed)
        _row, data = auto(choose_pregen(library, pregens("fragmentos"), rng, "es"))[0]
        plan = PLANNERS["fragmentos"](data, rng, library, "es")
        summary, _steps = auto(run_tour(plan, 1, EngineState(), library, rng, fate_oracle, "es"))
        left = hooks("fragmentos").pending_sources(summary.roll, "es")
        assert len(left) == len(summary.roll.omens)
        assert all(kind is PendingKind.PRESAGIO and text for kind, text in left)
        found += len(left)
    assert found  # some seed rolled a 1


def test_a_tricube_complication_becomes_pending() -> None:
    from types import SimpleNamespace

    from solo.engine.rules.pending import PendingKind

    roll = SimpleNamespace(result=SimpleNamespace(complication="Se rompe la cuerda"))
    assert hooks("tricube").pending_sources(roll, "es") == ((PendingKind.COMPLICATION, "Se rompe la cuerda"),)


@pytest.mark.parametrize("system", ["fate", "fragmentos", "zodiac", "tricube"])
def test_the_tour_command_keeps_the_character_in_its_campaign(system: str, home: Path) -> None:
    import argparse

    from solo.commands.base import Context
    from solo.engine.commands.scene import run_tour_command
    from solo.engine.commands.state import load_state

    ctx = Context(home, SeededRng(7))
    summary, _steps = auto(run_tour_command(ctx, argparse.Namespace(system=system)))
    assert ctx.campaign is not None and ctx.campaign.settings.name == f"tour-{system}"
    assert summary.character in str(ctx.campaign.load(system))
    assert ctx.campaign.load(system)["active"] == summary.character
    journal = ctx.campaign.folder / "journal.md"
    assert f"\npcs: {summary.character}\n" in journal.read_text(encoding="utf-8")
    state = load_state(ctx.campaign)
    assert (state.scene, state.tension, state.scene_open) == (2, 3, False)  # two scenes, kept
    assert state.threads.entries and state.npcs.entries and state.pending.items
    with pytest.raises(TypeError, match="is not a"):  # only the system's own characters
        hooks(system).keep_character(ctx, object())
    ctx.close_campaign()


@pytest.mark.parametrize(("lang", "exchange"), [("es", "(note: intercambio 1)"),
                                                ("en", "(note: exchange 1)")])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_fate_tours_second_scene_teaches_a_short_conflict(
        lang: str, exchange: str, seed: int, library: Any, fate_oracle: OracleSpec) -> None:
    from solo.systems.fate.procedures.conflict_state import ConflictSummary

    rng = SeededRng(seed)
    _row, data = auto(choose_pregen(library, pregens("fate"), rng, lang))[0]
    plan = PLANNERS["fate"](data, rng, library, lang)
    summary, steps = auto(run_tour(plan, 1, EngineState(), library, rng, fate_oracle, lang))
    fight = summary.fight
    assert isinstance(fight, ConflictSummary) and fight.exchanges >= 1
    assert fight.winner is not None                      # it runs to its end
    rules = [s.item.key for s in steps if isinstance(s, Show) and isinstance(s.item, Message)]
    at = rules.index("fate.tour.step_conflict")
    assert rules.index("engine.tour.step.scene2") < at < rules.index("engine.tour.step.event")
    turns = [s for s in steps if isinstance(s, Ask) and s.prompt == "fate.conflict.ask_turn"]
    assert turns and all("concede" in [c.value for c in s.choices] for s in turns)
    defences = [s for s in steps if isinstance(s, Ask)
                and s.prompt == "fate.conflict.ask_defense"]
    assert all("concede" in [c.value for c in s.choices] for s in defences)
    lines = [line for s in steps if isinstance(s, Record) for line in s.entry.lines]
    assert exchange in lines
    thug = next(f for f in fight.fighters if f.npc)
    assert thug.sheet.tracks[0].boxes == (1, 2)          # two boxes: a short fight
