"""Exact odds of `{…}` groups of rolls, and of functions of rolls.

The rolls of a group are independent. Kept by their totals (`{4d10, 5d6, 2d10}k2`),
they are followed one by one with the best (or worst) totals so far as the state.
A group of one roll that keeps dice ranks all its dice together
(`{4d10*(2+5d6)}k2`): the state is then how many dice of each pool are placed and
what each pool's kept dice add.

>>> from solo.dice.notation import parse
>>> from solo.dice.odds import node_distribution
>>> node_distribution(parse("{1d4, 1d4}k1").root).probability(4)
Fraction(7, 16)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from math import comb, prod

from solo.dice.arithmetic import apply, function
from solo.dice.budget import spend
from solo.dice.chain import die_weights
from solo.dice.distribution import Distribution, support
from solo.dice.sparse import counted
from solo.dice.tree import Binary, Call, Negate, Node, Number, Paren, Pool, RollSet, walk
from solo.errors import NotationError

Odds = Callable[[Node], Distribution]


def set_distribution(node: RollSet, odds: Odds) -> Distribution:
    """The distribution of a group's value (`odds` works out each roll's)."""
    if len(node.items) == 1 and node.selections:
        return _dice_kept(node)
    parts = [odds(item) for item in node.items]
    if node.counting:
        parts = [_scored(part, node) for part in parts]
    if not node.selections or len(parts) == 1:
        result = parts[0]
        for part in parts[1:]:
            result = result + part
        return result
    return _rolls_kept(node, parts)


def _scored(part: Distribution, node: RollSet) -> Distribution:
    """A roll's chance of counting +1 (its total meets the condition), -1 or 0."""
    assert node.target is not None
    counts: Counter[int] = Counter()
    for total, ways in part.items():
        failure = node.failure is not None and node.failure.meets(total)
        counts[int(node.target.meets(total)) - int(failure)] += ways
    return counted(counts, part.overflow)


def _rolls_kept(node: RollSet, parts: list[Distribution]) -> Distribution:
    """Rolls kept by their totals: the state is the sorted totals that may still be kept."""
    count = len(parts)
    start, stop = _window(node, count)
    high = stop <= count - start
    size = stop if high else count - start
    states: dict[tuple[int, ...], int] = {(): 1}
    for part in parts:
        following: dict[tuple[int, ...], int] = {}
        spend(len(states) * support(part))
        for kept, ways in states.items():
            for total, more in part.items():
                key = tuple(sorted((*kept, total), reverse=high)[:size])
                following[key] = following.get(key, 0) + ways * more
        states = following
    counts: Counter[int] = Counter()
    for kept, ways in states.items():
        chosen = kept[start:stop] if high else kept[count - stop:count - start]
        counts[sum(chosen)] += ways
    overflow = prod(part.total_count for part in parts) - sum(counts.values())
    return counted(counts, overflow)


def _window(node: RollSet, count: int) -> tuple[int, int]:
    from solo.dice.pool import window

    return window(node.selections, count)


def _dice_kept(node: RollSet) -> Distribution:
    """One roll whose dice are kept by rank across its pools."""
    item = node.items[0]
    pools = [part for part in walk(item) if isinstance(part, Pool)]
    if any(pool.grows or pool.unique or pool.selections or (pool.reroll and pool.reroll.most)
           for pool in pools):
        raise NotationError("dice.odds.group_dice_kept")
    kinds = []
    for pool in pools:
        weights, denominator = die_weights(pool)
        kinds.append((pool.count, weights, denominator, pool.score()))
    start, stop = _window(node, sum(pool.count for pool in pools))
    if start >= stop:
        sums = {(0,) * len(kinds): prod(sum(weights.values()) ** count
                                        for count, weights, _, _ in kinds)}
    else:
        sums = _pool_sums(kinds, start, stop)
    counts: Counter[int] = Counter()
    for values, ways in sums.items():
        spend(len(pools))
        total = _value(item, iter(values))
        if node.counting:
            assert node.target is not None
            failure = node.failure is not None and node.failure.meets(total)
            total = int(node.target.meets(total)) - int(failure)
        counts[total] += ways
    denominator = prod(kind[2] ** kind[0] for kind in kinds)
    return counted(counts, denominator - sum(counts.values()))


def _pool_sums(kinds: list[tuple[int, dict[int, int], int, Callable[[int], int]]], start: int,
               stop: int) -> dict[tuple[int, ...], int]:
    """The weight of each tuple of what each pool's kept dice add (ranks `[start, stop)`
    of all the dice, the highest first; ties: the earlier pool's die ranks higher)."""
    values = sorted({(value, -index) for index, (_, weights, _, _) in enumerate(kinds)
                     for value in weights}, reverse=True)
    left_weight = [sum(weights.values()) for _, weights, _, _ in kinds]
    states: dict[tuple[int, ...], dict[tuple[int, ...], int]] = {
        (0,) * len(kinds): {(0,) * len(kinds): 1}}
    final: dict[tuple[int, ...], int] = {}
    counts = [count for count, _, _, _ in kinds]
    for value, negative in values:
        index = -negative
        weight = kinds[index][1][value]
        score = kinds[index][3](value)
        left_weight[index] -= weight
        following: dict[tuple[int, ...], dict[tuple[int, ...], int]] = {}
        for placed, sums in states.items():
            spend(len(sums))
            done = sum(placed)
            free = counts[index] - placed[index]
            for put in range(free + 1):
                factor = comb(free, put) * weight ** put
                kept = max(0, min(done + put, stop) - max(done, start))
                after = (*placed[:index], placed[index] + put, *placed[index + 1:])
                rest = prod(left ** (count - at) for left, count, at
                            in zip(left_weight, counts, after, strict=True))
                if done + put >= stop:
                    target = final
                    factor *= rest
                elif rest:
                    target = following.setdefault(after, {})
                else:
                    continue
                for pooled, ways in sums.items():
                    key = (*pooled[:index], pooled[index] + kept * score, *pooled[index + 1:])
                    target[key] = target.get(key, 0) + ways * factor
        states = following
    return final


def _value(node: Node, pools: object) -> int:
    """The value of `node` with its pools' values taken in order from `pools`."""
    if isinstance(node, Number):
        return node.value
    if isinstance(node, Pool):
        return int(next(pools))  # type: ignore[call-overload]
    if isinstance(node, Paren):
        return _value(node.inner, pools)
    if isinstance(node, Negate):
        return -_value(node.operand, pools)
    if isinstance(node, Call):
        from solo.dice.tree import ROUNDINGS

        if node.name in ROUNDINGS:
            raise NotationError("dice.odds.group_dice_kept")
        return int(function(node.name, [_value(arg, pools) for arg in node.args]))
    if isinstance(node, RollSet):
        raise NotationError("dice.odds.group_dice_kept")
    assert isinstance(node, Binary)
    return int(apply(node.op, _value(node.left, pools), _value(node.right, pools)))
