"""Compare points: how a face (or a total) is compared with a number.

`>=5`, `<3`, `=6`, `<>4` (not 4; `!=` is read the same way where `!` cannot mean an
explosion), and the parity tests `even` and `odd`.

>>> Condition(Compare.AT_LEAST, 5).meets(5), str(Condition(Compare.NOT_EQUAL, 4))
(True, '<>4')
>>> Condition(Compare.EVEN, 0).meets(4), str(Condition(Compare.ODD, 0))
(True, 'odd')
"""

from __future__ import annotations

import enum
import operator

from solo.record import record


class Compare(enum.Enum):
    """How a face (or a total) is compared with a number."""

    AT_LEAST = ">="
    MORE = ">"
    AT_MOST = "<="
    LESS = "<"
    EQUAL = "="
    NOT_EQUAL = "<>"
    EVEN = "even"
    ODD = "odd"

    def meets(self, face: int, target: int) -> bool:
        """Whether `face` meets `target`.

        >>> Compare.AT_LEAST.meets(5, 5), Compare.LESS.meets(5, 5), Compare.ODD.meets(3, 0)
        (True, False, True)
        """
        return bool(MEETS[self](face, target))


def _even(face: int, _target: int) -> bool:
    return face % 2 == 0


def _odd(face: int, _target: int) -> bool:
    return face % 2 == 1


MEETS = {Compare.AT_LEAST: operator.ge, Compare.MORE: operator.gt, Compare.AT_MOST: operator.le,
         Compare.LESS: operator.lt, Compare.EQUAL: operator.eq, Compare.NOT_EQUAL: operator.ne,
         Compare.EVEN: _even, Compare.ODD: _odd}

#: The comparisons that are words, written without a number.
PARITY = (Compare.EVEN, Compare.ODD)


@record
class Condition:
    """A comparison with a number: `>=5` is met by 5 or more."""

    compare: Compare
    value: int

    def meets(self, face: int) -> bool:
        """Whether `face` meets the condition.

        >>> Condition(Compare.AT_MOST, 2).meets(3)
        False
        """
        return self.compare.meets(face, self.value)

    def __str__(self) -> str:
        if self.compare in PARITY:
            return self.compare.value
        return f"{self.compare.value}{self.value}"


Target = Condition
