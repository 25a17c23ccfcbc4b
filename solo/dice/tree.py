"""The dice syntax tree: groups of dice, constants, keep/drop and success targets.

`solo.dice.notation.parse` builds it from text; `str()` writes it back in the
normalised notation.

>>> from solo.dice.rng import d
>>> group = DiceGroup(2, d(12), Selection(Keep.LOWEST, 1))
>>> Expression((group, Constant(3))).text
'2d12kl1+3'
"""

from __future__ import annotations

import enum
import operator
from dataclasses import dataclass

from solo.dice.rng import FATE, Die


class Keep(enum.Enum):
    """Which dice of a group count: keep or drop the highest or lowest."""

    HIGHEST = "kh"
    LOWEST = "kl"
    DROP_HIGHEST = "dh"
    DROP_LOWEST = "dl"


class Compare(enum.Enum):
    """How a die is compared with a target when counting successes."""

    AT_LEAST = ">="
    MORE = ">"
    AT_MOST = "<="
    LESS = "<"
    EQUAL = "="

    def meets(self, face: int, target: int) -> bool:
        """Whether `face` meets `target`.

        >>> Compare.AT_LEAST.meets(5, 5), Compare.LESS.meets(5, 5)
        (True, False)
        """
        return bool(_MEETS[self](face, target))


_MEETS = {Compare.AT_LEAST: operator.ge, Compare.MORE: operator.gt, Compare.AT_MOST: operator.le,
          Compare.LESS: operator.lt, Compare.EQUAL: operator.eq}
@dataclass(frozen=True)
class Selection:
    """A keep/drop modifier: `kh3`, `kl1`, `dl1`..."""

    mode: Keep
    amount: int

    def kept(self, count: int) -> tuple[bool, int]:
        """Return (whether the highest dice are kept, how many are kept) of `count` dice.

        >>> Selection(Keep.DROP_LOWEST, 1).kept(4)
        (True, 3)
        """
        highest, drops = _KEPT[self.mode]
        return highest, count - self.amount if drops else self.amount

    def __str__(self) -> str:
        return f"{self.mode.value}{self.amount}"


_KEPT = {  # mode: (the highest dice are kept, the amount is what is dropped)
    Keep.HIGHEST: (True, False),
    Keep.LOWEST: (False, False),
    Keep.DROP_HIGHEST: (False, True),
    Keep.DROP_LOWEST: (True, True),
}


@dataclass(frozen=True)
class Target:
    """A success-counting modifier: `>=5` counts the dice showing 5 or more."""

    compare: Compare
    value: int

    def __str__(self) -> str:
        return f"{self.compare.value}{self.value}"


@dataclass(frozen=True)
class DiceGroup:
    """`count` dice of one kind, maybe keeping some, maybe counting successes."""

    count: int
    die: Die
    selection: Selection | None = None
    target: Target | None = None
    sign: int = 1

    @property
    def text(self) -> str:
        """The group as written, without its sign (`2d12kl1`, `4dF`, `3d6>=5`)."""
        sides = "F" if self.die == FATE else str(self.die.high)
        extra = "".join(str(part) for part in (self.selection, self.target) if part)
        return f"{self.count}d{sides}{extra}"


@dataclass(frozen=True)
class Constant:
    """An integer added to (or taken from) the total."""

    value: int

    @property
    def sign(self) -> int:
        """+1 or -1 (zero counts as positive)."""
        return -1 if self.value < 0 else 1

    @property
    def text(self) -> str:
        """The number without its sign."""
        return str(abs(self.value))


Term = DiceGroup | Constant


@dataclass(frozen=True)
class Expression:
    """A parsed dice expression: its terms in the order they were written."""

    terms: tuple[Term, ...]

    @property
    def groups(self) -> tuple[DiceGroup, ...]:
        """The dice groups, in order."""
        return tuple(term for term in self.terms if isinstance(term, DiceGroup))

    @property
    def constant(self) -> int:
        """The sum of the integer terms."""
        return sum(term.value for term in self.terms if isinstance(term, Constant))

    @property
    def text(self) -> str:
        """The normalised text: `1d20+5`, `4dF`, `2d12kl1+3`, `1d100` for `d%`.

        >>> from solo.dice.rng import d
        >>> Expression((DiceGroup(1, d(20)), Constant(5))).text
        '1d20+5'
        """
        parts = []
        for index, term in enumerate(self.terms):
            sign = "-" if term.sign < 0 else ("+" if index else "")
            parts.append(sign + term.text)
        return "".join(parts)

    def dice(self) -> tuple[tuple[Die, int], ...]:
        """The batches `(die, count)` a roll asks the generator for, in order.

        >>> from solo.dice.rng import d
        >>> Expression((DiceGroup(2, d(6)), DiceGroup(1, d(4)), Constant(-1))).dice()[1]
        (Die(low=1, high=4, label='d4'), 1)
        """
        return tuple((group.die, group.count) for group in self.groups)

    def __str__(self) -> str:
        return self.text


def dice_count(expr: Expression) -> int:
    """How many dice `expr` rolls.

    >>> from solo.dice.rng import d
    >>> dice_count(Expression((DiceGroup(4, d(6)), DiceGroup(2, d(8)))))
    6
    """
    return sum(group.count for group in expr.groups)
