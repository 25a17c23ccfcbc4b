"""The lowest and highest value a node of the dice tree can take: a safe bound.

A sum of plain dice and numbers gets its exact ends; anything else may get a wider
span (explosions up to their limit, every die of a keep/drop pool counted).

>>> from solo.dice.notation import parse
>>> bounds(parse("2d6-1d4*2").root), bounds(parse("1d6!").root)
((-6, 10), (1, 126))
>>> bounds(parse("floor(1d6/4)").root), bounds(parse("{2d6, 1d4}k1").root)
((-1, 2), (0, 16))
"""

from __future__ import annotations

from solo.dice import limits
from solo.dice.pool import PENETRATING, Pool
from solo.dice.tree import Binary, Call, Negate, Node, Number, Paren, RollSet

#: The most bits of a bound worked out exactly; a power beyond it is bounded by this.
_MOST_BITS = 4096


def bounds(node: Node) -> tuple[int, int]:
    """The lowest and highest value `node` can take."""
    if isinstance(node, Number):
        return node.value, node.value
    if isinstance(node, Pool):
        return pool_bounds(node)
    if isinstance(node, Paren):
        return bounds(node.inner)
    if isinstance(node, Negate):
        low, high = bounds(node.operand)
        return -high, -low
    if isinstance(node, Call):
        return _call_bounds(node)
    if isinstance(node, RollSet):
        return _set_bounds(node)
    return _binary_bounds(node)


def _binary_bounds(node: Binary) -> tuple[int, int]:
    (a, b), (c, e) = bounds(node.left), bounds(node.right)
    if node.op == "+":
        return a + c, b + e
    if node.op == "-":
        return a - e, b - c
    if node.op == "%":
        return min(0, c + 1), max(0, e - 1)
    if node.op == "^":
        return _power_bounds(a, b, e)
    ends = [a * c, a * e, b * c, b * e]
    if node.op == "/":
        ends = [x // y for x in (a, b) for y in (c, e, 1, -1) if y and min(c, e) <= y <= max(c, e)]
        ends = ends or [0]
    return min(ends), max(ends)


def _power_bounds(a: int, b: int, e: int) -> tuple[int, int]:
    """A bound of `x ^ y` for x in [a, b] and y up to `e` (a negative power is within ±1)."""
    reach = max(abs(a), abs(b), 1)
    if e <= 0 or reach == 1:
        return -1, max(1, reach if e > 0 else 1)
    top = 1 << _MOST_BITS if reach.bit_length() * e > _MOST_BITS else reach ** e
    return (-top if a < 0 else min(0, a)), top


def _call_bounds(node: Call) -> tuple[int, int]:
    spans = [bounds(arg) for arg in node.args]
    if node.name in ("floor", "ceil", "round"):
        low, high = spans[0]
        return low - 1, high + 1  # the exact value may have been rounded down inside
    if node.name == "abs":
        low, high = spans[0]
        return (0 if low <= 0 <= high else min(abs(low), abs(high))), max(abs(low), abs(high))
    pick = max if node.name == "max" else min
    return pick(low for low, _ in spans), pick(high for _, high in spans)


def _set_bounds(node: RollSet) -> tuple[int, int]:
    spans = [bounds(item) for item in node.items]
    if node.target is not None:
        return -len(spans) if node.failure is not None else 0, len(spans)
    if len(spans) == 1 and node.selections:
        (low, high), = spans
        return min(low, 0), max(high, 0)
    low, high = sum(low for low, _ in spans), sum(high for _, high in spans)
    if node.selections:
        low = sum(min(low, 0) for low, _ in spans)
        high = sum(max(high, 0) for _, high in spans)
    return low, high


def pool_bounds(pool: Pool) -> tuple[int, int]:
    """The lowest and highest value of one pool."""
    explode = pool.explode
    chain = 1 if explode is None else (2 if explode.once else 1 + limits.MAX_EXPLOSIONS)
    grows = pool.grows
    dice = pool.count * (chain if grows else 1)
    if pool.counting:
        each_low = -1 if pool.failure is not None else 0
        each_high = 2 if pool.double is not None else 1
    else:
        faces = [_clamp(pool, face) for face in (pool.die.low, pool.die.high)]
        penetrates = explode is not None and explode.kind in PENETRATING
        each_low = min(faces[0], faces[0] - 1 if penetrates else faces[0])
        each_high = faces[1]
        if explode is not None and not grows:  # compounded into one die
            each_low = min(each_low, each_low * chain - (chain - 1) * penetrates)
            each_high = max(each_high, each_high * chain)
    ends = [each_low * pool.count, each_low * dice, each_high * pool.count, each_high * dice]
    if pool.selections:
        ends.append(0)
    return min(ends), max(ends)


def _clamp(pool: Pool, face: int) -> int:
    if pool.low is not None:
        face = max(face, pool.low)
    if pool.high is not None:
        face = min(face, pool.high)
    return face
