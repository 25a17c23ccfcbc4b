"""`scene new` and `scene end` as procedures: pending items, the check, the tension.

A new scene gets its heading, shows what is still pending, and is checked
against the tension: as expected, altered (an alteration is drawn) or
interrupted (a random event replaces it). Ending a scene asks whether the
player kept control, and moves the tension by one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from solo.dice.rng import Rng
from solo.engine.procedures.event import (
    ALTERATION_TABLE,
    RandomEvent,
    draw_line,
    event_lines,
    random_event,
)
from solo.engine.rules.pending import PendingItem
from solo.engine.rules.scene_check import SCENE_DIE, SceneCheck, SceneOutcome, check_scene
from solo.engine.rules.state import EngineState
from solo.engine.rules.tension import after_scene
from solo.errors import InputError
from solo.i18n import normalize, t
from solo.journal.entry import consequence, mechanics, roll_line, scene_heading
from solo.procedures.steps import Ask, Choice, Message, Procedure, Record, Show, ask
from solo.tables.library import Library
from solo.tables.pick import Draw, draw


@dataclass(frozen=True)
class SceneStart:
    """A new scene: its number and title, the check, and what changed it."""

    number: int
    title: str
    check: SceneCheck
    alteration: Draw | None
    event: RandomEvent | None
    pending: tuple[PendingItem, ...]

    def to_json(self) -> dict[str, Any]:
        """`{"scene", "title", "tension", "die", "outcome", "alteration", "event", "pending"}`."""
        return {"scene": self.number, "title": self.title, "tension": self.check.tension,
                "die": self.check.die, "outcome": self.check.outcome,
                "alteration": self.alteration, "event": self.event, "pending": self.pending}


def pending_steps(items: tuple[PendingItem, ...]) -> Procedure[None]:
    """Show what the story still owes, one line per item."""
    if not items:
        return
    yield Show(Message("engine.pending.hanging", {"count": len(items)}, "warning"))
    for item in items:
        yield Show(Message("engine.pending.item", {"id": item.id, "kind": t(item.kind.key),
                                                   "text": item.text}))


def new_scene(title: str, number: int, state: EngineState, library: Library, rng: Rng,
              lang: str) -> Procedure[SceneStart]:
    """Open scene `number`: heading, pending items, check, and its consequence."""
    yield Record(scene_heading(number, title))
    yield from pending_steps(state.pending.open_items)
    check = check_scene(state.tension, rng)
    outcome_text = t(check.outcome.key, lang)
    line = roll_line(f"1{SCENE_DIE.label}", str(check.die),
                     t("engine.scene.versus", lang, tension=check.tension), outcome=outcome_text)
    alteration = event = None
    lines = [line]
    if check.outcome is SceneOutcome.ALTERED:
        alteration = draw(library, ALTERATION_TABLE, rng)
        lines.append(draw_line(alteration, lang))
    elif check.outcome is SceneOutcome.INTERRUPTED:
        event = random_event(library, rng, state)
        lines.extend(event_lines(event, lang))
    yield Record(mechanics(*lines))
    return SceneStart(number, title, check, alteration, event, state.pending.open_items)


@dataclass(frozen=True)
class SceneEnd:
    """How a scene ended: whether the player kept control, and the tension before and after."""

    number: int
    kept_control: bool
    tension_before: int
    tension: int


_YES_NO = (Choice("yes", "engine.scene.kept"), Choice("no", "engine.scene.lost"))
_ANSWERS = {"yes": True, "si": True, "sí": True, "s": True, "y": True, "1": True,
            "no": False, "n": False, "2": False}


def parse_control(text: str) -> bool:
    """Read the answer to "did you keep control?" (yes/sí/no, or the menu's number).

    >>> parse_control("Sí"), parse_control("no")
    (True, False)
    """
    found = _ANSWERS.get(normalize(text))
    if found is None:
        raise InputError("engine.scene.bad_control", answer=text)
    return found


def end_scene(number: int, state: EngineState, lang: str,
              kept_control: bool | None = None) -> Procedure[SceneEnd]:
    """Close scene `number`, asking whether the player kept control if not told."""
    if kept_control is None:
        question = Ask("engine.scene.control_question", choices=_YES_NO,
                       explain="engine.scene.control_rule")
        kept_control = yield from ask(question, parse_control)
    after = after_scene(state.tension, kept_control=kept_control)
    yield Record(mechanics(consequence(t("engine.scene.end_line", lang, scene=number,
                                         control=t(_YES_NO[0 if kept_control else 1].label, lang),
                                         before=state.tension, after=after))))
    return SceneEnd(number, kept_control, state.tension, after)
