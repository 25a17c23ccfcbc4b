"""What a guided Fate roll has settled so far, as its journal already tells it.

`fate do`, `challenge` and `contest` yield it as `Progress` right after journaling a roll
(fate points and free invokes spent, the GM's pool, hostile invokes owed) or what followed
it (an aspect created, a boost, a hit absorbed); their commands save it, so that a procedure
left at its next question leaves the sheet and the scene as the journal shows them.
"""

from __future__ import annotations

from solo.record import record
from solo.systems.fate.rules.aspects import Aspect
from solo.systems.fate.rules.character import Character


@record
class Settled:
    """The player's sheet, the aspects in play, the GM's pool and who is owed a point."""

    character: Character
    aspects: tuple[Aspect, ...]
    gm_points: int | None
    hostile: tuple[str, ...] = ()
