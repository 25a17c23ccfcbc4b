"""The exact distribution of an expression's total.

A sum of numbers and plain pools (`20d6`, `3d20kh1`, `1d20+5`) is worked out directly
(`solo.dice.plain_sums`). Any other sum of pools is taken apart first. Pools rolling the
same die the same way are merged; several plain pools are one product of powers
(`product_of_powers`); any other pool is worked out by `solo.dice.pool_odds`. Sums are
convolutions; products, quotients, remainders, powers and `max`/`min` combine every pair of
totals; `floor`, `ceil` and `round` work out their inside exactly
(`solo.dice.rational`); `{…}` groups are `solo.dice.sets_odds`. An estimate of the
work (`odds_cost`) refuses expressions that would take far too long before they
start, and the general methods count their steps against a budget
(`solo.dice.budget`). The distributions of the last expressions asked are kept
while they are small (`KEPT_EXPRESSIONS`, `KEPT_BITS`): they are frozen, so asking
again gives the same one.

>>> from solo.dice.notation import parse
>>> distribution(parse("4dF")).weights
(1, 4, 10, 16, 19, 16, 10, 4, 1)
>>> distribution(parse("2d12kl1+3")).at_least(10)
Fraction(1, 4)
>>> distribution(parse("(1d4+1)*2")).probability(6)
Fraction(1, 4)
"""

from __future__ import annotations

from collections import Counter

from solo.dice import budget
from solo.dice.arithmetic import apply, function, rounded
from solo.dice.cost import MAX_ODDS_WORK, keep_costs, odds_cost, small
from solo.dice.distribution import Distribution, convolve, support
from solo.dice.limits import MAX_SPAN
from solo.dice.plain_sums import plain_distribution
from solo.dice.pool import face_values
from solo.dice.pool_odds import pool_distribution
from solo.dice.product import product_of_powers
from solo.dice.sparse import SparseDistribution, counted
from solo.dice.terms import additive, merged
from solo.dice.terms import terms as summed
from solo.dice.tree import (
    ROUNDINGS,
    Binary,
    Call,
    Expression,
    Node,
    Number,
    Pool,
    RollSet,
)
from solo.errors import NotationError

__all__ = ["KEPT_BITS", "KEPT_EXPRESSIONS", "MAX_ODDS_WORK", "additive", "distribution",
           "forget_kept", "keep_costs", "node_distribution", "odds_cost", "plain_sum"]

#: How many distributions are kept, and the most bits of counts one may hold to be kept.
KEPT_EXPRESSIONS = 64
KEPT_BITS = 1 << 18

_kept: dict[str, tuple[Node, Distribution]] = {}  # by the expression's text


def forget_kept() -> None:
    """Forget the distributions kept so far (the next ones are worked out afresh)."""
    _kept.clear()


def distribution(expr: Expression) -> Distribution:
    """Return the exact distribution of the total of `expr` (one roll of it).

    Raises `NotationError("dice.odds.too_costly")` when the exact odds would take
    far too long (`1000d1000`, `1000d6kh500`); such an expression can still be rolled.

    >>> from solo.dice.notation import parse
    >>> distribution(parse("3d6>=5")).probabilities()[3]
    Fraction(1, 27)
    """
    root = expr.root
    key = expr.text
    kept = _kept.pop(key, None)
    if kept is not None and (kept[0] is root or kept[0] == root):
        found = kept[1]
    else:
        plain = plain_distribution(root)  # a sum of plain pools: no estimate, no budget
        if plain is not None:
            found = plain
        else:
            if not small(expr) and odds_cost(expr) > MAX_ODDS_WORK:
                raise NotationError("dice.odds.too_costly", expression=expr.text)
            budget.start(budget.STEPS, expr.text)
            found = node_distribution(root)
        held = len(found.counts) if isinstance(found, SparseDistribution) else len(found.weights)
        if held * found.total_count.bit_length() > KEPT_BITS:  # `3d20^4` holds 58 totals
            return found
        if len(_kept) >= KEPT_EXPRESSIONS:
            del _kept[next(iter(_kept))]
    _kept[key] = (root, found)  # the most recently asked last
    return found


