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
#: Parentheses, braces, functions and signs inside each other.
MAX_NESTING = 32
#: The most bits of any value a roll can take (a power or a product past it is refused).
MAX_VALUE_BITS = 800
#: The most totals, from the lowest to the highest, exact odds may span.
MAX_SPAN = 10_000_000
