"""Two-dice tables: one roll picks the row, a second picks the column.

A table with a `columns:` section is read row × column, as many printed
tables are (a terrain by the hour of the day, a reaction by the mood):

```yaml
dice: 1d6            # picks the row
columns:
  dice: 1d4          # picks the column
  ranges: [1, 2, 3-4]   # optional: one column per total when left out
rows:
  - range: 1-3
    text: {es: Bosque, en: Forest}     # the row's name (optional)
    cells: [{es: …, en: …}, …]         # one text per column
```

The rows are rolled (or picked) first, then the column.

>>> grid = Columns("1d4", ((1,), (2,), (3, 4)))
>>> grid.index_for(4), grid.labels()
(2, ('1', '2', '3-4'))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.dice.rng import Rng
from solo.record import record
from solo.tables import dice as table_dice
from solo.tables.ranges import range_label

if TYPE_CHECKING:  # only the odds need it: building a table does not import `fractions`
    from fractions import Fraction


@record
class Columns:
    """The column dice of a two-dice table and the totals each column holds."""

    dice: str
    ranges: tuple[tuple[int, ...], ...]
    line: int | None = None

    def index_for(self, value: int) -> int | None:
        """The column (0-based) whose range holds `value`, if any."""
        return next((i for i, faces in enumerate(self.ranges) if value in faces), None)

    def labels(self) -> tuple[str, ...]:
        """Each column's range as text (`3-4`)."""
        return tuple(range_label(faces) for faces in self.ranges)

    def odds(self) -> tuple[Fraction, ...]:
        """The exact chance of each column.

        >>> [str(p) for p in Columns("1d4", ((1,), (2, 3, 4))).odds()]
        ['1/4', '3/4']
        """
        from fractions import Fraction

        chances = table_dice.totals(self.dice)
        return tuple(sum((chances.get(face, Fraction(0)) for face in faces), Fraction(0))
                     for faces in self.ranges)

    def roll(self, rng: Rng) -> int:
        """Roll the column dice and return the total."""
        return table_dice.roll_total(self.dice, rng)


def default_ranges(dice_text: str) -> tuple[tuple[int, ...], ...]:
    """One column per total the dice can give, lowest first.

    >>> default_ranges("1d3")
    ((1,), (2,), (3,))
    """
    return tuple((face,) for face in table_dice.faces(dice_text))
