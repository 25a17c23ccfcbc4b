"""Read dice notation into a frozen syntax tree: `4dF`, `2d12kl1+3`, `(1d6+2)*2 vs 9`.

The grammar (spaces between tokens are ignored, letters in any case):

    line       := roll { (, | ;) roll } [# comment]
    roll       := sum [vs [compare] number] [x count]
    sum        := product { (+ | -) product }
    product    := unary { (* | /) unary }
    unary      := (+ | -) unary | atom [label]
    atom       := number | pool | ( sum )
    pool       := [count] d (sides | % | F[.1|.2] | {face, face…}) modifier*

The pool modifiers are read by `solo.dice.modifiers`.

>>> parse("2D12 kl1 + 3").text
'2d12kl1+3'
>>> parse("4dF").dice()
((Die(low=-1, high=1, label='dF', values=()), 4),)
"""

from __future__ import annotations

from functools import lru_cache

from solo.dice.limits import MAX_DICE, MAX_LENGTH, MAX_NUMBER, MAX_ROLLS, MAX_SIDES
from solo.dice.modifiers import Scanner, read_modifiers
from solo.dice.rng import FATE, Die, custom, d
from solo.dice.tree import (
    Binary,
    Check,
    Compare,
    Condition,
    Constant,
    DiceGroup,
    Expression,
    Keep,
    Line,
    Negate,
    Node,
    Number,
    Paren,
    Pool,
    Selection,
    Target,
    dice_count,
)
from solo.errors import NotationError

__all__ = ["MAX_DICE", "MAX_LENGTH", "MAX_SIDES", "Compare", "Condition", "Constant",
           "DiceGroup", "Expression", "Keep", "Line", "Pool", "Selection", "Target",
           "dice_count", "parse", "parse_line"]

_FUDGE = {"": FATE, ".2": FATE, ".1": custom((-1, 0, 0, 0, 0, 1), "dF.1")}
_MAX_LISTED = 100


@lru_cache(maxsize=256)
def parse(text: str) -> Expression:
    """Read `text` as one dice expression, or raise `NotationError` naming the column.

    The tree is frozen, so the same text gives the same tree: the last expressions
    read are kept (an odds table or a reroll reads its expression again).

    >>> parse("d%").dice()
    ((Die(low=1, high=100, label='d%', values=()), 1),)
    """
    line = parse_line(text)
    if len(line.rolls) > 1 or line.rolls[0].times > 1:
        raise NotationError("dice.notation.one_roll")
    return line.rolls[0]


def parse_line(text: str) -> Line:
    """Read one or more rolls (`4d6kh3 x6`, `1d20, 2d6`) and a `# comment`.

    >>> line = parse_line("1d20+5 # iniciativa")
    >>> line.rolls[0].text, line.comment
    ('1d20+5', 'iniciativa')
    """
    if len(text) > MAX_LENGTH:
        raise NotationError("dice.notation.too_long", column=MAX_LENGTH + 1,
                            limit=MAX_LENGTH, length=len(text))
    body, _, comment = text.partition("#")
    if not body.strip():
        raise NotationError("dice.notation.empty")
    return _Parser(body).line(comment.strip())


