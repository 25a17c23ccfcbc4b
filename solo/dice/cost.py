"""An estimate of the work of an expression's exact odds, to refuse what would take far too long.

The unit is about one big-integer step (a few nanoseconds). Plain pools and the
cheap methods are estimated closely; the general ones (dice kept across kinds,
unique dice, groups) roughly, and they count their steps as they go
(`solo.dice.budget`).

>>> from solo.dice.notation import parse
>>> odds_cost(parse("5d10!k2")) < MAX_ODDS_WORK < odds_cost(parse("500d6!k2"))
True
"""

from __future__ import annotations

from math import comb

from solo.dice import limits
from solo.dice.bounds import bounds
from solo.dice.chain import chain_cost
from solo.dice.pool import PENETRATING, Pool, face_values
from solo.dice.terms import additive, merged
from solo.dice.tree import (
    ROUNDINGS,
    Binary,
    Call,
    Expression,
    Negate,
    Node,
    Number,
    Paren,
    RollSet,
)

#: The most work (about one big-integer step each) `distribution` will take on: ~1 s.
MAX_ODDS_WORK = 200_000_000


def odds_cost(expr: Expression) -> int:
    """Estimate the work of `distribution(expr)` (a few nanoseconds each).

    >>> from solo.dice.notation import parse
    >>> odds_cost(parse("20d6")) < odds_cost(parse("1000d6")) < MAX_ODDS_WORK
    True
    """
    return _cost(expr.root)[0]


#: The most dice times sides of a sum of at most three plain pools never worth estimating.
SMALL = 4096


def small(expr: Expression) -> bool:
    """Whether `expr` is a small sum of plain pools and numbers (far below the limit).

    >>> from solo.dice.notation import parse
    >>> small(parse("2d20kh1+1d4-1d6")), small(parse("1000d6")), small(parse("1d6!"))
    (True, False, False)
    >>> small(parse("5d{1,2,4,4}")), small(parse("5d{1,2,4,4}!"))
    (True, False)
    >>> small(parse("4d6ro1kh3")), small(parse("4d6r1")), small(parse("5d6ro1km3"))
    (True, False, False)
    """
    work = pools = 0
    for _, term in additive(expr.root):
        if isinstance(term, Pool):
            if term.unique is not None:
                return False
            if term.plain or term.listed:
                work += term.count * term.die.size
            elif _rerolled_once(term):  # counts over the square of the die's faces
                work += 2 * term.count * term.die.size
            else:
                return False
            pools += 1
        elif not isinstance(term, Number):
            return False
    return work <= SMALL and pools <= 3


def _rerolled_once(pool: Pool) -> bool:
    """Whether `pool` is plain but for a reroll of each die at most once (`4d6ro1`), keeping
    all its dice (a power of one die's counts) or, of a few dice, its highest or lowest."""
    reroll = pool.reroll
    if reroll is None or not reroll.once or reroll.most is not None \
            or (pool.explode, pool.low, pool.high) != (None, None, None):
        return False
    if not pool.selections:
        return True
    start, stop = pool.window(pool.count)
    return pool.count <= _FEW_KEPT and (start == 0 or stop == pool.count)


#: The most dice of a pool rerolled once and kept by rank that `small` lets skip the estimate.
_FEW_KEPT = 12


