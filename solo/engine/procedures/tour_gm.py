"""The tour of the game master alone (`tour` with no system): the same two scenes, no rules.

Where a system's tour rolls its own dice, this one draws a twist from a table, as a player
with no rules system does when an idea is missing; the rest (the oracle, the lists, what is
pending, the tension, a random event, the bookkeeping) is the engine's, as in every tour.
"""

from __future__ import annotations

from solo.dice.rng import Rng
from solo.engine.procedures.tour import TourKeys, TourPlan
from solo.i18n import t
from solo.journal.entry import mechanics
from solo.procedures.steps import Message, Procedure, Record, RollFor, Show
from solo.tables.library import Library
from solo.tables.pick import Draw, draw

#: What a campaign of the game master alone names as its system.
NO_SYSTEM = "none"
#: The table the tour draws its twist on.
TWISTS = "core/giros"


def gm_plan(rng: Rng, library: Library, lang: str) -> TourPlan:
    """The game master's tour: its character (a name and a sentence), a twist drawn for it."""
    name = t("engine.tour.gm.name", lang)
    return TourPlan(NO_SYSTEM, Message("engine.tour.gm.character", {"name": name}), name,
                    lambda: twist(library, rng, lang),
                    TourKeys("engine.tour.gm.intro", "engine.tour.gm.scene",
                             "engine.tour.gm.question", "engine.tour.gm.step_roll",
                             "engine.tour.gm.note", "engine.tour.gm.thread", "engine.tour.gm.npc",
                             "engine.tour.gm.pending", "engine.tour.gm.scene2"))


def twist(library: Library, rng: Rng, lang: str) -> Procedure[Draw]:
    """Draw a twist for the scene (announced first: physical dice are asked for by the table's
    name), show it and journal it as a table line."""
    table = library.get(TWISTS)
    rolled = {"dice": table.dice or "", "table": table.id}
    yield RollFor(t("table.roll.who"), "table.roll.why", rolled,
                  Message("table.roll.why", rolled, "muted"))
    drawn = draw(library, TWISTS, rng)
    yield Show(drawn)
    yield Record(mechanics(drawn.journal_line(lang)))
    return drawn