class _Parser(Scanner):
    """A hand-written recursive descent, columns from 1."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.dice = 0

    def line(self, comment: str) -> Line:
        rolls = [self.roll()]
        while self.peek() in (",", ";"):
            self.pos += 1
            if len(rolls) == MAX_ROLLS:
                raise NotationError("dice.notation.too_many_rolls", column=self.pos,
                                    limit=MAX_ROLLS)
            rolls.append(self.roll())
        if self.peek():
            raise self.unexpected()
        return Line(tuple(rolls), comment)

    def roll(self) -> Expression:
        start = self.dice
        root = self.sum()
        check = self.check()
        column = self.column()
        times = self.times()
        self.count_dice((self.dice - start) * (times - 1), column)
        return Expression(root, check, times)

    def sum(self) -> Node:
        node = self.product()
        while self.peek() == "+" or self.minus():
            op = "+" if self.peek() == "+" else "-"
            self.pos += 1
            node = Binary(op, node, self.product())
        return node

    def product(self) -> Node:
        node = self.unary()
        while self.peek() in ("*", "/", "×", "÷"):
            op = "*" if self.peek() in ("*", "×") else "/"
            self.pos += 1
            column = self.column()
            right = self.unary()
            if op == "/" and right == Number(0):
                raise NotationError("dice.notation.division_by_zero", column=column)
            node = Binary(op, node, right)
        return node

    def unary(self) -> Node:
        if self.peek() == "+":
            self.pos += 1
            return self.unary()
        if self.minus():
            self.pos += 1
            return Negate(self.unary())
        return self.atom()

    def atom(self) -> Node:
        char = self.peek()
        column = self.column()
        if char == "(":
            self.pos += 1
            inner = self.sum()
            if self.peek() != ")":
                raise self.unexpected()
            self.pos += 1
            return Paren(inner)
        count = self.number() if self.digit() else None
        if self.peek() in ("d", "D"):
            return self.pool(1 if count is None else count, column)
        if count is None:
            raise self.unexpected()
        if count > MAX_NUMBER:
            raise NotationError("dice.notation.too_big", column=column, limit=MAX_NUMBER)
        return Number(count, self.label())

    def pool(self, count: int, column: int) -> Pool:
        if count == 0:
            raise NotationError("dice.notation.zero_dice", column=column)
        self.count_dice(count, column)
        self.pos += 1  # the 'd'
        die = self.die()
        pool = read_modifiers(self, Pool(count, die))
        return Pool(**{**pool.__dict__, "label": self.label()})

    def count_dice(self, count: int, column: int) -> None:
        self.dice += count
        if self.dice > MAX_DICE:
            raise NotationError("dice.notation.too_many_dice", column=column, limit=MAX_DICE)

    def die(self) -> Die:
        char = self.peek()
        if char == "%":
            self.pos += 1
            return d(100)
        if char in ("f", "F"):
            self.pos += 1
            variant = self.text[self.pos:self.pos + 2]
            variant = variant if variant in (".1", ".2") else ""
            self.pos += len(variant)
            return _FUDGE[variant]
        if char == "{":
            return self.listed()
        column = self.column()
        if not self.digit():
            raise self.unexpected()
        sides = self.number()
        if sides == 0:
            raise NotationError("dice.notation.zero_sides", column=column)
        if sides > MAX_SIDES:
            raise NotationError("dice.notation.too_many_sides", column=column, limit=MAX_SIDES)
        return d(sides)

    def listed(self) -> Die:
        """`{1,2,4,4}`: a die with the listed faces."""
        self.pos += 1
        values = [self.signed()]
        while self.peek() == ",":
            self.pos += 1
            values.append(self.signed())
            if len(values) > _MAX_LISTED:
                raise NotationError("dice.notation.too_many_sides", column=self.column(),
                                    limit=_MAX_LISTED)
        if self.peek() != "}":
            raise self.unexpected()
        self.pos += 1
        return custom(tuple(values), "d{" + ",".join(str(value) for value in values) + "}")

    def label(self) -> str:
        """`[fuego]` after a number or a pool: a name kept with it."""
        if self.peek() != "[":
            return ""
        end = self.text.find("]", self.pos)
        if end < 0:
            raise NotationError("dice.notation.open_label", column=self.column())
        text = self.text[self.pos + 1:end].strip()
        self.pos = end + 1
        return text

    def check(self) -> Check | None:
        if self.peek().lower() != "v" or self.text[self.pos:self.pos + 2].lower() != "vs":
            return None
        self.pos += 2
        compare = self.compare()
        return Check(Condition(compare or Compare.AT_LEAST, self.signed()), compare is not None)

    def times(self) -> int:
        if self.peek() not in ("x", "X", "×"):
            return 1
        self.pos += 1
        column = self.column()
        times = self.number()
        if not 1 <= times <= MAX_ROLLS:
            raise NotationError("dice.notation.too_many_rolls", column=column, limit=MAX_ROLLS)
        return times
