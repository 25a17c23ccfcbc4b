"""A Fragmentos character: a sheet (`sheet.py`) as a campaign keeps it, read back validated.

The sheet's type lives a layer below (`sheet.py`), where `validate` and `sheet_data` read it;
this class only adds the plain data in and out, so none of them imports it back.

>>> from solo.systems.fragmentos.rules.conflict import Rank
>>> c = Character.new("Duque", {Characteristic.ACTION: 3, Characteristic.INTERACTION: 2,
...                             Characteristic.COGNITION: 4}, Rank.MONSTER)
>>> c.score(Characteristic.COGNITION), c.superacion
(Score(current=4, total=4), 5)
>>> Character.from_data(c.to_data()) == c
True
"""

from __future__ import annotations

from collections.abc import Mapping

from solo.record import record
from solo.systems.fragmentos.rules.sheet import (
    OUT_CAUSES,
    Characteristic,
    OutCause,
    Qualities,
    Score,
    Sheet,
    Trait,
)
from solo.systems.fragmentos.rules.sheet_data import sheet_from_data, sheet_to_data

__all__ = ["OUT_CAUSES", "Character", "Characteristic", "OutCause", "Qualities", "Score", "Trait"]


@record
class Character(Sheet):
    """One character's sheet, kept in a campaign as plain data."""

    def to_data(self) -> dict[str, object]:
        """Return the sheet as plain data, ready for the campaign's state."""
        return sheet_to_data(self)

    @classmethod
    def from_data(cls, data: Mapping[str, object]) -> Character:
        """Read and validate a sheet written by `to_data`, or raise `RuleError`/`InputError`."""
        return sheet_from_data(data, cls)
