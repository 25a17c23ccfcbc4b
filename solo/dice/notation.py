"""Read dice notation into a frozen syntax tree: `4dF`, `2d12kl1+3`, `(1d6+2)*2 vs 9`.

The grammar (spaces between tokens are ignored, letters in any case):

    line       := roll { (, | ;) roll } [(# | //) comment]
    roll       := sum [vs [compare] number] [x count]
    sum        := product { (+ | -) product }
    product    := unary { (* | / | %) unary }
    unary      := (+ | -) unary | atom [(^ | **) unary]
    atom       := (number | pool | ( sum ) | function ( sum {, sum} ) | group) [label]
    pool       := [count | ( sum )] d (sides | ( sum ) | % | F[.1|.2] | {faces}) modifier*
    group      := { sum {, sum} } group-modifier*

A label is `[text]`; `/* text */` anywhere in a roll is its description (never read
as notation). Pool modifiers are read by `solo.dice.modifiers`, a group's by
`solo.dice.groups`.

>>> parse("2D12 kl1 + 3").text
'2d12kl1+3'
>>> parse("4dF").dice()
((Die(low=-1, high=1, label='dF', values=()), 4),)
>>> parse("3d(2*6) /* hielo */").text, parse("3d(2*6) /* hielo */").description
('3d12', 'hielo')
"""

from __future__ import annotations

from functools import lru_cache

from solo.dice.bounds import bounds
from solo.dice.conditions import Compare, Condition, Target
from solo.dice.constant import constant_value
from solo.dice.limits import (
    MAX_DICE,
    MAX_LENGTH,
    MAX_NESTING,
    MAX_ROLLS,
    MAX_SIDES,
    MAX_VALUE_BITS,
)
from solo.dice.modifiers import read_modifiers
from solo.dice.pool import Keep, Pool, Selection
from solo.dice.quick import quick_expression, quick_line
from solo.dice.rng import FATE, Die, custom, d
from solo.dice.scanner import Scanner
from solo.dice.text import split_line
from solo.dice.tree import (
    FUNCTIONS,
    Binary,
    Call,
    Check,
    Constant,
    DiceGroup,
    Expression,
    Line,
    Negate,
    Node,
    Number,
    Paren,
    RollSet,
    dice_count,
)
from solo.errors import NotationError

__all__ = ["MAX_DICE", "MAX_LENGTH", "MAX_SIDES", "Compare", "Condition", "Constant",
           "DiceGroup", "Expression", "Keep", "Line", "Pool", "Selection", "Target",
           "dice_count", "parse", "parse_line"]

_FUDGE = {"": FATE, ".2": FATE, ".1": custom((-1, 0, 0, 0, 0, 1), "dF.1")}
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


@lru_cache(maxsize=256)
def parse(text: str) -> Expression:
    """Read `text` as one dice expression, or raise `NotationError` naming the column.

    The tree is frozen, so the same text gives the same tree: the last expressions
    read are kept (an odds table or a reroll reads its expression again).

    >>> parse("d%").dice()
    ((Die(low=1, high=100, label='d%', values=()), 1),)
    """
    quick = quick_expression(text)
    if quick is not None:
        return quick
    line = _full_line(text)  # the quick reader was just asked: not again
    if len(line.rolls) > 1 or line.rolls[0].times > 1:
        raise NotationError("dice.notation.one_roll")
    return line.rolls[0]


def parse_line(text: str) -> Line:
    """Read one or more rolls (`4d6kh3 x6`, `1d20, 2d6`) and a `# comment` (or `// comment`).

    >>> line = parse_line("1d20+5 # iniciativa")
    >>> line.rolls[0].text, line.comment
    ('1d20+5', 'iniciativa')
    """
    quick = quick_line(text)  # None for a text too long, refused by the full parser
    return _full_line(text) if quick is None else quick


def _full_line(text: str) -> Line:
    """`parse_line` by the full parser alone."""
    if len(text) > MAX_LENGTH:
        raise NotationError("dice.notation.too_long", column=MAX_LENGTH + 1,
                            limit=MAX_LENGTH, length=len(text))
    body, comment, blocks = split_line(text)
    if not body.strip():
        raise NotationError("dice.notation.empty")
    line = _Parser(body, blocks).line(comment)
    while "," in line.comment or ";" in line.comment:
        more = _more_after_comment(line)
        if more is None:
            break
        line = more
    return line


