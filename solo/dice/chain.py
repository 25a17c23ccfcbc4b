"""What one die of a pool adds, exactly: after rerolls, `min`/`max`, explosions and counting.

The chances are integer weights over a common denominator; what a limit leaves
out (a die rerolled or exploding past it) is the part of the denominator no
value has. `solo.dice.odds` then adds up the pool's dice.

>>> from solo.dice.notation import parse
>>> die_weights(parse("1d6ro1").groups[0])
({1: 1, 2: 7, 3: 7, 4: 7, 5: 7, 6: 7}, 36)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from solo.dice.limits import MAX_EXPLOSIONS, MAX_REROLLS
from solo.dice.modifiers import clamped, explodes
from solo.dice.tree import Explosion, Pool

Weights = dict[int, int]


def die_weights(pool: Pool) -> tuple[Weights, int]:
    """The weight of each value one die of `pool` adds, and the denominator.

    >>> from solo.dice.notation import parse
    >>> weights, denominator = die_weights(parse("1d4!").groups[0])
    >>> weights[5] == 4 ** 19, denominator == 4 ** 21
    (True, True)
    """
    faces, denominator = rerolled(pool)
    one: Weights = Counter()
    for face, weight in faces.items():
        one[clamped(pool, face)] += weight
    if pool.explode is None:
        return _counted(pool, dict(one)), denominator
    return exploded(pool, dict(one), denominator)


def rerolled(pool: Pool) -> tuple[Weights, int]:
    """The faces one roll of a die shows after its rerolls (over `size ** rolls`).

    >>> from solo.dice.notation import parse
    >>> rerolled(parse("1d4r1").groups[0])[0][2] == sum(4 ** (100 - k) for k in range(101))
    True
    """
    base = Counter(pool.die.faces)
    size = pool.die.size
    if pool.reroll is None:
        return dict(base), size
    condition = pool.reroll.condition
    again = sum(weight for face, weight in base.items() if condition.meets(face))
    if pool.reroll.once:
        return {face: weight * (again + (0 if condition.meets(face) else size))
                for face, weight in base.items()}, size * size
    series = sum(again ** k * size ** (MAX_REROLLS - k) for k in range(MAX_REROLLS + 1))
    return {face: weight * series for face, weight in base.items()
            if not condition.meets(face)}, size ** (MAX_REROLLS + 1)


def exploded(pool: Pool, one: Weights, denominator: int) -> tuple[Weights, int]:
    """The value of a die and its explosions, up to `MAX_EXPLOSIONS` in a row."""
    assert pool.explode is not None
    apart = pool.explode.kind is not Explosion.COMPOUND
    less = 1 if pool.explode.kind is Explosion.PENETRATE else 0
    score = _score(pool)

    def piece(value: int, depth: int) -> int:
        shown = value - (less if depth else 0)
        return score(shown) if apart else shown

    finish = (lambda total: total) if apart else score
    final: Weights = Counter()
    partial: Weights = {0: 1}
    for depth in range(MAX_EXPLOSIONS + 1):
        scale = denominator ** (MAX_EXPLOSIONS - depth)
        following: Weights = Counter()
        for before, ways in partial.items():
            for value, weight in one.items():
                after = before + piece(value, depth)
                if not explodes(pool, value):
                    final[finish(after)] += ways * weight * scale
                elif depth < MAX_EXPLOSIONS:
                    following[after] += ways * weight
        partial = following
    return dict(final), denominator ** (MAX_EXPLOSIONS + 1)


def _score(pool: Pool) -> Callable[[int], int]:
    """What a value adds: itself, or +1 for a success and -1 for a failure."""
    target, failure = pool.target, pool.failure
    if target is None:
        return lambda value: value
    return lambda value: int(target.meets(value)) - int(failure is not None
                                                          and failure.meets(value))


def _counted(pool: Pool, one: Weights) -> Weights:
    """Map each value to what it adds (successes counted)."""
    score = _score(pool)
    counted: Weights = Counter()
    for value, weight in one.items():
        counted[score(value)] += weight
    return dict(counted)


def chain_cost(pool: Pool) -> int:
    """About how many steps `die_weights(pool)` takes.

    >>> from solo.dice.notation import parse
    >>> chain_cost(parse("1d6").groups[0]) < chain_cost(parse("1d6!").groups[0])
    True
    """
    size = pool.die.size
    if pool.explode is None:
        return size
    span = pool.die.high - min(pool.die.low, 0) + 1
    return size * span * MAX_EXPLOSIONS ** 3
