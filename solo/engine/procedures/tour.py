"""A first game for a newcomer: a ready-made character, one short scene, every step explained.

The tour walks through what a solo session is made of — the scene check
against tension, a question to the oracle, the system's own roll (its guided
procedure, which explains each rule as it asks), and the end of the scene —
writing the journal as it goes, so the player keeps it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from solo.dice.rng import Rng
from solo.engine.oracle.spec import OracleSpec
from solo.engine.procedures.oracle import OracleReply, guided_question
from solo.engine.procedures.scene import SceneEnd, SceneStart, end_scene, new_scene
from solo.engine.rules.state import EngineState
from solo.numbers import menu_number
from solo.procedures.steps import Ask, Choice, Message, Procedure, Show, ask
from solo.tables.library import Library
from solo.tables.model import Row
from solo.tables.pick import draw

RANDOM = "random"


@dataclass(frozen=True)
class TourKeys:
    """The catalog keys of one system's tour texts (each a literal where the plan is made)."""

    intro: str
    scene: str
    question: str
    step_roll: str


@dataclass(frozen=True)
class TourPlan:
    """One system's part of the tour: its character and its guided roll, ready to run."""

    system: str
    character: object
    name: str
    act: Callable[[], Procedure[Any]]
    keys: TourKeys


@dataclass(frozen=True)
class TourSummary:
    """What the tour went through."""

    system: str
    character: str
    scene: SceneStart
    oracle: OracleReply
    roll: Any
    end: SceneEnd


def choose_pregen(library: Library, table_id: str, rng: Rng,
                  lang: str) -> Procedure[tuple[Row, dict[str, Any]]]:
    """Let the player pick a ready-made character from table `table_id` (or draw one).

    Return its row and sheet data (a system's `pregens` table).
    """
    table = library.get(table_id)
    choices = tuple(Choice(str(index), "engine.tour.pc_choice",
                           {"text": row.text.by_language.get(lang) or row.text.by_language["es"]})
                    for index, row in enumerate(table.rows, start=1))
    picked = yield from ask(Ask("engine.tour.ask_pc", choices=(*choices, Choice(
        RANDOM, "engine.tour.pc_random")), default="1", explain="engine.tour.explain_pc"),
        lambda text: text.strip() or "1")
    if picked == RANDOM:
        drawn = draw(library, table.id, rng)
        row = table.row_for(drawn.value or 1) or table.rows[0]
    else:
        index = menu_number(picked, len(table.rows))
        row = table.rows[index] if index is not None else table.rows[0]
    sheets = row.extra.get("pc") or {}
    return row, dict(sheets.get(lang) or sheets.get("es") or {})


def run_tour(plan: TourPlan, number: int, state: EngineState, library: Library, rng: Rng,
             oracle: OracleSpec, lang: str) -> Procedure[TourSummary]:
    """Play the short scene of the tour and return what happened."""
    system = plan.system
    yield Show(Message(plan.keys.intro, style="rule"))
    yield Show(Message("engine.tour.dice", style="rule"))
    yield Show(plan.character)
    yield Show(Message("engine.tour.step.scene", {"tension": state.tension}, "rule"))
    title = yield from ask(Ask("engine.tour.ask_title", explain="engine.tour.explain_title",
                               default=_text(plan.keys.scene, lang)), str.strip)
    scene = yield from new_scene(title, number, state, library, rng, lang)
    yield Show(scene)
    yield Show(Message("engine.tour.step.oracle", style="rule"))
    reply = yield from guided_question(oracle, state, library, rng, lang,
                                       _text(plan.keys.question, lang))
    yield Show(Message(plan.keys.step_roll, {"name": plan.name}, "rule"))
    rolled = yield from plan.act()
    yield Show(Message("engine.tour.step.end", style="rule"))
    ended = yield from end_scene(number, state, lang)
    yield Show(ended)
    yield Show(Message("engine.tour.done", {"name": plan.name}, "success"))
    return TourSummary(system, plan.name, scene, reply, rolled, ended)


def _text(key: str, lang: str) -> str:
    from solo.i18n import t

    return t(key, lang)
