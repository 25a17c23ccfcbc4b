"""The sum of several plain dice groups at once: the coefficients of a product of powers.

`300d6-300d8` as two powers and one convolution multiplies millions of big
integers. Instead, with F = P1^n1 · P2^n2 · …, the log-derivative gives
D F' = E F for two short polynomials D and E, so each coefficient of F needs
only a handful of earlier ones. A die with equal weights is written
`w (1 - x^s) / (1 - x)`, which keeps D and E sparse whatever its sides.

>>> product_of_powers([((1, 1, 1, 1, 1, 1), 2), ((1, 1), 1)])  # 2d6 + a coin
(1, 3, 5, 7, 9, 11, 11, 9, 7, 5, 3, 1)
"""

from __future__ import annotations

from collections.abc import Sequence

Sparse = dict[int, int]


def product_of_powers(parts: Sequence[tuple[Sequence[int], int]]) -> tuple[int, ...]:
    """The counts of the sum of `times` rolls of each `weights` (no zero at either end).

    >>> product_of_powers([((1, 2), 2), ((3,), 1)])  # (1 + 2x)^2 · 3
    (3, 12, 12)
    """
    numerators: list[Sparse] = []
    uniform_times = 0
    scale = 1
    length = 1
    for weights, times in parts:
        length += (len(weights) - 1) * times
        if len(weights) == 1:
            scale *= weights[0] ** times
            continue
        if len(set(weights)) == 1:
            numerators.append({0: weights[0], len(weights): -weights[0]})
            uniform_times += times
        else:
            numerators.append({power: weight for power, weight in enumerate(weights) if weight})
    exponents = [times for weights, times in parts if len(weights) > 1]
    if not numerators:
        return (scale,)
    lead = {0: 1, 1: -1} if uniform_times else {0: 1}
    denominator, derivative = _recurrence(numerators, exponents, lead, uniform_times)
    first = 1
    for numerator, times in zip(numerators, exponents, strict=True):
        first *= numerator[0] ** times
    return tuple(weight * scale for weight in _coefficients(denominator, derivative,
                                                             first, length))


def _recurrence(numerators: list[Sparse], exponents: list[int], lead: Sparse,
                uniform_times: int) -> tuple[Sparse, Sparse]:
    """D = lead · ΠN and E = Σ n N' · lead · Π(others) + (uniform n) · ΠN."""
    everything = lead
    for numerator in numerators:
        everything = _multiply(everything, numerator)
    derivative: Sparse = {}
    for index, (numerator, times) in enumerate(zip(numerators, exponents, strict=True)):
        term = _multiply(lead, {power - 1: power * weight * times
                                for power, weight in numerator.items() if power})
        for other, factor in enumerate(numerators):
            if other != index:
                term = _multiply(term, factor)
        derivative = _add(derivative, term)
    if uniform_times:
        plain: Sparse = {0: uniform_times}
        for numerator in numerators:
            plain = _multiply(plain, numerator)
        derivative = _add(derivative, plain)
    return everything, derivative


def _coefficients(denominator: Sparse, derivative: Sparse, first: int,
                  length: int) -> list[int]:
    """Solve D F' = E F term by term: D0 m f[m] = Σ E[t] f[m-1-t] - Σ D[t] (m - t) f[m-t]."""
    lower = sorted((t, weight) for t, weight in denominator.items() if t)
    upper = sorted(derivative.items())
    start = denominator[0]
    result = [first]
    for m in range(1, length):
        acc = 0
        for t, weight in upper:
            if t > m - 1:
                break
            acc += weight * result[m - 1 - t]
        for t, weight in lower:
            if t > m:
                break
            acc -= weight * (m - t) * result[m - t]
        result.append(acc // (m * start))
    return result


def _multiply(first: Sparse, second: Sparse) -> Sparse:
    result: Sparse = {}
    for power, weight in first.items():
        for other, factor in second.items():
            result[power + other] = result.get(power + other, 0) + weight * factor
    return {power: weight for power, weight in result.items() if weight}


def _add(first: Sparse, second: Sparse) -> Sparse:
    result = dict(first)
    for power, weight in second.items():
        result[power] = result.get(power, 0) + weight
    return {power: weight for power, weight in result.items() if weight}
