"""Exact odds inside `floor`, `ceil` and `round`: totals that may be fractions.

A part without a division (nor a negative power) is worked out as usual, in whole
numbers; each division, remainder or power inside combines every pair of
values exactly (`Fraction`s), so `floor(1d6/2 + 1d6/2)` rounds the exact sum.

>>> from solo.dice.notation import parse
>>> from solo.dice.odds import node_distribution
>>> counts, total = exact_counts(parse("1d4/2").root, node_distribution)
>>> sorted((str(value), ways) for value, ways in counts.items()), total
([('1', 1), ('1/2', 1), ('2', 1), ('3/2', 1)], 4)
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from solo.dice.arithmetic import apply, function
from solo.dice.budget import spend
from solo.dice.distribution import Distribution
from solo.dice.tree import ROUNDINGS, Binary, Call, Negate, Node, Paren, walk
from solo.errors import NotationError

Counts = dict[Fraction, int]


def exact_counts(node: Node, odds: Callable[[Node], Distribution]) -> tuple[Counts, int]:
    """The weight of each exact value of `node`, and the total weight (the rest is past a
    limit); `odds` works out the distribution of a part without a division."""
    if not _divides(node):
        dist = odds(node)
        return {Fraction(total): ways for total, ways in dist.items()}, dist.total_count
    if isinstance(node, Paren):
        return exact_counts(node.inner, odds)
    if isinstance(node, Negate):
        counts, total = exact_counts(node.operand, odds)
        return {-value: ways for value, ways in counts.items()}, total
    if isinstance(node, Call):
        if node.name in ROUNDINGS:
            dist = odds(node)
            return {Fraction(value): ways for value, ways in dist.items()}, dist.total_count
        return _combined([exact_counts(arg, odds) for arg in node.args],
                         lambda values: function(node.name, values))
    assert isinstance(node, Binary)
    left = exact_counts(node.left, odds)
    if node.op == "^":
        exponent = odds(node.right)
        right = ({Fraction(value): ways for value, ways in exponent.items()},
                 exponent.total_count)
    else:
        right = exact_counts(node.right, odds)
    if node.op in "/%" and right[0].get(Fraction(0)):
        raise NotationError("dice.odds.division_by_zero")
    return _combined([left, right],
                     lambda values: apply(node.op, values[0], values[1], exact=True))


def _divides(node: Node) -> bool:
    """Whether a part may give fractions: a division, a remainder or a power inside."""
    return any(isinstance(part, Binary) and part.op in "/%^" for part in walk(node))


def _combined(parts: list[tuple[Counts, int]],
              combine: Callable[[list[int | Fraction]], int | Fraction]) -> tuple[Counts, int]:
    """Every combination of the parts' values, its weight the product of theirs."""
    results: dict[tuple[int | Fraction, ...], int] = {(): 1}
    total = 1
    for counts, weight in parts:
        spend(len(results) * len(counts))
        following: dict[tuple[int | Fraction, ...], int] = {}
        for values, ways in results.items():
            for value, more in counts.items():
                key = (*values, value)
                following[key] = following.get(key, 0) + ways * more
        results = following
        total *= weight
    combined: Counts = {}
    for values, ways in results.items():
        value = Fraction(combine(list(values)))
        combined[value] = combined.get(value, 0) + ways
    return combined, total
