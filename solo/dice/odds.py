"""The exact distribution of an expression's total.

A sum of pools is taken apart first. Pools rolling the same die the same way
are merged. A lone plain pool is a power of one die (`Distribution.repeat`; a
success count is binomial); several plain pools are one product of powers
(`product_of_powers`). A keep/drop pool is counted from its kept end
(`kept_distribution`) or, when few dice are dropped, from its dropped end
(`from_dropped_end`). A pool with rerolls, clamps, explosions or listed faces
starts from what one of its dice adds (`solo.dice.chain`). Sums are
convolutions; products and quotients combine every pair of totals. An
estimate of the work (`odds_cost`) refuses expressions that would take far
too long. The distributions of the last expressions asked are kept while they
are small (`KEPT_EXPRESSIONS`, `KEPT_BITS`): they are frozen, so asking again
gives the same one.

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
from collections.abc import Iterator

from solo.dice.chain import chain_cost, die_weights
from solo.dice.distribution import Distribution
from solo.dice.drop import from_dropped_end
from solo.dice.keep import kept_distribution
from solo.dice.product import product_of_powers
from solo.dice.tree import MEETS, Binary, Expression, Negate, Node, Number, Paren, Pool
from solo.errors import NotationError

#: The most work (about one big-integer step each) `distribution` will take on: ~1 s.
MAX_ODDS_WORK = 200_000_000

Signed = tuple[int, Node]


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
        if odds_cost(expr) > MAX_ODDS_WORK:
            raise NotationError("dice.odds.too_costly", expression=expr.text)
        found = node_distribution(root)
        if len(found.weights) * found.total_count.bit_length() > KEPT_BITS:
            return found
        if len(_kept) >= KEPT_EXPRESSIONS:
            del _kept[next(iter(_kept))]
    _kept[key] = (root, found)  # the most recently asked last
    return found


def node_distribution(node: Node) -> Distribution:
    """The distribution of one node of the tree."""
    terms = list(additive(node))
    sign, first = terms[0]
    if len(terms) == 1 and isinstance(first, Binary):
        combined = _combine(node_distribution(first.left), node_distribution(first.right),
                            first.op)
        return combined if sign > 0 else -combined
    constant = sum(sign * term.value for sign, term in terms if isinstance(term, Number))
    plain = [(sign, term) for sign, term in terms
             if isinstance(term, Pool) and term.plain and term.selection is None]
    result: Distribution | None = plain_sum(plain) if plain else None
    for sign, term in terms:
        if isinstance(term, Number) or any(term is pool for _, pool in plain):
            continue
        part = pool_distribution(term) if isinstance(term, Pool) else node_distribution(term)
        part = part if sign > 0 else -part
        result = part if result is None else result + part
    result = result or Distribution.constant(0)
    return result + constant if constant else result


def additive(node: Node, sign: int = 1) -> Iterator[Signed]:
    """The terms of a sum with their signs (parentheses and minus signs taken apart).

    >>> from solo.dice.notation import parse
    >>> [(sign, term.text) for sign, term in additive(parse("1d6-(2d4-3)").root)]
    [(1, '1d6'), (-1, '2d4'), (1, '3')]
    """
    if isinstance(node, Paren):
        yield from additive(node.inner, sign)
    elif isinstance(node, Negate):
        yield from additive(node.operand, -sign)
    elif isinstance(node, Binary) and node.op in "+-":
        yield from additive(node.left, sign)
        yield from additive(node.right, sign if node.op == "+" else -sign)
    else:
        yield sign, node


def plain_sum(pools: list[tuple[int, Pool]]) -> Distribution:
    """The signed sum of plain pools without keep/drop, as one product of powers.

    >>> from solo.dice.notation import parse
    >>> plain_sum(list(additive(parse("1d6-1d4").root))).probability(5)
    Fraction(1, 24)
    """
    merged = _merged(pools)
    if len(merged) == 1:
        (sign, pool), = merged
        single = group_distribution(pool)
        return single if sign > 0 else -single
    low, parts = 0, []
    for sign, pool in merged:
        face = _face_values(pool)
        face = face if sign > 0 else -face
        low += face.low * pool.count
        parts.append((face.weights, pool.count))
    return Distribution(low, product_of_powers(parts))


def _merged(pools: list[tuple[int, Pool]]) -> list[tuple[int, Pool]]:
    """Join the pools that roll the same die the same way: `500d6+500d6` is one power."""
    merged: dict[object, tuple[int, Pool]] = {}
    for sign, pool in pools:
        key = (pool.die, pool.target, sign)
        found = merged.get(key)
        merged[key] = (sign, pool) if found is None else \
            (sign, Pool(found[1].count + pool.count, pool.die, target=pool.target))
    return list(merged.values())


def pool_distribution(pool: Pool) -> Distribution:
    """The distribution of one pool's value."""
    if pool.plain:
        return group_distribution(pool)
    weights, denominator = die_weights(pool)
    if pool.selection is None:
        spare = denominator - sum(weights.values())
        return Distribution.from_counts(weights, spare).repeat(pool.count)
    highest, keep = pool.selection.kept(pool.count)
    order = sorted(weights, reverse=highest)
    return kept_distribution(pool.count, order, keep, [weights[value] for value in order],
                             denominator)


