"""What changes while a Fragmentos procedure runs: the sheet, the amenaza, omens, harm, spending."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING

from solo.record import record
from solo.systems.fragmentos.rules.character import Character
from solo.systems.fragmentos.rules.harm import Harm
from solo.systems.fragmentos.rules.superacion import Use

if TYPE_CHECKING:
    from solo.tables.pick import Draw


@record(frozen=False)
class Tally:
    """The running state of one procedure (mutable, local to one run)."""

    character: Character | None
    threat: int
    omens: list[Draw] = field(default_factory=list)
    harms: list[Harm] = field(default_factory=list)
    spent: list[Use] = field(default_factory=list)
    protect: bool | None = None
    """Script protection decided beforehand (a quick command's `--protect`); None: ask."""

    def settled(self) -> Settled:
        """What the journal already holds of this run, for the command to keep (`Progress`)."""
        return Settled(self.character, self.threat)


@record
class Settled:
    """The sheet and the amenaza as journaled so far: kept before the next question."""

    character: Character | None
    threat: int