def _cost(node: Node) -> tuple[int, int]:
    """The work of a node's distribution and the number of its totals."""
    terms = list(additive(node))
    if len(terms) == 1 and not isinstance(terms[0][1], Number | Pool):
        return _single_cost(terms[0][1])
    plain = [(sign, term) for sign, term in terms
             if isinstance(term, Pool) and term.plain and not term.selections]
    plain_pools: list[tuple[int, Pool]] = [(sign, term) for sign, term in plain
                                           if isinstance(term, Pool)]
    work, length, words = _plain_cost([pool for _, pool in merged(plain_pools)])
    for _sign, term in terms:
        if isinstance(term, Number) or any(term is pool for _, pool in plain):
            continue
        if isinstance(term, Pool):
            part, size, part_words = _pool_cost(term)
        else:
            part, size = _single_cost(term)
            part_words = 1 + size.bit_length()
        work += part + length * size * (1 + words * part_words // 4)
        length, words = length + size - 1, words + part_words
    return work, length


def _single_cost(node: Node) -> tuple[int, int]:
    """The work of a product, a function or a group, and the number of its totals."""
    low, high = bounds(node)
    span = high - low + 1
    if isinstance(node, Binary):
        left, right = _cost(node.left), _cost(node.right)
        totals = min(span, left[1] * right[1])
        if totals > limits.MAX_SPAN:
            return MAX_ODDS_WORK + 1, totals
        dense = span * 4 if span < (1 << 16) or span <= 16 * totals else 0
        return left[0] + right[0] + left[1] * right[1] * 100 + dense, totals
    if span > limits.MAX_SPAN:
        return MAX_ODDS_WORK + 1, span
    if isinstance(node, Call) and node.name in ROUNDINGS:
        work, size = _exact_cost(node.args[0])
        return work + size * 400, span
    children = node.args if isinstance(node, Call) else node.items \
        if isinstance(node, RollSet) else (node,)
    costs = [_cost(child) for child in children] if not isinstance(node, Paren | Negate) \
        else [_cost(node)]
    pairs = 1
    for _, size in costs:
        pairs *= size
    work = sum(work for work, _ in costs) + pairs * 100 + span * 4
    if isinstance(node, RollSet) and node.selections:
        work += _set_cost(node, [size for _, size in costs])
    return work, span


def _exact_cost(node: Node) -> tuple[int, int]:
    """The work of the exact values inside `floor`, `ceil`, `round` and how many there may be
    (every pair of values combined as fractions: about a microsecond each)."""
    if not any(isinstance(part, Binary) and part.op in "/%^" for part in _walk(node)):
        return _cost(node)
    if isinstance(node, Paren | Negate):
        return _exact_cost(node.inner if isinstance(node, Paren) else node.operand)
    parts = [_exact_cost(child) for child in
             ((node.left, node.right) if isinstance(node, Binary) else
              node.args if isinstance(node, Call) else (node,))] \
        if isinstance(node, Binary | Call) else [_cost(node)]
    values = 1
    for _, size in parts:
        values = min(values * size, 10**12)
    return sum(work for work, _ in parts) + values * 400, values


def _set_cost(node: RollSet, sizes: list[int]) -> int:
    """The work of keeping rolls by their totals, or one roll's dice by rank."""
    if len(node.items) > 1:
        count = len(sizes)
        start, stop = _window(node, count)
        kept = max(1, min(stop, count - start))
        widest = max(sizes)
        return min(comb(widest + kept, kept), 10**12) * widest * count * 4
    pools = [part for part in _walk(node.items[0]) if isinstance(part, Pool)]
    dice = sum(pool.count for pool in pools)
    start, stop = _window(node, dice)
    faces = sum(pool.die.size for pool in pools)
    states = min(comb(stop + len(pools), len(pools)), 10**9)
    sums = 1
    for pool in pools:
        sums *= stop * pool.die.size + 1
    return faces * states * min(sums, 10**9) * (max(pool.count for pool in pools) + 1) * 4


def _pool_cost(pool: Pool) -> tuple[int, int, int]:
    """The work of one pool that is not plain-and-unkept, its totals and its size in words."""
    count, sides = pool.count, pool.die.size
    low, high = bounds(pool)
    size = high - low + 1
    words = 1 + count * sides.bit_length() // 30
    start, stop = pool.window(count)
    if pool.unique is not None:
        return _unique_cost(pool), size, words * 8
    if pool.reroll is not None and pool.reroll.most is not None:
        span = 3 if pool.counting else sides
        rolls = 1 + (1 if pool.reroll.once else limits.MAX_REROLLS)
        words = 1 + count * sides.bit_length() * rolls // 30
        return (count + 1) * (_window_cost(3, sides, min(stop, count - start), span)
                              if pool.selections else size * count * 3) * words, size, words
    if pool.plain:
        if start == 0 or stop == count:
            return min(keep_costs(pool)), size, words
        return _window_cost(1, sides, min(stop, count - start), sides) * words, size, words
    chain = chain_cost(pool)
    if pool.grows and pool.selections:
        return chain + _scenarios_cost(pool), size, words * 30
    explosions = 21 if pool.explode else 1
    rerolls = 101 if pool.reroll and not pool.reroll.once else 2
    reach = max(abs(pool.die.low), abs(pool.die.high)) + 1
    span = 3 if pool.counting else reach * explosions + 1
    bits = sides.bit_length() * explosions * rerolls
    kept = stop - start if pool.selections else count
    words = 1 + count * bits // 30
    steps = span * kept * (kept if pool.selections else 1) * span
    if pool.selections and start > 0 and stop < count:
        steps = _window_cost(1, span, min(stop, count - start), span)
    result_bits = (span * kept + 1) * count * bits
    return chain + steps * (1 + words // 2) + size * count + result_bits // 8, size, words


def _scenarios_cost(pool: Pool) -> int:
    """The work of a pool whose explosions add dice and which keeps some by rank."""
    explode = pool.explode
    assert explode is not None
    count, sides = pool.count, pool.die.size
    most = 1 if explode.once else limits.MAX_EXPLOSIONS
    penetrates = explode.kind in PENETRATING
    if explode.once:
        ways, groups = count + 1, 3
    elif penetrates:
        ways, groups = (count + 1) * (count * (most - 1) + 2) // 2, 4
    else:
        ways, groups = count * most + 1, 2
    build = count * count * most * 40
    start, stop = pool.window(count)
    need = min(stop, count * (most + 1) - start) if stop < count else max(stop - start, 1)
    span = 3 if pool.counting else sides
    return build + ways * _window_cost(groups, sides * (1 + penetrates), need, span)


def _window_cost(groups: int, values: int, need: int, span: int) -> int:
    """The work of `solo.dice.window` keeping `need` dice by rank from `groups` kinds."""
    states = comb(need + groups - 1, groups)
    return values * states * states * (need * span + 1) * 20


def _unique_cost(pool: Pool) -> int:
    """The work of a pool of unique dice (`solo.dice.unique`)."""
    count, sides = pool.count, pool.die.size
    unique = pool.unique
    assert unique is not None
    if unique.condition is None and not unique.once and pool.bare:
        return sides * count * (count * sides + 1) * 8
    values = len(set(pool.die.faces))
    if pool.selections:
        states = comb(values + count - 1, count)
    else:
        states = min(2 ** values, comb(values, min(count, values)) * (count + 1)) * count * values
    return min(states, 10**12) * values * count * 40


def _plain_cost(groups: list[Pool]) -> tuple[int, int, int]:
    """The work of `plain_sum`, the length of its result and its size in words."""
    length, words, terms = 1, 1, 2
    for group in groups:
        count, sides = group.count, group.die.size
        values = face_values(group)
        length += (max(values) - min(values)) * count
        words += count * sides.bit_length() // 30
        terms *= 2  # each die is w (1 - x^s) / (1 - x) or q + p x
    if len(groups) == 1:
        group = groups[0]
        return length * group.count * group.die.size.bit_length() // 8, length, words
    return length * min(terms, 10**6) * words * 8 if groups else 0, length, words


def keep_costs(group: Pool) -> tuple[int, int]:
    """Estimate the work of a keep/drop pool from the kept end and from the dropped end.

    >>> from solo.dice.notation import parse
    >>> kept, dropped = keep_costs(parse("1000d6dl1").groups[0])
    >>> dropped < MAX_ODDS_WORK < kept
    True
    """
    count, sides = group.count, group.die.size
    span = sides - 1 if not group.counting else 2
    start, stop = group.window(count)
    keep = stop - start if group.selections else count
    drop = count - keep
    words = 1 + count * sides.bit_length() // 64  # the size of the counts being added
    steps = sides * keep * keep  # each step also costs about a microsecond of Python
    from_kept = steps * ((span * keep + 1) * words // 2 + 300)
    power = (span * count + 1) * count * sides.bit_length() // 8
    from_dropped = sides * (drop + 1) * power \
        + sides * drop * drop * ((span * count + 1) * words // 2 + 300)
    return from_kept, from_dropped


def _window(node: RollSet, count: int) -> tuple[int, int]:
    from solo.dice.pool import window

    return window(node.selections, count)


def _walk(node: Node) -> list[Node]:
    from solo.dice.tree import walk

    return list(walk(node))