def group_distribution(group: Pool) -> Distribution:
    """Return the distribution of one plain pool's value.

    >>> from solo.dice.notation import parse
    >>> group_distribution(parse("2d20kh1").groups[0]).probability(20)
    Fraction(39, 400)
    """
    values = _values(group)
    if group.selection is None:
        return Distribution.from_counts(Counter(values)).repeat(group.count)
    highest, keep = group.selection.kept(group.count)
    order = values[::-1] if highest else values
    from_kept, from_dropped = keep_costs(group)
    method = kept_distribution if from_kept <= from_dropped else from_dropped_end
    return method(group.count, order, keep)


def _values(group: Pool) -> list[int]:
    """What each face of the pool's die adds: itself, or 1/0 when counting successes."""
    faces = list(group.die.faces)
    if group.target is None:
        return faces
    met = MEETS[group.target.compare]
    value = group.target.value
    return [int(met(face, value)) for face in faces]


def _face_values(group: Pool) -> Distribution:
    """The distribution of what one die of the pool adds."""
    return Distribution.from_counts(Counter(_values(group)))


def _combine(left: Distribution, right: Distribution, op: str) -> Distribution:
    """The product or quotient (rounded down) of two independent totals."""
    if op == "/" and right.count(0):
        raise NotationError("dice.odds.division_by_zero")
    counts: Counter[int] = Counter()
    for first, ways in left.items():
        for second, other in right.items():
            counts[first * second if op == "*" else first // second] += ways * other
    kept = (left.total_count - left.overflow) * (right.total_count - right.overflow)
    return Distribution.from_counts(counts, left.total_count * right.total_count - kept)


def odds_cost(expr: Expression) -> int:
    """Estimate the work of `distribution(expr)` (a few nanoseconds each).

    >>> from solo.dice.notation import parse
    >>> odds_cost(parse("20d6")) < odds_cost(parse("1000d6")) < MAX_ODDS_WORK
    True
    """
    return _cost(expr.root)[0]


def _cost(node: Node) -> tuple[int, int]:
    """The work of a node's distribution and the number of its totals."""
    terms = list(additive(node))
    if len(terms) == 1 and isinstance(terms[0][1], Binary):
        binary = terms[0][1]
        left, right = _cost(binary.left), _cost(binary.right)
        length = left[1] * right[1]
        return left[0] + right[0] + length * 20, length
    plain = [(sign, term) for sign, term in terms
             if isinstance(term, Pool) and term.plain and term.selection is None]
    work, length, words = _plain_cost([pool for _, pool in _merged(plain)])
    for _sign, term in terms:
        if isinstance(term, Number) or any(term is pool for _, pool in plain):
            continue
        if isinstance(term, Pool):
            part, size, part_words = _pool_cost(term)
        else:
            part, size = _cost(term)
            part_words = 1 + size.bit_length()
        work += part + length * size * (1 + words * part_words // 4)
        length, words = length + size - 1, words + part_words
    return work, length


def _pool_cost(pool: Pool) -> tuple[int, int, int]:
    """The work of one pool that is not plain-and-unkept, its totals and its size in words."""
    count, sides = pool.count, pool.die.size
    if pool.plain:
        span = sides - 1 if pool.target is None else 1
        size = span * pool.selection.kept(count)[1] + 1 if pool.selection else span * count + 1
        return min(keep_costs(pool)), size, 1 + count * sides.bit_length() // 30
    chain = chain_cost(pool)
    explosions = 21 if pool.explode else 1
    rerolls = 101 if pool.reroll and not pool.reroll.once else 2
    reach = max(abs(pool.die.low), abs(pool.die.high)) + 1
    span = 2 if pool.target is not None else reach * explosions + 1
    bits = sides.bit_length() * explosions * rerolls
    kept = pool.selection.kept(count)[1] if pool.selection else count
    size = span * kept + 1
    words = 1 + count * bits // 30
    steps = span * kept * (kept if pool.selection else 1) * span
    return chain + steps * (1 + words // 2) + size * count, size, words


def _plain_cost(groups: list[Pool]) -> tuple[int, int, int]:
    """The work of `plain_sum`, the length of its result and its size in words."""
    length, words, terms = 1, 1, 2
    for group in groups:
        count, sides = group.count, group.die.size
        values = _values(group)
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
    span = sides - 1 if group.target is None else 1
    keep = group.selection.kept(count)[1] if group.selection else count
    drop = count - keep
    words = 1 + count * sides.bit_length() // 64  # the size of the counts being added
    steps = sides * keep * keep  # each step also costs about a microsecond of Python
    from_kept = steps * ((span * keep + 1) * words // 2 + 300)
    power = (span * count + 1) * count * sides.bit_length() // 8
    from_dropped = sides * (drop + 1) * power \
        + sides * drop * drop * ((span * count + 1) * words // 2 + 300)
    return from_kept, from_dropped
