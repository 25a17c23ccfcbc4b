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

from solo.dice.rng import FATE, Die, d
from solo.dice.tree import (
    Compare,
    Constant,
    DiceGroup,
    Expression,
    Keep,
    Selection,
    Target,
    Term,
    dice_count,
)
from solo.errors import NotationError

__all__ = ["MAX_DICE", "MAX_LENGTH", "MAX_SIDES", "Compare", "Constant", "DiceGroup",
           "Expression", "Keep", "Selection", "Target", "Term", "dice_count", "parse"]

MAX_DICE = 1000
MAX_SIDES = 1000
MAX_LENGTH = 200

_DIGITS = "0123456789"
_MINUS = "-−–"  # the Unicode minus and en dash count as '-'


_KEEP_WORDS = {"kh": Keep.HIGHEST, "k": Keep.HIGHEST, "kl": Keep.LOWEST,
               "dh": Keep.DROP_HIGHEST, "dl": Keep.DROP_LOWEST}
_COMPARE_WORDS = {">=": Compare.AT_LEAST, ">": Compare.MORE, "<=": Compare.AT_MOST,
                  "<": Compare.LESS, "=": Compare.EQUAL, "==": Compare.EQUAL}


def parse(text: str) -> Expression:
    """Read `text` as a dice expression, or raise `NotationError` naming the column.

    >>> parse("d%").dice()
    ((Die(low=1, high=100, label='d%'), 1),)
    """
    if len(text) > MAX_LENGTH:
        raise NotationError("dice.notation.too_long", column=MAX_LENGTH + 1,
                            limit=MAX_LENGTH, length=len(text))
    if not text.strip():
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
        while self.pos < len(self.text) and self.text[self.pos].isspace():
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