def node_distribution(node: Node) -> Distribution:
    """The distribution of one node of the tree."""
    if isinstance(node, Pool):
        return pool_distribution(node)
    terms = summed(node)
    sign, first = terms[0]
    if len(terms) == 1 and not isinstance(first, Number | Pool):
        single = _single(first)
        return single if sign > 0 else -single
    constant = sum(sign * term.value for sign, term in terms if isinstance(term, Number))
    plain = [(sign, term) for sign, term in terms
             if isinstance(term, Pool) and term.plain and not term.selections]
    result: Distribution | None = plain_sum(plain) if plain else None
    done = {id(pool) for _, pool in plain}
    for sign, term in terms:
        if isinstance(term, Number) or id(term) in done:
            continue
        part = pool_distribution(term) if isinstance(term, Pool) else _single(term)
        part = part if sign > 0 else -part
        result = part if result is None else result + part
    result = result or Distribution.constant(0)
    return result + constant if constant else result


def _single(node: Node) -> Distribution:
    """The distribution of a node that is not a sum: a product, a function, a group."""
    if isinstance(node, Binary):
        return _combine(node_distribution(node.left), node_distribution(node.right), node.op)
    if isinstance(node, Call):
        return _call(node)
    if isinstance(node, RollSet):
        from solo.dice.sets_odds import set_distribution

        return set_distribution(node, node_distribution)
    return node_distribution(node)


def plain_sum(pools: list[tuple[int, Pool]]) -> Distribution:
    """The signed sum of plain pools without keep/drop, as one product of powers.

    >>> from solo.dice.notation import parse
    >>> plain_sum(list(additive(parse("1d6-1d4").root))).probability(5)
    Fraction(1, 24)
    """
    joined = merged(pools)
    if len(joined) == 1:
        (sign, pool), = joined
        single = pool_distribution(pool)
        return single if sign > 0 else -single
    low, parts = 0, []
    length = 1
    for sign, pool in joined:
        face = counted(Counter(face_values(pool)))
        face = face if sign > 0 else -face
        low += face.low * pool.count
        parts.append((face.weights, pool.count))
        length += (len(face.weights) - 1) * pool.count
    if length <= _CONVOLVED:  # a few small dice: one convolution after another is quicker
        weights: tuple[int, ...] = (1,)
        for faces, count in parts:
            for _ in range(count):
                weights = convolve(weights, faces)
        return Distribution(low, weights)
    return Distribution(low, product_of_powers(parts))


#: The most totals of a sum of plain pools worked out by plain convolutions.
_CONVOLVED = 64


def _combine(left: Distribution, right: Distribution, op: str) -> Distribution:
    """Every pair of independent totals combined by `op` (`*`, `/`, `%`, `^`)."""
    if op in "/%" and right.count(0):
        raise NotationError("dice.odds.division_by_zero")
    pairs = [(first, ways) for first, ways in left.items()]
    budget.spend(len(pairs) * support(right) // 8)
    counts: Counter[int] = Counter()
    for second, other in right.items():
        for first, ways in pairs:
            counts[int(apply(op, first, second))] += ways * other
    _check_span(counts)
    kept = (left.total_count - left.overflow) * (right.total_count - right.overflow)
    return counted(counts, left.total_count * right.total_count - kept)


def _call(node: Call) -> Distribution:
    """`floor`, `ceil`, `round` (of the exact value inside), `abs`, `max`, `min`."""
    if node.name in ROUNDINGS:
        from solo.dice.rational import exact_counts

        values, total = exact_counts(node.args[0], node_distribution)
        counts: Counter[int] = Counter()
        for exact, ways in values.items():
            counts[rounded(node.name, exact)] += ways
        return counted(counts, total - sum(counts.values()))
    parts = [node_distribution(arg) for arg in node.args]
    if node.name == "abs":
        counts = Counter()
        for value, ways in parts[0].items():
            counts[abs(value)] += ways
        return counted(counts, parts[0].overflow)
    result = parts[0]
    for part in parts[1:]:
        budget.spend(support(result) * support(part) // 8)
        counts = Counter()
        for first, ways in result.items():
            for second, other in part.items():
                counts[int(function(node.name, [first, second]))] += ways * other
        kept = (result.total_count - result.overflow) * (part.total_count - part.overflow)
        result = counted(counts, result.total_count * part.total_count - kept)
    return result


def _check_span(counts: Counter[int]) -> None:
    """Refuse more than `MAX_SPAN` totals (spread far apart, few are kept alone:
    `solo.dice.sparse`)."""
    if len(counts) >= MAX_SPAN:
        raise budget.too_costly()
