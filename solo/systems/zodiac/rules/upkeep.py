"""What a scene's or a session's end does to a Zodiac PJ: one note per thing that changed.

A scene's end forgets the Estorbo failures (the TS on those attributes are rolled again). A
session's end is also its last scene's, and then: fulfilled Vínculos are erased for +1 PX each,
and the free Karma use a Vínculo gives once per session comes back.

>>> from solo.systems.zodiac.rules.bonds import Bond
>>> from solo.systems.zodiac.rules.character import SAMPLE_DATA, Character
>>> from solo.systems.zodiac.rules.scores import Attribute
>>> nia = Character.from_data(SAMPLE_DATA).with_(encumbrance_failed=frozenset({Attribute.FUE}))
>>> after, notes = scene_end(nia)
>>> after.encumbrance_failed, [(n.done.value, n.what) for n in notes]
(frozenset(), [('encumbrance_cleared', 'FUE')])
"""

from __future__ import annotations

import enum

from solo.record import record
from solo.systems.zodiac.rules.bonds import close_bonds
from solo.systems.zodiac.rules.character import Character
from solo.systems.zodiac.rules.settings import PX_MAX


class Done(enum.StrEnum):
    """One kind of thing the upkeep did."""

    ENCUMBRANCE_CLEARED = "encumbrance_cleared"
    BONDS_CLOSED = "bonds_closed"
    FREE_USE_BACK = "free_use_back"


@record
class Note:
    """One line of upkeep: what was done, to whom, naming what (or `""`), how many."""

    done: Done
    who: str
    what: str = ""
    count: int = 0


def scene_end(pc: Character) -> tuple[Character, tuple[Note, ...]]:
    """The PJ after a scene's end, and what changed."""
    notes = tuple(Note(Done.ENCUMBRANCE_CLEARED, pc.name, attribute.value.upper())
                  for attribute in sorted(pc.encumbrance_failed))
    return pc.with_(encumbrance_failed=frozenset()), notes


def session_end(pc: Character) -> tuple[Character, tuple[Note, ...]]:
    """The PJ after a session's end (its last scene's end too), and what changed.

    >>> from solo.systems.zodiac.rules.bonds import Bond
    >>> from solo.systems.zodiac.rules.character import SAMPLE_DATA, Character
    >>> nia = Character.from_data(SAMPLE_DATA)
    >>> nia = nia.with_(bonds=(Bond("a", fulfilled=True), Bond("b")), free_use_spent=True)
    >>> after, notes = session_end(nia)
    >>> after.px, len(after.bonds), after.free_use_spent, [n.done.value for n in notes]
    (1, 1, False, ['bonds_closed', 'free_use_back'])
    """
    pc, notes = scene_end(pc)
    kept, px = close_bonds(pc.bonds)
    if px:
        pc = pc.with_(bonds=kept, px=min(PX_MAX, pc.px + px))
        notes += (Note(Done.BONDS_CLOSED, pc.name, count=px),)
    if pc.free_use_spent:
        pc = pc.with_(free_use_spent=False)
        notes += (Note(Done.FREE_USE_BACK, pc.name),)
    return pc, notes