def _more_after_comment(line: Line) -> Line | None:
    """`4d6dl1 // FUE, 4d6dl1 // DES`: a comment ending where another roll of dice starts is
    the last roll's description (`// fuego, hielo` stays one comment); None when it does not.

    >>> line = parse_line("4d6dl1 // FUE=14, 4d6dl1 // DES=11")
    >>> [(expr.text, expr.description) for expr in line.rolls], line.comment
    ([('4d6dl1', 'FUE=14'), ('4d6dl1', '')], 'DES=11')
    """
    comment = line.comment
    for at, char in enumerate(comment):
        if char not in ",;":
            continue
        try:  # the rolls up to the next comment only: each comment is looked at once
            body, rest, blocks = split_line(comment[at + 1:])
            more = _Parser(body, blocks).line(rest) if body.strip() else None
        except NotationError:
            continue
        if more is None or not more.rolls[0].groups \
                or len(line.rolls) + len(more.rolls) > MAX_ROLLS:
            continue
        last = line.rolls[-1]
        described = "; ".join(filter(None, (last.description, comment[:at].strip())))
        rolls = (*line.rolls[:-1], Expression(last.root, last.check, last.times, described))
        return Line((*rolls, *more.rolls), more.comment)
    return None


class _Parser(Scanner):
    """A hand-written recursive descent, columns from 1."""

    def __init__(self, text: str, blocks: list[tuple[int, str]]) -> None:
        super().__init__(text)
        self.dice = 0
        self.depth = 0
        self.blocks = blocks

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
        start, first = self.dice, self.pos
        root = self.sum()
        check = self.check()
        column = self.column()
        times = self.times()
        self.count_dice((self.dice - start) * (times - 1), column)
        self.peek()
        description = "; ".join(text for at, text in self.blocks if first <= at < self.pos)
        return Expression(root, check, times, description)

    def nested(self, column: int) -> None:
        """Go one level deeper, or refuse an expression nested too deep."""
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise NotationError("dice.notation.too_deep", column=column, limit=MAX_NESTING)

    def sum(self) -> Node:
        node = self.product()
        while self.peek() == "+" or self.minus():
            op = "+" if self.peek() == "+" else "-"
            self.pos += 1
            node = Binary(op, node, self.product())
        return node

    def product(self) -> Node:
        node = self.unary()
        while self.peek() in ("*", "/", "×", "÷", "%"):
            op = {"×": "*", "÷": "/"}.get(self.peek(), self.peek())
            self.pos += 1
            column = self.column()
            right = self.unary()
            if op in "/%" and right == Number(0):
                raise NotationError("dice.notation.division_by_zero", column=column)
            node = self.sized(Binary(op, node, right), column)
        return node

    def unary(self) -> Node:
        column = self.column()
        if self.peek() == "+" or self.minus():
            negative = self.peek() != "+"
            self.pos += 1
            self.nested(column)
            operand = self.unary()
            self.depth -= 1
            return Negate(operand) if negative else operand
        node = self.atom()
        if self.peek() == "^" or self.ahead(2) == "**":
            self.pos += 1 if self.peek() == "^" else 2
            exponent_column = self.column()
            node = self.sized(Binary("^", node, self.unary()), exponent_column)
        return node

    def sized(self, node: Binary, column: int) -> Binary:
        """Refuse a product or power whose values could grow past `MAX_VALUE_BITS`."""
        if node.op in ("*", "^"):
            low, high = bounds(node)
            if max(abs(low), abs(high)).bit_length() > MAX_VALUE_BITS:
                raise NotationError("dice.notation.too_big_result", column=column)
        return node

    def atom(self) -> Node:
        char = self.peek()
        column = self.column()
        if char == "(":
            inner = self.parenthesised(column)
            if self.peek() in ("d", "D"):
                return self.pool(self.computed(inner, column, "count"), column)
            return Paren(inner)
        if char == "{":
            return self.group(column)
        if char and char.lower() in _LETTERS and char.lower() != "d":
            return self.call(column)
        count = self.number() if self.digit() else None
        if self.peek() in ("d", "D"):
            return self.pool(1 if count is None else count, column)
        if count is None:
            raise self.unexpected()
        return Number(count, self.label())

    def parenthesised(self, column: int) -> Node:
        self.pos += 1
        self.nested(column)
        inner = self.sum()
        if self.peek() != ")":
            raise self.unexpected()
        self.pos += 1
        self.depth -= 1
        return inner

    def computed(self, node: Node, column: int, what: str) -> int:
        """The number of dice or sides worked out from `( … )`: numbers only, no dice."""
        value = constant_value(node, column)
        if value is None:
            raise NotationError("dice.notation.computed_dice", column=column)
        if what == "count" and value < 1:
            raise NotationError("dice.notation.zero_dice", column=column)
        if what == "sides" and value < 1:
            raise NotationError("dice.notation.zero_sides", column=column)
        return value

    def call(self, column: int) -> Node:
        """A function: `floor(1d6/2)`, `max(1d6, 1d8)`."""
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos].lower() in _LETTERS:
            self.pos += 1
        name = self.text[start:self.pos].lower()
        if self.peek() != "(":
            self.pos = start
            raise self.unexpected()
        if name not in FUNCTIONS:
            raise NotationError("dice.notation.unknown_function", column=column,
                                name=self.text[start:start + 12])
        self.pos += 1
        self.nested(column)
        args = [self.sum()]
        while self.peek() == ",":
            self.pos += 1
            args.append(self.sum())
        if self.peek() != ")":
            raise self.unexpected()
        self.pos += 1
        self.depth -= 1
        if (len(args) == 1) != (name not in ("max", "min")):
            raise NotationError("dice.notation.function_args", column=column, name=name)
        return Call(name, tuple(args))

    def group(self, column: int) -> RollSet:
        from solo.dice.groups import read_group_modifiers

        self.pos += 1
        self.nested(column)
        items = [self.sum()]
        while self.peek() == ",":
            self.pos += 1
            items.append(self.sum())
        if self.peek() != "}":
            raise self.unexpected()
        self.pos += 1
        self.depth -= 1
        group = read_group_modifiers(self, RollSet(tuple(items)))
        return RollSet(**{**group.__dict__, "label": self.label()})

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
        column = self.column()
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
        if char == "(":
            sides = self.computed(self.parenthesised(column), column, "sides")
        elif not self.digit():
            raise self.unexpected()
        else:
            sides = self.number()
        if sides == 0:
            raise NotationError("dice.notation.zero_sides", column=column)
        if sides > MAX_SIDES:
            raise NotationError("dice.notation.too_many_sides", column=column, limit=MAX_SIDES)
        return d(sides)

    def listed(self) -> Die:
        """`{1,2,4,4}` or `{1..4}`: a die with the listed faces."""
        self.pos += 1
        values: list[int] = []
        words: list[str] = []
        while True:
            column = self.column()
            first = self.signed()
            last = first
            if self.ahead(2) == "..":
                self.pos += 2
                last = self.signed()
                if last < first:
                    raise NotationError("dice.notation.range_backwards", column=column,
                                        first=first, last=last)
            if len(values) + last - first + 1 > MAX_SIDES:
                raise NotationError("dice.notation.too_many_sides", column=column,
                                    limit=MAX_SIDES)
            values.extend(range(first, last + 1))
            words.append(str(first) if first == last else f"{first}..{last}")
            if self.peek() != ",":
                break
            self.pos += 1
        if self.peek() != "}":
            raise self.unexpected()
        self.pos += 1
        return custom(tuple(values), "d{" + ",".join(words) + "}")

    def label(self) -> str:
        """`[fuego]` after a number, a pool or a group: a name kept with it."""
        if self.peek() != "[":
            return ""
        end = self.text.find("]", self.pos)
        if end < 0:
            raise NotationError("dice.notation.open_label", column=self.column())
        text = self.text[self.pos + 1:end].strip()
        self.pos = end + 1
        return text

    def check(self) -> Check | None:
        if self.ahead(2) != "vs":
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
