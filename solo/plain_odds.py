"""Dice odds as plain text: the table `solo.render.dice` draws with rich, uncoloured.

`solo odds 3d6` prints this on the one-shot path (`solo.plain`) without importing rich. The rows
(`odds_rows`), the exact fractions (`exact_text`), the bars' length (`bar_text`) and the lines
under the table are computed here once, for both: the rich renderer only colours them.

>>> from solo.commands.dice import expression_odds
>>> from solo.dice.notation import parse
>>> print(dice_odds_text(expression_odds(parse("1d2"))))
1d2
Total      %  Exacta                                  ≥ total
1      50.00     1/2  ██████████████████████████████   100.00
2      50.00     1/2  ██████████████████████████████    50.00
Media: 1.500 (3/2)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from solo.dice.limits import MAX_EXPLOSIONS, MAX_REROLLS
from solo.i18n import t
from solo.text import inert

if TYPE_CHECKING:
    from fractions import Fraction

    from solo.commands.dice import DiceOdds, DiceOddsList

BAR_WIDTH = 30
#: The longest denominator the Exact column writes as a fraction (`1/7776`); longer
#: ones (a reroll pool over 6^101) are written as a decimal marked `≈`.
SHORT_DENOMINATOR = 10**12
MAX_ROWS = 30
TAIL = 10**6


def exact_text(value: Fraction) -> str:
    """`1/7776` when the fraction is short, else `≈0.1666667` (the JSON output stays exact);
    never and always read `0` and `1`.

    >>> from fractions import Fraction
    >>> exact_text(Fraction(1, 7776)), exact_text(Fraction(1, 3 ** 40))
    ('1/7776', '≈8.225263e-20')
    >>> exact_text(Fraction(0)), exact_text(Fraction(1))
    ('0', '1')
    """
    if value.denominator == 1:
        return str(value.numerator)
    if value.denominator < SHORT_DENOMINATOR:
        return f"{value.numerator}/{value.denominator}"
    return f"≈{float(value):.7g}"


def bar_text(value: Fraction, largest: Fraction) -> str:
    """A bar as long as `value` relative to `largest` (a sliver when it is tiny but not zero)."""
    # value / largest as a float, from one integer division (no fraction to reduce)
    length = 0 if largest == 0 else round(value.numerator * largest.denominator / (
        value.denominator * largest.numerator) * BAR_WIDTH)
    return "█" * length or ("▏" if value else "")


def chance_text(value: Fraction) -> str:
    """`1/7776 (0.0129%)`, or only the percentage when the fraction is long."""
    percent = f"{float(value) * 100:.4g}%"
    if 1 < value.denominator < SHORT_DENOMINATOR:
        return f"{value.numerator}/{value.denominator} ({percent})"
    return percent


def beyond_text(key: str, chance: str) -> str:
    """The line of the chance left past the limits."""
    if key == "dice.odds.beyond_explosions":
        return t("dice.odds.beyond_explosions", limit=MAX_EXPLOSIONS, chance=chance)
    if key == "dice.odds.beyond_rerolls":
        return t("dice.odds.beyond_rerolls", limit=MAX_REROLLS, chance=chance)
    return t("dice.odds.beyond_both", explosions=MAX_EXPLOSIONS, rerolls=MAX_REROLLS,
             chance=chance)


def odds_rows(totals: Sequence[int], counts: Sequence[int], denominator: int,
              max_rows: int = MAX_ROWS, tail: int = TAIL) -> list[tuple[str, Fraction, Fraction]]:
    """Rows `(label, chance, chance of at least its first total)`, at most about `max_rows`.

    `totals` are the possible totals, lowest first, and `counts` their counts out of
    `denominator`. Every sum is read from one list of running sums of the counts
    (integers), and only the rows shown become fractions. Short distributions give
    one row per total. Long ones put each end whose chance is below 1/`tail` in one
    row (`≤ 1200`, `≥ 5800`) and group the rest into ranges of equal width (`3400–3409`).

    >>> rows = odds_rows(range(1, 7), [1] * 6, 6, max_rows=3)
    >>> [(label, str(p), str(at_least)) for label, p, at_least in rows]
    [('1–2', '1/3', '1'), ('3–4', '1/3', '2/3'), ('5–6', '1/3', '1/3')]
    """
    from bisect import bisect_left, bisect_right
    from fractions import Fraction
    from itertools import accumulate

    before = list(accumulate(counts, initial=0))  # before[i]: the counts of totals[:i]
    size = len(counts)
    if size <= max_rows:
        return _ranges(totals, before, 0, size, 1, denominator)
    mass = before[-1]
    rare = (denominator - 1) // tail  # x * tail < denominator, without a big product
    low = min(bisect_right(before, rare) - 1, size - 1)  # the totals below: at most `rare`
    high = max(bisect_left(before, mass - rare), low + 1) - 1  # the totals above: too
    rows = [(f"≤ {totals[low - 1]}", Fraction(before[low], denominator),
             Fraction(mass, denominator))] if low else []
    rows += _ranges(totals, before, low, high + 1, -(-(high + 1 - low) // max_rows),
                    denominator)
    if high < size - 1:
        above = mass - before[high + 1]
        rows.append((f"≥ {totals[high + 1]}", Fraction(above, denominator),
                     Fraction(above, denominator)))
    return rows


def _ranges(totals: Sequence[int], before: list[int], start: int, end: int, width: int,
            denominator: int) -> list[tuple[str, Fraction, Fraction]]:
    """The rows of `totals[start:end]`, `width` totals each."""
    from fractions import Fraction

    rows = []
    mass = before[-1]
    for first in range(start, end, width):
        last = min(first + width, end) - 1
        label = str(totals[first]) if first == last else f"{totals[first]}–{totals[last]}"
        rows.append((label, Fraction(before[last + 1] - before[first], denominator),
                     Fraction(mass - before[first], denominator)))
    return rows


def dice_odds_rows(result: DiceOdds) -> list[tuple[str, Fraction, Fraction]]:
    """The rows of one expression's odds table."""
    dist = result.distribution
    possible: Sequence[int] = range(dist.low, dist.max + 1)
    counts: Sequence[int] = dist.weights
    if 0 in counts:  # totals that cannot happen are left out
        possible, counts = zip(*dist.items(), strict=True)
    return odds_rows(possible, counts, dist.total_count)


