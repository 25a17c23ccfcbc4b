"""Write an exact chance as the player reads it: the fraction and its percentage."""

from __future__ import annotations

from fractions import Fraction

from solo.text import percent_text


def share(value: Fraction) -> str:
    """`19/27 (70.4%)`: the exact fraction, then the percentage to one decimal.

    A chance that is not zero never reads 0%, nor one short of certain 100%.

    >>> share(Fraction(19, 27)), share(Fraction(1, 216)), share(Fraction(1, 7776))
    ('19/27 (70.4%)', '1/216 (0.5%)', '1/7776 (<0.05%)')
    >>> share(Fraction(0)), share(Fraction(1))
    ('0 (0.0%)', '1 (100.0%)')
    """
    exact = str(value.numerator) if value.denominator == 1 else f"{value}"
    return f"{exact} ({percent_text(value, 1)})"
