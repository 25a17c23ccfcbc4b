"""Pools whose dice are not all alike: the ways they can turn out, each a list of groups.

When explosions add dice to a pool that then keeps some (`5d10!k2`), the pool is
made of dice that exploded, dice that did not, and (penetrating) the new dice,
which count one less: given how many of each there are, each kind's dice are
alike. `r1=1` (reroll only the first die that meets it) likewise: given how many
dice met it, there are dice rerolled, dice that met it and stayed, and the rest.
Each way is a weight and its groups (`solo.dice.window` keeps their dice by rank).

>>> from solo.dice.notation import parse
>>> ways, denominator = scenarios(parse("2d6!o").groups[0])
>>> len(ways), denominator
(3, 1296)
"""

from __future__ import annotations

from collections import Counter
from math import comb

from solo.dice import limits
from solo.dice.budget import spend
from solo.dice.chain import again, depth, links
from solo.dice.pool import PENETRATING, Pool, clamped
from solo.dice.uniform import uniform_power
from solo.dice.window import Group

Way = tuple[int, list[Group]]


def scenarios(pool: Pool) -> tuple[list[Way], int]:
    """The ways the pool's dice turn out (weight, groups) and the denominator of it all."""
    if pool.explode is not None:
        return _exploded(pool)
    return _first_rerolled(pool)


def _exploded(pool: Pool) -> tuple[list[Way], int]:
    explode = pool.explode
    assert explode is not None
    count = pool.count
    first_go, first_stop, denominator = links(pool, False)
    later_go, later_stop, _ = links(pool, explode.kind in PENETRATING)
    if explode.once:
        added = Counter(later_go)  # a die added once does not explode in turn
        added.update(later_stop)
        ways = [(comb(count, exploded) * denominator ** (count - exploded),
                 [(count - exploded, first_stop), (exploded, first_go),
                  (exploded, dict(added))]) for exploded in range(count + 1)]
        return ways, denominator ** (2 * count)
    limit = limits.MAX_EXPLOSIONS
    ways = []
    same = later_go == first_go and later_stop == first_stop
    merged: dict[int, int] = {}  # without penetration: by how many dice explode in all
    for exploded in range(count + 1):
        spread = uniform_power(limit, exploded) if exploded else (1,)
        spend(len(spread))
        for more, arrangements in enumerate(spread):
            weight = comb(count, exploded) * arrangements \
                * denominator ** (count * limit - exploded - more)
            if same:
                merged[exploded + more] = merged.get(exploded + more, 0) + weight
            else:
                ways.append((weight, [(count - exploded, first_stop), (exploded, first_go),
                                      (more, later_go), (exploded, later_stop)]))
    ways += [(weight, [(count, first_stop), (went, first_go)]) for went, weight in merged.items()]
    return ways, denominator ** (count * (limit + 1))


def _first_rerolled(pool: Pool) -> tuple[list[Way], int]:
    reroll = pool.reroll
    assert reroll is not None
    assert reroll.most is not None
    size, count = pool.die.size, pool.count
    scale = size ** depth(pool)
    met: Counter[int] = Counter()
    rest: Counter[int] = Counter()
    for face in pool.die.faces:
        value = clamped(pool, face)
        (met if reroll.condition.meets(value) else rest)[value] += scale
    rerolled, _ = again(pool)
    meeting = sum(met.values()) // scale
    redone = {value: weight * meeting for value, weight in rerolled.items()}
    ways = []
    for meets in range(count + 1):
        first = min(meets, reroll.most)
        ways.append((comb(count, meets), [(count - meets, dict(rest)),
                                          (meets - first, dict(met)), (first, redone)]))
    return ways, (size * scale) ** count
