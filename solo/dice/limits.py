"""The limits of dice notation: what one line may ask for, named in the errors.

>>> MAX_DICE, MAX_EXPLOSIONS
(1000, 20)
"""

from __future__ import annotations

#: Dice rolled at first by one line (every pool, every repetition).
MAX_DICE = 1000
#: Faces of one die (`d1000`), or faces listed in `d{…}`.
MAX_SIDES = 1000
#: Characters of one line, comment included.
MAX_LENGTH = 200
#: A number written in an expression.
MAX_NUMBER = 1_000_000
#: Rolls in one line (`x6`, or a list `1d20, 2d6`).
MAX_ROLLS = 20
#: Explosions of one die in a row; a die still exploding then stops.
MAX_EXPLOSIONS = 20
#: Rerolls of one die (`r`); a die still rerolled then keeps its face.
MAX_REROLLS = 100
