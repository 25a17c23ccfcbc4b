"""The counts of a sum of equally likely dice, without the distribution engine (issue 16).

A game system's odds (a Zodiac Action's d12s, Fate's dF) need only these whole numbers:
importing them alone keeps `solo.dice.distribution` out of a one-shot that only rolls.
"""

from __future__ import annotations


def uniform_power(sides: int, times: int) -> tuple[int, ...]:
    """The counts of the sum of `times` dice with `sides` equally likely faces.

    From `A F' = B F` with `A = (1 - x)(1 - x^s)`: each coefficient needs four
    earlier ones, whatever the number of sides:
    m f[m] = (m - 1 + n) f[m-1] + (m - s - n s) f[m-s] + (n (s - 1) - m + s + 1) f[m-s-1].

    >>> uniform_power(6, 2)
    (1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1)
    """
    if sides == 1:
        return (1,)
    length = (sides - 1) * times + 1
    result = [1]
    for m in range(1, (length + 1) // 2):  # the other half mirrors this one
        acc = (m - 1 + times) * result[m - 1]
        if m >= sides:
            acc += (m - sides - times * sides) * result[m - sides]
        if m > sides:
            acc += (times * (sides - 1) - m + sides + 1) * result[m - sides - 1]
        result.append(acc // m)
    mirrored = result[length // 2 - 1::-1] if length % 2 == 0 else result[-2::-1]
    return tuple(result + mirrored)
