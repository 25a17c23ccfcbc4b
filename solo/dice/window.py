"""Exact odds of the dice kept by rank from a pool of several kinds of dice.

A pool is a list of groups: `count` dice of one kind, each showing a value with
integer weights. The dice are ranked by value (rank 0 the highest) and those of
ranks `[start, stop)` are kept (`4d10dh1dl2`, `5d6km3`, the dice of `5d10!k2`
with the explosions' dice as a second kind). The values are visited from the kept
end; the state is how many dice of each group are placed, with the counts of each
sum of what the kept ones add. Once the window is full, every die left shows a
value further along: one closed-form weight finishes the state.

>>> counts = window_counts([(4, {v: 1 for v in range(1, 7)})], 0, 3, lambda v: v)  # 4d6kh3
>>> sum(counts.values()), min(counts), max(counts)
(1296, 3, 18)
>>> sorted(window_counts([(3, {1: 1, 2: 1})], 1, 2, lambda v: v).items())  # middle coin
[(1, 4), (2, 4)]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from math import comb, prod

from solo.dice.budget import spend

Group = tuple[int, dict[int, int]]
Poly = dict[int, int]


def window_counts(groups: list[Group], start: int, stop: int,
                  score: Callable[[int], int]) -> Poly:
    """The weight of each sum of `score(value)` over the dice ranked `[start, stop)`.

    Weights are products of the dice's weights: their total is the product of each
    group's total weight to its count (less what no value has).
    """
    groups = [(count, weights) for count, weights in groups if count]
    total = sum(count for count, _ in groups)
    if start >= stop or not groups:
        return {0: prod(sum(weights.values()) ** count for count, weights in groups)}
    values = sorted({value for _, weights in groups for value in weights})
    if stop <= total - start:
        values.reverse()  # from the highest: the window is near the top
    else:
        start, stop = total - stop, total - start
    return _walk(groups, values, start, stop, score)


def _walk(groups: list[Group], values: list[int], start: int, stop: int,
          score: Callable[[int], int]) -> Poly:
    counts = [count for count, _ in groups]
    lower = [sum(weights.values()) for _, weights in groups]
    unit = 1 + sum(count * weight.bit_length() for count, weight in zip(counts, lower,
                                                                          strict=True)) // 512
    final: Poly = {}
    states: dict[tuple[int, ...], Poly] = {(0,) * len(groups): {0: 1}}
    for value in values:
        weight = [weights.get(value, 0) for _, weights in groups]
        lower = [below - here for below, here in zip(lower, weight, strict=True)]
        each = score(value)
        following: dict[tuple[int, ...], Poly] = {}
        for placed, poly in states.items():
            spend(len(poly) * len(groups) * unit)
            done = sum(placed)
            need = stop - done
            left = [count - put for count, put in zip(counts, placed, strict=True)]
            short = 0
            for chosen, factor in _spreads(left, weight, need):
                rest = prod(below ** (free - put) for below, free, put
                            in zip(lower, left, chosen, strict=True))
                short += factor * rest
                if rest:
                    spend(len(poly) * unit)
                    kept = max(0, done + sum(chosen) - max(done, start)) * each
                    target = following.setdefault(
                        tuple(put + more for put, more in zip(placed, chosen, strict=True)), {})
                    _add(target, poly, factor, kept)
            finish = prod((here + below) ** free for here, below, free
                          in zip(weight, lower, left, strict=True)) - short
            if finish:
                _add(final, poly, finish, (stop - max(done, start)) * each)
        states = following
    return {total: ways for total, ways in final.items() if ways}


def _spreads(left: list[int], weight: list[int], need: int) -> Iterator[tuple[tuple[int, ...],
                                                                              int]]:
    """Each way to put fewer than `need` dice on this value, `j` from each group, with
    its weight `prod(C(left, j) weight^j)`."""
    def spread(index: int, room: int) -> Iterator[tuple[tuple[int, ...], int]]:
        if index == len(left):
            yield (), 1
            return
        for put in range(min(room, left[index]) + 1):
            if put and not weight[index]:
                break
            factor = comb(left[index], put) * weight[index] ** put
            for rest, more in spread(index + 1, room - put):
                yield (put, *rest), factor * more
    return spread(0, need - 1)


def _add(target: Poly, poly: Poly, factor: int, shift: int) -> None:
    for total, ways in poly.items():
        key = total + shift
        target[key] = target.get(key, 0) + ways * factor