def notes(result: DiceOdds, rows: int) -> list[str]:
    """The lines under the table: rows grouped, chance past the limits, the check, the mean."""
    dist = result.distribution
    lines = []
    totals = len(dist.weights) - dist.weights.count(0)
    if rows < totals:
        lines.append(t("dice.odds.grouped", rows=rows, totals=totals))
    if dist.overflow:
        lines.append(beyond_text(result.beyond_key, chance_text(dist.beyond)))
    success, failure = result.success, result.failure
    if success is not None and failure is not None:
        lines.append(t("dice.odds.check", target=str(result.check),
                       success=chance_text(success), failure=chance_text(failure)))
    mean = dist.mean
    exact = f" ({mean})" if mean.denominator < 10**6 else ""
    lines.append(t("cmd.odds.mean", mean=f"{float(mean):.3f}{exact}"))
    return lines


def dice_odds_text(result: DiceOdds) -> str:
    """One expression's odds: its table, then the lines under it."""
    rows = dice_odds_rows(result)
    from fractions import Fraction

    largest = max((chance for _, chance, _ in rows), default=Fraction(0))
    table = [[label, f"{float(chance) * 100:.2f}", exact_text(chance),
              bar_text(chance, largest), f"{float(at_least) * 100:.2f}"]
             for label, chance, at_least in rows]
    heads = [t("cmd.odds.col.total"), t("cmd.odds.col.percent"), t("cmd.odds.col.exact"), "",
             t("cmd.odds.col.at_least")]
    lines = [result.expression, *columns([heads, *table], right=(1, 2, 4))]
    if any(chance.denominator >= SHORT_DENOMINATOR for _, chance, _ in rows):
        lines.append(t("cmd.odds.long_fractions"))
    return inert("\n".join([*lines, *notes(result, len(rows))]))


def dice_odds_list_text(result: DiceOddsList) -> str:
    """One table per roll of the line."""
    return "\n".join(dice_odds_text(item) for item in result.items)


def columns(rows: Sequence[Sequence[str]], right: tuple[int, ...] = ()) -> list[str]:
    """Rows of cells as lines, each column as wide as its widest cell and two spaces apart;
    the columns in `right` aligned right (trailing spaces trimmed).

    >>> columns([["a", "10"], ["bcd", "2"]], right=(1,))
    ['a    10', 'bcd   2']
    """
    widths = [max(len(row[index]) for row in rows) for index in range(len(rows[0]))]
    return ["  ".join(cell.rjust(width) if index in right else cell.ljust(width)
                      for index, (cell, width) in enumerate(zip(row, widths, strict=True)))
            .rstrip() for row in rows]


def outcome_odds_text(rows: Sequence[tuple[str, Fraction]], title: str | None = None,
                      first_column: str | None = None, notes: Sequence[str] = ()) -> str:
    """The odds of each outcome as `solo.render.bars.odds_table` draws them, uncoloured: a
    title, `Resultado  %  Exacta` and a bar per row, then `notes` (shown before a quick roll).

    >>> from fractions import Fraction
    >>> from solo.i18n import use_language
    >>> with use_language("en"):
    ...     print(outcome_odds_text([("Yes", Fraction(1, 4)), ("No", Fraction(3, 4))], "Will it?"))
    Will it?
    Outcome      %  Exact
    Yes      25.00    1/4  ██████████
    No       75.00    3/4  ██████████████████████████████
    """
    from fractions import Fraction

    largest = max((chance for _label, chance in rows), default=Fraction(0))
    heads = [first_column or t("cmd.odds.outcome"), t("cmd.odds.col.percent"),
             t("cmd.odds.col.exact"), ""]
    table = [[label, f"{float(chance) * 100:.2f}", exact_text(chance), bar_text(chance, largest)]
             for label, chance in rows]
    lines = [*([title] if title else []), *columns([heads, *table], right=(1, 2))]
    if any(chance.denominator >= SHORT_DENOMINATOR for _label, chance in rows):
        lines.append(t("cmd.odds.long_fractions"))
    return inert("\n".join([*lines, *notes]))
