"""The exact distribution of one pool's value, by the cheapest method that fits it.

A plain pool is a power of one die (`Distribution.repeat`; a success count is
binomial) or, keeping its highest or lowest dice, counted from its kept end
(`kept_distribution`) or from its dropped end (`from_dropped_end`). A pool whose
dice are alike but changed (rerolls, `min`/`max`, compounding, listed faces) starts
from what one of its dice shows (`solo.dice.chain`). Dice kept by rank from the
middle (`km`, several keep/drop) go through `solo.dice.window`; a pool whose dice
differ (explosions that add dice and then keep, `r1=1`) through its ways
(`solo.dice.scenarios`); unique dice through `solo.dice.unique`.

>>> from solo.dice.notation import parse
>>> pool_distribution(parse("4d10dh1dl2").groups[0]).mean
Fraction(64999, 10000)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from solo.dice.chain import chain_weights, die_weights, scored
from solo.dice.distribution import Distribution
from solo.dice.drop import from_dropped_end
from solo.dice.keep import kept_distribution
from solo.dice.pool import Pool, face_values
from solo.dice.scenarios import scenarios
from solo.dice.sparse import counted
from solo.dice.unique import unique_counts
from solo.dice.window import window_counts
from solo.errors import NotationError


def pool_distribution(pool: Pool) -> Distribution:
    """The distribution of one pool's value."""
    if pool.unique is not None:
        if pool.grows:
            raise NotationError("dice.odds.unique_explode")
        counts, denominator = unique_counts(pool)
        return _from(counts, denominator)
    if pool.reroll is not None and pool.reroll.most is not None:
        if pool.explode is not None:
            raise NotationError("dice.odds.first_rerolled_explode")
        return _mixture(pool)
    if pool.plain:
        return group_distribution(pool)
    if pool.grows:
        if not pool.selections:
            weights, denominator = chain_weights(pool, pool.score())
            return _power(weights, denominator, pool.count)
        return _mixture(pool)
    weights, denominator = die_weights(pool)
    if not pool.selections:
        return _power(scored(weights, pool.score()), denominator, pool.count)
    return _kept(pool, weights, denominator)


#: Pools of at most so many dice keep their dice from the kept end without an estimate.
_FEW = 40


def group_distribution(group: Pool) -> Distribution:
    """Return the distribution of one plain pool's value.

    >>> from solo.dice.notation import parse
    >>> group_distribution(parse("2d20kh1").groups[0]).probability(20)
    Fraction(39, 400)
    """
    if not group.selections and not group.counting and not group.die.values:
        return Distribution(group.die.low, (1,) * group.die.size).repeat(group.count)
    values = face_values(group)
    if not group.selections:
        return counted(Counter(values)).repeat(group.count)
    start, stop = group.window(group.count)
    if start >= stop:
        return Distribution(0, (group.die.size ** group.count,))
    if start == 0 or stop == group.count:
        highest = start == 0
        keep = stop - start
        order = values[::-1] if highest else values
        method: Callable[..., Distribution] = kept_distribution
        if group.count > _FEW:
            from solo.dice.cost import keep_costs

            from_kept, from_dropped = keep_costs(group)
            method = kept_distribution if from_kept <= from_dropped else from_dropped_end
        return method(group.count, order, keep)
    weights = Counter(group.die.faces)
    return _from(window_counts([(group.count, dict(weights))], start, stop, group.score()),
                 group.die.size ** group.count)


def _kept(pool: Pool, weights: dict[int, int], denominator: int) -> Distribution:
    """Alike dice (each `weights` over `denominator`) kept by rank."""
    start, stop = pool.window(pool.count)
    if start >= stop:
        return _from({0: sum(weights.values()) ** pool.count}, denominator ** pool.count)
    score = pool.score()
    if start == 0 or stop == pool.count:
        order = sorted(weights, reverse=start == 0)
        return kept_distribution(pool.count, [score(value) for value in order], stop - start,
                                 [weights[value] for value in order], denominator)
    return _from(window_counts([(pool.count, weights)], start, stop, score),
                 denominator ** pool.count)


def _mixture(pool: Pool) -> Distribution:
    """A pool of unlike dice: each way it can turn out, its dice kept by rank, added up."""
    ways, denominator = scenarios(pool)
    score = pool.score()
    if not pool.selections:
        return _sum_of_ways(ways, denominator, score)
    counts: dict[int, int] = {}
    for weight, groups in ways:
        dice = sum(count for count, _ in groups)
        start, stop = pool.window(dice)
        for total, found in window_counts(groups, start, stop, score).items():
            counts[total] = counts.get(total, 0) + found * weight
    return _from(counts, denominator)


def _sum_of_ways(ways: list[tuple[int, list[tuple[int, dict[int, int]]]]], denominator: int,
                 score: Callable[[int], int]) -> Distribution:
    """A pool of unlike dice that keeps them all: each way's groups added up, weighted."""
    total: Distribution | None = None
    for weight, groups in ways:
        if any(count and not any(weights.values()) for count, weights in groups):
            continue  # a way no roll takes
        part = Distribution.constant(0)
        for count, weights in groups:
            if count:
                part = part + counted(scored(weights, score)).repeat(count)
        part = Distribution(part.low, tuple(ways * weight for ways in part.weights))
        total = part if total is None else _added(total, part)
    return _from({} if total is None else dict(total.items()), denominator)


def _added(first: Distribution, second: Distribution) -> Distribution:
    """Two distributions of the same thing over the same denominator, their counts added."""
    counts = dict(first.items())
    for value, ways in second.items():
        counts[value] = counts.get(value, 0) + ways
    return counted(counts)


def _power(weights: dict[int, int], denominator: int, count: int) -> Distribution:
    spare = denominator - sum(weights.values())
    return counted(weights, spare).repeat(count)


def _from(counts: dict[int, int], denominator: int) -> Distribution:
    """A distribution of `counts` over `denominator` (what they leave out is past a limit)."""
    present = {total: ways for total, ways in counts.items() if ways}
    if not present:
        raise NotationError("dice.odds.nothing_possible")
    return counted(present, denominator - sum(present.values()))
