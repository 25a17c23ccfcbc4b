"""The odds of the commonest expressions, worked out with plain whole numbers (issue 28).

A sum of numbers and of pools of one die rolled plainly — `20d6`, `1d20+5`, `4dF+2`,
`5d{1,2,4,4}`, `20d6>=5`, `3d20kh1`, `2d20kh1+1d4-1d6` — needs none of the general engine's
machinery (a cost estimate, a budget of steps, merging pools, records for every term): each
pool's counts come from a closed form and the sum is one convolution after another. The
highest (lowest) of N dice of X faces is an order statistic: the ways for it to be at most k
are k^N, so the ways for it to be exactly k are k^N - (k-1)^N. Anything else, and anything
larger than `PLAIN_SPAN` totals or `PLAIN_DICE` dice in a pool, is None: the general path.

>>> from solo.dice.notation import parse
>>> plain_distribution(parse("3d20kh1").root).weights[-1]
1141
>>> plain_distribution(parse("1d6!").root) is None
True
"""

from __future__ import annotations

from array import array
from itertools import repeat
from operator import sub
from typing import Any

from solo.dice.distribution import (
    BYTE_ORDER,
    SLOT_BYTES,
    Distribution,
    binomial,
    convolve,
    machine_slot,
    pack_slots,
    power,
    unpack_slots,
)
from solo.dice.pool import Keep, Pool
from solo.dice.terms import terms
from solo.dice.tree import Binary, Node, Number
from solo.dice.uniform import uniform_power

#: The most totals a sum may have, and the most dice one pool may roll, to be worked out here.
PLAIN_SPAN = 2048
PLAIN_DICE = 200

Counts = tuple[int, tuple[int, ...]]  # the lowest total and the ways of each total from it


def plain_distribution(root: Node) -> Distribution | None:
    """The distribution of `root` when it is a sum of numbers and plain pools, else None."""
    kind = root.__class__
    tree: Any = root  # its class is checked: no `isinstance` on a first ask's path
    if kind is Binary:  # one pool and a number added or taken away (`1d20+5`): no walk
        pool, number, op = tree.left, tree.right, tree.op
        if pool.__class__ is Pool and number.__class__ is Number and op in ("+", "-"):
            counts = pool_counts(pool, PLAIN_SPAN - 1)
            if counts is None:
                return None
            shift = number.value if op == "+" else -number.value
            return Distribution.counted(counts[0] + shift, counts[1],
                                        pool.die.size ** pool.count)
    elif kind is Pool:  # one pool alone (`20d6`)
        counts = pool_counts(tree, PLAIN_SPAN - 1)
        if counts is None:
            return None
        return Distribution.counted(counts[0], counts[1], tree.die.size ** tree.count)
    low, span, total = 0, 1, 1
    pools: list[tuple[int, ...]] = []
    for sign, term in _terms(root):
        if isinstance(term, Number):
            low += sign * term.value
            continue
        if not isinstance(term, Pool):
            return None
        counts = pool_counts(term, PLAIN_SPAN - span)
        if counts is None:
            return None
        first, ways = counts
        span += len(ways) - 1
        if sign < 0:
            first, ways = -(first + len(ways) - 1), ways[::-1]
        low += first
        total *= term.die.size ** term.count
        pools.append(ways)
    if not pools:
        return Distribution.counted(low, (1,), 1)
    if len(pools) == 1:
        return Distribution.counted(low, pools[0], total)
    bits = total.bit_length() + 1  # a slot wider than any count of the sum
    if span * bits > _PACKED_BITS:
        weights = pools[0]
        for ways in pools[1:]:
            weights = convolve(weights, ways)
        return Distribution.counted(low, weights, total)
    return Distribution.counted(low, packed_product(pools, total, span), total)


_from_bytes = int.from_bytes

#: The most bits of the one integer `packed_product` multiplies out (`2d20kh1+1d4-1d6`: 420).
_PACKED_BITS = 1 << 15


def packed_product(pools: list[tuple[int, ...]], total: int, span: int) -> tuple[int, ...]:
    """The counts of the sum of independent rolls given by their counts (`span` totals in all,
    `total` ways in all), by one product of integers that hold each roll's counts in slots
    wider than any count of the sum (so no slot carries into the next).

    >>> packed_product([(1, 1), (1, 2, 1)], 8, 4)
    (1, 3, 3, 1)
    """
    code = machine_slot(total)
    if code:  # machine-word slots: packed and unpacked by `array` and `memoryview`, in C
        product = 1
        for ways in pools:
            product *= _from_bytes(array(code, ways).tobytes(), BYTE_ORDER)
        width = SLOT_BYTES[code]
        return tuple(memoryview(product.to_bytes(span * width, BYTE_ORDER)).cast(code))
    bits = total.bit_length() + 1
    product = 1
    for ways in pools:
        product *= pack_slots(ways, bits)
    return unpack_slots(product, bits, span)


def _terms(root: Node) -> list[tuple[int, Node]]:
    """The signed terms of a sum written left to right (`1d20+5`, `2d20kh1+1d4-1d6`) without
    the general walk; any other tree by `solo.dice.terms.terms`."""
    found: list[tuple[int, Node]] = []
    node = root
    while isinstance(node, Binary) and isinstance(node.right, Pool | Number):
        if node.op == "+":
            found.append((1, node.right))
        elif node.op == "-":
            found.append((-1, node.right))
        else:
            return terms(root)
        node = node.left
    if not isinstance(node, Pool | Number):
        return terms(root)
    found.append((1, node))
    return found


_NONE = (None,) * 7


def pool_counts(pool: Pool, room: int = PLAIN_SPAN) -> Counts | None:
    """The counts of one plain pool's total: a sum of its dice, the highest or lowest of them,
    or how many meet a target; None for any other pool, or one of more than `room` + 1 totals."""
    if (pool.explode, pool.reroll, pool.unique, pool.low, pool.high, pool.failure,
            pool.double) != _NONE:
        return None
    count, die = pool.count, pool.die
    selections, target = pool.selections, pool.target
    if count == 1 and not selections and target is None and not die.values:  # `1d20`
        width = die.high - die.low
        return None if width > room else (die.low, (1,) * (width + 1))
    if count > PLAIN_DICE or count < 1:
        return None
    if (count if target is not None else die.high - die.low if selections
            else (die.high - die.low) * count) > room:
        return None
    if target is not None:
        if selections:
            return None
        hits = sum(1 for face in die.faces if target.meets(face))
        misses = die.size - hits
        return (0, binomial(misses, hits, count)) if hits and misses else None
    if selections:
        if len(selections) > 1 or die.values or selections[0].amount != 1 \
                or selections[0].mode not in (Keep.HIGHEST, Keep.LOWEST):
            return None
        at_most = list(map(pow, range(die.high - die.low + 2), repeat(count)))  # in C
        ways = tuple(map(sub, at_most[1:], at_most))
        return die.low, ways if selections[0].mode is Keep.HIGHEST else ways[::-1]
    if die.values:
        lowest = die.low
        faces = [0] * (die.high - lowest + 1)
        for face in die.values:
            faces[face - lowest] += 1
        return lowest * count, power(faces, count)
    if count == 1:
        return die.low, (1,) * die.size
    return die.low * count, uniform_power(die.size, count)
