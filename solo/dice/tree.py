"""The dice syntax tree: pools of dice with their modifiers, numbers and arithmetic.

`solo.dice.notation.parse` builds it from text; `.text` writes it back in the
normalised notation.

>>> from solo.dice.rng import d
>>> pool = Pool(2, d(12), selection=Selection(Keep.LOWEST, 1))
>>> Expression(Binary("+", pool, Number(3))).text
'2d12kl1+3'
"""

from __future__ import annotations

import enum
import operator
from collections.abc import Iterator
from dataclasses import field
from functools import cached_property

from solo.dice.rng import FATE, Die
from solo.record import record


class Keep(enum.Enum):
    """Which dice of a pool count: keep or drop the highest or lowest."""

    HIGHEST = "kh"
    LOWEST = "kl"
    DROP_HIGHEST = "dh"
    DROP_LOWEST = "dl"


class Compare(enum.Enum):
    """How a face (or a total) is compared with a number."""

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
        return bool(MEETS[self](face, target))


MEETS = {Compare.AT_LEAST: operator.ge, Compare.MORE: operator.gt, Compare.AT_MOST: operator.le,
          Compare.LESS: operator.lt, Compare.EQUAL: operator.eq}


@record
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
        return f"{self.compare.value}{self.value}"


Target = Condition


class Explosion(enum.Enum):
    """How a die that meets its explosion condition adds another die."""

    EXPLODE = "!"       # another die joins the pool
    COMPOUND = "!!"     # another die adds to the same die
    PENETRATE = "!p"    # another die joins the pool, one less


@record
class Explode:
    """An explosion modifier; no condition means the die's highest face."""

    kind: Explosion
    condition: Condition | None = None

    def __str__(self) -> str:
        return f"{self.kind.value}{self.condition or ''}"


@record
class Reroll:
    """A reroll modifier: `r<3` rerolls until the face is 3 or more, `ro<3` only once."""

    condition: Condition
    once: bool = False

    def __str__(self) -> str:
        return f"{'ro' if self.once else 'r'}{self.condition}"


class Sort(enum.Enum):
    """Show the dice in order (only how they are shown)."""

    UP = "s"
    DOWN = "sd"


@record
class Pool:
    """`count` dice of one kind and what is done with them, in this order: reroll,
    clamp (`min`/`max`), explode, keep/drop, count successes and failures."""

    count: int
    die: Die
    selection: Selection | None = None
    target: Condition | None = None
    failure: Condition | None = None
    explode: Explode | None = None
    reroll: Reroll | None = None
    low: int | None = None
    high: int | None = None
    sort: Sort | None = None
    label: str = ""

    @property
    def counting(self) -> bool:
        """Whether the pool counts successes instead of adding faces."""
        return self.target is not None

    @property
    def plain(self) -> bool:
        """Whether only keep/drop and success counting change the faces' sum."""
        return (self.failure, self.explode, self.reroll, self.low, self.high) \
            == (None, None, None, None, None) and not self.die.values

    @property
    def text(self) -> str:
        """The pool as written (`2d12kl1`, `4dF`, `3d6>=5`, `6d10!r1>=8f1`)."""
        parts = [self.reroll, self.low is not None and f"min{self.low}",
                 self.high is not None and f"max{self.high}", self.explode, self.selection,
                 self.target, self.failure and f"f{self.failure}", self.sort and self.sort.value]
        extra = "".join(str(part) for part in parts if part)
        label = f"[{self.label}]" if self.label else ""
        return f"{self.count}{die_text(self.die)}{extra}{label}"


def die_text(die: Die) -> str:
    """How a die is written: `d6`, `dF`, `dF.1`, `d{1,2,4,4}`, `d100` for `d%`.

    >>> from solo.dice.rng import d
    >>> die_text(d(100)), die_text(FATE)
    ('d100', 'dF')
    """
    if die == FATE or die.label.startswith(("dF", "d{")):
        return die.label
    return f"d{die.high}"


@record
class Number:
    """A whole number written in the expression."""

    value: int
    label: str = ""

    @property
    def text(self) -> str:
        """The number as written."""
        return f"{self.value}[{self.label}]" if self.label else str(self.value)


@record
class Negate:
    """Unary minus: `-1d4`, `1d20+-5`."""

    operand: Node

    @property
    def text(self) -> str:
        """`-` and the operand."""
        return f"-{self.operand.text}"


@record
class Binary:
    """`left op right` with `op` one of `+ - * /` (division rounds down)."""

    op: str
    left: Node
    right: Node

    @property
    def text(self) -> str:
        """Both sides with the operator between."""
        return f"{self.left.text}{self.op}{self.right.text}"


