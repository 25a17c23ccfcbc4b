"""The terms of a sum, and the plain pools of a sum that roll alike.

>>> from solo.dice.notation import parse
>>> [(sign, term.text) for sign, term in additive(parse("1d6-(2d4-3)").root)]
[(1, '1d6'), (-1, '2d4'), (1, '3')]
>>> [pool.text for _, pool in merged([(1, pool) for pool in parse("500d6+500d6").groups])]
['1000d6']
"""

from __future__ import annotations

from collections.abc import Iterator

from solo.dice.tree import Binary, Negate, Node, Paren, Pool

Signed = tuple[int, Node]


def additive(node: Node, sign: int = 1) -> Iterator[Signed]:
    """The terms of a sum with their signs (parentheses and minus signs taken apart)."""
    return iter(terms(node, sign))


def terms(node: Node, sign: int = 1) -> list[Signed]:
    """`additive` as a list, found without recursion (asked of every expression whose odds are
    worked out: its cost is part of every first answer)."""
    found: list[Signed] = []
    stack: list[Signed] = [(sign, node)]
    while stack:
        sign, node = stack.pop()
        if isinstance(node, Paren):
            stack.append((sign, node.inner))
        elif isinstance(node, Negate):
            stack.append((-sign, node.operand))
        elif isinstance(node, Binary) and node.op in "+-":
            stack.append((sign if node.op == "+" else -sign, node.right))
            stack.append((sign, node.left))
        else:
            found.append((sign, node))
    return found


def merged(pools: list[tuple[int, Pool]]) -> list[tuple[int, Pool]]:
    """Join the pools that roll the same die the same way: `500d6+500d6` is one power."""
    found: dict[object, tuple[int, Pool]] = {}
    for sign, pool in pools:
        key = (pool.die, pool.target, pool.failure, pool.double, sign)
        before = found.get(key)
        found[key] = (sign, pool) if before is None else \
            (sign, Pool(before[1].count + pool.count, pool.die, target=pool.target,
                        failure=pool.failure, double=pool.double))
    return list(found.values())
