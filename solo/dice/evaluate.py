"""Work out a rolled expression's total from its rolled pools, and how it reads.

Pools are rolled first, in the order they are written; then a `{…}` group of one
roll with keep/drop keeps the best of all its dice (`cross_select`); then the
arithmetic is worked out, each pool as its index in the list of rolled pools (how
`Roll.shown` writes it).

>>> from solo.dice.notation import parse
>>> exact_value(parse("7/2").root), Evaluator([]).value(parse("floor(7/2)+round(7/2)").root)[0]
(Fraction(7, 2), 7)
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from solo.dice.arithmetic import apply, function
from solo.dice.pool_roll import kept_dice
from solo.dice.results import GroupRoll, SetRoll
from solo.dice.tree import ROUNDINGS, Binary, Call, Negate, Node, Number, Paren, Pool, RollSet
from solo.dice.tree import Sort as SortOrder

if TYPE_CHECKING:
    from fractions import Fraction

Shown = list[str | int]


def exact_value(node: Node) -> int | Fraction:
    """The exact value of a part of an expression that rolls no dice."""
    return Evaluator([]).value(node, exact=True)[0]


def pool_signs(node: Node, sign: int = 1) -> list[int]:
    """The sign each pool has in the sum, pools in order (1 inside products and functions).

    >>> from solo.dice.notation import parse
    >>> pool_signs(parse("1d6-(2d4-1d8)*1d2").root)
    [1, 1, -1, 1]
    >>> pool_signs(parse("1d6-(2d4-1d8)").root)
    [1, -1, 1]
    """
    if isinstance(node, Pool):
        return [sign]
    if isinstance(node, Negate):
        return pool_signs(node.operand, -sign)
    if isinstance(node, Paren):
        return pool_signs(node.inner, sign)
    if isinstance(node, Binary):
        additive = node.op in "+-"
        right = (sign if node.op == "+" else -sign) if additive else 1
        return pool_signs(node.left, sign if additive else 1) + pool_signs(node.right, right)
    if isinstance(node, Call | RollSet):
        return [signs for child in (node.args if isinstance(node, Call) else node.items)
                for signs in pool_signs(child)]
    return []


def cross_select(node: Node, rolled: list[GroupRoll]) -> None:
    """Apply the keep/drop of each `{…}` group of one roll to all its dice (in place), and
    sort the dice of a sorted group."""
    _cross(node, rolled, [0])


def _cross(node: Node, rolled: list[GroupRoll], at: list[int]) -> None:
    if isinstance(node, Pool):
        at[0] += 1
        return
    start = at[0]
    for child in (node.args if isinstance(node, Call) else node.items
                  if isinstance(node, RollSet) else
                  (node.left, node.right) if isinstance(node, Binary) else
                  (node.operand,) if isinstance(node, Negate) else
                  (node.inner,) if isinstance(node, Paren) else ()):
        _cross(child, rolled, at)
    if not isinstance(node, RollSet):
        return
    indexes = range(start, at[0])
    if len(node.items) == 1 and node.selections:
        places = [(index, place) for index in indexes
                  for place, die in enumerate(rolled[index].dice) if die.kept]
        kept = kept_dice(tuple(rolled[index].dice[place].value for index, place in places),
                         node.selections)
        dropped = {spot for spot, keep in zip(places, kept, strict=True) if not keep}
        for index in indexes:
            group = rolled[index]
            dice = tuple(replace(die, kept=False, counted=0) if (index, place) in dropped
                         else die for place, die in enumerate(group.dice))
            value = sum(die.counted if group.counting else die.value for die in dice if die.kept)
            rolled[index] = replace(group, dice=dice, value=value)
    if node.sort is not None:
        for index in indexes:
            group = rolled[index]
            dice = tuple(sorted(group.dice, key=lambda die: die.value,
                                reverse=node.sort is SortOrder.DOWN))
            rolled[index] = replace(group, dice=dice)


class Evaluator:
    """The values of the nodes of a tree whose pools were rolled (`rolled`, in order)."""

    def __init__(self, rolled: list[GroupRoll]) -> None:
        self.rolled = rolled
        self.next = 0
        self.sets: list[SetRoll] = []

    def value(self, node: Node, exact: bool = False) -> tuple[int | Fraction, Shown]:
        """The value of `node` (exact fractions inside `floor`, `ceil`, `round`) and how it
        reads."""
        if isinstance(node, Number):
            return node.value, [str(node.value)]
        if isinstance(node, Pool):
            self.next += 1
            return self.rolled[self.next - 1].value, [self.next - 1]
        if isinstance(node, Negate):
            value, shown = self.value(node.operand, exact)
            return -value, ["-", *shown]
        if isinstance(node, Paren):
            value, shown = self.value(node.inner, exact)
            return value, ["(", *shown, ")"]
        if isinstance(node, Call):
            return self._call(node, exact)
        if isinstance(node, RollSet):
            return self._set(node, exact)
        left, left_shown = self.value(node.left, exact)
        right, right_shown = self.value(node.right, exact and node.op != "^")
        return apply(node.op, left, right, exact), [*left_shown, f" {node.op} ", *right_shown]

    def _call(self, node: Call, exact: bool) -> tuple[int | Fraction, Shown]:
        inner = exact or node.name in ROUNDINGS
        values: list[int | Fraction] = []
        shown: Shown = [f"{node.name}("]
        for index, arg in enumerate(node.args):
            value, parts = self.value(arg, inner)
            values.append(value)
            shown += [", "] * bool(index) + parts
        return function(node.name, values), [*shown, ")"]

    def _set(self, node: RollSet, exact: bool) -> tuple[int | Fraction, Shown]:
        items = [self.value(item, exact) for item in node.items]
        totals = tuple(value for value, _ in items)
        several = len(items) > 1
        whole = tuple(int(total // 1) for total in totals)
        kept = kept_dice(whole, node.selections) if several else (True,) * len(items)
        counted = tuple(_counted(node, total) if keep and node.counting else 0
                        for total, keep in zip(totals, kept, strict=True))
        value = sum(counted) if node.counting else \
            sum(total for total, keep in zip(totals, kept, strict=True) if keep)
        order = list(range(len(items)))
        if node.sort is not None:
            order.sort(key=lambda index: totals[index], reverse=node.sort is SortOrder.DOWN)
        shown: Shown = ["{"]
        for place, index in enumerate(order):
            shown += [", "] * bool(place) + _marked(items[index][1], kept[index],
                                                     counted[index] if node.counting else 0)
        self.sets.append(SetRoll(node.text, whole, kept, counted, int(value // 1)))
        return value, [*shown, "}"]


def _counted(node: RollSet, total: int | Fraction) -> int:
    """+1 for a roll whose total meets the group's condition, -1 for a failure."""
    assert node.target is not None
    failure = node.failure is not None and node.failure.meets(int(total // 1))
    return int(node.target.meets(int(total // 1))) - int(failure)


def _marked(parts: Shown, kept: bool, counted: int) -> Shown:
    """A roll of a group as shown: `…d` when dropped (the add-on's mark), `…*` a success, `…_` a
    failure; a roll of several parts in parentheses first: `([11 7 19] + 5)*`."""
    mark = "d" if not kept else "*" if counted > 0 else "_" if counted < 0 else ""
    if mark and len(parts) > 1:
        return ["(", *parts, f"){mark}"]
    return [*parts, mark] if mark else parts
