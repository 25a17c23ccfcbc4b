"""Read dice notation into a frozen syntax tree: `4dF`, `2d12kl1+3`, `3d6>=5`.

The grammar, d20-style (whitespace between tokens is ignored, letters in
any case, `D` as good as `d`):

    expression := [+|-] term { (+|-) term }
    term       := integer | [count] d (sides | % | F) [keep] [compare]
    keep       := (kh | k | kl | dh | dl) integer
    compare    := (>= | > | <= | < | = | ==) [+|-] integer

>>> str(parse("2D12 kl1 + 3"))
'2d12kl1+3'
>>> parse("4dF").dice()
((Die(low=-1, high=1, label='dF'), 4),)
"""

from __future__ import annotations

import enum
import operator
from dataclasses import dataclass

from solo.dice.rng import FATE, Die, d
from solo.errors import NotationError

MAX_DICE = 1000
MAX_SIDES = 1000
MAX_LENGTH = 200

_DIGITS = "0123456789"
_SPACES = " \t\r\n\u00a0"
_MINUS = "-−–"  # the Unicode minus and en dash count as '-'


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
_KEEP_WORDS = {"kh": Keep.HIGHEST, "k": Keep.HIGHEST, "kl": Keep.LOWEST,
               "dh": Keep.DROP_HIGHEST, "dl": Keep.DROP_LOWEST}
_COMPARE_WORDS = {">=": Compare.AT_LEAST, ">": Compare.MORE, "<=": Compare.AT_MOST,
                  "<": Compare.LESS, "=": Compare.EQUAL, "==": Compare.EQUAL}


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

        >>> parse(" D20 + 5 ").text
        '1d20+5'
        """
        parts = []
        for index, term in enumerate(self.terms):
            sign = "-" if term.sign < 0 else ("+" if index else "")
            parts.append(sign + term.text)
        return "".join(parts)

    def dice(self) -> tuple[tuple[Die, int], ...]:
        """The batches `(die, count)` a roll asks the generator for, in order.

        >>> parse("2d6+1d4-1").dice()[1]
        (Die(low=1, high=4, label='d4'), 1)
        """
        return tuple((group.die, group.count) for group in self.groups)

    def __str__(self) -> str:
        return self.text


def dice_count(expr: Expression) -> int:
    """How many dice `expr` rolls.

    >>> dice_count(parse("4d6kh3+2d8"))
    6
    """
    return sum(group.count for group in expr.groups)


def parse(text: str) -> Expression:
    """Read `text` as a dice expression, or raise `NotationError` naming the column.

    >>> parse("d%").dice()
    ((Die(low=1, high=100, label='d%'), 1),)
    """
    if len(text) > MAX_LENGTH:
        raise NotationError("dice.notation.too_long", column=MAX_LENGTH + 1,
                            limit=MAX_LENGTH, length=len(text))
    if not text.strip(_SPACES):
        raise NotationError("dice.notation.empty")
    return _Parser(text).expression()


class _Parser:
    """A hand-written scanner: one character of look-ahead, columns from 1."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.dice = 0

    def peek(self) -> str:
        """The next character that is not a space ('' at the end)."""
        while self.pos < len(self.text) and self.text[self.pos] in _SPACES:
            self.pos += 1
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def unexpected(self) -> NotationError:
        char = self.peek()
        if not char:
            return NotationError("dice.notation.incomplete", column=self.pos + 1)
        return NotationError("dice.notation.unexpected", column=self.pos + 1, char=char)

    def expression(self) -> Expression:
        sign = self.sign()
        terms = [self.term(sign or 1)]
        while self.peek():
            sign = self.sign()
            if sign is None:
                raise self.unexpected()
            terms.append(self.term(sign))
        return Expression(tuple(terms))

    def sign(self) -> int | None:
        char = self.peek()
        if char == "+":
            self.pos += 1
            return 1
        if char and char in _MINUS:
            self.pos += 1
            return -1
        return None

    def term(self, sign: int) -> Term:
        char = self.peek()
        column = self.pos + 1
        count = self.number() if char and char in _DIGITS else None
        if self.peek() in ("d", "D"):
            return self.group(1 if count is None else count, column, sign)
        if count is None:
            raise self.unexpected()
        return Constant(sign * count)

    def number(self) -> int:
        if not (self.peek() and self.peek() in _DIGITS):
            raise self.unexpected()
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] in _DIGITS:
            self.pos += 1
        return int(self.text[start:self.pos])

    def group(self, count: int, column: int, sign: int) -> DiceGroup:
        if count == 0:
            raise NotationError("dice.notation.zero_dice", column=column)
        self.dice += count
        if self.dice > MAX_DICE:
            raise NotationError("dice.notation.too_many_dice", column=column, limit=MAX_DICE)
        self.pos += 1  # the 'd'
        die = self.die()
        selection = self.selection(count)
        target = self.target()
        return DiceGroup(count, die, selection, target, sign)

    def die(self) -> Die:
        char = self.peek()
        if char == "%":
            self.pos += 1
            return d(100)
        if char in ("f", "F"):
            self.pos += 1
            return FATE
        column = self.pos + 1
        sides = self.number()
        if sides == 0:
            raise NotationError("dice.notation.zero_sides", column=column)
        if sides > MAX_SIDES:
            raise NotationError("dice.notation.too_many_sides", column=column, limit=MAX_SIDES)
        return d(sides)

    def selection(self, count: int) -> Selection | None:
        char = self.peek().lower()
        if char not in ("k", "d"):
            return None
        self.pos += 1
        second = self.text[self.pos:self.pos + 1].lower()
        word = char + second if second in ("h", "l") else char
        mode = _KEEP_WORDS.get(word)
        if mode is None:
            self.pos -= 1
            raise self.unexpected()
        self.pos += len(word) - 1
        self.peek()
        amount_column = self.pos + 1
        amount = self.number()
        _check_selection(mode, amount, count, amount_column)
        return Selection(mode, amount)

    def target(self) -> Target | None:
        char = self.peek()
        if char not in ("<", ">", "="):
            return None
        two = self.text[self.pos:self.pos + 2]
        word = two if two in _COMPARE_WORDS else char
        self.pos += len(word)
        sign = self.sign() or 1
        return Target(_COMPARE_WORDS[word], sign * self.number())


def _check_selection(mode: Keep, amount: int, count: int, column: int) -> None:
    """Raise when a keep/drop modifier asks for more dice than the group has."""
    keeps = mode in (Keep.HIGHEST, Keep.LOWEST)
    if amount == 0:
        raise NotationError("dice.notation.keep_zero" if keeps else "dice.notation.drop_zero",
                            column=column)
    if keeps and amount > count:
        raise NotationError("dice.notation.keep_more", column=column, keep=amount, count=count)
    if not keeps and amount >= count:
        raise NotationError("dice.notation.drop_all", column=column, drop=amount, count=count)
