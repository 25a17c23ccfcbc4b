"""`scene new` and `scene end` as procedures: pending items, the check, the tension.

A new scene gets its heading, shows what is still pending, and is checked
against the tension: as expected, altered (an alteration is drawn) or
interrupted (a random event replaces it). Ending a scene asks whether the
player kept control, and moves the tension by one.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
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
from solo.engine.rules.scene_check import (
    SCENE_DIE,
    SceneCheck,
    SceneOutcome,
    check_scene,
    odds_at,
)
from solo.engine.rules.state import EngineState
from solo.errors import InputError
from solo.i18n import t
from solo.i18n.words import parse_word
from solo.journal.entry import consequence, mechanics, meta, roll_line, scene_heading
from solo.procedures.steps import (
    Ask,
    Choice,
    Message,
    Procedure,
    Progress,
    Record,
    RollFor,
    Show,
    ask,
)
from solo.record import record
from solo.tables.library import Library
from solo.tables.pick import Draw, draw
from solo.text import one_line


@record
class SceneStart:
    """A new scene: its number and title, the check (None: set up unchecked), what changed it.

    `expected` is the title the player proposed; an interrupted scene gets a real `title`.
    `adjustment` is the player's own alteration, when they wrote one instead of a draw.
    """

    number: int
    title: str
    check: SceneCheck | None
    alteration: Draw | None
    event: RandomEvent | None
    pending: tuple[PendingItem, ...]
    expected: str = ""
    adjustment: str | None = None

    @property
    def outcome(self) -> SceneOutcome:
        """The check's outcome (a scene set up without a check goes as expected)."""
        return self.check.outcome if self.check is not None else SceneOutcome.AS_EXPECTED

    def to_json(self) -> dict[str, Any]:
        """`{"scene", "title", "expected", "tension", "die", "outcome", "checked", …}`."""
        return {"scene": self.number, "title": self.title, "expected": self.expected or self.title,
                "tension": self.check.tension if self.check else None,
                "die": self.check.die if self.check else None, "outcome": self.outcome,
                "checked": self.check is not None, "alteration": self.alteration,
                "adjustment": self.adjustment, "event": self.event, "pending": self.pending}


def pending_steps(items: tuple[PendingItem, ...]) -> Procedure[None]:
    """Show what the story still owes, one line per item."""
    if not items:
        return
    yield Show(Message("engine.pending.hanging", {"count": len(items)}, "warning"))
    for item in items:
        yield Show(Message("engine.pending.item", {"id": item.id, "kind": t(item.kind.key),
                                                   "text": item.text}))


ADJUST_TABLE = "table"
ADJUST_OWN = "own"
_ADJUST = (Choice(ADJUST_TABLE, "engine.scene.adjust_table"),
           Choice(ADJUST_OWN, "engine.scene.adjust_own_choice"))
_ADJUST_WORDS = {ADJUST_TABLE: "engine.word.adjust.table", ADJUST_OWN: "engine.word.adjust.own"}


def _adjust_how(text: str) -> str:
    return parse_word(text, _ADJUST_WORDS, "engine.scene.bad_adjust", prefixes=True)


def _some_text(text: str) -> str:
    clean = one_line(text)
    if not clean:
        raise InputError("engine.scene.empty_text")
    return clean


def new_scene(title: str, number: int, state: EngineState, library: Library, rng: Rng,
              lang: str, checked: bool = True) -> Procedure[SceneStart]:
    """Open scene `number`: pending items, the check (unless not `checked`), its consequence.

    An altered scene offers a draw on the alterations or the player's own change; an
    interrupted one rolls a random event and asks for the scene's real title. A heading
    journaled before a question is followed by `Progress` with the state of the scene opened,
    for the command to keep (a scene left half-way is open, as its journal says).
    """
    yield from pending_steps(state.pending.open_items)
    pending = state.pending.open_items
    if not checked:
        yield Record(scene_heading(number, title))
        yield Record(mechanics(meta(t("engine.scene.unchecked_line", lang))))
        yield Show(Message("engine.scene.unchecked_explain", style="rule"))
        return SceneStart(number, title, None, None, None, pending, title)
    yield RollFor(t("engine.scene.who"), "engine.scene.why", {"tension": state.tension},
                  partial(odds_at, state.tension))
    check = check_scene(state.tension, rng)
    line = roll_line(f"1{SCENE_DIE.label}", check.die, label=t("engine.scene.roll_label", lang),
                     target=check.tension, outcome=t(check.outcome.key, lang))
    if check.outcome is SceneOutcome.AS_EXPECTED:
        yield Record(scene_heading(number, title))
        yield Record(mechanics(line))
        return SceneStart(number, title, check, None, None, pending, title)
    if check.outcome is SceneOutcome.ALTERED:
        opened = replace(state, scene=number, scene_open=True)
        return (yield from _altered(title, number, check, line, pending, opened, library, rng,
                                    lang))
    event = random_event(library, rng, state)
    yield Show(Message("engine.scene.interrupted_explain", {"summary": event.summary(lang)},
                       "rule"))
    real = yield from ask(Ask("engine.scene.real_title", {"title": title}, default=title),
                          lambda text: one_line(text) or title)
    yield Record(scene_heading(number, real))
    notes = [meta(t("engine.scene.expected_line", lang, title=title))] if real != title else []
    yield Record(mechanics(line, *notes, *event_lines(event, lang)))
    return SceneStart(number, real, check, None, event, pending, title)


def _altered(title: str, number: int, check: SceneCheck, line: str,
             pending: tuple[PendingItem, ...], opened: EngineState, library: Library, rng: Rng,
             lang: str) -> Procedure[SceneStart]:
    yield Record(scene_heading(number, title))
    yield Progress(opened)  # the heading says the scene is open: so does the state
    yield Show(Message("engine.scene.altered_explain", style="rule"))
    how = yield from ask(Ask("engine.scene.adjust_how", choices=_ADJUST, default=ADJUST_TABLE),
                         _adjust_how)
    if how == ADJUST_TABLE:
        alteration = draw(library, ALTERATION_TABLE, rng)
        yield Record(mechanics(line, draw_line(alteration, lang)))
        return SceneStart(number, title, check, alteration, None, pending, title)
    own = yield from ask(Ask("engine.scene.adjust_own",
                             default=t("engine.scene.adjust_own_default", lang)), _some_text)
    yield Record(mechanics(line, consequence(own)))
    return SceneStart(number, title, check, None, None, pending, title, own)


