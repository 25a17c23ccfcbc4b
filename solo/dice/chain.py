"""What one die of a pool adds, exactly: after `min`/`max`, explosions and rerolls.

The chances are integer weights over a common denominator; what a limit leaves
out (a die rerolled or exploding past it) is the part of the denominator no
value has. The order is the pool's (`solo.dice.pool_roll`): a face is clamped,
decides whether the die explodes, and only then may be rerolled (a rerolled die
does not explode); a compounded die is rerolled by its total.

>>> from solo.dice.notation import parse
>>> die_weights(parse("1d6ro1").groups[0])
({1: 1, 2: 7, 3: 7, 4: 7, 5: 7, 6: 7}, 36)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from solo.dice import limits
from solo.dice.conditions import MEETS
from solo.dice.pool import PENETRATING, Pool, clamped, explodes

Weights = dict[int, int]


def depth(pool: Pool) -> int:
    """How many rolls a reroll may add to one die: 0, 1 (`ro`) or `MAX_REROLLS`."""
    reroll = pool.reroll
    if reroll is None:
        return 0
    return 1 if reroll.once else limits.MAX_REROLLS


def again(pool: Pool) -> tuple[Weights, int]:
    """What a rerolled die shows in the end, over `size ** depth(pool)` (a die still
    meeting the condition after `MAX_REROLLS` rerolls has no value).

    >>> from solo.dice.notation import parse
    >>> again(parse("1d4ro1").groups[0]), again(parse("1d4").groups[0])
    (({1: 1, 2: 1, 3: 1, 4: 1}, 4), ({}, 1))
    """
    reroll, size = pool.reroll, pool.die.size
    if reroll is None:
        return {}, 1
    faces = Counter(clamped(pool, face) for face in pool.die.faces)
    if reroll.once:
        return dict(faces), size
    meets = reroll.condition.meets
    repeat = sum(weight for value, weight in faces.items() if meets(value))
    most = limits.MAX_REROLLS
    series = sum(repeat ** k * size ** (most - 1 - k) for k in range(most))
    return {value: weight * series for value, weight in faces.items() if not meets(value)}, \
        size ** most


def settled(pool: Pool, value: int, weight: int, into: Weights, rerolled: Weights,
            less: int = 0) -> None:
    """Add a die showing `value` (its face or total) with `weight` to `into`, rerolled when
    it meets the reroll condition (what it then shows less `less`)."""
    scale = pool.die.size ** depth(pool)
    if pool.reroll is not None and pool.reroll.condition.meets(value + less):
        for after, ways in rerolled.items():
            into[after - less] = into.get(after - less, 0) + weight * ways
    else:
        into[value] = into.get(value, 0) + weight * scale


def links(pool: Pool, penetrated: bool) -> tuple[Weights, Weights, int]:
    """One rolled die of an exploding pool: the values of the faces that explode and of
    those that do not (after rerolls, one less when `penetrated`), and the denominator.

    (`settled` for each face, with what it looks up once for all the faces: a first ask of
    `4d6ro1` spends most of its time here.)
    """
    rerolled = again(pool)[0]
    less = 1 if penetrated else 0
    rolls = depth(pool)
    scale = pool.die.size ** rolls
    reroll, explode = pool.reroll, pool.explode
    condition = None if reroll is None else reroll.condition
    test = None if condition is None else MEETS[condition.compare]
    target = 0 if condition is None else condition.value
    bare = pool.low is None and pool.high is None
    go: Weights = {}
    stop: Weights = {}
    for face in pool.die.faces:
        value = face if bare else clamped(pool, face)
        into = go if explode is not None and explodes(pool, value) else stop
        if test is not None and test(value, target):
            for after, ways in rerolled.items():
                into[after - less] = into.get(after - less, 0) + ways
        else:
            into[value - less] = into.get(value - less, 0) + scale
    return go, stop, pool.die.size ** (1 + rolls)


def die_weights(pool: Pool) -> tuple[Weights, int]:
    """The weight of each value one die of `pool` shows (a compounded die: its total), and
    the denominator; for a pool whose explosions add dice, each rolled die alone.

    >>> from solo.dice.notation import parse
    >>> weights, denominator = die_weights(parse("1d4!!").groups[0])
    >>> weights[5] == 4 ** 19, denominator == 4 ** 21
    (True, True)
    """
    explode = pool.explode
    if explode is None or explode.apart:
        go, stop, denominator = links(pool, False)
        for value, weight in go.items():
            stop[value] = stop.get(value, 0) + weight
        return stop, denominator
    less = 1 if explode.kind in PENETRATING else 0
    totals, denominator = _compound(pool, less)
    rerolled, scale = again(pool)
    final: Weights = {}
    for total, weight in totals.items():
        settled(pool, total, weight, final, rerolled)
    return final, denominator * scale


def _compound(pool: Pool, less: int) -> tuple[Weights, int]:
    """The total of a compounded die (each added face `less` lower), before rerolls."""
    size = pool.die.size
    limit = 1 if pool.explode is not None and pool.explode.once else limits.MAX_EXPLOSIONS
    final: Weights = {}
    partial: Weights = {0: 1}
    for level in range(limit + 1):
        scale = size ** (limit - level)
        following: Weights = {}
        for before, ways in partial.items():
            for face in pool.die.faces:
                value = clamped(pool, face)
                after = before + value - (less if level else 0)
                if (level == limit and pool.explode is not None and pool.explode.once) \
                        or not explodes(pool, value):
                    final[after] = final.get(after, 0) + ways * scale
                elif level < limit:
                    following[after] = following.get(after, 0) + ways
        partial = following
    return final, size ** (limit + 1)


def chain_weights(pool: Pool, score: Callable[[int], int]) -> tuple[Weights, int]:
    """What one die of a pool whose explosions add dice adds with the dice it brings (each
    scored by `score`), and the denominator; a chain past the limit has no value."""
    explode = pool.explode
    assert explode is not None
    penetrates = explode.kind in PENETRATING
    first_go, first_stop, denominator = links(pool, False)
    later_go, later_stop, _ = links(pool, penetrates)
    if explode.once:
        later_stop = dict(later_stop)
        for value, weight in later_go.items():
            later_stop[value] = later_stop.get(value, 0) + weight
        later_go = {}
    limit = 1 if explode.once else limits.MAX_EXPLOSIONS
    final: Weights = {}
    partial: Weights = {0: 1}
    for level in range(limit + 1):
        go, stop = (first_go, first_stop) if level == 0 else (later_go, later_stop)
        scale = denominator ** (limit - level)
        following: Weights = {}
        for before, ways in partial.items():
            for value, weight in stop.items():
                after = before + score(value)
                final[after] = final.get(after, 0) + ways * weight * scale
            if level < limit:
                for value, weight in go.items():
                    after = before + score(value)
                    following[after] = following.get(after, 0) + ways * weight
        partial = following
    return final, denominator ** (limit + 1)


def scored(weights: Weights, score: Callable[[int], int]) -> Weights:
    """The weights of what each value adds (its successes when the pool counts them)."""
    counted: Weights = {}
    for value, weight in weights.items():
        key = score(value)
        counted[key] = counted.get(key, 0) + weight
    return counted


def chain_cost(pool: Pool) -> int:
    """About how many steps `die_weights(pool)` or `chain_weights` take.

    >>> from solo.dice.notation import parse
    >>> chain_cost(parse("1d6").groups[0]) < chain_cost(parse("1d6!").groups[0])
    True
    """
    size = pool.die.size
    if pool.explode is None:
        return size
    span = pool.die.high - min(pool.die.low, 0) + 1
    return size * span * (1 if pool.explode.once else limits.MAX_EXPLOSIONS ** 3)