@record
class Paren:
    """A parenthesised expression."""

    inner: Node

    @property
    def text(self) -> str:
        """The inner text in parentheses."""
        return f"({self.inner.text})"


Node = Number | Pool | Negate | Binary | Paren
DiceGroup = Pool
Constant = Number


@record
class Check:
    """`vs`: the total compared with a number (`>=` when no comparison is written).

    `written`: the comparison was typed, so the text shows it as typed (`vs >=7`, not `vs 7`).

    >>> str(Check(Condition(Compare.AT_LEAST, 7))), str(Check(Condition(Compare.AT_LEAST, 7), True))
    (' vs 7', ' vs >=7')
    """

    condition: Condition
    written: bool = field(default=False, compare=False)

    def __str__(self) -> str:
        compare = self.condition.compare
        shown = "" if compare is Compare.AT_LEAST and not self.written else compare.value
        return f" vs {shown}{self.condition.value}"


@record
class Expression:
    """One roll: its arithmetic, maybe a check of its total, how many times it is rolled."""

    root: Node
    check: Check | None = None
    times: int = 1

    @cached_property
    def groups(self) -> tuple[Pool, ...]:
        """The dice pools, in the order they are written (and rolled)."""
        return tuple(node for node in walk(self.root) if isinstance(node, Pool))

    @cached_property
    def text(self) -> str:
        """The normalised text: `1d20+5`, `4dF`, `2d12kl1+3`, `1d20+5 vs 15`, `4d6kh3 x6`
        (worked out once: the tree is frozen).

        >>> from solo.dice.rng import d
        >>> Expression(Binary("+", Pool(1, d(20)), Number(5)), times=2).text
        '1d20+5 x2'
        """
        times = f" x{self.times}" if self.times > 1 else ""
        return f"{self.root.text}{self.check or ''}{times}"

    def dice(self) -> tuple[tuple[Die, int], ...]:
        """The first batch `(die, count)` of each pool, in the order they are rolled."""
        return tuple((group.die, group.count) for group in self.groups)

    def __str__(self) -> str:
        return self.text


@record
class Line:
    """What the player typed: one or more rolls and a comment for the journal."""

    rolls: tuple[Expression, ...]
    comment: str = ""


def walk(node: Node) -> Iterator[Node]:
    """Every node of the tree, left to right (a pool before the pools to its right)."""
    yield node
    if isinstance(node, Binary):
        yield from walk(node.left)
        yield from walk(node.right)
    elif isinstance(node, Negate):
        yield from walk(node.operand)
    elif isinstance(node, Paren):
        yield from walk(node.inner)


def dice_count(expr: Expression) -> int:
    """How many dice `expr` rolls first (before rerolls and explosions).

    >>> from solo.dice.rng import d
    >>> dice_count(Expression(Binary("+", Pool(4, d(6)), Pool(2, d(8)))))
    6
    """
    return sum(group.count for group in expr.groups)


def bounds(node: Node) -> tuple[int, int]:
    """The lowest and highest value `node` can take (explosions up to their limit).

    >>> from solo.dice.notation import parse
    >>> bounds(parse("2d6-1d4*2").root), bounds(parse("4dF").root)
    ((-6, 10), (-4, 4))
    """
    if isinstance(node, Number):
        return node.value, node.value
    if isinstance(node, Pool):
        return _pool_bounds(node)
    if isinstance(node, Paren):
        return bounds(node.inner)
    if isinstance(node, Negate):
        low, high = bounds(node.operand)
        return -high, -low
    (a, b), (c, e) = bounds(node.left), bounds(node.right)
    if node.op == "+":
        return a + c, b + e
    if node.op == "-":
        return a - e, b - c
    ends = [a * c, a * e, b * c, b * e]
    if node.op == "/":
        ends = [x // y for x in (a, b) for y in (c, e, 1, -1) if y and min(c, e) <= y <= max(c, e)]
    return min(ends), max(ends)


def _pool_bounds(pool: Pool) -> tuple[int, int]:
    from solo.dice.limits import MAX_EXPLOSIONS

    chain = 1 + (MAX_EXPLOSIONS if pool.explode else 0)
    dice = pool.count * chain
    if pool.counting:
        return -dice, dice
    penetrate = pool.explode is not None and pool.explode.kind is Explosion.PENETRATE
    low = min(pool.die.low, pool.low if pool.low is not None else pool.die.low) - penetrate
    high = max(pool.die.high, pool.high if pool.high is not None else pool.die.high)
    return min(low * dice, low * pool.count), max(high * dice, high * pool.count)
