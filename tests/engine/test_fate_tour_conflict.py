"""The Fate tour's second scene teaches a conflict, whatever the dice: the thug's stress and a
consequence shown before it can leave, a concession offered at every turn.

The thug is a named NPC (two boxes, a mild and a moderate consequence): by the rules it cannot
be taken out by a hit under 9 shifts nor concede before it has taken a consequence. Checked
over many seeds with a newcomer's answers (every property must hold for each one)."""

from __future__ import annotations

from typing import Any

import pytest

from solo.dice.rng import SeededRng
from solo.engine.oracle.spec import OracleSpec
from solo.engine.procedures.tour import choose_pregen, run_tour
from solo.engine.rules.state import EngineState
from solo.procedures.steps import Ask, Message, Show
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.tour import thug
from tests.engine.test_engine_tours import PLANNERS, auto, pregens


def _play(procedure: Any, best: str) -> list[Any]:
    """A newcomer's answers (Enter, or the first choice), attacking and defending with the
    character's best approach `best` as the tour suggests."""
    steps: list[Any] = []
    step = next(procedure)
    try:
        while len(steps) < 3000:
            steps.append(step)
            if isinstance(step, Ask):
                values = [c.value for c in step.choices]
                if best in values:
                    answer = best
                elif step.default is not None:
                    answer = step.default
                else:
                    answer = values[0] if values else "4"
                step = procedure.send(answer)
            else:
                step = next(procedure)
    except StopIteration:
        return steps
    raise AssertionError("the tour keeps asking")


def _conflict_steps(steps: list[Any]) -> list[Any]:
    """The steps from the conflict's first exchange to its end."""
    start = next(i for i, s in enumerate(steps) if isinstance(s, Show)
                 and isinstance(s.item, Message) and s.item.key == "fate.tour.step_conflict")
    return steps[start:]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("seed", range(1, 21))
def test_the_tour_conflict_shows_stress_a_consequence_and_a_concession(
        seed: int, lang: str, library: Any, fate_oracle: OracleSpec) -> None:
    rng = SeededRng(seed)
    _row, data = auto(choose_pregen(library, pregens("fate"), rng, lang))[0]
    plan = PLANNERS["fate"](data, rng, library, lang)
    best = max(data["approaches"].items(), key=lambda pair: pair[1])[0]
    steps = _play(run_tour(plan, 1, EngineState(), library, rng, fate_oracle, lang), best)
    fight = _conflict_steps(steps)
    keys = [s.item.key if isinstance(s, Show) and isinstance(s.item, Message)
            else getattr(s, "prompt", "") for s in fight]
    absorbs = [s.item for s in fight if isinstance(s, Show) and isinstance(s.item, Message)
               and s.item.key == "fate.conflict.npc_absorbs"]
    assert absorbs, keys                                 # the thug's stress on screen
    assert "[X]" in str(absorbs[0].params["marks"])      # its first hit checks a box
    ends = {"fate.conflict.taken_out", "fate.absorb.taken_out", "fate.conflict.npc_conceded",
            "fate.conflict.conceded"}
    end = next(i for i, k in enumerate(keys) if k in ends)
    hurt = next(i for i, s in enumerate(fight)
                if (isinstance(s, Ask) and s.prompt == "fate.absorb.ask_consequence")
                or (isinstance(s, Show) and isinstance(s.item, Message)
                    and s.item.key == "fate.conflict.npc_absorbs"
                    and s.item.params["taken"] != "—"))
    assert hurt < end                                    # a consequence before the end
    turns = [[c.value for c in s.choices] for s in fight if isinstance(s, Ask)
             and s.prompt in {"fate.conflict.ask_turn", "fate.conflict.ask_defense"}]
    assert turns and all("concede" in values for values in turns)  # at every turn


def test_the_thug_is_a_named_npc_in_both_editions() -> None:
    for edition in Edition:
        foe = thug("Matón", edition)
        assert foe.role.value == "npc" and len(foe.consequences) == 2
        assert len(foe.tracks[0].boxes) == 2
