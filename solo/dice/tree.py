"""The dice syntax tree: pools of dice, numbers, arithmetic, functions and `{…}` groups.

`solo.dice.notation.parse` builds it from text; `.text` writes it back in the
normalised notation.

>>> from solo.dice.rng import d
>>> pool = Pool(2, d(12), selections=(Selection(Keep.LOWEST, 1),))
>>> Expression(Binary("+", pool, Number(3))).text
'2d12kl1+3'
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import field

from solo.dice.conditions import MEETS, Compare, Condition, Target
from solo.dice.pool import (
    Explode,
    Explosion,
    Keep,
    Mark,
    Pool,
    Reroll,
    Selection,
    Sort,
    Unique,
    die_text,
    window,
)
from solo.dice.rng import Die
from solo.record import once, record

__all__ = [
    "MEETS",
    "Binary",
    "Call",
    "Check",
    "Compare",
    "Condition",
    "Constant",
    "DiceGroup",
    "Explode",
    "Explosion",
    "Expression",
    "Keep",
    "Line",
    "Mark",
    "Negate",
    "Node",
    "Number",
    "Paren",
    "Pool",
    "Reroll",
    "RollSet",
    "Selection",
    "Sort",
    "Target",
    "Unique",
    "dice_count",
    "die_text",
    "walk",
    "window",
]


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


#: The binary operators: add, subtract, multiply, divide (rounding down), the remainder
#: of that division, and a power.
OPERATORS = ("+", "-", "*", "/", "%", "^")


@record
class Binary:
    """`left op right` with `op` one of `OPERATORS`."""

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


#: The functions: the three roundings work out what is inside them exactly (`floor(7/2)`
#: is 3, `ceil(7/2)` 4, `round(7/2)` 4: halves go up), the others take whole numbers.
FUNCTIONS = ("floor", "ceil", "round", "abs", "max", "min")
ROUNDINGS = ("floor", "ceil", "round")


@record
class Call:
    """A function of one or more expressions: `floor(1d6/2)`, `max(1d6, 1d8)`."""

    name: str
    args: tuple[Node, ...]

    @property
    def text(self) -> str:
        """The name and the arguments in parentheses."""
        return f"{self.name}({', '.join(arg.text for arg in self.args)})"


@record
class RollSet:
    """`{4d6, 2d10, 1d4}k2`: several rolls taken together.

    With several rolls, keep/drop keeps whole rolls by their totals and a comparison
    counts the rolls whose total meets it; with one roll, keep/drop keeps its dice
    (all its pools' dice ranked together) and a comparison checks its total.
    """

    items: tuple[Node, ...]
    selections: tuple[Selection, ...] = ()
    target: Condition | None = None
    failure: Condition | None = None
    sort: Sort | None = None
    label: str = ""

    @property
    def counting(self) -> bool:
        """Whether the rolls' totals are counted as successes."""
        return self.target is not None

    @property
    def text(self) -> str:
        """The rolls in braces, then the modifiers."""
        parts = [*self.selections, self.target, self.failure and f"f{self.failure}",
                 self.sort and self.sort.value]
        extra = "".join(str(part) for part in parts if part)
        label = f"[{self.label}]" if self.label else ""
        return "{" + ", ".join(item.text for item in self.items) + "}" + extra + label


Node = Number | Pool | Negate | Binary | Paren | Call | RollSet
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
    """One roll: its arithmetic, maybe a check of its total, how many times it is rolled,
    and what the player wrote about it (`/* … */`, kept for the journal)."""

    root: Node
    check: Check | None = None
    times: int = 1
    description: str = field(default="", compare=False)

    @once
    def groups(self) -> tuple[Pool, ...]:
        """The dice pools, in the order they are written (and rolled)."""
        return tuple(node for node in walk(self.root) if isinstance(node, Pool))

    @once
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


def children(node: Node) -> tuple[Node, ...]:
    """The nodes right under `node`, left to right."""
    if isinstance(node, Binary):
        return node.left, node.right
    if isinstance(node, Negate):
        return (node.operand,)
    if isinstance(node, Paren):
        return (node.inner,)
    if isinstance(node, Call):
        return node.args
    if isinstance(node, RollSet):
        return node.items
    return ()


def walk(node: Node) -> Iterator[Node]:
    """Every node of the tree, left to right (a pool before the pools to its right)."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(children(current)))


def dice_count(expr: Expression) -> int:
    """How many dice `expr` rolls first (before rerolls and explosions).

    >>> from solo.dice.rng import d
    >>> dice_count(Expression(Binary("+", Pool(4, d(6)), Pool(2, d(8)))))
    6
    """
    return sum(group.count for group in expr.groups)
