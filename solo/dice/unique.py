"""Exact odds of a pool with unique dice (`u`, `uo`, `u=5`): no die shows an earlier face.

The dice are followed one by one, as they are rolled: the state is which faces the
dice so far show (and the sum of what they add, or every face when some are kept
by rank). A die that repeats a face (one meeting the condition, if `u` has one) is
rolled again, as a plain die: at most `MAX_REROLLS` times for `u`, once for `uo`.
Ordinary dice with no condition take a shortcut: the faces are then a set drawn
evenly, each die's chance of a new face fixed by how many faces are taken.

>>> from solo.dice.notation import parse
>>> counts, denominator = unique_counts(parse("2d3u").groups[0])
>>> each = 2 * 3 ** 100 * (3 ** 101 - 1) // 2  # two orders; the second die's new face
>>> counts == {3: each, 4: each, 5: each}, denominator == 3 ** 202
(True, True)
"""

from __future__ import annotations

from collections import Counter
from math import factorial

from solo.dice import limits
from solo.dice.budget import spend
from solo.dice.chain import die_weights
from solo.dice.pool import Pool, clamped
from solo.dice.window import window_counts

Poly = dict[int, int]


def unique_counts(pool: Pool) -> tuple[Poly, int]:
    """The weight of each value of the pool and the denominator (the rest is past the limit)."""
    unique = pool.unique
    assert unique is not None
    if unique.condition is None and not unique.once and pool.bare:
        return _set_counts(pool)
    return _sequence_counts(pool)


def _set_counts(pool: Pool) -> tuple[Poly, int]:
    """Distinct faces drawn evenly: count the sets by what they add, times each order's
    weight (the k-th die takes a new face after `t` repeats: `sum k^t size^(R-t)`)."""
    faces = sorted(pool.die.faces, reverse=True)
    size, count = len(faces), pool.count
    weight = factorial(count)
    most = limits.MAX_REROLLS
    for taken in range(count):
        weight *= sum(taken ** t * size ** (most - t) for t in range(most + 1))
    score = pool.score()
    start, stop = pool.window(count)
    states: dict[int, Poly] = {0: {0: 1}}  # dice chosen so far -> kept sums
    for face in faces:
        spend(len(states) * count)
        following: dict[int, Poly] = {}
        for chosen, poly in states.items():
            _merge(following.setdefault(chosen, {}), poly, 0)
            if chosen < count:
                shift = score(face) if start <= chosen < stop else 0
                _merge(following.setdefault(chosen + 1, {}), poly, shift)
        states = following
    final = states.get(count, {})
    return {total: ways * weight for total, ways in final.items()}, \
        size ** ((limits.MAX_REROLLS + 1) * count)


def _sequence_counts(pool: Pool) -> tuple[Poly, int]:
    """Die after die, the faces shown so far as the state."""
    unique = pool.unique
    assert unique is not None
    first, denominator = die_weights(pool)
    fresh = Counter(clamped(pool, face) for face in pool.die.faces)
    size = pool.die.size
    limit = 1 if unique.once else limits.MAX_REROLLS
    condition = unique.condition
    ranked = bool(pool.selections)
    score = pool.score()
    states: dict[tuple[int, ...], int] = {(): 1}
    for _ in range(pool.count):
        following: dict[tuple[int, ...], int] = {}
        for shown, ways in states.items():
            spend(len(first) + len(fresh))
            taken = {value for value in (shown if ranked else shown[1:])
                     if condition is None or condition.meets(value)}
            for value, weight in _next_die(first, fresh, taken, size, limit).items():
                if ranked:
                    key = tuple(sorted((*shown, value)))
                else:
                    total = shown[0] if shown else 0
                    seen = {*shown[1:], value} if condition is None or condition.meets(value) \
                        else set(shown[1:])
                    key = (total + score(value), *sorted(seen))
                following[key] = following.get(key, 0) + ways * weight
        states = following
    counts: Poly = {}
    for shown, ways in states.items():
        total = sum(window_value(shown, pool)) if ranked else shown[0] if shown else 0
        counts[total] = counts.get(total, 0) + ways
    return counts, (denominator * size ** limit) ** pool.count


def window_value(shown: tuple[int, ...], pool: Pool) -> list[int]:
    """What each kept die of a finished pool adds (its values sorted low to high)."""
    start, stop = pool.window(len(shown))
    score = pool.score()
    high_first = shown[::-1]
    return [score(value) for value in high_first[start:stop]]


def _next_die(first: Poly, fresh: Counter[int], taken: set[int], size: int,
              limit: int) -> Poly:
    """What the next die shows in the end, given the faces it must not repeat (weights over
    the first die's denominator times `size ** limit`)."""
    repeat = sum(weight for value, weight in fresh.items() if value in taken)
    if limit == 1:
        again = dict(fresh)
    else:
        series = sum(repeat ** k * size ** (limit - 1 - k) for k in range(limit))
        again = {value: weight * series for value, weight in fresh.items() if value not in taken}
    scale = size ** limit
    result: Poly = {}
    stay = 0
    for value, weight in first.items():
        if value in taken:
            stay += weight
        else:
            result[value] = result.get(value, 0) + weight * scale
    if stay:
        for value, weight in again.items():
            result[value] = result.get(value, 0) + stay * weight
    return result


def _merge(target: Poly, poly: Poly, shift: int) -> None:
    for total, ways in poly.items():
        target[total + shift] = target.get(total + shift, 0) + ways


__all__ = ["unique_counts", "window_counts"]
